/**
 * The show-control API (`/api/show-control/…`): a Stream Deck through Bitfocus Companion, or any tool, drives
 * one stage with its API token. Every call: `Authorization: Bearer <stage API token>`, no body unless stated.
 * Bounded like every door: 300 calls a minute per token (Companion polling at 2 Hz plus the buttons), 1200 per
 * address whatever the token, and wrong tokens spend the stage-code budget. POST bodies may be JSON or a form.
 */
import type Koa from 'koa'
import { z } from 'zod'
import {
  messageTextSchema,
  type StageOp,
  type StageView,
  screenNameSchema,
  stageOpSchema,
  toneSchema,
} from '../../src/stages/protocol.ts'
import { type RunOp, runOpSchema } from '../../src/stages/running-order.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { operation } from '../http/operation.ts'
import { parseInput } from '../http/rest.ts'
import { apiCaller, type LinkRow, linkedStage, nudgeMinutes, operateAsLink, runAsLink } from './access/service.ts'
import { buttonFields, buttonStatus } from './control-status.ts'
import { screenNamed } from './service.ts'

const tags = ['show control']

/** A boolean from JSON, or from a form field (`true`/`false`, `1`/`0`, `on`/`off`). */
const formBoolean = z.preprocess((v) => {
  if (typeof v !== 'string') return v
  const word = v.trim().toLowerCase()
  return ['true', '1', 'on', 'yes'].includes(word) ? true : ['false', '0', 'off', 'no', ''].includes(word) ? false : v
}, z.boolean())

/** How to set up Companion, repeated on each route (the OpenAPI reference shows one route at a time). */
const COMPANION =
  'Authentication: the stage API token (the manager page, "API token"), as `Authorization: Bearer <token>`. ' +
  'Bitfocus Companion: add the "Generic: HTTP Requests" connection with Base URL `https://<your host>/api/show-control` ' +
  'and, on each button, a "POST" action with the URL below (relative to the base) and header ' +
  '`{"Authorization": "Bearer <token>"}`; leave the body empty unless a body is documented. ' +
  'Rotating the token in the manager page stops the old one at once. Bodies: JSON or ' +
  '`application/x-www-form-urlencoded`. Limits: 300 calls per minute per token (polling `GET /stage` twice a second ' +
  'leaves 180 for buttons) and 1200 per address; wrong tokens count against the same per-address budget as unknown ' +
  'stage codes (429 with Retry-After).'

const stageSummary = buttonFields.extend({
  id: z.string(),
  name: z.string(),
  version: z.number(),
  blackout: z.boolean(),
  message: z.string().nullable(),
  message_target: z.string().nullable().describe('The screen the message is for (its name); null: every screen'),
  timer: z.object({ mode: z.string(), running: z.boolean() }).describe('The stage timer (not the running order)'),
  now_playing: z.string().nullable(),
  state: z.any().describe('The whole live state, as displays receive it'),
})
type StageSummary = z.infer<typeof stageSummary>

function summary(stage: StageView): StageSummary {
  const s = stage.state
  return {
    ...buttonStatus(stage, Date.now()),
    id: stage.id,
    name: stage.name,
    version: stage.version,
    blackout: s.blackout ?? false,
    message: s.message?.text ?? null,
    message_target: s.message?.target?.name ?? null,
    timer: { mode: s.timer.mode, running: s.timer.startedAt !== null },
    now_playing: s.current >= 0 ? (s.setList[s.current] ?? null) : null,
    state: s,
  }
}

/** Authenticates the API token, then `act`s on the stage as the link; answers the stage's summary. */
async function asApiCaller(deps: Deps, ctx: Koa.Context, act: (link: LinkRow) => Promise<StageView>) {
  const link = await apiCaller(deps, ctx.get('authorization') || undefined, ctx.ip)
  return summary(await act(link))
}

/** One POST operation of the API token; its input (path parameters) is `params`. */
function route<P>(
  path: string,
  summaryText: string,
  act: (deps: Deps, link: LinkRow, params: P) => Promise<StageView>,
  params?: z.ZodType<P>,
) {
  return operation({
    summary: summaryText,
    description: COMPANION,
    tags,
    auth: 'public',
    limit: 'stageControl',
    jsonLimit: '4kb',
    form: true,
    input: params,
    output: stageSummary,
    rest: { method: 'post', path: `/show-control${path}` },
    handler: ({ deps, ctx, input }) => asApiCaller(deps, ctx, (link) => act(deps, link, input as P)),
  })
}

/** A stage operation (message, blackout, preset…). */
function action<P>(
  path: string,
  summaryText: string,
  op: (params: P, stage: () => Promise<StageView>) => Promise<StageOp> | StageOp,
  params?: z.ZodType<P>,
) {
  return route(
    path,
    summaryText,
    async (deps, link, p: P) =>
      operateAsLink(deps, link, parseInput(stageOpSchema, await op(p, () => linkedStage(deps, link)))),
    params,
  )
}

/**
 * A show button: the running order's live control when the stage has a running order with items (the run
 * of show), else the stage's own timer or set list, so one Stream Deck page serves both kinds of stage.
 */
function show<P>(
  path: string,
  summaryText: string,
  ops: (params: P) => { run: RunOp; stage?: StageOp },
  params?: z.ZodType<P>,
) {
  return route(
    path,
    summaryText,
    async (deps, link, p: P) => {
      const { run, stage } = ops(p)
      const current = await linkedStage(deps, link)
      if (!stage || current.runOrder?.items.length) return runAsLink(deps, link, parseInput(runOpSchema, run))
      return operateAsLink(deps, link, parseInput(stageOpSchema, stage), current)
    },
    params,
  )
}

/** The show-control operations: REST only (`/api/show-control/…`), public at the door, the API token inside. */
export const controlOperations = {
  stage: operation({
    summary:
      'The stage this API token drives and its live state. Flat fields for Companion variables: `item`, ' +
      '`time_left_s` (negative when over), `time_left`, `overrun`, `overrun_s`, `next_item`, `curfew`, `curfew_in_s`',
    description: COMPANION,
    tags,
    auth: 'public',
    limit: 'stageControl',
    output: stageSummary,
    rest: { method: 'get', path: '/show-control/stage' },
    handler: ({ deps, ctx }) => asApiCaller(deps, ctx, (link) => linkedStage(deps, link)),
  }),
  start: show('/start', 'Start the show: the running order’s first item (without one: the timer runs)', () => ({
    run: { type: 'start' },
    stage: { type: 'timer.start' },
  })),
  stop: show('/stop', 'Stop the show: the running order stops (without one: the timer pauses)', () => ({
    run: { type: 'stop' },
    stage: { type: 'timer.pause' },
  })),
  next: show('/next', 'Next: the running order’s next item (without one: the next song of the set list)', () => ({
    run: { type: 'next' },
    stage: { type: 'setList.next' },
  })),
  previous: show('/previous', 'Previous: the previous item (without a running order: the previous song)', () => ({
    run: { type: 'previous' },
    stage: { type: 'setList.prev' },
  })),
  nudge: show(
    '/nudge/:minutes',
    'Nudge by whole minutes, −60…60: `/nudge/1`, `/nudge/-5` (the current item, or the timer: more time left)',
    (p: { minutes: number }) => ({
      run: { type: 'nudge', minutes: p.minutes },
      stage: { type: 'timer.adjust', deltaMs: p.minutes * 60_000 },
    }),
    z.object({ minutes: nudgeMinutes }),
  ),
  pause: show('/pause', 'Pause the running order’s current item', () => ({ run: { type: 'pause' } })),
  resume: show('/resume', 'Resume the running order after a pause', () => ({ run: { type: 'resume' } })),
  blackout: action(
    '/blackout/:mode',
    'Blackout: `/blackout/on` blanks every display, `/blackout/off` puts them on air, `/blackout/toggle` switches',
    (p: { mode: 'on' | 'off' | 'toggle' }) => ({
      type: 'blackout',
      ...(p.mode === 'toggle' ? {} : { on: p.mode === 'on' }),
    }),
    z.object({ mode: z.enum(['on', 'off', 'toggle']) }),
  ),
  preset: action(
    '/preset/:number',
    'Send preset number N (1 = the first preset button of the manager page): `/preset/1`',
    async (p: { number: number }, stage) => {
      const preset = (await stage()).state.presets[p.number - 1]
      if (!preset) throw AppError.of(404, 'showcontrol.errors.noPreset', { number: p.number })
      return { type: 'message', text: preset.text, tone: preset.tone }
    },
    z.object({ number: z.coerce.number().int().min(1).max(99) }),
  ),
  message: operation({
    summary:
      'Show a message: body `{"text": "Wrap up", "tone": "urgent", "flash": true, "target": "Drum monitor"}` ' +
      '(tone, flash and target optional). Without `target` every display shows it; with `target` (a screen name, ' +
      'any case, as the display was named) only that connected display does: 409 when no connected display has ' +
      'that name, or more than one has',
    description: COMPANION,
    tags,
    auth: 'public',
    limit: 'stageControl',
    jsonLimit: '4kb',
    form: true,
    input: z.object({
      text: messageTextSchema,
      tone: toneSchema.default('normal'),
      flash: formBoolean.default(false),
      // A blank form field means every screen, as leaving it out does.
      target: z.preprocess((v) => (v === '' ? undefined : v), screenNameSchema.min(1).optional()),
    }),
    output: stageSummary,
    rest: { method: 'post', path: '/show-control/message' },
    handler: ({ deps, ctx, input: { target, ...message } }) =>
      asApiCaller(deps, ctx, async (link) =>
        operateAsLink(deps, link, {
          type: 'message',
          ...message,
          target: target === undefined ? undefined : await screenNamed(deps, link.stageId, target),
        }),
      ),
  }),
  clear: action('/clear', 'Clear the message (POST /clear)', () => ({ type: 'clear' })),
  flash: action('/flash', 'Flash every display (POST /flash)', () => ({ type: 'flash' })),
}

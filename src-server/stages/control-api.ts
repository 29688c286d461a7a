/**
 * The show-control API (`/api/show-control/…`): a Stream Deck through Bitfocus Companion, or any tool, drives
 * one stage with its API token. Every call: `Authorization: Bearer <stage API token>`, no body unless stated.
 * Bounded like every door: 120 calls per minute and address, wrong tokens spend the stage-code budget.
 */
import { z } from 'zod'
import { messageTextSchema, type StageOp, type StageView, toneSchema } from '../../src/stages/protocol.ts'
import { AppError } from '../http/errors.ts'
import { type RestRoute, restRoute } from '../http/rest.ts'
import { apiCaller, linkedStage, nudgeMinutes, operateAsLink } from './access/service.ts'

const tags = ['show control']

/** How to set up Companion, repeated on each route (the OpenAPI reference shows one route at a time). */
const COMPANION =
  'Authentication: the stage API token (the manager page, "API token"), as `Authorization: Bearer <token>`. ' +
  'Bitfocus Companion: add the "Generic: HTTP Requests" connection with Base URL `https://<your host>/api/show-control` ' +
  'and, on each button, a "POST" action with the URL below (relative to the base) and header ' +
  '`{"Authorization": "Bearer <token>"}`; leave the body empty unless a body is documented. ' +
  'Rotating the token in the manager page stops the old one at once. Limits: 120 calls per minute per address; ' +
  'wrong tokens count against the same per-address budget as unknown stage codes (429 with Retry-After).'

const stageSummary = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number(),
  blackout: z.boolean(),
  message: z.string().nullable(),
  timer: z.object({ mode: z.string(), running: z.boolean() }),
  now_playing: z.string().nullable(),
  state: z.any().describe('The whole live state, as displays receive it'),
})
type StageSummary = z.infer<typeof stageSummary>

function summary(stage: StageView): StageSummary {
  const s = stage.state
  return {
    id: stage.id,
    name: stage.name,
    version: stage.version,
    blackout: s.blackout ?? false,
    message: s.message?.text ?? null,
    timer: { mode: s.timer.mode, running: s.timer.startedAt !== null },
    now_playing: s.current >= 0 ? (s.setList[s.current] ?? null) : null,
    state: s,
  }
}

/** One POST route: authenticate the token, compute the operation, apply it as the link. */
function action<P>(
  path: string,
  summaryText: string,
  op: (params: P, stage: () => Promise<StageView>) => Promise<StageOp> | StageOp,
  params?: z.ZodType<P>,
): RestRoute {
  return restRoute({
    method: 'post',
    path: `/show-control${path}`,
    summary: summaryText,
    description: COMPANION,
    tags,
    auth: 'public',
    limit: 'stageControl',
    jsonLimit: '4kb',
    params,
    response: stageSummary,
    handler: async ({ deps, ctx, params: p }) => {
      const link = await apiCaller(deps, ctx.get('authorization') || undefined, ctx.ip)
      const stageOp = await op(p as P, () => linkedStage(deps, link))
      return summary(await operateAsLink(deps, link, stageOp))
    },
  })
}

export const controlRest: RestRoute[] = [
  restRoute({
    method: 'get',
    path: '/show-control/stage',
    summary: 'The stage this API token drives and its live state (for Companion feedback variables)',
    description: COMPANION,
    tags,
    auth: 'public',
    limit: 'stageControl',
    response: stageSummary,
    handler: async ({ deps, ctx }) => {
      const link = await apiCaller(deps, ctx.get('authorization') || undefined, ctx.ip)
      return summary(await linkedStage(deps, link))
    },
  }),
  action('/start', 'Start: the timer runs (POST /start)', () => ({ type: 'timer.start' })),
  action('/stop', 'Stop: the timer pauses (POST /stop)', () => ({ type: 'timer.pause' })),
  action('/next', 'Next: the next song of the set list (POST /next)', () => ({ type: 'setList.next' })),
  action('/previous', 'Previous: the previous song of the set list (POST /previous)', () => ({
    type: 'setList.prev',
  })),
  action(
    '/nudge/:minutes',
    'Nudge the timer by whole minutes, −60…60: `/nudge/1`, `/nudge/-5` (more time left on a countdown)',
    (p: { minutes: number }) => ({ type: 'timer.adjust', deltaMs: p.minutes * 60_000 }),
    z.object({ minutes: nudgeMinutes }),
  ),
  action(
    '/blackout/:mode',
    'Blackout: `/blackout/on` blanks every display, `/blackout/off` puts them on air, `/blackout/toggle` switches',
    (p: { mode: 'on' | 'off' | 'toggle' }) => ({
      type: 'blackout',
      ...(p.mode === 'toggle' ? {} : { on: p.mode === 'on' }),
    }),
    z.object({ mode: z.enum(['on', 'off', 'toggle']) }),
  ),
  action(
    '/preset/:number',
    'Send preset number N (1 = the first preset button of the manager page): `/preset/1`',
    async (p: { number: number }, stage) => {
      const preset = (await stage()).state.presets[p.number - 1]
      if (!preset) throw new AppError(404, `No preset number ${p.number}`, 'showcontrol.errors.noPreset')
      return { type: 'message', text: preset.text, tone: preset.tone }
    },
    z.object({ number: z.coerce.number().int().min(1).max(99) }),
  ),
  restRoute({
    method: 'post',
    path: '/show-control/message',
    summary: 'Show a message: body `{"text": "Wrap up", "tone": "urgent", "flash": true}` (tone and flash optional)',
    description: COMPANION,
    tags,
    auth: 'public',
    limit: 'stageControl',
    jsonLimit: '4kb',
    body: z.object({ text: messageTextSchema, tone: toneSchema.default('normal'), flash: z.boolean().default(false) }),
    response: stageSummary,
    handler: async ({ deps, ctx, body }) => {
      const link = await apiCaller(deps, ctx.get('authorization') || undefined, ctx.ip)
      return summary(await operateAsLink(deps, link, { type: 'message', ...body }))
    },
  }),
  action('/clear', 'Clear the message (POST /clear)', () => ({ type: 'clear' })),
  action('/flash', 'Flash every display (POST /flash)', () => ({ type: 'flash' })),
]

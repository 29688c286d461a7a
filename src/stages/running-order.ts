/**
 * Run of show: a stage's running order (doors, acts, changeovers, curfew) and its live state. The shapes, the
 * input schemas and ONE timeline function that server, manager, display and viewer all use: the current item's
 * countdown (negative when overrun), the next item, the curfew and the expected start of every item given the
 * overruns, nudges and pauses so far. Pure: everything is computed from timestamps and `now`.
 */

import { z } from 'zod'
import type { MessageKey } from '../i18n/index.ts'
import { LOCALES } from '../i18n/locales.ts'

export const RUN_LIMITS = {
  items: 100,
  titleChars: 120,
  notesChars: 1000,
  /** Longest item: 24 h. */
  durationMin: 24 * 60,
  /** Planned starts are minutes after midnight of the running order's date, up to 47:59 (past midnight). */
  plannedStartMin: 48 * 60 - 1,
  /** The current item's nudge stays within ±6 h. */
  nudgeMs: 6 * 3600_000,
  /** One nudge step at most: an hour either way. */
  nudgeStepMin: 60,
} as const

export const RUN_KINDS = ['doors', 'act', 'changeover', 'break', 'curfew', 'other'] as const
export type RunKind = (typeof RUN_KINDS)[number]
export const START_MODES = ['manual', 'after', 'scheduled'] as const
export type StartMode = (typeof START_MODES)[number]

export interface RunItem {
  id: string
  title: string
  kind: RunKind
  /** Minutes after midnight of the date; null = right after the previous item. */
  planned_start: number | null
  duration_min: number
  start_mode: StartMode
  artist_id: number | null
  rider_id: string | null
  notes: string
  skipped: boolean
}

/** What the operator did last; the timeline derives the rest (auto-starts of "after"/"scheduled" items). */
export interface RunLive {
  current_item_id: string | null
  /** Server ms when the current item started. */
  started_at: number | null
  /** Server ms when the show was paused; null while running. */
  paused_at: number | null
  /** Paused time of the current item before the last resume. */
  paused_ms: number
  /** Time added to (or taken from) the current item by nudges. */
  nudge_ms: number
}

export interface RunOrderView {
  id: string
  date: string
  timezone: string
  language: string
  items: RunItem[]
  live: RunLive
  updated_at: string
}

export const IDLE: RunLive = { current_item_id: null, started_at: null, paused_at: null, paused_ms: 0, nudge_ms: 0 }

// ---- input ------------------------------------------------------------------------------------------------

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid id')

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`)
    return Number.isFinite(t) && new Date(t).toISOString().startsWith(d)
  }, 'Invalid date')

export const runItemInputSchema = z.object({
  id: uuid.optional(),
  title: z
    .string()
    .trim()
    .min(1, 'Title must not be empty')
    .max(RUN_LIMITS.titleChars, `Title is too long (at most ${RUN_LIMITS.titleChars} characters)`),
  kind: z.enum(RUN_KINDS),
  planned_start: z.number().int().min(0).max(RUN_LIMITS.plannedStartMin).nullable().default(null),
  duration_min: z.number().int().min(0).max(RUN_LIMITS.durationMin),
  start_mode: z.enum(START_MODES).default('manual'),
  artist_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  rider_id: uuid.nullable().default(null),
  notes: z
    .string()
    .trim()
    .max(RUN_LIMITS.notesChars, `Notes are too long (at most ${RUN_LIMITS.notesChars} characters)`)
    .default(''),
  skipped: z.boolean().default(false),
})
export type RunItemInput = z.input<typeof runItemInputSchema>

/** When and in which language: the running order's head (also what "fill from bookings" takes). */
export const runOrderHeadSchema = z.object({
  date: dateSchema,
  timezone: z.string().max(64).refine(isTimeZone, 'Unknown time zone'),
  language: z.enum(LOCALES).default('en'),
})

export const runOrderInputSchema = runOrderHeadSchema
  .extend({
    items: z
      .array(runItemInputSchema)
      .max(RUN_LIMITS.items, `At most ${RUN_LIMITS.items} items`)
      .refine((items) => {
        const ids = items.flatMap((i) => (i.id ? [i.id] : []))
        return new Set(ids).size === ids.length
      }, 'Item ids must be unique'),
  })
  .refine((o) => o.items.filter((i) => i.start_mode === 'scheduled').every((i) => i.planned_start !== null), {
    message: 'A scheduled item needs a planned start',
  })
export type RunOrderInput = z.input<typeof runOrderInputSchema>

/** The live controls: one union for tRPC, REST and the API token doors. */
export const runOpSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), item_id: uuid.optional() }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('next') }),
  z.object({ type: z.literal('previous') }),
  z.object({
    type: z.literal('nudge'),
    minutes: z
      .number()
      .int()
      .min(-RUN_LIMITS.nudgeStepMin)
      .max(RUN_LIMITS.nudgeStepMin)
      .refine((m) => m !== 0, 'Nudge by at least a minute'),
  }),
  z.object({ type: z.literal('pause') }),
  z.object({ type: z.literal('resume') }),
  z.object({ type: z.literal('skip'), item_id: uuid, skipped: z.boolean().default(true) }),
  z.object({ type: z.literal('reorder'), item_ids: z.array(uuid).max(RUN_LIMITS.items) }),
])
export type RunOp = z.input<typeof runOpSchema>
export type ParsedRunOp = z.output<typeof runOpSchema>

// ---- time -------------------------------------------------------------------------------------------------

function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return asUtc - Math.floor(ms / 1000) * 1000
}

/** Epoch ms of local midnight of `date` (YYYY-MM-DD) in `timeZone`. */
export function dayStartMs(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const guess = Date.UTC(y, m - 1, d)
  const first = guess - zoneOffsetMs(guess, timeZone)
  return guess - zoneOffsetMs(first, timeZone)
}

/** `21:30` for 1290 minutes, `01:15` for 1515 (past midnight). */
export function formatMinutes(min: number): string {
  const m = ((min % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** `21:30` → 1290; null when not HH:MM. */
export function parseMinutes(text: string): number | null {
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim())
  if (!m) return null
  const h = Number(m[1])
  return h < 48 ? h * 60 + Number(m[2]) : null
}

// ---- the timeline ---------------------------------------------------------------------------------------------

export type ItemState = 'done' | 'current' | 'upcoming' | 'skipped'

export interface TimelineItem {
  id: string
  index: number
  state: ItemState
  planned_start_ms: number
  /** When it started (current), or is expected to start given the overruns so far; planned for done items. */
  expected_start_ms: number
  /** expected − planned: positive = late (0 when not anchored). */
  delay_ms: number
  /** Whether this item or one before it has a planned time; if not, planned_start_ms is only a guess from midnight. */
  anchored: boolean
}

export interface Timeline {
  status: 'idle' | 'running' | 'paused'
  current: number
  next: number
  /** The current item's countdown: negative = overrun (counts up). */
  remaining_ms: number
  elapsed_ms: number
  overrun: boolean
  items: TimelineItem[]
  /** The first curfew item: its time, when the show is expected to reach it and how far over (≥0 = late). */
  curfew: { index: number; at_ms: number; expected_ms: number; over_ms: number } | null
  /** The live state with the automatic starts applied (what the server stores before the next operation). */
  live: RunLive
}

interface Planned {
  at: number
  /** False when neither this item nor one before it has a planned time (then "planned" means nothing). */
  anchored: boolean
}

function plannedStarts(order: Pick<RunOrderView, 'date' | 'timezone' | 'items'>): Planned[] {
  const day = dayStartMs(order.date, order.timezone)
  const out: Planned[] = []
  let t = day
  let anchored = false
  for (const item of order.items) {
    if (item.planned_start !== null) anchored = true
    const start = item.planned_start === null ? t : day + item.planned_start * 60_000
    out.push({ at: start, anchored })
    if (!item.skipped) t = start + item.duration_min * 60_000
  }
  return out
}

function nextIndex(items: RunItem[], from: number): number {
  for (let i = from + 1; i < items.length; i++) if (!items[i]!.skipped) return i
  return -1
}

function previousIndex(items: RunItem[], from: number): number {
  for (let i = from - 1; i >= 0; i--) if (!items[i]!.skipped) return i
  return -1
}

function endOf(item: RunItem, live: RunLive, now: number): number {
  const paused = live.paused_at === null ? 0 : Math.max(0, now - live.paused_at)
  return live.started_at! + item.duration_min * 60_000 + live.nudge_ms + live.paused_ms + paused
}

/** Applies the automatic starts due by `now`: "after previous" items when the one before ends, scheduled ones at their time. */
export function resolveLive(order: Pick<RunOrderView, 'date' | 'timezone' | 'items' | 'live'>, now: number): RunLive {
  let live = order.live
  let index = order.items.findIndex((i) => i.id === live.current_item_id)
  if (index < 0 || live.started_at === null) return IDLE
  if (live.paused_at !== null) return live
  const planned = plannedStarts(order).map((p) => p.at)
  for (let guard = 0; guard <= order.items.length; guard++) {
    const next = nextIndex(order.items, index)
    if (next < 0) break
    const item = order.items[next]!
    let startAt: number | null = null
    if (item.start_mode === 'after') {
      const end = endOf(order.items[index]!, live, now)
      if (now >= end) startAt = end
    } else if (item.start_mode === 'scheduled' && planned[next]! > live.started_at! && now >= planned[next]!) {
      startAt = planned[next]!
    }
    if (startAt === null) break
    live = { current_item_id: item.id, started_at: startAt, paused_at: null, paused_ms: 0, nudge_ms: 0 }
    index = next
  }
  return live
}

/** The one computation of the running order at `now`: see the module comment. */
export function timeline(order: Pick<RunOrderView, 'date' | 'timezone' | 'items' | 'live'>, now: number): Timeline {
  const plan = plannedStarts(order)
  const planned = plan.map((p) => p.at)
  const live = resolveLive(order, now)
  const current = order.items.findIndex((i) => i.id === live.current_item_id)
  const items: TimelineItem[] = []
  let remaining = 0
  let elapsed = 0
  let t: number | null = null
  let idleChain: number | null = null
  if (current >= 0) {
    const end = endOf(order.items[current]!, live, now)
    remaining = end - now
    const pausedNow = live.paused_at === null ? 0 : Math.max(0, now - live.paused_at)
    elapsed = now - live.started_at! - live.paused_ms - pausedNow
    t = Math.max(end, now)
  }
  order.items.forEach((item, index) => {
    const plannedStart = planned[index]!
    let state: ItemState
    let expected = plannedStart
    if (item.skipped) state = 'skipped'
    else if (current < 0) state = 'upcoming'
    else if (index < current) state = 'done'
    else if (index === current) {
      state = 'current'
      expected = live.started_at!
    } else state = 'upcoming'
    // Every expected start accounts for the delays before it, before the show as while it runs: scheduled items
    // keep their time, manual ones with a planned time start when the one before ends but not before that time,
    // the others as soon as the one before ends. Before the show the chain starts at the first planned time.
    if (state === 'upcoming' && t === null && !plan[index]!.anchored) {
      // Not started and no planned time yet: when it would start if the show started now.
      idleChain ??= now
      expected = idleChain
      idleChain += item.duration_min * 60_000
    } else if (state === 'upcoming') {
      const previousEnd = t ?? plannedStart
      expected =
        item.start_mode === 'scheduled'
          ? plannedStart
          : item.start_mode === 'manual' && item.planned_start !== null
            ? Math.max(previousEnd, plannedStart)
            : previousEnd
      t = expected + item.duration_min * 60_000
    }
    items.push({
      id: item.id,
      index,
      state,
      planned_start_ms: plannedStart,
      expected_start_ms: expected,
      delay_ms: plan[index]!.anchored ? expected - plannedStart : 0,
      anchored: plan[index]!.anchored,
    })
  })
  const curfewIndex = order.items.findIndex((i) => i.kind === 'curfew' && !i.skipped)
  const curfew =
    curfewIndex < 0
      ? null
      : {
          index: curfewIndex,
          at_ms: planned[curfewIndex]!,
          expected_ms: items[curfewIndex]!.expected_start_ms,
          over_ms: items[curfewIndex]!.expected_start_ms - planned[curfewIndex]!,
        }
  return {
    status: current < 0 ? 'idle' : live.paused_at !== null ? 'paused' : 'running',
    current,
    next: current < 0 ? nextIndex(order.items, -1) : nextIndex(order.items, current),
    remaining_ms: remaining,
    elapsed_ms: elapsed,
    overrun: current >= 0 && remaining < 0,
    items,
    curfew,
    live,
  }
}

// ---- the live controls ------------------------------------------------------------------------------------

export class RunOpError extends Error {
  readonly key: MessageKey
  constructor(message: string, key: MessageKey) {
    super(message)
    this.key = key
  }
}

function startAt(items: RunItem[], index: number, now: number): RunLive {
  if (index < 0) return IDLE
  return { current_item_id: items[index]!.id, started_at: now, paused_at: null, paused_ms: 0, nudge_ms: 0 }
}

/** Pure: the items and live state after one live control at server time `now`. */
export function applyRunOp(
  order: Pick<RunOrderView, 'date' | 'timezone' | 'items' | 'live'>,
  op: ParsedRunOp,
  now: number,
): { items: RunItem[]; live: RunLive } {
  const items = order.items
  const live = resolveLive(order, now)
  const current = items.findIndex((i) => i.id === live.current_item_id)
  const running = current >= 0
  const notRunning = () => new RunOpError('The running order is not running', 'runorder.errors.notRunning')
  switch (op.type) {
    case 'start': {
      const index = op.item_id ? items.findIndex((i) => i.id === op.item_id) : nextIndex(items, -1)
      if (index < 0 || items[index]!.skipped) {
        throw new RunOpError(
          items.length ? 'No such item' : 'The running order is empty',
          items.length ? 'runorder.errors.noItem' : 'runorder.errors.empty',
        )
      }
      return { items, live: startAt(items, index, now) }
    }
    case 'stop':
      return { items, live: IDLE }
    case 'next': {
      const index = nextIndex(items, running ? current : -1)
      if (index < 0 && !running) throw new RunOpError('The running order is empty', 'runorder.errors.empty')
      return { items, live: startAt(items, index, now) }
    }
    case 'previous': {
      if (!running) throw notRunning()
      const index = previousIndex(items, current)
      return { items, live: startAt(items, index < 0 ? current : index, now) }
    }
    case 'nudge': {
      if (!running) throw notRunning()
      const nudge = Math.max(-RUN_LIMITS.nudgeMs, Math.min(RUN_LIMITS.nudgeMs, live.nudge_ms + op.minutes * 60_000))
      return { items, live: { ...live, nudge_ms: nudge } }
    }
    case 'pause':
      if (!running) throw notRunning()
      return { items, live: live.paused_at === null ? { ...live, paused_at: now } : live }
    case 'resume':
      if (!running) throw notRunning()
      if (live.paused_at === null) return { items, live }
      return {
        items,
        live: { ...live, paused_at: null, paused_ms: live.paused_ms + Math.max(0, now - live.paused_at) },
      }
    case 'skip': {
      const index = items.findIndex((i) => i.id === op.item_id)
      if (index < 0) throw new RunOpError('No such item', 'runorder.errors.noItem')
      if (index === current && op.skipped) {
        throw new RunOpError('The current item cannot be skipped: go to the next one', 'runorder.errors.skipCurrent')
      }
      return { items: items.map((it, i) => (i === index ? { ...it, skipped: op.skipped } : it)), live }
    }
    case 'reorder': {
      const byId = new Map(items.map((i) => [i.id, i]))
      const ids = new Set(op.item_ids)
      if (
        ids.size !== items.length ||
        op.item_ids.length !== items.length ||
        !op.item_ids.every((id) => byId.has(id))
      ) {
        throw new RunOpError('Reorder needs every item id exactly once', 'runorder.errors.reorder')
      }
      return { items: op.item_ids.map((id) => byId.get(id)!), live }
    }
  }
}

import { describe, expect, it } from 'vitest'
import {
  applyRunOp,
  dayStartMs,
  formatMinutes,
  IDLE,
  parseMinutes,
  type RunItem,
  RunOpError,
  type RunOrderView,
  runOpSchema,
  runOrderInputSchema,
  timeline,
} from './running-order.ts'

const MIN = 60_000
const tz = 'Europe/Berlin'
const date = '2026-07-10'
const day = dayStartMs(date, tz)
const at = (h: number, m = 0) => day + (h * 60 + m) * MIN

let n = 0
function item(over: Partial<RunItem>): RunItem {
  n++
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Item ${n}`,
    kind: 'act',
    planned_start: null,
    duration_min: 30,
    start_mode: 'manual',
    artist_id: null,
    rider_id: null,
    notes: '',
    skipped: false,
    ...over,
  }
}

function order(items: RunItem[], live = IDLE): Pick<RunOrderView, 'date' | 'timezone' | 'items' | 'live'> {
  return { date, timezone: tz, items, live }
}

describe('running order timeline', () => {
  const doors = item({ title: 'Doors', kind: 'doors', planned_start: 19 * 60, duration_min: 60 })
  const support = item({ title: 'Support', duration_min: 30 })
  const change = item({ title: 'Changeover', kind: 'changeover', duration_min: 20, start_mode: 'after' })
  const head = item({ title: 'Headliner', planned_start: 21 * 60, duration_min: 90 })
  const curfew = item({ title: 'Curfew', kind: 'curfew', planned_start: 23 * 60, duration_min: 0 })
  const items = [doors, support, change, head, curfew]

  it('knows local midnight in the stage time zone and formats minutes', () => {
    expect(new Date(day).toISOString()).toBe('2026-07-09T22:00:00.000Z')
    expect(new Date(dayStartMs('2026-01-10', tz)).toISOString()).toBe('2026-01-09T23:00:00.000Z')
    expect(formatMinutes(21 * 60 + 5)).toBe('21:05')
    expect(formatMinutes(25 * 60)).toBe('01:00')
    expect(parseMinutes('1:15')).toBe(75)
    expect(parseMinutes('24:30')).toBe(24 * 60 + 30)
    expect(parseMinutes('9:7')).toBeNull()
  })

  it('before the start: planned times chain, the next item is the first and the curfew shows', () => {
    const tl = timeline(order(items), at(18))
    expect(tl.status).toBe('idle')
    expect(tl.current).toBe(-1)
    expect(tl.next).toBe(0)
    expect(tl.items.map((i) => i.planned_start_ms)).toEqual([at(19), at(20), at(20, 30), at(21), at(23)])
    expect(tl.items.every((i) => i.delay_ms === 0)).toBe(true)
    expect(tl.curfew).toMatchObject({ index: 4, at_ms: at(23), over_ms: 0 })
  })

  it('counts the current item down, then up negative when it overruns, and the overrun moves expected starts', () => {
    const started = applyRunOp(order(items), { type: 'start', item_id: support.id }, at(20, 5)).live
    const o = order(items, started)
    let tl = timeline(o, at(20, 15))
    expect(tl.status).toBe('running')
    expect(tl.current).toBe(1)
    expect(tl.next).toBe(2)
    expect(tl.remaining_ms).toBe(20 * MIN)
    expect(tl.overrun).toBe(false)
    expect(tl.items[0]!.state).toBe('done')
    expect(tl.items[2]!.expected_start_ms).toBe(at(20, 35))
    // The headliner keeps its planned 21:00 as long as the changeover ends before.
    expect(tl.items[3]!.expected_start_ms).toBe(at(21))
    // The "after previous" changeover starts by itself when the support ends.
    tl = timeline(o, at(20, 40))
    expect(tl.current).toBe(2)
    expect(tl.remaining_ms).toBe(15 * MIN)
    // The manual headliner has not been started: the changeover overruns, counts up negative, and the rest slips.
    tl = timeline(o, at(21, 40))
    expect(tl.current).toBe(2)
    expect(tl.remaining_ms).toBe(-45 * MIN)
    expect(tl.overrun).toBe(true)
    expect(tl.items[3]!.expected_start_ms).toBe(at(21, 40))
    expect(tl.items[3]!.delay_ms).toBe(40 * MIN)
    expect(tl.curfew!.expected_ms).toBe(at(23, 10))
    expect(tl.curfew!.over_ms).toBe(10 * MIN)
  })

  it('starts "after previous" items by itself when the one before ends', () => {
    const o = order(items, applyRunOp(order(items), { type: 'start', item_id: support.id }, at(20)).live)
    const tl = timeline(o, at(20, 31))
    expect(tl.current).toBe(2)
    expect(tl.live.started_at).toBe(at(20, 30))
    expect(tl.remaining_ms).toBe(19 * MIN)
    // Then it waits for the manual headliner, counting up negative.
    const later = timeline(o, at(20, 52))
    expect(later.current).toBe(2)
    expect(later.remaining_ms).toBe(-2 * MIN)
  })

  it('starts scheduled items at their time', () => {
    const show = item({ title: 'Show', planned_start: 22 * 60, start_mode: 'scheduled', duration_min: 45 })
    const list = [doors, show]
    const o = order(list, applyRunOp(order(list), { type: 'start' }, at(19)).live)
    expect(timeline(o, at(21, 59)).current).toBe(0)
    const tl = timeline(o, at(22, 1))
    expect(tl.current).toBe(1)
    expect(tl.remaining_ms).toBe(44 * MIN)
  })

  it('nudges, pauses and resumes the current item; the expected starts follow', () => {
    let o = order(items, applyRunOp(order(items), { type: 'start', item_id: head.id }, at(21)).live)
    expect(timeline(o, at(21, 10)).curfew!.expected_ms).toBe(at(23))
    o = { ...o, live: applyRunOp(o, { type: 'nudge', minutes: 5 }, at(21, 10)).live }
    let tl = timeline(o, at(21, 10))
    expect(tl.remaining_ms).toBe(85 * MIN)
    expect(tl.curfew!.expected_ms).toBe(at(23))
    o = { ...o, live: applyRunOp(o, { type: 'nudge', minutes: 30 }, at(21, 10)).live }
    expect(timeline(o, at(21, 10)).curfew!.expected_ms).toBe(at(23, 5))
    o = { ...o, live: applyRunOp(o, { type: 'nudge', minutes: -5 }, at(21, 10)).live }
    o = { ...o, live: applyRunOp(o, { type: 'pause' }, at(21, 20)).live }
    tl = timeline(o, at(21, 30))
    expect(tl.status).toBe('paused')
    expect(tl.remaining_ms).toBe(90 * MIN + 30 * MIN - 20 * MIN)
    expect(tl.curfew!.expected_ms).toBe(at(23, 10))
    o = { ...o, live: applyRunOp(o, { type: 'resume' }, at(21, 30)).live }
    tl = timeline(o, at(21, 40))
    expect(tl.status).toBe('running')
    expect(tl.remaining_ms).toBe(90 * MIN)
  })

  it('next, previous, skip, reorder and stop', () => {
    let o = order(items)
    o = { ...o, live: applyRunOp(o, { type: 'next' }, at(19)).live }
    expect(timeline(o, at(19)).current).toBe(0)
    const skipped = applyRunOp(o, { type: 'skip', item_id: support.id, skipped: true }, at(19))
    o = { ...o, ...skipped }
    expect(timeline(o, at(19)).next).toBe(2)
    o = { ...o, live: applyRunOp(o, { type: 'next' }, at(19, 50)).live }
    expect(timeline(o, at(19, 50)).current).toBe(2)
    o = { ...o, live: applyRunOp(o, { type: 'previous' }, at(19, 51)).live }
    expect(timeline(o, at(19, 51)).current).toBe(0)
    expect(() => applyRunOp(o, { type: 'skip', item_id: doors.id, skipped: true }, at(19, 52))).toThrow(RunOpError)
    const reordered = applyRunOp(
      o,
      { type: 'reorder', item_ids: [head.id, doors.id, support.id, change.id, curfew.id] },
      at(19, 52),
    )
    expect(reordered.items[1]!.id).toBe(doors.id)
    expect(reordered.live.current_item_id).toBe(doors.id)
    expect(() => applyRunOp(o, { type: 'reorder', item_ids: [head.id] }, at(19, 52))).toThrow(/every item/)
    o = { ...o, live: applyRunOp(o, { type: 'stop' }, at(20)).live }
    expect(timeline(o, at(20)).status).toBe('idle')
    expect(() => applyRunOp(o, { type: 'nudge', minutes: 1 }, at(20))).toThrow(/not running/)
    // Next past the last item ends the show.
    const last = { ...o, live: applyRunOp(o, { type: 'start', item_id: curfew.id }, at(23)).live }
    expect(applyRunOp(last, { type: 'next' }, at(23)).live).toEqual(IDLE)
  })

  it('validates input: bounds, kinds, zones, dates', () => {
    const ok = { date, timezone: tz, items: [{ title: 'Doors', kind: 'doors', duration_min: 30 }] }
    expect(runOrderInputSchema.safeParse(ok).success).toBe(true)
    const bad = [
      { ...ok, date: '2026-02-30' },
      { ...ok, timezone: 'Mars/Olympus' },
      { ...ok, items: [{ title: '', kind: 'act', duration_min: 1 }] },
      { ...ok, items: [{ title: 'x', kind: 'party', duration_min: 1 }] },
      { ...ok, items: [{ title: 'x', kind: 'act', duration_min: 24 * 60 + 1 }] },
      { ...ok, items: [{ title: 'x', kind: 'act', duration_min: 1, start_mode: 'scheduled' }] },
      { ...ok, items: Array.from({ length: 101 }, () => ({ title: 'x', kind: 'act', duration_min: 1 })) },
    ]
    for (const b of bad) expect(runOrderInputSchema.safeParse(b).success, JSON.stringify(b).slice(0, 80)).toBe(false)
    expect(runOpSchema.safeParse({ type: 'nudge', minutes: 0 }).success).toBe(false)
    expect(runOpSchema.safeParse({ type: 'nudge', minutes: 61 }).success).toBe(false)
    expect(runOpSchema.safeParse({ type: 'nudge', minutes: -5 }).success).toBe(true)
  })
})

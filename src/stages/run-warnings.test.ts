import { describe, expect, it } from 'vitest'
import { runWarnings } from './run-warnings.ts'
import { dayStartMs, IDLE, type RunItem, type RunOrderView, timeline } from './running-order.ts'

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

const order = (items: RunItem[]): Pick<RunOrderView, 'date' | 'timezone' | 'items' | 'live'> => ({
  date,
  timezone: tz,
  items,
  live: IDLE,
})

describe('expected times add up before the show', () => {
  const doors = item({ title: 'Doors', kind: 'doors', planned_start: 19 * 60, duration_min: 60 })
  // A long first act: it ends at 22:14, so the changeover after it is expected then.
  const first = item({ title: 'First act', planned_start: 20 * 60, duration_min: 134 })
  const change = item({ title: 'Changeover', kind: 'changeover', duration_min: 20, start_mode: 'after' })
  const late = item({ title: 'Late act', planned_start: 21 * 60 + 45, duration_min: 60 })
  const encore = item({ title: 'Encore', duration_min: 10, start_mode: 'after' })
  const curfew = item({ title: 'Curfew', kind: 'curfew', planned_start: 23 * 60, duration_min: 0 })

  it('an act planned for 21:45 after a changeover expected at 22:14 is expected after the changeover ends', () => {
    const tl = timeline(order([doors, first, change, late, encore, curfew]), at(12))
    const expected = tl.items.map((i) => i.expected_start_ms)
    expect(expected[2]).toBe(at(22, 14))
    // Not 21:45: the changeover before it ends at 22:34, and everything after follows.
    expect(expected[3]).toBe(at(22, 34))
    expect(expected[3]).toBeGreaterThanOrEqual(expected[2]! + change.duration_min * MIN)
    expect(expected[4]).toBe(at(23, 34))
    expect(tl.items[3]!.delay_ms).toBe(49 * MIN)
    // Every expected start is at or after the expected end of the item before it.
    for (let i = 1; i < expected.length; i++) {
      const before = [doors, first, change, late, encore, curfew][i - 1]!
      expect(expected[i]!).toBeGreaterThanOrEqual(expected[i - 1]! + before.duration_min * MIN)
    }
    expect(tl.curfew).toMatchObject({ at_ms: at(23), expected_ms: at(23, 44), over_ms: 44 * MIN })
  })

  it('warns of the overlap and of the curfew overrun', () => {
    expect(runWarnings(order([doors, first, change, late, encore, curfew]), at(12))).toEqual([
      { kind: 'overlap', item_id: late.id, item: 'Late act', previous: 'Changeover', minutes: 49 },
      { kind: 'curfew', item_id: curfew.id, minutes: 44 },
    ])
  })

  it('a scheduled item keeps its time, and still overlaps the one before', () => {
    const fixed = { ...late, start_mode: 'scheduled' as const }
    const tl = timeline(order([doors, first, change, fixed]), at(12))
    expect(tl.items[3]!.expected_start_ms).toBe(at(21, 45))
    expect(runWarnings(order([doors, first, change, fixed]), at(12))).toEqual([
      { kind: 'overlap', item_id: late.id, item: 'Late act', previous: 'Changeover', minutes: 49 },
    ])
  })

  it('no warning for a running order that fits, nor for skipped items', () => {
    const short = { ...first, duration_min: 80 }
    expect(runWarnings(order([doors, short, change, late, curfew]), at(12))).toEqual([])
    expect(timeline(order([doors, short, change, late, curfew]), at(12)).items[3]!.expected_start_ms).toBe(at(21, 45))
    expect(runWarnings(order([doors, { ...first, skipped: true }, change, late, curfew]), at(12))).toEqual([])
  })
})

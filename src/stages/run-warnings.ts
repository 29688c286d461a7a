/**
 * What is wrong with a running order's times before (and while) the show runs, from the one timeline: an item
 * planned to start before the one before it is expected to end (an overlap), and a show expected to run past its
 * curfew. The editor lists these, and "Fill from bookings" answers them with the order it built.
 */
import { type RunOrderView, timeline } from './running-order.ts'

export type RunWarning =
  /** `item` is planned `minutes` before `previous` is expected to end. */
  | { kind: 'overlap'; item_id: string; item: string; previous: string; minutes: number }
  /** The items before the curfew are expected to end `minutes` after it. */
  | { kind: 'curfew'; item_id: string; minutes: number }

const minutesOf = (ms: number) => Math.ceil(ms / 60_000)

/** The warnings of a running order at server time `now` (only an order without planned times depends on it). */
export function runWarnings(
  order: Pick<RunOrderView, 'date' | 'timezone' | 'items' | 'live'>,
  now: number,
): RunWarning[] {
  const tl = timeline(order, now)
  const warnings: RunWarning[] = []
  let previous: { title: string; end: number } | null = null
  order.items.forEach((item, index) => {
    const at = tl.items[index]!
    if (at.state === 'skipped') return
    if (previous && at.state === 'upcoming') {
      const over = previous.end - at.planned_start_ms
      if (item.kind === 'curfew' && over > 0) {
        warnings.push({ kind: 'curfew', item_id: item.id, minutes: minutesOf(over) })
      } else if (item.planned_start !== null && at.anchored && over > 0) {
        warnings.push({
          kind: 'overlap',
          item_id: item.id,
          item: item.title,
          previous: previous.title,
          minutes: minutesOf(over),
        })
      }
    }
    previous = { title: item.title, end: at.expected_start_ms + item.duration_min * 60_000 }
  })
  return warnings
}

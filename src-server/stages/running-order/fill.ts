/** Pure: running order items from booked acts and their riders' stage times ("Fill from bookings"). */
import { parseMinutes, RUN_LIMITS, type RunItem } from '../../../src/stages/running-order.ts'

export interface BookedAct {
  listing_id: number
  name: string
  /** HH:MM from the enquiry, or null. */
  event_time: string | null
}

interface RiderTime {
  label: string
  time: string
  minutes: number
}

export const DEFAULT_SET_MIN = 60
export const DEFAULT_CHANGEOVER_MIN = 20
const SHOW = /show|set|gig|concert|perform|auftritt|konzert|spettacolo|concierto|actuaci|spectacle/i
const CHANGEOVER = /change ?over|umbau|changement|cambio/i

function riderTimes(doc: unknown): RiderTime[] {
  const times = (doc as { times?: unknown } | null)?.times
  if (!Array.isArray(times)) return []
  return times.filter(
    (t): t is RiderTime =>
      typeof t === 'object' &&
      t !== null &&
      typeof t.label === 'string' &&
      typeof t.time === 'string' &&
      typeof t.minutes === 'number',
  )
}

type NewItem = Omit<RunItem, 'id'>

/**
 * One act per booked artist (in booking time order), its set length from the rider's show time (else 60 min)
 * and the rider's stage times in the notes; a changeover between two acts, as long as the next act's rider asks
 * (else 20 min), starting right after the act before.
 */
export function buildFromBookings(
  acts: BookedAct[],
  riders: Map<number, { id: string; doc: unknown }>,
  labels: { changeover: string },
): NewItem[] {
  const items: NewItem[] = []
  for (const act of acts.slice(0, Math.floor((RUN_LIMITS.items + 1) / 2))) {
    const rider = riders.get(act.listing_id)
    const times = riderTimes(rider?.doc)
    const show = times.find((t) => SHOW.test(t.label) && t.minutes > 0)
    const changeover = times.find((t) => CHANGEOVER.test(t.label) && t.minutes > 0)
    if (items.length > 0) {
      items.push({
        title: labels.changeover,
        kind: 'changeover',
        planned_start: null,
        duration_min: Math.min(changeover?.minutes ?? DEFAULT_CHANGEOVER_MIN, RUN_LIMITS.durationMin),
        start_mode: 'after',
        artist_id: null,
        rider_id: null,
        notes: '',
        skipped: false,
      })
    }
    const notes = times
      .filter((t) => t.label.trim())
      .map((t) => [t.label.trim(), t.time, t.minutes ? `${t.minutes} min` : ''].filter(Boolean).join(' '))
      .join(' · ')
      .slice(0, RUN_LIMITS.notesChars)
    items.push({
      title: act.name.slice(0, RUN_LIMITS.titleChars),
      kind: 'act',
      planned_start:
        (act.event_time ? parseMinutes(act.event_time) : null) ?? (show?.time ? parseMinutes(show.time) : null),
      duration_min: Math.min(show?.minutes ?? DEFAULT_SET_MIN, RUN_LIMITS.durationMin),
      start_mode: 'manual',
      artist_id: act.listing_id,
      rider_id: rider?.id ?? null,
      notes,
      skipped: false,
    })
  }
  return items
}

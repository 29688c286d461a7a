import type { EntityType } from '../../../src/directory/kinds.ts'
import type { ACT_TYPES, SERVICE_CATEGORIES, VENUE_TYPES } from '../../../src/directory/vocabulary.ts'

/**
 * The words of the demo reviews in one language (one file per language beside this one): what a booker in a city
 * of that language writes about the listing's type, and what the listing side answers. A review is put together
 * from these pools (bookings/demo-texts.ts), so each sentence must stand alone and fit every listing of its pool.
 */

export type Mood = 'great' | 'good' | 'mixed' | 'poor'

/** What the demo bookers planned (the enquiry's event type), in words of the listing's language. */
export const DEMO_EVENTS = [
  'wedding',
  'company-party',
  'birthday',
  'club-night',
  'festival',
  'street-fair',
  'concert',
  'album-release',
  'theatre-show',
  'conference',
  'product-launch',
  'gala',
  'exhibition-opening',
] as const
export type DemoEvent = (typeof DEMO_EVENTS)[number]

/** Praise (great and good reviews) and critique (mixed and poor ones) of one type or kind. */
export interface Remarks {
  praise: readonly string[]
  critique: readonly string[]
}

export interface TypeRemarks {
  artist: Record<(typeof ACT_TYPES)[number], Remarks>
  venue: Record<(typeof VENUE_TYPES)[number], Remarks>
  service: Record<(typeof SERVICE_CATEGORIES)[number], Remarks>
}

export interface ReviewWords {
  events: Record<DemoEvent, string>
  /** The enquiry's first message: `{event}` (a label above) and `{guests}`. */
  enquiry: string
  /** A review's first sentence, by mood. */
  openings: Record<Mood, readonly string[]>
  /** About the act type, venue type or service category: what makes a review sound like it is about this one. */
  types: TypeRemarks
  /** About dealing with them before and on the day, true of any listing of the kind. */
  dealings: Record<EntityType, Remarks>
  /** A review's last sentence, by mood. */
  closings: Record<Mood, readonly string[]>
  /** The listing side's public answer: thanks for good reviews, an apology for the others. */
  answers: { thanks: readonly string[]; sorry: readonly string[] }
  /** The accepted quote each demo booking rests on: what it includes by kind, its deposit's terms and payment. */
  quote: { included: Record<EntityType, string>; terms: string; depositMethod: string }
}

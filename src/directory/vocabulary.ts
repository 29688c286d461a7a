/**
 * The directory's shared vocabulary: kinds, types, genres, sorts and limits. Plain data without zod, so pages
 * that only need words and limits (the search page) do not load the schema library.
 */
import type { EntityType } from './kinds.ts'

export const ACT_TYPES = [
  'band',
  'dj',
  'solo',
  'duo',
  'trio',
  'orchestra',
  'choir',
  'comedian',
  'magician',
  'dancer',
] as const
export const GENRES = [
  'rock',
  'pop',
  'jazz',
  'blues',
  'soul',
  'funk',
  'hip-hop',
  'electronic',
  'techno',
  'house',
  'classical',
  'folk',
  'country',
  'metal',
  'punk',
  'indie',
  'latin',
  'reggae',
  'world',
  'singer-songwriter',
  'comedy',
] as const
export const VENUE_TYPES = [
  'club',
  'bar',
  'theatre',
  'concert-hall',
  'arena',
  'open-air',
  'festival-site',
  'church',
  'restaurant',
  'gallery',
  'event-hall',
] as const
export const SERVICE_CATEGORIES = [
  'sound',
  'lighting',
  'staging',
  'backline',
  'catering',
  'security',
  'photo-video',
  'transport',
  'booking-agency',
  'merchandise',
] as const
/** The events a listing serves (every kind has them; search filters by one). */
export const EVENT_TYPES = [
  'wedding',
  'corporate',
  'private-party',
  'club-night',
  'festival',
  'concert',
  'theatre',
  'conference',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

export const ACCESSIBILITY = [
  'step-free',
  'accessible-toilet',
  'hearing-loop',
  'wheelchair-spaces',
  'quiet-room',
] as const
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK'] as const
/** Display currencies a booker can pick; search filters take their amounts in one of them. */
export const DEFAULT_CURRENCY = 'EUR'
export const VENUE_PRICE_UNITS = ['evening', 'day'] as const
export const SERVICE_PRICE_UNITS = ['hour', 'day', 'event'] as const
export const SORTS = [
  'relevance',
  'name',
  'distance',
  'newest',
  'price',
  'price_desc',
  'capacity',
  'capacity_desc',
  'rating',
] as const
export type Sort = (typeof SORTS)[number]

/** The order a search runs in: the asked one, else relevance for words, distance near a place, name otherwise. */
export function effectiveSort(asked: Sort | undefined, search: { text: boolean; near: boolean }): Sort {
  if (asked && !(asked === 'relevance' && !search.text)) return asked
  return search.text ? 'relevance' : search.near ? 'distance' : 'name'
}

/** Sorts that only one kind has. */
export const SORT_KINDS: Partial<Record<Sort, readonly EntityType[]>> = {
  capacity: ['venue'],
  capacity_desc: ['venue'],
}

/**
 * `min_rating`: "3+ … 4.5+ stars" as review sites offer it; the API takes any half step from 1 to 5. A listing
 * qualifies when its average, shown with one decimal, reaches the value (4.46 shows as 4.5: "4.5+" takes it).
 */
export const RATING = { min: 1, max: 5, step: 0.5, choices: [3, 3.5, 4, 4.5] } as const

/** The main filter of each kind (facet counts are given for it). */
export const MAIN_FILTER = {
  artist: ACT_TYPES,
  venue: VENUE_TYPES,
  service: SERVICE_CATEGORIES,
} as const satisfies Record<EntityType, readonly string[]>

export const LIMITS = {
  /** Page sizes above this are capped. */
  maxPageSize: 50,
  defaultPageSize: 20,
  maxQuery: 200,
  maxRadiusKm: 1000,
  defaultRadiusKm: 50,
  maxPage: 500,
  /** Counts stop here; beyond it the total is shown as "N+". */
  countCap: 10_000,
  typeaheadMin: 2,
} as const

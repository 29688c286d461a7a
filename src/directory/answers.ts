/**
 * The directory's answers as zod schemas: the OpenAPI document describes them, and in tests every answer is checked
 * against them (Deps.checkResponses). The server ties each to the type its service returns (`satisfies` in
 * src-server/directory/operations.ts), so a schema and its answer cannot drift apart.
 */
import { z } from 'zod'
import { ENTITY_TYPES } from './kinds.ts'
import { SORTS } from './vocabulary.ts'

const isoTime = z.string().describe('ISO 8601 time')
const count = z.number().int().nonnegative()
const entityType = z.enum(ENTITY_TYPES)
const nullableInt = z.number().int().nullable()

/** A price as the booker sees it, in their display currency (null where a listing has no price). */
export const shownPriceSchema = z.object({
  amount: z.number().nullable().describe('Lowest (or only) amount, in the display currency'),
  amount_max: z.number().nullable().describe("Upper end of a range (artists' fees), else null"),
  currency: z.string(),
  unit: z.string().describe('show (artists), evening or day (venues), hour, day or event (services)'),
  original: z
    .object({
      amount: z.number().nullable(),
      amount_max: z.number().nullable(),
      currency: z.string(),
      rates_date: z.string().nullable().describe('YYYY-MM-DD of the rates used'),
    })
    .nullable()
    .describe("The listing's own amounts when they were converted (approximately), else null"),
})

/** A search result card. */
export const cardSchema = z.object({
  type: entityType,
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  photo: z.string().nullable().describe('URL of the first photo'),
  description: z.string(),
  last_confirmed_at: isoTime,
  created_at: isoTime,
  distance_km: z.number().nullable().describe('From `near`, one decimal; null without it'),
  rating: z.number().nullable().describe('Average of the reviews, one decimal (4.6); null without reviews'),
  review_count: count.describe('Number of reviews'),
  facts: z
    .record(z.string(), z.unknown())
    .describe('Key facts of the kind (act type, genres, fees / venue type, capacity / category, radius) and `price`'),
})

/** A filter read from the words of a search, shown as a removable chip. */
export const chipSchema = z.object({
  param: z.enum(['type', 'category', 'genre', 'event', 'city', 'district']),
  value: z.string(),
  typed: z.string().describe('The words as typed that the chip stands for'),
})

/** One kind's search page. */
export const searchResultSchema = z.object({
  items: z.array(cardSchema),
  total: count.describe('Exact up to the count cap; `total_exact: false` means "at least total"'),
  total_exact: z.boolean(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  sort: z.enum(SORTS),
  next_cursor: z.string().nullable().describe('Keyset cursor of the next page (name and newest sorts)'),
  corrected_query: z
    .string()
    .nullable()
    .describe('What was searched for when the words as typed matched nothing and typos were forgiven'),
  dropped_words: z.array(z.string()).describe('Words left out because no entry matched all of them'),
  understood: z.array(chipSchema).describe('Words read as filters'),
  facets: z.record(z.string(), count).optional().describe('With `facets=1`: counts per value of the main filter'),
})

/** `/search`: the best matches of each kind. */
export const searchAllSchema = z.object({
  artists: searchResultSchema,
  venues: searchResultSchema,
  services: searchResultSchema,
})

/** Name suggestions while the booker types. */
export const typeaheadAnswerSchema = z.object({
  items: z.array(
    z.object({ type: entityType, id: z.number().int(), name: z.string(), city: z.string(), country: z.string() }),
  ),
})

/** A city, or a district (`Kreuzberg, Berlin`) with its own name and city. */
export const placeSuggestionSchema = z.object({
  name: z.string().describe("A city's name, or a district's key (`Kreuzberg, Berlin`)"),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  district: z.object({ name: z.string(), city: z.string() }).optional(),
})
export const citiesAnswerSchema = z.object({ items: z.array(placeSuggestionSchema) })

/** The cards of "similar nearby". */
export const cardsAnswerSchema = z.object({ items: z.array(cardSchema) })

const entityBase = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  contacts: z.object({
    email: z.string().optional(),
    phone: z.string().optional(),
    website: z.string().optional(),
    person: z.string().optional(),
  }),
  photos: z.array(z.string()).describe('Photo URLs, in order'),
  event_types: z.array(z.string()),
  currency: z.string(),
  price: shownPriceSchema.nullable().describe('The price in the asked currency (default EUR), null without one'),
  created_at: isoTime,
  updated_at: isoTime,
  last_confirmed_at: isoTime,
  can_edit: z.boolean().describe('Whether the caller may edit the entry'),
}

/** One entry with every field. */
export const entitySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('artist'),
    ...entityBase,
    act_type: z.string(),
    genres: z.array(z.string()),
    lineup_size: nullableInt,
    fee_min: nullableInt,
    fee_max: nullableInt,
    languages: z.array(z.string()),
    links: z.object({ website: z.string().optional(), audio: z.string().optional(), video: z.string().optional() }),
  }),
  z.object({
    type: z.literal('venue'),
    ...entityBase,
    venue_type: z.string(),
    address: z.string(),
    capacity_standing: nullableInt,
    capacity_seated: nullableInt,
    capacity: count.describe('The larger of standing and seated'),
    stage_width_m: z.number().nullable(),
    stage_depth_m: z.number().nullable(),
    stage_height_m: z.number().nullable(),
    desk_channels: nullableInt,
    has_pa: z.boolean(),
    pa_description: z.string(),
    has_lighting: z.boolean(),
    lighting_description: z.string(),
    backline: z.array(z.string()),
    power: z.string(),
    power_amps: nullableInt,
    monitor_mixes: nullableInt.describe('Monitor mixes (aux sends) the venue offers; null: not said'),
    monitor_wedges: nullableInt.describe('Wedges the venue provides (a drum fill counts as one); null: not said'),
    iem_systems: nullableInt.describe('In-ear systems the venue provides; null: not said'),
    accessibility: z.array(z.string()),
    owner_id: z.string().nullable().optional().describe('Only for those who may edit the venue'),
    hire_price: nullableInt,
    hire_unit: z.string(),
  }),
  z.object({
    type: z.literal('service'),
    ...entityBase,
    category: z.string(),
    radius_km: count,
    price_info: z.string(),
    price_from: nullableInt,
    price_unit: z.string(),
  }),
])

/** "My listings": a page of the caller's listings with what each still lacks. */
export const myListingsAnswerSchema = z.object({
  scope: z.enum(['own', 'all']).describe("own: the caller's venues; all: an admin's view of one kind"),
  type: entityType,
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: count,
  items: z.array(
    z.object({
      type: entityType,
      id: z.number().int(),
      name: z.string(),
      city: z.string(),
      country: z.string(),
      photo: z.string().nullable(),
      photo_count: count,
      updated_at: isoTime,
      checks: z
        .object({
          photos: z.boolean(),
          description: z.boolean(),
          contacts: z.boolean(),
          price: z.boolean().optional().describe('Absent for a kind without prices'),
        })
        .describe('What is there (true) and what is missing (false)'),
    }),
  ),
})

/** The exchange rates: units of each currency one euro buys. */
export const ratesAnswerSchema = z.object({
  base: z.literal('EUR'),
  items: z.array(z.object({ currency: z.string(), per_eur: z.number().positive(), updated_at: isoTime })),
})

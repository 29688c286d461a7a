/**
 * The directory's zod schemas (and, re-exported, its vocabulary): the client validates forms with them, the
 * server validates every request with the same ones.
 */
import { z } from 'zod'
import { isIsoDate } from '../availability/constants.ts'
import { INT4_MAX } from '../validation/input.ts'
import { ENTITY_TYPES, type EntityType } from './kinds.ts'
import { isSafeLink, LINK_MESSAGE } from './links.ts'
import {
  ACCESSIBILITY,
  ACT_TYPES,
  CURRENCIES,
  EVENT_TYPES,
  GENRES,
  LIMITS,
  RATING,
  SERVICE_CATEGORIES,
  SERVICE_PRICE_UNITS,
  SORTS,
  VENUE_PRICE_UNITS,
  VENUE_TYPES,
} from './vocabulary.ts'

export * from './kinds.ts'
export * from './links.ts'
export * from './vocabulary.ts'

const str = (v: unknown) => (Array.isArray(v) ? v[0] : v)
/** Query-string numbers: '' → undefined; anything else must be a finite number. */
const num = (schema: z.ZodNumber) =>
  z.preprocess((v) => {
    const s = str(v)
    if (s === undefined || s === null || s === '') return undefined
    return typeof s === 'number' ? s : Number(s)
  }, schema.optional())
const text = (max: number) =>
  z.preprocess((v) => {
    const s = str(v)
    if (s === undefined || s === null) return undefined
    const t = String(s).trim()
    return t === '' ? undefined : t
  }, z.string().max(max, `Too long: at most ${max} characters`).optional())
const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess((v) => {
    const s = str(v)
    return s === '' || s === null ? undefined : s
  }, z.enum(values, { error: () => `Unknown ${label}` }).optional())

/** `near=52.52,13.40` → {lat, lng}. */
export const nearSchema = z.preprocess(
  (v) => {
    const s = str(v)
    if (s === undefined || s === null || s === '') return undefined
    if (typeof s === 'object') return s
    const parts = String(s).split(',')
    if (parts.length !== 2) return { lat: Number.NaN, lng: Number.NaN }
    return { lat: Number(parts[0]), lng: Number(parts[1]) }
  },
  z
    .object(
      {
        lat: z
          .number({ error: 'near: expected "lat,lng"' })
          .min(-90, 'near: latitude out of range')
          .max(90, 'near: latitude out of range'),
        lng: z
          .number({ error: 'near: expected "lat,lng"' })
          .min(-180, 'near: longitude out of range')
          .max(180, 'near: longitude out of range'),
      },
      { error: 'near: expected "lat,lng"' },
    )
    .optional(),
)

/** `available_from` / `available_to`: a calendar day YYYY-MM-DD; '' → absent. */
const availableDate = (label: string) =>
  z.preprocess(
    (v) => {
      const s = str(v)
      return s === '' || s === null ? undefined : s
    },
    z
      .string({ error: `${label}: expected a date YYYY-MM-DD` })
      .refine(isIsoDate, { error: `${label}: expected a date YYYY-MM-DD` })
      .optional(),
  )

const common = {
  q: text(LIMITS.maxQuery),
  city: text(100),
  country: z.preprocess(
    (v) => {
      const s = str(v)
      return s === undefined || s === null || s === '' ? undefined : String(s).toUpperCase()
    },
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'country: expected a two-letter code')
      .optional(),
  ),
  near: nearSchema,
  radius_km: num(
    z
      .number({ error: 'radius_km: expected a number' })
      .positive('radius_km: must be greater than 0')
      .max(LIMITS.maxRadiusKm, `radius_km: at most ${LIMITS.maxRadiusKm}`),
  ),
  sort: oneOf(SORTS, 'sort'),
  /** Average rating at least this (half steps, 1–5); listings without reviews drop out. */
  min_rating: num(
    z
      .number({ error: 'min_rating: expected a number from 1 to 5' })
      .min(RATING.min, `min_rating: at least ${RATING.min}`)
      .max(RATING.max, `min_rating: at most ${RATING.max}`)
      .multipleOf(RATING.step, `min_rating: in steps of ${RATING.step} (e.g. 4 or 4.5)`),
  ).describe('Only listings whose average rating (one decimal) is at least this: 1 to 5 in half steps, e.g. 4.5'),
  page: num(
    z
      .number({ error: 'page: expected a number' })
      .int('page: expected a whole number')
      .min(1, 'page: must be at least 1')
      .max(LIMITS.maxPage, `page: at most ${LIMITS.maxPage}`),
  ),
  cursor: text(200),
  /** Over the limit is capped, not refused. */
  limit: z.preprocess((v) => {
    const s = str(v)
    if (s === undefined || s === null || s === '') return undefined
    const n = Number(s)
    return Number.isFinite(n) && n > LIMITS.maxPageSize ? LIMITS.maxPageSize : n
  }, z
    .number({ error: 'limit: expected a number' })
    .int('limit: expected a whole number')
    .min(1, 'limit: must be at least 1')
    .optional()),
  /** The currency of the price filters' amounts and of the shown prices. */
  currency: z.preprocess((v) => {
    const s = str(v)
    return s === undefined || s === null || s === '' ? undefined : String(s).toUpperCase()
  }, z.enum(CURRENCIES, { error: () => 'currency: unknown currency' }).optional()),
  /** Available on a day, or free on every day from..to (src-server/availability). */
  available_from: availableDate('available_from'),
  available_to: availableDate('available_to'),
  /** Listings that serve this event (wedding, corporate…). */
  event: oneOf(EVENT_TYPES, 'event type'),
  /** `1`: the words as typed, all of them, none read as a filter (see docs/product.md, search). */
  strict: z.preprocess((v) => {
    const s = str(v)
    return s === undefined || s === '' ? undefined : s === true || s === 'true' || s === '1'
  }, z.boolean().optional()),
  facets: z.preprocess((v) => {
    const s = str(v)
    return s === undefined ? undefined : s === true || s === 'true' || s === '1'
  }, z.boolean().optional()),
}

const nonNegative = (label: string) =>
  num(
    z
      .number({ error: `${label}: expected a number` })
      .int(`${label}: expected a whole number`)
      .min(0, `${label}: must not be negative`)
      .max(10_000_000, `${label}: too large`),
  )

export const artistSearchSchema = z.object({
  ...common,
  type: oneOf(ACT_TYPES, 'act type'),
  genre: oneOf(GENRES, 'genre'),
  fee_min: nonNegative('fee_min'),
  fee_max: nonNegative('fee_max'),
})
export const venueSearchSchema = z.object({
  ...common,
  type: oneOf(VENUE_TYPES, 'venue type'),
  capacity_min: nonNegative('capacity_min'),
  capacity_max: nonNegative('capacity_max'),
  price_max: nonNegative('price_max'),
})
export const serviceSearchSchema = z.object({
  ...common,
  category: oneOf(SERVICE_CATEGORIES, 'category'),
  price_max: nonNegative('price_max'),
})
export const allSearchSchema = z.object({
  q: common.q,
  city: common.city,
  near: common.near,
  radius_km: common.radius_km,
  min_rating: common.min_rating,
  limit: common.limit,
  currency: common.currency,
  available_from: common.available_from,
  available_to: common.available_to,
  event: common.event,
  strict: common.strict,
})

/** `?currency=` of one entry's page: the currency its price is shown in. */
export const displayCurrencySchema = z.object({ currency: common.currency })

export type ArtistSearch = z.infer<typeof artistSearchSchema>
export type VenueSearch = z.infer<typeof venueSearchSchema>
export type ServiceSearch = z.infer<typeof serviceSearchSchema>
export type AllSearch = z.infer<typeof allSearchSchema>
export const SEARCH_SCHEMA = {
  artist: artistSearchSchema,
  venue: venueSearchSchema,
  service: serviceSearchSchema,
} as const satisfies Record<EntityType, z.ZodType>
/** An edit form's fields of any kind, as the doors hand them over after parsing with `EDIT_SCHEMA[type]`. */
export type EntityEdit = z.output<(typeof EDIT_SCHEMA)[EntityType]>
export type SearchInput = ArtistSearch | VenueSearch | ServiceSearch

export const typeaheadSchema = z.object({
  q: z.string().trim().min(1, 'q: required').max(100, 'q: at most 100 characters'),
  type: z.enum(ENTITY_TYPES, { error: () => 'Unknown type' }).optional(),
  limit: z.number().int().min(1).max(20).optional(),
})
/** `/account` "My listings": an owner's venues, or (admins) any kind with a name filter, 20 a page. */
export const myListingsSchema = z.object({
  type: oneOf(ENTITY_TYPES, 'type'),
  q: text(100),
  page: num(z.number().int('page: a whole number').min(1).max(LIMITS.maxPage)),
})
export type MyListingsInput = z.infer<typeof myListingsSchema>
export const citySearchSchema = z.object({
  q: z.string().trim().max(100, 'q: at most 100 characters'),
  /** `1`: districts and quarters too (`Kreuzberg, Berlin`), for a place to search near. */
  districts: common.strict,
})

export const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z.number({ error: 'Invalid id' }).int('Invalid id').min(1, 'Invalid id').max(INT4_MAX, 'Invalid id'),
)

// ---------- edit forms (shared field-level validation) ----------
const url = z.union([
  z.literal(''),
  z.string().trim().max(500, 'At most 500 characters').refine(isSafeLink, { error: LINK_MESSAGE }),
])
const contactsSchema = z.object({
  email: z.union([z.literal(''), z.email({ error: 'Enter a valid email address' }).max(200)]).optional(),
  phone: z
    .string()
    .trim()
    .max(40, 'At most 40 characters')
    .regex(/^[+()\d\s./-]*$/, 'Use digits, spaces and + ( ) - / only')
    .optional(),
  website: url.optional(),
  person: z.string().trim().max(100, 'At most 100 characters').optional(),
})
const baseEdit = {
  name: z.string().trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
  description: z.string().trim().max(5000, 'At most 5000 characters'),
  city: z.string().trim().min(1, 'City is required').max(100, 'At most 100 characters'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code (e.g. DE)'),
  lat: z.number({ error: 'Latitude is required' }).min(-90, 'Between -90 and 90').max(90, 'Between -90 and 90'),
  lng: z.number({ error: 'Longitude is required' }).min(-180, 'Between -180 and 180').max(180, 'Between -180 and 180'),
  contacts: contactsSchema,
  event_types: z
    .array(z.enum(EVENT_TYPES, { error: () => 'Unknown event type' }))
    .max(EVENT_TYPES.length)
    .transform((v) => [...new Set(v)])
    .optional(),
}
const optInt = (min: number, max: number) =>
  z.number().int('Whole numbers only').min(min, `At least ${min}`).max(max, `At most ${max}`).nullable()
const optReal = (min: number, max: number) =>
  z.number().min(min, `At least ${min}`).max(max, `At most ${max}`).nullable()

export const artistEditSchema = z
  .object({
    ...baseEdit,
    act_type: z.enum(ACT_TYPES, { error: () => 'Choose an act type' }),
    genres: z.array(z.enum(GENRES)).max(5, 'At most 5 genres'),
    lineup_size: optInt(1, 500),
    fee_min: optInt(0, 10_000_000),
    fee_max: optInt(0, 10_000_000),
    currency: z.enum(CURRENCIES, { error: () => 'Choose a currency' }),
    languages: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[a-z]{2}$/, 'Two-letter language codes'),
      )
      .max(10),
    links: z.object({ website: url.optional(), audio: url.optional(), video: url.optional() }),
  })
  .refine((v) => v.fee_min == null || v.fee_max == null || v.fee_min <= v.fee_max, {
    path: ['fee_max'],
    message: 'Maximum fee must not be below the minimum',
  })
export const venueEditSchema = z.object({
  ...baseEdit,
  venue_type: z.enum(VENUE_TYPES, { error: () => 'Choose a venue type' }),
  address: z.string().trim().max(300, 'At most 300 characters'),
  capacity_standing: optInt(0, 200_000),
  capacity_seated: optInt(0, 200_000),
  stage_width_m: optReal(0.5, 200),
  stage_depth_m: optReal(0.5, 200),
  stage_height_m: optReal(0, 20),
  desk_channels: optInt(0, 512),
  has_pa: z.boolean(),
  pa_description: z.string().trim().max(1000, 'At most 1000 characters'),
  has_lighting: z.boolean(),
  lighting_description: z.string().trim().max(1000, 'At most 1000 characters'),
  backline: z.array(z.string().trim().min(1).max(100)).max(30),
  power: z.string().trim().max(200, 'At most 200 characters'),
  power_amps: optInt(0, 10_000),
  // Optional so that clients written before these fields keep working (left out = unchanged).
  monitor_mixes: optInt(0, 64).optional(),
  monitor_wedges: optInt(0, 64).optional(),
  iem_systems: optInt(0, 64).optional(),
  accessibility: z.array(z.enum(ACCESSIBILITY)).max(ACCESSIBILITY.length),
  hire_price: optInt(0, 10_000_000).optional(),
  hire_unit: z.enum(VENUE_PRICE_UNITS, { error: () => 'Choose per evening or per day' }).optional(),
  currency: z.enum(CURRENCIES, { error: () => 'Choose a currency' }).optional(),
})
export const serviceEditSchema = z.object({
  ...baseEdit,
  category: z.enum(SERVICE_CATEGORIES, { error: () => 'Choose a category' }),
  radius_km: z.number().int('Whole numbers only').min(0, 'At least 0').max(20_000, 'At most 20000'),
  price_info: z.string().trim().max(500, 'At most 500 characters'),
  price_from: optInt(0, 10_000_000).optional(),
  price_unit: z.enum(SERVICE_PRICE_UNITS, { error: () => 'Choose a price unit' }).optional(),
  currency: z.enum(CURRENCIES, { error: () => 'Choose a currency' }).optional(),
})
export const EDIT_SCHEMA = {
  artist: artistEditSchema,
  venue: venueEditSchema,
  service: serviceEditSchema,
} as const satisfies Record<EntityType, z.ZodType>
export type ArtistEdit = z.infer<typeof artistEditSchema>
export type VenueEdit = z.infer<typeof venueEditSchema>
export type ServiceEdit = z.infer<typeof serviceEditSchema>

export const updateInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('artist'), id: idSchema, data: artistEditSchema }),
  z.object({ type: z.literal('venue'), id: idSchema, data: venueEditSchema }),
  z.object({ type: z.literal('service'), id: idSchema, data: serviceEditSchema }),
])

import { z } from 'zod'
import {
  cardsAnswerSchema,
  citiesAnswerSchema,
  entitySchema,
  myListingsAnswerSchema,
  ratesAnswerSchema,
  searchAllSchema,
  searchResultSchema,
  typeaheadAnswerSchema,
} from '../../src/directory/answers.ts'
import {
  allSearchSchema,
  artistSearchSchema,
  CURRENCIES,
  citySearchSchema,
  displayCurrencySchema,
  EDIT_SCHEMA as EDIT,
  ENTITY_TYPES,
  type EntityType,
  idSchema,
  KIND_PATH,
  myListingsSchema,
  SEARCH_SCHEMA as SEARCH,
  serviceSearchSchema,
  typeaheadSchema,
  updateInputSchema,
  venueSearchSchema,
} from '../../src/directory/schema.ts'
import { operation, type RestBinding } from '../http/operation.ts'
import { featured, featuredInput } from './featured.ts'
import { myListings } from './listings.ts'
import { listRates, ratesUpdateSchema, updateRates } from './prices.ts'
import { RELAX_DROPS, relaxAll, relaxSearch } from './relax.ts'
import * as service from './service.ts'

const tags = ['directory']

const ref = z.object({ type: z.enum(ENTITY_TYPES), id: idSchema })
const shownRef = ref.extend({ currency: z.enum(CURRENCIES).optional() })

/** tRPC's search of one kind: the kind and its query (REST takes the kind from the path). */
const kindQuery = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('artist'), query: artistSearchSchema }),
  z.object({ kind: z.literal('venue'), query: venueSearchSchema }),
  z.object({ kind: z.literal('service'), query: serviceSearchSchema }),
])
type KindQuery = z.output<typeof kindQuery>

const idParams = z.object({ id: idSchema })
/** The REST typeahead's query string: `limit` arrives as text (tRPC takes typeaheadSchema's number as it is). */
const typeaheadQuery = z.object({
  q: z.string({ error: 'q: required' }).trim().min(1, 'q: required').max(100, 'q: at most 100 characters'),
  type: z.enum(ENTITY_TYPES, { error: () => 'Unknown type' }).optional(),
  limit: z.coerce.number().int().min(1).max(20).optional(),
})

/** A card's stars: the average of its reviews with one decimal (null without reviews) and how many there are. */
const cardRating = {
  rating: z.number().nullable().describe('Average of the reviews, one decimal (4.6); null without reviews'),
  review_count: z.number().describe('Number of reviews'),
}

const cardList = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    type: z.enum(ENTITY_TYPES),
    city: z.string(),
    photo: z.string().nullable(),
    ...cardRating,
  }),
)
const relaxOption = z.object({
  drop: z.enum(RELAX_DROPS),
  patch: z.record(z.string(), z.string().nullable()),
  total: z.number(),
  total_exact: z.boolean(),
  items: cardList,
  /** `drop: chip`: the words read as a filter that were left out. */
  chip: z.object({ param: z.string(), value: z.string(), typed: z.string() }).optional(),
  /** `drop: nearby`: the nearby city. */
  city: z.string().optional(),
})
const relaxResponse = z.object({ options: z.array(relaxOption) })
const relaxAllResponse = z.object({ options: z.array(relaxOption.extend({ kind: z.enum(ENTITY_TYPES) })) })
const featuredResponse = z.object({ items: z.array(cardList.element.extend({ city_name: z.string() })) })

/** What a service call answers. */
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

/**
 * The answers' schemas (src/directory/answers.ts), each checked by tsc against what its service returns: a field
 * the code renames or retypes fails the build, not only the answer check of the tests.
 */
const answers = {
  rates: ratesAnswerSchema satisfies z.ZodType<Answer<typeof listRates>>,
  searchAll: searchAllSchema satisfies z.ZodType<Answer<typeof service.searchAll>>,
  search: searchResultSchema satisfies z.ZodType<service.SearchResult>,
  typeahead: typeaheadAnswerSchema satisfies z.ZodType<Answer<typeof service.typeahead>>,
  mine: myListingsAnswerSchema satisfies z.ZodType<Answer<typeof myListings>>,
  cities: citiesAnswerSchema satisfies z.ZodType<Answer<typeof service.cities>>,
  entity: entitySchema satisfies z.ZodType<Answer<typeof service.getEntity>>,
  nearby: cardsAnswerSchema satisfies z.ZodType<Answer<typeof service.nearby>>,
}

/** One REST binding per kind path (`/artists/…`, `/venues/…`, `/services/…`). */
function perKind<I>(binding: (type: EntityType, path: string) => RestBinding<I>): RestBinding<I>[] {
  return ENTITY_TYPES.map((type) => binding(type, KIND_PATH[type]))
}

/** The kind's search query string, as the tRPC input of its kind. */
const kindSearch = (type: EntityType) => ({
  query: SEARCH[type],
  input: ({ query }: { query: KindQuery['query'] }) => ({ kind: type, query }) as KindQuery,
})

/** The directory's operations (docs/product.md §2–3), each one service call. */
export const directoryOperations = {
  rates: operation({
    summary: 'Exchange rates the directory converts prices with: units of each currency per euro',
    tags,
    auth: 'public',
    output: answers.rates,
    trpc: 'query',
    rest: { method: 'get', path: '/currency-rates' },
    handler: ({ deps }) => listRates(deps.db),
  }),
  setRates: operation({
    summary: 'Set exchange rates (admin), e.g. {"rates":{"USD":1.08}}; listings in those currencies are re-priced',
    tags,
    auth: 'admin',
    input: ratesUpdateSchema,
    output: answers.rates,
    trpc: 'mutation',
    rest: { method: 'put', path: '/currency-rates' },
    handler: ({ deps, user, input }) => updateRates(deps, user, input.rates),
  }),
  searchAll: operation({
    summary: 'Best matches of each kind: q, city, near=lat,lng, radius_km, min_rating, limit',
    tags,
    auth: 'public',
    limit: 'search',
    input: allSearchSchema,
    output: answers.searchAll,
    trpc: 'query',
    rest: { method: 'get', path: '/search' },
    handler: ({ deps, input }) => service.searchAll(deps, input),
  }),
  relaxAll: operation({
    summary:
      "For an empty /search: each kind's relaxations (a word read as a filter fewer, a wider circle, a nearby city with results…), with counts and the first entries",
    tags,
    auth: 'public',
    limit: 'search',
    input: allSearchSchema,
    output: relaxAllResponse,
    trpc: 'query',
    rest: { method: 'get', path: '/search/relax' },
    handler: ({ deps, input }) => relaxAll(deps, input),
  }),
  typeahead: operation({
    summary: 'Name suggestions (prefix, then typo-tolerant): q, type, limit',
    tags,
    auth: 'public',
    limit: 'search',
    input: typeaheadSchema,
    output: answers.typeahead,
    trpc: 'query',
    rest: {
      method: 'get',
      path: '/directory/typeahead',
      query: typeaheadQuery,
      input: ({ query }) => query,
    },
    handler: ({ deps, input }) => service.typeahead(deps.db, input),
  }),
  mine: operation({
    summary:
      'Listings the caller keeps: a venue owner their venues, an admin any kind (type, q by name); page (20 each), with what each still lacks',
    tags,
    auth: 'user',
    input: myListingsSchema,
    output: answers.mine,
    trpc: 'query',
    rest: { method: 'get', path: '/account/listings' },
    handler: ({ deps, user, input }) => myListings(deps, user, input),
  }),
  featured: operation({
    summary:
      'The home page showcase: recently confirmed entries of each kind that have photos (cached for a minute); locale names the cities',
    tags,
    auth: 'public',
    // tRPC may leave the input out; the REST query string is always an object.
    input: featuredInput.optional(),
    output: featuredResponse,
    trpc: 'query',
    rest: { method: 'get', path: '/directory/featured', query: featuredInput, input: ({ query }) => query },
    handler: ({ deps, input }) => featured(deps, input?.locale),
  }),
  cities: operation({
    summary: 'City suggestions with coordinates (for near=lat,lng)',
    tags,
    auth: 'public',
    limit: 'search',
    input: citySearchSchema,
    output: answers.cities,
    trpc: 'query',
    rest: { method: 'get', path: '/directory/cities' },
    handler: ({ input }) => service.cities(input),
  }),
  relax: operation({
    summary:
      'For an empty search of one kind: the single relaxations (wider radius, around the city, one filter fewer, no text) that find something, with counts and the first entries',
    tags,
    auth: 'public',
    limit: 'search',
    input: kindQuery,
    output: relaxResponse,
    trpc: 'query',
    rest: perKind((type, path) => ({
      method: 'get',
      path: `/${path}/search/relax`,
      summary: `For an empty ${type} search: the single relaxations (wider radius, around the city, one filter fewer, no text) that find something, with counts and the first entries`,
      ...kindSearch(type),
    })),
    handler: ({ deps, input }) => relaxSearch(deps, input.kind, input.query),
  }),
  search: operation({
    summary:
      'Search one kind: q, filters, near=lat,lng with radius_km, min_rating, sort, page or cursor, limit, facets',
    tags,
    auth: 'public',
    limit: 'search',
    input: kindQuery,
    output: answers.search,
    trpc: 'query',
    rest: perKind((type, path) => ({
      method: 'get',
      path: `/${path}/search`,
      summary: `Search ${path}: q, filters, near=lat,lng with radius_km, min_rating, sort (sort=rating: best rated first), page or cursor, limit (max 50), facets`,
      ...kindSearch(type),
    })),
    handler: ({ deps, input }) => service.searchDirectory(deps, input.kind, input.query),
  }),
  get: operation({
    summary: 'One entry with every field',
    tags,
    auth: 'optional',
    input: shownRef,
    output: answers.entity,
    trpc: 'query',
    rest: perKind((type, path) => ({
      method: 'get',
      path: `/${path}/:id`,
      summary: `One ${type} with every field`,
      params: idParams,
      query: displayCurrencySchema,
      input: ({ params, query }) => ({ type, id: params.id, currency: query.currency }),
    })),
    handler: ({ deps, user, input }) => service.getEntity(deps, user, input.type, input.id, input.currency),
  }),
  nearby: operation({
    summary: 'Cards of the same kind near one entry, prices in the given currency',
    tags,
    auth: 'public',
    input: shownRef,
    output: answers.nearby,
    trpc: 'query',
    handler: ({ deps, input }) => service.nearby(deps, input.type, input.id, input.currency),
  }),
  update: operation({
    summary: 'Update an entry (a venue: owner or admin; other kinds: admin); bumps updated_at and last confirmed',
    tags,
    auth: 'user',
    input: updateInputSchema,
    output: answers.entity,
    trpc: 'mutation',
    rest: perKind((type, path) => ({
      method: 'put',
      path: `/${path}/:id`,
      summary: `Update a ${type} (${type === 'venue' ? 'owner or admin' : 'admin'}); bumps updated_at and last confirmed`,
      params: idParams,
      body: EDIT[type],
      input: ({ params, body }) => ({ type, id: params.id, data: body }) as z.output<typeof updateInputSchema>,
    })),
    handler: ({ deps, user, input }) => service.updateEntity(deps, user, input.type, input.id, input.data),
  }),
  confirm: operation({
    summary: '"Still correct" (a venue: owner or admin; other kinds: admin): bumps last confirmed, nothing else',
    tags,
    auth: 'user',
    input: ref,
    output: answers.entity,
    trpc: 'mutation',
    handler: ({ deps, user, input }) => service.confirmEntity(deps, user, input.type, input.id),
  }),
}

import { z } from 'zod'
import {
  allSearchSchema,
  citySearchSchema,
  displayCurrencySchema,
  EDIT_SCHEMA as EDIT,
  ENTITY_TYPES,
  type EntityEdit,
  type EntityType,
  idSchema,
  KIND_PATH,
  KINDS,
  myListingsSchema,
  SEARCH_SCHEMA as SEARCH,
} from '../../src/directory/schema.ts'
import type { RouteName } from '../../src/routes.ts'
import type { Feature, PageHead, PageHeadResolver } from '../feature.ts'
import { type RestRoute, restRoute } from '../http/rest.ts'
import { featured, featuredInput } from './featured.ts'
import { myListings } from './listings.ts'
import { listRates, ratesUpdateSchema, updateRates } from './prices.ts'
import { RELAX_DROPS, relaxAll, relaxSearch } from './relax.ts'
import { tableIsEmpty } from './repository.ts'
import { seedDirectory } from './seed.ts'
import { startDemoPhotos } from './seed-photos.ts'
import * as service from './service.ts'

const idParams = z.object({ id: idSchema })
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

const searchResponse = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), type: z.enum(ENTITY_TYPES), ...cardRating })),
  total: z.number(),
  total_exact: z.boolean(),
  page: z.number(),
  limit: z.number(),
  sort: z.string(),
  next_cursor: z.string().nullable(),
  /** What was searched for when the words as typed matched nothing and typos were forgiven. */
  corrected_query: z.string().nullable(),
})

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

function kindRoutes(type: EntityType): RestRoute[] {
  const path = KIND_PATH[type]
  return [
    restRoute({
      method: 'get',
      path: `/${path}/search/relax`,
      summary: `For an empty ${type} search: the single relaxations (wider radius, around the city, one filter fewer, no text) that find something, with counts and the first entries`,
      tags: ['directory'],
      auth: 'public',
      limit: 'search',
      query: SEARCH[type] as z.ZodType<z.infer<(typeof SEARCH)[typeof type]>>,
      response: relaxResponse,
      handler: ({ deps, query }) => relaxSearch(deps, type, query),
    }),
    restRoute({
      method: 'get',
      path: `/${path}/search`,
      summary: `Search ${path}: q, filters, near=lat,lng with radius_km, min_rating, sort (sort=rating: best rated first), page or cursor, limit (max 50), facets`,
      tags: ['directory'],
      auth: 'public',
      limit: 'search',
      query: SEARCH[type] as z.ZodType<z.infer<(typeof SEARCH)[typeof type]>>,
      response: searchResponse,
      handler: ({ deps, query }) => service.searchDirectory(deps, type, query),
    }),
    restRoute({
      method: 'get',
      path: `/${path}/:id`,
      summary: `One ${type} with every field`,
      tags: ['directory'],
      auth: 'optional',
      params: idParams,
      query: displayCurrencySchema,
      handler: ({ deps, user, params, query }) => service.getEntity(deps, user, type, params.id, query.currency),
    }),
    restRoute({
      method: 'put',
      path: `/${path}/:id`,
      summary: `Update a ${type} (${type === 'venue' ? 'owner or admin' : 'admin'}); bumps updated_at and last confirmed`,
      tags: ['directory'],
      auth: 'user',
      params: idParams,
      body: EDIT[type] as z.ZodType<EntityEdit>,
      handler: ({ deps, user, params, body }) => service.updateEntity(deps, user, type, params.id, body),
    }),
  ]
}

export const directoryRest: RestRoute[] = [
  restRoute({
    method: 'get',
    path: '/currency-rates',
    summary: 'Exchange rates the directory converts prices with: units of each currency per euro',
    tags: ['directory'],
    auth: 'public',
    handler: ({ deps }) => listRates(deps.db),
  }),
  restRoute({
    method: 'put',
    path: '/currency-rates',
    summary: 'Set exchange rates (admin), e.g. {"rates":{"USD":1.08}}; listings in those currencies are re-priced',
    tags: ['directory'],
    auth: 'admin',
    body: ratesUpdateSchema,
    handler: ({ deps, user, body }) => updateRates(deps, user, body.rates),
  }),
  restRoute({
    method: 'get',
    path: '/search',
    summary: 'Best matches of each kind: q, city, near=lat,lng, radius_km, min_rating, limit',
    tags: ['directory'],
    auth: 'public',
    limit: 'search',
    query: allSearchSchema,
    handler: ({ deps, query }) => service.searchAll(deps, query),
  }),
  restRoute({
    method: 'get',
    path: '/search/relax',
    summary:
      "For an empty /search: each kind's relaxations (a word read as a filter fewer, a wider circle, a nearby city with results…), with counts and the first entries",
    tags: ['directory'],
    auth: 'public',
    limit: 'search',
    query: allSearchSchema,
    response: relaxAllResponse,
    handler: ({ deps, query }) => relaxAll(deps, query),
  }),
  restRoute({
    method: 'get',
    path: '/directory/typeahead',
    summary: 'Name suggestions (prefix, then typo-tolerant): q, type, limit',
    tags: ['directory'],
    auth: 'public',
    limit: 'search',
    query: typeaheadQuery,
    handler: ({ deps, query }) => service.typeahead(deps.db, query),
  }),
  restRoute({
    method: 'get',
    path: '/account/listings',
    summary:
      'Listings the caller keeps: a venue owner their venues, an admin any kind (type, q by name); page (20 each), with what each still lacks',
    tags: ['directory'],
    auth: 'user',
    query: myListingsSchema,
    handler: ({ deps, user, query }) => myListings(deps, user, query),
  }),
  restRoute({
    method: 'get',
    path: '/directory/featured',
    summary:
      'The home page showcase: recently confirmed entries of each kind that have photos (cached for a minute); locale names the cities',
    tags: ['directory'],
    auth: 'public',
    query: featuredInput,
    response: z.object({ items: z.array(cardList.element.extend({ city_name: z.string() })) }),
    handler: ({ deps, query }) => featured(deps, query.locale),
  }),
  restRoute({
    method: 'get',
    path: '/directory/cities',
    summary: 'City suggestions with coordinates (for near=lat,lng)',
    tags: ['directory'],
    auth: 'public',
    limit: 'search',
    query: citySearchSchema,
    handler: async ({ query }) => service.cities(query),
  }),
  ...ENTITY_TYPES.flatMap(kindRoutes),
]

function detailsHead(type: EntityType): PageHeadResolver {
  return async (match, deps) => {
    const id = Number(match.params.id)
    const entity =
      Number.isSafeInteger(id) && id <= 2_147_483_647 ? await service.findEntity(deps, type, id) : undefined
    if (!entity) return { status: 404 }
    const description = String(entity.description ?? '').slice(0, 160) || `${entity.name}, ${entity.city}`
    const url = `${deps.config.publicUrl}/${KIND_PATH[type]}/${id}/details`
    // Link previews and search engines need absolute image URLs (embedded storage answers paths without PUBLIC_URL).
    const images = entity.photos.map((photo) => URL.parse(photo, deps.config.publicUrl)?.href ?? photo)
    const head: PageHead = {
      title: `${entity.name} · ${entity.city}`,
      description,
      image: images[0],
      type: KINDS[type].ogType,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': KINDS[type].schemaOrg,
        name: entity.name,
        description,
        url,
        ...(images.length ? { image: images } : {}),
        ...(type === 'artist'
          ? { genre: entity.genres, location: { '@type': 'Place', name: entity.city } }
          : {
              address: {
                '@type': 'PostalAddress',
                ...(type === 'venue' && entity.address ? { streetAddress: entity.address } : {}),
                addressLocality: entity.city,
                addressCountry: entity.country,
              },
              geo: { '@type': 'GeoCoordinates', latitude: entity.lat, longitude: entity.lng },
            }),
        ...(type === 'venue' && entity.capacity ? { maximumAttendeeCapacity: entity.capacity } : {}),
      },
    }
    return head
  }
}

/** Edit pages: 404 for ids that do not exist (the guard and the page handle sign-in and rights). */
function editHead(type: EntityType): PageHeadResolver {
  return async (match, deps) => {
    const id = Number(match.params.id)
    const entity =
      Number.isSafeInteger(id) && id <= 2_147_483_647 ? await service.findEntity(deps, type, id) : undefined
    return entity ? { title: `${entity.name} · Edit` } : { status: 404 }
  }
}

const pageHeads: Partial<Record<RouteName, PageHeadResolver>> = Object.fromEntries(
  ENTITY_TYPES.flatMap((kind) => [
    [`${KIND_PATH[kind]}-id-details`, detailsHead(kind)],
    [`${KIND_PATH[kind]}-id-edit`, editHead(kind)],
  ]),
)

export const directoryFeature: Feature = {
  name: 'directory',
  rest: directoryRest,
  pageHeads,
  async setup(deps) {
    if (!deps.seedDemo) return
    const empty = await Promise.all(ENTITY_TYPES.map((t) => tableIsEmpty(deps.db, t)))
    if (!empty.every(Boolean)) return
    await seedDirectory(deps.db, deps.config.SEED_COUNT)
    deps.log.info({ count: deps.config.SEED_COUNT }, 'directory demo data seeded')
  },
  attach(_server, deps) {
    if (!deps.seedDemo) return undefined
    // Photos after listening (they go through the storage API, which is this server when embedded).
    const state = startDemoPhotos(deps)
    return Promise.resolve(state.stop)
  },
}

/**
 * "Nothing found — but…": when a search page is empty, the single relaxations of its query that would find
 * something (a wider radius, the city's surroundings, one filter or one word read as a filter fewer, no text),
 * and the nearest cities that have something, each with its count and first entries. Bounded: the search itself,
 * at most MAX_TRIES relaxed searches, one search around the city and NEARBY_CITIES searches, each of RELAX_ITEMS
 * rows and a capped count.
 */
import { CITIES } from '../../src/directory/cities.ts'
import { DISTRICT_RADIUS_KM } from '../../src/directory/districts.ts'
import {
  type AllSearch,
  ENTITY_TYPES,
  type EntityType,
  KINDS,
  LIMITS,
  type SearchInput,
} from '../../src/directory/schema.ts'
import { withoutWords } from '../../src/directory/text.ts'
import { type DirectoryDeps, withShownItems } from './presenters.ts'
import * as repo from './repository.ts'
import { type Card, searchWith } from './service.ts'
import type { Chip } from './understand.ts'

export const RELAX_DROPS = [
  'radius',
  'city',
  'nearby',
  'chip',
  'main',
  'genre',
  'event',
  'range',
  'rating',
  'dates',
  'q',
] as const
export type RelaxDrop = (typeof RELAX_DROPS)[number]

export interface Relaxation {
  /**
   * What was given up: `radius` widened the circle, `city` searched around the city, `nearby` moved to a nearby
   * city (`city`), `chip` left out the words read as that filter (`chip`), the others were dropped.
   */
  drop: RelaxDrop
  /** The URL parameters to set (null: remove) to get this page. */
  patch: Record<string, string | null>
  total: number
  total_exact: boolean
  items: Card[]
  chip?: Chip
  city?: string
}

interface Candidate {
  drop: RelaxDrop
  patch: Record<string, string | null>
  chip?: Chip
  city?: string
}

const RELAX_ITEMS = 3
const MAX_TRIES = 6
/** Nearby cities offered when the city has nothing. */
const NEARBY_CITIES = 3
/** How far the nearby cities may be, and how many entries around the city are looked at to find them. */
const NEARBY_KM = 600
const NEARBY_SCAN = 50
/** The circle around a city that has nothing itself: four times the default radius. */
const AROUND_CITY_KM = LIMITS.defaultRadiusKm * 4

const RANGE_KEYS: Partial<Record<EntityType, readonly [string, string]>> = {
  artist: ['fee_min', 'fee_max'],
  venue: ['capacity_min', 'capacity_max'],
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

const cityOf = (name: string | undefined) => (name ? CITIES.find((c) => fold(c.name) === fold(name)) : undefined)

/** The candidate relaxations of a query, most helpful first (only those that change something). */
function candidates(type: EntityType, input: SearchInput, chips: Chip[]): Candidate[] {
  const q = input as Record<string, unknown>
  const out: Candidate[] = []
  const district = chips.find((c) => c.param === 'district')
  if (district && !input.near) {
    // The circle around a district named in the words.
    const radius = input.radius_km ?? DISTRICT_RADIUS_KM
    const wider = Math.min(LIMITS.maxRadiusKm, radius * 4)
    if (wider > radius) out.push({ drop: 'radius', patch: { radius_km: String(wider) } })
  }
  if (input.near) {
    const radius = input.radius_km ?? LIMITS.defaultRadiusKm
    const wider = Math.min(LIMITS.maxRadiusKm, radius * 4)
    if (wider > radius) out.push({ drop: 'radius', patch: { radius_km: String(wider), sort: 'distance' } })
  } else if (input.city) {
    const city = cityOf(input.city)
    if (city)
      out.push({
        drop: 'city',
        patch: {
          city: null,
          place: city.name,
          near: `${city.lat},${city.lng}`,
          radius_km: String(AROUND_CITY_KM),
          sort: 'distance',
        },
      })
    else out.push({ drop: 'city', patch: { city: null } })
  }
  // Each word read as a filter, left out (from the words: the chip goes with them).
  for (const chip of chips)
    if (input.q) out.push({ drop: 'chip', patch: { q: withoutWords(input.q, chip.typed) || null }, chip })
  const mainParam = KINDS[type].mainParam
  if (q[mainParam]) out.push({ drop: 'main', patch: { [mainParam]: null } })
  if (type === 'artist' && q.genre) out.push({ drop: 'genre', patch: { genre: null } })
  if (input.event) out.push({ drop: 'event', patch: { event: null } })
  const range = RANGE_KEYS[type]
  if (range && (q[range[0]] !== undefined || q[range[1]] !== undefined))
    out.push({ drop: 'range', patch: { [range[0]]: null, [range[1]]: null } })
  if (input.min_rating !== undefined) out.push({ drop: 'rating', patch: { min_rating: null } })
  if (input.available_from || input.available_to)
    out.push({ drop: 'dates', patch: { available_from: null, available_to: null } })
  if (input.q)
    out.push({ drop: 'q', patch: { q: null, sort: input.sort === 'relevance' ? null : (input.sort ?? null) } })
  return out.slice(0, MAX_TRIES)
}

/** Applies a patch of URL parameters to the parsed query. */
function apply(input: SearchInput, patch: Record<string, string | null>): SearchInput {
  const next: Record<string, unknown> = { ...input }
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'place') continue
    if (v === null) delete next[k]
    else if (k === 'radius_km') next[k] = Number(v)
    else if (k === 'near') {
      const [lat, lng] = v.split(',').map(Number)
      next[k] = { lat, lng }
    } else next[k] = v
  }
  return next as SearchInput
}

/**
 * The cities nearest to the one searched (a `city` filter or a city read from the words) that have entries for the
 * rest of the query: one search around it, the cities of its nearest entries in order.
 */
async function nearbyCities(run: repo.Run, type: EntityType, base: SearchInput, chips: Chip[]): Promise<Candidate[]> {
  const chip = cityChip(chips)
  const city = cityOf(base.city) ?? cityOf(chip?.value)
  if (!city || base.near) return []
  const words = chip && base.q ? withoutWords(base.q, chip.typed) || undefined : base.q
  const around = await searchWith(run, type, {
    ...base,
    q: words,
    city: undefined,
    near: { lat: city.lat, lng: city.lng },
    radius_km: NEARBY_KM,
    sort: 'distance',
    limit: NEARBY_SCAN,
  })
  const names: string[] = []
  for (const item of around.items)
    if (fold(item.city) !== fold(city.name) && !names.includes(item.city) && cityOf(item.city)) names.push(item.city)
  return names.slice(0, NEARBY_CITIES).map((name) => ({
    drop: 'nearby' as const,
    city: name,
    patch: (chip ? { q: words ?? null, city: name } : { city: name }) as Record<string, string | null>,
  }))
}

const cityChip = (chips: Chip[]) => chips.find((c) => c.param === 'city')

export async function relaxSearch(
  deps: DirectoryDeps,
  type: EntityType,
  input: SearchInput,
): Promise<{ options: Relaxation[] }> {
  const run = repo.runOn(deps.db)
  const base = { ...input, page: undefined, cursor: undefined, facets: false, limit: RELAX_ITEMS }
  // The words the search itself read as filters: each may be left out, and a city among them has neighbours.
  const { understood: chips } = await searchWith(run, type, { ...base, limit: 0 })
  const tried = async ({ drop, patch, chip, city }: Candidate): Promise<Relaxation> => {
    const relaxed = apply(base, patch)
    if (relaxed.sort === 'distance' && !relaxed.near) relaxed.sort = undefined
    if (relaxed.sort === 'relevance' && !relaxed.q) relaxed.sort = undefined
    const page = await searchWith(run, type, relaxed)
    const { items } = withShownItems(deps.storage, page)
    return {
      drop,
      patch,
      total: page.total,
      total_exact: page.total_exact,
      items,
      ...(chip ? { chip } : {}),
      ...(city ? { city } : {}),
    }
  }
  const [options, nearby] = await Promise.all([
    Promise.all(candidates(type, input, chips).map(tried)),
    nearbyCities(run, type, base, chips).then((list) => Promise.all(list.map(tried))),
  ])
  return { options: [...options, ...nearby].filter((o) => o.total > 0) }
}

/** `/search` with nothing of any kind: each kind's relaxations, each with its kind. */
export async function relaxAll(deps: DirectoryDeps, input: AllSearch) {
  const { limit: _limit, ...query } = input
  const kinds = await Promise.all(ENTITY_TYPES.map((kind) => relaxSearch(deps, kind, query as SearchInput)))
  return { options: kinds.flatMap((k, i) => k.options.map((o) => ({ kind: ENTITY_TYPES[i]!, ...o }))) }
}

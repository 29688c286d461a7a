/**
 * "Nothing found — but…": when a search page is empty, the single relaxations of its query that would find
 * something (a wider radius, the city's surroundings, one filter fewer, no text), each with its count and first
 * entries. Bounded: at most MAX_TRIES relaxed searches of RELAX_ITEMS rows and a capped count each.
 */
import { CITIES } from '../../src/directory/cities.ts'
import { type EntityType, KINDS, LIMITS, type SearchInput } from '../../src/directory/schema.ts'
import { type DirectoryDeps, withShownItems } from './presenters.ts'
import * as repo from './repository.ts'
import { type Card, searchWith } from './service.ts'

export const RELAX_DROPS = ['radius', 'city', 'main', 'genre', 'event', 'range', 'rating', 'dates', 'q'] as const
export type RelaxDrop = (typeof RELAX_DROPS)[number]

export interface Relaxation {
  /** What was given up: `radius` widened the circle, `city` searched around the city, the others were dropped. */
  drop: RelaxDrop
  /** The URL parameters to set (null: remove) to get this page. */
  patch: Record<string, string | null>
  total: number
  total_exact: boolean
  items: Card[]
}

const RELAX_ITEMS = 3
const MAX_TRIES = 4
/** The circle around a city that has nothing itself: four times the default radius. */
const AROUND_CITY_KM = LIMITS.defaultRadiusKm * 4

const RANGE_KEYS: Partial<Record<EntityType, readonly [string, string]>> = {
  artist: ['fee_min', 'fee_max'],
  venue: ['capacity_min', 'capacity_max'],
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** The candidate relaxations of a query, most helpful first (only those that change something). */
function candidates(type: EntityType, input: SearchInput): { drop: RelaxDrop; patch: Record<string, string | null> }[] {
  const q = input as Record<string, unknown>
  const out: { drop: RelaxDrop; patch: Record<string, string | null> }[] = []
  if (input.near) {
    const radius = input.radius_km ?? LIMITS.defaultRadiusKm
    const wider = Math.min(LIMITS.maxRadiusKm, radius * 4)
    if (wider > radius) out.push({ drop: 'radius', patch: { radius_km: String(wider), sort: 'distance' } })
  } else if (input.city) {
    const city = CITIES.find((c) => fold(c.name) === fold(input.city!))
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

export async function relaxSearch(
  deps: DirectoryDeps,
  type: EntityType,
  input: SearchInput,
): Promise<{ options: Relaxation[] }> {
  const run = repo.runOn(deps.db)
  const base = { ...input, page: undefined, cursor: undefined, facets: false, limit: RELAX_ITEMS }
  const tried = await Promise.all(
    candidates(type, input).map(async ({ drop, patch }) => {
      const relaxed = apply(base, patch)
      if (relaxed.sort === 'distance' && !relaxed.near) relaxed.sort = undefined
      if (relaxed.sort === 'relevance' && !relaxed.q) relaxed.sort = undefined
      const page = await searchWith(run, type, relaxed)
      const { items } = withShownItems(deps.storage, page)
      return { drop, patch, total: page.total, total_exact: page.total_exact, items }
    }),
  )
  return { options: tried.filter((o) => o.total > 0) }
}

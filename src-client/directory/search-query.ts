import { type EntityType, KINDS, kindMap } from '../../src/directory/kinds.ts'
import { LIMITS } from '../../src/directory/vocabulary.ts'

/**
 * The input of a search page's search query (trpc.directory.search), built from the address: the page asks with
 * it, and the entry (main.tsx) asks with it too before the page's chunk has run, so the first results are on their
 * way while the page's code loads and renders (docs/benchmarks.md, First page and LCP). One function for both, so
 * the two requests share one query key and the page finds the answer in the cache.
 */
export const PAGE_SIZE = 24

/** URL key of each kind's main filter. */
export const MAIN_KEY = kindMap((kind) => KINDS[kind].mainParam)
export const RANGE = {
  artist: ['fee_min', 'fee_max'],
  venue: ['capacity_min', 'capacity_max'],
  service: null,
} as const satisfies Record<EntityType, readonly [string, string] | null>

/** The page number the address asks for, within 1 and the last page the search serves. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.min(LIMITS.maxPage, Number(params.get('page')) || 1))
}

export function searchInput(kind: EntityType, params: URLSearchParams, currency: string) {
  const q: Record<string, string | number | boolean> = {
    limit: PAGE_SIZE,
    page: pageOf(params),
    facets: true,
    currency,
  }
  const keys = [
    'q',
    'city',
    'near',
    'radius_km',
    'sort',
    MAIN_KEY[kind],
    ...(kind === 'artist' ? ['genre'] : []),
    ...(RANGE[kind] ?? []),
    ...(kind === 'artist' ? [] : ['price_max']),
    'min_rating',
    'available_from',
    'available_to',
    'event',
    'strict',
  ]
  for (const k of keys) if (params.get(k)) q[k] = params.get(k)!
  if (q.near && !q.radius_km) q.radius_km = LIMITS.defaultRadiusKm
  return { kind, query: q }
}

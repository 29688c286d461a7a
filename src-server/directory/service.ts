/** The directory's rules: search, read, edit. tRPC procedures and REST routes both call these. */
import type { Kysely } from 'kysely'
import { daysBetween, SEARCH_MAX_DAYS } from '../../src/availability/constants.ts'
import { CITIES, citiesNear, findCities } from '../../src/directory/cities.ts'
import { type District, districtKey, districtsNear, findDistricts } from '../../src/directory/districts.ts'
import {
  type AllSearch,
  type ArtistSearch,
  DEFAULT_CURRENCY,
  ENTITY_TYPES,
  type EntityEdit,
  type EntityType,
  effectiveSort,
  KIND_PATH,
  type KindPath,
  LIMITS,
  type SearchInput,
  type ServiceSearch,
  SORT_KINDS,
  type Sort,
  type VenueSearch,
} from '../../src/directory/schema.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Database } from '../db/schema.ts'
import { badRequest } from '../http/errors.ts'
import { listingNotFound } from './errors.ts'
import { listingPolicy } from './policy.ts'
import { type DirectoryDeps, withShownItems, withShownPhotos } from './presenters.ts'
import { loadRates, type Rates, shownPrice } from './prices.ts'
import * as repo from './repository.ts'
import { type DictionaryTerm, type ParsedQuery, parseQuery } from './text-plan.ts'
import { dictionaryTerms, planOf, type Relax, searchPage } from './text-search.ts'
import { typeaheadRows } from './typeahead-repository.ts'
import { typoBudget, typoDistance } from './typos.ts'
import { CHIP_DROP_ORDER, type Chip, chipFilters, understandQuery } from './understand.ts'

type Db = Kysely<Database>

export interface Card {
  type: EntityType
  id: number
  name: string
  city: string
  country: string
  lat: number
  lng: number
  photo: string | null
  description: string
  last_confirmed_at: string
  created_at: string
  distance_km: number | null
  /** Average of the reviews with one decimal (4.6), null without reviews; how many reviews. */
  rating: number | null
  review_count: number
  /** Key facts of the kind (act type, genres, fees / venue type, capacity / category, radius). */
  facts: Record<string, unknown>
}

export interface SearchResult {
  items: Card[]
  /** Exact up to LIMITS.countCap; `total_exact: false` means "at least total". */
  total: number
  total_exact: boolean
  page: number
  limit: number
  sort: Sort
  /** Keyset cursor for the next page (name and newest sorts). */
  next_cursor: string | null
  /** What was searched for when the words as typed matched nothing and typos were forgiven, else null. */
  corrected_query: string | null
  /** The words left out because no entry matched all of them (`strict=1` keeps them), else empty. */
  dropped_words: string[]
  /** Words read as filters (`strict=1` reads none): removing a chip removes its words from `q`. */
  understood: Chip[]
  facets?: Record<string, number>
}

const BASE_KEYS = new Set([
  'id',
  'name',
  'city',
  'country',
  'lat',
  'lng',
  'photo',
  'description',
  'last_confirmed_at',
  'created_at',
  'name_search',
  'rank',
  'distance_km',
  'matched',
  'price_key',
  'capacity_key',
  'rating_key',
  'count_key',
  'rating',
  'review_count',
])

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v))

/** `price`: the listing's price in the display currency (prices.ts), null when it has none. */
export function toCard(type: EntityType, row: repo.CardRow, money?: { display: string; rates: Rates }): Card {
  const facts: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) if (!BASE_KEYS.has(k)) facts[k] = v
  if (money) facts.price = shownPrice(type, row, money.display, money.rates)
  return {
    type,
    id: row.id,
    name: row.name,
    city: row.city,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    photo: row.photo,
    description: row.description,
    last_confirmed_at: iso(row.last_confirmed_at),
    created_at: iso(row.created_at),
    distance_km: row.distance_km == null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    rating: row.rating == null ? null : Number(row.rating),
    review_count: Number(row.review_count ?? 0),
    facts,
  }
}

const encodeCursor = (key: string, id: number) => Buffer.from(JSON.stringify([key, id])).toString('base64url')
function decodeCursor(cursor: string): { key: string; id: number } {
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (typeof key === 'string' && key.length <= 400 && Number.isSafeInteger(id)) return { key, id }
  } catch {}
  throw badRequest('directory.errors.badCursor')
}

/** `available_from`/`available_to`: one day (either alone) or a range of at most SEARCH_MAX_DAYS days. */
function availableRange(input: { available_from?: string; available_to?: string }) {
  const from = input.available_from ?? input.available_to
  const to = input.available_to ?? input.available_from
  if (!from || !to) return undefined
  const span = daysBetween(from, to)
  if (span < 0) throw badRequest('availability.errors.searchRangeReversed')
  if (span >= SEARCH_MAX_DAYS) throw badRequest('availability.errors.searchRangeTooLong', { days: SEARCH_MAX_DAYS })
  return { from, to }
}

function filtersOf(type: EntityType, input: SearchInput): repo.SearchFilters {
  const f: repo.SearchFilters = {
    text: null,
    city: input.city,
    country: input.country,
    near: input.near ? { ...input.near, radiusKm: input.radius_km ?? LIMITS.defaultRadiusKm } : undefined,
    currency: input.currency ?? DEFAULT_CURRENCY,
    available: availableRange(input),
    minRating: input.min_rating,
    event: input.event,
  }
  if (type === 'artist') {
    const a = input as ArtistSearch
    Object.assign(f, { main: a.type, genre: a.genre, feeMin: a.fee_min, feeMax: a.fee_max })
    if (a.fee_min !== undefined && a.fee_max !== undefined && a.fee_min > a.fee_max)
      throw badRequest('directory.errors.feeRange')
  } else if (type === 'venue') {
    const v = input as VenueSearch
    Object.assign(f, {
      main: v.type,
      capacityMin: v.capacity_min,
      capacityMax: v.capacity_max,
      priceMax: v.price_max,
    })
    if (v.capacity_min !== undefined && v.capacity_max !== undefined && v.capacity_min > v.capacity_max)
      throw badRequest('directory.errors.capacityRange')
  } else {
    Object.assign(f, { main: (input as ServiceSearch).category, priceMax: (input as ServiceSearch).price_max })
  }
  return f
}

/** One kind's search page: filters, sort, page or cursor, capped count and (on request) facet counts. */
export async function searchDirectory(
  deps: DirectoryDeps,
  type: EntityType,
  input: SearchInput,
): Promise<SearchResult> {
  return withShownItems(deps.storage, await searchWith(repo.runOn(deps.db), type, input))
}

/**
 * The search on any statement runner (the benchmark's comparator runs it on a bare pool). `terms`: the
 * dictionary lookup, when the caller already made it for this query. Photos are the stored paths.
 */
export async function searchWith(
  run: repo.Run,
  type: EntityType,
  input: SearchInput,
  terms?: DictionaryTerm[],
): Promise<SearchResult> {
  const only = input.sort && SORT_KINDS[input.sort]
  if (only && !only.includes(type)) {
    throw badRequest('directory.errors.sortNotForKind', { sort: String(input.sort), kinds: only.join(', ') })
  }
  const parsed = parseQuery(input.q)
  const found = await (terms ?? dictionaryTerms(run, parsed))
  const understood = input.strict ? null : understandQuery(parsed, type, input)
  // A name typed in full stays a name ("Jazz Club Elbe" is not a club filter and the words "jazz elbe").
  if (understood && !(await run(repo.nameMatchSql(type, parsed!.words))).length) {
    const narrowed = { ...input, ...understood.filters } as SearchInput
    const found1 = await pageOf(run, type, narrowed, understood.rest, found, false)
    if (found1.total > 0) return { ...found1, understood: understood.chips }
    // Nothing with the filters: the words as text may still find something…
    const literal = await pageOf(run, type, input, parsed, found, false)
    if (literal.total > 0) return literal
    // …else the filters stay and the text words that found nothing are left out…
    const relaxed = await pageOf(run, type, narrowed, understood.rest, found, { keep: 0 })
    if (relaxed.total > 0 || understood.chips.length < 2) return { ...relaxed, understood: understood.chips }
    // …else one filter read from the words is left out too, the least telling first (the words say which).
    for (const param of CHIP_DROP_ORDER) {
      const left = understood.chips.find((c) => c.param === param)
      if (!left) continue
      const kept = understood.chips.filter((c) => c !== left)
      const fewer = { ...input, ...chipFilters(kept, input) } as SearchInput
      const page = await pageOf(run, type, fewer, understood.rest, found, { keep: 0 })
      if (page.total > 0) return { ...page, understood: kept, dropped_words: [left.typed, ...page.dropped_words] }
    }
    return { ...relaxed, understood: understood.chips }
  }
  return pageOf(run, type, input, parsed, found, input.strict ? false : { keep: 1 })
}

/** One search page for these filters and words (already parsed and looked up). */
async function pageOf(
  run: repo.Run,
  type: EntityType,
  input: SearchInput,
  parsed: ParsedQuery | null,
  found: DictionaryTerm[],
  relax: Relax,
): Promise<SearchResult> {
  const filters = filtersOf(type, input)
  if (input.sort === 'distance' && !filters.near) throw badRequest('directory.errors.distanceNeedsNear')
  const sort = effectiveSort(input.sort, { text: Boolean(parsed), near: Boolean(filters.near) })
  const limit = Math.min(input.limit ?? LIMITS.defaultPageSize, LIMITS.maxPageSize)
  const page = input.page ?? 1
  const keyset = sort === 'name' || sort === 'newest'
  const after = input.cursor ? (keyset ? decodeCursor(input.cursor) : undefined) : undefined
  if (input.cursor && !keyset) throw badRequest('directory.errors.cursorNeedsKeyset')
  const plan = planOf(parsed, type, found)
  const [{ rows, count, facets, corrected, dropped }, rates] = await Promise.all([
    searchPage(
      run,
      type,
      filters,
      plan,
      { sort, limit, offset: (page - 1) * limit, after, facets: !!input.facets },
      relax,
    ),
    loadRates(run),
  ])
  const last = rows.at(-1)
  const nextCursor =
    keyset && last && rows.length === limit
      ? encodeCursor(sort === 'name' ? last.name_search : iso(last.created_at), last.id)
      : null
  return {
    items: rows.map((r) => toCard(type, r, { display: filters.currency ?? DEFAULT_CURRENCY, rates })),
    total: Math.min(count, LIMITS.countCap),
    total_exact: count <= LIMITS.countCap,
    page,
    limit,
    sort,
    next_cursor: nextCursor,
    corrected_query: corrected,
    dropped_words: dropped,
    understood: [],
    ...(facets ? { facets } : {}),
  }
}

/** `/search`: the best few matches of each kind (one dictionary lookup for the three). */
export async function searchAll(deps: DirectoryDeps, input: AllSearch) {
  const limit = Math.min(input.limit ?? 4, 12)
  const base = {
    q: input.q,
    city: input.city,
    near: input.near,
    radius_km: input.radius_km,
    min_rating: input.min_rating,
    limit,
    currency: input.currency,
    available_from: input.available_from,
    available_to: input.available_to,
    event: input.event,
    strict: input.strict,
  }
  const run = repo.runOn(deps.db)
  const terms = await dictionaryTerms(run, parseQuery(input.q))
  const pages = await Promise.all(
    ENTITY_TYPES.map(async (kind) => [
      KIND_PATH[kind],
      withShownItems(deps.storage, await searchWith(run, kind, base, terms)),
    ]),
  )
  return Object.fromEntries(pages) as Record<KindPath, Awaited<ReturnType<typeof searchWith>>>
}

export interface TypeaheadInput {
  q: string
  type?: EntityType
  limit?: number
}

/** Name suggestions of one kind or all three, forgiving typos (`glutwekr` → Glutwerk). */
export function typeahead(db: Db, input: TypeaheadInput) {
  return typeaheadWith(repo.runOn(db), input)
}

export async function typeaheadWith(run: repo.Run, input: TypeaheadInput) {
  const limit = input.limit ?? 8
  const types = input.type ? [input.type] : ENTITY_TYPES
  const parsed = parseQuery(input.q)
  if (!parsed) return { items: [] }
  const terms = await dictionaryTerms(run, parsed)
  const lists = await Promise.all(types.map((t) => typeaheadRows(run, t, planOf(parsed, t, terms)!, limit)))
  return {
    items: lists
      .flatMap((rows, i) => rows.map((r) => ({ type: types[i]!, ...r })))
      .slice(0, input.type ? limit : limit * 2),
  }
}

const CITY_SUGGESTIONS = 10
const COUNTRY_OF = new Map(CITIES.map((c) => [c.name, c.country]))

export interface PlaceSuggestion {
  /** A city's name in cities.ts, or a district's key (`Kreuzberg, Berlin`). */
  name: string
  country: string
  lat: number
  lng: number
  /** A district's own name and city (absent for a city). */
  district?: { name: string; city: string }
}

const districtSuggestion = (d: District, country: string): PlaceSuggestion => ({
  name: districtKey(d),
  country,
  lat: d.lat,
  lng: d.lng,
  district: { name: d.name, city: d.city },
})

/** Within the typo budget of the typed text, which may be the start of a longer name (`Hambrg` → Hamburg). */
function typedDistance(typed: string, name: string): number | null {
  const budget = typoBudget(typed.length)
  if (!budget) return null
  const d = typoDistance(typed, name, budget, true)
  return d <= budget ? d : null
}

/**
 * Place suggestions: cities whose name in any language starts with or contains the text, then (with `districts`)
 * districts the same way, then both within the text's typo budget (`Kreutzberg`, `Frankufrt`).
 */
export function cities(input: { q: string; districts?: boolean }) {
  const asDistricts = (list: District[]) =>
    input.districts ? list.map((d) => districtSuggestion(d, COUNTRY_OF.get(d.city) ?? '')) : []
  const exact: PlaceSuggestion[] = [...findCities(input.q, CITY_SUGGESTIONS), ...asDistricts(findDistricts(input.q))]
  if (exact.length >= CITY_SUGGESTIONS) return { items: exact.slice(0, CITY_SUGGESTIONS) }
  const close: PlaceSuggestion[] = [
    ...citiesNear(input.q, typedDistance),
    ...asDistricts(districtsNear(input.q, typedDistance)),
  ]
  const seen = new Set(exact.map((p) => p.name))
  return { items: [...exact, ...close.filter((p) => !seen.has(p.name))].slice(0, CITY_SUGGESTIONS) }
}

export type Entity = Record<string, unknown> & { id: number; name: string; type: EntityType; photos: string[] }

function entityOf(type: EntityType, row: Record<string, unknown>): Entity {
  const out: Record<string, unknown> = { type, ...row }
  for (const k of ['created_at', 'updated_at', 'last_confirmed_at']) out[k] = iso(row[k])
  return out as Entity
}

/** One entry with every field; `price` is its price in `currency` (default EUR). */
export async function getEntity(
  deps: DirectoryDeps,
  user: AuthUser | null,
  type: EntityType,
  id: number,
  currency: string = DEFAULT_CURRENCY,
) {
  const canEdit = await listingPolicy.mayChange(deps.db, user, type, id)
  const { db } = deps
  const row = await repo.getRow(db, type, id)
  if (!row) throw listingNotFound(type)
  const entity = withShownPhotos(deps.storage, entityOf(type, row))
  entity.price = shownPrice(type, row, currency, await loadRates(repo.runOn(db)))
  if (!canEdit) delete entity.owner_id
  return { ...entity, can_edit: canEdit }
}

/** For server-rendered heads: the entry or undefined. */
export async function findEntity(deps: DirectoryDeps, type: EntityType, id: number): Promise<Entity | undefined> {
  const row = await repo.getRow(deps.db, type, id)
  return row ? withShownPhotos(deps.storage, entityOf(type, row)) : undefined
}

export async function nearby(deps: DirectoryDeps, type: EntityType, id: number, currency: string = DEFAULT_CURRENCY) {
  const { db } = deps
  const row = await repo.getRow(db, type, id)
  if (!row) throw listingNotFound(type)
  const [rows, rates] = await Promise.all([
    repo.nearbyRows(db, type, id, Number(row.lat), Number(row.lng)),
    loadRates(repo.runOn(db)),
  ])
  return withShownItems(deps.storage, { items: rows.map((r) => toCard(type, r, { display: currency, rates })) })
}

/** Saves the edit form: owner (venues) or admin; bumps updated_at and last confirmed. */
export async function updateEntity(
  deps: DirectoryDeps,
  user: AuthUser,
  type: EntityType,
  id: number,
  data: EntityEdit,
) {
  await listingPolicy.change(deps.db, user, type, id)
  await repo.updateRow(deps.db, type, id, data)
  return getEntity(deps, user, type, id)
}

/** "Still correct": refreshes last confirmed without other changes. */
export async function confirmEntity(deps: DirectoryDeps, user: AuthUser, type: EntityType, id: number) {
  await listingPolicy.change(deps.db, user, type, id)
  await repo.confirmRow(deps.db, type, id)
  return getEntity(deps, user, type, id)
}

/**
 * The directory's search SQL. Only the repositories of this folder (this one, ratings-sql.ts, typeahead-repository.ts,
 * listings-repository.ts, featured-repository.ts) and the seed touch the directory tables.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import { type EntityType, KIND_PATH, KINDS, kindMap } from '../../src/directory/kinds.ts'
import { LIMITS, type Sort } from '../../src/directory/schema.ts'
import { availableSql } from '../availability/repository.ts'
import type { Database } from '../db/schema.ts'
import { inEuros } from './prices.ts'
import { bayesianRating, cardRating, minRatingSql } from './ratings-sql.ts'
import {
  attributionOrder,
  type DictionaryTerm,
  groupQuery,
  MISSED_WORD_COST,
  planQuery,
  type Stage,
  type TextPlan,
  tierLevels,
} from './text-plan.ts'

type Db = Kysely<Database>

/** The main (faceted) column of each kind. */
export const MAIN_COLUMN = kindMap((kind) => KINDS[kind].mainColumn)

export const CARD_COLUMNS: Record<EntityType, string> = {
  artist: 'act_type, genres, fee_min, fee_max, currency, lineup_size, event_types',
  venue: 'venue_type, capacity_standing, capacity_seated, capacity, hire_price, hire_unit, currency, event_types',
  service: 'category, radius_km, price_info, price_from, price_unit, currency, event_types',
}

/** Runs one statement and answers its rows: Kysely in the app, a bare pg pool in the benchmark's comparator. */
export type Run = <R>(query: RawBuilder<R>) => Promise<R[]>
export const runOn =
  (db: Db): Run =>
  async (query) =>
    (await query.execute(db)).rows

/**
 * What the text must match: the plan's alternatives of one stage. `withoutExact` leaves out the entries the
 * exact stage finds, so the typo stage pages on after them.
 */
export interface TextMatch {
  plan: TextPlan
  stage: Stage
  withoutExact?: boolean
}

export interface SearchFilters {
  text: TextMatch | null
  main?: string
  genre?: string
  /** Serves this event (EVENT_TYPES): the GIN index of migration 0050. */
  event?: string
  city?: string
  country?: string
  near?: { lat: number; lng: number; radiusKm: number }
  /** The currency of feeMin, feeMax and priceMax. */
  currency?: string
  feeMin?: number
  feeMax?: number
  /** Venues' hire price, services' "from" price at most this. */
  priceMax?: number
  capacityMin?: number
  capacityMax?: number
  /** Free on every day from..to (no block, no weekly closed day): src-server/availability. */
  available?: { from: string; to: string }
  /** An average rating (as shown, one decimal) of at least this: ratings-sql.ts. */
  minRating?: number
}

/** The euro column a price sort and filter read (kept by trigger, migration 0027). */
const PRICE_EUR: Record<EntityType, string> = { artist: 'fee_min_eur', venue: 'price_eur', service: 'price_eur' }

export interface SearchQuery extends SearchFilters {
  sort: Sort
  limit: number
  offset: number
  /** Keyset position for name/newest sorts. */
  after?: { key: string; id: number }
  /**
   * Also answer how many entries match (`total` on every row), from the same scan: only where the page must see
   * every match anyway to order them (pageSeesAll), where a separate count would be a second pass over them.
   */
  withTotal?: boolean
}

/**
 * The page's order needs every match (relevance ranks them, distance measures them, and so does the rating order
 * where those break its ties): it can count them too.
 */
export const pageSeesAll = (q: Pick<SearchQuery, 'sort' | 'text' | 'near'>) =>
  (q.sort === 'relevance' && !!q.text) ||
  (q.sort === 'distance' && !!q.near) ||
  (q.sort === 'rating' && !!(q.text || q.near))

export const tsQuery = (text: string) => sql`${text}::tsquery`

/** An entry's text-match cost: per group, the cost of the cheapest alternative it matches (see text-plan.ts). */
export function tierExpr(t: TextMatch, vector = sql`search_vector`): RawBuilder<number> {
  const parts = tierLevels(t.plan, t.stage)
    .filter((levels) => levels.length > 1 || levels[0]!.cost > 0)
    .map((levels) =>
      levels.length === 1
        ? sql.lit(levels[0]!.cost)
        : sql`case ${sql.join(
            levels.slice(0, -1).map((l) => sql`when ${vector} @@ ${tsQuery(l.query)} then ${sql.lit(l.cost)}`),
            sql` `,
          )} else ${sql.lit(levels.at(-1)!.cost)} end`,
    )
  for (const g of t.plan.optional ?? [])
    parts.push(
      sql`case when ${vector} @@ ${tsQuery(groupQuery(g, t.stage))} then 0 else ${sql.lit(MISSED_WORD_COST)} end`,
    )
  return parts.length ? sql<number>`(${sql.join(parts, sql` + `)})` : sql<number>`0`
}

/**
 * For "Showing results for …": per group with typo corrections, the index of the first alternative (by cost) the
 * entry matches; null for the other groups.
 */
function matchedExpr(plan: TextPlan, vector: RawBuilder<unknown>): RawBuilder<(number | null)[]> {
  const probes = plan.groups.map((g) => {
    if (!g.alternatives.some((a) => a.correction)) return sql`null::int`
    return sql`case ${sql.join(
      attributionOrder(g).map((i) => sql`when ${vector} @@ ${tsQuery(g.alternatives[i]!.query)} then ${sql.lit(i)}`),
      sql` `,
    )} end`
  })
  return sql`array[${sql.join(probes)}]::int[]`
}

function distanceExpr(near: { lat: number; lng: number }): RawBuilder<number> {
  // Haversine in km (no extension needed; works on PGlite and Postgres).
  return sql<number>`(12742 * asin(least(1, sqrt(
    power(sin(radians(lat - ${near.lat}) / 2), 2) +
    cos(radians(${near.lat})) * cos(radians(lat)) * power(sin(radians(lng - ${near.lng}) / 2), 2)))))`
}

/** A vocabulary value (type, genre, category) is one lexeme of the entry's search vector (migration 0003). */
const VALUE_LEXEME = /^[a-z0-9]+(-[a-z0-9]+)*$/

function conditions(type: EntityType, f: SearchFilters, skipMain = false): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = []
  // With text, a type or genre filter also narrows the text's GIN lookup (`… & 'club'`): the index intersects
  // the posting lists, and the rows read are the matches, not every entry with the word. The filter itself then
  // stays a plain check on those rows (`is true` keeps the planner from also ANDing the btree of all 40,000 clubs).
  const main = f.main && !skipMain ? f.main : undefined
  const genre = f.genre && type === 'artist' ? f.genre : undefined
  const narrowing = f.text ? [main, genre].filter((v): v is string => !!v && VALUE_LEXEME.test(v)) : []
  if (f.text) {
    const text = planQuery(f.text.plan, f.text.stage)
    const query = narrowing.length ? `(${text}) & ${narrowing.map((v) => `'${v}'`).join(' & ')}` : text
    where.push(sql`search_vector @@ ${tsQuery(query)}`)
    if (f.text.withoutExact) where.push(sql`not (search_vector @@ ${tsQuery(planQuery(f.text.plan, 'exact'))})`)
  }
  const viaText = (v: string) => narrowing.includes(v)
  if (main)
    where.push(
      viaText(main)
        ? sql`(${sql.ref(MAIN_COLUMN[type])} = ${main}) is true`
        : sql`${sql.ref(MAIN_COLUMN[type])} = ${main}`,
    )
  if (genre)
    where.push(
      viaText(genre) ? sql`(genres @> array[${genre}]::text[]) is true` : sql`genres @> array[${genre}]::text[]`,
    )
  if (f.event) where.push(sql`event_types @> array[${f.event}]::text[]`)
  if (f.city) where.push(sql`city_key = lower(public.immutable_unaccent(${f.city}))`)
  if (f.country) where.push(sql`country = ${f.country}`)
  if (f.near) {
    const dLat = f.near.radiusKm / 111.2
    const cos = Math.max(Math.cos((f.near.lat * Math.PI) / 180), 0.01)
    const dLng = Math.min(f.near.radiusKm / (111.2 * cos), 360)
    where.push(sql`lat between ${f.near.lat - dLat} and ${f.near.lat + dLat}`)
    if (dLng < 180) where.push(sql`lng between ${f.near.lng - dLng} and ${f.near.lng + dLng}`)
    where.push(sql`${distanceExpr(f.near)} <= ${f.near.radiusKm}`)
  }
  const currency = f.currency ?? 'EUR'
  if (type === 'artist') {
    if (f.feeMin !== undefined) where.push(sql`coalesce(fee_max_eur, fee_min_eur) >= ${inEuros(f.feeMin, currency)}`)
    if (f.feeMax !== undefined) where.push(sql`fee_min_eur <= ${inEuros(f.feeMax, currency)}`)
  } else if (f.priceMax !== undefined) where.push(sql`price_eur <= ${inEuros(f.priceMax, currency)}`)
  if (type === 'venue') {
    if (f.capacityMin !== undefined) where.push(sql`capacity >= ${f.capacityMin}`)
    if (f.capacityMax !== undefined) where.push(sql`capacity <= ${f.capacityMax}`)
  }
  if (f.available) where.push(availableSql(type, f.available.from, f.available.to))
  if (f.minRating !== undefined) where.push(minRatingSql(type, f.minRating))
  return where
}

const whereClause = (parts: RawBuilder<unknown>[]) => (parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``)

export interface CardRow {
  id: number
  name: string
  city: string
  country: string
  lat: number
  lng: number
  photo: string | null
  description: string
  last_confirmed_at: Date
  created_at: Date
  name_search: string
  rank?: number
  distance_km?: number
  /** The average as cards show it (one decimal) and the number of reviews; null without reviews. */
  rating: number | null
  review_count: number | null
  /** All matches, with SearchQuery.withTotal. */
  total?: number
  [key: string]: unknown
}

/**
 * The bare SQL of one search page (the benchmark runs the very same statement). A deferred join: the inner query
 * finds the page's ids (and its sort key) from the indexes alone where it can, e.g. an OFFSET on a type filter +
 * name sort walks (type, name_search, id) index-only; only the page's rows are read from the table.
 * By relevance, entries rank by their text-match tier (exact, prefix, typos: text-plan.ts), then by rank.
 * By rating, the best average first, then the most reviews, then the order the search has without a sort
 * (relevance for words, distance near a place, name otherwise); listings without reviews last.
 */
export function searchSql(type: EntityType, q: SearchQuery): RawBuilder<CardRow> {
  const table = sql.table(KIND_PATH[type])
  const where = conditions(type, q)
  const rank = q.text
    ? sql`(ts_rank('{0.05,0.2,0.4,1.0}', search_vector, ${tsQuery(planQuery(q.text.plan, q.text.stage))})
        + case when name_search like ${`${q.text.plan.plain.replace(/[\\%_]/g, '')}%`} then 1 else 0 end)`
    : sql`0`
  const distance = q.near ? distanceExpr(q.near) : sql`null::float8`
  // By rating, the ties go in the order the search has without a sort.
  const byRating = q.sort === 'rating'
  const sort: Sort = byRating ? (q.text ? 'relevance' : q.near ? 'distance' : 'name') : q.sort
  // The inner query's rows, extra output, its order, and the outer order over the joined page.
  let key: RawBuilder<unknown> = sql``
  let order: RawBuilder<unknown>
  let outerOrder: RawBuilder<unknown>
  let rankOut: RawBuilder<unknown> = rank
  let distanceOut: RawBuilder<unknown> = distance
  if (sort === 'relevance' && q.text) {
    key = sql`, ${tierExpr(q.text)} as tier, ${rank} as rank`
    order = sql`tier, rank desc, id`
    outerOrder = sql`p.tier, p.rank desc, p.id`
    rankOut = sql`p.rank`
  } else if (sort === 'distance' && q.near) {
    key = sql`, ${distance} as distance_km`
    order = sql`distance_km, id`
    outerOrder = sql`p.distance_km, p.id`
    distanceOut = sql`p.distance_km`
  } else if (sort === 'price' || sort === 'price_desc') {
    // Unpriced entries last either way.
    const dir = sql.raw(sort === 'price' ? 'asc' : 'desc')
    key = sql`, ${sql.ref(PRICE_EUR[type])} as price_key`
    order = sql`price_key ${dir} nulls last, id`
    outerOrder = sql`p.price_key ${dir} nulls last, p.id`
  } else if ((sort === 'capacity' || sort === 'capacity_desc') && type === 'venue') {
    // Capacity 0 means "not given": last either way.
    const dir = sql.raw(sort === 'capacity' ? 'asc' : 'desc')
    key = sql`, nullif(capacity, 0) as capacity_key`
    order = sql`capacity_key ${dir} nulls last, id`
    outerOrder = sql`p.capacity_key ${dir} nulls last, p.id`
  } else if (sort === 'newest') {
    if (q.after) where.push(sql`(created_at, id) < (${q.after.key}::timestamptz, ${q.after.id})`)
    order = sql`created_at desc, id desc`
    outerOrder = sql`t.created_at desc, t.id desc`
  } else {
    if (q.after) where.push(sql`(name_search, id) > (${q.after.key}, ${q.after.id})`)
    order = sql`name_search, id`
    outerOrder = sql`t.name_search, t.id`
  }
  if (byRating) {
    // The average weighed by its count; without words or a place this is the order of the kind's weighted rating
    // indexes (migration 0055).
    key = sql`, ${bayesianRating()} as rating_key, review_count as count_key${key}`
    order = sql`rating_key desc nulls last, count_key desc nulls last, ${order}`
    outerOrder = sql`p.rating_key desc nulls last, p.count_key desc nulls last, ${outerOrder}`
  }
  // Which correction each entry of a typo page matched ("Showing results for …").
  const matched =
    q.text?.plan.hasTypos && q.text.stage === 'all' ? matchedExpr(q.text.plan, sql`t.search_vector`) : sql`null`
  const columns = sql`t.id, t.name, t.city, t.country, t.lat, t.lng, t.photos[1] as photo,
      left(t.description, 240) as description, t.last_confirmed_at, t.created_at, t.name_search,
      ${sql.raw(CARD_COLUMNS[type])}, ${rankOut} as rank, ${distanceOut} as distance_km, ${matched} as matched,
      ${cardRating('t')}`
  const page = sql`join ${table} t on t.id = p.id order by ${outerOrder}`
  const limit = sql`limit ${q.limit} offset ${q.after ? 0 : q.offset}`
  if (q.withTotal && pageSeesAll(q))
    // One pass over the matches: kept with their sort keys, counted, and the page taken from them.
    return sql<CardRow>`with m as materialized (select ${sql.ref(`${KIND_PATH[type]}.id`)} as id${key}
        from ${table} ${whereClause(where)})
      select ${columns}, (select count(*) from m)::int as total
      from (select * from m order by ${order} ${limit}) p ${page}`
  return sql<CardRow>`select ${columns}
    from (select ${sql.ref(`${KIND_PATH[type]}.id`)} as id${key} from ${table} ${whereClause(where)}
      order by ${order} ${limit}) p ${page}`
}

export async function searchRows(db: Db, type: EntityType, q: SearchQuery): Promise<CardRow[]> {
  const { rows } = await searchSql(type, q).execute(db)
  return rows
}

/** Matches, counted up to `cap` (cap + 1 means "more than that"). */
export function countSql(type: EntityType, f: SearchFilters, cap: number = LIMITS.countCap): RawBuilder<{ n: number }> {
  return sql<{ n: number }>`select count(*)::int as n from (select 1 from ${sql.table(KIND_PATH[type])}
      ${whereClause(conditions(type, f))} limit ${cap + 1}) m`
}

/** The words of a name, as the GIN index of migration 0014 holds them (the type-ahead's and the name check's). */
export const NAME_WORDS = sql`to_tsvector('simple'::regconfig, public.immutable_unaccent(name))`

/**
 * Some entry has every one of these words in its name: one probe of the name-words index, which holds names only
 * (`search_vector`'s name weight would need every row with the word anywhere rechecked: a city's name, 270 ms at
 * 1M rows when no name has it).
 */
export function nameMatchSql(type: EntityType, words: string[]): RawBuilder<{ one: number }> {
  const query = words.map((w) => `'${w}'`).join(' & ')
  return sql<{ one: number }>`select 1 as one from ${sql.table(KIND_PATH[type])}
    where ${NAME_WORDS} @@ ${tsQuery(query)} limit 1`
}

export async function countMatches(db: Db, type: EntityType, f: SearchFilters): Promise<number> {
  const { rows } = await countSql(type, f).execute(db)
  return Number(rows[0]?.n ?? 0)
}

/** How many matches each value of the main filter has, for the current query without that filter. */
export function facetSql(type: EntityType, f: SearchFilters): RawBuilder<{ v: string; n: number }> {
  const col = sql.ref(MAIN_COLUMN[type])
  return sql<{ v: string; n: number }>`select ${col} as v, count(*)::int as n
      from ${sql.table(KIND_PATH[type])} ${whereClause(conditions(type, f, true))} group by ${col}`
}

export async function facetCounts(db: Db, type: EntityType, f: SearchFilters): Promise<Record<string, number>> {
  const { rows } = await facetSql(type, f).execute(db)
  return Object.fromEntries(rows.map((r) => [r.v, Number(r.n)]))
}

/**
 * Dictionary words (of names and cities, migration 0014) sharing a deletion neighbour with the query's words:
 * the candidates for typo corrections, checked in text-plan.ts.
 */
export function dictionarySql(keys: string[]): RawBuilder<DictionaryTerm> {
  const anyOf = keys.map((k) => `'${k}'`).join(' | ')
  return sql<DictionaryTerm>`select term, artists, venues, services from search_terms
    where deletes @@ ${anyOf}::tsquery`
}

export async function getRow(db: Db, type: EntityType, id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(KIND_PATH[type])} where id = ${id}`.execute(db)
  const row = rows[0]
  if (!row) return undefined
  delete row.search_vector
  delete row.name_search
  delete row.city_key
  // The details page has its ratings from the reviews endpoint.
  delete row.rating
  delete row.review_count
  for (const k of ['fee_min_eur', 'fee_max_eur', 'price_eur']) delete row[k]
  return row
}

/**
 * "Similar nearby": listings of the same main type (a DJ's are DJs, not orchestras) within 150 km, those whose price
 * lies in the listing's band (half to twice its price in euros) first, then the nearest. A listing without a price
 * has no band: distance alone orders them.
 */
export async function nearbyRows(db: Db, type: EntityType, id: number, lat: number, lng: number, limit = 6) {
  const near = { lat, lng, radiusKm: 150 }
  const table = sql.table(KIND_PATH[type])
  const main = sql.ref(MAIN_COLUMN[type])
  const price = sql.ref(PRICE_EUR[type])
  const self = sql`(select ${main} as main, ${price} as price from ${table} where id = ${id})`
  const where = [
    ...conditions(type, { text: null, near }),
    sql`${sql.ref(`${KIND_PATH[type]}.id`)} <> ${id}`,
    sql`${main} = (select main from ${self} s)`,
  ]
  const { rows } = await sql<CardRow>`select id, name, city, country, lat, lng, photos[1] as photo, '' as description,
      last_confirmed_at, created_at, name_search, ${sql.raw(CARD_COLUMNS[type])}, 0 as rank,
      ${distanceExpr(near)} as distance_km, ${cardRating(KIND_PATH[type])},
      coalesce(${price} between (select price from ${self} s) * 0.5 and (select price from ${self} s) * 2, false)
        as in_band
    from ${table} ${whereClause(where)}
    order by in_band desc, distance_km, id limit ${limit}`.execute(db)
  return rows
}

export async function updateRow(db: Db, type: EntityType, id: number, data: Record<string, unknown>): Promise<boolean> {
  const values: Record<string, unknown> = { ...data, updated_at: sql`now()`, last_confirmed_at: sql`now()` }
  for (const key of ['contacts', 'links']) if (key in values) values[key] = JSON.stringify(values[key])
  const result = await db
    .updateTable(KIND_PATH[type] as 'artists')
    .set(values as never)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function confirmRow(db: Db, type: EntityType, id: number): Promise<void> {
  await db
    .updateTable(KIND_PATH[type] as 'artists')
    .set({ last_confirmed_at: sql`now()` as never })
    .where('id', '=', id)
    .execute()
}

export async function tableIsEmpty(db: Db, type: EntityType): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(KIND_PATH[type])} limit 1`.execute(db)
  return rows.length === 0
}

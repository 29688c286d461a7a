/** The directory's SQL. Only this file (and the seed) touches the directory tables. */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import { fold } from '../../src/directory/cities.ts'
import { LIMITS, type Sort } from '../../src/directory/schema.ts'
import type { Database } from '../db/schema.ts'
import { type EntityType, TABLE_BY_TYPE } from './tables.ts'

type Db = Kysely<Database>

/** The main (faceted) column of each kind. */
export const MAIN_COLUMN = { artist: 'act_type', venue: 'venue_type', service: 'category' } as const

const CARD_COLUMNS: Record<EntityType, string> = {
  artist: 'act_type, genres, fee_min, fee_max, currency, lineup_size',
  venue: 'venue_type, capacity_standing, capacity_seated, capacity',
  service: 'category, radius_km, price_info',
}

export interface ParsedText {
  /** Words for the tsquery (letters and digits only, folded). */
  words: string[]
  /** Folded text for trigram matching. */
  plain: string
  /** Typo mode: names similar to the text (pg_trgm), used when the words themselves match nothing. */
  fuzzy?: boolean
}

/** Reduces free text to letters/digits words: SQL, tsquery and regex metacharacters cannot get through. */
export function parseText(q: string | undefined): ParsedText | null {
  if (!q) return null
  const words = (fold(q).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((w) => w.slice(0, 40))
  if (!words.length) return null
  return { words, plain: words.join(' ') }
}

export interface SearchFilters {
  text: ParsedText | null
  main?: string
  genre?: string
  city?: string
  country?: string
  near?: { lat: number; lng: number; radiusKm: number }
  feeMin?: number
  feeMax?: number
  capacityMin?: number
  capacityMax?: number
}

export interface SearchQuery extends SearchFilters {
  sort: Sort
  limit: number
  offset: number
  /** Keyset position for name/newest sorts. */
  after?: { key: string; id: number }
}

/**
 * The folded name as an expression (same value as the generated `name_search`), served by the trigram GIN index
 * `<table>_name_fold_trgm_idx`. Not the column on purpose: the btree indexes (main filter, name_search, id) carry
 * `name_search`, so a `<%` on the column lets the planner choose an index-only scan that runs word_similarity on
 * every row of the filter (≈ 4 µs × 40k rows); on the expression it can only combine the trigram and filter indexes
 * (BitmapAnd) and recheck the few rows in both.
 */
const NAME_FOLD = sql`lower(public.immutable_unaccent(name))`

/**
 * The typo fallback considers at most this many names (the first the trigram index yields, all at least
 * pg_trgm's default word_similarity 0.6): ranking, sorting and counting stay bounded (≈ 5 µs a name) however
 * common the misspelt word is. Its count is capped the same way (FUZZY_CAP + 1 means "more than that").
 */
export const FUZZY_CAP = 1000
/** The count cap of a query: the fuzzy candidate cap in typo mode, else LIMITS.countCap. */
export const countCapOf = (f: SearchFilters) => (f.text?.fuzzy ? FUZZY_CAP : LIMITS.countCap)

const tsQuery = (t: ParsedText) => sql`to_tsquery('simple'::regconfig, ${t.words.map((w) => `${w}:*`).join(' & ')})`

function distanceExpr(near: { lat: number; lng: number }): RawBuilder<number> {
  // Haversine in km (no extension needed; works on PGlite and Postgres).
  return sql<number>`(12742 * asin(least(1, sqrt(
    power(sin(radians(lat - ${near.lat}) / 2), 2) +
    cos(radians(${near.lat})) * cos(radians(lat)) * power(sin(radians(lng - ${near.lng}) / 2), 2)))))`
}

function conditions(type: EntityType, f: SearchFilters, skipMain = false): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = []
  if (f.text) {
    // Words (prefix-matched) over the weighted vector, or a name close enough to forgive a typo.
    where.push(f.text.fuzzy ? sql`${f.text.plain} <% ${NAME_FOLD}` : sql`search_vector @@ ${tsQuery(f.text)}`)
  }
  if (f.main && !skipMain) where.push(sql`${sql.ref(MAIN_COLUMN[type])} = ${f.main}`)
  if (f.genre && type === 'artist') where.push(sql`genres @> array[${f.genre}]::text[]`)
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
  if (type === 'artist') {
    if (f.feeMin !== undefined) where.push(sql`coalesce(fee_max, fee_min) >= ${f.feeMin}`)
    if (f.feeMax !== undefined) where.push(sql`fee_min <= ${f.feeMax}`)
  }
  if (type === 'venue') {
    if (f.capacityMin !== undefined) where.push(sql`capacity >= ${f.capacityMin}`)
    if (f.capacityMax !== undefined) where.push(sql`capacity <= ${f.capacityMax}`)
  }
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
  [key: string]: unknown
}

/**
 * The bare SQL of one search page (the benchmark runs the very same statement). A deferred join: the inner query
 * finds the page's ids (and its sort key) from the indexes alone where it can, e.g. an OFFSET on a type filter +
 * name sort walks (type, name_search, id) index-only; only the page's rows are read from the table.
 */
export function searchSql(type: EntityType, q: SearchQuery): RawBuilder<CardRow> {
  const table = sql.table(TABLE_BY_TYPE[type])
  const where = conditions(type, q)
  const rank = q.text
    ? q.text.fuzzy
      ? sql`word_similarity(${q.text.plain}, name_search)`
      : sql`(ts_rank('{0.05,0.2,0.4,1.0}', search_vector, ${tsQuery(q.text)})
        + case when name_search like ${`${q.text.plain.replace(/[\\%_]/g, '')}%`} then 1 else 0 end)`
    : sql`0`
  const distance = q.near ? distanceExpr(q.near) : sql`null::float8`
  // The inner query's extra output, its order, and the outer order over the joined page.
  let key: RawBuilder<unknown> = sql``
  let order: RawBuilder<unknown>
  let outerOrder: RawBuilder<unknown>
  let rankOut: RawBuilder<unknown> = rank
  let distanceOut: RawBuilder<unknown> = distance
  if (q.sort === 'relevance' && q.text) {
    key = sql`, ${rank} as rank`
    order = sql`rank desc, id`
    outerOrder = sql`p.rank desc, p.id`
    rankOut = sql`p.rank`
  } else if (q.sort === 'distance' && q.near) {
    key = sql`, ${distance} as distance_km`
    order = sql`distance_km, id`
    outerOrder = sql`p.distance_km, p.id`
    distanceOut = sql`p.distance_km`
  } else if (q.sort === 'newest') {
    if (q.after) where.push(sql`(created_at, id) < (${q.after.key}::timestamptz, ${q.after.id})`)
    order = sql`created_at desc, id desc`
    outerOrder = sql`t.created_at desc, t.id desc`
  } else {
    if (q.after) where.push(sql`(name_search, id) > (${q.after.key}, ${q.after.id})`)
    order = sql`name_search, id`
    outerOrder = sql`t.name_search, t.id`
  }
  // Typo mode: rank/sort only the capped candidates (trigram index, ANDed with the filters' indexes).
  const source = q.text?.fuzzy
    ? sql`(select id, name_search, created_at, lat, lng from ${table} ${whereClause(where)} limit ${FUZZY_CAP}) m`
    : sql`${table} ${whereClause(where)}`
  return sql<CardRow>`select t.id, t.name, t.city, t.country, t.lat, t.lng, t.photos[1] as photo,
      left(t.description, 240) as description, t.last_confirmed_at, t.created_at, t.name_search,
      ${sql.raw(CARD_COLUMNS[type])}, ${rankOut} as rank, ${distanceOut} as distance_km
    from (select id${key} from ${source}
      order by ${order} limit ${q.limit} offset ${q.after ? 0 : q.offset}) p
    join ${table} t on t.id = p.id
    order by ${outerOrder}`
}

export async function searchRows(db: Db, type: EntityType, q: SearchQuery): Promise<CardRow[]> {
  const { rows } = await searchSql(type, q).execute(db)
  return rows
}

/** Matches, counted up to countCapOf(f) (+1 means "more than that"). */
export function countSql(type: EntityType, f: SearchFilters): RawBuilder<{ n: number }> {
  return sql<{ n: number }>`select count(*)::int as n from (select 1 from ${sql.table(TABLE_BY_TYPE[type])}
      ${whereClause(conditions(type, f))} limit ${countCapOf(f) + 1}) m`
}

export async function countMatches(db: Db, type: EntityType, f: SearchFilters): Promise<number> {
  const { rows } = await countSql(type, f).execute(db)
  return Number(rows[0]?.n ?? 0)
}

/** How many matches each value of the main filter has, for the current query without that filter. */
export async function facetCounts(db: Db, type: EntityType, f: SearchFilters): Promise<Record<string, number>> {
  const col = sql.ref(MAIN_COLUMN[type])
  const { rows } = await sql<{ v: string; n: number }>`select ${col} as v, count(*)::int as n
      from ${sql.table(TABLE_BY_TYPE[type])} ${whereClause(conditions(type, f, true))} group by ${col}`.execute(db)
  return Object.fromEntries(rows.map((r) => [r.v, Number(r.n)]))
}

/** Similar names a type-ahead ranks at most (it answers while the user types). */
const TYPEAHEAD_FUZZY_CAP = 200

/** Name suggestions: an indexed prefix scan first, trigram similarity to forgive typos when that finds too few. */
export async function typeaheadRows(
  db: Db,
  type: EntityType,
  q: string,
  limit: number,
): Promise<{ id: number; name: string; city: string; country: string }[]> {
  const plain = (fold(q).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')
  if (plain.length < LIMITS.typeaheadMin) return []
  const table = sql.table(TABLE_BY_TYPE[type])
  const prefix = `${plain}%`
  const { rows } = await sql<{
    id: number
    name: string
    city: string
    country: string
  }>`select id, name, city, country from ${table} where name_search like ${prefix} order by name_search, id limit ${limit}`.execute(
    db,
  )
  if (rows.length >= limit || plain.length < 3) return rows
  const seen = new Set(rows.map((r) => r.id))
  const { rows: fuzzy } = await sql<{ id: number; name: string; city: string; country: string }>`
    select id, name, city, country from (select id, name, city, country, name_search from ${table}
      where ${plain} <% ${NAME_FOLD} limit ${TYPEAHEAD_FUZZY_CAP}) c
    order by word_similarity(${plain}, name_search) desc, id limit ${limit}`.execute(db)
  return [...rows, ...fuzzy.filter((r) => !seen.has(r.id))].slice(0, limit)
}

export async function getRow(db: Db, type: EntityType, id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(TABLE_BY_TYPE[type])} where id = ${id}`.execute(db)
  const row = rows[0]
  if (!row) return undefined
  delete row.search_vector
  delete row.name_search
  delete row.city_key
  return row
}

export async function nearbyRows(db: Db, type: EntityType, id: number, lat: number, lng: number, limit = 6) {
  const near = { lat, lng, radiusKm: 150 }
  const where = [...conditions(type, { text: null, near }), sql`id <> ${id}`]
  const { rows } = await sql<CardRow>`select id, name, city, country, lat, lng, photos[1] as photo, '' as description,
      last_confirmed_at, created_at, name_search, ${sql.raw(CARD_COLUMNS[type])}, 0 as rank,
      ${distanceExpr(near)} as distance_km
    from ${sql.table(TABLE_BY_TYPE[type])} ${whereClause(where)} order by distance_km, id limit ${limit}`.execute(db)
  return rows
}

export async function updateRow(db: Db, type: EntityType, id: number, data: Record<string, unknown>): Promise<boolean> {
  const values: Record<string, unknown> = { ...data, updated_at: sql`now()`, last_confirmed_at: sql`now()` }
  for (const key of ['contacts', 'links']) if (key in values) values[key] = JSON.stringify(values[key])
  const result = await db
    .updateTable(TABLE_BY_TYPE[type] as 'artists')
    .set(values as never)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function confirmRow(db: Db, type: EntityType, id: number): Promise<void> {
  await db
    .updateTable(TABLE_BY_TYPE[type] as 'artists')
    .set({ last_confirmed_at: sql`now()` as never })
    .where('id', '=', id)
    .execute()
}

export async function tableIsEmpty(db: Db, type: EntityType): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(TABLE_BY_TYPE[type])} limit 1`.execute(db)
  return rows.length === 0
}

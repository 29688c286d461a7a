/**
 * The directory's rating SQL: each listing's average and review count live in `listing_ratings` (migration 0031,
 * kept by trigger), keyed by (entity_type, entity_id), so a page, a filter and an order join it by its primary key.
 */
import { type RawBuilder, sql } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'

/** The listing's own id column, qualified by its table (the queries below join more than one table). */
export const listingId = (type: EntityType) => sql.ref(`${KIND_PATH[type]}.id`)

/**
 * The lowest stored average that shows as `min` with one decimal: cards show `shownRating`, so "4.5+" takes a
 * 4.45. A decimal string, so Postgres compares numerics exactly.
 */
export const ratingFloor = (min: number) => ((Math.round(min * 10) - 0.5) / 10).toFixed(2)

/** `min_rating`: a rating of at least `min`; a listing without reviews has none. */
export function minRatingSql(type: EntityType, min: number): RawBuilder<unknown> {
  return sql`exists (select 1 from listing_ratings lr where lr.entity_type = ${sql.lit(type)}
      and lr.entity_id = ${listingId(type)} and lr.rating >= ${ratingFloor(min)}::numeric)`
}

/** A listing without reviews. */
export function unratedSql(type: EntityType): RawBuilder<unknown> {
  return sql`not exists (select 1 from listing_ratings lr where lr.entity_type = ${sql.lit(type)}
      and lr.entity_id = ${listingId(type)})`
}

/** The kind's table with its ratings beside each row (null for listings without reviews): `r.rating`, `r.review_count`. */
export function withRatings(type: EntityType, on: RawBuilder<unknown> = listingId(type)): RawBuilder<unknown> {
  return sql`left join listing_ratings r on r.entity_type = ${sql.lit(type)} and r.entity_id = ${on}`
}

/**
 * The one rounding of an average for display, on every path that shows one (cards, the details page's reviews):
 * one decimal, half up (4.05 → 4.1, 4.25 → 4.3). Rounded on numeric, so a binary float never turns 4.05 into 4.0.
 */
export const shownRating = (average: RawBuilder<unknown>) => sql<number>`round(${average}::numeric, 1)::float8`

/** A card's rating columns, from `withRatings` as `r`: the average as shown and the count. */
export const CARD_RATING = sql`${shownRating(sql.ref('r.rating'))} as rating, r.review_count`

/**
 * The ids of one page by rating when nothing else orders the matches (no text, no place): the rated matches walk
 * the ratings from the best (`listing_ratings_rating_idx`, each listing by its primary key), the unrated ones the
 * kind's name index; each side stops after `offset + limit` rows, and the page is cut from both. With `onlyRated`
 * (a `min_rating`) the unrated side is left out. Rows: id, rating_key, count_key, name_search.
 */
export function ratedFirstSql(
  type: EntityType,
  where: RawBuilder<unknown>[],
  page: { limit: number; offset: number; minRating?: number },
): RawBuilder<{ id: number }> {
  const table = sql.table(KIND_PATH[type])
  const ratedWhere = [sql`r.entity_type = ${sql.lit(type)}`, ...where]
  if (page.minRating !== undefined) ratedWhere.push(sql`r.rating >= ${ratingFloor(page.minRating)}::numeric`)
  const rated = (tail: RawBuilder<unknown>) => sql<{
    id: number
  }>`select ${listingId(type)} as id, r.rating as rating_key,
      r.review_count as count_key, name_search
      from listing_ratings r join ${table} on ${listingId(type)} = r.entity_id
      where ${sql.join(ratedWhere, sql` and `)}
      order by r.rating desc, r.review_count desc, name_search, ${listingId(type)} ${tail}`
  if (page.minRating !== undefined) return rated(sql`limit ${page.limit} offset ${page.offset}`)
  const k = page.offset + page.limit
  const unrated = sql`select id, null::numeric as rating_key, null::int as count_key, name_search from ${table}
      where ${sql.join([...where, unratedSql(type)], sql` and `)}
      order by name_search, id limit ${k}`
  return sql<{ id: number }>`select * from ((${rated(sql`limit ${k}`)}) union all (${unrated})) u
      order by rating_key desc nulls last, count_key desc nulls last, name_search, id
      limit ${page.limit} offset ${page.offset}`
}

/**
 * The directory's rating SQL: each listing row carries its average and review count (`rating`, `review_count`;
 * null without reviews), copied from `listing_ratings` by trigger (migrations 0031, 0038), so a page, a filter and
 * the rating order read the row itself, and the order walks the kind's rating indexes.
 */
import { type RawBuilder, sql } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'

/**
 * The lowest stored average that shows as `min` with one decimal: cards show `shownRating`, so "4.5+" takes a
 * 4.45. A decimal string, so Postgres compares numerics exactly.
 */
export const ratingFloor = (min: number) => ((Math.round(min * 10) - 0.5) / 10).toFixed(2)

/** `min_rating`: a rating of at least `min`; a listing without reviews has none (null). */
export function minRatingSql(type: EntityType, min: number): RawBuilder<unknown> {
  return sql`${sql.ref(`${KIND_PATH[type]}.rating`)} >= ${ratingFloor(min)}::numeric`
}

/**
 * The one rounding of an average for display, on every path that shows one (cards, the details page's reviews):
 * one decimal, half up (4.05 → 4.1, 4.25 → 4.3). Rounded on numeric, so a binary float never turns 4.05 into 4.0.
 */
export const shownRating = (average: RawBuilder<unknown>) => sql<number>`round(${average}::numeric, 1)::float8`

/** A card's rating columns from the listing row `row` (an alias): the average as shown and the count. */
export const cardRating = (row: string) =>
  sql`${shownRating(sql.ref(`${row}.rating`))} as rating, ${sql.ref(`${row}.review_count`)} as review_count`

/**
 * The rating order's key (docs/product.md §15): the average weighed by its count, as if each listing had
 * RATING_PRIOR_COUNT more reviews of RATING_PRIOR_MEAN stars. Null without reviews (last in the order). The same
 * expression as the order indexes of migration 0055, or the planner cannot walk them.
 */
export const RATING_PRIOR_MEAN = 4
export const RATING_PRIOR_COUNT = 5
export const bayesianRating = () =>
  sql`((rating * review_count + ${sql.lit(RATING_PRIOR_MEAN * RATING_PRIOR_COUNT)}) / (review_count + ${sql.lit(RATING_PRIOR_COUNT)}))`

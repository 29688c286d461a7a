import { type Kysely, sql } from 'kysely'

/**
 * The rating order weighs each average by its review count (a Bayesian average): as if every listing had 5 more
 * reviews of 4.0 stars, so (rating × count + 4.0 × 5) / (count + 5). A 4.7 from 3 reviews (4.26) then ranks below a
 * 4.6 from 12 (4.42), and one 5-star review (4.17) below both. The order's indexes, one per kind and one per kind and
 * main type like migration 0038's, index that expression, so the order still walks an index; the constants here and
 * in src-server/directory/ratings-sql.ts (bayesianRating) must stay the same for the planner to use them.
 */
const ORDER =
  '((rating * review_count + 20) / (review_count + 5)) desc nulls last, review_count desc nulls last, name_search, id'

export async function up(db: Kysely<any>): Promise<void> {
  const kinds = [
    { table: 'artists', main: 'act_type' },
    { table: 'venues', main: 'venue_type' },
    { table: 'services', main: 'category' },
  ]
  for (const { table, main } of kinds) {
    await sql.raw(`create index ${table}_weighted_rating_idx on ${table} (${ORDER})`).execute(db)
    await sql.raw(`create index ${table}_${main}_weighted_rating_idx on ${table} (${main}, ${ORDER})`).execute(db)
  }
}

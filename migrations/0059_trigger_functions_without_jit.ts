import { type Kysely, sql } from 'kysely'

/**
 * The triggers that keep a listing's rating and its search words run their queries without JIT. Postgres compiled
 * one of them with LLVM for every review written (≈ 70 ms each): the demo seed's thousands of reviews took eight
 * minutes on Postgres instead of six seconds, and each review a booker writes paid it too. Their queries touch a
 * few rows; JIT pays off only for long scans. PGlite has no JIT: the setting changes nothing there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const fn of ['reviews_rate_listing', 'listing_ratings_copy', 'search_terms_track'])
    await sql`alter function ${sql.raw(`public.${fn}()`)} set jit = off`.execute(db)
}

import { type Kysely, sql } from 'kysely'

/**
 * Indexes in the exact order of the price and capacity sorts (repository.ts: `price asc|desc nulls last, id`), alone
 * and under the main filter, so a first page reads 24 index entries instead of sorting the table: at 100,000
 * venues, `type=club&sort=price_desc` went from 148 ms (seq scan + top-N) to 0.07 ms. They replace 0027's
 * single-column price indexes, which the `(price, id)` ones also serve for `price_max` ranges.
 */
const KINDS = [
  ['artists', 'act_type', 'fee_min_eur'],
  ['venues', 'venue_type', 'price_eur'],
  ['services', 'category', 'price_eur'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, main, price] of KINDS) {
    await sql.raw(`drop index if exists ${table}_${price}_idx`).execute(db)
    await sql.raw(`create index ${table}_price_asc_idx on ${table} (${price}, id)`).execute(db)
    await sql.raw(`create index ${table}_price_desc_idx on ${table} (${price} desc nulls last, id)`).execute(db)
    await sql.raw(`create index ${table}_main_price_asc_idx on ${table} (${main}, ${price}, id)`).execute(db)
    await sql
      .raw(`create index ${table}_main_price_desc_idx on ${table} (${main}, ${price} desc nulls last, id)`)
      .execute(db)
  }
  // Capacity sorts order by nullif(capacity, 0) (0 = not given, last).
  await sql`create index venues_capacity_asc_idx on venues ((nullif(capacity, 0)), id)`.execute(db)
  await sql`create index venues_capacity_desc_idx on venues ((nullif(capacity, 0)) desc nulls last, id)`.execute(db)
}

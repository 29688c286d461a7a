import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DbHandle } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { databaseMigratedTo } from '../test/harness.ts'

/**
 * Migration 0038 on a database that already has ratings: it copies listing_ratings onto the listings' rows, and
 * from then on its trigger keeps them in step with whatever writes listing_ratings.
 */

let handle: DbHandle
let close = async () => {}

beforeAll(async () => {
  ;({ handle, close } = await databaseMigratedTo('0037_city_name_index'))
})
afterAll(() => close())

it('backfills the rating columns from listing_ratings, then follows it', async () => {
  const db = handle.db
  const base = { city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405 }
  const listing = async (table: 'venues' | 'artists' | 'services', row: Record<string, unknown>) =>
    (
      await db
        .insertInto(table)
        .values({ ...base, ...row } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const venue = await listing('venues', { name: 'Rated Hall', venue_type: 'club' })
  const unrated = await listing('venues', { name: 'Unrated Hall', venue_type: 'club' })
  const artist = await listing('artists', { name: 'Rated Band', act_type: 'band' })
  const service = await listing('services', { name: 'Later Lights', category: 'lighting' })
  await sql`insert into listing_ratings (entity_type, entity_id, rating, review_count)
    values ('venue', ${venue}, 4.47, 5), ('artist', ${artist}, 3.00, 1)`.execute(db)

  await migrateToLatest(db)
  const columns = async (table: string, id: number) =>
    (
      await sql<{
        rating: string | null
        review_count: number | null
      }>`select rating::text as rating, review_count from ${sql.table(table)} where id = ${id}`.execute(db)
    ).rows[0]
  expect(await columns('venues', venue)).toEqual({ rating: '4.47', review_count: 5 })
  expect(await columns('venues', unrated)).toEqual({ rating: null, review_count: null })
  expect(await columns('artists', artist)).toEqual({ rating: '3.00', review_count: 1 })
  expect(await columns('services', service)).toEqual({ rating: null, review_count: null })

  await sql`insert into listing_ratings (entity_type, entity_id, rating, review_count)
    values ('service', ${service}, 5.00, 2)`.execute(db)
  expect(await columns('services', service)).toEqual({ rating: '5.00', review_count: 2 })
  await sql`update listing_ratings set rating = 4.10, review_count = 6 where entity_type = 'venue'`.execute(db)
  expect(await columns('venues', venue)).toEqual({ rating: '4.10', review_count: 6 })
  await sql`delete from listing_ratings where entity_type = 'artist'`.execute(db)
  expect(await columns('artists', artist)).toEqual({ rating: null, review_count: null })
})

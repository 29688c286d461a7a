/** The home page's showcase SQL (repository of featured.ts). */
import { type Kysely, sql } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import type { Database } from '../db/schema.ts'
import { cardRating } from './ratings-sql.ts'
import { CARD_COLUMNS, type CardRow } from './repository.ts'

/**
 * The most recently confirmed entries of one kind that have at least `minPhotos` photos, one per city so the
 * showcase is not a single town. (A scan of the kind's table; its caller caches the answer.)
 */
export async function featuredRows(
  db: Kysely<Database>,
  type: EntityType,
  minPhotos: number,
  limit: number,
): Promise<CardRow[]> {
  const table = sql.table(KIND_PATH[type])
  const { rows } = await sql<CardRow>`select f.* from (
      select distinct on (city_key) id, name, city, country, lat, lng, photos[1] as photo,
        left(description, 240) as description, last_confirmed_at, created_at, name_search,
        ${sql.raw(CARD_COLUMNS[type])}, 0 as rank, null::float8 as distance_km,
        ${cardRating(KIND_PATH[type])}
      from ${table} where coalesce(cardinality(photos), 0) >= ${minPhotos}
      order by city_key, last_confirmed_at desc, id desc) f
    order by f.last_confirmed_at desc, f.id desc limit ${limit}`.execute(db)
  return rows
}

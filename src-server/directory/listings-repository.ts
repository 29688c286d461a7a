/** The SQL of "My listings" on `/account` (listings.ts): a page of listings with what each still lacks. */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database>

const whereClause = (parts: RawBuilder<unknown>[]) => (parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``)

/** Whether a listing has a price, per kind. */
const PRICE_SET: Record<EntityType, RawBuilder<boolean> | null> = {
  artist: sql<boolean>`(fee_min is not null or fee_max is not null)`,
  venue: sql<boolean>`hire_price is not null`,
  service: sql<boolean>`(price_from is not null or btrim(price_info) <> '')`,
}

export interface ListingRow {
  id: number
  name: string
  city: string
  country: string
  updated_at: Date
  photo: string | null
  photo_count: number
  has_description: boolean
  has_contacts: boolean
  has_price: boolean | null
  total: number
}

/** One page of listings for `/account`: the owner's venues (ownerId) or all of a kind, by name. */
export async function listingRows(
  db: Db,
  type: EntityType,
  filter: { ownerId: string | null; name: string | null },
  limit: number,
  offset: number,
): Promise<ListingRow[]> {
  const where: RawBuilder<unknown>[] = []
  if (filter.ownerId) where.push(sql`owner_id = ${filter.ownerId}`)
  if (filter.name) where.push(sql`name ilike ${`%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
  const price = PRICE_SET[type] ?? sql<null>`null`
  const { rows } = await sql<ListingRow>`select id, name, city, country, updated_at, photos[1] as photo,
      coalesce(cardinality(photos), 0)::int as photo_count,
      btrim(description) <> '' as has_description,
      (coalesce(contacts->>'email', '') <> '' or coalesce(contacts->>'phone', '') <> '') as has_contacts,
      ${price} as has_price, (count(*) over ())::int as total
    from ${sql.table(KIND_PATH[type])} ${whereClause(where)}
    order by lower(name), id limit ${limit} offset ${offset}`.execute(db)
  return rows
}

import { type Kysely, sql, type Transaction } from 'kysely'
import { ENTITY_TYPES, type EntityType, KIND_PATH } from '../src/directory/kinds.ts'
import type { Database } from './db/schema.ts'
import { DEMO_ACCOUNTS, DEMO_BOOKERS } from './demo-accounts.ts'
import { isDemoListing } from './directory/demo-marker.ts'

/** The SQL of demo removal (demo-removal.ts): which rows are demo data, and deleting them. */

type Db = Kysely<Database> | Transaction<Database>

const BOOKER_IDS = DEMO_BOOKERS.map((b) => b.id)
const ACCOUNT_IDS = DEMO_ACCOUNTS.map((a) => a.id)
const uuids = (ids: readonly string[]) => sql`${sql.val(ids)}::uuid[]`

/** SQL: the enquiry row in scope (`e`) is on a demo listing or by a demo booker. */
const demoEnquiry = sql<boolean>`(e.booker_id = any(${uuids(BOOKER_IDS)}) or ${sql.join(
  ENTITY_TYPES.map(
    (kind) => sql`(e.entity_type = ${kind} and exists (select 1 from ${sql.table(KIND_PATH[kind])}
      where id = e.entity_id and ${isDemoListing(kind)}))`,
  ),
  sql` or `,
)})`

export const demoRemovalRepo = {
  /** The photo URLs of the demo listings of one kind. */
  async demoPhotos(db: Db, kind: EntityType): Promise<string[]> {
    const { rows } = await sql<{ url: string }>`select unnest(photos) as url from ${sql.table(KIND_PATH[kind])}
      where ${isDemoListing(kind)}`.execute(db)
    return rows.map((r) => r.url)
  },

  /**
   * Deletes the demo listings, their enquiries (with their messages and reviews), the demo bookers' enquiries and
   * profiles, in one transaction. Favourites, calendars and ratings of the listings go by their triggers.
   */
  async deleteDemoRows(db: Kysely<Database>) {
    return db.transaction().execute(async (tx) => {
      const { rows: reviewed } = await sql<{ n: string }>`select count(*) as n from reviews r
        join enquiries e on e.id = r.enquiry_id where ${demoEnquiry}`.execute(tx)
      const enquiries = await sql`delete from enquiries e where ${demoEnquiry}`.execute(tx)
      const listings = {} as Record<EntityType, number>
      const photos = {} as Record<EntityType, string[]>
      for (const kind of ENTITY_TYPES) {
        const { rows } = await sql<{ photos: string[] }>`delete from ${sql.table(KIND_PATH[kind])}
          where ${isDemoListing(kind)} returning photos`.execute(tx)
        listings[kind] = rows.length
        photos[kind] = rows.flatMap((row) => row.photos)
      }
      const bookers = await tx.deleteFrom('profiles').where('id', 'in', BOOKER_IDS).executeTakeFirst()
      return {
        listings,
        photos,
        enquiries: Number(enquiries.numAffectedRows ?? 0),
        reviews: Number(reviewed[0]?.n ?? 0),
        bookers: Number(bookers.numDeletedRows),
      }
    })
  },

  /** The demo accounts (admin, venue owner) that exist: an auth user or any row of theirs. */
  async demoAccountsPresent(db: Db): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`select id from unnest(${uuids(ACCOUNT_IDS)}) as a(id)
      where exists (select 1 from auth_users where auth_users.id = a.id)
        or exists (select 1 from profiles where profiles.id = a.id)
        or exists (select 1 from user_roles where user_id = a.id)`.execute(db)
    return rows.map((r) => r.id)
  },
}

import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/**
 * Everything a user owns, by table (migrations 0001-0008). Deleting the auth user cascades to its sessions,
 * refresh tokens, one-time tokens, PKCE flow state and MFA factors/challenges.
 */
export const accountDeletionRepo = {
  /** One transaction: all or nothing. Venues are released (owner_id = null), never deleted. */
  async deleteUserData(db: Kysely<Database>, userId: string): Promise<{ releasedVenues: number }> {
    return db.transaction().execute(async (tx) => {
      // Writers of this user's rows hold the shared lock (migration 0024's trigger): wait for them, then the
      // tombstone refuses any later write, so nothing is left behind.
      await sql`select pg_advisory_xact_lock(hashtextextended(${userId}::text, 0))`.execute(tx)
      await tx
        .insertInto('deleted_users')
        .values({ id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute()
      await tx.deleteFrom('enquiries').where('booker_id', '=', userId).execute()
      await tx.deleteFrom('favorites').where('user_id', '=', userId).execute()
      await tx.deleteFrom('favorite_lists').where('user_id', '=', userId).execute()
      await tx.deleteFrom('riders').where('owner_id', '=', userId).execute()
      await tx.deleteFrom('stages').where('owner_id', '=', userId).execute()
      await tx.deleteFrom('profiles').where('id', '=', userId).execute()
      const released = await tx
        .updateTable('venues')
        .set({ owner_id: null })
        .where('owner_id', '=', userId)
        .executeTakeFirst()
      await tx.deleteFrom('user_roles').where('user_id', '=', userId).execute()
      await tx.deleteFrom('auth_users').where('id', '=', userId).execute()
      return { releasedVenues: Number(released.numUpdatedRows) }
    })
  },
  async userExists(db: Db, userId: string): Promise<boolean> {
    return Boolean(await db.selectFrom('auth_users').select('id').where('id', '=', userId).executeTakeFirst())
  },
}

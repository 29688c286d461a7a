import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { ProfileRow } from './tables.ts'

export type ProfileRecord = Selectable<ProfileRow>

/** The only module that reads and writes the profiles table. Rows are created on first write. */
export const profileRepo = {
  get(db: Kysely<Database>, userId: string): Promise<ProfileRecord | undefined> {
    return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst()
  },

  async usernameTaken(db: Kysely<Database>, username: string, exceptUserId: string): Promise<boolean> {
    const row = await db
      .selectFrom('profiles')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .where('id', '!=', exceptUserId)
      .executeTakeFirst()
    return row !== undefined
  },

  upsert(
    db: Kysely<Database>,
    userId: string,
    patch: Partial<Pick<ProfileRecord, 'username' | 'display_name' | 'website' | 'bio' | 'avatar_url'>>,
  ): Promise<ProfileRecord> {
    const now = new Date()
    return db
      .insertInto('profiles')
      .values({ id: userId, ...patch, updated_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...patch, updated_at: now }))
      .returningAll()
      .executeTakeFirstOrThrow()
  },
}

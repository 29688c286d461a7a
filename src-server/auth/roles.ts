import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Roles live in our own table; the auth server knows nothing about them. */
export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst()
  return row !== undefined
}

export async function grantRole(db: Kysely<Database>, userId: string, role: 'admin'): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export async function revokeRole(db: Kysely<Database>, userId: string, role: 'admin'): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', role).execute()
}

/** Whether anyone is admin yet (the start banner of a public start says how to get one). */
export async function hasAnyAdmin(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

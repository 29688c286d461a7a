import type { Kysely } from 'kysely'
import { isAdmin } from '../auth/roles.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Database } from '../db/schema.ts'
import { AppError, forbidden } from '../http/errors.ts'
import { type EntityType, TABLE_BY_TYPE } from './tables.ts'

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647

/** Venues: their owner or an admin. Artists and services: admins. False also when the entry does not exist. */
export async function canEditEntity(
  db: Kysely<Database>,
  user: AuthUser | null,
  type: EntityType,
  id: number,
): Promise<boolean> {
  if (!user || !TABLE_BY_TYPE[type] || !validId(id)) return false
  if (type === 'venue') {
    const row = await db.selectFrom('venues').select('owner_id').where('id', '=', id).executeTakeFirst()
    if (!row) return false
    if (row.owner_id === user.id) return true
  } else {
    const row = await db.selectFrom(TABLE_BY_TYPE[type]).select('id').where('id', '=', id).executeTakeFirst()
    if (!row) return false
  }
  return isAdmin(db, user.id)
}

export const NOT_FOUND_MESSAGE: Record<EntityType, string> = {
  artist: 'Artist not found',
  venue: 'Venue not found',
  service: 'Service not found',
}

/** Throws 404 when the entry does not exist, 403 when the user may not edit it. */
export async function assertCanEditEntity(
  db: Kysely<Database>,
  user: AuthUser,
  type: EntityType,
  id: number,
): Promise<void> {
  if (!TABLE_BY_TYPE[type] || !validId(id)) throw new AppError(404, 'Not found', 'directory.errors.notFound')
  const table = TABLE_BY_TYPE[type]
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
  if (!row) throw new AppError(404, NOT_FOUND_MESSAGE[type], 'directory.errors.notFound')
  if (!(await canEditEntity(db, user, type, id))) throw forbidden()
}

import type { Kysely } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import { requireAdmin } from '../auth/policy.ts'
import { isAdmin } from '../auth/roles.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Database } from '../db/schema.ts'
import { AppError, forbidden } from '../http/errors.ts'
import { listingNotFound } from './errors.ts'

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647

/** Venues: their owner or an admin. Artists and services: admins. False also when the entry does not exist. */
export async function canEditEntity(
  db: Kysely<Database>,
  user: AuthUser | null,
  type: EntityType,
  id: number,
): Promise<boolean> {
  if (!user || !KIND_PATH[type] || !validId(id)) return false
  if (type === 'venue') {
    const row = await db.selectFrom('venues').select('owner_id').where('id', '=', id).executeTakeFirst()
    if (!row) return false
    if (row.owner_id === user.id) return true
  } else {
    const row = await db.selectFrom(KIND_PATH[type]).select('id').where('id', '=', id).executeTakeFirst()
    if (!row) return false
  }
  return isAdmin(db, user.id)
}

/** Throws 404 when the entry does not exist, 403 when the user may not edit it. */
export async function assertCanEditEntity(
  db: Kysely<Database>,
  user: AuthUser,
  type: EntityType,
  id: number,
): Promise<void> {
  if (!KIND_PATH[type] || !validId(id)) throw AppError.of(404, 'directory.errors.notFound')
  const table = KIND_PATH[type]
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
  if (!row) throw listingNotFound(type)
  if (!(await canEditEntity(db, user, type, id))) throw forbidden()
}

/**
 * Listings (artists, venues, services) and what hangs off them (photos, calendars): anyone reads; a venue's owner
 * or an admin changes a venue, admins change artists and services.
 */
export const listingPolicy = {
  /** Whether the caller may change the listing (`can_edit`, and what only editors see); never throws. */
  mayChange: canEditEntity,
  /** 404 for a missing listing, 403 for a caller who may not change it. */
  change: assertCanEditEntity,
  /** "My listings": an admin sees every listing of a kind, anyone else their own venues. */
  async listMine(db: Kysely<Database>, user: AuthUser): Promise<{ admin: boolean; ownerId: string | null }> {
    const admin = await isAdmin(db, user.id)
    return { admin, ownerId: admin ? null : user.id }
  },
}

/** The exchange-rate table: anyone reads it; only admins change it (both doors, and `npm run rates:set` on the host). */
export const ratesPolicy = {
  change: requireAdmin,
}

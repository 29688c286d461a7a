import { type Kysely, sql, type Transaction } from 'kysely'
import type { EntityType } from '../../src/directory/kinds.ts'
import { FAVORITE_LISTS_MAX, FAVORITES_MAX } from '../../src/favorites/constants.ts'
import { roomWithinCap } from '../db/owner-cap.ts'
import type { Database } from '../db/schema.ts'

/** The only code of the favourites feature that touches the database. Every query is scoped to one user. */

export type Db = Kysely<Database> | Transaction<Database>

export interface ListRow {
  id: number
  name: string
  created_at: Date
}

export interface FavoriteRowOut {
  id: number
  list_id: number
  list_name: string
  entity_type: EntityType
  entity_id: number
  created_at: Date
}

export interface ListWithFavoriteRow {
  list_id: number
  list_name: string
  list_created_at: Date
  id: number | null
  entity_type: EntityType | null
  entity_id: number | null
  created_at: Date | null
}

/** The user's lists (oldest first) joined with their favourites (oldest first); empty lists give one row of nulls. */
export function listsWithFavorites(db: Db, userId: string): Promise<ListWithFavoriteRow[]> {
  return listsWithFavoritesQuery(db, userId).execute()
}

/** The query builder itself (the benchmark's bare handler runs the very same SQL). */
export function listsWithFavoritesQuery(db: Db, userId: string) {
  return db
    .selectFrom('favorite_lists as l')
    .leftJoin('favorites as f', 'f.list_id', 'l.id')
    .where('l.user_id', '=', userId)
    .select([
      'l.id as list_id',
      'l.name as list_name',
      'l.created_at as list_created_at',
      'f.id',
      'f.entity_type',
      'f.entity_id',
      'f.created_at',
    ])
    .orderBy('l.id')
    .orderBy('f.id')
}

const favoriteColumns = [
  'f.id',
  'f.list_id',
  'l.name as list_name',
  'f.entity_type',
  'f.entity_id',
  'f.created_at',
] as const

export function allFavorites(db: Db, userId: string): Promise<FavoriteRowOut[]> {
  return db
    .selectFrom('favorites as f')
    .innerJoin('favorite_lists as l', 'l.id', 'f.list_id')
    .where('f.user_id', '=', userId)
    .select(favoriteColumns)
    .orderBy('f.list_id')
    .orderBy('f.id')
    .execute()
}

/** One favourite of the user, without its list name. With forUpdate the row stays locked until the transaction ends. */
export function favoriteById(db: Db, userId: string, favoriteId: number, forUpdate = false) {
  // No join here: under a concurrent move, re-checking a join after the row lock would drop the row.
  let q = db
    .selectFrom('favorites')
    .where('user_id', '=', userId)
    .where('id', '=', favoriteId)
    .select(['id', 'list_id', 'entity_type', 'entity_id', 'created_at'])
  if (forUpdate) q = q.forUpdate()
  return q.executeTakeFirst()
}

export function listById(db: Db, userId: string, listId: number): Promise<ListRow | undefined> {
  return db
    .selectFrom('favorite_lists')
    .where('user_id', '=', userId)
    .where('id', '=', listId)
    .select(['id', 'name', 'created_at'])
    .executeTakeFirst()
}

export function firstList(db: Db, userId: string): Promise<ListRow | undefined> {
  return db
    .selectFrom('favorite_lists')
    .where('user_id', '=', userId)
    .select(['id', 'name', 'created_at'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Inserts a list; 'duplicate' when the user already has a list of that name (any case). ON CONFLICT rather than a
 * caught error, so a caller's transaction stays usable.
 */
export async function insertList(db: Db, userId: string, name: string): Promise<ListRow | 'duplicate'> {
  const row = await db
    .insertInto('favorite_lists')
    .values({ user_id: userId, name })
    .onConflict((oc) => oc.expression(sql`user_id, lower(btrim(name))`).doNothing())
    .returning(['id', 'name', 'created_at'])
    .executeTakeFirst()
  return row ?? 'duplicate'
}

export async function renameList(
  db: Db,
  userId: string,
  listId: number,
  name: string,
): Promise<ListRow | undefined | 'duplicate'> {
  return nameTaken(() =>
    db
      .updateTable('favorite_lists')
      .set({ name })
      .where('user_id', '=', userId)
      .where('id', '=', listId)
      .returning(['id', 'name', 'created_at'])
      .executeTakeFirst(),
  )
}

/** The unique index on (user_id, lower(btrim(name))) decides, so two tabs renaming at once cannot both win. */
async function nameTaken<T>(write: () => Promise<T>): Promise<T | 'duplicate'> {
  try {
    return await write()
  } catch (error) {
    if (pgCode(error) === '23505') return 'duplicate'
    throw error
  }
}

/** Deletes the list only when it is empty (the foreign key also refuses a list that gained an item meanwhile). */
export async function deleteEmptyList(
  db: Db,
  userId: string,
  listId: number,
): Promise<'deleted' | 'not-found' | 'not-empty'> {
  try {
    const deleted = await db
      .deleteFrom('favorite_lists as l')
      .where('l.user_id', '=', userId)
      .where('l.id', '=', listId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('favorites as f').select('f.id').whereRef('f.list_id', '=', 'l.id'))),
      )
      .returning('l.id')
      .executeTakeFirst()
    if (deleted) return 'deleted'
  } catch (error) {
    if (pgCode(error) === '23503') return 'not-empty'
    throw error
  }
  return (await listById(db, userId, listId)) ? 'not-empty' : 'not-found'
}

/** Inserts a favourite; 'duplicate' when the list already holds the item. */
export async function insertFavorite(
  db: Db,
  userId: string,
  listId: number,
  entityType: EntityType,
  entityId: number,
): Promise<{ id: number; created_at: Date } | 'duplicate' | 'no-list'> {
  try {
    const row = await db
      .insertInto('favorites')
      .values({ user_id: userId, list_id: listId, entity_type: entityType, entity_id: entityId })
      .onConflict((oc) => oc.columns(['list_id', 'entity_type', 'entity_id']).doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst()
    return row ?? 'duplicate'
  } catch (error) {
    // The list was deleted between our check and the insert.
    if (pgCode(error) === '23503') return 'no-list'
    throw error
  }
}

export async function deleteFavorites(
  db: Db,
  userId: string,
  entityType: EntityType,
  entityId: number,
  listId?: number | null,
): Promise<number> {
  let q = db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
  if (listId != null) q = q.where('list_id', '=', listId)
  const rows = await q.returning('id').execute()
  return rows.length
}

export async function itemInList(db: Db, listId: number, entityType: EntityType, entityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favorites')
    .where('list_id', '=', listId)
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .select('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Moves one favourite (same row, new list). 'duplicate' when the target gained the item meanwhile. */
export async function setFavoriteList(
  db: Db,
  userId: string,
  favoriteId: number,
  targetListId: number,
): Promise<'moved' | 'duplicate' | 'gone'> {
  try {
    const row = await db
      .updateTable('favorites')
      .set({ list_id: targetListId })
      .where('user_id', '=', userId)
      .where('id', '=', favoriteId)
      .returning('id')
      .executeTakeFirst()
    return row ? 'moved' : 'gone'
  } catch (error) {
    if (pgCode(error) === '23505') return 'duplicate'
    throw error
  }
}

/** Inside the inserting transaction: whether the user may create one more list (atomic, see roomWithinCap). */
export function roomForList(trx: Transaction<Database>, userId: string): Promise<boolean> {
  return roomWithinCap(trx, {
    table: 'favorite_lists',
    ownerColumn: 'user_id',
    ownerId: userId,
    max: FAVORITE_LISTS_MAX,
  })
}

/** Inside the inserting transaction: whether the user may keep one more favourite (over all lists). */
export function roomForFavorite(trx: Transaction<Database>, userId: string): Promise<boolean> {
  return roomWithinCap(trx, { table: 'favorites', ownerColumn: 'user_id', ownerId: userId, max: FAVORITES_MAX })
}

/** Serialises one user's "first list" creation (two tabs adding at once must not create two default lists). */
export async function lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`favorites:${userId}`}))`.execute(trx)
}

export function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

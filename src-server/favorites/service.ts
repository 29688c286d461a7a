import {
  type AddFavoriteInput,
  type AddListInput,
  defaultListName,
  type Favorite,
  type FavoriteErrorKey,
  type FavoriteList,
  LIST_NAME_MAX,
  type ListInfo,
  type MoveFavoriteInput,
  type RemoveFavoriteInput,
  type RemoveListInput,
  type UpdateListInput,
} from '../../src/favorites/schemas.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { type EntitySummary, entityExists, entitySummaries, summaryKey } from '../directory/summaries.ts'
import { AppError } from '../http/errors.ts'
import { favoritesPolicy } from './policy.ts'
import * as repo from './repository.ts'

/**
 * The rules of favourites (docs/product.md §5). tRPC and the REST mirror both call these functions.
 * Each function asks the favourites policy first (policy.ts); every query is scoped to the owner it hands back,
 * so another user's ids are "not found".
 */

type Svc = Pick<Deps, 'db' | 'storage'>

const STATUS: Record<FavoriteErrorKey, number> = {
  listNameEmpty: 400,
  listNameTooLong: 400,
  alreadyInList: 409,
  listNotEmpty: 409,
  listNameTaken: 409,
  favoriteNotFound: 404,
  listNotFound: 404,
  entityNotFound: 404,
  tooManyLists: 409,
  tooManyFavorites: 409,
}

function fail(key: FavoriteErrorKey): AppError {
  return AppError.of(STATUS[key], `favorites.errors.${key}`)
}

/** A given name must hold more than whitespace; no name at all means the default. */
function checkName(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) throw fail('listNameEmpty')
  if (trimmed.length > LIST_NAME_MAX) throw fail('listNameTooLong')
  return trimmed
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString())

function summaryOf(map: Map<string, EntitySummary>, type: Favorite['entity_type'], id: number): Favorite['entity'] {
  const s = map.get(summaryKey(type, id))
  return s
    ? {
        name: s.name,
        city: s.city,
        country: s.country,
        photo: s.photo,
        rating: s.rating,
        review_count: s.review_count,
      }
    : null
}

async function toFavorites(deps: Svc, rows: repo.FavoriteRowOut[]): Promise<Favorite[]> {
  const summaries = await entitySummaries(
    deps,
    rows.map((r) => ({ type: r.entity_type, id: r.entity_id })),
  )
  return rows.map((r) => ({
    id: r.id,
    list_id: r.list_id,
    name: r.list_name,
    entity_id: r.entity_id,
    entity_type: r.entity_type,
    created_at: iso(r.created_at),
    entity: summaryOf(summaries, r.entity_type, r.entity_id),
  }))
}

/** GET /api/favorites/lists: every list of the user (oldest first) with its favourites. */
export async function getLists(deps: Svc, me: AuthUser): Promise<FavoriteList[]> {
  const { ownerId } = favoritesPolicy.read(me)
  const rows = await repo.listsWithFavorites(deps.db, ownerId)
  const refs: { type: Favorite['entity_type']; id: number }[] = []
  for (const r of rows) if (r.id !== null) refs.push({ type: r.entity_type!, id: r.entity_id! })
  const summaries = await entitySummaries(deps, refs)
  const lists: FavoriteList[] = []
  let current: FavoriteList | undefined
  for (const r of rows) {
    if (current?.id !== r.list_id) {
      current = { id: r.list_id, name: r.list_name, created_at: iso(r.list_created_at), favorites: [] }
      lists.push(current)
    }
    if (r.id === null) continue
    current.favorites.push({
      id: r.id,
      list_id: r.list_id,
      name: r.list_name,
      entity_id: r.entity_id!,
      entity_type: r.entity_type!,
      created_at: iso(r.created_at!),
      entity: summaryOf(summaries, r.entity_type!, r.entity_id!),
    })
  }
  return lists
}

/** GET /api/favorites: every favourite of the user, each with the name of its list. */
export async function getFavorites(deps: Svc, me: AuthUser): Promise<Favorite[]> {
  const { ownerId } = favoritesPolicy.read(me)
  return toFavorites(deps, await repo.allFavorites(deps.db, ownerId))
}

export async function addList(deps: Svc, me: AuthUser, input: AddListInput): Promise<FavoriteList> {
  const { ownerId } = favoritesPolicy.create(me)
  const name = input.name == null ? null : checkName(input.name)
  const row = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.roomForList(trx, ownerId))) throw fail('tooManyLists')
    return name === null ? insertDefaultList(trx, ownerId) : repo.insertList(trx, ownerId, name)
  })
  if (row === 'duplicate') throw fail('listNameTaken')
  return { id: row.id, name: row.name, created_at: iso(row.created_at), favorites: [] }
}

export async function updateList(
  deps: Svc,
  me: AuthUser,
  input: UpdateListInput,
): Promise<{ success: true; list: ListInfo }> {
  const { ownerId } = favoritesPolicy.change(me)
  const name = checkName(input.name)
  const row = await repo.renameList(deps.db, ownerId, input.list_id, name)
  if (row === 'duplicate') throw fail('listNameTaken')
  if (!row) throw fail('listNotFound')
  return { success: true, list: { id: row.id, name: row.name, created_at: iso(row.created_at) } }
}

/** 'My Favorites from 2026-11-22 12:25', then '… (2)' when a list of that minute exists already. */
async function insertDefaultList(db: repo.Db, userId: string): Promise<repo.ListRow> {
  const base = defaultListName()
  for (let n = 1; ; n++) {
    const row = await repo.insertList(db, userId, n === 1 ? base : `${base} (${n})`)
    if (row !== 'duplicate') return row
  }
}

export async function removeList(deps: Svc, me: AuthUser, input: RemoveListInput): Promise<{ success: true }> {
  const { ownerId } = favoritesPolicy.delete(me)
  const result = await repo.deleteEmptyList(deps.db, ownerId, input.list_id)
  if (result === 'not-found') throw fail('listNotFound')
  if (result === 'not-empty') throw fail('listNotEmpty')
  return { success: true }
}

/**
 * Adds an item to a list. Without list_id it goes into the user's first list, created (default name) when the
 * user has none; a per-user lock keeps two simultaneous first adds from creating two lists.
 */
export async function addFavorite(
  deps: Svc,
  me: AuthUser,
  input: AddFavoriteInput,
): Promise<{ success: true; favorite: Favorite[] }> {
  const { ownerId } = favoritesPolicy.create(me)
  if (!(await entityExists(deps.db, input.entity_type, input.entity_id))) throw fail('entityNotFound')
  const row = await deps.db.transaction().execute(async (trx) => {
    let list: repo.ListRow | undefined
    if (input.list_id == null) {
      await repo.lockUser(trx, ownerId)
      list = (await repo.firstList(trx, ownerId)) ?? (await insertDefaultList(trx, ownerId))
    } else {
      list = await repo.listById(trx, ownerId, input.list_id)
      if (!list) throw fail('listNotFound')
    }
    if (!(await repo.roomForFavorite(trx, ownerId))) throw fail('tooManyFavorites')
    const inserted = await repo.insertFavorite(trx, ownerId, list.id, input.entity_type, input.entity_id)
    if (inserted === 'duplicate') throw fail('alreadyInList')
    if (inserted === 'no-list') throw fail('listNotFound')
    return {
      id: inserted.id,
      list_id: list.id,
      list_name: list.name,
      entity_type: input.entity_type,
      entity_id: input.entity_id,
      created_at: inserted.created_at,
    }
  })
  return { success: true, favorite: await toFavorites(deps, [row]) }
}

/** Removes an item from one list, or from all the user's lists when list_id is absent. */
export async function removeFavorite(
  deps: Svc,
  me: AuthUser,
  input: RemoveFavoriteInput,
): Promise<{ success: true; removed: number }> {
  const { ownerId } = favoritesPolicy.delete(me)
  if (input.list_id != null && !(await repo.listById(deps.db, ownerId, input.list_id))) throw fail('listNotFound')
  const removed = await repo.deleteFavorites(deps.db, ownerId, input.entity_type, input.entity_id, input.list_id)
  if (removed === 0) throw fail('favoriteNotFound')
  return { success: true, removed }
}

/** The caller's favourite and target list of a move or copy, or the spec's not-found message for either. */
async function favoriteAndTarget(
  trx: Parameters<typeof repo.favoriteById>[0],
  userId: string,
  input: MoveFavoriteInput,
  lock: boolean,
) {
  const fav = await repo.favoriteById(trx, userId, input.favorite_id, lock)
  if (!fav) throw fail('favoriteNotFound')
  const target = await repo.listById(trx, userId, input.target_list_id)
  if (!target) throw fail('listNotFound')
  return { fav, target }
}

/** Moves a favourite to another list in one transaction: never lost, never in both lists. */
export async function moveFavorite(
  deps: Svc,
  me: AuthUser,
  input: MoveFavoriteInput,
): Promise<{ success: true; favorite: Favorite[] }> {
  const { ownerId } = favoritesPolicy.change(me)
  const row = await deps.db.transaction().execute(async (trx) => {
    const { fav, target } = await favoriteAndTarget(trx, ownerId, input, true)
    if (fav.list_id === target.id || (await repo.itemInList(trx, target.id, fav.entity_type, fav.entity_id))) {
      throw fail('alreadyInList')
    }
    const result = await repo.setFavoriteList(trx, ownerId, fav.id, target.id)
    if (result === 'duplicate') throw fail('alreadyInList')
    if (result === 'gone') throw fail('favoriteNotFound')
    return { ...fav, list_id: target.id, list_name: target.name }
  })
  return { success: true, favorite: await toFavorites(deps, [row]) }
}

/** Copies a favourite into another list. */
export async function duplicateFavorite(
  deps: Svc,
  me: AuthUser,
  input: MoveFavoriteInput,
): Promise<{ success: true; favorite: Favorite[] }> {
  const { ownerId } = favoritesPolicy.create(me)
  const row = await deps.db.transaction().execute(async (trx) => {
    const { fav, target } = await favoriteAndTarget(trx, ownerId, input, false)
    if (!(await repo.roomForFavorite(trx, ownerId))) throw fail('tooManyFavorites')
    const inserted = await repo.insertFavorite(trx, ownerId, target.id, fav.entity_type, fav.entity_id)
    if (inserted === 'duplicate') throw fail('alreadyInList')
    if (inserted === 'no-list') throw fail('listNotFound')
    return { ...fav, id: inserted.id, created_at: inserted.created_at, list_id: target.id, list_name: target.name }
  })
  return { success: true, favorite: await toFavorites(deps, [row]) }
}

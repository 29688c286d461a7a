import { z } from 'zod'
import { INT4_MAX } from '../validation/input.ts'

/** Shared by the server doors (REST, tRPC) and the client: the favourites API's inputs and outputs. */

import { ENTITY_TYPES } from '../directory/kinds.ts'

export { LIST_NAME_MAX } from './constants.ts'

const id = z.number().int().positive().max(INT4_MAX)

export const entityTypeSchema = z.enum(ENTITY_TYPES)
/** Absent or null: the server picks the default name ('My Favorites from' + timestamp). */
export const listNameSchema = z.string().max(1000).nullish()

export const addListInput = z.object({ name: listNameSchema })
export const updateListInput = z.object({ list_id: id, name: z.string().max(1000) })
export const removeListInput = z.object({ list_id: id })
/** Without list_id the item goes into the user's first list (created when there is none). */
export const addFavoriteInput = z.object({ list_id: id.nullish(), entity_id: id, entity_type: entityTypeSchema })
/** Without list_id the item is removed from all of the user's lists. */
export const removeFavoriteInput = z.object({ list_id: id.nullish(), entity_id: id, entity_type: entityTypeSchema })
export const moveFavoriteInput = z.object({ favorite_id: id, target_list_id: id })

export type AddListInput = z.infer<typeof addListInput>
export type UpdateListInput = z.infer<typeof updateListInput>
export type RemoveListInput = z.infer<typeof removeListInput>
export type AddFavoriteInput = z.infer<typeof addFavoriteInput>
export type RemoveFavoriteInput = z.infer<typeof removeFavoriteInput>
export type MoveFavoriteInput = z.infer<typeof moveFavoriteInput>

/** A small summary of the favourite's entity, so the favourites page needs no second round trip. */
export const entitySummarySchema = z.object({
  name: z.string(),
  city: z.string(),
  country: z.string(),
  photo: z.string().nullable(),
  /** Average of the listing's reviews with one decimal, null without reviews; how many reviews. */
  rating: z.number().nullable(),
  review_count: z.number(),
})

export const favoriteSchema = z.object({
  id: z.number(),
  list_id: z.number(),
  /** Name of the list that holds the favourite. */
  name: z.string(),
  entity_id: z.number(),
  entity_type: entityTypeSchema,
  created_at: z.string(),
  /** Null when the entity is no longer in the directory. */
  entity: entitySummarySchema.nullable(),
})
export type Favorite = z.infer<typeof favoriteSchema>

export const listInfoSchema = z.object({ id: z.number(), name: z.string(), created_at: z.string() })
export type ListInfo = z.infer<typeof listInfoSchema>

export const favoriteListSchema = listInfoSchema.extend({ favorites: z.array(favoriteSchema) })
export type FavoriteList = z.infer<typeof favoriteListSchema>

export const successSchema = z.object({ success: z.literal(true) })
export const favoriteResultSchema = z.object({ success: z.literal(true), favorite: z.array(favoriteSchema) })
export const listResultSchema = z.object({ success: z.literal(true), list: listInfoSchema })
export const removeResultSchema = z.object({ success: z.literal(true), removed: z.number() })

/**
 * The rules' errors, each a key under `favorites.errors.` of the catalog; the English texts there are the spec's
 * messages (docs/product.md, favourites), and the REST statusMessage is the English text.
 */
export type FavoriteErrorKey =
  | 'listNameEmpty'
  | 'listNameTooLong'
  | 'alreadyInList'
  | 'listNotEmpty'
  | 'listNameTaken'
  | 'favoriteNotFound'
  | 'listNotFound'
  | 'entityNotFound'
  | 'tooManyLists'
  | 'tooManyFavorites'

export const DEFAULT_LIST_PREFIX = 'My Favorites from'

/** 'My Favorites from 2026-11-22 12:25' (UTC). */
export function defaultListName(now: Date = new Date()): string {
  return `${DEFAULT_LIST_PREFIX} ${now.toISOString().slice(0, 16).replace('T', ' ')}`
}

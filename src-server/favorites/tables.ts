import type { ColumnType, Generated } from 'kysely'
import type { EntityType } from '../../src/directory/kinds.ts'

/** Kysely table types of the favorites feature; the migration that creates them is migrations/0004_favorites.ts. */
export interface FavoriteListRow {
  id: Generated<number>
  user_id: string
  name: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface FavoriteRow {
  id: Generated<number>
  list_id: number
  user_id: string
  entity_type: EntityType
  entity_id: number
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface FavoritesTables {
  favorite_lists: FavoriteListRow
  favorites: FavoriteRow
}

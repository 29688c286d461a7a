import { type Kysely, sql } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import type { Database } from '../db/schema.ts'

/** Reads and writes the ordered `photos` column (stored paths, storage/public-paths.ts) of directory entries. */
export const photosRepo = {
  async list(db: Kysely<Database>, type: EntityType, id: number): Promise<string[] | null> {
    const row = await db.selectFrom(KIND_PATH[type]).select('photos').where('id', '=', id).executeTakeFirst()
    return row ? row.photos : null
  },

  /** Appends in one statement, so parallel uploads never lose each other's photos. */
  async append(db: Kysely<Database>, type: EntityType, id: number, paths: string[]): Promise<string[] | null> {
    const row = await db
      .updateTable(KIND_PATH[type])
      .set({ photos: sql<string[]>`photos || ${sql.val(paths)}::text[]`, updated_at: new Date() })
      .where('id', '=', id)
      .returning('photos')
      .executeTakeFirst()
    return row ? row.photos : null
  },

  async remove(db: Kysely<Database>, type: EntityType, id: number, stored: string): Promise<string[] | null> {
    const row = await db
      .updateTable(KIND_PATH[type])
      .set({ photos: sql<string[]>`array_remove(photos, ${stored})`, updated_at: new Date() })
      .where('id', '=', id)
      .returning('photos')
      .executeTakeFirst()
    return row ? row.photos : null
  },

  /** Replaces one entry (the same photo with another focus point) in place; null when the entry is gone. */
  async replace(
    db: Kysely<Database>,
    type: EntityType,
    id: number,
    stored: string,
    next: string,
  ): Promise<string[] | null> {
    const row = await db
      .updateTable(KIND_PATH[type])
      .set({ photos: sql<string[]>`array_replace(photos, ${stored}, ${next})`, updated_at: new Date() })
      .where('id', '=', id)
      .where(sql<boolean>`${stored} = any(photos)`)
      .returning('photos')
      .executeTakeFirst()
    return row ? row.photos : null
  },

  /** Sets a new order; the caller has checked it is a permutation of the current list. */
  async reorder(db: Kysely<Database>, type: EntityType, id: number, photos: string[]): Promise<string[] | null> {
    const row = await db
      .updateTable(KIND_PATH[type])
      .set({ photos: sql<string[]>`${sql.val(photos)}::text[]`, updated_at: new Date() })
      .where('id', '=', id)
      .returning('photos')
      .executeTakeFirst()
    return row ? row.photos : null
  },
}

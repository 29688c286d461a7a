import { type Kysely, sql } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import type { Database } from '../db/schema.ts'
import { type DirectoryDeps, withShownPhoto } from './presenters.ts'
import { cardRating } from './ratings-sql.ts'

/** What other features show of a directory entry (favourites lists, riders, stages). */
export interface EntitySummary {
  type: EntityType
  id: number
  name: string
  city: string
  country: string
  photo: string | null
  /** Average of the reviews with one decimal, null without reviews; how many reviews. */
  rating: number | null
  review_count: number
}

export const summaryKey = (type: EntityType, id: number) => `${type}:${id}`

/** Summaries of many entries at once (one query per kind); missing ids are simply absent from the map. */
export async function entitySummaries(
  deps: DirectoryDeps,
  refs: readonly { type: EntityType; id: number }[],
): Promise<Map<string, EntitySummary>> {
  const out = new Map<string, EntitySummary>()
  const byType = new Map<EntityType, Set<number>>()
  for (const ref of refs) {
    if (!Number.isSafeInteger(ref.id) || ref.id < 1 || ref.id > 2_147_483_647) continue
    if (!KIND_PATH[ref.type]) continue
    const ids = byType.get(ref.type) ?? new Set<number>()
    byType.set(ref.type, ids)
    ids.add(ref.id)
  }
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const { rows } = await sql<
        Omit<EntitySummary, 'type' | 'review_count'> & { review_count: number | null }
      >`select t.id, t.name, t.city, t.country, t.photos[1] as photo, ${cardRating('t')}
        from ${sql.table(KIND_PATH[type])} t
        where t.id = any(${[...ids]}::int[])`.execute(deps.db)
      for (const row of rows) {
        out.set(
          summaryKey(type, row.id),
          withShownPhoto(deps.storage, {
            type,
            id: row.id,
            name: row.name,
            city: row.city,
            country: row.country,
            photo: row.photo,
            rating: row.rating == null ? null : Number(row.rating),
            review_count: Number(row.review_count ?? 0),
          }),
        )
      }
    }),
  )
  return out
}

export async function entityExists(db: Kysely<Database>, type: EntityType, id: number): Promise<boolean> {
  if (!KIND_PATH[type] || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false
  const row = await db.selectFrom(KIND_PATH[type]).select('id').where('id', '=', id).executeTakeFirst()
  return row !== undefined
}

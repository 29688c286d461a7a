/** The home page's showcase: a few recently confirmed entries of each kind that have photos. */
import type { Kysely } from 'kysely'
import { ENTITY_TYPES } from '../../src/directory/schema.ts'
import type { Database } from '../db/schema.ts'
import { featuredRows } from './featured-repository.ts'
import { type Card, toCard } from './service.ts'

type Db = Kysely<Database>

export const FEATURED_PER_KIND = 4
/** A showcase entry shows a photo and has more to look at on its page. */
const MIN_PHOTOS = 3
/**
 * Brief: the demo photos arrive in the background after start and listings get confirmed all day; a visitor
 * a minute behind loses nothing, and the home page costs three scans a minute at most.
 */
export const FEATURED_TTL_MS = 60_000

const cache = new WeakMap<Db, { at: number; value: Promise<{ items: Card[] }> }>()

async function load(db: Db): Promise<{ items: Card[] }> {
  const lists = await Promise.all(
    ENTITY_TYPES.map(async (type) =>
      (await featuredRows(db, type, MIN_PHOTOS, FEATURED_PER_KIND)).map((r) => toCard(type, r)),
    ),
  )
  // Interleaved (artist, venue, service, artist…) so every row of the grid shows each kind.
  const items: Card[] = []
  for (let i = 0; i < FEATURED_PER_KIND; i++) for (const list of lists) if (list[i]) items.push(list[i]!)
  return { items }
}

export function featured(db: Db, now = Date.now()): Promise<{ items: Card[] }> {
  const hit = cache.get(db)
  if (hit && now - hit.at < FEATURED_TTL_MS) return hit.value
  const value = load(db)
  cache.set(db, { at: now, value })
  // A failed load is not kept: the next visitor tries again.
  value.catch(() => cache.delete(db))
  return value
}

/** The home page's showcase: a few recently confirmed entries of each kind that have photos. */
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { cityName } from '../../src/directory/city-names.ts'
import { ENTITY_TYPES } from '../../src/directory/schema.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import type { Database } from '../db/schema.ts'
import { featuredRows } from './featured-repository.ts'
import { type DirectoryDeps, withShownPhoto } from './presenters.ts'
import { type Card, toCard } from './service.ts'

type Db = Kysely<Database>

export const featuredInput = z.object({ locale: z.enum(LOCALES, { error: () => 'locale: unknown' }).optional() })

export const FEATURED_PER_KIND = 4
/** A showcase entry shows a photo and has more to look at on its page. */
const MIN_PHOTOS = 3
/**
 * Brief: the demo photos arrive in the background after start and listings get confirmed all day; a visitor
 * a minute behind loses nothing, and the home page costs three scans a minute at most.
 */
export const FEATURED_TTL_MS = 60_000

/** A card with its city as the page's language writes it (the home page need not load every city's names). */
export type FeaturedCard = Card & { city_name: string }

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

function cached(db: Db, now: number): Promise<{ items: Card[] }> {
  const hit = cache.get(db)
  if (hit && now - hit.at < FEATURED_TTL_MS) return hit.value
  const value = load(db)
  cache.set(db, { at: now, value })
  // A failed load is not kept: the next visitor tries again.
  value.catch(() => cache.delete(db))
  return value
}

export async function featured(
  deps: DirectoryDeps,
  locale: Locale = 'en',
  now = Date.now(),
): Promise<{ items: FeaturedCard[] }> {
  // The cache keeps stored photo paths; the URLs are this start's.
  const { items } = await cached(deps.db, now)
  return { items: items.map((c) => ({ ...withShownPhoto(deps.storage, c), city_name: cityName(c.city, locale) })) }
}

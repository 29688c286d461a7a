import type { EntityType } from '../../src/directory/kinds.ts'
import type { MyListingsInput } from '../../src/directory/schema.ts'
import type { AuthUser } from '../auth/verify.ts'
import { listingRows } from './listings-repository.ts'
import { listingPolicy } from './policy.ts'
import { type DirectoryDeps, withShownPhoto } from './presenters.ts'

const PAGE_SIZE = 20
/** A gallery reads as complete from this many photos (the demo listings have 3–6). */
export const PHOTOS_FOR_COMPLETE = 3

/**
 * "My listings" on `/account`: a venue owner sees their venues; an admin sees every listing of a kind, filtered by
 * name. Each comes with what it still lacks (photos, description, contacts, price), so owners know what to do next.
 */
export async function myListings(deps: DirectoryDeps, user: AuthUser, input: MyListingsInput) {
  const { admin, ownerId } = await listingPolicy.listMine(deps.db, user)
  const { db } = deps
  const type: EntityType = admin ? (input.type ?? 'venue') : 'venue'
  const page = input.page ?? 1
  const rows = await listingRows(db, type, { ownerId, name: input.q ?? null }, PAGE_SIZE, (page - 1) * PAGE_SIZE)
  return {
    scope: admin ? ('all' as const) : ('own' as const),
    type,
    page,
    limit: PAGE_SIZE,
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => {
      const checks = {
        photos: r.photo_count >= PHOTOS_FOR_COMPLETE,
        description: r.has_description,
        contacts: r.has_contacts,
        ...(r.has_price === null ? {} : { price: r.has_price }),
      }
      return withShownPhoto(deps.storage, {
        type,
        id: r.id,
        name: r.name,
        city: r.city,
        country: r.country,
        photo: r.photo,
        photo_count: r.photo_count,
        updated_at: new Date(r.updated_at).toISOString(),
        /** What is there (true) and what is missing (false); a kind without prices has no `price`. */
        checks,
      })
    }),
  }
}

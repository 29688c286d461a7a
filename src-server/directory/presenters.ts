import type { Deps } from '../deps.ts'
import { shownObjectUrlOrNull, shownObjectUrls } from '../storage/public-paths.ts'

/** What the directory's services are given: the database, and the storage driver that turns photo paths into URLs. */
export type DirectoryDeps = Pick<Deps, 'db' | 'storage'>

type Storage = DirectoryDeps['storage']

/**
 * Rows keep photos as host-independent paths (storage/public-paths.ts); answers show URLs. These turn one into the
 * other at the last step, so caches and the search itself never hold an origin.
 */
export function withShownPhoto<T extends { photo: string | null }>(storage: Storage, card: T): T {
  return { ...card, photo: shownObjectUrlOrNull(storage, card.photo) }
}

export function withShownPhotos<T extends { photos: string[] }>(storage: Storage, entity: T): T {
  return { ...entity, photos: shownObjectUrls(storage, entity.photos) }
}

export function withShownItems<T extends { items: { photo: string | null }[] }>(storage: Storage, page: T): T {
  return { ...page, items: page.items.map((c) => withShownPhoto(storage, c)) }
}

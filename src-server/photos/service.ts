import { randomUUID } from 'node:crypto'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import { type Focus, withFocus } from '../../src/photos/focus.ts'
import { lastTwoSegments, PHOTO_PATH } from '../../src/photos/schemas.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { listingPolicy } from '../directory/policy.ts'
import { AppError, englishText } from '../http/errors.ts'
import { CONVERT_FAILED, type ConvertedImage, photoToWebp } from '../media/images.ts'
import type { UploadedFile } from '../media/multipart.ts'
import { type BucketName, storageFailure } from '../storage/client.ts'
import { shownObjectUrl, shownObjectUrls, storedObjectPath } from '../storage/public-paths.ts'
import { photosRepo } from './repository.ts'

/**
 * Photo galleries of directory entries. Venue: its owner or an admin; artists and services: admins
 * (the directory's listingPolicy decides). Keys are `{entityId}/{uuid}.webp` in the bucket of the kind; the `photos` column
 * keeps their host-independent paths (storage/public-paths.ts) and answers show them as URLs.
 */
/** Each kind's photos live in the bucket named like its URL segment. */
export const BUCKET_OF: Record<EntityType, BucketName> = KIND_PATH

/** The upload's statusMessage (docs/product.md §7). */
export const UPLOADED_MESSAGE = englishText('media.gallery.uploadedAll')
const ONE_YEAR = String(365 * 24 * 3600)

export async function uploadPhotos(
  deps: Deps,
  user: AuthUser,
  type: EntityType,
  id: number,
  /** The files, or a reader called only once access is granted (so strangers cannot make us buffer bodies). */
  source: UploadedFile[] | (() => Promise<UploadedFile[]>),
): Promise<{ statusMessage: string; responses: string[]; photos: string[] }> {
  await listingPolicy.change(deps.db, user, type, id)
  const files = typeof source === 'function' ? await source() : source
  if (files.length === 0) throw AppError.of(400, 'media.errors.noPhotoFiles')
  return storePhotos(deps, type, id, files)
}

/**
 * Converts, stores and appends photos to an entry, without an access check: the upload door above after its
 * check, and the demo seeding (directory/seed-photos.ts), so demo photos take the very path of uploads.
 */
export async function storePhotos(
  deps: Deps,
  type: EntityType,
  id: number,
  /** Spooled uploads (their temp file) or bytes in memory. */
  files: readonly ({ path: string } | { data: Buffer })[],
): Promise<{ statusMessage: string; responses: string[]; photos: string[] }> {
  // Convert everything first, two at a time (images.ts's limiter): one bad file stores nothing.
  const conversions = await Promise.allSettled(files.map((file) => photoToWebp('path' in file ? file.path : file.data)))
  const failed = conversions.find((c) => c.status === 'rejected')
  if (failed) throw failed.reason
  return storeConvertedPhotos(
    deps,
    type,
    id,
    conversions.map((c) => (c as PromiseFulfilledResult<ConvertedImage>).value),
  )
}

/** Stores photos that photoToWebp already made (here or in the demo seeding's converter process) and appends them. */
export async function storeConvertedPhotos(
  deps: Deps,
  type: EntityType,
  id: number,
  converted: readonly Pick<ConvertedImage, 'data'>[],
): Promise<{ statusMessage: string; responses: string[]; photos: string[] }> {
  const bucket = BUCKET_OF[type]
  const { storage } = deps
  // Keys in the order the files were sent in.
  const keys = converted.map(() => `${id}/${randomUUID()}.webp`)
  try {
    await storage.uploadMany(
      bucket,
      converted.map((image, i) => ({ key: keys[i]!, bytes: image.data })),
      { contentType: 'image/webp', cacheControl: ONE_YEAR, upsert: false },
    )
  } catch (error) {
    throw storageFailure(deps, error, 'photo upload')
  }
  const paths = keys.map((key) => storedObjectPath(bucket, key))
  const photos = await photosRepo.append(deps.db, type, id, paths)
  if (!photos) {
    await storage.remove(bucket, keys).catch(() => {})
    throw AppError.of(404, 'directory.errors.notFound')
  }
  return {
    statusMessage: UPLOADED_MESSAGE,
    responses: shownObjectUrls(storage, paths),
    photos: shownObjectUrls(storage, photos),
  }
}

/** The stored path of an entry's photo named `{id}/{uuid}.webp` (400 when malformed or another entry's, 404 when absent). */
async function storedPhoto(deps: Deps, type: EntityType, id: number, photoPath: string): Promise<string> {
  const m = PHOTO_PATH.exec(photoPath)
  if (!m) throw AppError.of(400, 'media.errors.invalidPhotoPath')
  if (Number(m[1]) !== id) throw AppError.of(400, 'media.errors.otherEntity')
  const current = (await photosRepo.list(deps.db, type, id)) ?? []
  const stored = current.find((u) => lastTwoSegments(u) === photoPath)
  if (!stored) throw AppError.of(404, 'media.errors.photoNotFound')
  return stored
}

export async function deletePhoto(
  deps: Deps,
  user: AuthUser,
  type: EntityType,
  id: number,
  photoPath: string,
): Promise<{ statusMessage: string; photos: string[] }> {
  await listingPolicy.change(deps.db, user, type, id)
  const stored = await storedPhoto(deps, type, id, photoPath)
  await deps.storage.remove(BUCKET_OF[type], [photoPath]).catch((error) => {
    throw storageFailure(deps, error, 'photo removal')
  })
  const photos = (await photosRepo.remove(deps.db, type, id, stored)) ?? []
  return { statusMessage: englishText('media.gallery.deleted'), photos: shownObjectUrls(deps.storage, photos) }
}

/** Sets a photo's focus point (src/photos/focus.ts): cards and the details cover keep it in view when they crop. */
export async function setPhotoFocus(
  deps: Deps,
  user: AuthUser,
  type: EntityType,
  id: number,
  photoPath: string,
  focus: Focus,
): Promise<{ photos: string[] }> {
  await listingPolicy.change(deps.db, user, type, id)
  const stored = await storedPhoto(deps, type, id, photoPath)
  const photos = await photosRepo.replace(deps.db, type, id, stored, withFocus(stored, focus))
  // Deleted or changed by another request in between.
  if (!photos) throw AppError.of(409, 'media.errors.reorderStale')
  return { photos: shownObjectUrls(deps.storage, photos) }
}

export async function reorderPhotos(
  deps: Deps,
  user: AuthUser,
  type: EntityType,
  id: number,
  order: string[],
): Promise<{ photos: string[] }> {
  await listingPolicy.change(deps.db, user, type, id)
  const current = (await photosRepo.list(deps.db, type, id)) ?? []
  // The client sends the URLs it was shown (or the stored paths): each names one stored photo, once.
  const storedOf = new Map<string, string>()
  for (const stored of current) {
    storedOf.set(stored, stored)
    storedOf.set(shownObjectUrl(deps.storage, stored), stored)
  }
  const stored = order.map((photo) => storedOf.get(photo))
  const same =
    stored.length === current.length &&
    stored.every((s) => s !== undefined) &&
    [...(stored as string[])].sort().join('\n') === [...current].sort().join('\n')
  if (!same) throw AppError.of(409, 'media.errors.reorderStale')
  const photos = (await photosRepo.reorder(deps.db, type, id, stored as string[])) ?? []
  return { photos: shownObjectUrls(deps.storage, photos) }
}

export { CONVERT_FAILED }

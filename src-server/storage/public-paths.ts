import { BUCKETS, type BucketName } from './client.ts'
import type { ObjectStorage } from './driver.ts'

/**
 * How rows keep links to objects of our public buckets (photos, avatars): a root-relative path,
 * `/storage/v1/object/public/{bucket}/{key}` (an avatar adds `?v=…`), never an origin. The site can then move to
 * another domain, scheme or port, be restored elsewhere or switch to hosted Supabase, and every link still
 * leads to its object: the URL is made when a response is written (`shownObjectUrl`), from the storage driver
 * of this start (PUBLIC_URL for embedded storage, SUPABASE_URL for hosted).
 */
export const PUBLIC_OBJECT_PREFIX = '/storage/v1/object/public/'

/** The stored form of an object of a public bucket. */
export function storedObjectPath(bucket: BucketName, key: string): string {
  return `${PUBLIC_OBJECT_PREFIX}${bucket}/${encodeURI(key)}`
}

export interface StoredObjectRef {
  bucket: BucketName
  key: string
  /** `?v=…` or '' (kept as it is: it names a version for browser caches). */
  query: string
}

/** The bucket, key and query of a stored path; null for anything else (a foreign URL, an absolute one). */
export function parseStoredObjectPath(stored: string): StoredObjectRef | null {
  if (!stored.startsWith(PUBLIC_OBJECT_PREFIX)) return null
  const queryAt = stored.search(/[?#]/)
  const path = queryAt < 0 ? stored : stored.slice(0, queryAt)
  const query = queryAt < 0 ? '' : stored.slice(queryAt)
  const rest = path.slice(PUBLIC_OBJECT_PREFIX.length)
  const slash = rest.indexOf('/')
  if (slash <= 0) return null
  const bucket = rest.slice(0, slash)
  if (!Object.hasOwn(BUCKETS, bucket)) return null
  let key: string
  try {
    key = decodeURI(rest.slice(slash + 1))
  } catch {
    return null
  }
  return key ? { bucket: bucket as BucketName, key, query } : null
}

/** What a response shows for a stored link: our objects as this start's public URL, anything else unchanged. */
export function shownObjectUrl(storage: Pick<ObjectStorage, 'publicUrl'>, stored: string): string {
  const ref = parseStoredObjectPath(stored)
  return ref ? `${storage.publicUrl(ref.bucket, ref.key)}${ref.query}` : stored
}

export function shownObjectUrls(storage: Pick<ObjectStorage, 'publicUrl'>, stored: readonly string[]): string[] {
  return stored.map((s) => shownObjectUrl(storage, s))
}

/** For fields that may be empty (a card without photos, a profile without avatar). */
export function shownObjectUrlOrNull(storage: Pick<ObjectStorage, 'publicUrl'>, stored: string | null): string | null {
  return stored == null ? null : shownObjectUrl(storage, stored)
}

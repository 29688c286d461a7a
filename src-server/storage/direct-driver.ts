import { createHash, randomUUID } from 'node:crypto'
import type { Deps } from '../deps.ts'
import type { BlobStore } from './blobs.ts'
import type { ObjectStorage, UploadOptions } from './driver.ts'
import { entityTooLarge, invalidKey, invalidMime, keyExists, noSuchBucket } from './errors.ts'
import { storageRepo } from './repository.ts'
import { MAX_OBJECT_BYTES } from './upload.ts'
import { mimeAllowed, normaliseCacheControl, parseKey } from './wire.ts'

/**
 * The embedded storage written and read in-process: the same bucket checks, files and rows as
 * `POST|DELETE /storage/v1/object/…` (objects.ts), without a second trip through HTTP, the middleware stack
 * and the multipart/temp-file spooling. The HTTP surface stays for supabase-js clients.
 */
export function directStorage(deps: Pick<Deps, 'db' | 'config'> & { blobs: BlobStore }): ObjectStorage {
  const { db, blobs } = deps
  /** One object into a bucket whose rules were checked: its bytes, then its row (the bytes go if the row cannot). */
  async function putOne(bucketId: string, key: string, bytes: Buffer, options: UploadOptions): Promise<void> {
    const version = randomUUID()
    await blobs.putBytes(version, bytes)
    const result = await storageRepo
      .putObject(
        db,
        {
          bucket_id: bucketId,
          name: key,
          version,
          size: bytes.length,
          mimetype: options.contentType,
          cache_control: normaliseCacheControl(options.cacheControl),
          etag: createHash('md5').update(bytes).digest('hex'),
          user_metadata: null,
        },
        options.upsert,
      )
      .catch(async (error) => {
        await blobs.remove([version])
        throw error
      })
    if (result.status === 'exists') {
      await blobs.remove([version])
      throw keyExists()
    }
    if (result.previousVersion) await blobs.remove([result.previousVersion])
  }
  return {
    upload(bucketId, key, bytes, options) {
      return this.uploadMany(bucketId, [{ key, bytes }], options)
    },
    async uploadMany(bucketId, objects, options) {
      for (const { key } of objects) if (parseKey(key.split('/')) !== key) throw invalidKey(key)
      // The bucket's rules are read once for all the objects (a gallery's photos come together).
      const bucket = await storageRepo.getBucket(db, bucketId)
      if (!bucket) throw noSuchBucket()
      const limit = Math.min(bucket.file_size_limit ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES)
      if (objects.some(({ bytes }) => bytes.length > limit)) throw entityTooLarge()
      if (!mimeAllowed(bucket, options.contentType)) throw invalidMime(options.contentType)
      const stored: string[] = []
      try {
        for (const { key, bytes } of objects) {
          await putOne(bucket.id, key, bytes, options)
          stored.push(key)
        }
      } catch (error) {
        // All or none: the objects stored before the failure go too.
        if (stored.length) await this.remove(bucketId, stored).catch(() => {})
        throw error
      }
    },
    async remove(bucketId, keys) {
      const removed = await storageRepo.removeObjects(db, bucketId, keys)
      await blobs.remove(removed.map((o) => o.version))
    },
    async download(bucketId, key) {
      const object = await storageRepo.getObject(db, bucketId, key)
      if (!object) return null
      const stream = await blobs.open(object.version)
      if (!stream) return null
      // The app's own images (re-encoded WebP, bounded by their buckets' limits) are read whole.
      return Buffer.concat(await stream.toArray())
    },
    publicUrl(bucketId, key) {
      // Absolute when PUBLIC_URL is configured, otherwise root-relative: it works on whatever origin serves the app.
      const origin = deps.config.PUBLIC_URL ? deps.config.publicUrl : ''
      return `${origin}/storage/v1/object/public/${bucketId}/${encodeURI(key)}`
    },
  }
}

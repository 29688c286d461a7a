import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type { Deps } from '../deps.ts'
import type { ObjectStorage } from './driver.ts'
import { entityTooLarge, invalidKey, invalidMime, keyExists, noSuchBucket } from './errors.ts'
import { storageRepo } from './repository.ts'
import { MAX_OBJECT_BYTES } from './upload.ts'
import { fileOf, mimeAllowed, normaliseCacheControl, objectsDir, parseKey } from './wire.ts'

/**
 * The embedded storage written and read in-process: the same bucket checks, files and rows as
 * `POST|DELETE /storage/v1/object/…` (objects.ts), without a second trip through HTTP, the middleware stack
 * and the multipart/temp-file spooling. The HTTP surface stays for supabase-js clients.
 */
export function directStorage(deps: Pick<Deps, 'db' | 'config'>): ObjectStorage {
  const { db } = deps
  return {
    async upload(bucketId, key, bytes, options) {
      if (parseKey(key.split('/')) !== key) throw invalidKey(key)
      const bucket = await storageRepo.getBucket(db, bucketId)
      if (!bucket) throw noSuchBucket()
      if (bytes.length > Math.min(bucket.file_size_limit ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES)) throw entityTooLarge()
      if (!mimeAllowed(bucket, options.contentType)) throw invalidMime(options.contentType)
      const version = randomUUID()
      const file = fileOf(deps, version)
      await fs.promises.mkdir(objectsDir(deps), { recursive: true })
      await fs.promises.writeFile(file, bytes)
      const result = await storageRepo
        .putObject(
          db,
          {
            bucket_id: bucket.id,
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
          await fs.promises.rm(file, { force: true })
          throw error
        })
      if (result.status === 'exists') {
        await fs.promises.rm(file, { force: true })
        throw keyExists()
      }
      if (result.previousVersion) await fs.promises.rm(fileOf(deps, result.previousVersion), { force: true })
    },
    async remove(bucketId, keys) {
      const removed = await storageRepo.removeObjects(db, bucketId, keys)
      await Promise.all(removed.map((o) => fs.promises.rm(fileOf(deps, o.version), { force: true })))
    },
    async download(bucketId, key) {
      const object = await storageRepo.getObject(db, bucketId, key)
      if (!object) return null
      return fs.promises.readFile(fileOf(deps, object.version)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      })
    },
    publicUrl(bucketId, key) {
      // Absolute when PUBLIC_URL is configured, otherwise root-relative: it works on whatever origin serves the app.
      const origin = deps.config.PUBLIC_URL ? deps.config.publicUrl : ''
      return `${origin}/storage/v1/object/public/${bucketId}/${encodeURI(key)}`
    },
  }
}

import type { BucketName } from './client.ts'

/** How an object is stored: its type, how long browsers may cache it, whether it may replace one. */
export interface UploadOptions {
  contentType: string
  /** Seconds, or a Cache-Control value. */
  cacheControl: string
  upsert: boolean
}

/**
 * The app's own object storage (avatars, gallery photos), with the service role's rights. Two drivers:
 * hosted Supabase through supabase-js, and the embedded storage written directly (direct-driver.ts), so an
 * upload does not go through the HTTP stack a second time. Failures throw; callers answer with storageFailure().
 */
export interface ObjectStorage {
  upload(bucket: BucketName, key: string, bytes: Buffer, options: UploadOptions): Promise<void>
  /** Several objects of one bucket with the same options: all stored, or none (a failure removes the others). */
  uploadMany(bucket: BucketName, objects: { key: string; bytes: Buffer }[], options: UploadOptions): Promise<void>
  /** Keys that do not exist are no error. */
  remove(bucket: BucketName, keys: string[]): Promise<void>
  /** null when the object does not exist. */
  download(bucket: BucketName, key: string): Promise<Buffer | null>
  /** The URL browsers load the object of a public bucket from. */
  publicUrl(bucket: BucketName, key: string): string
}

/**
 * supabase-js storage with the service role key (hosted Supabase). Loaded only then: a server on the embedded
 * storage never carries supabase-js (bench/memory.ts).
 */
export async function serviceStorageClient(url: string, serviceRoleKey: string) {
  const { createClient } = await import('@supabase/supabase-js')
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).storage
}

export async function hostedStorage(url: string, serviceRoleKey: string): Promise<ObjectStorage> {
  const storage = await serviceStorageClient(url, serviceRoleKey)
  const driver: ObjectStorage = {
    async upload(bucket, key, bytes, options) {
      const { error } = await storage.from(bucket).upload(key, bytes, options)
      if (error) throw error
    },
    async uploadMany(bucket, objects, options) {
      const stored: string[] = []
      try {
        await Promise.all(
          objects.map(async ({ key, bytes }) => {
            await driver.upload(bucket, key, bytes, options)
            stored.push(key)
          }),
        )
      } catch (error) {
        if (stored.length) await driver.remove(bucket, stored).catch(() => {})
        throw error
      }
    },
    async remove(bucket, keys) {
      const { error } = await storage.from(bucket).remove(keys)
      if (error) throw error
    },
    async download(bucket, key) {
      const { data, error } = await storage.from(bucket).download(key)
      if (error) {
        const { statusCode, status } = error as { statusCode?: string; status?: number }
        if (statusCode === '404' || status === 404) return null
        throw error
      }
      return Buffer.from(await data.arrayBuffer())
    },
    publicUrl: (bucket, key) => storage.from(bucket).getPublicUrl(key).data.publicUrl,
  }
  return driver
}

import { ENTITY_TYPES, KIND_PATH, type KindPath } from '../../src/directory/kinds.ts'
import { PHOTO_STORED_MAX_BYTES } from '../../src/photos/schemas.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { serviceStorageClient } from './driver.ts'
import { storageRepo } from './repository.ts'

/** The photo buckets' limit applies to the stored, re-encoded WebP (see PHOTO_STORED_MAX_BYTES). */
const PHOTO_BUCKET = { public: true, fileSizeLimit: PHOTO_STORED_MAX_BYTES, allowedMimeTypes: ['image/webp'] } as const

/** Buckets the app uses (objects are written through `deps.storage`, driver.ts): public reads, WebP only (the server re-encodes everything it stores). */
export const BUCKETS = {
  avatars: { public: true, fileSizeLimit: 2 * 1024 * 1024, allowedMimeTypes: ['image/webp'] },
  // One bucket of gallery photos per directory kind, named like its URL segment.
  ...(Object.fromEntries(ENTITY_TYPES.map((kind) => [KIND_PATH[kind], PHOTO_BUCKET])) as Record<
    KindPath,
    typeof PHOTO_BUCKET
  >),
} as const
export type BucketName = keyof typeof BUCKETS

/** Creates missing buckets: directly in the database when embedded (the server is not listening yet). */
export async function ensureBuckets(deps: Deps): Promise<void> {
  if (deps.config.embeddedSupabase) {
    for (const [id, b] of Object.entries(BUCKETS)) {
      await storageRepo.createBucket(deps.db, {
        id,
        name: id,
        public: b.public,
        file_size_limit: b.fileSizeLimit,
        allowed_mime_types: [...b.allowedMimeTypes],
      })
    }
    return
  }
  const storage = await serviceStorageClient(deps.supabaseUrl, deps.supabaseServiceRoleKey)
  for (const [id, b] of Object.entries(BUCKETS)) {
    const { error } = await storage.getBucket(id)
    if (!error) continue
    const created = await storage.createBucket(id, {
      public: b.public,
      fileSizeLimit: b.fileSizeLimit,
      allowedMimeTypes: [...b.allowedMimeTypes],
    })
    if (created.error && !/exist/i.test(created.error.message)) {
      deps.log.error({ err: created.error, bucket: id }, 'could not create storage bucket')
    }
  }
}

/** Storage failures the user cannot fix are logged and answered as a plain 502. */
export function storageFailure(deps: Deps, error: unknown, what: string): AppError {
  deps.log.error({ err: error }, `storage: ${what} failed`)
  return AppError.of(502, 'media.errors.storage')
}

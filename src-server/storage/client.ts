import { createClient } from '@supabase/supabase-js'
import { ENTITY_TYPES, KIND_PATH, type KindPath } from '../../src/directory/kinds.ts'
import { PHOTO_STORED_MAX_BYTES } from '../../src/photos/schemas.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { storageRepo } from './repository.ts'

/**
 * The server's own storage client: supabase-js storage with the service role key, always — against hosted
 * Supabase when SUPABASE_URL is set, against this very server's `/storage/v1` otherwise.
 */
type StorageApi = ReturnType<typeof createClient>['storage']

/** One client per server copy and URL (the internal URL is known only once the server listens). */
const clientsOf = new WeakMap<Deps, Map<string, StorageApi>>()

const PHOTO_BUCKET = { public: true, fileSizeLimit: PHOTO_STORED_MAX_BYTES, allowedMimeTypes: ['image/webp'] } as const

/** Buckets the app uses: public reads, WebP only (the server re-encodes everything it stores). */
export const BUCKETS = {
  avatars: { public: true, fileSizeLimit: 2 * 1024 * 1024, allowedMimeTypes: ['image/webp'] },
  // One bucket of gallery photos per directory kind, named like its URL segment.
  ...(Object.fromEntries(ENTITY_TYPES.map((kind) => [KIND_PATH[kind], PHOTO_BUCKET])) as Record<
    KindPath,
    typeof PHOTO_BUCKET
  >),
} as const
export type BucketName = keyof typeof BUCKETS

/** Called once the server listens: in embedded mode the server talks to itself on its loopback address. */
export function setInternalStorageUrl(deps: Deps, url: string): void {
  deps.internalUrl = url
}

function baseUrl(deps: Deps): string {
  if (!deps.config.embeddedSupabase) return deps.supabaseUrl
  return deps.internalUrl ?? deps.config.publicUrl
}

export function storageClient(deps: Deps): StorageApi {
  const url = baseUrl(deps)
  let clients = clientsOf.get(deps)
  if (!clients) {
    clients = new Map()
    clientsOf.set(deps, clients)
  }
  let client = clients.get(url)
  if (!client) {
    client = createClient(url, deps.supabaseServiceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }).storage
    clients.set(url, client)
  }
  return client
}

/**
 * The URL browsers load a public object from. Hosted: the project's public URL. Embedded: this server's
 * `/storage/v1/object/public/…`, absolute when PUBLIC_URL is configured, otherwise root-relative so it works on
 * whatever origin the app is reached at.
 */
export function publicObjectUrl(deps: Deps, bucket: BucketName, key: string): string {
  if (!deps.config.embeddedSupabase) return storageClient(deps).from(bucket).getPublicUrl(key).data.publicUrl
  const origin = deps.config.PUBLIC_URL ? deps.config.publicUrl : ''
  return `${origin}/storage/v1/object/public/${bucket}/${encodeURI(key)}`
}

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
  const storage = storageClient(deps)
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
  return new AppError(502, 'Storage is unavailable, please try again.', 'media.errors.storage')
}

import { bucketExists, bucketNotEmpty, noSuchBucket } from './errors.ts'
import { storageRepo } from './repository.ts'
import type { StorageCall } from './routes.ts'
import {
  bucketId,
  bucketJson,
  clientRejectsBucketType,
  listedBucketJson,
  parseMimeTypes,
  parseSizeLimit,
  readJson,
} from './wire.ts'

/** Handlers of `/bucket…` (routes.ts says who may call which). */

/** GET /bucket: every bucket for the service role; others see none (the app's buckets are its own business). */
export async function listBuckets({ ctx, deps, service }: StorageCall): Promise<void> {
  if (!service) {
    ctx.body = []
    return
  }
  const q = ctx.query
  const buckets = await storageRepo.listBuckets(deps.db, {
    limit: q.limit ? Math.max(0, Number(q.limit)) || undefined : undefined,
    offset: q.offset ? Math.max(0, Number(q.offset)) || undefined : undefined,
    search: typeof q.search === 'string' ? q.search : undefined,
    sortColumn: typeof q.sortColumn === 'string' ? q.sortColumn : undefined,
    sortOrder: q.sortOrder === 'desc' ? 'desc' : 'asc',
  })
  const withType = !clientRejectsBucketType(ctx.get('x-client-info'), ctx.get('user-agent'))
  ctx.body = buckets.map((b) => listedBucketJson(b, withType))
}

/** POST /bucket */
export async function createBucket({ ctx, deps }: StorageCall): Promise<void> {
  const body = await readJson(ctx)
  const newId = bucketId(String(body.id ?? body.name ?? ''))
  const created = await storageRepo.createBucket(deps.db, {
    id: newId,
    name: newId,
    public: body.public === true,
    file_size_limit: parseSizeLimit(body.file_size_limit),
    allowed_mime_types: parseMimeTypes(body.allowed_mime_types),
  })
  if (!created) throw bucketExists()
  ctx.body = { name: newId }
}

/** POST /bucket/{id}/empty */
export async function emptyBucket({ ctx, deps, id }: StorageCall): Promise<void> {
  if (!(await storageRepo.getBucket(deps.db, id!))) throw noSuchBucket()
  const removed = await storageRepo.emptyBucket(deps.db, id!)
  await deps.blobs!.remove(removed.map((o) => o.version))
  ctx.body = { message: 'Successfully emptied' }
}

/** GET /bucket/{id} */
export async function getBucket({ ctx, deps, id }: StorageCall): Promise<void> {
  const bucket = await storageRepo.getBucket(deps.db, id!)
  if (!bucket) throw noSuchBucket()
  ctx.body = bucketJson(bucket)
}

/** PUT /bucket/{id} */
export async function updateBucket({ ctx, deps, id }: StorageCall): Promise<void> {
  const body = await readJson(ctx)
  const patch: Parameters<typeof storageRepo.updateBucket>[2] = {}
  if (typeof body.public === 'boolean') patch.public = body.public
  if ('file_size_limit' in body) patch.file_size_limit = parseSizeLimit(body.file_size_limit)
  if ('allowed_mime_types' in body) patch.allowed_mime_types = parseMimeTypes(body.allowed_mime_types)
  if (!(await storageRepo.updateBucket(deps.db, id!, patch))) throw noSuchBucket()
  ctx.body = { message: 'Successfully updated' }
}

/** DELETE /bucket/{id}: only an empty bucket. */
export async function deleteBucket({ ctx, deps, id }: StorageCall): Promise<void> {
  await readJson(ctx)
  const result = await storageRepo.deleteBucket(deps.db, id!)
  if (result === 'missing') throw noSuchBucket()
  if (result === 'not-empty') throw bucketNotEmpty()
  ctx.body = { message: 'Successfully deleted' }
}

import { randomUUID } from 'node:crypto'
import { jwtVerify } from 'jose'
import { invalidRequest, invalidSignature, keyExists, noSuchBucket, noSuchKey } from './errors.ts'
import { signToken, storeUpload } from './objects.ts'
import { storageRepo } from './repository.ts'
import type { StorageCall } from './routes.ts'
import { bucketId, parseKey, readJson } from './wire.ts'

/**
 * Signed upload URLs, move and copy: storage-api's `/object/upload/sign/…`, `/object/move`, `/object/copy`
 * (routes.ts says who may call which).
 */

/** storage-api's `UPLOAD_SIGNED_URL_EXPIRATION_TIME` default: two hours. */
export const UPLOAD_URL_SECONDS = 2 * 60 * 60

/** POST /object/upload/sign/{bucket}/{key} (x-upsert: true lets the upload replace an object). */
export async function createSignedUpload({ ctx, deps, rest }: StorageCall): Promise<void> {
  const bucket = await storageRepo.getBucket(deps.db, bucketId(rest[0]))
  if (!bucket) throw noSuchBucket()
  const key = parseKey(rest.slice(1))
  await readJson(ctx)
  const upsert = ctx.get('x-upsert') === 'true'
  if (!upsert && (await storageRepo.getObject(deps.db, bucket.id, key))) throw keyExists()
  const token = await signToken(deps, `${bucket.id}/${key}`, UPLOAD_URL_SECONDS, { upsert, scope: 'upload' })
  ctx.body = { url: `/object/upload/sign/${bucket.id}/${encodeKey(key)}?token=${token}`, token }
}

/** PUT /object/upload/sign/{bucket}/{key}?token=…: the token is the only credential. */
export async function uploadSigned(call: StorageCall): Promise<void> {
  const { ctx, deps, rest } = call
  const rawBucket = bucketId(rest[0])
  const key = parseKey(rest.slice(1))
  const token = String(ctx.query.token ?? '')
  if (!token) throw invalidRequest("querystring must have required property 'token'")
  let upsert = false
  try {
    const { payload } = await jwtVerify(token, deps.authKeys!.jwtSecret, { algorithms: ['HS256'] })
    if (payload.scope !== 'upload') throw Object.assign(new Error('scope'), { code: 'SCOPE' })
    if (payload.url !== `${rawBucket}/${key}`) throw new Error('url mismatch')
    upsert = payload.upsert === true
  } catch (error) {
    const code = (error as { code?: string }).code
    ctx.req.resume()
    if (code === 'SCOPE') throw invalidSignature('Token is not scoped for upload')
    throw invalidSignature(code === 'ERR_JWT_EXPIRED' ? 'jwt expired' : 'invalid signature')
  }
  const bucket = await storageRepo.getBucket(deps.db, rawBucket)
  if (!bucket) throw noSuchBucket()
  // A signed URL carries no user: its uploads in flight are counted per client address.
  await storeUpload(ctx, deps, bucket, key, upsert, `address:${ctx.ip}`)
  ctx.body = { Key: `${bucket.id}/${key}` }
}

interface TransferBody {
  from: { bucket: string; key: string }
  to: { bucket: string; key: string }
}

async function transferBody(call: StorageCall): Promise<TransferBody> {
  const body = await readJson(call.ctx)
  for (const field of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[field] !== 'string') throw invalidRequest(`body must have required property '${field}'`)
  }
  const from = bucketId(String(body.bucketId))
  const to = typeof body.destinationBucket === 'string' && body.destinationBucket ? body.destinationBucket : from
  return {
    from: { bucket: from, key: parseKey(String(body.sourceKey).split('/')) },
    to: { bucket: bucketId(to), key: parseKey(String(body.destinationKey).split('/')) },
  }
}

/** POST /object/move {bucketId, sourceKey, destinationKey, destinationBucket?}: renames; never overwrites. */
export async function move(call: StorageCall): Promise<void> {
  const { deps, ctx } = call
  const { from, to } = await transferBody(call)
  if (!(await storageRepo.getBucket(deps.db, from.bucket))) throw noSuchBucket()
  if (!(await storageRepo.getBucket(deps.db, to.bucket))) throw noSuchBucket()
  const result = await storageRepo.moveObject(deps.db, from, to)
  if (result === 'missing') throw noSuchKey()
  if (result === 'exists') throw keyExists()
  ctx.body = { message: 'Successfully moved', Id: result.id, Key: result.name }
}

/** POST /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?}; x-upsert: true replaces. */
export async function copy(call: StorageCall): Promise<void> {
  const { deps, ctx } = call
  const { from, to } = await transferBody(call)
  if (!(await storageRepo.getBucket(deps.db, from.bucket))) throw noSuchBucket()
  if (!(await storageRepo.getBucket(deps.db, to.bucket))) throw noSuchBucket()
  const source = await storageRepo.getObject(deps.db, from.bucket, from.key)
  if (!source) throw noSuchKey()
  const version = randomUUID()
  const blobs = deps.blobs!
  if (!(await blobs.copy(source.version, version))) throw noSuchKey()
  const result = await storageRepo
    .putObject(
      deps.db,
      {
        bucket_id: to.bucket,
        name: to.key,
        version,
        size: source.size,
        mimetype: source.mimetype,
        cache_control: source.cache_control,
        etag: source.etag,
        user_metadata: source.user_metadata == null ? null : JSON.stringify(source.user_metadata),
      },
      ctx.get('x-upsert') === 'true',
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
  ctx.body = { Id: result.object.id, Key: `${to.bucket}/${to.key}` }
}

/** Each segment URL-encoded, slashes kept: the URL the client turns into an absolute one. */
function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/')
}

import { createHash } from 'node:crypto'
import type { Transform } from '../../src/photos/render-url.ts'
import {
  transformationsHeader,
  transformFromString,
  transformSchema,
  transformToString,
} from '../../src/photos/transform.ts'
import { QueueFull } from '../media/images.ts'
import {
  OUTPUT_MIME,
  type OutputFormat,
  renderImage,
  SOURCE_FORMATS,
  UnrenderableImage,
} from '../media/render-image.ts'
import { invalidRequest, noSuchBucket, noSuchKey, StorageError, slowDown } from './errors.ts'
import { verifyReadToken } from './objects.ts'
import { readableBucket } from './policy.ts'
import { type StoredObject, storageRepo } from './repository.ts'
import type { StorageCall } from './routes.ts'
import { bucketId, notModified, parseKey } from './wire.ts'

/**
 * Image transformations, `/render/image/{public|sign|authenticated}/{bucket}/{key}` as storage-api serves them
 * (width, height, resize, format, quality; src/photos/transform.ts has the limits). The parameters are checked
 * before anything is read; the result is cached on disk by object version and parameters (render-cache.ts), so
 * its ETag is known without rendering and a revalidation answers 304 at once.
 */

const unrenderable = () =>
  new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'The source image is invalid or unsupported for rendering')

/** The transform of a query string or JSON body; the first problem answers 400 with storage-api's wording. */
export function parseTransform(raw: unknown, where: 'querystring' | 'body/transform'): Transform {
  const input = raw && typeof raw === 'object' ? raw : {}
  const parsed = transformSchema(where).safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = `${where}/${issue.path.join('/')}`
    throw invalidRequest(issue.message.startsWith(where) ? issue.message : `${field} is invalid`)
  }
  return parsed.data
}

/** For POST /object/sign with `transform`: the token's claims and the route its URL takes. */
export function signedRender(rawTransform: unknown): { claims: Record<string, string>; route: string } {
  if (rawTransform === undefined || rawTransform === null) return { claims: {}, route: 'object' }
  if (typeof rawTransform !== 'object' || Array.isArray(rawTransform))
    throw invalidRequest('body/transform must be object')
  const transform = parseTransform(rawTransform, 'body/transform')
  const transformations = transformToString(transform)
  const claims: Record<string, string> = {}
  if (transformations) claims.transformations = transformations
  if (transform.format) claims.format = transform.format
  return { claims, route: transformations ? 'render/image' : 'object' }
}

/** GET|HEAD /render/image/public/{bucket}/{key}?width=…: images of public buckets, no key needed. */
export async function renderPublic(call: StorageCall): Promise<void> {
  const transform = parseTransform(call.ctx.query, 'querystring')
  const bucket = await storageRepo.getBucket(call.deps.db, bucketId(call.rest[0]))
  const key = parseKey(call.rest.slice(1))
  if (!bucket?.public) throw noSuchBucket()
  await sendRendered(call, await found(call, bucket.id, key), transform)
}

/** GET|HEAD /render/image/authenticated/{bucket}/{key}: with a key; a private bucket needs the service role. */
export async function renderAuthenticated(call: StorageCall): Promise<void> {
  const transform = parseTransform(call.ctx.query, 'querystring')
  const bucket = await readableBucket(call.deps, call.rest[0], call.service)
  await sendRendered(call, await found(call, bucket.id, parseKey(call.rest.slice(1))), transform)
}

/** GET|HEAD /render/image/sign/{bucket}/{key}?token=…: the transform is the token's, the query cannot change it. */
export async function renderSigned(call: StorageCall): Promise<void> {
  const bucket = await storageRepo.getBucket(call.deps.db, bucketId(call.rest[0]))
  const key = parseKey(call.rest.slice(1))
  const payload = await verifyReadToken(call, `${bucket?.id}/${key}`)
  if (!bucket) throw noSuchBucket()
  const claimed = typeof payload.transformations === 'string' ? transformFromString(payload.transformations) : {}
  const transform = parseTransform(claimed, 'querystring')
  if (payload.format === 'origin') transform.format = 'origin'
  const expires = payload.exp ? new Date(payload.exp * 1000).toUTCString() : undefined
  await sendRendered(call, await found(call, bucket.id, key), transform, expires)
}

async function found(call: StorageCall, bucket: string, key: string): Promise<StoredObject> {
  const object = await storageRepo.getObject(call.deps.db, bucket, key)
  if (!object) throw noSuchKey()
  return object
}

/** The output format: asked for, or WebP for browsers that take it (imgproxy's detection), else the source's. */
function outputFormat(transform: Transform, source: OutputFormat, accept: string): OutputFormat {
  if (transform.format === 'webp' || transform.format === 'avif') return transform.format
  if (transform.format === 'origin') return source
  return accept.includes('image/webp') ? 'webp' : source
}

async function sendRendered(call: StorageCall, object: StoredObject, transform: Transform, expires?: string) {
  const { ctx, deps } = call
  const source = SOURCE_FORMATS[object.mimetype.split(';')[0]!.trim().toLowerCase()]
  if (!source) throw unrenderable()
  const format = outputFormat(transform, source, ctx.get('accept'))
  const key = createHash('sha256')
    .update(`${object.version}\n${object.etag}\n${transformToString({ ...transform, format: undefined })}\n${format}`)
    .digest('hex')
  const etag = `"${key.slice(0, 32)}"`
  ctx.set('ETag', etag)
  if (expires) ctx.set('Expires', expires)
  else ctx.set('Cache-Control', object.cache_control)
  ctx.set('Last-Modified', new Date(object.updated_at).toUTCString())
  ctx.set('X-Content-Type-Options', 'nosniff')
  const applied = transformationsHeader(transform)
  if (applied) ctx.set('X-Transformations', applied)
  if (transform.format === undefined) ctx.vary('Accept')
  if (notModified(ctx, etag)) {
    ctx.status = 304
    return
  }
  let bytes: Buffer
  try {
    // The source is read only on a cache miss (with S3, a local copy for the renderer).
    bytes = await deps.renders!.get(key, async () => {
      const rendered = await deps.blobs!.withLocalFile(object.version, (file) => renderImage(file, transform, format))
      if (!rendered) throw noSuchKey()
      return rendered
    })
  } catch (error) {
    if (error instanceof StorageError) throw error
    if (error instanceof UnrenderableImage) throw unrenderable()
    if (error instanceof QueueFull) throw slowDown()
    throw error
  }
  ctx.status = 200
  ctx.type = OUTPUT_MIME[format]
  ctx.length = bytes.length
  ctx.body = ctx.method === 'HEAD' ? null : bytes
  if (ctx.method === 'HEAD') ctx.length = bytes.length
}

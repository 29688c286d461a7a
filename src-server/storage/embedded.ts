import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { jwtVerify, SignJWT } from 'jose'
import type Koa from 'koa'
import type { Deps } from '../deps.ts'
import {
  accessDenied,
  bucketExists,
  bucketNotEmpty,
  entityTooLarge,
  invalidBucketName,
  invalidKey,
  invalidMime,
  invalidRequest,
  invalidSignature,
  keyExists,
  noSuchBucket,
  noSuchKey,
  StorageError,
} from './errors.ts'
import { type Principal, principalOf, selectable } from './policy.ts'
import { type Bucket, type StoredObject, storageRepo } from './repository.ts'

/**
 * The embedded Storage API at `/storage/v1`: the subset supabase-js uses (buckets, upload/update, remove, list,
 * info/exists, download, public objects, signed URLs), bytes under DATA_DIR/storage/objects, metadata in the DB.
 * Auth: the service_role key (HS256 with the auth secret) may do everything; other callers (anon key, user
 * tokens) may only read objects of public buckets and list what policy.ts grants — the app itself writes
 * through the service role.
 */
export const STORAGE_PREFIX = '/storage/v1'
/** Hard ceiling for one object when the bucket sets no limit. */
export const MAX_OBJECT_BYTES = 50 * 1024 * 1024

export function objectsDir(deps: Deps): string {
  return path.join(deps.config.dataDir, 'storage', 'objects')
}

const fileOf = (deps: Deps, version: string) => path.join(objectsDir(deps), version)

const BUCKET_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,62}$/

/** Decodes and checks an object key: no empty, `.` or `..` segments, no control characters. */
export function parseKey(segments: string[]): string {
  let decoded: string[]
  try {
    // A segment may carry an encoded slash: split again after decoding so `..` cannot hide inside one.
    decoded = segments.flatMap((s) => decodeURIComponent(s).split('/'))
  } catch {
    throw invalidKey(segments.join('/'))
  }
  const key = decoded.filter((s) => s !== '').join('/')
  if (
    !key ||
    key.length > 1024 ||
    decoded.some((s) => s === '.' || s === '..') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
    /[\u0000-\u001f\u007f\\]/.test(key)
  ) {
    throw invalidKey(key)
  }
  return key
}

function bucketId(raw: string | undefined): string {
  let id = ''
  try {
    id = decodeURIComponent(raw ?? '')
  } catch {
    throw invalidBucketName(raw ?? '')
  }
  if (!BUCKET_ID.test(id)) throw invalidBucketName(id)
  return id
}

async function readJson(ctx: Koa.Context): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length
    if (size > 1_000_000) throw invalidRequest('Request body too large')
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8').trim()
  if (!text) return {}
  try {
    const value = JSON.parse(text)
    return value && typeof value === 'object' ? value : {}
  } catch {
    throw invalidRequest('Body is not valid JSON')
  }
}

/** `20MB`, `1024`, 1024 → bytes; null for "no limit". */
export function parseSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.floor(value)
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(String(value))
  if (!m) throw invalidRequest(`Invalid file_size_limit: ${String(value)}`)
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b']
  return Math.floor(Number(m[1]) * unit)
}

function mimeAllowed(bucket: Bucket, mime: string): boolean {
  const allowed = bucket.allowed_mime_types
  if (!allowed || allowed.length === 0) return true
  const base = mime.split(';')[0]!.trim().toLowerCase()
  return allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase()
    if (p === '*/*' || p === '*') return true
    if (p.endsWith('/*')) return base.startsWith(p.slice(0, -1))
    return base === p
  })
}

function bucketJson(b: Bucket) {
  return {
    id: b.id,
    name: b.name,
    owner: b.owner ?? '',
    public: b.public,
    type: 'STANDARD',
    file_size_limit: b.file_size_limit,
    allowed_mime_types: b.allowed_mime_types,
    created_at: new Date(b.created_at).toISOString(),
    updated_at: new Date(b.updated_at).toISOString(),
  }
}

function fileObjectJson(o: StoredObject, name = o.name) {
  return {
    name,
    id: o.id,
    bucket_id: o.bucket_id,
    owner: '',
    updated_at: new Date(o.updated_at).toISOString(),
    created_at: new Date(o.created_at).toISOString(),
    last_accessed_at: new Date(o.last_accessed_at).toISOString(),
    metadata: {
      eTag: `"${o.etag}"`,
      size: o.size,
      mimetype: o.mimetype,
      cacheControl: o.cache_control,
      lastModified: new Date(o.updated_at).toISOString(),
      contentLength: o.size,
      httpStatusCode: 200,
    },
  }
}

function normaliseCacheControl(value: string | undefined | null): string {
  const v = (value ?? '').trim()
  if (!v) return 'max-age=3600'
  if (/^\d+$/.test(v)) return `max-age=${v}`
  return v.slice(0, 200)
}

interface Incoming {
  tmpFile: string
  size: number
  etag: string
  mimetype: string
  cacheControl: string
  metadata: string | null
}

/** Streams the upload (raw body or multipart with the first file part) to a temp file, enforcing the limit. */
async function receiveUpload(ctx: Koa.Context, deps: Deps, bucket: Bucket): Promise<Incoming> {
  const limit = Math.min(bucket.file_size_limit ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES)
  const declared = Number(ctx.get('content-length') || 0)
  const contentType = ctx.get('content-type') || 'text/plain;charset=UTF-8'
  const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data')
  // A raw body's size is known up front; a multipart body carries some framing on top.
  if (!isMultipart && declared > limit) throw entityTooLarge()
  const tmpDir = path.join(deps.config.dataDir, 'storage', 'tmp')
  fs.mkdirSync(tmpDir, { recursive: true })
  const tmpFile = path.join(tmpDir, randomUUID())

  const sink = async (source: NodeJS.ReadableStream) => {
    const hash = createHash('md5')
    let size = 0
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length
        if (size > limit) return cb(entityTooLarge())
        hash.update(chunk)
        cb(null, chunk)
      },
    })
    await pipeline(source, counter, fs.createWriteStream(tmpFile))
    return { size, etag: hash.digest('hex') }
  }

  try {
    if (!isMultipart) {
      const { size, etag } = await sink(ctx.req)
      const metaHeader = ctx.get('x-metadata')
      let metadata: string | null = null
      if (metaHeader) {
        try {
          metadata = JSON.stringify(JSON.parse(Buffer.from(metaHeader, 'base64').toString('utf8')))
        } catch {
          throw invalidRequest('x-metadata must be base64-encoded JSON')
        }
      }
      return {
        tmpFile,
        size,
        etag,
        mimetype: contentType,
        cacheControl: normaliseCacheControl(ctx.get('cache-control')),
        metadata,
      }
    }
    return await new Promise<Incoming>((resolve, reject) => {
      let bb: busboy.Busboy
      try {
        bb = busboy({ headers: ctx.req.headers, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } })
      } catch {
        reject(invalidRequest('Malformed multipart body'))
        return
      }
      const fields: Record<string, string> = {}
      let filePromise: Promise<{ size: number; etag: string; mimetype: string }> | null = null
      bb.on('field', (name, value) => {
        fields[name] = value
      })
      bb.on('file', (_name, stream, info) => {
        // A body cut off inside a part destroys that part with an error: keep it from becoming unhandled.
        stream.on('error', () => {})
        if (filePromise) {
          stream.resume()
          return
        }
        filePromise = sink(stream).then((r) => ({ ...r, mimetype: info.mimeType || 'application/octet-stream' }))
        filePromise.catch(() => {
          stream.resume()
        })
      })
      bb.on('error', () => reject(invalidRequest('Malformed multipart body')))
      ctx.req.on('close', () => {
        if (!ctx.req.complete) reject(invalidRequest('The upload was interrupted'))
      })
      bb.on('close', async () => {
        if (!filePromise) return reject(invalidRequest('No file in the multipart body'))
        try {
          const file = await filePromise
          let metadata: string | null = null
          if (fields.metadata) {
            try {
              metadata = JSON.stringify(JSON.parse(fields.metadata))
            } catch {
              metadata = null
            }
          }
          resolve({
            tmpFile,
            ...file,
            cacheControl: normaliseCacheControl(fields.cacheControl),
            metadata,
          })
        } catch (error) {
          reject(error)
        }
      })
      ctx.req.pipe(bb)
    })
  } catch (error) {
    fs.rmSync(tmpFile, { force: true })
    // Drain what is left so the client can read the answer.
    ctx.req.resume()
    throw error
  }
}

async function signToken(deps: Deps, url: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(deps.authKeys!.jwtSecret)
}

async function sendObject(
  ctx: Koa.Context,
  deps: Deps,
  object: StoredObject,
  options: { download?: string | null; head?: boolean } = {},
): Promise<void> {
  const file = fileOf(deps, object.version)
  if (!fs.existsSync(file)) throw noSuchKey()
  const etag = `"${object.etag}"`
  ctx.set('ETag', etag)
  ctx.set('Cache-Control', object.cache_control)
  ctx.set('Last-Modified', new Date(object.updated_at).toUTCString())
  ctx.set('X-Content-Type-Options', 'nosniff')
  if (options.download !== undefined && options.download !== null) {
    const name = options.download || object.name.split('/').pop() || 'download'
    ctx.set('Content-Disposition', `attachment; filename="${encodeURIComponent(name)}"`)
  }
  const inm = ctx.get('if-none-match')
  if (inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    ctx.status = 304
    return
  }
  ctx.status = 200
  ctx.type = object.mimetype
  ctx.length = object.size
  if (options.head) {
    ctx.body = null
    ctx.length = object.size
    return
  }
  ctx.body = fs.createReadStream(file)
}

/** Koa middleware serving `/storage/v1/*`. */
export function embeddedStorage(deps: Deps): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== STORAGE_PREFIX && !ctx.path.startsWith(`${STORAGE_PREFIX}/`)) return next()
    try {
      await handle(ctx, deps)
    } catch (error) {
      if (error instanceof StorageError) {
        ctx.status = error.httpStatus
        ctx.body = error.body()
        return
      }
      deps.log.error({ err: error, requestId: ctx.state.requestId }, 'storage request failed')
      ctx.status = 500
      ctx.body = { statusCode: '500', code: 'InternalError', error: 'internal', message: 'Internal Server Error' }
    }
  }
}

async function handle(ctx: Koa.Context, deps: Deps): Promise<void> {
  const segments = ctx.path
    .slice(STORAGE_PREFIX.length)
    .split('/')
    .filter((s, i) => i > 0 || s !== '')
  const [head, second, third] = segments
  const method = ctx.method
  const db = deps.db

  // Public and signed reads need no key.
  if (head === 'object' && (second === 'public' || second === 'sign') && (method === 'GET' || method === 'HEAD')) {
    const bucket = await storageRepo.getBucket(db, bucketId(third))
    const key = parseKey(segments.slice(3))
    if (second === 'public') {
      if (!bucket?.public) throw noSuchBucket()
    } else {
      const token = String(ctx.query.token ?? '')
      if (!token) throw invalidSignature('Missing token')
      try {
        const { payload } = await jwtVerify(token, deps.authKeys!.jwtSecret, { algorithms: ['HS256'] })
        if (payload.url !== `${bucket?.id}/${key}`) throw new Error('url mismatch')
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
        throw invalidSignature(expired ? 'jwt expired' : 'invalid signature')
      }
      if (!bucket) throw noSuchBucket()
    }
    const object = await storageRepo.getObject(db, bucket.id, key)
    if (!object) throw noSuchKey()
    const download = ctx.query.download === undefined ? undefined : String(ctx.query.download)
    await sendObject(ctx, deps, object, { download, head: method === 'HEAD' })
    return
  }

  const principal = await principalOf(ctx, deps)
  if (!principal) throw accessDenied('Invalid JWT')
  const service = principal.role === 'service_role'
  const requireService = () => {
    if (!service) throw accessDenied()
  }

  if (head === 'bucket') {
    const id = second === undefined ? undefined : bucketId(second)
    if (!id && method === 'GET') {
      if (!service) {
        ctx.body = []
        return
      }
      const q = ctx.query
      const buckets = await storageRepo.listBuckets(db, {
        limit: q.limit ? Math.max(0, Number(q.limit)) || undefined : undefined,
        offset: q.offset ? Math.max(0, Number(q.offset)) || undefined : undefined,
        search: typeof q.search === 'string' ? q.search : undefined,
        sortColumn: typeof q.sortColumn === 'string' ? q.sortColumn : undefined,
        sortOrder: q.sortOrder === 'desc' ? 'desc' : 'asc',
      })
      ctx.body = buckets.map(bucketJson)
      return
    }
    requireService()
    if (!id && method === 'POST') {
      const body = await readJson(ctx)
      const newId = bucketId(String(body.id ?? body.name ?? ''))
      const created = await storageRepo.createBucket(db, {
        id: newId,
        name: newId,
        public: body.public === true,
        file_size_limit: parseSizeLimit(body.file_size_limit),
        allowed_mime_types: parseMimeTypes(body.allowed_mime_types),
      })
      if (!created) throw bucketExists()
      ctx.body = { name: newId }
      return
    }
    if (id && third === 'empty' && method === 'POST') {
      if (!(await storageRepo.getBucket(db, id))) throw noSuchBucket()
      const removed = await storageRepo.emptyBucket(db, id)
      for (const o of removed) fs.rmSync(fileOf(deps, o.version), { force: true })
      ctx.body = { message: 'Successfully emptied' }
      return
    }
    if (id && third === undefined) {
      if (method === 'GET') {
        const bucket = await storageRepo.getBucket(db, id)
        if (!bucket) throw noSuchBucket()
        ctx.body = bucketJson(bucket)
        return
      }
      if (method === 'PUT') {
        const body = await readJson(ctx)
        const patch: Parameters<typeof storageRepo.updateBucket>[2] = {}
        if (typeof body.public === 'boolean') patch.public = body.public
        if ('file_size_limit' in body) patch.file_size_limit = parseSizeLimit(body.file_size_limit)
        if ('allowed_mime_types' in body) patch.allowed_mime_types = parseMimeTypes(body.allowed_mime_types)
        if (!(await storageRepo.updateBucket(db, id, patch))) throw noSuchBucket()
        ctx.body = { message: 'Successfully updated' }
        return
      }
      if (method === 'DELETE') {
        await readJson(ctx)
        const result = await storageRepo.deleteBucket(db, id)
        if (result === 'missing') throw noSuchBucket()
        if (result === 'not-empty') throw bucketNotEmpty()
        ctx.body = { message: 'Successfully deleted' }
        return
      }
    }
    throw invalidRequest(`Unsupported: ${method} ${ctx.path}`)
  }

  if (head !== 'object' || !second) throw invalidRequest(`Unsupported: ${method} ${ctx.path}`)

  // POST /object/list/{bucket}
  if (second === 'list' && method === 'POST') {
    const bucket = await readableBucket(deps, third, service)
    const body = await readJson(ctx)
    ctx.body = await listObjects(deps, bucket, body, principal)
    return
  }

  // POST /object/sign/{bucket}[/{path}]
  if (second === 'sign' && method === 'POST') {
    requireService()
    const bucket = await storageRepo.getBucket(db, bucketId(third))
    if (!bucket) throw noSuchBucket()
    const body = await readJson(ctx)
    const expiresIn = Number(body.expiresIn)
    if (!Number.isFinite(expiresIn) || expiresIn < 1) throw invalidRequest('expiresIn must be a positive number')
    if (segments.length > 3) {
      const key = parseKey(segments.slice(3))
      if (!(await storageRepo.getObject(db, bucket.id, key))) throw noSuchKey()
      const token = await signToken(deps, `${bucket.id}/${key}`, Math.floor(expiresIn))
      ctx.body = { signedURL: `/object/sign/${bucket.id}/${key}?token=${token}` }
      return
    }
    const paths = Array.isArray(body.paths) ? body.paths.map(String) : null
    if (!paths || paths.length === 0) throw invalidRequest('paths must be a non-empty array')
    ctx.body = await Promise.all(
      paths.map(async (p: string) => {
        let key: string
        try {
          key = parseKey(p.split('/'))
        } catch {
          return { error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null }
        }
        const exists = await storageRepo.getObject(db, bucket.id, key)
        if (!exists) {
          return { error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null }
        }
        const token = await signToken(deps, `${bucket.id}/${key}`, Math.floor(expiresIn))
        return { error: null, path: p, signedURL: `/object/sign/${bucket.id}/${key}?token=${token}` }
      }),
    )
    return
  }

  // GET /object/info/{bucket}/{path}
  if (second === 'info' && method === 'GET') {
    const bucketName = third === 'public' || third === 'authenticated' ? segments[3] : third
    const keySegments = segments.slice(third === 'public' || third === 'authenticated' ? 4 : 3)
    const bucket = await readableBucket(deps, bucketName, service)
    const object = await storageRepo.getObject(db, bucket.id, parseKey(keySegments))
    if (!object) throw noSuchKey()
    ctx.body = {
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: object.size,
      content_type: object.mimetype,
      cache_control: object.cache_control,
      etag: `"${object.etag}"`,
      metadata: object.user_metadata ?? null,
      last_modified: new Date(object.updated_at).toISOString(),
      created_at: new Date(object.created_at).toISOString(),
    }
    return
  }

  // DELETE /object/{bucket} with {prefixes}
  if (method === 'DELETE' && segments.length === 2) {
    requireService()
    const bucket = await storageRepo.getBucket(db, bucketId(second))
    if (!bucket) throw noSuchBucket()
    const body = await readJson(ctx)
    if (!Array.isArray(body.prefixes) || body.prefixes.length === 0) {
      throw invalidRequest('prefixes must be a non-empty array')
    }
    const keys: string[] = []
    for (const p of body.prefixes) {
      try {
        keys.push(parseKey(String(p).split('/')))
      } catch {
        // an invalid key names nothing
      }
    }
    const removed = await storageRepo.removeObjects(db, bucket.id, keys)
    for (const o of removed) fs.rmSync(fileOf(deps, o.version), { force: true })
    ctx.body = removed.map((o) => fileObjectJson(o))
    return
  }

  // /object/authenticated/{bucket}/{path} is an alias of /object/{bucket}/{path}
  const objSegments = second === 'authenticated' ? segments.slice(2) : segments.slice(1)
  const [rawBucket, ...keySegments] = objSegments
  if (keySegments.length === 0) throw invalidRequest(`Unsupported: ${method} ${ctx.path}`)

  if (method === 'GET' || method === 'HEAD') {
    const bucket = await readableBucket(deps, rawBucket, service)
    const object = await storageRepo.getObject(db, bucket.id, parseKey(keySegments))
    if (!object) throw noSuchKey()
    await sendObject(ctx, deps, object, { head: method === 'HEAD' })
    return
  }

  if (method === 'POST' || method === 'PUT') {
    requireService()
    const bucket = await storageRepo.getBucket(db, bucketId(rawBucket))
    if (!bucket) throw noSuchBucket()
    const key = parseKey(keySegments)
    const upsert = method === 'PUT' || ctx.get('x-upsert') === 'true'
    const incoming = await receiveUpload(ctx, deps, bucket)
    try {
      if (!mimeAllowed(bucket, incoming.mimetype)) throw invalidMime(incoming.mimetype.split(';')[0]!.trim())
      const version = randomUUID()
      fs.mkdirSync(objectsDir(deps), { recursive: true })
      fs.renameSync(incoming.tmpFile, fileOf(deps, version))
      const result = await storageRepo
        .putObject(
          db,
          {
            bucket_id: bucket.id,
            name: key,
            version,
            size: incoming.size,
            mimetype: incoming.mimetype,
            cache_control: incoming.cacheControl,
            etag: incoming.etag,
            user_metadata: incoming.metadata,
          },
          upsert,
        )
        .catch((error) => {
          fs.rmSync(fileOf(deps, version), { force: true })
          throw error
        })
      if (result.status === 'exists') {
        fs.rmSync(fileOf(deps, version), { force: true })
        throw keyExists()
      }
      if (result.previousVersion) fs.rmSync(fileOf(deps, result.previousVersion), { force: true })
      ctx.body = { Id: result.object.id, Key: `${bucket.id}/${key}` }
    } finally {
      fs.rmSync(incoming.tmpFile, { force: true })
    }
    return
  }

  if (method === 'DELETE') {
    requireService()
    const bucket = await storageRepo.getBucket(db, bucketId(rawBucket))
    if (!bucket) throw noSuchBucket()
    const removed = await storageRepo.removeObjects(db, bucket.id, [parseKey(keySegments)])
    if (removed.length === 0) throw noSuchKey()
    for (const o of removed) fs.rmSync(fileOf(deps, o.version), { force: true })
    ctx.body = { message: 'Successfully deleted' }
    return
  }

  throw invalidRequest(`Unsupported: ${method} ${ctx.path}`)
}

function parseMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !/^[\w.+*-]+\/[\w.+*-]+$|^\*$/.test(v))) {
    throw invalidRequest('allowed_mime_types must be a list of mime types')
  }
  return value.length ? (value as string[]) : null
}

/** Service role reads any bucket; others only public ones (a private bucket looks absent to them). */
async function readableBucket(deps: Deps, raw: string | undefined, service: boolean): Promise<Bucket> {
  const bucket = await storageRepo.getBucket(deps.db, bucketId(raw))
  if (!bucket || (!service && !bucket.public)) throw noSuchBucket()
  return bucket
}

async function listObjects(deps: Deps, bucket: Bucket, body: Record<string, unknown>, principal: Principal) {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix : ''
  const prefix = rawPrefix
    .split('/')
    .filter((s) => s !== '')
    .join('/')
  const base = prefix ? `${prefix}/` : ''
  const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000)
  const offset = Math.max(Number(body.offset ?? 0) || 0, 0)
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : ''
  const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string }
  const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(sortBy.column ?? '')
    ? (sortBy.column as 'name')
    : 'name'
  const desc = String(sortBy.order ?? 'asc').toLowerCase() === 'desc'

  // Only objects a select policy grants, so neither a name nor a folder leaks; exact names need no scan.
  const visible = selectable(principal, bucket.id)
  const rows =
    visible === 'all'
      ? await storageRepo.objectsUnder(deps.db, bucket.id, base)
      : (await Promise.all(visible.map((name) => storageRepo.getObject(deps.db, bucket.id, name)))).filter(
          (o): o is StoredObject => o?.name.startsWith(base) === true,
        )
  const folders = new Set<string>()
  const files: { name: string; object: StoredObject }[] = []
  for (const row of rows) {
    const rest = row.name.slice(base.length)
    const slash = rest.indexOf('/')
    if (slash >= 0) folders.add(rest.slice(0, slash))
    else files.push({ name: rest, object: row })
  }
  type Entry =
    | ReturnType<typeof fileObjectJson>
    | { name: string; id: null; updated_at: null; created_at: null; last_accessed_at: null; metadata: null }
  let entries: Entry[] = [
    ...[...folders].map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...files.map((f) => fileObjectJson(f.object, f.name)),
  ]
  if (search) entries = entries.filter((e) => e.name.toLowerCase().startsWith(search))
  entries.sort((a, b) => {
    const av = column === 'name' ? a.name : (a[column] ?? '')
    const bv = column === 'name' ? b.name : (b[column] ?? '')
    const cmp = av < bv ? -1 : av > bv ? 1 : 0
    return desc ? -cmp : cmp
  })
  return entries.slice(offset, offset + limit)
}

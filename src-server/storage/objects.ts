import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { type JWTPayload, jwtVerify, SignJWT } from 'jose'
import type { Deps } from '../deps.ts'
import { type SpoolTicket, UPLOADS_PER_USER, UploadRefused } from '../media/spool.ts'
import {
  invalidMime,
  invalidRequest,
  invalidSignature,
  keyExists,
  noSuchBucket,
  noSuchKey,
  tooManyUploads,
} from './errors.ts'
import { type Principal, readableBucket, selectable } from './policy.ts'
import { signedRender } from './render.ts'
import { type Bucket, type StoredObject, storageRepo } from './repository.ts'
import type { StorageCall } from './routes.ts'
import { receiveUpload } from './upload.ts'
import { bucketId, fileObjectJson, mimeAllowed, parseKey, readJson, sendObject } from './wire.ts'

/**
 * Handlers of `/object…` (routes.ts says who may call which). `rest` is what follows the route's literal
 * segments, `{bucket}/{key…}` for most; `target` the bucket and key of the plain object routes.
 */

/** GET|HEAD /object/public/{bucket}/{key}: objects of public buckets, no key needed. */
export async function readPublic(call: StorageCall): Promise<void> {
  const bucket = await storageRepo.getBucket(call.deps.db, bucketId(call.rest[0]))
  const key = parseKey(call.rest.slice(1))
  if (!bucket?.public) throw noSuchBucket()
  await sendFound(call, bucket, key)
}

/** GET|HEAD /object/sign/{bucket}/{key}?token=…: a signed URL, no key needed. */
export async function readSigned(call: StorageCall): Promise<void> {
  const bucket = await storageRepo.getBucket(call.deps.db, bucketId(call.rest[0]))
  const key = parseKey(call.rest.slice(1))
  await verifyReadToken(call, `${bucket?.id}/${key}`)
  if (!bucket) throw noSuchBucket()
  await sendFound(call, bucket, key)
}

/** The `?token=` of a signed URL for `url` ({bucket}/{key}): its claims, or InvalidSignature. */
export async function verifyReadToken({ ctx, deps }: StorageCall, url: string): Promise<JWTPayload> {
  const token = String(ctx.query.token ?? '')
  if (!token) throw invalidSignature('Missing token')
  try {
    const { payload } = await jwtVerify(token, deps.authKeys!.jwtSecret, { algorithms: ['HS256'] })
    if (payload.url !== url) throw new Error('url mismatch')
    // An upload token (transfer.ts) does not open the object for reading.
    if (payload.scope === 'upload') throw new Error('wrong scope')
    return payload
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
    throw invalidSignature(expired ? 'jwt expired' : 'invalid signature')
  }
}

async function sendFound({ ctx, deps }: StorageCall, bucket: Bucket, key: string): Promise<void> {
  const object = await storageRepo.getObject(deps.db, bucket.id, key)
  if (!object) throw noSuchKey()
  const download = ctx.query.download === undefined ? undefined : String(ctx.query.download)
  await sendObject(ctx, deps, object, { download, head: ctx.method === 'HEAD' })
}

/** POST /object/list/{bucket} */
export async function list({ ctx, deps, rest, service, principal }: StorageCall): Promise<void> {
  const bucket = await readableBucket(deps, rest[0], service)
  const body = await readJson(ctx)
  ctx.body = await listObjects(deps, bucket, body, principal!)
}

/** POST /object/sign/{bucket}/{key} (one URL) or /object/sign/{bucket} with {paths} (many). */
export async function sign({ ctx, deps, rest }: StorageCall): Promise<void> {
  const db = deps.db
  const bucket = await storageRepo.getBucket(db, bucketId(rest[0]))
  if (!bucket) throw noSuchBucket()
  const body = await readJson(ctx)
  const expiresIn = Number(body.expiresIn)
  if (!Number.isFinite(expiresIn) || expiresIn < 1) throw invalidRequest('expiresIn must be a positive number')
  if (rest.length > 1) {
    const key = parseKey(rest.slice(1))
    const { claims, route } = signedRender(body.transform)
    if (!(await storageRepo.getObject(db, bucket.id, key))) throw noSuchKey()
    const token = await signToken(deps, `${bucket.id}/${key}`, Math.floor(expiresIn), claims)
    ctx.body = { signedURL: `/${route}/sign/${bucket.id}/${key}?token=${token}` }
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
}

/** GET /object/info/[public/|authenticated/]{bucket}/{key} */
export async function info({ ctx, deps, rest, service }: StorageCall): Promise<void> {
  const alias = rest[0] === 'public' || rest[0] === 'authenticated'
  const bucket = await readableBucket(deps, alias ? rest[1] : rest[0], service)
  const object = await storageRepo.getObject(deps.db, bucket.id, parseKey(rest.slice(alias ? 2 : 1)))
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
    // storage-api answers {} for an object uploaded without user metadata.
    metadata: object.user_metadata ?? {},
    last_modified: new Date(object.updated_at).toISOString(),
    created_at: new Date(object.created_at).toISOString(),
  }
}

/** DELETE /object/{bucket} with {prefixes}: the objects actually deleted. */
export async function removeMany({ ctx, deps, bucket: rawBucket }: StorageCall): Promise<void> {
  const bucket = await storageRepo.getBucket(deps.db, bucketId(rawBucket))
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
  const removed = await storageRepo.removeObjects(deps.db, bucket.id, keys)
  await deps.blobs!.remove(removed.map((o) => o.version))
  ctx.body = removed.map((o) => fileObjectJson(o))
}

/** GET|HEAD /object/{bucket}/{key}: download. */
export async function read(call: StorageCall): Promise<void> {
  const { rawBucket, keySegments } = call.target!
  const bucket = await readableBucket(call.deps, rawBucket, call.service)
  const object = await storageRepo.getObject(call.deps.db, bucket.id, parseKey(keySegments))
  if (!object) throw noSuchKey()
  await sendObject(call.ctx, call.deps, object, { head: call.ctx.method === 'HEAD' })
}

/** POST /object/{bucket}/{key} (upload; x-upsert) and PUT (update, always an upsert). */
export async function write(call: StorageCall): Promise<void> {
  const { ctx, deps } = call
  const { rawBucket, keySegments } = call.target!
  const bucket = await storageRepo.getBucket(deps.db, bucketId(rawBucket))
  if (!bucket) throw noSuchBucket()
  const key = parseKey(keySegments)
  const upsert = ctx.method === 'PUT' || ctx.get('x-upsert') === 'true'
  // Uploads in flight are counted per user (per address for the anon key); the service role is the server's own.
  const owner = call.service ? null : (call.principal?.userId ?? `address:${ctx.ip}`)
  const object = await storeUpload(ctx, deps, bucket, key, upsert, owner)
  ctx.body = { Id: object.id, Key: `${bucket.id}/${key}` }
}

/**
 * Receives the request's bytes as `key` in `bucket` (409 when it exists and `upsert` is off). `owner`: whose
 * uploads in flight this one counts in (media/spool.ts), null for none.
 */
export async function storeUpload(
  ctx: StorageCall['ctx'],
  deps: Deps,
  bucket: Bucket,
  key: string,
  upsert: boolean,
  owner: string | null,
): Promise<StoredObject> {
  let ticket: SpoolTicket
  try {
    ticket = deps.uploads.admit(owner, ctx.req)
  } catch (error) {
    if (error instanceof UploadRefused) throw tooManyUploads(UPLOADS_PER_USER)
    throw error
  }
  try {
    return await keepUpload(ctx, deps, bucket, key, upsert, ticket)
  } finally {
    ticket.release()
  }
}

async function keepUpload(
  ctx: StorageCall['ctx'],
  deps: Deps,
  bucket: Bucket,
  key: string,
  upsert: boolean,
  ticket: SpoolTicket,
): Promise<StoredObject> {
  const incoming = await receiveUpload(ctx, deps, bucket, ticket)
  try {
    if (!mimeAllowed(bucket, incoming.mimetype)) throw invalidMime(incoming.mimetype.split(';')[0]!.trim())
    const version = randomUUID()
    const blobs = deps.blobs!
    await blobs.putFile(version, incoming.tmpFile, incoming.size)
    const result = await storageRepo
      .putObject(
        deps.db,
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
      .catch(async (error) => {
        await blobs.remove([version])
        throw error
      })
    if (result.status === 'exists') {
      await blobs.remove([version])
      throw keyExists()
    }
    if (result.previousVersion) await blobs.remove([result.previousVersion])
    return result.object
  } finally {
    fs.rmSync(incoming.tmpFile, { force: true })
  }
}

/** DELETE /object/{bucket}/{key} */
export async function remove(call: StorageCall): Promise<void> {
  const { rawBucket, keySegments } = call.target!
  const bucket = await storageRepo.getBucket(call.deps.db, bucketId(rawBucket))
  if (!bucket) throw noSuchBucket()
  const removed = await storageRepo.removeObjects(call.deps.db, bucket.id, [parseKey(keySegments)])
  if (removed.length === 0) throw noSuchKey()
  await call.deps.blobs!.remove(removed.map((o) => o.version))
  call.ctx.body = { message: 'Successfully deleted' }
}

export async function signToken(
  deps: Deps,
  url: string,
  expiresIn: number,
  claims: Record<string, unknown> = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...claims, url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(deps.authKeys!.jwtSecret)
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

/**
 * POST /object/list-v2/{bucket} {prefix?, limit?, cursor?, with_delimiter?, sortBy?}: storage-api's listing with a
 * cursor. `prefix` is a plain string prefix of the key; with the delimiter, keys below a further `/` fold into one
 * folder entry (`name` ends with `/`). The cursor is storage-api's (base64 of `l:<last name>` lines).
 */
export async function listV2({ ctx, deps, rest, service, principal }: StorageCall): Promise<void> {
  const bucket = await readableBucket(deps, rest[0], service)
  const body = await readJson(ctx)
  const limit = body.limit === undefined ? 1000 : Number(body.limit)
  if (!Number.isInteger(limit) || limit < 1) throw invalidRequest('body/limit must be >= 1')
  const prefix = typeof body.prefix === 'string' ? body.prefix : ''
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const cursor = typeof body.cursor === 'string' && body.cursor ? decodeCursor(body.cursor) : null
  const column = String(cursor?.c ?? sortBy.column ?? 'name')
  const order = String(cursor?.o ?? sortBy.order ?? 'asc')
  if (!['name', 'updated_at', 'created_at'].includes(column)) {
    throw invalidRequest('body/sortBy/column must be equal to one of the allowed values')
  }
  if (order !== 'asc' && order !== 'desc')
    throw invalidRequest('body/sortBy/order must be equal to one of the allowed values')

  const visible = selectable(principal!, bucket.id)
  const rows =
    visible === 'all'
      ? await storageRepo.objectsUnder(deps.db, bucket.id, prefix)
      : (await Promise.all(visible.map((name) => storageRepo.getObject(deps.db, bucket.id, name)))).filter(
          (o): o is StoredObject => o?.name.startsWith(prefix) === true,
        )
  type Row = { name: string; sort: string; object: StoredObject | null }
  const sortValue = (o: StoredObject) =>
    column === 'name' ? o.name : new Date(column === 'created_at' ? o.created_at : o.updated_at).toISOString()
  const entries: Row[] = []
  const seen = new Set<string>()
  for (const o of rows) {
    const slash = body.with_delimiter === true ? o.name.indexOf('/', prefix.length) : -1
    if (slash < 0) {
      entries.push({ name: o.name, sort: sortValue(o), object: o })
      continue
    }
    const folder = o.name.slice(0, slash + 1)
    if (seen.has(folder)) continue
    seen.add(folder)
    entries.push({ name: folder, sort: column === 'name' ? folder : '', object: null })
  }
  const compare = (a: { sort: string; name: string }, b: { sort: string; name: string }) => {
    const cmp = a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    return order === 'desc' ? -cmp : cmp
  }
  entries.sort(compare)
  const after = cursor ? { name: cursor.l ?? '', sort: column === 'name' ? (cursor.l ?? '') : (cursor.a ?? '') } : null
  const remaining = after ? entries.filter((e) => compare(e, after) > 0) : entries
  const page = remaining.slice(0, Math.min(limit, 1000))
  const hasNext = remaining.length > page.length
  const last = page[page.length - 1]
  ctx.body = {
    hasNext,
    nextCursor:
      hasNext && last
        ? encodeCursor({ l: last.name, o: order, c: column, a: column === 'name' ? '' : last.sort })
        : undefined,
    folders: page.filter((e) => !e.object).map((e) => ({ id: null, name: e.name, key: e.name, bucket_id: bucket.id })),
    objects: page.filter((e) => e.object).map((e) => ({ ...fileObjectJson(e.object!), key: e.name })),
  }
}

type Cursor = Partial<Record<'l' | 'o' | 'c' | 'a', string>>

function encodeCursor(cursor: Cursor): string {
  const lines = (['l', 'o', 'c', 'a'] as const).filter((k) => cursor[k]).map((k) => `${k}:${cursor[k]}`)
  return Buffer.from(lines.join('\n')).toString('base64')
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = {}
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const m = /^([loca]):(.*)$/s.exec(line)
    if (!m) throw invalidRequest('Invalid parameter: continuation token')
    cursor[m[1] as 'l'] = m[2]
  }
  return cursor
}

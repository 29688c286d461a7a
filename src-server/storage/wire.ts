import path from 'node:path'
import type Koa from 'koa'
import { findInputIssue, INT4_MAX, inputIssueMessage } from '../../src/validation/input.ts'
import type { Deps } from '../deps.ts'
import type { ByteRange } from './blobs.ts'
import { invalidBucketName, invalidKey, invalidRequest, noSuchKey } from './errors.ts'
import type { Bucket, StoredObject } from './repository.ts'

/**
 * The wire format of the embedded Storage API: reading ids, keys and bodies off requests, the JSON shapes
 * storage-js expects, and sending an object's bytes (docs/architecture.md, "Supabase contract": storage).
 */
export function objectsDir(deps: Pick<Deps, 'config'>): string {
  return path.join(deps.config.dataDir, 'storage', 'objects')
}

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

export function bucketId(raw: string | undefined): string {
  let id = ''
  try {
    id = decodeURIComponent(raw ?? '')
  } catch {
    throw invalidBucketName(raw ?? '')
  }
  if (!BUCKET_ID.test(id)) throw invalidBucketName(id)
  return id
}

export async function readJson(ctx: Koa.Context): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length
    if (size > 1_000_000) throw invalidRequest('Request body too large')
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8').trim()
  if (!text) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalidRequest('Body is not valid JSON')
  }
  return value && typeof value === 'object' ? cleanJson(value as Record<string, unknown>) : {}
}

/** The app's shared input rule on parsed JSON: Postgres refuses NUL in text and unpaired surrogates in jsonb. */
export function cleanJson<T>(value: T): T {
  const issue = findInputIssue(value)
  if (issue) throw invalidRequest(inputIssueMessage(issue))
  return value
}

/**
 * `20MB`, `1024`, 1024 → bytes; null for "no limit". Units are decimal, as storage-api parses them
 * (`parseFileSizeToBytes`: KB = 1000, MB = 10^6, GB = 10^9); the column is an int4.
 */
export function parseSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  let bytes: number
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value
  else {
    const m = /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i.exec(String(value))
    if (!m) throw invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B')
    const unit = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 }[m[2]!.toLowerCase() as 'b']
    bytes = Math.floor(Number(Number.parseFloat(m[1]!).toPrecision(3)) * unit)
  }
  if (bytes > INT4_MAX) throw invalidRequest(`Invalid file size limit: at most ${INT4_MAX} bytes`)
  return bytes
}

export function mimeAllowed(bucket: Bucket, mime: string): boolean {
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

/** A bucket as GET /bucket/{id} answers it: storage-api selects no `type` there. */
export function bucketJson(b: Bucket) {
  return {
    id: b.id,
    name: b.name,
    owner: b.owner ?? '',
    public: b.public,
    file_size_limit: b.file_size_limit,
    allowed_mime_types: b.allowed_mime_types,
    created_at: new Date(b.created_at).toISOString(),
    updated_at: new Date(b.updated_at).toISOString(),
  }
}

/**
 * A bucket in GET /bucket's list, which carries `type` (every bucket here is a STANDARD one, not an analytics or
 * vector bucket). storage-api leaves it out for Python clients older than supabase-py 2.18.0 / storage3 0.12.1,
 * which fail on it; supabase-js reads it.
 */
export function listedBucketJson(b: Bucket, withType: boolean) {
  return withType ? { ...bucketJson(b), type: 'STANDARD' } : bucketJson(b)
}

/** storage-api's check for Python clients that fail on a bucket's `type` (x-client-info, user-agent). */
export function clientRejectsBucketType(clientInfo: string, userAgent: string): boolean {
  const before = (match: RegExpExecArray | null, min: [number, number, number]) => {
    if (!match) return false
    const v = match.slice(1, 4).map(Number)
    for (let i = 0; i < 3; i++) if (v[i] !== min[i]) return v[i]! < min[i]!
    return false
  }
  return (
    before(/supabase-py\/(\d+)\.(\d+)\.(\d+)/i.exec(clientInfo), [2, 18, 0]) ||
    before(/supabase-py\/storage3 v(\d+)\.(\d+)\.(\d+)/i.exec(userAgent), [0, 12, 1])
  )
}

export function fileObjectJson(o: StoredObject, name = o.name) {
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

export function normaliseCacheControl(value: string | undefined | null): string {
  const v = (value ?? '').trim()
  if (!v) return 'max-age=3600'
  if (/^\d+$/.test(v)) return `max-age=${v}`
  return v.slice(0, 200)
}

export function parseMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !/^[\w.+*-]+\/[\w.+*-]+$|^\*$/.test(v))) {
    throw invalidRequest('allowed_mime_types must be a list of mime types')
  }
  return value.length ? (value as string[]) : null
}

export async function sendObject(
  ctx: Koa.Context,
  deps: Deps,
  object: StoredObject,
  options: { download?: string | null; head?: boolean } = {},
): Promise<void> {
  const etag = `"${object.etag}"`
  const setHeaders = () => {
    ctx.set('ETag', etag)
    ctx.set('Cache-Control', object.cache_control)
    ctx.set('Last-Modified', new Date(object.updated_at).toUTCString())
    ctx.set('X-Content-Type-Options', 'nosniff')
    ctx.set('Accept-Ranges', 'bytes')
    if (options.download !== undefined && options.download !== null) {
      const name = options.download || object.name.split('/').pop() || 'download'
      ctx.set('Content-Disposition', `attachment; filename="${encodeURIComponent(name)}"`)
    }
  }
  if (notModified(ctx, etag)) {
    setHeaders()
    ctx.status = 304
    return
  }
  const blobs = deps.blobs!
  const range = options.head ? undefined : parseRange(ctx.get('range'), object.size)
  if (range === 'unsatisfiable') {
    setHeaders()
    ctx.set('Content-Range', `bytes */${object.size}`)
    ctx.status = 416
    return
  }
  if (options.head) {
    if ((await blobs.size(object.version)) === null) throw noSuchKey()
    setHeaders()
    ctx.status = 200
    ctx.type = object.mimetype
    ctx.body = null
    ctx.length = object.size
    return
  }
  // Opened before any header is set: a missing version answers NoSuchKey like a missing row.
  const stream = await blobs.open(object.version, range)
  if (!stream) throw noSuchKey()
  setHeaders()
  ctx.type = object.mimetype
  if (range) {
    ctx.status = 206
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`)
    ctx.length = range.end - range.start + 1
  } else {
    ctx.status = 200
    ctx.length = object.size
  }
  ctx.body = stream
}

/**
 * One `bytes=` range of the Range header, clamped to the object; undefined for none (or several: the whole object
 * is the answer then), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '') || size === 0) return undefined
  if (m[1] === '') {
    const suffix = Number(m[2])
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return undefined
  return { start, end }
}

/** The request's If-None-Match names `etag` (weak or strong). */
export function notModified(ctx: Koa.Context, etag: string): boolean {
  const inm = ctx.get('if-none-match')
  return inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

import type Koa from 'koa'
import type { Deps } from '../deps.ts'
import * as buckets from './buckets.ts'
import { accessDenied, invalidRequest, missingAuthorization, routeNotFound } from './errors.ts'
import * as objects from './objects.ts'
import { type Principal, principalOf } from './policy.ts'
import * as render from './render.ts'
import * as transfer from './transfer.ts'
import { bucketId } from './wire.ts'

/**
 * The routes of the embedded Storage API, matched in order against the path segments after `/storage/v1`.
 * Pattern segments: a literal; `:id`, one segment that must be a valid bucket id (checked as soon as a
 * pattern reaches it, whatever the method, so a bad id is InvalidBucketName even on an unsupported call);
 * `:bucket`, one non-empty segment taken as it is; `*`, the rest (zero or more segments, in `rest`).
 * Access: `public` routes run before the caller is looked at; all others need a valid key or token (else
 * AccessDenied "Invalid JWT"), and `service` ones the service role. `keyed` routes take `{bucket}/{key…}`
 * (with the `authenticated/` alias) and answer "Unsupported" without a key, before access is checked.
 */
export interface StorageCall {
  ctx: Koa.Context
  deps: Deps
  /** The `:id` segment, validated. */
  id?: string
  /** The `:bucket` segment, unchecked. */
  bucket?: string
  /** The segments matched by `*`. */
  rest: string[]
  /** For `keyed` routes: the bucket segment and the key's segments. */
  target?: { rawBucket: string | undefined; keySegments: string[] }
  /** Null only on public routes. */
  principal: Principal | null
  service: boolean
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'

interface StorageRoute {
  methods: Method[]
  path: string
  access: 'public' | 'caller' | 'service'
  keyed?: boolean
  handler: (call: StorageCall) => Promise<void>
}

const READ: Method[] = ['GET', 'HEAD']

export const STORAGE_ROUTES: StorageRoute[] = [
  { methods: READ, path: 'object/public/*', access: 'public', handler: objects.readPublic },
  { methods: READ, path: 'object/sign/*', access: 'public', handler: objects.readSigned },
  { methods: ['PUT'], path: 'object/upload/sign/*', access: 'public', handler: transfer.uploadSigned },
  { methods: READ, path: 'render/image/public/*', access: 'public', handler: render.renderPublic },
  { methods: READ, path: 'render/image/sign/*', access: 'public', handler: render.renderSigned },

  { methods: ['GET'], path: 'bucket', access: 'caller', handler: buckets.listBuckets },
  { methods: ['POST'], path: 'bucket', access: 'service', handler: buckets.createBucket },
  { methods: ['POST'], path: 'bucket/:id/empty/*', access: 'service', handler: buckets.emptyBucket },
  { methods: ['GET'], path: 'bucket/:id', access: 'service', handler: buckets.getBucket },
  { methods: ['PUT'], path: 'bucket/:id', access: 'service', handler: buckets.updateBucket },
  { methods: ['DELETE'], path: 'bucket/:id', access: 'service', handler: buckets.deleteBucket },

  { methods: ['POST'], path: 'object/list/*', access: 'caller', handler: objects.list },
  { methods: ['POST'], path: 'object/list-v2/*', access: 'caller', handler: objects.listV2 },
  { methods: ['POST'], path: 'object/upload/sign/*', access: 'service', handler: transfer.createSignedUpload },
  { methods: ['POST'], path: 'object/move', access: 'service', handler: transfer.move },
  { methods: ['POST'], path: 'object/copy', access: 'service', handler: transfer.copy },
  { methods: ['POST'], path: 'object/sign/*', access: 'service', handler: objects.sign },
  { methods: ['GET'], path: 'object/info/*', access: 'caller', handler: objects.info },
  { methods: READ, path: 'render/image/authenticated/*', access: 'caller', handler: render.renderAuthenticated },
  { methods: ['DELETE'], path: 'object/:bucket', access: 'service', handler: objects.removeMany },
  { methods: READ, path: 'object/*', access: 'caller', keyed: true, handler: objects.read },
  { methods: ['POST', 'PUT'], path: 'object/*', access: 'service', keyed: true, handler: objects.write },
  { methods: ['DELETE'], path: 'object/*', access: 'service', keyed: true, handler: objects.remove },
]

/** Matches one pattern; `:id` is validated as soon as it is reached (throws InvalidBucketName). */
function match(pattern: string, segments: string[]): { id?: string; bucket?: string; rest: string[] } | null {
  const parts = pattern.split('/')
  const found: { id?: string; bucket?: string; rest: string[] } = { rest: [] }
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    if (part === '*') return { ...found, rest: segments.slice(i) }
    const segment = segments[i]
    if (segment === undefined) return null
    if (part === ':id') found.id = bucketId(segment)
    else if (part === ':bucket') {
      if (!segment) return null
      found.bucket = segment
    } else if (part !== segment) return null
  }
  return segments.length === parts.length ? found : null
}

function find(routes: StorageRoute[], method: string, segments: string[]) {
  for (const route of routes) {
    const found = match(route.path, segments)
    if (found && (route.methods as string[]).includes(method)) return { route, ...found }
  }
  return null
}

/**
 * First segments after `/object` that name storage-api routes, not buckets: a call no route above serves
 * answers "Route … not found" instead of looking for a bucket called `move`.
 */
const OBJECT_WORDS = new Set(['list', 'list-v2', 'sign', 'upload', 'move', 'copy', 'info', 'public'])

const PUBLIC = STORAGE_ROUTES.filter((r) => r.access === 'public')
const KEYED = STORAGE_ROUTES.filter((r) => r.access !== 'public')

/** `/object/authenticated/{bucket}/{key}` is an alias of `/object/{bucket}/{key}`; a key is required. */
function target(call: StorageCall): NonNullable<StorageCall['target']> {
  const segments = call.rest[0] === 'authenticated' ? call.rest.slice(1) : call.rest
  const [rawBucket, ...keySegments] = segments
  if (keySegments.length === 0) throw invalidRequest(`Unsupported: ${call.ctx.method} ${call.ctx.path}`)
  return { rawBucket, keySegments }
}

/** A route of a reserved `/object/{word}` path, never the keyed catch-all; else "Route … not found". */
function known(method: string, segments: string[]) {
  const found = find(
    KEYED.filter((r) => !r.keyed),
    method,
    segments,
  )
  if (!found) throw routeNotFound(method, `${STORAGE_BASE}/${segments.join('/')}`)
  return found
}

const STORAGE_BASE = '/storage/v1'

/** Runs the route for `segments`, or answers the error storage-js expects. */
export async function dispatch(ctx: Koa.Context, deps: Deps, segments: string[]): Promise<void> {
  const method = ctx.method
  const open = find(PUBLIC, method, segments)
  if (open) {
    const { route, ...params } = open
    await route.handler({ ctx, deps, ...params, principal: null, service: false })
    return
  }
  if (!ctx.get('authorization')) throw missingAuthorization()
  const principal = await principalOf(ctx, deps)
  if (!principal) throw accessDenied('Invalid JWT')
  const service = principal.role === 'service_role'
  const found =
    segments[0] === 'object' && OBJECT_WORDS.has(segments[1] ?? '')
      ? known(method, segments)
      : find(KEYED, method, segments)
  if (!found) {
    // Bucket management is the service role's: others learn nothing more than "denied".
    if (segments[0] === 'bucket' && !service) throw accessDenied()
    if (segments[0] === 'bucket' || segments[0] === 'object') throw invalidRequest(`Unsupported: ${method} ${ctx.path}`)
    throw routeNotFound(method, ctx.path)
  }
  const { route, ...params } = found
  const call: StorageCall = { ctx, deps, ...params, principal, service }
  if (route.keyed) call.target = target(call)
  if (route.access === 'service' && !service) throw accessDenied()
  await route.handler(call)
}

import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type Koa from 'koa'
import type { Config } from '../config.ts'
import { AppError } from './errors.ts'

type OriginConfig = Pick<Config, 'publicUrl' | 'TRUST_PROXY'>

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The request's own origin as the browser sees it: scheme (X-Forwarded-Proto behind a trusted proxy) + Host. */
function ownOrigin(config: OriginConfig, req: IncomingMessage): string | null {
  const host = req.headers.host
  if (!host) return null
  const forwarded = config.TRUST_PROXY
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]!
        .trim()
    : ''
  const proto = forwarded || ((req.socket as TLSSocket).encrypted ? 'https' : 'http')
  return `${proto}://${host}`.toLowerCase()
}

/**
 * Whether a browser sent this request from one of our pages: its `Origin` is PUBLIC_URL's origin or the origin
 * the request was addressed to; without `Origin`, unless `Sec-Fetch-Site` says cross-site. Requests without either
 * header (curl, server-to-server tools) pass: only browsers attach cookies on their own.
 */
export function fromOwnOrigin(config: OriginConfig, req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return req.headers['sec-fetch-site'] !== 'cross-site'
  const o = origin.toLowerCase()
  return o === new URL(config.publicUrl).origin.toLowerCase() || o === ownOrigin(config, req)
}

export const crossSiteRefused = () => AppError.of(403, 'common.errors.crossSite')

/**
 * Cross-site request forgery guard for /api and /trpc: a state-changing request that a browser sent from another
 * origin is refused with 403 before anything runs, since the session cookie would come along with it (a
 * `text/plain` POST needs no preflight). Callers with an `Authorization` header (external tools, supabase-js)
 * are not affected: a browser never adds that header to a foreign site's request on its own.
 */
export function refuseCrossSite(config: OriginConfig): Koa.Middleware {
  return async function refuseCrossSite(ctx, next) {
    if (
      !SAFE_METHODS.has(ctx.method) &&
      (ctx.path.startsWith('/api/') || ctx.path.startsWith('/trpc/')) &&
      !ctx.get('authorization') &&
      !fromOwnOrigin(config, ctx.req)
    ) {
      throw crossSiteRefused()
    }
    await next()
  }
}

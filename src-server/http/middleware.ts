import { randomUUID } from 'node:crypto'
import type Koa from 'koa'
import { accessTokenFrom } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError, englishText, errorBody, fromDeletedAccount, isUniqueViolation } from './errors.ts'

/**
 * A request id for every request (taken from `x-request-id` when a proxy set one) and one log line at the end,
 * with the client's address and the signed-in user's id.
 */
export function requestLog(deps: Deps): Koa.Middleware {
  const warnUntrustedProxy = untrustedProxyWarning(deps)
  return async (ctx, next) => {
    warnUntrustedProxy(ctx)
    const incoming = ctx.get('x-request-id')
    const requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID()
    ctx.state.requestId = requestId
    ctx.set('x-request-id', requestId)
    const start = performance.now()
    try {
      await next()
    } finally {
      const ms = Math.round((performance.now() - start) * 10) / 10
      const level = ctx.status >= 500 ? 'error' : 'info'
      const userId: string | undefined = ctx.state.user?.id
      deps.log[level](
        {
          requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms,
          ip: ctx.ip,
          ...(userId ? { userId } : {}),
        },
        'request',
      )
    }
  }
}

/**
 * A proxy in front of a server that does not trust it: every visitor arrives from the proxy's address, so they all
 * share one per-address rate limit. Said once (a warning per request would drown the log).
 */
function untrustedProxyWarning(deps: Deps): (ctx: Koa.Context) => void {
  let warned = deps.config.TRUST_PROXY !== null
  return (ctx) => {
    if (warned || !ctx.get('x-forwarded-for')) return
    warned = true
    deps.log.warn(
      { ip: ctx.ip },
      "a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every visitor then counts as the proxy's address and shares its rate limits. Set TRUST_PROXY (1 for one proxy such as nginx or Caddy; docs/operating.md#reverse-proxy).",
    )
  }
}

/** Errors become `{statusCode, statusMessage}`; unknown ones are logged and answered without internals. */
export function errorHandler(deps: Deps): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (thrown) {
      const error = fromDeletedAccount(thrown)
      let status = 500
      let message = englishText('common.errors.serverErrorTitle')
      let i18nKey: string | undefined
      if (error instanceof AppError) {
        status = error.status
        message = error.message
        i18nKey = error.i18nKey
      } else if (isUniqueViolation(error)) {
        status = 409
        message = englishText('common.errors.concurrentChange')
        i18nKey = 'common.errors.concurrentChange'
      } else if (isHttpError(error) && error.status < 500 && error.expose) {
        // koa/body parser errors: 413 payload too large, 415, 400 malformed
        status = error.status
        message = error.message
      } else {
        deps.log.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'request failed')
      }
      ctx.status = status
      ctx.body = errorBody(status, message, i18nKey)
      const retryAfter = error instanceof AppError ? error.params?.seconds : undefined
      if ((status === 429 || status === 503) && retryAfter !== undefined) ctx.set('Retry-After', String(retryAfter))
    }
  }
}

function isHttpError(e: unknown): e is { status: number; expose: boolean; message: string } {
  return typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number'
}

/**
 * Knows the caller from a verified access token (Authorization header or session cookie). No token → anonymous;
 * a bad token on an API call → 401, never a 500.
 */
export function authenticate(deps: Deps): Koa.Middleware {
  return async (ctx, next) => {
    ctx.state.user = null
    // The embedded auth and storage servers judge tokens themselves, in their own error shapes
    // (GoTrue's 403 bad_jwt, Storage's 400 with statusCode 403).
    if (ctx.path.startsWith('/auth/v1/') || ctx.path.startsWith('/storage/v1/')) return next()
    // The show-control API's Bearer token is a stage API token, not a session (src-server/stages/control-api.ts).
    if (ctx.path.startsWith('/api/show-control/')) return next()
    const token = accessTokenFrom(
      { authorization: ctx.get('authorization') || undefined },
      (name) => ctx.cookies.get(name),
      deps.authCookieName,
    )
    if (token && !isApiKey(token, deps)) {
      try {
        ctx.state.user = await deps.verifier.verify(token)
      } catch (error) {
        // A stale cookie on a page load must not break the page; API callers get the 401 they need.
        const fromHeader = Boolean(ctx.get('authorization'))
        if (fromHeader || ctx.path.startsWith('/api/') || ctx.path.startsWith('/trpc/')) throw error
      }
    }
    await next()
  }
}

/** supabase-js sends the project key as a Bearer token when there is no session: that is "anonymous". */
function isApiKey(token: string, deps: Deps): boolean {
  return token === deps.supabaseAnonKey || token === deps.supabaseServiceRoleKey
}

import { bodyParser } from '@koa/bodyparser'
import Router from '@koa/router'
import { jwtVerify } from 'jose'
import type Koa from 'koa'
import { LOCALE_COOKIE } from '../../../src/i18n/locales.ts'
import { findInputIssue, inputIssueMessage } from '../../../src/validation/input.ts'
import type { Deps } from '../../deps.ts'
import { isUniqueViolation } from '../../http/errors.ts'
import { requestLocale } from '../../mail/locales.ts'
import { AuthError, E, writeAuthError } from './errors.ts'
import { createMailer, devMailboxEnabled } from './mailer.ts'
import { RateLimiter } from './rate-limit.ts'
import { repo } from './repo.ts'
import { EmbeddedAuthService, type Origin, pkceFrom, REFRESH_REUSE_INTERVAL_S } from './service.ts'
import { idTokenGrant, paginationParam, unsupported } from './unsupported.ts'

type Body = Record<string, unknown>

/**
 * The embedded Supabase Auth server at `/auth/v1`: the part of GoTrue's HTTP contract that supabase-js and
 * @supabase/ssr use (docs/architecture.md, "Supabase contract"). Mounted only when SUPABASE_URL is unset.
 */
export function embeddedAuthMiddleware(deps: Deps): { middleware: Koa.Middleware; service: EmbeddedAuthService } {
  const service = new EmbeddedAuthService(deps, createMailer(deps), {
    autoconfirm: deps.config.AUTH_AUTOCONFIRM,
    emailRateLimit: deps.config.AUTH_RATE_LIMIT,
    linkBase: () => deps.config.publicUrl,
    refreshReuseIntervalS: REFRESH_REUSE_INTERVAL_S,
    signup: deps.config.AUTH_SIGNUP,
    anonymous: deps.config.AUTH_ANONYMOUS,
  })
  const limits = {
    token: new RateLimiter(deps.limits.authToken),
    verify: new RateLimiter(deps.limits.authVerify),
    email: new RateLimiter(deps.limits.authEmail),
    // GoTrue's RATE_LIMIT_VERIFY-like budget for factor challenges and verifies, per IP.
    mfa: new RateLimiter(deps.limits.authMfa),
  }
  const limitFor: Record<string, keyof typeof limits> = {
    'POST /token': 'token',
    'POST /verify': 'verify',
    'GET /verify': 'verify',
    'POST /otp': 'email',
    'POST /recover': 'email',
    'POST /resend': 'email',
    'POST /signup': 'email',
    'POST /invite': 'email',
    'PUT /user': 'email',
    'GET /reauthenticate': 'email',
  }
  const limitOf = (method: string, sub: string): keyof typeof limits | undefined =>
    limitFor[`${method} ${sub}`] ??
    (method === 'POST' && /^\/factors\/[^/]+\/(challenge|verify)$/.test(sub) ? 'mfa' : undefined)

  const router = new Router({ prefix: '/auth/v1' })
  const parseJson = bodyParser({
    enableTypes: ['json'],
    jsonLimit: '1mb',
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    onError: (error) => {
      throw (error as { status?: number }).status === 413 ? E.bodyTooLarge() : E.badJson()
    },
  }) as Koa.Middleware
  // The app's shared input rule (NUL, unpaired surrogates, depth) on the body and the query, as GoTrue's 400.
  const json: Koa.Middleware = (ctx, next) =>
    parseJson(ctx, () => {
      for (const part of [ctx.query, (ctx.request as { body?: unknown }).body]) {
        const issue = findInputIssue(part)
        if (issue) throw E.validation(inputIssueMessage(issue))
      }
      return next()
    })
  const body = (ctx: Koa.Context): Body => {
    const b = (ctx.request as { body?: unknown }).body
    return b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {}
  }
  // Email links, redirects and the token issuer come from PUBLIC_URL, never from Host / X-Forwarded-Host.
  const origin = (ctx: Koa.Context): Origin => ({
    origin: deps.config.publicUrl,
    redirectTo: typeof ctx.query.redirect_to === 'string' ? ctx.query.redirect_to : undefined,
    pkce: pkceFrom(body(ctx)),
    locale: requestLocale(ctx.cookies.get(LOCALE_COOKIE), ctx.get('accept-language') || undefined),
  })

  const isServiceKey = async (ctx: Koa.Context): Promise<boolean> => {
    const m = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))
    if (!m) return false
    if (m[1] === deps.supabaseServiceRoleKey) return true
    try {
      const { payload } = await jwtVerify(m[1]!, deps.authKeys!.jwtSecret, { algorithms: ['HS256'] })
      return payload.role === 'service_role' || payload.role === 'supabase_admin'
    } catch {
      return false
    }
  }
  const admin: Koa.Middleware = async (ctx, next) => {
    if (!ctx.get('authorization')) throw E.noAuthorization()
    if (!(await isServiceKey(ctx))) throw E.notAdmin()
    await next()
  }
  const uuidParam = (id: string) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw E.userNotFound()
    return id.toLowerCase()
  }

  router.get('/health', (ctx) => {
    ctx.body = { version: 'stagebook-embedded', name: 'GoTrue', description: 'Embedded Supabase-compatible auth' }
  })
  router.get('/settings', (ctx) => {
    ctx.body = {
      external: { email: true, phone: false, anonymous_users: deps.config.AUTH_ANONYMOUS },
      disable_signup: !deps.config.AUTH_SIGNUP,
      mailer_autoconfirm: deps.config.AUTH_AUTOCONFIRM,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }
  })
  router.get('/.well-known/jwks.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=600')
    ctx.body = { keys: deps.authKeys!.jwks }
  })

  router.post('/signup', json, async (ctx) => {
    // AUTH_SIGNUP=false (GoTrue's DISABLE_SIGNUP): invites and admin-created users still work.
    if (!deps.config.AUTH_SIGNUP) throw unsupported.signupDisabled()
    const result = await service.signup(body(ctx), origin(ctx))
    ctx.body = result.body
  })
  router.post('/token', json, async (ctx) => {
    const grant = ctx.query.grant_type
    const b = body(ctx)
    if (grant === 'password') ctx.body = await service.passwordGrant(b, origin(ctx), ctx.ip)
    else if (grant === 'refresh_token') {
      if (typeof b.refresh_token !== 'string' || !b.refresh_token) {
        ctx.status = 400
        ctx.body = { error: 'invalid_request', error_description: 'refresh_token required' }
        return
      }
      ctx.body = await service.refreshGrant(b, origin(ctx))
    } else if (grant === 'pkce') {
      ctx.body = await service.pkceGrant(b, origin(ctx))
    } else if (grant === 'id_token') {
      idTokenGrant(b)
    } else if (grant === 'web3') {
      throw unsupported.web3Disabled()
    } else {
      ctx.status = 400
      ctx.body = { error: 'unsupported_grant_type', error_description: 'unsupported_grant_type' }
    }
  })
  router.post('/logout', async (ctx) => {
    const scope = typeof ctx.query.scope === 'string' ? ctx.query.scope : 'global'
    if (!['global', 'local', 'others'].includes(scope)) throw E.validation('Unsupported logout scope')
    await service.logout(ctx.get('authorization') || undefined, scope)
    ctx.status = 204
  })
  router.get('/user', async (ctx) => {
    const { user } = await service.caller(ctx.get('authorization') || undefined)
    ctx.body = await service.userWithFactors(user)
  })
  router.get('/reauthenticate', async (ctx) => {
    await service.reauthenticate(ctx.get('authorization') || undefined, origin(ctx))
    ctx.body = {}
  })

  // MFA (supabase-js auth.mfa.*): enrol, challenge, verify, unenrol.
  router.post('/factors', json, async (ctx) => {
    ctx.body = await service.enrollFactor(ctx.get('authorization') || undefined, body(ctx), origin(ctx))
  })
  router.post('/factors/:id/challenge', json, async (ctx) => {
    ctx.body = await service.challengeFactor(ctx.get('authorization') || undefined, ctx.params.id!, ctx.ip)
  })
  router.post('/factors/:id/verify', json, async (ctx) => {
    ctx.body = await service.verifyFactor(ctx.get('authorization') || undefined, ctx.params.id!, body(ctx), origin(ctx))
  })
  router.delete('/factors/:id', json, async (ctx) => {
    ctx.body = await service.unenrollFactor(ctx.get('authorization') || undefined, ctx.params.id!)
  })
  router.put('/user', json, async (ctx) => {
    ctx.body = await service.updateUser(ctx.get('authorization') || undefined, body(ctx), origin(ctx))
  })
  // GoTrue checks the caller, then GOTRUE_SECURITY_MANUAL_LINKING_ENABLED (off here: only email identities).
  router.delete('/user/identities/:id', json, async (ctx) => {
    await service.caller(ctx.get('authorization') || undefined)
    throw unsupported.manualLinkingDisabled()
  })
  // Only email sign-in is configured: OAuth, SSO and id_token sign-ins answer a clear error, never a 404.
  const providerDisabled = (provider: unknown) =>
    new AuthError(
      400,
      'provider_disabled',
      `Unsupported provider: ${typeof provider === 'string' && provider ? provider.slice(0, 40) : '(none)'} is not enabled on this server`,
    )
  router.get('/authorize', (ctx) => {
    throw providerDisabled(ctx.query.provider)
  })
  router.get('/user/identities/authorize', async (ctx) => {
    await service.caller(ctx.get('authorization') || undefined)
    throw unsupported.manualLinkingDisabled()
  })
  router.post('/sso', json, () => {
    throw unsupported.samlDisabled()
  })
  router.post('/recover', json, async (ctx) => {
    await service.recover(body(ctx), origin(ctx))
    ctx.body = {}
  })
  router.post('/otp', json, async (ctx) => {
    await service.otp(body(ctx), origin(ctx))
    ctx.body = {}
  })
  router.post('/resend', json, async (ctx) => {
    await service.resend(body(ctx), origin(ctx))
    ctx.body = {}
  })
  router.post('/verify', json, async (ctx) => {
    ctx.body = await service.verify(body(ctx), origin(ctx))
  })
  router.get('/verify', async (ctx) => {
    ctx.status = 303
    ctx.redirect(await service.verifyRedirect(ctx.query, origin(ctx)))
  })

  router.post('/invite', admin, json, async (ctx) => {
    ctx.body = await service.adminInvite(body(ctx), origin(ctx))
  })
  router.post('/admin/users', admin, json, async (ctx) => {
    ctx.body = await service.adminCreateUser(body(ctx))
  })
  router.get('/admin/users', admin, async (ctx) => {
    const page = Math.max(1, paginationParam(ctx.query.page) ?? 1)
    const perPage = Math.min(1000, Math.max(1, paginationParam(ctx.query.per_page) ?? 50))
    const { users, total } = await service.adminListUsers(page, perPage)
    const last = Math.max(1, Math.ceil(total / perPage))
    const links = []
    if (page < last) links.push(`</auth/v1/admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`)
    links.push(`</auth/v1/admin/users?page=${last}&per_page=${perPage}>; rel="last"`)
    ctx.set('X-Total-Count', String(total))
    ctx.set('Link', links.join(', '))
    ctx.body = { users, aud: 'authenticated' }
  })
  router.get('/admin/users/:id', admin, async (ctx) => {
    ctx.body = await service.adminGetUser(uuidParam(ctx.params.id!))
  })
  router.put('/admin/users/:id', admin, json, async (ctx) => {
    ctx.body = await service.adminUpdateUser(uuidParam(ctx.params.id!), body(ctx))
  })
  router.delete('/admin/users/:id', admin, json, async (ctx) => {
    await service.adminDeleteUser(uuidParam(ctx.params.id!))
    ctx.body = {}
  })
  router.get('/admin/users/:id/factors', admin, async (ctx) => {
    ctx.body = await service.adminListFactors(uuidParam(ctx.params.id!))
  })
  router.delete('/admin/users/:id/factors/:factorId', admin, json, async (ctx) => {
    ctx.body = await service.adminDeleteFactor(uuidParam(ctx.params.id!), ctx.params.factorId!)
  })
  router.post('/admin/generate_link', admin, json, async (ctx) => {
    ctx.body = await service.adminGenerateLink(body(ctx), origin(ctx))
  })

  // Dev mailbox: embedded without SMTP only. Lists the mails the server would have sent.
  router.get('/dev/mailbox', async (ctx) => {
    if (!devMailboxEnabled(deps)) throw E.notFound()
    const email = typeof ctx.query.email === 'string' && ctx.query.email ? ctx.query.email : undefined
    // Mails are sent after their answer (enumeration protection): the ones under way are listed once written.
    await service.settled()
    const rows = await repo.listMails(deps.db, 100, email)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = {
      mails: rows.map((m) => ({
        id: m.id,
        to: m.to_email,
        kind: m.kind,
        subject: m.subject,
        text: m.text,
        link: m.link,
        created_at: new Date(m.created_at).toISOString(),
      })),
    }
  })

  const routes = router.routes()
  const noKey = new Set(['/health', '/settings', '/.well-known/jwks.json', '/dev/mailbox', '/verify', '/authorize'])

  const middleware: Koa.Middleware = async (ctx, next) => {
    if (ctx.path !== '/auth/v1' && !ctx.path.startsWith('/auth/v1/')) return next()
    const sub = ctx.path.slice('/auth/v1'.length) || '/'
    ctx.set('Cache-Control', 'no-store')
    ctx.set('Access-Control-Allow-Origin', '*')
    ctx.set('Access-Control-Expose-Headers', 'X-Supabase-Api-Version, X-Total-Count, Link, x-sb-error-code')
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      ctx.set(
        'Access-Control-Allow-Headers',
        'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      )
      ctx.status = 204
      return
    }
    try {
      if (!noKey.has(sub) || (sub === '/verify' && ctx.method !== 'GET')) {
        const key = ctx.get('apikey') || (typeof ctx.query.apikey === 'string' ? ctx.query.apikey : '')
        if (key !== deps.supabaseAnonKey && key !== deps.supabaseServiceRoleKey) {
          ctx.status = 401
          ctx.body = {
            message: 'Invalid API key',
            hint: 'Double check your Supabase `anon` or `service_role` API key.',
          }
          return
        }
      }
      const limit = limitOf(ctx.method, sub)
      if (limit && deps.config.AUTH_RATE_LIMIT && !(await limits[limit].take(ctx.ip))) throw E.rateLimit()
      await routes(ctx as Parameters<typeof routes>[0], async () => {})
      if (ctx.body === undefined && ctx.status === 404) throw E.notFound()
    } catch (error) {
      if (error instanceof AuthError) {
        writeAuthError(ctx, error)
        return
      }
      if (isUniqueViolation(error)) {
        // GoTrue's answer to concurrent requests on one resource (two sign-ups with one address at once).
        writeAuthError(ctx, new AuthError(409, 'conflict', 'Concurrent requests conflicted, please retry'))
        return
      }
      deps.log.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'auth: request failed')
      writeAuthError(
        ctx,
        new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
      )
    }
  }
  return { middleware, service }
}

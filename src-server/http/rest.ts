import { bodyParser } from '@koa/bodyparser'
import type Router from '@koa/router'
import type Koa from 'koa'
import type { ZodType, z } from 'zod'
import { findInputIssue, INVALID_INPUT_KEY, inputIssueMessage } from '../../src/validation/input.ts'
import { anonymousMayCallRest, isAnonymousUser } from '../auth/anonymous.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { isLimitOn, type LimitName } from '../limits/limits.ts'
import { AppError, bodyTooLarge, forbidden, tooManyRequests, unauthorized } from './errors.ts'

/**
 * Who the door lets through: anyone, anyone with an optional user, a signed-in user. 'admin' is a signed-in user
 * at the door and documents that the service's policy answers 403 to anyone but an administrator (the rule lives
 * in the policy, so every door shares it).
 */
export type RestAuth = 'public' | 'optional' | 'user' | 'admin'

export interface RestInput<B, Q, P> {
  ctx: Koa.Context
  deps: Deps
  body: B
  query: Q
  params: P
}

/**
 * One REST route of the `/api` mirror. The zod schemas validate the request and document it (OpenAPI is
 * generated from this registry, so an undocumented route cannot exist).
 */
export interface RestRoute<B = any, Q = any, P = any, R = any, U extends AuthUser | null = AuthUser | null> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** Relative to `/api`, koa-router syntax: `/venues/owner/photo/:id`. */
  path: string
  summary: string
  /** Longer text for the OpenAPI document (how to call it); replaces the generated line about authentication. */
  description?: string
  tags: string[]
  auth: RestAuth
  params?: ZodType<P>
  query?: ZodType<Q>
  /** A JSON body schema, or 'multipart' when the handler reads the stream itself. */
  body?: ZodType<B> | 'multipart'
  /** For the docs: the success body. `binary` answers raw bytes; `z.void()` nothing (204 No Content). */
  response?: ZodType<R> | 'binary'
  /** HTTP status of a success; default 200. */
  status?: number
  /** A limit (deps.limits) counted per client address before the body is read: 429 past it. */
  limit?: LimitName
  /** Largest JSON body (koa-bodyparser size, e.g. '16kb'); default 1mb. Larger → 413. */
  jsonLimit?: string
  /** Also reads application/x-www-form-urlencoded bodies (tools such as Companion send them), same size bound. */
  form?: boolean
  handler: (input: RestInput<B, Q, P> & { user: U }) => Promise<R>
}

/** Helper that keeps a route's generic types together while letting the registry be heterogeneous. */
export function restRoute<B, Q, P, R, A extends RestAuth>(
  route: Omit<RestRoute<B, Q, P, R>, 'auth' | 'handler'> & {
    auth: A
    handler: (
      input: RestInput<B, Q, P> & { user: A extends 'user' | 'admin' ? AuthUser : AuthUser | null },
    ) => Promise<R>
  },
): RestRoute {
  return route as RestRoute
}

/** First zod issue as a readable message: the field and what is wrong with it. */
export function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  // Messages written for people (the spec's) stand alone; generic ones get the field name.
  const isGeneric = /^(Invalid|Too|Expected|Unrecognized|Required)/.test(issue.message)
  return isGeneric && issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/** The shared input rule (NUL, unpaired surrogates, depth) at a door: a clear 400 before any schema or query. */
export function assertCleanInput(value: unknown): void {
  const issue = findInputIssue(value)
  if (issue) throw new AppError(400, inputIssueMessage(issue), INVALID_INPUT_KEY)
}

function parse<T>(schema: ZodType<T> | undefined, value: unknown): T {
  if (!schema) return value as T
  const result = schema.safeParse(value)
  if (!result.success) throw new AppError(400, zodMessage(result.error))
  return result.data
}

/**
 * A door's parse for input that no route schema covered (a tRPC procedure taking `z.unknown()`, a realtime
 * message): the shared input rule, then the schema, with the REST mirror's 400 message.
 */
export function parseInput<T>(schema: ZodType<T>, value: unknown): T {
  assertCleanInput(value)
  return parse(schema, value)
}

function jsonParser(jsonLimit: string, form = false): Koa.Middleware {
  return bodyParser({
    enableTypes: form ? ['json', 'form'] : ['json'],
    jsonLimit,
    formLimit: jsonLimit,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    onError: (error) => {
      // raw-body's 413 (over jsonLimit) is the sender's size, not their syntax.
      if ((error as { status?: number }).status === 413)
        throw bodyTooLarge(jsonLimit.replace(/^(\d+)\s*([kmg]b)$/i, (_, n, unit) => `${n} ${unit.toUpperCase()}`))
      throw AppError.of(400, 'common.errors.malformedJson')
    },
  }) as Koa.Middleware
}

const json = jsonParser('1mb')

/** Counts the request against `limit` per client address (ctx.ip); 429 with Retry-After past it. */
function limited(deps: Deps, limit: LimitName): Koa.Middleware {
  return async (ctx, next) => {
    const result = await deps.limits[limit].take(ctx.ip)
    if (!result.ok) throw tooManyRequests(result.retryAfterS)
    await next()
  }
}

/** Mounts routes on the `/api` router. The OpenAPI document reads the same route objects. */
export function mountRestRoutes(router: Router, deps: Deps, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    const middlewares: Koa.Middleware[] = []
    if (route.limit && isLimitOn(deps, route.limit)) middlewares.push(limited(deps, route.limit))
    if (route.body !== 'multipart') {
      middlewares.push(route.jsonLimit || route.form ? jsonParser(route.jsonLimit ?? '1mb', route.form) : json)
    }
    router[route.method](route.path, ...middlewares, async (ctx) => {
      const user = (ctx.state.user ?? null) as AuthUser | null
      if ((route.auth === 'user' || route.auth === 'admin') && !user) throw unauthorized()
      if (isAnonymousUser(user) && !anonymousMayCallRest(route.method, `/api${route.path}`)) {
        throw forbidden('common.errors.anonymousForbidden')
      }
      const rawBody = route.body === 'multipart' ? undefined : (ctx.request as { body?: unknown }).body
      for (const part of [ctx.params, ctx.query, rawBody]) assertCleanInput(part)
      const input = {
        ctx,
        deps,
        user,
        params: parse(route.params, ctx.params),
        query: parse(route.query, ctx.query),
        body: route.body === 'multipart' ? undefined : parse(route.body, rawBody ?? {}),
      }
      const result = await route.handler(input)
      ctx.status = route.status ?? 200
      if (result !== undefined && !ctx.body) ctx.body = result
      if (result === undefined && ctx.status === 200 && !ctx.body) ctx.status = 204
    })
  }
}

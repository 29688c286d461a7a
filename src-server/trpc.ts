import { initTRPC, TRPCError } from '@trpc/server'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import type Koa from 'koa'
import { ZodError } from 'zod'
import { findInputIssue, INVALID_INPUT_KEY, inputIssueMessage } from '../src/validation/input.ts'
import { anonymousMayCallTrpc, isAnonymousUser } from './auth/anonymous.ts'
import type { AuthUser } from './auth/verify.ts'
import type { Deps } from './deps.ts'
import {
  AppError,
  englishText,
  forbidden,
  fromDeletedAccount,
  isUniqueViolation,
  tooManyRequests,
  unauthorized,
} from './http/errors.ts'
import { isLimitOn, type LimitName } from './limits/limits.ts'

export interface TrpcContext {
  deps: Deps
  user: AuthUser | null
  requestId: string
  koa: Koa.Context
}

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause
    const zod = cause instanceof ZodError ? cause : null
    return {
      ...shape,
      message: zod ? (zod.issues[0]?.message ?? 'Invalid input') : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        i18nKey: cause instanceof AppError ? cause.i18nKey : undefined,
        params: cause instanceof AppError ? cause.params : undefined,
      },
    }
  },
})

/** Maps the domain error once for this door; anything unknown stays an opaque 500. */
const appErrors = t.middleware(async ({ next, ctx }) => {
  const result = await next()
  if (!result.ok) {
    const cause = fromDeletedAccount(result.error.cause)
    if (cause instanceof AppError) {
      throw new TRPCError({ code: CODE_BY_STATUS[cause.status] ?? 'BAD_REQUEST', message: cause.message, cause })
    }
    if (isUniqueViolation(cause)) {
      const conflict = AppError.of(409, 'common.errors.concurrentChange')
      throw new TRPCError({ code: 'CONFLICT', message: conflict.message, cause: conflict })
    }
    if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      ctx.deps.log.error({ err: result.error.cause ?? result.error, requestId: ctx.requestId }, 'trpc procedure failed')
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: englishText('common.errors.serverErrorTitle') })
    }
  }
  return result
})

/** The shared input rule (NUL, unpaired surrogates, depth) on the raw input, before any procedure's schema. */
const cleanInput = t.middleware(async ({ getRawInput, next }) => {
  // Unreadable input is the procedure's own parse error to report (or to ignore, when it takes none).
  const issue = findInputIssue(await getRawInput().catch(() => undefined))
  if (issue) {
    const message = inputIssueMessage(issue)
    throw new TRPCError({ code: 'BAD_REQUEST', message, cause: new AppError(400, message, INVALID_INPUT_KEY) })
  }
  return next()
})

export const router = t.router
export const mergeRouters = t.mergeRouters
export const createCallerFactory = t.createCallerFactory
export const publicProcedure = t.procedure.use(appErrors).use(cleanInput)

/**
 * A public procedure counted against a limit per client address: the tRPC side of a REST route's `limit`, on
 * the same counter, so a client gets one budget whichever door it uses.
 */
export const limitedProcedure = (limit: LimitName) =>
  publicProcedure.use(async ({ ctx, next }) => {
    if (!isLimitOn(ctx.deps, limit)) return next()
    const result = await ctx.deps.limits[limit].take(ctx.koa.ip)
    if (!result.ok) {
      ctx.koa.set('Retry-After', String(result.retryAfterS))
      throw tooManyRequests(result.retryAfterS)
    }
    return next()
  })

/** Lets through a verified, non-null user (anonymous users only where anonymousMayCallTrpc allows). */
export const requireUser = t.middleware(({ ctx, next, path, type }) => {
  if (!ctx.user) throw unauthorized()
  if (isAnonymousUser(ctx.user) && !anonymousMayCallTrpc(path, type))
    throw forbidden('common.errors.anonymousForbidden')
  return next({ ctx: { ...ctx, user: ctx.user } })
})

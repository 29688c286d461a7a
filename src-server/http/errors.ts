import { createTranslator, type MessageKey } from '../../src/i18n/index.ts'

export type { MessageKey }
export type MessageParams = Record<string, string | number>

const english = createTranslator('en')

/** A message's English text, from the English catalog (the REST statusMessage, the logs). */
export const englishText = (key: MessageKey, params?: MessageParams): string => english(key, params)

/**
 * The one domain error type. Services throw it; each door (REST, tRPC) maps it once.
 * `message` is the English text (REST answers it as statusMessage); `i18nKey` lets the client show it in the
 * visitor's language. Build it with `AppError.of(status, key, params)` (or a helper below): the English text is
 * then the English catalog's entry for the key, so English lives only in the catalogs. The constructor remains for
 * texts that are generated rather than written (zod's messages, the shared input rule's); a written text passed to
 * it fails src-server/boundaries.test.ts (docs/architecture.md, Errors).
 */
export class AppError extends Error {
  readonly status: number
  readonly i18nKey?: MessageKey
  readonly params?: MessageParams

  constructor(status: number, message: string, i18nKey?: MessageKey, params?: MessageParams) {
    super(message)
    this.name = 'AppError'
    this.status = status
    this.i18nKey = i18nKey
    this.params = params
  }

  /** The error of a rule whose message is in the catalogs: its English text is the English catalog's. */
  static of(status: number, key: MessageKey, params?: MessageParams): AppError {
    return new AppError(status, englishText(key, params), key, params)
  }
}

/**
 * A write for a deleted account, refused by the database (migration 0024, SQLSTATE SB001): the caller's token
 * outlived its account, so it is a 401 like any other ended session. Other errors pass through.
 */
export function fromDeletedAccount(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SB001' ? AppError.of(401, 'common.errors.token.accountDeleted') : error
}

/** 400 with a catalog message: `badRequest('directory.errors.feeRange')`. */
export const badRequest = (key: MessageKey, params?: MessageParams) => AppError.of(400, key, params)

/** 401; by default 'Authentication required'. */
export const unauthorized = (key: MessageKey = 'common.errors.authRequired', params?: MessageParams) =>
  AppError.of(401, key, params)

/** 403; by default 'Forbidden'. */
export const forbidden = (key: MessageKey = 'common.errors.forbidden', params?: MessageParams) =>
  AppError.of(403, key, params)

/** 404 with a catalog message: `notFound('availability.errors.blockNotFound')`. */
export const notFound = (key: MessageKey, params?: MessageParams) => AppError.of(404, key, params)

/** 409 with a catalog message. */
export const conflict = (key: MessageKey, params?: MessageParams) => AppError.of(409, key, params)

/** 413 over a door's body limit (REST and tRPC stop at 1 MB); `limit` as people read it ("1 MB", "16 KB"). */
export const bodyTooLarge = (limit = '1 MB') => AppError.of(413, 'common.errors.bodyTooLarge', { limit })

/** 429; the error handler answers `Retry-After: seconds`. */
export const tooManyRequests = (seconds: number) => AppError.of(429, 'common.errors.tooManyRequests', { seconds })

/** The REST error body (docs/product.md §11): `{"statusCode": N, "statusMessage": "<message>"}`. */
export function errorBody(status: number, message: string, i18nKey?: string) {
  return { statusCode: status, statusMessage: message, ...(i18nKey ? { i18nKey } : {}) }
}

/**
 * Two requests racing for the same unique row (two sign-ups with one address, two tabs creating one name): the
 * unique index decides, and the loser gets a 409 instead of a 500 where no service handled the race itself.
 */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505'
}

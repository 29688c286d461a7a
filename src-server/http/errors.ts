import { createTranslator, type MessageKey } from '../../src/i18n/index.ts'

export type { MessageKey }
export type MessageParams = Record<string, string | number>

const english = createTranslator('en')

/** A message's English text, from the English catalog (the REST statusMessage, the logs). */
export const englishText = (key: MessageKey, params?: MessageParams): string => english(key, params)

/**
 * The one domain error type. Services throw it; each door (REST, tRPC) maps it once.
 * `message` is the English text (REST answers it as statusMessage); `i18nKey` lets the client show it in the
 * visitor's language. Build it with `AppError.of(status, key, params)`: the English text is then the English
 * catalog's entry for the key, so English lives only in the catalogs. The older form
 * `new AppError(status, message, key?)` remains for messages not yet in a catalog (docs/architecture.md, i18n).
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
  return code === 'SB001'
    ? new AppError(401, 'Invalid access token: account deleted', 'common.errors.unauthorized')
    : error
}

export const badRequest = (message: string, i18nKey?: MessageKey) => new AppError(400, message, i18nKey)
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, message, 'common.errors.unauthorized')
export const forbidden = (message = 'Forbidden') => new AppError(403, message, 'common.errors.forbidden')
export const notFound = (message: string, i18nKey?: MessageKey) => new AppError(404, message, i18nKey)
/** Over a door's 1 MB JSON limit (REST, tRPC and the embedded auth server all stop there). */
/** 413; `limit` as people read it ("1 MB", "16 KB"). */
export const bodyTooLarge = (limit = '1 MB') =>
  new AppError(413, `Request body too large (at most ${limit})`, 'common.errors.bodyTooLarge', { limit })
export const conflict = (message: string, i18nKey?: MessageKey) => new AppError(409, message, i18nKey)
/** 429; the error handler answers `Retry-After: seconds`. */
export const tooManyRequests = (seconds: number) =>
  new AppError(429, `Too many requests, try again in ${seconds} s`, 'common.errors.tooManyRequests', { seconds })

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

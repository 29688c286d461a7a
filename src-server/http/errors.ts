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

/** Whether a string is a key of the catalogs (a message, not a subtree). */
function isMessageKey(value: string): value is MessageKey {
  const text: unknown = english(value)
  return typeof text === 'string' && text !== value
}

/**
 * The helpers used to take English text: `notFound('Stage not found', 'stages.errors.notFound')`. Until the stages
 * feature takes keys too, they accept both forms: a catalog key (with parameters) or, deprecated, an English text
 * with an optional key. Once no caller passes text, delete the deprecated overloads and let the helpers call
 * `AppError.of` directly (the boundary test's stages exemption goes at the same time).
 */
function keyed(status: number, keyOrText: string, more?: MessageKey | MessageParams): AppError {
  if (typeof more === 'string' || !isMessageKey(keyOrText)) {
    return new AppError(status, keyOrText, typeof more === 'string' ? more : undefined)
  }
  return AppError.of(status, keyOrText, more)
}

/** 400 with a catalog message: `badRequest('directory.errors.feeRange')`. */
export function badRequest(key: MessageKey, params?: MessageParams): AppError
/** @deprecated English text: pass a catalog key (stages only, until it is converted). */
export function badRequest(message: string, i18nKey?: MessageKey): AppError
export function badRequest(keyOrText: string, more?: MessageKey | MessageParams): AppError {
  return keyed(400, keyOrText, more)
}

/** 401; by default 'Authentication required'. */
export function unauthorized(key: MessageKey = 'common.errors.authRequired', params?: MessageParams): AppError {
  return AppError.of(401, key, params)
}

/** 403; by default 'Forbidden'. */
export function forbidden(key?: MessageKey, params?: MessageParams): AppError
/** @deprecated English text: pass a catalog key (stages only, until it is converted). */
export function forbidden(message: string): AppError
export function forbidden(keyOrText: string = 'common.errors.forbidden', params?: MessageParams): AppError {
  // The older form kept the generic key with its own text.
  return isMessageKey(keyOrText)
    ? AppError.of(403, keyOrText, params)
    : keyed(403, keyOrText, 'common.errors.forbidden')
}

/** 404 with a catalog message: `notFound('availability.errors.blockNotFound')`. */
export function notFound(key: MessageKey, params?: MessageParams): AppError
/** @deprecated English text: pass a catalog key (stages only, until it is converted). */
export function notFound(message: string, i18nKey?: MessageKey): AppError
export function notFound(keyOrText: string, more?: MessageKey | MessageParams): AppError {
  return keyed(404, keyOrText, more)
}

/** 409 with a catalog message. */
export function conflict(key: MessageKey, params?: MessageParams): AppError
/** @deprecated English text: pass a catalog key (stages only, until it is converted). */
export function conflict(message: string, i18nKey?: MessageKey): AppError
export function conflict(keyOrText: string, more?: MessageKey | MessageParams): AppError {
  return keyed(409, keyOrText, more)
}

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

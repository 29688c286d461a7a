/**
 * The one domain error type. Services throw it; each door (REST, tRPC) maps it once.
 * `message` is the English text the spec fixes (REST answers it as statusMessage); `i18nKey` lets the
 * client show it in the visitor's language.
 */
export class AppError extends Error {
  readonly status: number
  readonly i18nKey?: string
  readonly params?: Record<string, string | number>

  constructor(status: number, message: string, i18nKey?: string, params?: Record<string, string | number>) {
    super(message)
    this.name = 'AppError'
    this.status = status
    this.i18nKey = i18nKey
    this.params = params
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

export const badRequest = (message: string, i18nKey?: string) => new AppError(400, message, i18nKey)
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, message, 'common.errors.unauthorized')
export const forbidden = (message = 'Forbidden') => new AppError(403, message, 'common.errors.forbidden')
export const notFound = (message: string, i18nKey?: string) => new AppError(404, message, i18nKey)
/** Over a door's 1 MB JSON limit (REST, tRPC and the embedded auth server all stop there). */
/** 413; `limit` as people read it ("1 MB", "16 KB"). */
export const bodyTooLarge = (limit = '1 MB') =>
  new AppError(413, `Request body too large (at most ${limit})`, 'common.errors.bodyTooLarge', { limit })
export const conflict = (message: string, i18nKey?: string) => new AppError(409, message, i18nKey)
/** 429; the error handler answers `Retry-After: seconds`. */
export const tooManyRequests = (seconds: number) =>
  new AppError(429, `Too many requests, try again in ${seconds} s`, 'common.errors.tooManyRequests', { seconds })

/** The REST error body (DESIGN.md): `{"statusCode": N, "statusMessage": "<message>"}`. */
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

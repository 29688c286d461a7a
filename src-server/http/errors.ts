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
export const conflict = (message: string, i18nKey?: string) => new AppError(409, message, i18nKey)

/** The REST error body (DESIGN.md): `{"statusCode": N, "statusMessage": "<message>"}`. */
export function errorBody(status: number, message: string, i18nKey?: string) {
  return { statusCode: status, statusMessage: message, ...(i18nKey ? { i18nKey } : {}) }
}

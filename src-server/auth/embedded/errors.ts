import type Koa from 'koa'

/** An error in GoTrue's shape (contract §2): HTTP status, error code, message, optional extras. */
export class AuthError extends Error {
  readonly status: number
  readonly code: string
  readonly extra: Record<string, unknown> | undefined

  constructor(status: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message)
    this.name = 'AuthError'
    this.status = status
    this.code = code
    this.extra = extra
  }
}

export const API_VERSION = '2024-01-01'

/**
 * Writes the error the way GoTrue does: `{code, message}` plus the echoed `X-Supabase-Api-Version` header when
 * the client sent one (supabase-js always does), the legacy `{code: status, error_code, msg}` otherwise.
 */
export function writeAuthError(ctx: Koa.Context, error: AuthError): void {
  ctx.status = error.status
  ctx.set('x-sb-error-code', error.code)
  if (ctx.get('x-supabase-api-version')) {
    ctx.set('X-Supabase-Api-Version', API_VERSION)
    ctx.body = { code: error.code, message: error.message, ...error.extra }
  } else {
    ctx.body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra }
  }
}

export const E = {
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  bodyTooLarge: () => new AuthError(413, 'request_too_large', 'Request body too large (at most 1 MB)'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  otpExpired: (message = 'Email link is invalid or has expired') => new AuthError(403, 'otp_expired', message),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (why: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFoundForJwt: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  refreshNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  rateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  emailRateLimit: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  invalidApiKey: () => new AuthError(401, 'no_api_key', 'Invalid API key'),
}

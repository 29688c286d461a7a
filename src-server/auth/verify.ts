import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose'
import { AppError } from '../http/errors.ts'
import type { VerificationKeys } from './keys.ts'

/** The caller as the server knows it: nothing but what a verified access token says. */
export interface AuthUser {
  id: string
  email: string | null
  aal: 'aal1' | 'aal2'
  sessionId: string | null
  claims: JWTPayload & Record<string, unknown>
}

export interface TokenVerifier {
  /** Resolves the user of a valid token; throws AppError(401) for anything else. */
  verify(token: string): Promise<AuthUser>
  /** Embedded auth: the session check (session-check.ts), told at once when sessions end in this process. */
  sessions?: SessionRevocations
}

export interface SessionRevocations {
  forgetSession(sessionId: string): void
  /** Every session of the user, but `exceptSessionId` (a password change keeps the current one). */
  forgetUser(userId: string, exceptSessionId?: string | null): void
}

export interface VerifierOptions {
  /** Hosted: `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`, fetched and cached by jose. */
  jwksUrl?: string
  /** Embedded: the public keys themselves, no fetch. */
  localJwks?: JWK[]
  /** Embedded: the auth server's keys, looked up again when a token names a key this copy does not know. */
  keys?: VerificationKeys
  /** Older projects sign with a shared HS256 secret. */
  hsSecret?: Uint8Array
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
type TokenProblem = 'malformed' | 'unsupportedAlgorithm' | 'expired' | 'unverifiable' | 'badSubject' | 'notUserToken'
/** 401 'Invalid access token: <why>' (common.errors.token.*); the reason after the colon is GoTrue's bad_jwt text too. */
const invalid = (why: TokenProblem) => AppError.of(401, `common.errors.token.${why}`)

export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const jwks = options.keys
    ? keysThatFollow(options.keys)
    : options.localJwks
      ? createLocalJWKSet({ keys: options.localJwks })
      : options.jwksUrl
        ? createRemoteJWKSet(new URL(options.jwksUrl), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 })
        : null

  return {
    async verify(token) {
      if (token.length > 8192 || token.split('.').length !== 3) throw invalid('malformed')
      let alg: string | undefined
      try {
        alg = decodeProtectedHeader(token).alg
      } catch {
        throw invalid('malformed')
      }
      let payload: JWTPayload
      try {
        if (alg === 'HS256' && options.hsSecret) {
          payload = (await jwtVerify(token, options.hsSecret, { algorithms: ['HS256'], audience: 'authenticated' }))
            .payload
        } else if ((alg === 'ES256' || alg === 'RS256') && jwks) {
          payload = (await jwtVerify(token, jwks, { algorithms: ['ES256', 'RS256'], audience: 'authenticated' }))
            .payload
        } else {
          throw invalid('unsupportedAlgorithm')
        }
      } catch (error) {
        if (error instanceof AppError) throw error
        if (error instanceof joseErrors.JWTExpired) throw invalid('expired')
        if (error instanceof joseErrors.JOSEError)
          throw AppError.of(401, 'common.errors.token.rejected', {
            code: error.code.replace(/^ERR_/, '').toLowerCase(),
          })
        // A JWKS fetch failing is our problem, not the caller's: still no 500 for a token.
        throw invalid('unverifiable')
      }
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) throw invalid('badSubject')
      if (payload.role !== 'authenticated') throw invalid('notUserToken')
      return {
        id: payload.sub,
        email: typeof payload.email === 'string' && payload.email ? payload.email : null,
        aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
        sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
        claims: payload as AuthUser['claims'],
      }
    },
  }
}

/** The JWKS of `keys` as they are now; a token with an unknown kid makes them look again once (another copy rotated). */
function keysThatFollow(keys: VerificationKeys): JWTVerifyGetKey {
  let version = -1
  let set: JWTVerifyGetKey = createLocalJWKSet({ keys: [] })
  const current = () => {
    if (keys.version !== version) {
      version = keys.version
      set = createLocalJWKSet({ keys: keys.jwks })
    }
    return set
  }
  return async (header, token) => {
    try {
      return await current()(header, token)
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey && (await keys.refresh())) return current()(header, token)
      throw error
    }
  }
}

/**
 * Reads the access token of a request: `Authorization: Bearer …`, else the @supabase/ssr session cookie
 * (`name` or chunks `name.0`, `name.1`…; `base64-` + base64url JSON, or raw JSON). Contract §7.
 */
export function accessTokenFrom(
  headers: { authorization?: string | undefined },
  getCookie: (name: string) => string | undefined,
  cookieName: string,
): string | null {
  const auth = headers.authorization
  if (auth) {
    const m = /^Bearer\s+(\S+)$/i.exec(auth)
    return m ? m[1]! : null
  }
  let raw = getCookie(cookieName)
  if (raw === undefined) {
    const parts: string[] = []
    for (let i = 0; i < 32; i++) {
      const part = getCookie(`${cookieName}.${i}`)
      if (part === undefined) break
      parts.push(part)
    }
    if (!parts.length) return null
    raw = parts.join('')
  }
  try {
    const decoded = decodeURIComponent(raw)
    const json = decoded.startsWith('base64-') ? Buffer.from(decoded.slice(7), 'base64url').toString('utf8') : decoded
    const session = JSON.parse(json) as { access_token?: unknown }
    return typeof session.access_token === 'string' ? session.access_token : null
  } catch {
    return null
  }
}

/** The cookie name @supabase/ssr uses: `sb-<first label of the Supabase host>-auth-token`, fixed for embedded. */
export function authCookieName(supabaseUrl: string | undefined): string {
  if (!supabaseUrl) return 'sb-embedded-auth-token'
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}

import { createHash, randomBytes } from 'node:crypto'
import type { Locale } from '../../../src/i18n/locales.ts'
import { AuthError, E } from './errors.ts'
import type { MailKind } from './mailer.ts'
import { factorJson } from './mfa.ts'
import type { FactorRow } from './mfa-repo.ts'
import { parseJson, type TokenType, type UserRow } from './repo.ts'

/** The embedded auth server's shared rules: request origin, input checks, GoTrue's User shape, mail kinds. */

/** Where a request came from: the origin (token issuer, email links) and what it asked links to lead to. */
export interface Origin {
  /** `http://host:port` of this server as the client sees it. */
  origin: string
  redirectTo?: string | undefined
  /** PKCE challenge sent with signup/recover/otp/updateUser (@supabase/ssr always uses the PKCE flow). */
  pkce?: { challenge: string; method: 's256' | 'plain' } | undefined
  /** The language the request asks in (the site's locale cookie, else Accept-Language): its mails' fallback. */
  locale?: Locale | undefined
}

/** The PKCE pair of a request body, if any (`code_challenge_method` null/absent means none). */
export function pkceFrom(body: Record<string, unknown>): Origin['pkce'] {
  const challenge = body.code_challenge
  if (typeof challenge !== 'string' || !challenge) return undefined
  const method = String(body.code_challenge_method ?? 's256').toLowerCase()
  if (method !== 's256' && method !== 'plain') throw E.validation('Unsupported code challenge method')
  if (challenge.length < 43 || challenge.length > 128) throw E.validation('Invalid code challenge')
  return { challenge, method }
}

export const AUTH_CODE_TTL_S = 5 * 60
/** GoTrue's SECURITY_REFRESH_TOKEN_REUSE_INTERVAL default: a revoked refresh token still answers for 10 s. */
export const REFRESH_REUSE_INTERVAL_S = 10

export const OTP_TTL_S = 24 * 3600
export const EMAIL_MIN_INTERVAL_S = 60
export const MIN_PASSWORD_LENGTH = 6
/** A reauthentication nonce (GET /reauthenticate) is good for 10 minutes, once. */
export const NONCE_TTL_S = 10 * 60

const EMAIL_RE = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/

export type UserJson = Record<string, unknown>

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined)

/** GoTrue's User shape (contract §3): omitempty fields absent, email/phone always strings. */
export function userJson(u: UserRow, factors: FactorRow[] = []): UserJson {
  const confirmed = iso(u.email_confirmed_at)
  const appMeta = parseJson(u.app_metadata)
  const json: UserJson = {
    id: u.id,
    aud: 'authenticated',
    role: u.role,
    email: u.email ?? '',
    email_confirmed_at: confirmed,
    phone: '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: confirmed,
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.new_email ?? undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    invited_at: iso(u.invited_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    banned_until: u.banned_until && new Date(u.banned_until) > new Date() ? iso(u.banned_until) : undefined,
    app_metadata: appMeta,
    user_metadata: parseJson(u.user_metadata),
    identities: u.email
      ? [
          {
            identity_id: u.id,
            id: u.id,
            user_id: u.id,
            identity_data: {
              email: u.email,
              email_verified: Boolean(u.email_confirmed_at),
              phone_verified: false,
              sub: u.id,
            },
            provider: 'email',
            last_sign_in_at: iso(u.last_sign_in_at ?? u.created_at),
            created_at: iso(u.created_at),
            updated_at: iso(u.updated_at),
            email: u.email,
          },
        ]
      : [],
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: isAnonymous(u),
  }
  for (const k of Object.keys(json)) if (json[k] === undefined) delete json[k]
  return json
}

/** An anonymous user has no email yet (GoTrue keeps a column; here no email means anonymous). */
export function isAnonymous(u: Pick<UserRow, 'email'>): boolean {
  return !u.email
}

export function normEmail(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) throw E.validation('An email address is required')
  const email = raw.trim().toLowerCase()
  if (email.length > 255 || !EMAIL_RE.test(email))
    throw E.validation('Unable to validate email address: invalid format')
  return email
}

export function checkPasswordLength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > 72) throw E.validation('Password cannot be longer than 72 characters')
}

export function checkPasswordStrength(password: string): void {
  checkPasswordLength(password)
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw E.weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length'])
  }
}

export const sha224 = (s: string) => createHash('sha224').update(s).digest('hex')
export const newRefreshToken = () => randomBytes(9).toString('base64url') // 12 chars, like GoTrue

export function isBanned(u: UserRow): boolean {
  return Boolean(u.banned_until && new Date(u.banned_until) > new Date())
}

/** A same-origin path from `redirect_to` (full URL or path); anything else falls back to `fallback`. */
export function safeNext(redirectTo: string | undefined, origin: string, fallback: string): string {
  if (!redirectTo) return fallback
  try {
    const u = new URL(redirectTo, origin)
    if (u.origin !== new URL(origin).origin) return fallback
    if (u.pathname.startsWith('/auth/confirm') || /^\/[a-z]{2}\/auth\/confirm/.test(u.pathname)) return fallback
    return `${u.pathname}${u.search}${u.hash}`
  } catch {
    return fallback
  }
}

export const LINK_TYPE: Record<MailKind, string> = {
  confirmation: 'email',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  invite: 'invite',
}
export const TOKEN_FOR_KIND: Record<MailKind, TokenType> = {
  confirmation: 'confirmation',
  recovery: 'recovery',
  magiclink: 'recovery',
  email_change: 'email_change_new',
  invite: 'invite',
}
export const DEFAULT_NEXT: Record<MailKind, string> = {
  confirmation: '/',
  recovery: '/auth/reset',
  magiclink: '/',
  email_change: '/account',
  invite: '/auth/reset',
}
export const SENT_AT: Record<MailKind, 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at'> = {
  confirmation: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
  invite: 'confirmation_sent_at',
}

export interface EmbeddedAuthOptions {
  autoconfirm: boolean
  /** Email send frequency limit (one per user and kind per 60 s); off with AUTH_RATE_LIMIT=false. */
  emailRateLimit: boolean
  /** Base of links in emails; null → the request origin. */
  linkBase: () => string | null
  /** GoTrue's SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: a revoked refresh token still answers for this long. */
  refreshReuseIntervalS: number
  /** AUTH_SIGNUP: false → no new users from /signup or /otp (default true). */
  signup?: boolean
  /** AUTH_ANONYMOUS: signInAnonymously() gets a session (default false). */
  anonymous?: boolean
}

/** GoTrue without an SMS provider (GOTRUE_EXTERNAL_PHONE_ENABLED=false): what phone requests get. */
export const phoneDisabled = {
  logins: (status: 400 | 422 = 400) => new AuthError(status, 'phone_provider_disabled', 'Phone logins are disabled'),
  otp: () => new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider'),
}

/** A phone OTP is checked against tokens sent by SMS: none ever were, so every one is invalid. */
export function phoneOtpInvalid(phone: string): AuthError {
  if (!/^\+?[1-9]\d{1,14}$/.test(phone.replace(/[\s()-]/g, ''))) {
    return E.validation('Invalid phone number format (E.164 required)')
  }
  return new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
}

export function objectOr(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
}

/** `ban_duration`: 'none' lifts a ban; '24h', '30m', '10s', '1h30m' set one. */
export function parseBan(v: unknown): Date | null | undefined {
  if (typeof v !== 'string') return undefined
  if (v === 'none') return null
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(v)
  if (!m || !v) throw E.validation('invalid format for ban duration')
  const s = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
  return new Date(Date.now() + s * 1000)
}

/** The TOTP issuer shown in authenticator apps: the site's host name. */
export function issuerFrom(base: string): string {
  try {
    return new URL(base).hostname === 'localhost' || new URL(base).hostname === '127.0.0.1'
      ? 'Stagebook'
      : `Stagebook (${new URL(base).hostname})`
  } catch {
    return 'Stagebook'
  }
}

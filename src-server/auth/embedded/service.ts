import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import type { Deps } from '../../deps.ts'
import { ACCESS_TOKEN_TTL_S, signAccessToken } from '../keys.ts'
import { SessionEndedError } from '../session-check.ts'
import { AttemptGuard, MAX_CODE_GUESSES } from './attempts.ts'
import { AuthError, E } from './errors.ts'
import type { MailKind, SendMail } from './mailer.ts'
import { factorJson, MfaService } from './mfa.ts'
import { type FactorRow, mfaRepo } from './mfa-repo.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { parseJson, repo, type SessionRow, type TokenType, type UserRow } from './repo.ts'

/** Where a request came from: the origin (token issuer, email links) and what it asked links to lead to. */
export interface Origin {
  /** `http://host:port` of this server as the client sees it. */
  origin: string
  redirectTo?: string | undefined
  /** PKCE challenge sent with signup/recover/otp/updateUser (@supabase/ssr always uses the PKCE flow). */
  pkce?: { challenge: string; method: 's256' | 'plain' } | undefined
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
    is_anonymous: false,
  }
  for (const k of Object.keys(json)) if (json[k] === undefined) delete json[k]
  return json
}

function normEmail(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) throw E.validation('An email address is required')
  const email = raw.trim().toLowerCase()
  if (email.length > 255 || !EMAIL_RE.test(email))
    throw E.validation('Unable to validate email address: invalid format')
  return email
}

function checkPasswordLength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > 72) throw E.validation('Password cannot be longer than 72 characters')
}

function checkPasswordStrength(password: string): void {
  checkPasswordLength(password)
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw E.weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length'])
  }
}

const sha224 = (s: string) => createHash('sha224').update(s).digest('hex')
const newRefreshToken = () => randomBytes(9).toString('base64url') // 12 chars, like GoTrue

function isBanned(u: UserRow): boolean {
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

const LINK_TYPE: Record<MailKind, string> = {
  confirmation: 'email',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  invite: 'invite',
}
const TOKEN_FOR_KIND: Record<MailKind, TokenType> = {
  confirmation: 'confirmation',
  recovery: 'recovery',
  magiclink: 'recovery',
  email_change: 'email_change_new',
  invite: 'invite',
}
const DEFAULT_NEXT: Record<MailKind, string> = {
  confirmation: '/',
  recovery: '/auth/reset',
  magiclink: '/',
  email_change: '/account',
  invite: '/auth/reset',
}
const SENT_AT: Record<MailKind, 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at'> = {
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
}

/** The rules of the embedded auth server. Routes are thin: they parse and call these. */
export class EmbeddedAuthService {
  private readonly deps: Deps
  private readonly send: SendMail
  private readonly options: EmbeddedAuthOptions
  readonly mfa: MfaService
  private readonly guard: AttemptGuard
  private readonly pending = new Set<Promise<unknown>>()

  constructor(deps: Deps, send: SendMail, options: EmbeddedAuthOptions) {
    this.deps = deps
    this.send = send
    this.options = options
    this.mfa = new MfaService(deps)
    this.guard = new AttemptGuard(deps.db)
  }

  /** GoTrue's User with its (current) factors. */
  async userWithFactors(user: UserRow): Promise<UserJson> {
    return userJson(user, await this.mfa.factors(user.id))
  }

  private get db() {
    return this.deps.db
  }

  /** The access-token session check of /api and /trpc, told at once when sessions end here. */
  private get sessionCheck() {
    return this.deps.verifier.sessions
  }

  // ---------- sessions ----------

  private async accessToken(user: UserRow, session: SessionRow, origin: string) {
    const keys = this.deps.authKeys!
    const first = { method: session.amr_method, timestamp: Math.floor(new Date(session.created_at).getTime() / 1000) }
    // Most recent method first, like GoTrue: a session raised with TOTP shows [totp, password].
    const amr =
      session.aal === 'aal2' && session.mfa_at
        ? [{ method: 'totp', timestamp: Math.floor(new Date(session.mfa_at).getTime() / 1000) }, first]
        : [first]
    return signAccessToken(keys, `${origin}/auth/v1`, {
      sub: user.id,
      email: user.email ?? '',
      session_id: session.id,
      aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
      amr,
      app_metadata: parseJson(user.app_metadata),
      user_metadata: parseJson(user.user_metadata),
    })
  }

  private async sessionResponse(user: UserRow, session: SessionRow, refreshToken: string, origin: string) {
    const now = Math.floor(Date.now() / 1000)
    return {
      access_token: await this.accessToken(user, session, origin),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      expires_at: now + ACCESS_TOKEN_TTL_S,
      refresh_token: refreshToken,
      user: await this.userWithFactors(user),
    }
  }

  /** A new session for a signed-in user (password, verify, pkce). */
  async issueSession(user: UserRow, amr: string, origin: string) {
    const id = randomUUID()
    const token = newRefreshToken()
    const signedIn = await this.db.transaction().execute(async (tx) => {
      await repo.insertSession(tx, { id, user_id: user.id, aal: 'aal1', amr_method: amr })
      await repo.insertRefresh(tx, { token, session_id: id, user_id: user.id, parent: null })
      return repo.updateUser(tx, user.id, { last_sign_in_at: new Date() })
    })
    const session = (await repo.sessionById(this.db, id))!
    return this.sessionResponse(signedIn, session, token, origin)
  }

  async passwordGrant(body: Record<string, unknown>, o: Origin) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    if (!email || !password) throw E.invalidCredentials()
    await this.guard.check(`password:${email}`)
    const user = await repo.userByEmail(this.db, email)
    const ok = await verifyPassword(password, user?.encrypted_password ?? null)
    if (!user || !ok) {
      await this.guard.failed(`password:${email}`)
      throw E.invalidCredentials()
    }
    await this.guard.succeeded(`password:${email}`)
    if (isBanned(user)) throw E.userBanned()
    if (!user.email_confirmed_at && !this.options.autoconfirm) throw E.emailNotConfirmed()
    return this.issueSession(user, 'password', o.origin)
  }

  /**
   * Rotation with reuse detection (contract §5), as GoTrue does it: the presented token's session row is locked
   * for the whole exchange, so parallel refreshes of one token take turns. A revoked token that is the parent of
   * the active one (the client lost the answer), or that was revoked less than the reuse interval ago (a second
   * tab refreshing at the same moment), gets the active token again; any other reuse revokes the session.
   */
  async refreshGrant(body: Record<string, unknown>, o: Origin) {
    const presented = typeof body.refresh_token === 'string' ? body.refresh_token : ''
    if (!presented) {
      throw new AuthError(400, 'validation_failed', 'refresh_token required', {})
    }
    const outcome = await this.db.transaction().execute(async (tx) => {
      const found = await repo.refreshByToken(tx, presented)
      if (!found) throw E.refreshNotFound()
      const session = await repo.lockSession(tx, found.session_id)
      if (!session) throw new AuthError(400, 'session_not_found', 'Session not found')
      // Read again under the lock: a concurrent exchange may have revoked it meanwhile.
      const row = (await repo.refreshByToken(tx, presented))!
      const user = await repo.userById(tx, row.user_id)
      if (!user) throw E.refreshNotFound()
      if (isBanned(user)) throw E.userBanned()
      if (row.revoked) {
        const active = await repo.activeRefresh(tx, session.id)
        const age = (Date.now() - new Date(row.updated_at).getTime()) / 1000
        if (active && (active.parent === presented || age <= this.options.refreshReuseIntervalS)) {
          return { user, session, token: active.token }
        }
        // Reuse of an old token: the whole session (token family) dies.
        await repo.deleteSession(tx, session.id)
        return { user, session, token: null }
      }
      await repo.revokeRefresh(tx, presented)
      const token = newRefreshToken()
      await repo.insertRefresh(tx, { token, session_id: session.id, user_id: user.id, parent: presented })
      await repo.touchSession(tx, session.id)
      return { user, session, token }
    })
    if (!outcome.token) {
      this.sessionCheck?.forgetSession(outcome.session.id)
      this.deps.log.warn(
        { userId: outcome.user.id, sessionId: outcome.session.id },
        'auth: refresh token reuse detected, session revoked',
      )
      throw E.refreshAlreadyUsed()
    }
    return this.sessionResponse(outcome.user, outcome.session, outcome.token, o.origin)
  }

  // ---------- the caller of /user and /logout ----------

  /** The user and session of a Bearer access token, with GoTrue's errors. */
  async caller(authorization: string | undefined) {
    const m = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null
    if (!m) throw E.noAuthorization()
    const token = m[1]!
    let claims: { id: string; sessionId: string | null }
    try {
      const u = await this.deps.verifier.verify(token)
      claims = { id: u.id, sessionId: u.sessionId }
    } catch (error) {
      if (!(error instanceof SessionEndedError)) {
        throw E.badJwt(error instanceof Error ? error.message.replace(/^Invalid access token: /, '') : 'invalid')
      }
      // Signature fine, session gone: answered below in GoTrue's order (user_not_found, then session_not_found).
      claims = { id: error.user.id, sessionId: error.user.sessionId }
    }
    const user = await repo.userById(this.db, claims.id)
    if (!user) throw E.userNotFoundForJwt()
    const session = claims.sessionId ? await repo.sessionById(this.db, claims.sessionId) : undefined
    if (!session || session.user_id !== user.id) throw E.sessionNotFound()
    return { user, session }
  }

  async logout(authorization: string | undefined, scope: string) {
    const { user, session } = await this.caller(authorization)
    if (scope === 'global') {
      await repo.deleteUserSessions(this.db, user.id)
      this.sessionCheck?.forgetUser(user.id)
    } else if (scope === 'others') {
      await repo.deleteUserSessions(this.db, user.id, session.id)
      this.sessionCheck?.forgetUser(user.id, session.id)
    } else {
      await repo.deleteSession(this.db, session.id)
      this.sessionCheck?.forgetSession(session.id)
    }
  }

  async updateUser(authorization: string | undefined, body: Record<string, unknown>, o: Origin) {
    const { user, session } = await this.caller(authorization)
    let current = user
    const changesEmail = typeof body.email === 'string' && body.email.trim().toLowerCase() !== (current.email ?? '')
    const sensitive = typeof body.password === 'string' || changesEmail
    if (sensitive && session.aal !== 'aal2' && (await mfaRepo.hasVerifiedFactor(this.db, user.id))) {
      throw new AuthError(
        403,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      )
    }
    if (body.nonce !== undefined && body.nonce !== null && body.nonce !== '') {
      if (!sensitive) throw E.validation('A nonce is only needed to change the email or password')
      await this.consumeNonce(user, body.nonce)
    }
    if (body.data !== undefined && body.data !== null) {
      if (typeof body.data !== 'object' || Array.isArray(body.data)) throw E.validation('data must be an object')
      const meta = { ...parseJson(current.user_metadata) }
      for (const [k, v] of Object.entries(body.data as Record<string, unknown>)) {
        if (v === null) delete meta[k]
        else meta[k] = v
      }
      current = await repo.updateUser(this.db, user.id, { user_metadata: meta })
    }
    if (typeof body.password === 'string') {
      checkPasswordStrength(body.password)
      if (await verifyPassword(body.password, current.encrypted_password)) throw E.samePassword()
      const hash = await hashPassword(body.password)
      current = await this.db.transaction().execute(async (tx) => {
        const u = await repo.updateUser(tx, user.id, { encrypted_password: hash })
        // A password change signs out every other session and voids pending links.
        await repo.deleteUserSessions(tx, user.id, session.id)
        await repo.deleteOneTimeTokens(tx, user.id, ['recovery', 'confirmation'])
        return u
      })
      this.sessionCheck?.forgetUser(user.id, session.id)
    }
    if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== (current.email ?? '')) {
      const email = normEmail(body.email)
      const other = await repo.userByEmail(this.db, email)
      if (other && other.id !== user.id) throw E.emailExists()
      this.checkEmailFrequency(current, 'email_change')
      current = await repo.updateUser(this.db, user.id, { new_email: email })
      current = await this.mail(current, 'email_change', { ...o, to: email })
    }
    return this.userWithFactors(current)
  }

  // ---------- reauthentication (GET /reauthenticate, nonce in PUT /user and account deletion) ----------

  /** Emails a 6-digit nonce that proves, once and for 10 minutes, that the signed-in user is present. */
  async reauthenticate(authorization: string | undefined) {
    const { user } = await this.caller(authorization)
    if (!user.email) throw E.validation('Reauthentication requires an email address')
    const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await repo.replaceOneTimeToken(this.db, {
      id: randomUUID(),
      user_id: user.id,
      token_type: 'reauthentication',
      token_hash: randomBytes(28).toString('hex'),
      otp_hash: sha224(user.email + nonce),
      relates_to: user.email,
    })
    try {
      await this.send({ to: user.email, kind: 'reauthentication', link: '', otp: nonce })
    } catch (error) {
      this.deps.log.error({ err: error }, 'auth: sending reauthentication mail failed')
      throw new AuthError(500, 'unexpected_failure', 'Error sending email')
    }
  }

  /** Uses up a reauthentication nonce of `user`; 422 reauthentication_not_valid otherwise. */
  async consumeNonce(user: UserRow, nonce: unknown): Promise<void> {
    const invalid = () => new AuthError(422, 'reauthentication_not_valid', 'Requested nonce is invalid')
    if (typeof nonce !== 'string' || !/^\d{6}$/.test(nonce.trim()) || !user.email) throw invalid()
    const row = await repo.consumeOneTimeToken(this.db, 'otp_hash', sha224(user.email + nonce.trim()), [
      'reauthentication',
    ])
    if (!row || row.user_id !== user.id) {
      // Per account: after MAX_CODE_GUESSES wrong nonces the one sent is void, whatever the callers' addresses.
      await repo.failOneTimeTokens(this.db, { userId: user.id }, ['reauthentication'], MAX_CODE_GUESSES)
      throw invalid()
    }
    if ((Date.now() - new Date(row.created_at).getTime()) / 1000 > NONCE_TTL_S) throw invalid()
  }

  /** Re-authentication for account deletion: the current password or a nonce from GET /reauthenticate. */
  async confirmPresence(userId: string, proof: { password?: string | undefined; nonce?: string | undefined }) {
    const user = await repo.userById(this.db, userId)
    if (!user) throw E.userNotFound()
    if (proof.nonce) return this.consumeNonce(user, proof.nonce)
    // The same per-account back-off as sign-in: a stolen access token must not become a password oracle.
    const key = `password:${user.email ?? user.id}`
    await this.guard.check(key)
    if (!proof.password || !(await verifyPassword(proof.password, user.encrypted_password))) {
      await this.guard.failed(key)
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
    }
    await this.guard.succeeded(key)
  }

  // ---------- MFA (POST /factors…) ----------

  async enrollFactor(authorization: string | undefined, body: Record<string, unknown>, o: Origin) {
    const { user, session } = await this.caller(authorization)
    return this.mfa.enroll(user, session, body, issuerFrom(this.options.linkBase() ?? o.origin))
  }

  async challengeFactor(authorization: string | undefined, factorId: string, ip: string) {
    const { user } = await this.caller(authorization)
    return this.mfa.challenge(user, factorId, ip)
  }

  /** A correct code raises the session to aal2 (amr gains totp) and answers a fresh session. */
  async verifyFactor(authorization: string | undefined, factorId: string, body: Record<string, unknown>, o: Origin) {
    const { user, session } = await this.caller(authorization)
    const factor = await this.mfa.verify(user, factorId, body)
    const token = newRefreshToken()
    await this.db.transaction().execute(async (tx) => {
      await mfaRepo.raiseSession(tx, session.id, factor.id)
      const active = await repo.activeRefresh(tx, session.id)
      if (active) await repo.revokeRefresh(tx, active.token)
      await repo.insertRefresh(tx, { token, session_id: session.id, user_id: user.id, parent: active?.token ?? null })
    })
    const raised = (await repo.sessionById(this.db, session.id))!
    return this.sessionResponse(user, raised, token, o.origin)
  }

  async unenrollFactor(authorization: string | undefined, factorId: string) {
    const { user, session } = await this.caller(authorization)
    return this.mfa.unenroll(user, session, factorId)
  }

  async adminListFactors(userId: string) {
    if (!(await repo.userById(this.db, userId))) throw E.userNotFound()
    return this.mfa.adminList(userId)
  }

  async adminDeleteFactor(userId: string, factorId: string) {
    if (!(await repo.userById(this.db, userId))) throw E.userNotFound()
    return this.mfa.adminDelete(userId, factorId)
  }

  // ---------- sign-up and emails ----------

  private checkEmailFrequency(user: UserRow, kind: MailKind): void {
    if (!this.options.emailRateLimit) return
    const sent = user[SENT_AT[kind]]
    if (!sent) return
    const waited = (Date.now() - new Date(sent).getTime()) / 1000
    if (waited < EMAIL_MIN_INTERVAL_S) throw E.emailRateLimit(Math.ceil(EMAIL_MIN_INTERVAL_S - waited))
  }

  /** Creates a one-time token for `kind`, returns the link data (for generate_link) without sending. */
  async createLink(user: UserRow, kind: MailKind, o: Origin & { to?: string }) {
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const to = o.to ?? user.email ?? ''
    const tokenHash = randomBytes(28).toString('hex')
    const tokenType = TOKEN_FOR_KIND[kind]
    await repo.replaceOneTimeToken(this.db, {
      id: randomUUID(),
      user_id: user.id,
      token_type: tokenType,
      token_hash: tokenHash,
      otp_hash: sha224(to + otp),
      relates_to: to,
    })
    if (o.pkce) {
      await repo.insertFlowState(this.db, {
        id: randomUUID(),
        user_id: user.id,
        token_hash: tokenHash,
        auth_code: randomUUID(),
        code_challenge: o.pkce.challenge,
        code_challenge_method: o.pkce.method,
        authentication_method: kind,
      })
    }
    const base = this.options.linkBase() ?? o.origin
    const next = safeNext(o.redirectTo, base, DEFAULT_NEXT[kind])
    const link = `${base}/auth/confirm?token_hash=${tokenHash}&type=${LINK_TYPE[kind]}&next=${encodeURIComponent(next)}`
    const updated = await repo.updateUser(this.db, user.id, { [SENT_AT[kind]]: new Date() })
    return { user: updated, otp, tokenHash, link, to, verificationType: LINK_TYPE[kind], next }
  }

  private async mail(user: UserRow, kind: MailKind, o: Origin & { to?: string }): Promise<UserRow> {
    const made = await this.createLink(user, kind, o)
    try {
      await this.send({ to: made.to, kind, link: made.link, otp: made.otp })
    } catch (error) {
      this.deps.log.error({ err: error, kind }, 'auth: sending mail failed')
      throw new AuthError(500, 'unexpected_failure', 'Error sending email')
    }
    return made.user
  }

  /**
   * Enumeration protection for mails a stranger can trigger (sign-up, recover, otp, resend): the mail goes out after
   * the answer, and one asked again within 60 s is silently not sent, so neither the answer nor its timing (an SMTP
   * round trip) tells whether the address has an account.
   */
  private mailLater(user: UserRow, kind: MailKind, o: Origin & { to?: string }): void {
    if (this.options.emailRateLimit) {
      const sent = user[SENT_AT[kind]]
      if (sent && (Date.now() - new Date(sent).getTime()) / 1000 < EMAIL_MIN_INTERVAL_S) return
    }
    const job = this.mail(user, kind, o)
      .catch((error) => this.deps.log.error({ err: error, kind }, 'auth: mail after the answer failed'))
      .finally(() => this.pending.delete(job))
    this.pending.add(job)
  }

  /** Mails still being sent after their answer (tests and shutdown can wait for them). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending])
  }

  async signup(body: Record<string, unknown>, o: Origin) {
    const rawEmail = body.email
    const password = body.password
    if ((typeof rawEmail !== 'string' || !rawEmail) && typeof body.phone !== 'string') {
      // No credentials at all is an anonymous sign-up (supabase-js signInAnonymously): not enabled here.
      if (body.password === undefined || body.password === null || body.password === '') {
        throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
      }
      throw E.validation('To signup, please provide your email')
    }
    if (typeof rawEmail !== 'string' || !rawEmail)
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider')
    const email = normEmail(rawEmail)
    if (typeof password !== 'string' || !password) throw E.validation('Signup requires a valid password')
    checkPasswordStrength(password)
    const data =
      body.data && typeof body.data === 'object' && !Array.isArray(body.data)
        ? (body.data as Record<string, unknown>)
        : {}
    // Every answer costs the one password derivation, whether or not the address is taken.
    const encrypted = await hashPassword(password)
    const existing = await repo.userByEmail(this.db, email)
    const now = new Date()
    if (existing?.email_confirmed_at) {
      if (this.options.autoconfirm) throw E.userAlreadyExists()
      // Enumeration resistance: what a new sign-up would answer, with nothing of the real account in it.
      const fake = {
        id: randomUUID(),
        email,
        role: 'authenticated',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
        created_at: now,
        updated_at: now,
        confirmation_sent_at: now,
      } as unknown as UserRow
      return { kind: 'user' as const, body: userJson(fake) }
    }
    if (existing) {
      // Unconfirmed: send the confirmation again, same user.
      this.mailLater(existing, 'confirmation', o)
      return { kind: 'user' as const, body: userJson({ ...existing, confirmation_sent_at: now }) }
    }
    const created = await repo.insertUser(this.db, {
      id: randomUUID(),
      email,
      encrypted_password: encrypted,
      email_confirmed_at: this.options.autoconfirm ? now : null,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: data,
    })
    if (this.options.autoconfirm)
      return { kind: 'session' as const, body: await this.issueSession(created, 'password', o.origin) }
    this.mailLater(created, 'confirmation', o)
    return { kind: 'user' as const, body: userJson({ ...created, confirmation_sent_at: now }) }
  }

  /** Always `{}`, mail or not (enumeration resistance). */
  async recover(body: Record<string, unknown>, o: Origin) {
    const email = normEmail(body.email)
    const user = await repo.userByEmail(this.db, email)
    if (user) this.mailLater(user, 'recovery', o)
  }

  /** Always `{}`: `create_user: false` for an unknown address is no error either (enumeration resistance). */
  async otp(body: Record<string, unknown>, o: Origin) {
    if (typeof body.email !== 'string' || !body.email) {
      throw E.validation('You must provide either an email or phone number.')
    }
    const email = normEmail(body.email)
    const createUser = body.create_user !== false
    let user = await repo.userByEmail(this.db, email)
    if (!user) {
      if (!createUser) return
      const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {}
      // No password (null): signing in with one fails like a wrong password; no derivation to time.
      user = await repo.insertUser(this.db, {
        id: randomUUID(),
        email,
        encrypted_password: null,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
      })
    }
    this.mailLater(user, user.email_confirmed_at ? 'magiclink' : 'confirmation', o)
  }

  async resend(body: Record<string, unknown>, o: Origin) {
    const type = body.type
    if (typeof body.email !== 'string' || !body.email || typeof type !== 'string') {
      throw E.validation('You must provide either an email or phone number and a type')
    }
    if (type !== 'signup' && type !== 'email_change') throw E.validation('Invalid resend type')
    const email = normEmail(body.email)
    if (type === 'signup') {
      const user = await repo.userByEmail(this.db, email)
      if (user && !user.email_confirmed_at) this.mailLater(user, 'confirmation', o)
      return
    }
    const user = await this.db
      .selectFrom('auth_users')
      .selectAll()
      .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', email), eb('new_email', '=', email)]))
      .where('new_email', 'is not', null)
      .executeTakeFirst()
    if (user?.new_email) this.mailLater(user, 'email_change', { ...o, to: user.new_email })
  }

  async verify(body: Record<string, unknown>, o: Origin) {
    const { user, amr } = await this.consumeLink(body)
    return this.issueSession(user, amr, o.origin)
  }

  /** Checks and uses up an email token, applying its effect (confirm, email change). */
  private async consumeLink(body: Record<string, unknown>): Promise<{ user: UserRow; amr: string }> {
    const type = body.type
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : undefined
    const token = typeof body.token === 'string' ? body.token : undefined
    if (tokenHash && token) throw E.validation('Only one of token or token_hash can be provided')
    if (tokenHash && (body.email || body.phone || body.redirect_to)) {
      throw E.validation('Only the token_hash and type should be provided')
    }
    if (!tokenHash && !token) throw E.validation('Verify requires a token or a token hash')
    const types: Record<string, TokenType[]> = {
      signup: ['confirmation'],
      invite: ['invite', 'confirmation'],
      recovery: ['recovery'],
      magiclink: ['recovery'],
      email: ['confirmation', 'recovery', 'invite'],
      email_change: ['email_change_new', 'email_change_current'],
    }
    const wanted = typeof type === 'string' ? types[type] : undefined
    if (!wanted) throw E.validation('Invalid email verification type')
    let row: Awaited<ReturnType<typeof repo.consumeOneTimeToken>>
    if (tokenHash) {
      row = await repo.consumeOneTimeToken(this.db, 'token_hash', tokenHash.replace(/^pkce_/, ''), wanted)
    } else {
      if (typeof body.email !== 'string') throw E.validation('Verify requires either an email or phone number')
      const email = body.email.trim().toLowerCase()
      row = await repo.consumeOneTimeToken(this.db, 'otp_hash', sha224(email + token), wanted)
      // Per account and code: after MAX_CODE_GUESSES wrong guesses the code sent to this address is void.
      if (!row) await repo.failOneTimeTokens(this.db, { relatesTo: email }, wanted, MAX_CODE_GUESSES)
    }
    if (!row || (Date.now() - new Date(row.created_at).getTime()) / 1000 > OTP_TTL_S) {
      throw E.otpExpired(tokenHash ? undefined : 'Token has expired or is invalid')
    }
    let user = await repo.userById(this.db, row.user_id)
    if (!user) throw E.otpExpired()
    if (isBanned(user)) throw E.userBanned()
    if (row.token_type === 'email_change_new' || row.token_type === 'email_change_current') {
      if (!user.new_email) throw E.otpExpired()
      const taken = await repo.userByEmail(this.db, user.new_email)
      if (taken && taken.id !== user.id) throw E.emailExists()
      user = await repo.updateUser(this.db, user.id, {
        email: user.new_email,
        new_email: null,
        email_change_sent_at: null,
        email_confirmed_at: user.email_confirmed_at ?? new Date(),
      })
      await repo.deleteOneTimeTokens(this.db, user.id, ['email_change_new', 'email_change_current'])
    } else if (!user.email_confirmed_at) {
      user = await repo.updateUser(this.db, user.id, { email_confirmed_at: new Date() })
    }
    return { user, amr: row.token_type === 'invite' ? 'invite' : 'otp' }
  }

  /** POST /token?grant_type=pkce: the auth code of GET /verify plus the verifier whose challenge was sent. */
  async pkceGrant(body: Record<string, unknown>, o: Origin) {
    const code = typeof body.auth_code === 'string' ? body.auth_code : ''
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : ''
    if (!code || !verifier) throw E.validation('invalid request: both auth code and code verifier should be non-empty')
    const flow = await repo.consumeFlowState(this.db, code)
    if (!flow?.auth_code_issued_at) throw E.flowStateNotFound()
    if ((Date.now() - new Date(flow.auth_code_issued_at).getTime()) / 1000 > AUTH_CODE_TTL_S) {
      throw new AuthError(403, 'flow_state_expired', 'invalid flow state, flow state has expired')
    }
    const expected =
      flow.code_challenge_method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url')
    if (expected !== flow.code_challenge) {
      throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier')
    }
    const user = await repo.userById(this.db, flow.user_id)
    if (!user) throw E.flowStateNotFound()
    if (isBanned(user)) throw E.userBanned()
    const method = flow.authentication_method === 'confirmation' ? 'email/signup' : flow.authentication_method
    return this.issueSession(user, method, o.origin)
  }

  // ---------- admin (service key) ----------

  async adminCreateUser(body: Record<string, unknown>) {
    const email = normEmail(body.email)
    if (await repo.userByEmail(this.db, email)) throw E.emailExists()
    const password =
      typeof body.password === 'string' && body.password ? body.password : randomBytes(24).toString('base64url')
    checkPasswordLength(password)
    const id = typeof body.id === 'string' && /^[0-9a-f-]{36}$/i.test(body.id) ? body.id.toLowerCase() : randomUUID()
    if (await repo.userById(this.db, id)) throw new AuthError(422, 'user_already_exists', 'User already registered')
    const user = await repo.insertUser(this.db, {
      id,
      email,
      encrypted_password: await hashPassword(password),
      email_confirmed_at: body.email_confirm === true ? new Date() : null,
      role: typeof body.role === 'string' && body.role ? body.role : 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], ...objectOr(body.app_metadata) },
      user_metadata: objectOr(body.user_metadata),
    })
    const banned = parseBan(body.ban_duration)
    return userJson(banned !== undefined ? await repo.updateUser(this.db, user.id, { banned_until: banned }) : user)
  }

  /** POST /invite (service key): a new, unconfirmed user who gets an invitation link by email. */
  async adminInvite(body: Record<string, unknown>, o: Origin) {
    const email = normEmail(body.email)
    if (await repo.userByEmail(this.db, email)) throw E.emailExists()
    const user = await repo.insertUser(this.db, {
      id: randomUUID(),
      email,
      encrypted_password: await hashPassword(randomBytes(24).toString('base64url')),
      invited_at: new Date(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: objectOr(body.data),
    })
    return userJson(await this.mail(user, 'invite', o))
  }

  /** DELETE /user/identities/{id}: email users have exactly one identity, which cannot be unlinked. */
  async unlinkIdentity(authorization: string | undefined, identityId: string) {
    const { user } = await this.caller(authorization)
    if (identityId.toLowerCase() !== user.id) {
      throw new AuthError(404, 'identity_not_found', "Identity doesn't exist")
    }
    throw new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking')
  }

  async adminGetUser(id: string) {
    const user = await repo.userById(this.db, id)
    if (!user) throw E.userNotFound()
    return this.userWithFactors(user)
  }

  async adminUpdateUser(id: string, body: Record<string, unknown>) {
    const user = await repo.userById(this.db, id)
    if (!user) throw E.userNotFound()
    const patch: Parameters<typeof repo.updateUser>[2] = {}
    if (typeof body.email === 'string') {
      const email = normEmail(body.email)
      const other = await repo.userByEmail(this.db, email)
      if (other && other.id !== id) throw E.emailExists()
      patch.email = email
    }
    if (typeof body.password === 'string') {
      checkPasswordLength(body.password)
      patch.encrypted_password = await hashPassword(body.password)
    }
    if (body.email_confirm === true) patch.email_confirmed_at = user.email_confirmed_at ?? new Date()
    if (body.email_confirm === false) patch.email_confirmed_at = null
    if (typeof body.role === 'string') patch.role = body.role
    if (body.user_metadata !== undefined)
      patch.user_metadata = { ...parseJson(user.user_metadata), ...objectOr(body.user_metadata) }
    if (body.app_metadata !== undefined)
      patch.app_metadata = { ...parseJson(user.app_metadata), ...objectOr(body.app_metadata) }
    const banned = parseBan(body.ban_duration)
    if (banned !== undefined) patch.banned_until = banned
    const updated = await repo.updateUser(this.db, id, patch)
    if (patch.encrypted_password || banned) {
      await repo.deleteUserSessions(this.db, id)
      this.sessionCheck?.forgetUser(id)
    }
    return userJson(updated)
  }

  async adminDeleteUser(id: string) {
    if (!(await repo.deleteUser(this.db, id))) throw E.userNotFound()
    this.sessionCheck?.forgetUser(id)
  }

  async adminListUsers(page: number, perPage: number) {
    const { rows, total } = await repo.listUsers(this.db, perPage, (page - 1) * perPage)
    return { users: rows.map((u) => userJson(u)), total }
  }

  async adminGenerateLink(body: Record<string, unknown>, o: Origin): Promise<Record<string, unknown>> {
    const type = body.type
    const email = normEmail(body.email)
    let user = await repo.userByEmail(this.db, email)
    let kind: MailKind
    let to: string | undefined
    switch (type) {
      case 'signup': {
        if (user?.email_confirmed_at) throw E.emailExists()
        if (!user) {
          const password = typeof body.password === 'string' ? body.password : ''
          checkPasswordStrength(password)
          user = await repo.insertUser(this.db, {
            id: randomUUID(),
            email,
            encrypted_password: await hashPassword(password),
            app_metadata: { provider: 'email', providers: ['email'] },
            user_metadata: objectOr(body.data),
          })
        }
        kind = 'confirmation'
        break
      }
      case 'invite': {
        if (user?.email_confirmed_at) throw E.emailExists()
        user ??= await repo.insertUser(this.db, {
          id: randomUUID(),
          email,
          encrypted_password: await hashPassword(randomBytes(24).toString('base64url')),
          invited_at: new Date(),
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: objectOr(body.data),
        })
        kind = 'invite'
        break
      }
      case 'magiclink':
      case 'recovery': {
        if (!user) {
          if (type === 'recovery') throw E.userNotFound()
          return this.adminGenerateLink({ ...body, type: 'signup', password: randomBytes(24).toString('base64url') }, o)
        }
        kind = type === 'recovery' ? 'recovery' : 'magiclink'
        break
      }
      case 'email_change_current':
      case 'email_change_new': {
        if (!user) throw E.userNotFound()
        const newEmail = normEmail(body.new_email)
        const other = await repo.userByEmail(this.db, newEmail)
        if (other && other.id !== user.id) throw E.emailExists()
        user = await repo.updateUser(this.db, user.id, { new_email: newEmail })
        kind = 'email_change'
        to = type === 'email_change_new' ? newEmail : email
        break
      }
      default:
        throw E.validation('Invalid email action link type requested')
    }
    const redirectTo = o.redirectTo ?? (typeof body.redirectTo === 'string' ? body.redirectTo : undefined)
    const made = await this.createLink(user, kind, { ...o, redirectTo, to })
    const verificationType =
      type === 'signup' ? 'signup' : (type as string).startsWith('email_change') ? 'email_change' : (type as string)
    return {
      ...userJson(made.user),
      action_link: `${o.origin}/auth/v1/verify?token=${made.tokenHash}&type=${verificationType}&redirect_to=${encodeURIComponent(redirectTo ?? o.origin)}`,
      email_otp: made.otp,
      hashed_token: made.tokenHash,
      redirect_to: redirectTo ?? o.origin,
      verification_type: verificationType,
    }
  }

  /** GET /verify (GoTrue's own ConfirmationURL): verifies and redirects with the session in the fragment. */
  async verifyRedirect(query: Record<string, unknown>, o: Origin): Promise<string> {
    const target = safeNext(o.redirectTo, o.origin, '/')
    try {
      const tokenHash = typeof query.token === 'string' ? query.token.replace(/^pkce_/, '') : ''
      const flow = tokenHash ? await repo.flowStateByTokenHash(this.db, tokenHash) : undefined
      if (flow) {
        await this.consumeLink({ token_hash: tokenHash, type: query.type })
        await repo.markAuthCodeIssued(this.db, flow.id)
        return `${o.origin}${target}${target.includes('?') ? '&' : '?'}code=${flow.auth_code}`
      }
      const s = await this.verify({ token_hash: query.token, type: query.type }, o)
      const frag = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type: String(query.type),
      })
      return `${o.origin}${target}#${frag}`
    } catch (error) {
      const e = error instanceof AuthError ? error : E.otpExpired()
      const frag = new URLSearchParams({ error: 'access_denied', error_code: e.code, error_description: e.message })
      return `${o.origin}${target}#${frag}`
    }
  }

  /** Demo accounts: confirmed, fixed ids, idempotent. */
  async ensureUser(account: { id: string; email: string; password: string }) {
    const existing = await repo.userById(this.db, account.id)
    if (existing) return existing
    return repo.insertUser(this.db, {
      id: account.id,
      email: account.email,
      encrypted_password: await hashPassword(account.password),
      email_confirmed_at: new Date(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
    })
  }
}

function objectOr(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
}

/** `ban_duration`: 'none' lifts a ban; '24h', '30m', '10s', '1h30m' set one. */
function parseBan(v: unknown): Date | null | undefined {
  if (typeof v !== 'string') return undefined
  if (v === 'none') return null
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(v)
  if (!m || !v) throw E.validation('invalid format for ban duration')
  const s = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
  return new Date(Date.now() + s * 1000)
}

/** The TOTP issuer shown in authenticator apps: the site's host name. */
function issuerFrom(base: string): string {
  try {
    return new URL(base).hostname === 'localhost' || new URL(base).hostname === '127.0.0.1'
      ? 'Stagebook'
      : `Stagebook (${new URL(base).hostname})`
  } catch {
    return 'Stagebook'
  }
}

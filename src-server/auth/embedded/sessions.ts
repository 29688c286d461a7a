import { randomUUID } from 'node:crypto'
import type { Deps } from '../../deps.ts'
import { grantConfiguredAdmin } from '../admin-email.ts'
import { ACCESS_TOKEN_TTL_S, signAccessToken } from '../keys.ts'
import { SessionEndedError } from '../session-check.ts'
import { PasswordGuard } from './attempts.ts'
import { AuthError, E } from './errors.ts'
import type { SendMail } from './mailer.ts'
import { MfaService } from './mfa.ts'
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts'
import { parseJson, repo, type SessionRow, type UserRow } from './repo.ts'
import {
  type EmbeddedAuthOptions,
  isAnonymous,
  isBanned,
  newRefreshToken,
  type Origin,
  phoneDisabled,
  type UserJson,
  userJson,
} from './rules.ts'

/** Sessions and tokens: the service's state, sign-in, refresh-token rotation, the caller of a request, sign-out. */
export class AuthSessions {
  protected readonly deps: Deps
  protected readonly send: SendMail
  protected readonly options: EmbeddedAuthOptions
  readonly mfa: MfaService
  protected readonly passwords: PasswordGuard
  protected readonly pending = new Set<Promise<unknown>>()

  constructor(deps: Deps, send: SendMail, options: EmbeddedAuthOptions) {
    this.deps = deps
    this.send = send
    this.options = options
    this.mfa = new MfaService(deps)
    this.passwords = new PasswordGuard(deps.db, deps.limits.passwordFailuresPerEmail)
  }

  /** GoTrue's User with its (current) factors. */
  async userWithFactors(user: UserRow): Promise<UserJson> {
    return userJson(user, await this.mfa.factors(user.id))
  }

  protected get db() {
    return this.deps.db
  }

  /** The access-token session check of /api and /trpc, told at once when sessions end here. */
  protected get sessionCheck() {
    return this.deps.verifier.sessions
  }

  // ---------- sessions ----------

  protected async accessToken(user: UserRow, session: SessionRow, origin: string) {
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
      is_anonymous: isAnonymous(user),
    })
  }

  protected async sessionResponse(user: UserRow, session: SessionRow, refreshToken: string, origin: string) {
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
      await grantConfiguredAdmin(tx, this.deps.config, user)
      return repo.updateUser(tx, user.id, { last_sign_in_at: new Date() })
    })
    const session = (await repo.sessionById(this.db, id))!
    return this.sessionResponse(signedIn, session, token, origin)
  }

  /** `clientAddress`: the caller's address, what wrong passwords are counted per (with the email). */
  async passwordGrant(body: Record<string, unknown>, o: Origin, clientAddress: string) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    if (!email && typeof body.phone === 'string' && body.phone) throw phoneDisabled.logins(422)
    if (!email || !password) throw E.invalidCredentials()
    await this.passwords.check(email, clientAddress)
    const user = await repo.userByEmail(this.db, email)
    const ok = await verifyPassword(password, user?.encrypted_password ?? null)
    if (!user || !ok) {
      await this.passwords.failed(email, clientAddress)
      throw E.invalidCredentials()
    }
    await this.passwords.succeeded(email, clientAddress)
    if (isBanned(user)) throw E.userBanned()
    if (!user.email_confirmed_at && !this.options.autoconfirm) throw E.emailNotConfirmed()
    if (needsRehash(user.encrypted_password)) {
      // An older or imported hash becomes today's argon2id, which hosted Supabase can import too.
      await repo.replacePasswordHash(this.db, user.id, user.encrypted_password!, await hashPassword(password))
    }
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
}

import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { asLocale } from '../../mail/locales.ts'
import { MAX_CODE_GUESSES } from './attempts.ts'
import { AuthEmails } from './emails.ts'
import { AuthError, E } from './errors.ts'
import { mfaRepo } from './mfa-repo.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { parseJson, repo, type UserRow } from './repo.ts'
import {
  checkPasswordStrength,
  issuerFrom,
  NONCE_TTL_S,
  newRefreshToken,
  normEmail,
  type Origin,
  objectOr,
  sha224,
} from './rules.ts'

/** The signed-in user's own changes: PUT /user, reauthentication, factors. */
export class AuthAccount extends AuthEmails {
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
    if (!current.email && typeof body.password === 'string' && body.password && !changesEmail) {
      throw new AuthError(
        422,
        'validation_failed',
        'Updating password of an anonymous user without an email or phone is not allowed',
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
    // `data.locale` names the user's language outright; an email change mails in the language of the request.
    await this.rememberSignedInLocale(
      user,
      asLocale(objectOr(body.data).locale) ?? (changesEmail ? o.locale : undefined),
    )
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
  async reauthenticate(authorization: string | undefined, o: Origin) {
    const { user } = await this.caller(authorization)
    // GoTrue's reauthenticate.go (400): an anonymous user has nowhere to send the nonce.
    if (!user.email) throw E.validation('Reauthentication requires the user to have an email or a phone number')
    await this.rememberSignedInLocale(user, o.locale)
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
      const locale = await this.mailLocaleFor(user, o)
      await this.send({ to: user.email, kind: 'reauthentication', link: '', otp: nonce, locale })
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
  async confirmPresence(
    userId: string,
    proof: { password?: string | undefined; nonce?: string | undefined },
    clientAddress: string,
  ) {
    const user = await repo.userById(this.db, userId)
    if (!user) throw E.userNotFound()
    if (proof.nonce) return this.consumeNonce(user, proof.nonce)
    // The same limits as sign-in: a stolen access token must not become a password oracle.
    const email = user.email ?? user.id
    await this.passwords.check(email, clientAddress)
    if (!proof.password || !(await verifyPassword(proof.password, user.encrypted_password))) {
      await this.passwords.failed(email, clientAddress)
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
    }
    await this.passwords.succeeded(email, clientAddress)
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
}

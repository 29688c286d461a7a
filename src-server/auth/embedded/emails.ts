import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { DEFAULT_LOCALE, type Locale } from '../../../src/i18n/locales.ts'
import { asLocale, mailLocalesOf, rememberMailLocale } from '../../mail/locales.ts'
import { mailReady } from '../../mail/transport.ts'
import { MAX_CODE_GUESSES } from './attempts.ts'
import { AuthError, E } from './errors.ts'
import type { MailKind } from './mailer.ts'
import { hashPassword } from './passwords.ts'
import { parseJson, repo, type TokenType, type UserRow } from './repo.ts'
import {
  AUTH_CODE_TTL_S,
  checkPasswordStrength,
  DEFAULT_NEXT,
  EMAIL_MIN_INTERVAL_S,
  isBanned,
  LINK_TYPE,
  normEmail,
  type Origin,
  OTP_TTL_S,
  objectOr,
  phoneDisabled,
  phoneOtpInvalid,
  SENT_AT,
  safeNext,
  sha224,
  TOKEN_FOR_KIND,
  userJson,
} from './rules.ts'
import { AuthSessions } from './sessions.ts'

/** GoTrue's messages when a mail cannot be sent (the client shows auth.errors.mailNotSent for them). */
const MAIL_FAILED: Record<MailKind, string> = {
  confirmation: 'Error sending confirmation email',
  recovery: 'Error sending recovery email',
  magiclink: 'Error sending magic link email',
  email_change: 'Error sending email change email',
  invite: 'Error sending invite email',
}

/** Sign-up, email links and codes (recover, otp, resend, verify, PKCE): everything a mail starts. */
export class AuthEmails extends AuthSessions {
  // ---------- sign-up and emails ----------

  protected checkEmailFrequency(user: UserRow, kind: MailKind): void {
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

  /**
   * The language of a mail to `user`: the one stored for them (src-server/mail/locales.ts), else the `locale` of
   * their user metadata (the client sends it at sign-up), else the request's language, else English.
   */
  protected async mailLocaleFor(user: UserRow, o: Origin): Promise<Locale> {
    const stored = (await mailLocalesOf(this.db, [user.id])).get(user.id)
    return stored ?? asLocale(parseJson(user.user_metadata).locale) ?? o.locale ?? DEFAULT_LOCALE
  }

  /**
   * A new user's mail language: the one their sign-up data names, else the request's (what `mailLocaleFor` picks
   * until then). Stored after the answer, which a new address must not take longer to get than a taken one, and
   * only if none is stored yet.
   */
  protected rememberNewUserLocale(user: UserRow, data: Record<string, unknown>, o: Origin): void {
    const locale = asLocale(data.locale) ?? o.locale
    if (locale) this.afterAnswer(() => rememberMailLocale(this.db, user.id, locale, 'keep'), 'remember mail locale')
  }

  /** A signed-in user's language (they are using the site in it) becomes their mail language. */
  protected async rememberSignedInLocale(user: UserRow, locale: Locale | undefined): Promise<void> {
    if (locale) await rememberMailLocale(this.db, user.id, locale)
  }

  protected async mail(user: UserRow, kind: MailKind, o: Origin & { to?: string }): Promise<UserRow> {
    const made = await this.createLink(user, kind, o)
    const locale = await this.mailLocaleFor(user, o)
    try {
      await this.send({ to: made.to, kind, link: made.link, otp: made.otp, locale })
    } catch (error) {
      this.deps.log.error({ err: error, kind }, 'auth: sending mail failed')
      throw new AuthError(500, 'unexpected_failure', MAIL_FAILED[kind])
    }
    return made.user
  }

  /**
   * Enumeration protection for mails a stranger can trigger (sign-up, recover, otp, resend): the mail goes out after
   * the answer, and one asked again within 60 s is silently not sent, so neither the answer nor its timing (an SMTP
   * round trip) tells whether the address has an account.
   */
  protected mailLater(user: UserRow, kind: MailKind, o: Origin & { to?: string }): void {
    const send = async () => {
      // One mail per user and kind a minute: claimed atomically, so two requests at once send one mail.
      const claimed =
        !this.options.emailRateLimit ||
        (await repo.claimMailSlot(this.db, user.id, SENT_AT[kind], EMAIL_MIN_INTERVAL_S))
      if (claimed) await this.mail(user, kind, o)
    }
    this.afterAnswer(send, `mail ${kind}`)
  }

  /**
   * A request that sends a mail after its answer fails now, as GoTrue does when its send fails (500 "Error sending
   * … email"), when the mail server is known not to work. Checked before the address is looked up, for every
   * address alike, so the answer still tells nothing about which addresses have accounts.
   */
  protected async requireMail(kind: MailKind): Promise<void> {
    if (!(await mailReady(this.deps))) throw new AuthError(500, 'unexpected_failure', MAIL_FAILED[kind])
  }

  /** Runs `work` after the answer (so its time tells nothing), tracked for `settled()`; failures are logged. */
  protected afterAnswer(work: () => Promise<void>, what: string): void {
    const job = work()
      .catch((error) => this.deps.log.error({ err: error, what }, 'auth: work after the answer failed'))
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
        if (!this.options.anonymous) {
          throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
        }
        return { kind: 'session' as const, body: await this.signupAnonymously(body, o) }
      }
      throw E.validation('To signup, please provide your email')
    }
    if (typeof rawEmail !== 'string' || !rawEmail)
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider')
    const email = normEmail(rawEmail)
    if (typeof password !== 'string' || !password) throw E.validation('Signup requires a valid password')
    checkPasswordStrength(password)
    if (!this.options.autoconfirm) await this.requireMail('confirmation')
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
    this.rememberNewUserLocale(created, data, o)
    if (this.options.autoconfirm)
      return { kind: 'session' as const, body: await this.issueSession(created, 'password', o.origin) }
    this.mailLater(created, 'confirmation', o)
    return { kind: 'user' as const, body: userJson({ ...created, confirmation_sent_at: now }) }
  }

  /**
   * AUTH_ANONYMOUS: a user with no email (is_anonymous in the user and the token) and a session; an email added
   * later with updateUser (and confirmed) makes it a permanent user.
   */
  private async signupAnonymously(body: Record<string, unknown>, o: Origin) {
    const data = objectOr(body.data)
    const created = await repo.insertUser(this.db, {
      id: randomUUID(),
      email: null,
      encrypted_password: null,
      app_metadata: {},
      user_metadata: data,
    })
    return this.issueSession(created, 'anonymous', o.origin)
  }

  /** Always `{}`, mail or not (enumeration resistance). */
  async recover(body: Record<string, unknown>, o: Origin) {
    const email = normEmail(body.email)
    await this.requireMail('recovery')
    const user = await repo.userByEmail(this.db, email)
    if (user) this.mailLater(user, 'recovery', o)
  }

  /** Always `{}`: `create_user: false` for an unknown address is no error either (enumeration resistance). */
  async otp(body: Record<string, unknown>, o: Origin) {
    if ((typeof body.email !== 'string' || !body.email) && typeof body.phone === 'string' && body.phone) {
      throw phoneDisabled.otp()
    }
    if (typeof body.email !== 'string' || !body.email) {
      throw E.validation('You must provide either an email or phone number.')
    }
    const email = normEmail(body.email)
    await this.requireMail('magiclink')
    const createUser = body.create_user !== false
    let user = await repo.userByEmail(this.db, email)
    if (!user) {
      // AUTH_SIGNUP=false: no new user either, and the same `{}` (enumeration resistance).
      if (!createUser || this.options.signup === false) return
      const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {}
      // No password (null): signing in with one fails like a wrong password; no derivation to time.
      user = await repo.insertUser(this.db, {
        id: randomUUID(),
        email,
        encrypted_password: null,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
      })
      this.rememberNewUserLocale(user, data, o)
    }
    this.mailLater(user, user.email_confirmed_at ? 'magiclink' : 'confirmation', o)
  }

  async resend(body: Record<string, unknown>, o: Origin) {
    const type = body.type
    const phone = typeof body.phone === 'string' ? body.phone : ''
    // GoTrue's order (resend.go): the type, then which of email or phone, then whether that provider is on.
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type as string)) {
      throw E.validation('Missing one of these types: signup, email_change, sms, phone_change')
    }
    if (!body.email && type === 'signup') throw E.validation('Type provided requires an email address')
    if (!phone && type === 'sms') throw E.validation('Type provided requires a phone number')
    if (body.email && phone) throw E.validation('Only an email address or phone number should be provided.')
    if (phone) throw phoneDisabled.logins()
    if (typeof body.email !== 'string' || !body.email) throw E.validation('Missing email address or phone number')
    if (type !== 'signup' && type !== 'email_change') throw E.validation('Invalid resend type')
    const email = normEmail(body.email)
    await this.requireMail(type === 'signup' ? 'confirmation' : 'email_change')
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
  protected async consumeLink(body: Record<string, unknown>): Promise<{ user: UserRow; amr: string }> {
    const type = body.type
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : undefined
    const token = typeof body.token === 'string' ? body.token : undefined
    if (tokenHash && token) throw E.validation('Only one of token or token_hash can be provided')
    if (tokenHash && (body.email || body.phone || body.redirect_to)) {
      throw E.validation('Only the token_hash and type should be provided')
    }
    if (!tokenHash && !token) throw E.validation('Verify requires a token or a token hash')
    if ((type === 'sms' || type === 'phone_change') && !tokenHash) {
      if (typeof body.phone !== 'string' || !body.phone)
        throw E.validation('Verify requires either an email or phone number')
      throw phoneOtpInvalid(body.phone)
    }
    if (type === 'sms' || type === 'phone_change') throw E.otpExpired()
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
}

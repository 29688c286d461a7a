import { randomBytes, randomUUID } from 'node:crypto'
import { AuthAccount } from './account.ts'
import { AuthError, E } from './errors.ts'
import type { MailKind } from './mailer.ts'
import { hashPassword, passwordHashProblem } from './passwords.ts'
import { parseJson, repo } from './repo.ts'
import {
  checkPasswordLength,
  checkPasswordStrength,
  normEmail,
  type Origin,
  objectOr,
  parseBan,
  userJson,
} from './rules.ts'

export type { EmbeddedAuthOptions, Origin, UserJson } from './rules.ts'
export { pkceFrom, REFRESH_REUSE_INTERVAL_S, safeNext, userJson } from './rules.ts'

/**
 * The rules of the embedded auth server. Routes are thin: they parse and call these. Layered by responsibility:
 * sessions.ts (tokens, sign-in, sign-out) → emails.ts (sign-up, links and codes) → account.ts (user updates,
 * reauthentication, factors) → this file (admin API, demo accounts).
 */
export class EmbeddedAuthService extends AuthAccount {
  // ---------- admin (service key) ----------

  /**
   * GoTrue's admin createUser: `password` or `password_hash` (bcrypt, argon2i/argon2id, Firebase scrypt: an imported
   * user keeps the password, passwords.ts), and an `id` of the caller's choosing. A hash GoTrue cannot parse is a 400
   * here with GoTrue's parse message (GoTrue itself answers 500 "Error creating user").
   */
  async adminCreateUser(body: Record<string, unknown>) {
    const email = normEmail(body.email)
    if (await repo.userByEmail(this.db, email)) throw E.emailExists()
    const passwordHash = typeof body.password_hash === 'string' ? body.password_hash : ''
    if (body.password !== undefined && body.password !== null && passwordHash) {
      throw E.validation('Only a password or a password hash should be provided')
    }
    let encrypted: string
    if (passwordHash) {
      const problem = passwordHash.length > 1024 ? 'password_hash is too long' : passwordHashProblem(passwordHash)
      if (problem) throw E.validation(problem)
      encrypted = passwordHash
    } else {
      const password =
        typeof body.password === 'string' && body.password ? body.password : randomBytes(24).toString('base64url')
      checkPasswordLength(password)
      encrypted = await hashPassword(password)
    }
    const id = adminUserId(body.id)
    if (await repo.userById(this.db, id)) throw E.userAlreadyExists()
    const user = await repo.insertUser(this.db, {
      id,
      email,
      encrypted_password: encrypted,
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
    // In the language `data.locale` names (user metadata), else English: the inviting request's is the admin's.
    return userJson(await this.mail(user, 'invite', { ...o, locale: undefined }))
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
      action_link: `${o.origin}/auth/v1/verify?token=${made.tokenHash}&type=${verificationType}&redirect_to=${encodeRedirect(redirectTo ?? o.origin)}`,
      email_otp: made.otp,
      hashed_token: made.tokenHash,
      redirect_to: redirectTo ?? o.origin,
      verification_type: verificationType,
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

const NIL_UUID = '00000000-0000-0000-0000-000000000000'

/** The `id` of an admin createUser as GoTrue checks it; a fresh one when none is given. */
function adminUserId(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return randomUUID()
  const id = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) {
    throw E.validation('ID must conform to the uuid v4 format')
  }
  if (id === NIL_UUID) throw E.validation('ID cannot be a nil uuid')
  return id
}

/**
 * GoTrue's `encodeRedirectURL`: a redirect with `&`, `=` or `#` was not encoded by the caller and is encoded here
 * (Go's `url.QueryEscape`); any other is taken as it is.
 */
export function encodeRedirect(url: string): string {
  if (!/[&=#]/.test(url)) return url
  return encodeURIComponent(url)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

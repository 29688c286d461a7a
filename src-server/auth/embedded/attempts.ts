import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Limit } from '../../limits/limits.ts'
import { AuthError } from './errors.ts'
import { repo } from './repo.ts'

/** Wrong guesses allowed per emailed 6-digit code before it is void. */
export const MAX_CODE_GUESSES = 5
/** Consecutive failures per email and address (password) or factor (TOTP) before each further one locks it a while. */
export const FREE_FAILURES = 5
/** The first lock lasts 30 s, doubling with each further failure, at most 15 minutes. */
export const LOCK_BASE_S = 30
export const LOCK_MAX_S = 15 * 60

/** GoTrue's 429 for a locked key; `retryAfterS` for doors that answer in their own words (account deletion). */
export class TooManyAttemptsError extends AuthError {
  readonly retryAfterS: number
  constructor(seconds: number) {
    super(
      429,
      'over_request_rate_limit',
      `Too many failed attempts. For security purposes, you can only try again after ${seconds} seconds.`,
    )
    this.retryAfterS = seconds
  }
}

export const tooManyAttempts = (seconds: number) => new TooManyAttemptsError(seconds)

/**
 * Guessing limits with a back-off, counted in the database (every server copy sees the same counts). Keys are
 * `password:<email>|<client address>` (PasswordGuard) and `totp:<factor id>`.
 */
export class AttemptGuard {
  private readonly db: Kysely<Database>
  private prunedAt = 0

  constructor(db: Kysely<Database>) {
    this.db = db
  }

  /** Throws 429 while `key` is locked. */
  async check(key: string): Promise<void> {
    const until = await repo.attemptLock(this.db, key)
    const wait = until ? Math.ceil((until.getTime() - Date.now()) / 1000) : 0
    if (wait > 0) throw tooManyAttempts(wait)
  }

  async failed(key: string): Promise<void> {
    await repo.failAttempt(this.db, key, FREE_FAILURES, LOCK_BASE_S, LOCK_MAX_S)
    if (Date.now() - this.prunedAt > 3600_000) {
      this.prunedAt = Date.now()
      await repo.pruneAttempts(this.db)
    }
  }

  async succeeded(key: string): Promise<void> {
    await repo.clearAttempts(this.db, key)
  }
}

/**
 * Password guessing limits (sign-in, account deletion's re-authentication). Failures are counted per email and
 * client address, each pair with its own back-off, so a stranger who knows an email locks only their own address
 * out, never the owner signing in from another. A much looser ceiling per email over all addresses
 * (`passwordFailuresPerEmail`, 100 an hour) stops guessing spread over many addresses. Unknown emails are counted
 * like known ones: a lock must not tell whether the account exists. GoTrue counts per address only.
 */
export class PasswordGuard {
  private readonly attempts: AttemptGuard
  private readonly perEmail: Limit

  constructor(db: Kysely<Database>, perEmail: Limit) {
    this.attempts = new AttemptGuard(db)
    this.perEmail = perEmail
  }

  /** Throws 429 while this address is backed off for the email, or the email has reached its ceiling. */
  async check(email: string, address: string): Promise<void> {
    await this.attempts.check(pairKey(email, address))
    const ceiling = await this.perEmail.peek(emailKey(email))
    if (!ceiling.ok) throw tooManyAttempts(ceiling.retryAfterS)
  }

  async failed(email: string, address: string): Promise<void> {
    await this.attempts.failed(pairKey(email, address))
    await this.perEmail.take(emailKey(email))
  }

  async succeeded(email: string, address: string): Promise<void> {
    await this.attempts.succeeded(pairKey(email, address))
  }
}

const pairKey = (email: string, address: string) => `password:${email.toLowerCase()}|${address}`
/** Rate-limit keys are at most 255 characters; an email may be longer. */
const emailKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url')

import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AuthError } from './errors.ts'
import { repo } from './repo.ts'

/** Wrong guesses allowed per emailed 6-digit code before it is void. */
export const MAX_CODE_GUESSES = 5
/** Consecutive failures per account (password) or factor (TOTP) before each further one locks it for a while. */
export const FREE_FAILURES = 5
/** The first lock lasts 30 s, doubling with each further failure, at most 15 minutes. */
export const LOCK_BASE_S = 30
export const LOCK_MAX_S = 15 * 60

export const tooManyAttempts = (seconds: number) =>
  new AuthError(
    429,
    'over_request_rate_limit',
    `Too many failed attempts. For security purposes, you can only try again after ${seconds} seconds.`,
  )

/**
 * Per-account guessing limits, counted in the database (every server copy sees the same counts; per-IP limits
 * alone let rotating addresses guess on). Keys are `password:<email>` (known or not: a lock must not tell
 * whether the account exists) and `totp:<factor id>`.
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

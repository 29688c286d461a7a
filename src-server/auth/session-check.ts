import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { AppError, englishText } from '../http/errors.ts'
import { repo } from './embedded/repo.ts'
import type { AuthUser, SessionRevocations, TokenVerifier } from './verify.ts'

/** A signature-valid token whose session was signed out, revoked or whose user was deleted. */
export class SessionEndedError extends AppError {
  /** What the (valid) signature vouches for: the auth server answers by GoTrue's order (user, then session). */
  readonly user: AuthUser

  constructor(user: AuthUser) {
    super(401, englishText('common.errors.token.sessionEnded'), 'common.errors.token.sessionEnded')
    this.user = user
  }
}

/** How long a live session is believed without asking the database (other server copies learn of a sign-out this late). */
export const SESSION_CHECK_TTL_MS = 5_000
/** Ended sessions never come back: that answer is kept longer. */
const ENDED_TTL_MS = 10 * 60_000
const MAX_ENTRIES = 100_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Embedded auth only: a token is good while its `session_id` names a session of its `sub`, so a sign-out or an
 * account deletion ends its access tokens at once instead of at their expiry. With hosted Supabase this is
 * Supabase's job (its tokens are checked against its own sessions by its API, ours only verify signatures).
 */
export function withSessionCheck(
  inner: TokenVerifier,
  db: Kysely<Database>,
  ttlMs = SESSION_CHECK_TTL_MS,
): TokenVerifier & { sessions: SessionRevocations } {
  // sessionId → owner (null: no such session) and until when that answer holds.
  const cache = new Map<string, { userId: string | null; until: number }>()
  const remember = (sessionId: string, userId: string | null, now: number) => {
    if (cache.size >= MAX_ENTRIES) {
      for (const [k, v] of cache) if (v.until <= now) cache.delete(k)
      if (cache.size >= MAX_ENTRIES) cache.clear()
    }
    cache.set(sessionId, { userId, until: now + (userId ? ttlMs : ENDED_TTL_MS) })
  }
  return {
    async verify(token: string): Promise<AuthUser> {
      const user = await inner.verify(token)
      if (!user.sessionId || !UUID.test(user.sessionId)) throw new SessionEndedError(user)
      const now = Date.now()
      let entry = cache.get(user.sessionId)
      if (!entry || entry.until <= now) {
        const owner = await repo.sessionOwner(db, user.sessionId)
        remember(user.sessionId, owner ?? null, now)
        entry = cache.get(user.sessionId)!
      }
      if (entry.userId !== user.id) throw new SessionEndedError(user)
      return user
    },
    sessions: {
      forgetSession(sessionId) {
        remember(sessionId, null, Date.now())
      },
      forgetUser(userId, exceptSessionId) {
        const now = Date.now()
        for (const [k, v] of cache) if (v.userId === userId && k !== exceptSessionId) remember(k, null, now)
      },
    },
  }
}

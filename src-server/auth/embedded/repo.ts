import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { AuthTables } from '../tables.ts'

/** The only place that touches the embedded auth tables. */
export type UserRow = Selectable<AuthTables['auth_users']>
export type SessionRow = Selectable<AuthTables['auth_sessions']>
export type RefreshRow = Selectable<AuthTables['auth_refresh_tokens']>
export type OneTimeRow = Selectable<AuthTables['auth_one_time_tokens']>
export type MailRow = Selectable<AuthTables['auth_mails']>
export type TokenType = OneTimeRow['token_type']

type Db = Kysely<Database> | Transaction<Database>

export function parseJson(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as Record<string, unknown>
    } catch {
      return {}
    }
  }
  return (value ?? {}) as Record<string, unknown>
}

export const repo = {
  userById(db: Db, id: string) {
    return db.selectFrom('auth_users').selectAll().where('id', '=', id).executeTakeFirst()
  },
  userByEmail(db: Db, email: string) {
    return db
      .selectFrom('auth_users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst()
  },
  async insertUser(
    db: Db,
    row: {
      id: string
      /** null: an anonymous user (signInAnonymously). */
      email: string | null
      encrypted_password: string | null
      email_confirmed_at?: Date | null
      invited_at?: Date | null
      role?: string
      app_metadata: Record<string, unknown>
      user_metadata: Record<string, unknown>
    },
  ): Promise<UserRow> {
    return db
      .insertInto('auth_users')
      .values({
        ...row,
        email: row.email?.toLowerCase() ?? null,
        app_metadata: JSON.stringify(row.app_metadata),
        user_metadata: JSON.stringify(row.user_metadata),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  },
  /** Replaces the password hash only if it is still `from` (a password change in between wins). */
  async replacePasswordHash(db: Db, id: string, from: string, to: string): Promise<void> {
    await db
      .updateTable('auth_users')
      .set({ encrypted_password: to })
      .where('id', '=', id)
      .where('encrypted_password', '=', from)
      .execute()
  },
  async updateUser(
    db: Db,
    id: string,
    patch: Partial<{
      email: string
      encrypted_password: string
      email_confirmed_at: Date | null
      confirmation_sent_at: Date | null
      recovery_sent_at: Date | null
      new_email: string | null
      email_change_sent_at: Date | null
      last_sign_in_at: Date | null
      banned_until: Date | null
      role: string
      app_metadata: Record<string, unknown>
      user_metadata: Record<string, unknown>
    }>,
  ): Promise<UserRow> {
    const { app_metadata, user_metadata, ...rest } = patch
    return db
      .updateTable('auth_users')
      .set({
        ...rest,
        ...(app_metadata ? { app_metadata: JSON.stringify(app_metadata) } : {}),
        ...(user_metadata ? { user_metadata: JSON.stringify(user_metadata) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
  },
  /** Sets `column` to now unless it is less than `intervalS` old; false when it was (another mail just went out). */
  async claimMailSlot(
    db: Db,
    id: string,
    column: 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at',
    intervalS: number,
  ): Promise<boolean> {
    const since = new Date(Date.now() - intervalS * 1000)
    const r = await db
      .updateTable('auth_users')
      .set({ [column]: new Date() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', since)]))
      .executeTakeFirst()
    return Number(r.numUpdatedRows) > 0
  },
  async deleteUser(db: Db, id: string): Promise<boolean> {
    const r = await db.deleteFrom('auth_users').where('id', '=', id).executeTakeFirst()
    return Number(r.numDeletedRows) > 0
  },
  async listUsers(db: Db, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
    const rows = await db
      .selectFrom('auth_users')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute()
    const { n } = await db
      .selectFrom('auth_users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    return { rows, total: Number(n) }
  },

  sessionById(db: Db, id: string) {
    return db.selectFrom('auth_sessions').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** The user a session belongs to (undefined: no such session). */
  async sessionOwner(db: Db, id: string): Promise<string | undefined> {
    const row = await db.selectFrom('auth_sessions').select('user_id').where('id', '=', id).executeTakeFirst()
    return row?.user_id
  },
  /** The session row, locked until the transaction ends (refresh-token exchanges of one session take turns). */
  lockSession(db: Transaction<Database>, id: string) {
    return db.selectFrom('auth_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
  },
  async insertSession(db: Db, row: { id: string; user_id: string; aal: string; amr_method: string }) {
    await db.insertInto('auth_sessions').values(row).execute()
  },
  async deleteSession(db: Db, id: string) {
    await db.deleteFrom('auth_sessions').where('id', '=', id).execute()
  },
  async deleteUserSessions(db: Db, userId: string, exceptSessionId?: string | null) {
    let q = db.deleteFrom('auth_sessions').where('user_id', '=', userId)
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId)
    await q.execute()
  },

  async insertRefresh(db: Db, row: { token: string; session_id: string; user_id: string; parent: string | null }) {
    await db.insertInto('auth_refresh_tokens').values(row).execute()
  },
  refreshByToken(db: Db, token: string) {
    return db.selectFrom('auth_refresh_tokens').selectAll().where('token', '=', token).executeTakeFirst()
  },
  /** Atomically claims an active token: only one concurrent caller gets the row back. */
  revokeRefresh(db: Db, token: string) {
    return db
      .updateTable('auth_refresh_tokens')
      .set({ revoked: true, updated_at: new Date() })
      .where('token', '=', token)
      .where('revoked', '=', false)
      .returningAll()
      .executeTakeFirst()
  },
  activeRefresh(db: Db, sessionId: string) {
    return db
      .selectFrom('auth_refresh_tokens')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('revoked', '=', false)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
  },
  async touchSession(db: Db, id: string) {
    await db.updateTable('auth_sessions').set({ updated_at: new Date() }).where('id', '=', id).execute()
  },

  async replaceOneTimeToken(
    db: Db,
    row: {
      id: string
      user_id: string
      token_type: TokenType
      token_hash: string
      otp_hash: string
      relates_to: string
    },
  ) {
    await db
      .deleteFrom('auth_one_time_tokens')
      .where('user_id', '=', row.user_id)
      .where('token_type', '=', row.token_type)
      .execute()
    await db.insertInto('auth_one_time_tokens').values(row).execute()
  },
  /** Finds and deletes (single use) a token of one of `types`. */
  async consumeOneTimeToken(db: Db, by: 'token_hash' | 'otp_hash', hash: string, types: TokenType[]) {
    return db
      .deleteFrom('auth_one_time_tokens')
      .where(by, '=', hash)
      .where('token_type', 'in', types)
      .returningAll()
      .executeTakeFirst()
  },
  /**
   * One wrong guess at the emailed codes of `types` sent to `relatesTo` (or of one user): each counts it; those at
   * `max` wrong guesses are deleted (void). Returns how many were voided.
   */
  async failOneTimeTokens(
    db: Db,
    where: { relatesTo: string } | { userId: string },
    types: TokenType[],
    max: number,
  ): Promise<number> {
    let q = db
      .updateTable('auth_one_time_tokens')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('token_type', 'in', types)
    q = 'relatesTo' in where ? q.where('relates_to', '=', where.relatesTo) : q.where('user_id', '=', where.userId)
    const rows = await q.returning(['id', 'failed_attempts']).execute()
    const spent = rows.filter((r) => r.failed_attempts >= max).map((r) => r.id)
    if (spent.length) await db.deleteFrom('auth_one_time_tokens').where('id', 'in', spent).execute()
    return spent.length
  },
  async deleteOneTimeTokens(db: Db, userId: string, types?: TokenType[]) {
    let q = db.deleteFrom('auth_one_time_tokens').where('user_id', '=', userId)
    if (types) q = q.where('token_type', 'in', types)
    await q.execute()
  },

  async insertFlowState(
    db: Db,
    row: {
      id: string
      user_id: string
      token_hash: string
      auth_code: string
      code_challenge: string
      code_challenge_method: string
      authentication_method: string
    },
  ) {
    await db.insertInto('auth_flow_state').values(row).execute()
  },
  flowStateByTokenHash(db: Db, tokenHash: string) {
    return db.selectFrom('auth_flow_state').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
  },
  async markAuthCodeIssued(db: Db, id: string) {
    await db.updateTable('auth_flow_state').set({ auth_code_issued_at: new Date() }).where('id', '=', id).execute()
  },
  /** Single use: the row is deleted as it is read. */
  consumeFlowState(db: Db, authCode: string) {
    return db.deleteFrom('auth_flow_state').where('auth_code', '=', authCode).returningAll().executeTakeFirst()
  },

  /** Until when `key` is locked (null: not locked). */
  async attemptLock(db: Db, key: string): Promise<Date | null> {
    const row = await db.selectFrom('auth_attempts').select('locked_until').where('key', '=', key).executeTakeFirst()
    return row?.locked_until ? new Date(row.locked_until) : null
  },
  /**
   * Counts one failure of `key` (a count older than a day starts over); from the `free`-th consecutive failure on
   * the key is locked for `baseS` seconds, doubling with each further one up to `maxS`.
   */
  async failAttempt(db: Db, key: string, free: number, baseS: number, maxS: number): Promise<number> {
    const row = await sql<{ failures: number }>`
      insert into auth_attempts (key, failures, updated_at) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when auth_attempts.updated_at < now() - interval '1 day' then 1
                        else auth_attempts.failures + 1 end,
        updated_at = now()
      returning failures`.execute(db)
    const failures = row.rows[0]!.failures
    if (failures >= free) {
      const seconds = Math.min(maxS, baseS * 2 ** (failures - free))
      await db
        .updateTable('auth_attempts')
        .set({ locked_until: new Date(Date.now() + seconds * 1000) })
        .where('key', '=', key)
        .execute()
    }
    return failures
  },
  async clearAttempts(db: Db, key: string) {
    await db.deleteFrom('auth_attempts').where('key', '=', key).execute()
  },
  /** Counters nobody failed for a day are forgotten (keys of unknown emails would otherwise pile up). */
  async pruneAttempts(db: Db) {
    await db
      .deleteFrom('auth_attempts')
      .where('updated_at', '<', new Date(Date.now() - 24 * 3600_000))
      .execute()
  },

  async insertMail(
    db: Db,
    row: { id: string; to_email: string; kind: string; subject: string; text: string; link: string },
  ) {
    await db.insertInto('auth_mails').values(row).execute()
  },
  listMails(db: Db, limit: number, email?: string) {
    let q = db.selectFrom('auth_mails').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit)
    if (email) q = q.where((eb) => eb(eb.fn('lower', ['to_email']), '=', email.toLowerCase()))
    return q.execute()
  },
}

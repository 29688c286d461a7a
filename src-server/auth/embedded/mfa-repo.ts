import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { AuthTables } from '../tables.ts'

/** The only place that touches the MFA tables (migrations/0008_mfa.ts). */
export type FactorRow = Selectable<AuthTables['auth_mfa_factors']>
export type ChallengeRow = Selectable<AuthTables['auth_mfa_challenges']>

type Db = Kysely<Database> | Transaction<Database>

export const mfaRepo = {
  /** Verified factors and unverified ones created after `unverifiedSince` (older ones have expired). */
  factorsOf(db: Db, userId: string, unverifiedSince: Date) {
    return db
      .selectFrom('auth_mfa_factors')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('status', '=', 'verified'), eb('created_at', '>=', unverifiedSince)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  },
  factorById(db: Db, id: string) {
    return db.selectFrom('auth_mfa_factors').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async hasVerifiedFactor(db: Db, userId: string): Promise<boolean> {
    const row = await db
      .selectFrom('auth_mfa_factors')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'verified')
      .executeTakeFirst()
    return Boolean(row)
  },
  async insertFactor(
    db: Db,
    row: { id: string; user_id: string; friendly_name: string; factor_type: 'totp' | 'phone'; secret: string },
  ) {
    return db.insertInto('auth_mfa_factors').values(row).returningAll().executeTakeFirstOrThrow()
  },
  /** Unverified factors older than `before` are gone (GoTrue cleans them up the same way). */
  async deleteStaleUnverified(db: Db, userId: string, before: Date) {
    await db
      .deleteFrom('auth_mfa_factors')
      .where('user_id', '=', userId)
      .where('status', '=', 'unverified')
      .where('created_at', '<', before)
      .execute()
  },
  async deleteFactor(db: Db, id: string, userId: string): Promise<boolean> {
    const r = await db
      .deleteFrom('auth_mfa_factors')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return Number(r.numDeletedRows) > 0
  },
  async insertChallenge(db: Db, row: { id: string; factor_id: string; ip: string }) {
    return db.insertInto('auth_mfa_challenges').values(row).returningAll().executeTakeFirstOrThrow()
  },
  challengeById(db: Db, id: string) {
    return db.selectFrom('auth_mfa_challenges').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** Claims the challenge (single use) and records the accepted time step, only if it is newer than the last. */
  async acceptCode(db: Db, challengeId: string, factorId: string, step: number): Promise<FactorRow | undefined> {
    const claimed = await db
      .updateTable('auth_mfa_challenges')
      .set({ verified_at: new Date() })
      .where('id', '=', challengeId)
      .where('verified_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (!claimed) return undefined
    return db
      .updateTable('auth_mfa_factors')
      .set({ last_step: step, status: 'verified', updated_at: new Date() })
      .where('id', '=', factorId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .returningAll()
      .executeTakeFirst()
  },
  async deleteChallenge(db: Db, id: string) {
    await db.deleteFrom('auth_mfa_challenges').where('id', '=', id).execute()
  },
  async raiseSession(db: Db, sessionId: string, factorId: string) {
    await db
      .updateTable('auth_sessions')
      .set({ aal: 'aal2', factor_id: factorId, mfa_at: new Date(), updated_at: new Date() })
      .where('id', '=', sessionId)
      .execute()
  },
  /** Sessions raised with a factor that is removed fall back to aal1 (GoTrue does the same on unenrol). */
  async lowerSessionsOfFactor(db: Db, factorId: string) {
    await db
      .updateTable('auth_sessions')
      .set({ aal: 'aal1', factor_id: null, mfa_at: null, updated_at: new Date() })
      .where('factor_id', '=', factorId)
      .execute()
  },
}

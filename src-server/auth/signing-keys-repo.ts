import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The embedded auth server's keys as stored (migrations/0051_auth_signing_keys.ts); JWKs kept as JSON text. */
export interface StoredSigningKey {
  kid: string
  privateJwk: string
  publicJwk: string
  createdAt: Date
  retiredAt: Date | null
}

export interface StoredApiKeys {
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
}

type Db = Kysely<Database> | Transaction<Database>

export const signingKeysRepo = {
  /**
   * Runs `fn` in a transaction holding the keys' advisory lock: server copies starting together, and a rotation,
   * queue here, so the first start creates one key and a rotation retires exactly the key that signed.
   */
  exclusive<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('auth_signing_keys'))`.execute(trx)
      return fn(trx)
    })
  },

  async list(db: Db): Promise<StoredSigningKey[]> {
    const rows = await db.selectFrom('auth_signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute()
    return rows.map((r) => ({
      kid: r.kid,
      privateJwk: r.private_jwk,
      publicJwk: r.public_jwk,
      createdAt: new Date(r.created_at),
      retiredAt: r.retired_at ? new Date(r.retired_at) : null,
    }))
  },

  async insert(db: Db, key: { kid: string; privateJwk: string; publicJwk: string; retired: boolean }): Promise<void> {
    await db
      .insertInto('auth_signing_keys')
      .values({
        kid: key.kid,
        private_jwk: key.privateJwk,
        public_jwk: key.publicJwk,
        retired_at: key.retired ? new Date() : null,
      })
      .onConflict((oc) => oc.column('kid').doNothing())
      .execute()
  },

  /** Retires the key that signs; returns its kid (null when none did). */
  async retireSigner(db: Db): Promise<string | null> {
    const row = await db
      .updateTable('auth_signing_keys')
      .set({ retired_at: new Date() })
      .where('retired_at', 'is', null)
      .returning('kid')
      .executeTakeFirst()
    return row?.kid ?? null
  },

  /** Deletes keys retired before `before` (every token they signed has expired); returns their kids. */
  async dropRetiredBefore(db: Db, before: Date): Promise<string[]> {
    const rows = await db.deleteFrom('auth_signing_keys').where('retired_at', '<', before).returning('kid').execute()
    return rows.map((r) => r.kid)
  },

  async apiKeys(db: Db): Promise<StoredApiKeys | null> {
    const row = await db.selectFrom('auth_api_keys').selectAll().executeTakeFirst()
    return row ? { jwtSecret: row.jwt_secret, anonKey: row.anon_key, serviceRoleKey: row.service_role_key } : null
  },

  async insertApiKeys(db: Db, keys: StoredApiKeys): Promise<void> {
    await db
      .insertInto('auth_api_keys')
      .values({ jwt_secret: keys.jwtSecret, anon_key: keys.anonKey, service_role_key: keys.serviceRoleKey })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  },
}

import { type Kysely, sql } from 'kysely'

/**
 * Account security: TOTP factors and their challenges for the embedded auth server, and the second factor a
 * session was raised to aal2 with (its time goes into the access token's `amr`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_mfa_factors')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('friendly_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('factor_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unverified'))
    .addColumn('secret', 'text', (c) => c.notNull())
    // Replay protection: the last TOTP time step accepted for this factor; codes of that step or older fail.
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('auth_mfa_factors_user_idx').on('auth_mfa_factors').column('user_id').execute()
  await sql`create unique index auth_mfa_factors_name_key on auth_mfa_factors (user_id, friendly_name) where friendly_name <> ''`.execute(
    db,
  )

  await db.schema
    .createTable('auth_mfa_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('factor_id', 'uuid', (c) => c.notNull().references('auth_mfa_factors.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('verified_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('auth_mfa_challenges_factor_idx').on('auth_mfa_challenges').column('factor_id').execute()

  await db.schema.alterTable('auth_sessions').addColumn('factor_id', 'uuid').execute()
  await db.schema.alterTable('auth_sessions').addColumn('mfa_at', 'timestamptz').execute()
}

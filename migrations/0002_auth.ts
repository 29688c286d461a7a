import { type Kysely, sql } from 'kysely'

/**
 * Tables of the embedded Supabase-compatible auth server (used only when SUPABASE_URL is unset). Users,
 * sessions, rotating refresh tokens, one-time email tokens and the dev mailbox.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text')
    .addColumn('encrypted_password', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('authenticated'))
    .addColumn('email_confirmed_at', 'timestamptz')
    .addColumn('confirmation_sent_at', 'timestamptz')
    .addColumn('recovery_sent_at', 'timestamptz')
    .addColumn('new_email', 'text')
    .addColumn('email_change_sent_at', 'timestamptz')
    .addColumn('invited_at', 'timestamptz')
    .addColumn('last_sign_in_at', 'timestamptz')
    .addColumn('banned_until', 'timestamptz')
    .addColumn('app_metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('user_metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index auth_users_email_key on auth_users (lower(email)) where email is not null`.execute(db)
  await db.schema.createIndex('auth_users_created_idx').on('auth_users').column('created_at').execute()

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('aal', 'text', (c) => c.notNull().defaultTo('aal1'))
    .addColumn('amr_method', 'text', (c) => c.notNull().defaultTo('password'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute()

  await db.schema
    .createTable('auth_refresh_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('auth_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('parent', 'text')
    .addColumn('revoked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('auth_refresh_tokens_session_idx')
    .on('auth_refresh_tokens')
    .column('session_id')
    .execute()

  await db.schema
    .createTable('auth_one_time_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('token_type', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('relates_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('auth_ott_otp_idx').on('auth_one_time_tokens').column('otp_hash').execute()
  await db.schema
    .createIndex('auth_ott_user_type_idx')
    .on('auth_one_time_tokens')
    .columns(['user_id', 'token_type'])
    .execute()

  // PKCE (@supabase/ssr's flow): a challenge sent with signup/recover/otp; GET /verify hands out an auth code
  // that POST /token?grant_type=pkce exchanges with the verifier.
  await db.schema
    .createTable('auth_flow_state')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('auth_code', 'text', (c) => c.notNull().unique())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('code_challenge_method', 'text', (c) => c.notNull())
    .addColumn('authentication_method', 'text', (c) => c.notNull())
    .addColumn('auth_code_issued_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('auth_mails')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('auth_mails_created_idx').on('auth_mails').column('created_at').execute()
}

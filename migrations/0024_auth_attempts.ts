import { type Kysely, sql } from 'kysely'

/**
 * Per-account guessing limits of the embedded auth server, in the database so every server copy counts the same:
 * wrong attempts per emailed code (void after 5), and consecutive failures per key (`password:<email>`,
 * `totp:<factor id>`) with the time the key is locked until.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('auth_one_time_tokens')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('auth_ott_relates_idx').on('auth_one_time_tokens').column('relates_to').execute()

  await db.schema
    .createTable('auth_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('auth_attempts_updated_idx').on('auth_attempts').column('updated_at').execute()
}

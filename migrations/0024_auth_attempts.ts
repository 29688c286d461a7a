import { type Kysely, sql } from 'kysely'

/**
 * Per-account guessing limits of the embedded auth server, in the database so every server copy counts the same:
 * wrong attempts per emailed code (void after 5), and consecutive failures per key (`password:<email>`,
 * `totp:<factor id>`) with the time the key is locked until.
 *
 * And no orphan rows after an account deletion: deleted user ids are kept (`deleted_users`), and a row naming
 * one as its owner cannot be written. Deletion takes an exclusive advisory lock on the user id, writers a shared
 * one in the trigger, so a write racing the deletion either lands first (and is deleted with the rest) or sees
 * the tombstone and fails. Works with hosted Supabase too, whose access tokens outlive a deleted user.
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

  await db.schema
    .createTable('deleted_users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`
    create function refuse_deleted_owner() returns trigger language plpgsql as $$
    declare
      owner uuid := (to_jsonb(new) ->> tg_argv[0])::uuid;
    begin
      if owner is null then return new; end if;
      perform pg_advisory_xact_lock_shared(hashtextextended(owner::text, 0));
      if exists (select 1 from deleted_users where id = owner) then
        raise exception 'the account % was deleted', owner using errcode = 'SB001';
      end if;
      return new;
    end $$`.execute(db)
  for (const [table, column] of OWNED) {
    await sql`
      create trigger ${sql.raw(`${table}_refuse_deleted_owner`)}
      before insert or update of ${sql.ref(column)} on ${sql.table(table)}
      for each row execute function refuse_deleted_owner(${sql.lit(column)})`.execute(db)
  }
}

/** Tables whose rows belong to a user, and the column that names them (account-deletion-repo.ts deletes them). */
const OWNED: [string, string][] = [
  ['favorite_lists', 'user_id'],
  ['favorites', 'user_id'],
  ['riders', 'owner_id'],
  ['stages', 'owner_id'],
  ['profiles', 'id'],
  ['user_roles', 'user_id'],
  ['venues', 'owner_id'],
]

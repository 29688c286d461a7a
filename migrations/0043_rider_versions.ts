import { type Kysely, sql } from 'kysely'

/**
 * Riders get two counters: `revision` (was `version`) counts saves and guards autosave against a stale tab (409);
 * `version` is the number people refer to, made only by an explicit "mark as version" (or by sharing or printing a
 * rider that changed since its last version). `version_revision` is the revision the latest version was made at,
 * so "changed since" is `revision > version_revision`. `rider_versions` is the short history (who, when, why,
 * which sections changed, and the rider as it was, for the next summary); the service keeps the newest few.
 * `share_views` / `share_last_viewed_at` count views of the public share page (de-duplicated per viewer in memory).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table riders rename column version to revision`.execute(db)
  await sql`alter table riders
    add column version integer not null default 0,
    add column version_revision integer,
    add column share_views integer not null default 0,
    add column share_last_viewed_at timestamptz`.execute(db)
  await db.schema
    .createTable('rider_versions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('rider_id', 'uuid', (c) => c.notNull().references('riders.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('manual','share','print')`))
    .addColumn('sections', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('rider_versions_number_key', ['rider_id', 'number'])
    .execute()
}

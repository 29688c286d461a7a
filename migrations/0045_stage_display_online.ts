import { type Kysely, sql } from 'kysely'

/**
 * Whether a stage's display device is connected right now. The manager shows each screen as live, or as lost since
 * its `last_seen_at` (the last time the server heard from it). Rows from before are screens that are gone: false.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table stage_display_devices add column online boolean not null default false`.execute(db)
}

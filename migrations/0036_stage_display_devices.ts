import { type Kysely, sql } from 'kysely'

/**
 * Devices that opened a stage's display link (`/stageWhisperer/display?code=…`), as for role links in
 * 0033_stage_links: a random id the display page keeps, a short user agent and when it was last seen, a bounded
 * number per stage. The manager page shows them with the display link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table stage_display_devices (
      stage_id uuid not null references stages(id) on delete cascade,
      device_id text not null check (device_id ~ '^[A-Za-z0-9_-]{8,64}$'),
      user_agent text not null default '' check (char_length(user_agent) <= 80),
      last_seen_at timestamptz not null default now(),
      primary key (stage_id, device_id)
    )
  `.execute(db)
}

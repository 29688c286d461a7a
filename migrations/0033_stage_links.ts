import { type Kysely, sql } from 'kysely'

/**
 * Role links of a stage (issue 19, "Sharing without accounts" and "API for show control"): a viewer or
 * controller link, or the stage's API token, each a random token of which only the SHA-256 is kept. Devices that
 * opened a link are remembered (a random id the page keeps, a short user agent), a bounded number per link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table stage_links (
      id uuid primary key default gen_random_uuid(),
      stage_id uuid not null references stages(id) on delete cascade,
      role text not null check (role in ('viewer', 'controller', 'api')),
      label text not null default '' check (char_length(label) <= 60),
      token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )
  `.execute(db)
  await sql`create index stage_links_stage_idx on stage_links (stage_id, created_at)`.execute(db)
  await sql`
    create table stage_link_devices (
      link_id uuid not null references stage_links(id) on delete cascade,
      device_id text not null check (device_id ~ '^[A-Za-z0-9_-]{8,64}$'),
      user_agent text not null default '' check (char_length(user_agent) <= 80),
      last_seen_at timestamptz not null default now(),
      primary key (link_id, device_id)
    )
  `.execute(db)
}

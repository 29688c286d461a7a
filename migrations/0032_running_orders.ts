import { type Kysely, sql } from 'kysely'

/**
 * Run of show: one running order per stage (for a date, in a time zone and a print language) with its live
 * state (current item, when it started, pause, nudge), and its items (at most 100, positions 0..99) with
 * bounded texts. An item may link a directory artist and a rider; deleting those keeps the item.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table stage_running_orders (
      id uuid primary key default gen_random_uuid(),
      stage_id uuid not null unique references stages (id) on delete cascade,
      date date not null,
      timezone text not null check (char_length(timezone) between 1 and 64),
      language text not null default 'en' check (language in ('en', 'de', 'fr', 'es', 'it')),
      current_item_id uuid,
      started_at timestamptz,
      paused_at timestamptz,
      paused_ms integer not null default 0 check (paused_ms >= 0),
      nudge_ms integer not null default 0 check (nudge_ms between -21600000 and 21600000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db)
  await sql`
    create table stage_running_order_items (
      id uuid primary key default gen_random_uuid(),
      running_order_id uuid not null references stage_running_orders (id) on delete cascade,
      position smallint not null check (position between 0 and 99),
      title text not null check (char_length(title) between 1 and 120),
      kind text not null check (kind in ('doors', 'act', 'changeover', 'break', 'curfew', 'other')),
      planned_start smallint check (planned_start between 0 and 2879),
      duration_min smallint not null check (duration_min between 0 and 1440),
      start_mode text not null default 'manual' check (start_mode in ('manual', 'after', 'scheduled')),
      artist_id integer references artists (id) on delete set null,
      rider_id uuid references riders (id) on delete set null,
      notes text not null default '' check (char_length(notes) <= 1000),
      skipped boolean not null default false
    )
  `.execute(db)
  await sql`create index stage_running_order_items_order_idx on stage_running_order_items (running_order_id, position)`.execute(
    db,
  )
}

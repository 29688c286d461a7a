import { type Kysely, sql } from 'kysely'

/**
 * Which events a listing serves (wedding, corporate, private party…: src/directory/vocabulary.ts), on every kind:
 * a text array, empty by default, with a GIN index so a search filter `event_types @> array['wedding']` reads the
 * posting list of that value instead of every row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['artists', 'venues', 'services']) {
    await sql.raw(`alter table ${table} add column event_types text[] not null default '{}'`).execute(db)
    await sql.raw(`create index ${table}_event_types_idx on ${table} using gin (event_types)`).execute(db)
  }
}

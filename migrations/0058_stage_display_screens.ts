import { type Kysely, sql } from 'kysely'

/**
 * A stage's display device says what it is: the name its operator gave the screen ("Drum monitor"), which the
 * manager picks to send a message to that screen alone, and whether the screen may play its audible cue (a browser
 * only plays sound after a tap on the page). Existing screens have no name and no sound.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table stage_display_devices add column name text not null default ''`.execute(db)
  await sql`alter table stage_display_devices add column sound boolean not null default false`.execute(db)
}

import { type Kysely, sql } from 'kysely'

/**
 * One booking per listing and day, decided by the database.
 * - `availability_settings`: per listing whether it takes several events a day (`multiple_events_per_day`, default
 *   false; no row means false). Deleting a listing deletes it (the trigger function of migration 0029, extended).
 * - `enquiries.holds_day`: set when an enquiry is marked booked for a listing that takes one event a day. The unique
 *   partial index lets one such booking per listing and day exist, so two "Mark as booked" racing for the same day
 *   cannot both win, whatever the service checked before. Bookings of multi-event listings leave it false and are
 *   not constrained.
 * - Existing bookings: the first booked enquiry of a listing and day holds the day; later ones (made before this
 *   rule) stay as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('availability_settings')
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('artist', 'venue', 'service')`))
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('multiple_events_per_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_by', 'uuid')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('availability_settings_pk', ['entity_type', 'entity_id'])
    .execute()
  await sql`
    create or replace function public.availability_forget_entity() returns trigger
    language plpgsql as $$
    begin
      delete from public.availability_blocks where entity_type = tg_argv[0] and entity_id = old.id;
      delete from public.availability_weekly where entity_type = tg_argv[0] and entity_id = old.id;
      delete from public.availability_settings where entity_type = tg_argv[0] and entity_id = old.id;
      return old;
    end
    $$
  `.execute(db)

  await db.schema
    .alterTable('enquiries')
    .addColumn('holds_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await sql`
    update enquiries e set holds_day = true
    where e.status = 'booked' and not exists (
      select 1 from enquiries o
      where o.status = 'booked' and o.entity_type = e.entity_type and o.entity_id = e.entity_id
        and o.event_date = e.event_date and (o.updated_at, o.id) < (e.updated_at, e.id)
    )
  `.execute(db)
  await sql`
    create unique index enquiries_one_booking_per_day on enquiries (entity_type, entity_id, event_date)
    where status = 'booked' and holds_day
  `.execute(db)
  // The same-day look-ups (enquiry form, list enquiries, the owner's warning) read a listing's day.
  await db.schema
    .createIndex('enquiries_listing_day_idx')
    .on('enquiries')
    .columns(['entity_type', 'entity_id', 'event_date'])
    .execute()
}

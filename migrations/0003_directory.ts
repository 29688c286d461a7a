import { type Kysely, sql } from 'kysely'

/**
 * The directory: artists, venues, services (integer ids). Other features rely on: id, name, city, country,
 * lat, lng, photos (ordered public URLs), created_at, updated_at, last_confirmed_at, venues.owner_id and the
 * venue's stage/equipment columns (rider venue fit check).
 * Search adds generated columns (never written by the app): name_search (folded name: name order, prefixes),
 * city_key (folded city), search_vector (weighted: A name, B type/genres/city, C description) and venues.capacity.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const common = (t: any) =>
    t
      .addColumn('id', 'integer', (c: any) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c: any) => c.notNull().check(sql`length(name) between 1 and 200`))
      .addColumn('description', 'text', (c: any) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c: any) => c.notNull())
      .addColumn('country', 'text', (c: any) => c.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
      .addColumn('lat', 'double precision', (c: any) => c.notNull().check(sql`lat between -90 and 90`))
      .addColumn('lng', 'double precision', (c: any) => c.notNull().check(sql`lng between -180 and 180`))
      .addColumn('contacts', 'jsonb', (c: any) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('photos', sql`text[]`, (c: any) => c.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('created_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_confirmed_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`))

  await common(db.schema.createTable('artists'))
    .addColumn('act_type', 'text', (c: any) => c.notNull())
    .addColumn('genres', sql`text[]`, (c: any) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('lineup_size', 'integer', (c: any) => c.check(sql`lineup_size between 1 and 500`))
    .addColumn('fee_min', 'integer', (c: any) => c.check(sql`fee_min >= 0`))
    .addColumn('fee_max', 'integer', (c: any) => c.check(sql`fee_max >= 0`))
    .addColumn('currency', 'text', (c: any) => c.notNull().defaultTo('EUR'))
    .addColumn('languages', sql`text[]`, (c: any) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('links', 'jsonb', (c: any) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute()

  await common(db.schema.createTable('venues'))
    .addColumn('venue_type', 'text', (c: any) => c.notNull())
    .addColumn('address', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('capacity_standing', 'integer', (c: any) => c.check(sql`capacity_standing >= 0`))
    .addColumn('capacity_seated', 'integer', (c: any) => c.check(sql`capacity_seated >= 0`))
    .addColumn('stage_width_m', 'real', (c: any) => c.check(sql`stage_width_m > 0`))
    .addColumn('stage_depth_m', 'real', (c: any) => c.check(sql`stage_depth_m > 0`))
    .addColumn('stage_height_m', 'real', (c: any) => c.check(sql`stage_height_m >= 0`))
    .addColumn('desk_channels', 'integer', (c: any) => c.check(sql`desk_channels >= 0`))
    .addColumn('has_pa', 'boolean', (c: any) => c.notNull().defaultTo(false))
    .addColumn('pa_description', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('has_lighting', 'boolean', (c: any) => c.notNull().defaultTo(false))
    .addColumn('lighting_description', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('backline', sql`text[]`, (c: any) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('power', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('power_amps', 'integer', (c: any) => c.check(sql`power_amps >= 0`))
    .addColumn('accessibility', sql`text[]`, (c: any) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('owner_id', 'uuid')
    .execute()

  await common(db.schema.createTable('services'))
    .addColumn('category', 'text', (c: any) => c.notNull())
    .addColumn('radius_km', 'integer', (c: any) => c.notNull().defaultTo(50).check(sql`radius_km between 0 and 20000`))
    .addColumn('price_info', 'text', (c: any) => c.notNull().defaultTo(''))
    .execute()

  await db.schema.createIndex('venues_owner_idx').on('venues').column('owner_id').execute()

  // ---- Search: generated, weighted, accent-insensitive tsvector (GIN); folded names for trigram typos/prefixes.
  // array_to_string is STABLE; generated columns need an IMMUTABLE wrapper (safe for text[]).
  await sql`
    create or replace function public.directory_words(text[]) returns text
    language sql immutable parallel safe strict
    as $$ select array_to_string($1, ' ') $$
  `.execute(db)
  const vector = (b: string) =>
    sql.raw(`tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, public.immutable_unaccent(name)), 'A') ||
      setweight(to_tsvector('simple'::regconfig, public.immutable_unaccent(${b})), 'B') ||
      setweight(to_tsvector('simple'::regconfig, public.immutable_unaccent(left(description, 4000))), 'C')
    ) stored`)
  const extra: Record<string, string> = {
    artists: `act_type || ' ' || coalesce(public.directory_words(genres), '') || ' ' || city`,
    venues: `venue_type || ' ' || city || ' ' || address`,
    services: `category || ' ' || city || ' ' || price_info`,
  }
  for (const table of ['artists', 'venues', 'services']) {
    await sql`alter table ${sql.table(table)}
      add column name_search text collate "C" generated always as (lower(public.immutable_unaccent(name))) stored,
      add column city_key text generated always as (lower(public.immutable_unaccent(city))) stored,
      add column search_vector ${vector(extra[table]!)}`.execute(db)
    await sql.raw(`create index ${table}_search_idx on ${table} using gin (search_vector)`).execute(db)
    // Trigram typos on the folded-name expression, not on name_search: the (filter, name_search, id) btrees below
    // would otherwise let the planner run word_similarity row by row in an index-only scan of a whole filter value.
    await sql
      .raw(`create index ${table}_name_fold_trgm_idx on ${table}
        using gin ((lower(public.immutable_unaccent(name))) gin_trgm_ops)`)
      .execute(db)
    await sql.raw(`create index ${table}_name_idx on ${table} (name_search, id)`).execute(db)
    await sql.raw(`create index ${table}_city_idx on ${table} (city_key)`).execute(db)
    await sql.raw(`create index ${table}_created_idx on ${table} (created_at desc, id desc)`).execute(db)
    await sql.raw(`create index ${table}_geo_idx on ${table} (lat, lng)`).execute(db)
  }
  await sql`alter table venues add column capacity integer generated always as
    (greatest(coalesce(capacity_standing, 0), coalesce(capacity_seated, 0))) stored`.execute(db)
  // Main filters: (value, name_search, id) serves name order and OFFSETs index-only; the single-column index
  // (deduplicated, ~8x smaller) is the cheap bitmap to AND with the text/trigram GIN indexes.
  await sql.raw(`create index artists_type_idx on artists (act_type, name_search, id)`).execute(db)
  await sql.raw(`create index artists_type_key_idx on artists (act_type)`).execute(db)
  await sql.raw(`create index artists_genres_idx on artists using gin (genres)`).execute(db)
  await sql.raw(`create index artists_fee_idx on artists (fee_min, fee_max)`).execute(db)
  await sql.raw(`create index venues_type_idx on venues (venue_type, name_search, id)`).execute(db)
  await sql.raw(`create index venues_type_key_idx on venues (venue_type)`).execute(db)
  await sql.raw(`create index venues_capacity_idx on venues (capacity)`).execute(db)
  await sql.raw(`create index services_category_idx on services (category, name_search, id)`).execute(db)
  await sql.raw(`create index services_category_key_idx on services (category)`).execute(db)
}

import { type Kysely, sql } from 'kysely'

/**
 * The directory: artists, venues, services (integer ids). Other features rely on: id, name, city, country,
 * lat, lng, photos (ordered public URLs), created_at, updated_at, last_confirmed_at, venues.owner_id and the
 * venue's stage/equipment columns (rider venue fit check).
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
}

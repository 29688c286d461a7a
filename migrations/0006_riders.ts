import { type Kysely, sql } from 'kysely'

/**
 * Riders: one document per act and line-up variant, owned by a user, optionally linked to an artist.
 * The document is one JSON value (validated by the app); `version` counts saves for autosave conflicts;
 * `share_token` is the revocable read-only link (null = not shared).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('riders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('artist_id', 'integer', (c) => c.references('artists.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 80`))
    .addColumn('variant', 'text', (c) => c.notNull().defaultTo('').check(sql`length(variant) <= 80`))
    .addColumn('doc_locale', 'text', (c) =>
      c.notNull().defaultTo('en').check(sql`doc_locale in ('en','de','fr','es','it')`),
    )
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('share_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('riders_owner_idx').on('riders').columns(['owner_id', 'updated_at']).execute()
}

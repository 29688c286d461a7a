import { type Kysely, sql } from 'kysely'

/**
 * Profiles (one row per auth user, created on first write) and the metadata of the embedded Storage API
 * (buckets and objects; the bytes live under DATA_DIR/storage, named by object id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.check(sql`username ~ '^[a-z0-9][a-z0-9_.-]{2,29}$'`))
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo('').check(sql`length(display_name) <= 80`))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo('').check(sql`length(website) <= 300`))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo('').check(sql`length(bio) <= 1000`))
    .addColumn('avatar_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index profiles_username_key on profiles (lower(username))`.execute(db)

  await db.schema
    .createTable('storage_buckets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner', 'text')
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('file_size_limit', 'integer')
    .addColumn('allowed_mime_types', sql`text[]`)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('storage_objects')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('bucket_id', 'text', (c) => c.notNull().references('storage_buckets.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'uuid', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mimetype', 'text', (c) => c.notNull())
    .addColumn('cache_control', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('user_metadata', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_accessed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('storage_objects_bucket_name_key', ['bucket_id', 'name'])
    .execute()
}

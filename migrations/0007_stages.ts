import { type Kysely, sql } from 'kysely'

/** Stage whisperer: one row per stage; its whole live state in jsonb, bumped `version` on every change. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('stages_owner_idx').on('stages').columns(['owner_id', 'created_at']).execute()
}

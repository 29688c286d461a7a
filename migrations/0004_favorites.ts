import { type Kysely, sql } from 'kysely'

/**
 * Favourite lists (private to their user) and favourites (an artist, venue or service in a list).
 * - An item is at most once per list: unique (list_id, entity_type, entity_id).
 * - A favourite belongs to the same user as its list: composite foreign key (list_id, user_id).
 * - A list that still holds favourites cannot be deleted: the foreign key restricts it.
 * - Deleting a directory entity removes it from every list (triggers), so no favourite points at nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favorite_lists')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(btrim(name)) between 1 and 100`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('favorite_lists_id_user_uq', ['id', 'user_id'])
    .execute()
  await db.schema.createIndex('favorite_lists_user_idx').on('favorite_lists').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('favorites')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('list_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('artist', 'venue', 'service')`))
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('favorites_list_fk', ['list_id', 'user_id'], 'favorite_lists', ['id', 'user_id'], (fk) =>
      fk.onDelete('restrict'),
    )
    .addUniqueConstraint('favorites_list_item_uq', ['list_id', 'entity_type', 'entity_id'])
    .execute()
  await db.schema
    .createIndex('favorites_user_item_idx')
    .on('favorites')
    .columns(['user_id', 'entity_type', 'entity_id'])
    .execute()
  await db.schema.createIndex('favorites_item_idx').on('favorites').columns(['entity_type', 'entity_id']).execute()

  await sql`
    create or replace function public.favorites_forget_entity() returns trigger
    language plpgsql as $$
    begin
      delete from public.favorites where entity_type = tg_argv[0] and entity_id = old.id;
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
      create trigger ${sql.raw(`${table}_forget_favorites`)} after delete on ${sql.table(table)}
      for each row execute function public.favorites_forget_entity(${sql.lit(type)})
    `.execute(db)
  }
}

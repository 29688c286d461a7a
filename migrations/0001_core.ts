import { type Kysely, sql } from 'kysely'

/** Extensions later features need, on PostgreSQL 15+ and on PGlite, and the core role table. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create extension if not exists unaccent`.execute(db)
  // unaccent() is STABLE; generated columns and index expressions need an IMMUTABLE wrapper that names the dictionary.
  await sql`
    create or replace function public.immutable_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$
  `.execute(db)

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute()
}

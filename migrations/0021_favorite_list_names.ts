import { type Kysely, sql } from 'kysely'

/**
 * A user's list names are unique, ignoring case and surrounding blanks (two lists called "Summer" cannot be told
 * apart in a "Move to…" menu). Existing duplicates get " (2)", " (3)"… before the index is built.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update favorite_lists l set name = left(l.name, 92) || ' (' || d.n || ')'
    from (
      select id, row_number() over (partition by user_id, lower(btrim(name)) order by id) as n
      from favorite_lists
    ) d
    where d.id = l.id and d.n > 1
  `.execute(db)
  await sql`create unique index favorite_lists_user_name_uq on favorite_lists (user_id, lower(btrim(name)))`.execute(db)
}

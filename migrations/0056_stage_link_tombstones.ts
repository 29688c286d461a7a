import { type Kysely, sql } from 'kysely'

/**
 * A revoked stage link stays as a tombstone (`revoked_at` set) instead of being deleted, so its token answers "this
 * link was revoked" for good, not "unknown link" (a display reconnecting a moment after the revoke was told the
 * latter). A tombstone is never changed again: no update can bring a revoked token back (nor rename, move or touch
 * it); deleting the stage still deletes its links. Only live links count towards a stage's 20.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table stage_links add column revoked_at timestamptz`.execute(db)
  await sql`
    create function stage_links_keep_tombstone() returns trigger language plpgsql as $$
    begin
      raise exception 'stage link % was revoked; a revoked link never changes', old.id;
    end
    $$
  `.execute(db)
  await sql`
    create trigger stage_links_keep_tombstone before update on stage_links
    for each row when (old.revoked_at is not null) execute function stage_links_keep_tombstone()
  `.execute(db)
}

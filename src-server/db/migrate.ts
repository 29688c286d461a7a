import { promises as fs } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Kysely, sql } from 'kysely'
import { FileMigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration'

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations')

// Any constant shared by every copy of the server; two copies starting at once queue on it.
const MIGRATION_LOCK_KEY = 727_364_001

/**
 * Applies pending migrations. Safe when several server copies start together: an advisory lock held on one
 * connection serialises them, so the second finds nothing left to do.
 */
export async function migrateToLatest(db: Kysely<any>, migrationFolder = MIGRATIONS_DIR): Promise<MigrationResultSet> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn)
    try {
      const migrator = new Migrator({
        db: conn,
        provider: new FileMigrationProvider({ fs, path, migrationFolder }),
      })
      const result = await migrator.migrateToLatest()
      if (result.error) throw result.error
      return result
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn)
    }
  })
}

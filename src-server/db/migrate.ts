import { promises as fs } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Kysely, sql } from 'kysely'
import {
  FileMigrationProvider,
  type Migration,
  type MigrationProvider,
  type MigrationResult,
  type MigrationResultSet,
  Migrator,
} from 'kysely/migration'

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations')

// Any constant shared by every copy of the server; two copies starting at once queue on it.
const MIGRATION_LOCK_KEY = 727_364_001

/** How long one statement of a migration may wait for a table lock before the start gives up (and can be retried). */
export const MIGRATION_LOCK_TIMEOUT = '5s'

/**
 * A migration file's exports. `transaction = false` runs it outside a transaction: what Postgres cannot do inside
 * one (`create index concurrently`, see buildIndexConcurrently). Such a migration must be safe to run again after
 * it failed halfway, since nothing of it is rolled back.
 */
export interface MigrationModule extends Migration {
  transaction?: boolean
}

/** The part of the app's logger (pino) a run writes to. */
export interface MigrationLog {
  info(fields: object, message: string): void
}

export interface MigrateOptions {
  /** Each migration's name and duration, and the start of a run, go here (the app's logger). */
  log?: MigrationLog
  /** Another set of migrations than the migrations folder (tests). */
  provider?: MigrationProvider
  /** Postgres interval text; default MIGRATION_LOCK_TIMEOUT. */
  lockTimeout?: string
}

/** A migration that could not run: its name, and a message that says what to do. */
export class MigrationError extends Error {
  readonly migration: string
  constructor(migration: string, message: string, cause: unknown) {
    super(message, { cause })
    this.migration = migration
  }
}

export function migrationProvider(folder = MIGRATIONS_DIR): MigrationProvider {
  return new FileMigrationProvider({ fs, path, migrationFolder: folder })
}

/**
 * Applies pending migrations, each in its own transaction (or none, when it says so) together with its row in
 * `kysely_migration`, so a failure keeps what already ran and the next start goes on from there.
 *
 * - Several server copies may start together: an advisory lock held on one connection serialises them, so the
 *   second finds nothing left to do.
 * - Every statement waits at most `lockTimeout` for a lock: a migration that would queue behind a long query (and
 *   stall every request queued behind it) fails instead, with a line saying to start again.
 * - Pending migrations run in name order even when an earlier-named one arrived after a later one was applied (a
 *   database upgraded in such a window would otherwise refuse to start); src-server/db/migrations.test.ts keeps
 *   new ones from sorting before landed ones.
 */
export async function migrateToLatest(db: Kysely<any>, options: MigrateOptions = {}): Promise<MigrationResultSet> {
  const lockTimeout = options.lockTimeout ?? MIGRATION_LOCK_TIMEOUT
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn)
    try {
      await sql`select set_config('lock_timeout', ${lockTimeout}, false)`.execute(conn)
      const migrator = new Migrator({
        db: conn,
        provider: options.provider ?? migrationProvider(),
        allowUnorderedMigrations: true,
      })
      const pending = (await migrator.getMigrations()).filter((m) => !m.executedAt)
      if (pending.length) options.log?.info({ pending: pending.length }, `migrating: ${pending.length} pending`)
      const results: MigrationResult[] = []
      for (const { name, migration } of pending) {
        const started = performance.now()
        const outOfTransaction = (migration as MigrationModule).transaction === false
        const step = await migrator.migrateUp({ disableTransactions: outOfTransaction })
        if (step.error) throw migrationError(name, step.error, lockTimeout)
        const result = step.results?.[0]
        if (!result) continue
        if (result.migrationName !== name)
          throw new Error(`migration order: expected ${name}, ran ${result.migrationName}`)
        results.push(result)
        const ms = Math.round(performance.now() - started)
        options.log?.info({ migration: name, ms }, `migration ${name} applied (${ms} ms)`)
      }
      return { results }
    } finally {
      await sql`reset lock_timeout`.execute(conn)
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn)
    }
  })
}

function migrationError(name: string, error: unknown, lockTimeout: string): MigrationError {
  const code = (error as { code?: string } | null)?.code
  if (code === '55P03') {
    return new MigrationError(
      name,
      `Migration ${name} waited over ${lockTimeout} for a table lock (a long query or transaction holds it) and was rolled back; start again once that is done.`,
      error,
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  return new MigrationError(name, `Migration ${name} failed: ${message}`, error)
}

/**
 * Builds an index without blocking writes to its table, for a migration with `transaction = false`: a big table's
 * plain `create index` holds off every insert, update and delete until it is done. A build cut off halfway leaves
 * an invalid index behind; it is dropped and built again on the next run.
 */
export async function buildIndexConcurrently(db: Kysely<any>, name: string, definition: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`index name ${name}: lower-case letters, digits, _`)
  const invalid = await sql<{ n: number }>`
    select count(*)::int as n from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${name} and not i.indisvalid`.execute(db)
  if (invalid.rows[0]!.n > 0) await sql.raw(`drop index concurrently if exists ${name}`).execute(db)
  await sql.raw(`create index concurrently if not exists ${name} ${definition}`).execute(db)
}

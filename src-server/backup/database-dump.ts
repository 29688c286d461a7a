import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import type { DbHandle } from '../db/database.ts'

/**
 * A consistent snapshot of the database, and putting one back. PGlite: its own dump of the data directory, taken
 * between two statements (PGlite runs one at a time) after a checkpoint; Postgres: `pg_dump`, which reads one
 * transaction snapshot while the server goes on writing.
 */

/** Applied migrations, in order (kysely's bookkeeping table). */
export async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  return rows.map((r) => r.name)
}

export async function serverVersion(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ server_version: string }>`show server_version`.execute(db)
  return rows[0]!.server_version
}

/** Writes the snapshot to `file`. */
export async function dumpDatabase(dbh: DbHandle, databaseUrl: string | undefined, file: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  if (dbh.pglite) {
    // A checkpoint first: the restored copy then starts without replaying much WAL.
    await dbh.pglite.exec('checkpoint')
    const tar = await dbh.pglite.dumpDataDir('none')
    await fs.promises.writeFile(file, Buffer.from(await tar.arrayBuffer()))
    return
  }
  if (!databaseUrl) throw new Error('Postgres backup needs DATABASE_URL')
  await run('pg_dump', ['--format=custom', '--compress=0', `--file=${file}`], databaseUrl)
}

/** Puts a PGlite snapshot into `pgliteDir` (which must not exist yet). */
export async function loadPgliteDump(dump: string, pgliteDir: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(pgliteDir), { recursive: true })
  const tar = new Blob([new Uint8Array(await fs.promises.readFile(dump))])
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const pglite = await PGlite.create({ dataDir: pgliteDir, loadDataDir: tar })
    await pglite.close()
  } catch (error) {
    throw new Error(
      `PGlite could not open the backed-up database (${(error as Error).message}); a backup of the embedded database ` +
        'restores with the PGlite version of the app that wrote it or a later one of the same Postgres major version',
    )
  }
}

/** Whether a Postgres database holds anything of its own (tables, views, sequences) outside the system schemas. */
export async function postgresIsEmpty(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%'
      and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`.execute(db)
  return rows[0]!.n === 0
}

/** Restores a `pg_dump --format=custom` file into an empty database, all or nothing. */
export async function restorePostgresDump(dump: string, databaseUrl: string): Promise<void> {
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump],
    databaseUrl,
  )
}

/**
 * Runs a Postgres client tool against `databaseUrl`. The password travels in PGPASSWORD, not on the command line
 * (where `ps` would show it).
 */
async function run(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }
  const child = spawn(tool, [`--dbname=${url.toString()}`, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (d: string) => {
    stderr = (stderr + d).slice(-4000)
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found: install the PostgreSQL client tools (of the server's major version or later)`,
            )
          : error,
      ),
    )
    child.once('close', resolve)
  })
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)
}

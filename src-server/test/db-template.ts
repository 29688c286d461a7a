import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from '../db/database.ts'
import { MIGRATIONS_DIR, migrateToLatest, migrationProvider } from '../db/migrate.ts'

/**
 * Migrated templates for tests: running every migration costs seconds per database (PGlite: initdb as well), so
 * each test run migrates once and every test app starts from a copy. A template is named by a hash of the
 * migrations folder, so a new or changed migration builds a new one by itself; tests of the migrations
 * themselves start from an empty database (harness createDatabase) instead.
 *
 * - Postgres: a database `sbtemplate_<hash>`, copied by `create database … template …`.
 * - PGlite: a dump of a migrated data directory (`dumpDataDir`), loaded into each in-memory PGlite.
 */

const TEMPLATE_PREFIX = 'sbtemplate_'
// Serialises template builds across processes (vitest workers, two checkouts on one Postgres).
const TEMPLATE_LOCK_KEY = 727_364_002
// Templates of other migration sets older than this are dropped: nobody still copies them.
const STALE_MS = 3 * 86_400_000

/** Every file of the migrations folder by name and content: what a template holds. */
export function migrationsHash(migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256')
  for (const file of fs.readdirSync(migrationsDir).sort()) {
    const full = path.join(migrationsDir, file)
    if (!fs.statSync(full).isFile()) continue
    hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function adminClient(baseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  return client
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
}

const postgresTemplates = new Map<string, Promise<string>>()

/** The name of the migrated template database on `baseUrl`'s server, built if absent (once per process). */
export function postgresTemplate(baseUrl: string): Promise<string> {
  let template = postgresTemplates.get(baseUrl)
  if (!template) {
    template = findOrBuildPostgresTemplate(baseUrl)
    // A failed build is not remembered: the next caller tries again.
    template.catch(() => postgresTemplates.delete(baseUrl))
    postgresTemplates.set(baseUrl, template)
  }
  return template
}

/**
 * Finds the template of these migrations or builds it. Safe when several workers ask at once: an advisory lock
 * lets one build (under a scratch name, renamed when complete) while the others wait and then find it.
 */
export async function findOrBuildPostgresTemplate(baseUrl: string, migrationsDir = MIGRATIONS_DIR): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash(migrationsDir)}`
  const admin = await adminClient(baseUrl)
  try {
    if (await databaseExists(admin, name)) return name
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY])
    try {
      if (await databaseExists(admin, name)) return name
      const scratch = `${name}_building`
      // A build that died half-way left its scratch database: start over.
      await admin.query(`drop database if exists ${scratch} with (force)`)
      await admin.query(`create database ${scratch}`)
      const handle = await openDatabase({ databaseUrl: withDatabase(baseUrl, scratch), poolSize: 1 })
      try {
        await migrateToLatest(handle.db, { provider: migrationProvider(migrationsDir) })
      } finally {
        await handle.close()
      }
      await admin.query(`alter database ${scratch} rename to ${name}`)
      await admin.query(`alter database ${name} is_template true`)
      await admin.query(`comment on database ${name} is 'stagebook test template, built ${new Date().toISOString()}'`)
      await dropStalePostgresTemplates(admin, name)
      return name
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY])
    }
  } finally {
    await admin.end()
  }
}

/** Templates of older migration sets, once they are a few days old (another checkout may still use a recent one). */
async function dropStalePostgresTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; comment: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as comment from pg_database
      where datname like $1 and datname <> $2`,
    [`${TEMPLATE_PREFIX}%`, keep],
  )
  for (const { datname, comment } of rows) {
    const built = Date.parse(/built (\S+)/.exec(comment ?? '')?.[1] ?? '')
    if (!(Date.now() - built > STALE_MS)) continue
    await admin.query(`alter database ${datname} is_template false`).catch(() => {})
    await admin.query(`drop database if exists ${datname}`).catch(() => {})
  }
}

/** A fresh database copied from the migrated template, dropped by `drop()`. */
export async function createMigratedDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await postgresTemplate(baseUrl)
  const name = `sbtest_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = await adminClient(baseUrl)
  try {
    await admin.query(`create database ${name} template ${template}`)
  } finally {
    await admin.end()
  }
  return {
    url: withDatabase(baseUrl, name),
    drop: async () => {
      const client = await adminClient(baseUrl)
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}

function pgliteVersion(): string {
  // Its package.json is not among its exports: walk up from the entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version
}

export const PGLITE_TEMPLATE_DIR = path.join(os.tmpdir(), 'stagebook-test-templates')

/** Where the PGlite template lives: named by the migrations and the PGlite version that wrote it. */
export function pgliteTemplateFile(migrationsDir = MIGRATIONS_DIR, dir = PGLITE_TEMPLATE_DIR): string {
  return path.join(dir, `pglite-${pgliteVersion()}-${migrationsHash(migrationsDir)}.tar`)
}

let pgliteTemplateDump: Promise<Blob> | undefined

/**
 * A migrated PGlite data directory as a tarball, for `PGlite.create({ loadDataDir })`: read from the template
 * file, or built and written there if absent. Builders racing each other each write a complete file under a
 * scratch name and rename it into place, so a reader never sees half a file.
 */
export function pgliteTemplate(): Promise<Blob> {
  pgliteTemplateDump ??= loadOrBuildPgliteTemplate(pgliteTemplateFile())
  pgliteTemplateDump.catch(() => {
    pgliteTemplateDump = undefined
  })
  return pgliteTemplateDump
}

export async function loadOrBuildPgliteTemplate(file: string, migrationsDir = MIGRATIONS_DIR): Promise<Blob> {
  if (fs.existsSync(file)) return new Blob([await fs.promises.readFile(file)])
  const handle = await openDatabase({})
  let dump: Blob
  try {
    await migrateToLatest(handle.db, { provider: migrationProvider(migrationsDir) })
    dump = await handle.pglite!.dumpDataDir('none')
  } finally {
    await handle.close()
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const scratch = `${file}.${process.pid}.${randomUUID()}`
  await fs.promises.writeFile(scratch, new Uint8Array(await dump.arrayBuffer()))
  fs.renameSync(scratch, file)
  dropStalePgliteTemplates(file)
  return dump
}

function dropStalePgliteTemplates(keep: string): void {
  const dir = path.dirname(keep)
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name)
    if (full === keep) continue
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > STALE_MS) fs.rmSync(full, { force: true })
    } catch {
      // another process removed it first
    }
  }
}

/**
 * A fresh DATA_DIR whose embedded database (`pglite/`) is a copy of the migrated template, for tests that start
 * the server as a process on PGlite: it opens the directory as it is instead of running initdb and every migration.
 */
export async function migratedDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-data-'))
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: await pgliteTemplate() })
  await pglite.close()
  return dataDir
}

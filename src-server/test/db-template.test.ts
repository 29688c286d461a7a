import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import {
  findOrBuildPostgresTemplate,
  loadOrBuildPgliteTemplate,
  migrationsHash,
  pgliteTemplateFile,
} from './db-template.ts'
import { usingPostgres } from './harness.ts'

/** The migrated templates test apps copy: keyed by the migrations, built once even when workers race. */

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-template-test-'))
const migrations = path.join(scratch, 'migrations')
fs.mkdirSync(migrations)

const addMigration = (name: string, table: string) =>
  fs.writeFileSync(
    path.join(migrations, `${name}.ts`),
    `export async function up(db) { await db.schema.createTable('${table}').addColumn('id', 'integer').execute() }\n`,
  )
addMigration('0001_first', 'first_table')

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

describe('migrations hash', () => {
  it('changes with a changed or an added migration, not otherwise', () => {
    const before = migrationsHash(migrations)
    expect(migrationsHash(migrations)).toBe(before)
    const file = path.join(migrations, '0001_first.ts')
    const text = fs.readFileSync(file, 'utf8')
    fs.writeFileSync(file, `${text}// edited\n`)
    const edited = migrationsHash(migrations)
    expect(edited).not.toBe(before)
    fs.writeFileSync(file, text)
    expect(migrationsHash(migrations)).toBe(before)
    addMigration('0002_extra', 'extra_table')
    expect(migrationsHash(migrations)).not.toBe(before)
    fs.rmSync(path.join(migrations, '0002_extra.ts'))
  })
})

describe.runIf(usingPostgres)('Postgres template', () => {
  const baseUrl = process.env.DATABASE_URL!
  const made: string[] = []
  const admin = new pg.Client({ connectionString: baseUrl })
  const tablesOf = async (database: string) => {
    const url = new URL(baseUrl)
    url.pathname = `/${database}`
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    try {
      const { rows } = await client.query<{ tablename: string }>(
        `select tablename from pg_tables where schemaname = 'public' and tablename like '%_table' order by 1`,
      )
      return rows.map((r) => r.tablename)
    } finally {
      await client.end()
    }
  }

  afterAll(async () => {
    for (const name of made) {
      await admin.query(`alter database ${name} is_template false`).catch(() => {})
      await admin.query(`drop database if exists ${name} with (force)`)
    }
    await admin.end()
  })

  it('is built once when several workers ask at once, then copied; a new migration makes a new one', async () => {
    await admin.connect()
    const names = await Promise.all([1, 2, 3].map(() => findOrBuildPostgresTemplate(baseUrl, migrations)))
    made.push(names[0]!)
    expect(new Set(names).size).toBe(1)
    expect(names[0]).toBe(`sbtemplate_${migrationsHash(migrations)}`)
    const { rows } = await admin.query<{ datname: string; datistemplate: boolean }>(
      `select datname, datistemplate from pg_database where datname like $1`,
      [`${names[0]}%`],
    )
    // No half-built scratch database is left beside it.
    expect(rows).toEqual([{ datname: names[0], datistemplate: true }])

    const copy = `sbtest_template_copy_${process.pid}`
    made.push(copy)
    await admin.query(`create database ${copy} template ${names[0]}`)
    expect(await tablesOf(copy)).toEqual(['first_table'])

    addMigration('0002_second', 'second_table')
    const next = await findOrBuildPostgresTemplate(baseUrl, migrations)
    made.push(next)
    expect(next).not.toBe(names[0])
    expect(await tablesOf(next)).toEqual(['first_table', 'second_table'])
    fs.rmSync(path.join(migrations, '0002_second.ts'))
  })
})

describe.runIf(!usingPostgres)('PGlite template', () => {
  it('is written whole when builders race, and loads as a migrated database', async () => {
    const dir = path.join(scratch, 'templates')
    const file = pgliteTemplateFile(migrations, dir)
    expect(path.basename(file)).toContain(migrationsHash(migrations))
    const dumps = await Promise.all([1, 2].map(() => loadOrBuildPgliteTemplate(file, migrations)))
    // Only the finished file: each builder's scratch copy was renamed into place.
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)])
    expect(fs.statSync(file).size).toBe(dumps[0]!.size)
    const again = await loadOrBuildPgliteTemplate(file, migrations)
    const pglite = await PGlite.create({ loadDataDir: again })
    try {
      const { rows } = await pglite.query<{ name: string }>('select name from kysely_migration')
      expect(rows).toEqual([{ name: '0001_first' }])
      await pglite.query('insert into first_table (id) values (1)')
    } finally {
      await pglite.close()
    }
  })
})

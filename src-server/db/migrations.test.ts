import { type Kysely, sql } from 'kysely'
import type { Migration, MigrationProvider } from 'kysely/migration'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase, usingPostgres } from '../test/harness.ts'
import { type DbHandle, openDatabase } from './database.ts'
import { landedProblems, migrationFiles, migrationHash, readLanded } from './landed.ts'
import { buildIndexConcurrently, MigrationError, type MigrationModule, migrateToLatest } from './migrate.ts'

describe('the landed list', () => {
  it('holds every migration file, unedited, and nothing sorts before a landed one', () => {
    expect(landedProblems(migrationFiles(), readLanded())).toEqual([])
  })

  it('holds every migration of the last release (0001…0039), whatever lands later', () => {
    const names = readLanded().map((m) => m.name)
    expect(names.slice(0, 24)).toEqual([...names.slice(0, 24)].sort())
    expect(names).toContain('0039_city_cover_index')
    expect(names.filter((n) => n <= '0039_city_cover_index')).toHaveLength(24)
  })

  const landed = [
    { name: '0001_a', sha256: migrationHash('a') },
    { name: '0003_c', sha256: migrationHash('c') },
  ]
  const files = (extra: Record<string, string>) => new Map(Object.entries({ '0001_a': 'a', '0003_c': 'c', ...extra }))

  it('says to add a new migration that sorts last to the list', () => {
    expect(landedProblems(files({ '0004_d': 'd' }), landed)).toEqual([
      `0004_d: add 0004_d to landed list (src-server/db/landed-migrations.json: {"name": "0004_d", "sha256": "${migrationHash('d')}"})`,
    ])
  })

  it('says to rename a new migration that sorts before a landed one', () => {
    expect(landedProblems(files({ '0002_b': 'b' }), landed)).toEqual([
      '0002_b: rename to sort after 0003_c (0003_c has landed; databases that ran it would run 0002_b out of order)',
    ])
  })

  it('says never to edit a landed migration', () => {
    const [problem] = landedProblems(files({ '0003_c': 'c, edited' }), landed)
    expect(problem).toContain('0003_c: never edit a landed migration; write a new one')
  })

  it('reads CRLF line endings as the same file', () => {
    expect(
      landedProblems(new Map([['0001_a', 'x\r\ny']]), [{ name: '0001_a', sha256: migrationHash('x\ny') }]),
    ).toEqual([])
  })

  it('says a landed migration is missing, and keeps the list in order', () => {
    expect(landedProblems(new Map([['0003_c', 'c']]), landed)).toEqual([
      '0001_a: a landed migration is missing; never delete or rename a landed migration',
    ])
    expect(landedProblems(files({}), [...landed].reverse())[0]).toContain('in name order')
  })
})

/** Migrations defined in the test, in place of the migrations folder. */
function provider(migrations: Record<string, MigrationModule>): MigrationProvider {
  return { getMigrations: async () => migrations as Record<string, Migration> }
}

const createTable = (table: string) => ({
  up: async (db: Kysely<any>) => {
    await sql`create table ${sql.table(table)} (id integer primary key, v text)`.execute(db)
  },
})

describe('running migrations', () => {
  let handle: DbHandle | null = null
  let drop = async () => {}
  let url: string | undefined
  afterEach(async () => {
    await handle?.close()
    handle = null
    await drop()
  })
  async function open(): Promise<Kysely<any>> {
    const database = usingPostgres ? await createDatabase(process.env.DATABASE_URL!) : null
    drop = database?.drop ?? (async () => {})
    url = database?.url
    handle = await openDatabase({ databaseUrl: url, poolSize: 1 })
    return handle.db
  }
  const applied = async (db: Kysely<any>) =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name)

  it('logs each migration with its duration and keeps what ran before a failure', async () => {
    const db = await open()
    const lines: { fields: any; message: string }[] = []
    const log = { info: (fields: object, message: string) => lines.push({ fields, message }) }
    const broken = {
      up: async (trx: Kysely<any>) => {
        await sql`insert into one (id, v) values (1, 'kept')`.execute(trx)
        await sql`select * from no_such_table`.execute(trx)
      },
    }
    const first = migrateToLatest(db, {
      log,
      provider: provider({ '0001_one': createTable('one'), '0002_two': broken }),
    })
    await expect(first).rejects.toThrow(/^Migration 0002_two failed: .*no_such_table/)
    await expect(first).rejects.toBeInstanceOf(MigrationError)
    // 0001 stays applied; 0002 rolled back as a whole (its insert too).
    expect(await applied(db)).toEqual(['0001_one'])
    expect((await sql`select * from one`.execute(db)).rows).toEqual([])
    expect(lines.map((l) => l.fields.migration).filter(Boolean)).toEqual(['0001_one'])
    expect(lines.find((l) => l.fields.migration === '0001_one')!.fields.ms).toBeGreaterThanOrEqual(0)
    expect(lines.find((l) => l.fields.migration === '0001_one')!.message).toMatch(
      /^migration 0001_one applied \(\d+ ms\)$/,
    )

    lines.length = 0
    const fixed = {
      up: async (trx: Kysely<any>) => void (await sql`insert into one (id, v) values (1, 'kept')`.execute(trx)),
    }
    const again = await migrateToLatest(db, {
      log,
      provider: provider({ '0001_one': createTable('one'), '0002_two': fixed }),
    })
    expect(again.results?.map((r) => r.migrationName)).toEqual(['0002_two'])
    expect(lines.map((l) => l.message)).toEqual([
      'migrating: 1 pending',
      expect.stringMatching(/^migration 0002_two applied/),
    ])
    // The connection goes back to the pool without the migration lock timeout.
    expect((await sql<{ lock_timeout: string }>`show lock_timeout`.execute(db)).rows[0]!.lock_timeout).toBe('0')
  })

  it('upgrades a database that ran a later-named migration before an earlier one arrived', async () => {
    const db = await open()
    await migrateToLatest(db, { provider: provider({ '0001_a': createTable('a'), '0003_c': createTable('c') }) })
    const all = { '0001_a': createTable('a'), '0002_b': createTable('b'), '0003_c': createTable('c') }
    // Kysely's default refuses this database for good ("corrupted migrations"); ours runs the newcomer.
    const result = await migrateToLatest(db, { provider: provider(all) })
    expect(result.results?.map((r) => r.migrationName)).toEqual(['0002_b'])
    expect(await applied(db)).toEqual(['0001_a', '0002_b', '0003_c'])
    expect((await migrateToLatest(db, { provider: provider(all) })).results).toEqual([])
  })

  it('builds an index concurrently outside a transaction, and rebuilds one a cut-off build left invalid', async () => {
    const db = await open()
    const index = {
      transaction: false,
      up: async (conn: Kysely<any>) => buildIndexConcurrently(conn, 'big_v_idx', 'on big (v)'),
    }
    const fill = {
      up: async (trx: Kysely<any>) => {
        await sql`create table big (id integer primary key, v text)`.execute(trx)
        await sql`insert into big select i, md5(i::text) from generate_series(1, 5000) i`.execute(trx)
      },
    }
    // Inside a transaction Postgres refuses a concurrent build outright.
    await expect(
      db.transaction().execute((trx) => buildIndexConcurrently(trx, 'nope_idx', 'on kysely_migration (name)')),
    ).rejects.toThrow()
    await migrateToLatest(db, { provider: provider({ '0001_fill': fill, '0002_index': index }) })
    const valid = async () =>
      (
        await sql<{ valid: boolean }>`select i.indisvalid as valid from pg_index i
          join pg_class c on c.oid = i.indexrelid where c.relname = 'big_v_idx'`.execute(db)
      ).rows
    expect(await valid()).toEqual([{ valid: true }])
    // What a build cut off halfway leaves: the index, marked invalid. The next run drops and builds it again.
    await sql`update pg_index set indisvalid = false where indexrelid = 'big_v_idx'::regclass`.execute(db)
    await buildIndexConcurrently(db, 'big_v_idx', 'on big (v)')
    expect(await valid()).toEqual([{ valid: true }])
  })

  it.skipIf(!usingPostgres)(
    'gives up on a table lock after the lock timeout with a line saying to start again',
    async () => {
      const db = await open()
      await migrateToLatest(db, { provider: provider({ '0001_busy': createTable('busy') }) })
      // A long transaction reading the table: an `alter table` would queue behind it, and every query behind that.
      const reader = new pg.Client({ connectionString: url })
      await reader.connect()
      try {
        await reader.query('begin')
        await reader.query('select * from busy')
        const alter = {
          up: async (trx: Kysely<any>) => void (await sql`alter table busy add column w text`.execute(trx)),
        }
        const migrations = provider({ '0001_busy': createTable('busy'), '0002_alter': alter })
        const started = Date.now()
        await expect(migrateToLatest(db, { provider: migrations, lockTimeout: '300ms' })).rejects.toThrow(
          'Migration 0002_alter waited over 300ms for a table lock (a long query or transaction holds it) and was rolled back; start again once that is done.',
        )
        expect(Date.now() - started).toBeLessThan(10_000)
        await reader.query('commit')
        // Simply starting again works.
        const retry = await migrateToLatest(db, { provider: migrations, lockTimeout: '300ms' })
        expect(retry.results?.map((r) => r.migrationName)).toEqual(['0002_alter'])
      } finally {
        await reader.end()
      }
    },
  )
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { pgliteTemplate, pgliteTemplateFile } from '../test/db-template.ts'
import { usingPostgres } from '../test/harness.ts'
import { openDatabase } from './database.ts'
import { CLUSTER_FILE, CLUSTER_NOTE, pgliteVersion } from './pglite-cluster.ts'

/**
 * A first start on an empty DATA_DIR unpacks the build's fresh cluster instead of running initdb; a cluster of
 * another PGlite version, or one cut short, is not used. The migrated test template stands in for the build's
 * empty cluster, so a database that has migrations the moment it opens was loaded from it.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-cluster-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

async function clusterDir(name: string, note: { pglite: string; bytes?: number }): Promise<string> {
  await pgliteTemplate()
  const dir = path.join(root, name)
  fs.mkdirSync(dir)
  fs.copyFileSync(pgliteTemplateFile(), path.join(dir, CLUSTER_FILE))
  const bytes = note.bytes ?? fs.statSync(path.join(dir, CLUSTER_FILE)).size
  fs.writeFileSync(path.join(dir, CLUSTER_NOTE), JSON.stringify({ pglite: note.pglite, bytes }))
  return dir
}

async function migrationsIn(pgliteDir: string, pgliteClusterDir: string): Promise<number | null> {
  const dbh = await openDatabase({ pgliteDir, pgliteClusterDir, pgliteSmall: true })
  try {
    const { rows } = await sql<{ t: string | null }>`select to_regclass('public.kysely_migration')::text as t`.execute(
      dbh.db,
    )
    if (!rows[0]?.t) return null
    return Number((await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(dbh.db)).rows[0]!.n)
  } finally {
    await dbh.close()
  }
}

describe.skipIf(usingPostgres)('the build’s fresh PGlite cluster', () => {
  it('a new data directory starts from it; an existing one is left as it is', async () => {
    const dir = await clusterDir('same-version', { pglite: pgliteVersion() })
    const data = path.join(root, 'data-1', 'pglite')
    expect(await migrationsIn(data, dir)).toBeGreaterThan(0)
    // Unpacked beside the data directory and renamed into place: nothing is left beside it.
    expect(fs.readdirSync(path.dirname(data))).toEqual(['pglite'])
    await using_(data, async (db) => sql`create table kept (id int)`.execute(db))
    // Opened again: the directory holds a database, so the cluster is not loaded over it.
    const dbh = await openDatabase({ pgliteDir: data, pgliteClusterDir: dir })
    const { rows } = await sql<{ t: string | null }>`select to_regclass('public.kept')::text as t`.execute(dbh.db)
    await dbh.close()
    expect(rows[0]?.t).toBe('kept')
  }, 240_000)

  it('a cluster of another PGlite version, or cut short, is not used (initdb runs)', async () => {
    const other = await clusterDir('other-version', { pglite: '0.0.1' })
    expect(await migrationsIn(path.join(root, 'data-2', 'pglite'), other)).toBeNull()
    const short = await clusterDir('cut-short', { pglite: pgliteVersion(), bytes: 12 })
    expect(await migrationsIn(path.join(root, 'data-3', 'pglite'), short)).toBeNull()
  }, 240_000)
})

async function using_(pgliteDir: string, fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>) {
  const dbh = await openDatabase({ pgliteDir })
  try {
    await fn(dbh.db)
  } finally {
    await dbh.close()
  }
}

/**
 * Smoke mode for the benchmarks: `BENCH_SMOKE=1 node bench/x.ts` or `node bench/x.ts --smoke` runs the same
 * code paths and comparators at tiny sizes, in seconds, and prints the same lines (ratios included). Its figures
 * mean nothing; that it runs at all is the point: CI runs every benchmark this way (bench/smoke-all.ts), so one
 * that no longer runs fails CI. Targets are reported but not enforced in a smoke run.
 */
import { sql } from 'kysely'
import { openDatabase } from '../src-server/db/database.ts'
import { seedBulk, seedDemo } from '../src-server/directory/seed.ts'
import { createMigratedDatabase } from '../src-server/test/db-template.ts'

export const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke')

/** `full` in a real run, `smoke` in a smoke run. */
export function sized<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full
}

/** The command line without the `--smoke` flag (benchmarks read positional arguments). */
export const benchArgs = process.argv.slice(2).filter((a) => a !== '--smoke')

/** The Postgres server the search benchmarks use (their own databases live beside `postgres`). */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Rows of the smoke run's directory: every search path has something to find, seeding takes a second or two. */
export const SMOKE_ROWS = { artists: 1_000, venues: 2_000, services: 500 }

/**
 * A throw-away search database for a smoke run: a copy of the migrated test template with a small directory
 * (the demo rows and bulk rows of the full benchmark's seed), dropped by `drop()`. The full runs keep their
 * million-row database (BENCH_DB).
 */
export async function smokeSearchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = await createMigratedDatabase(BENCH_PG_URL)
  const dbh = await openDatabase({ databaseUrl: database.url, poolSize: 2 })
  try {
    await seedDemo(dbh.db, 50)
    await seedBulk(dbh.db, {
      artists: SMOKE_ROWS.artists - 50,
      venues: SMOKE_ROWS.venues - 50,
      services: SMOKE_ROWS.services - 50,
    })
    for (const table of ['artists', 'venues', 'services']) await sql`analyze ${sql.table(table)}`.execute(dbh.db)
  } catch (error) {
    await dbh.close()
    await database.drop()
    throw error
  }
  await dbh.close()
  return database
}

let searchDatabase: Promise<{ url: string; drop: () => Promise<void> }> | undefined

/**
 * The search benchmarks' database: BENCH_DB (default `stagebook_bench`, a million rows, seeded by
 * directory-search.ts) on a full run; on a smoke run a small throw-away one, shared by the benchmarks of one
 * process (search-typo-candidates.ts runs typo-listing-shapes.ts after it) until `finishSearchDatabase()`.
 */
export function searchDatabaseUrl(): Promise<string> {
  if (!SMOKE) {
    const url = new URL(BENCH_PG_URL)
    url.pathname = `/${process.env.BENCH_DB ?? 'stagebook_bench'}`
    return Promise.resolve(url.toString())
  }
  searchDatabase ??= smokeSearchDatabase()
  return searchDatabase.then((d) => d.url)
}

/** Drops a smoke run's search database (nothing on a full run, which keeps its database for the next). */
export async function finishSearchDatabase(): Promise<void> {
  const database = searchDatabase
  searchDatabase = undefined
  await (await database)?.drop()
}

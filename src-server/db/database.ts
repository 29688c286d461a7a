import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import type { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Logger } from '../log.ts'
import { unpackFreshCluster } from './pglite-cluster.ts'
import type { Database } from './schema.ts'

// int8 (count(*), bigserial) as numbers on both engines; ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v))

export type Engine = 'postgres' | 'pglite'

export interface DbHandle {
  db: Kysely<Database>
  engine: Engine
  /** Present on Postgres: LISTEN/NOTIFY needs a dedicated client from it. */
  pool?: pg.Pool
  /** Present on PGlite: its own listen/notify API. */
  pglite?: PGlite
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  databaseUrl?: string
  /** Directory for PGlite's files; omitted → in memory (tests). */
  pgliteDir?: string
  /** In memory: start from this dump of a data directory (tests: a migrated template) instead of initdb. */
  pgliteDump?: Blob
  /** On disk: where the build left a fresh cluster (pglite-cluster.ts) that a new `pgliteDir` starts from. */
  pgliteClusterDir?: string
  /** PGlite with the small buffer pool and work memory of SMALL_PGLITE_PARAMS (PGLITE_MEMORY=small). */
  pgliteSmall?: boolean
  poolSize?: number
  /** Where a lost Postgres connection is reported (it never ends the process). */
  log?: Pick<Logger, 'warn'>
}

/**
 * PGlite's Postgres settings for PGLITE_MEMORY=small: a 32 MB buffer pool instead of 128 MB (the rest of the data
 * stays in the OS page cache) and smaller sort and maintenance memory. About 100 MB less resident memory once the
 * pool has filled (docs/benchmarks.md, "Server memory").
 */
export const SMALL_PGLITE_PARAMS = [
  '-c',
  'shared_buffers=32MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=2MB',
]

/**
 * PGLITE_MEMORY=small also keeps V8 from optimising PGlite's WebAssembly early: V8 runs it with Liftoff, its
 * baseline compiler, and by default recompiles every function that ran a little with its optimising compiler,
 * which for Postgres's large functions takes ≈ 550 MB for some seconds after the first queries and ≈ 60 MB for
 * good. With a tiering budget 75 times V8's default only functions in long, heavy use are optimised, one at a
 * time; SQL then takes ≈ 1.6× the CPU time. Set before PGlite compiles its module (the server's entry point calls
 * it). The heavy use still comes (a long seed, a busy day), and one of Postgres's functions then takes ≈ 600 MB to
 * optimise: `npm start` and the image therefore run node with `--liftoff-only`, which only the command line can set
 * (docs/operating.md#memory); this budget is for a server started without it.
 */
export function delayWasmOptimisation(): void {
  v8.setFlagsFromString('--wasm-tiering-budget=1000000000')
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      // Also the wait for a free client: a burst of writes that serialise on one owner's lock queues behind ten
      // clients, and on a loaded machine that wait passed 5 s and answered 500. A refused connection still fails at once.
      connectionTimeoutMillis: 30_000,
    })
    // A connection losing its server (a restart, a failover, pg_terminate_backend) must never end the process:
    // an idle one reaches the pool's 'error', one that is checked out its own, and the pool replaces both.
    const lost = (err: Error) => options.log?.warn({ err: { message: err.message } }, 'database connection lost')
    pool.on('error', lost)
    pool.on('connect', (client) => client.on('error', lost))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, engine: 'postgres', pool, close: () => db.destroy() }
  }
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true })
  if (options.pgliteDir && options.pgliteClusterDir)
    await unpackFreshCluster(options.pgliteDir, options.pgliteClusterDir)
  // Loaded only for the embedded database: a server on Postgres never carries PGlite's JavaScript.
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ])
  const pglite = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteDump && !options.pgliteDir ? { loadDataDir: options.pgliteDump } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: { 20: (v: string) => Number(v) },
    ...(options.pgliteSmall ? { startParams: [...PGlite.defaultStartParams, ...SMALL_PGLITE_PARAMS] } : {}),
  })
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  return {
    db,
    engine: 'pglite',
    pglite,
    close: async () => {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
    },
  }
}

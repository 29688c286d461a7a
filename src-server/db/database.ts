import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Logger } from '../log.ts'
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
  poolSize?: number
  /** Where a lost Postgres connection is reported (it never ends the process). */
  log?: Pick<Logger, 'warn'>
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
  const pglite = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteDump && !options.pgliteDir ? { loadDataDir: options.pgliteDump } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: { 20: (v: string) => Number(v) },
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

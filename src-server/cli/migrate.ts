import path from 'node:path'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { createLogger } from '../log.ts'

const config = loadConfig()
const log = createLogger(config.LOG_LEVEL, config.LOG_FORMAT)
const dbh = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') })
try {
  const { results } = await migrateToLatest(dbh.db, { log })
  log.info({ applied: results?.length ?? 0 }, results?.length ? 'migrations done' : 'database is up to date')
} catch (error) {
  log.fatal({ err: error }, error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await dbh.close()
}

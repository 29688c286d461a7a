import path from 'node:path'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'

const config = loadConfig()
const dbh = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') })
try {
  const { results } = await migrateToLatest(dbh.db)
  for (const r of results ?? []) console.log(`${r.status}: ${r.migrationName}`)
  if (!results?.length) console.log('Database is up to date.')
} finally {
  await dbh.close()
}

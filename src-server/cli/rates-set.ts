/**
 * `npm run rates:set -- USD=1.08 GBP=0.84 …`: sets exchange rates (units per euro) in the directory's rate table;
 * listings in those currencies are re-priced by the table's trigger. Without arguments, prints the table.
 */
import path from 'node:path'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { listRates, ratesUpdateSchema, setRates } from '../directory/prices.ts'

const pairs = process.argv.slice(2).map((arg) => {
  const [currency, value] = arg.split('=')
  return [currency?.toUpperCase() ?? '', Number(value)] as const
})
const parsed = ratesUpdateSchema.safeParse({ rates: Object.fromEntries(pairs) })
if (pairs.length && !parsed.success) {
  console.error(`Usage: npm run rates:set -- USD=1.08 GBP=0.84 … (units per euro)\n${parsed.error.issues[0]?.message}`)
  process.exit(2)
}
const config = loadConfig()
const dbh = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') })
try {
  await migrateToLatest(dbh.db)
  const table = parsed.success && pairs.length ? await setRates(dbh.db, parsed.data.rates) : await listRates(dbh.db)
  for (const r of table.items) console.log(`${r.currency} ${r.per_eur} (${new Date(r.updated_at).toISOString()})`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await dbh.close()
}

/**
 * `npm run seed -- --count N [--force]`: fills the directory with N deterministic demo entries of each kind
 * (template-written rows up to 2000, set-based SQL above). Refuses to add to a non-empty directory unless --force.
 * Photos need the storage API, so the server adds them in the background at its next start with SEED_DEMO=true
 * (directory/seed-photos.ts); this command only writes rows.
 *
 * `npm run seed -- --remove`: takes the demo content off the site (demo-removal.ts), real users' data stays.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { removeDemoFromTerminal } from '../demo-removal.ts'
import { seedDirectory } from '../directory/seed.ts'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    force: { type: 'boolean', default: false },
    remove: { type: 'boolean', default: false },
  },
  allowPositionals: false,
})
const count = Number(values.count)
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('--count must be a whole number between 1 and 5000000')
  process.exit(2)
}
const config = loadConfig()
const dbh = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') })
try {
  await migrateToLatest(dbh.db)
  if (values.remove) {
    await removeDemoFromTerminal({ db: dbh.db, config, print: (line) => console.log(line) })
  } else {
    const { rows } = await sql<{ n: number }>`select (select count(*) from artists) + (select count(*) from venues)
      + (select count(*) from services) as n`.execute(dbh.db)
    const existing = Number(rows[0]?.n ?? 0)
    if (existing > 0 && !values.force) {
      console.error(`The directory already has ${existing} entries; pass --force to truncate and reseed.`)
      process.exit(1)
    }
    if (existing > 0) await sql`truncate artists, venues, services restart identity cascade`.execute(dbh.db)
    const started = performance.now()
    await seedDirectory(dbh.db, count)
    console.log(
      `Seeded ${count} artists, ${count} venues and ${count} services in ${Math.round(performance.now() - started)} ms.`,
    )
    console.log('Demo photos are added in the background by the next server start with SEED_DEMO=true.')
  }
} finally {
  await dbh.close()
}

/** `npm run user:role -- <email|uuid> admin [--revoke]`: grants (or revokes) a role kept in our own table. */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { grantRole, revokeRole } from '../auth/roles.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'

const { values, positionals } = parseArgs({
  options: { revoke: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const [who, role] = positionals
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
if (!who || role !== 'admin') {
  console.error('Usage: npm run user:role -- <email|uuid> admin [--revoke]')
  process.exit(2)
}
const config = loadConfig()
const dbh = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') })
try {
  await migrateToLatest(dbh.db)
  let userId: string | undefined
  if (UUID.test(who)) userId = who.toLowerCase()
  else {
    const { rows: has } = await sql<{ t: string | null }>`select to_regclass('public.auth_users')::text as t`.execute(
      dbh.db,
    )
    if (!has[0]?.t) {
      console.error('No local user table (hosted auth): pass the user id (uuid) instead of an email.')
      process.exit(1)
    }
    const { rows } = await sql<{ id: string }>`select id from auth_users where lower(email) = lower(${who})`.execute(
      dbh.db,
    )
    userId = rows[0]?.id
    if (!userId) {
      console.error(`No user with the email ${who}.`)
      process.exit(1)
    }
  }
  if (values.revoke) await revokeRole(dbh.db, userId, 'admin')
  else await grantRole(dbh.db, userId, 'admin')
  console.log(`${values.revoke ? 'Revoked' : 'Granted'} ${role} ${values.revoke ? 'from' : 'to'} ${who} (${userId}).`)
} finally {
  await dbh.close()
}

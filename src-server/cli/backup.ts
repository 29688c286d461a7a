/**
 * `npm run backup -- <file.tar.gz>`: one archive with everything the site needs to run elsewhere (the database,
 * the stored photos and avatars, the auth keys, a manifest; docs/operating.md, "Backups and moving"). A running
 * server writes it itself (it has the database open); without one, this command opens the database.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { megabytes, writeBackup } from '../backup/backup.ts'
import type { BackupManifest } from '../backup/manifest.ts'
import { askServerForBackup } from '../backup/server-link.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'

const { positionals } = parseArgs({ allowPositionals: true })
const [file] = positionals
if (!file || positionals.length > 1) {
  console.error('Usage: npm run backup -- <file.tar.gz>')
  process.exit(2)
}

try {
  const config = loadConfig()
  const print = (line: string) => console.log(line)
  let manifest: BackupManifest | null = await askServerForBackup(config.dataDir, file, print)
  if (manifest) console.log('(written by the running server)')
  else {
    const pgliteDir = path.join(config.dataDir, 'pglite')
    if (!config.DATABASE_URL && !fs.existsSync(pgliteDir)) {
      throw new Error(`DATA_DIR ${config.dataDir} holds no database (no pglite folder): nothing to back up`)
    }
    const dbh = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir, poolSize: 2 })
    try {
      manifest = await writeBackup({ config, dbh }, file, print)
    } finally {
      await dbh.close()
    }
  }
  console.log(
    `Backup done: ${manifest.engine} database with ${manifest.migrations.length} migrations, ` +
      `${manifest.storage.objects} stored objects (${megabytes(manifest.storage.bytes)})` +
      `${manifest.auth_keys ? ', auth keys' : ''}${manifest.supabase === 'hosted' ? ' (users and files are in hosted Supabase)' : ''}.`,
  )
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`)
  process.exit(1)
}

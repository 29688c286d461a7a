/**
 * `npm run backup -- <file.tar.gz>`: one archive with everything the site needs to run elsewhere (the database,
 * the stored photos and avatars, the auth keys, a manifest; docs/operating.md, "Backups and moving"). A running
 * server writes it itself (it has the database open); without one, this command opens the database.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { megabytes } from '../backup/backup.ts'
import type { BackupManifest } from '../backup/manifest.ts'
import { runFromTerminal } from '../data-dir/run-operation.ts'

const { positionals } = parseArgs({ allowPositionals: true })
const [file] = positionals
if (!file || positionals.length > 1) {
  console.error('Usage: npm run backup -- <file.tar.gz>')
  process.exit(2)
}

await runFromTerminal(
  'backup',
  { file: path.resolve(file) },
  ({ value, serverPid }) => {
    const manifest = value as BackupManifest
    if (serverPid !== null) console.log('(written by the running server)')
    console.log(
      `Backup done: ${manifest.engine} database with ${manifest.migrations.length} migrations, ` +
        `${manifest.storage.objects} stored objects (${megabytes(manifest.storage.bytes)})` +
        `${manifest.auth_keys ? ', auth keys' : ''}${manifest.supabase === 'hosted' ? ' (users and files are in hosted Supabase)' : ''}.`,
    )
  },
  'Backup failed: ',
)

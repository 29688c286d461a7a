/**
 * `npm run restore -- <file.tar.gz>`: puts a backup (`npm run backup`) into an empty DATA_DIR, and with
 * DATABASE_URL into an empty database. Refuses, changing nothing, when either holds data. Then start the server
 * as usual, under any PUBLIC_URL (docs/operating.md, "Backups and moving").
 */
import { parseArgs } from 'node:util'
import { RestoreRefused, restoreBackup } from '../backup/restore.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { DataDirInUse } from '../data-dir/lock.ts'

const { positionals } = parseArgs({ allowPositionals: true })
const [file] = positionals
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- <file.tar.gz>')
  process.exit(2)
}

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error))
  process.exit(1)
}
try {
  const manifest = await restoreBackup(config, file, (line) => console.log(line))
  console.log(
    `Restored into ${config.dataDir}${config.DATABASE_URL ? ' and the database of DATABASE_URL' : ''}: ` +
      `${manifest.migrations.length} migrations; start the server to carry on (it applies newer migrations).`,
  )
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Restore refused: ${error.message}`)
  } else if (error instanceof DataDirInUse) {
    // Nothing was written: the directory belongs to the process it names.
    console.error(`Restore refused: ${error.message}`)
  } else {
    console.error(`Restore failed: ${(error as Error).message}`)
    console.error(`DATA_DIR ${config.dataDir} may now hold part of the backup: empty it before trying again.`)
  }
  process.exit(1)
}

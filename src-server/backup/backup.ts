import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import type { Config } from '../config.ts'
import type { DbHandle } from '../db/database.ts'
import { createLogger, type Logger } from '../log.ts'
import { type S3Settings, s3Blobs } from '../storage/s3-blobs.ts'
import { appliedMigrations, dumpDatabase, serverVersion } from './database-dump.ts'
import { ARCHIVE, appVersion, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest } from './manifest.ts'
import { countFiles, downloadObjectFiles, linkObjectFiles } from './object-files.ts'

/**
 * One archive (.tar.gz) with everything a site needs to run elsewhere: the database snapshot (with the embedded
 * auth server's keys), the embedded storage's object files (from DATA_DIR or the S3 bucket), and a manifest; and DATA_DIR/auth/keys.json of an
 * install that has not started since its keys moved into the database. Written by whichever process has the
 * database open: the running server, or the backup command itself when no server runs.
 */
export interface BackupSource {
  config: Pick<Config, 'dataDir' | 'DATABASE_URL' | 'embeddedSupabase' | 'STORAGE_BACKEND'> & S3Settings
  dbh: DbHandle
  /** Where S3 warnings go (a failed read is an error of the backup anyway). */
  log?: Logger
}

export const objectFilesDir = (dataDir: string) => path.join(dataDir, 'storage', 'objects')
export const authKeysFile = (dataDir: string) => path.join(dataDir, 'auth', 'keys.json')

/** Writes the archive to `file` (complete or not at all: it is renamed into place at the end). */
export async function writeBackup(
  source: BackupSource,
  file: string,
  print: (line: string) => void = () => {},
): Promise<BackupManifest> {
  const { config, dbh } = source
  const target = path.resolve(file)
  // Beside DATA_DIR's objects, so they can be hard-linked; removed at the end whatever happens.
  const staging = path.join(config.dataDir, 'tmp', `backup-${randomBytes(6).toString('hex')}`)
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`
  try {
    const objects = path.join(staging, ARCHIVE.objects)
    // Objects before the snapshot (a photo deleted meanwhile keeps its bytes), then again after it (one uploaded
    // meanwhile is in the snapshot too): every object the snapshot names is in the archive. From a bucket, the
    // versions the database names before and after (one removed in between loses its bytes: its row was gone
    // before the snapshot, or it was removed after it).
    const bucket = config.embeddedSupabase && config.STORAGE_BACKEND === 's3'
    const blobs = bucket ? s3Blobs(config, { tmpDir: staging, log: source.log ?? createLogger('silent') }) : null
    const collect = () =>
      blobs ? downloadObjectFiles(dbh.db, blobs, objects) : linkObjectFiles(objectFilesDir(config.dataDir), objects)
    if (blobs) print(`storage: object bytes from the S3 bucket ${config.S3_BUCKET}…`)
    try {
      await collect()
    } catch (error) {
      blobs?.close()
      throw error
    }
    const databaseFile = path.join(staging, dbh.engine === 'pglite' ? ARCHIVE.pgliteDump : ARCHIVE.postgresDump)
    print(`database: ${dbh.engine} snapshot…`)
    const [migrations, engineVersion] = await Promise.all([appliedMigrations(dbh.db), serverVersion(dbh.db)])
    try {
      await dumpDatabase(dbh, config.DATABASE_URL, databaseFile)
      await collect()
    } finally {
      blobs?.close()
    }
    const keys = fs.existsSync(authKeysFile(config.dataDir))
    if (keys) {
      await fs.promises.mkdir(path.dirname(path.join(staging, ARCHIVE.authKeys)), { recursive: true })
      await fs.promises.copyFile(authKeysFile(config.dataDir), path.join(staging, ARCHIVE.authKeys))
    }
    const storage = await countFiles(objects)
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      app_version: appVersion(),
      created_at: new Date().toISOString(),
      engine: dbh.engine,
      engine_version: engineVersion,
      migrations,
      supabase: config.embeddedSupabase ? 'embedded' : 'hosted',
      storage,
      auth_keys: keys,
    }
    await fs.promises.writeFile(path.join(staging, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`)
    print(`archive: ${storage.objects} stored objects (${megabytes(storage.bytes)})…`)
    const entries = [ARCHIVE.manifest, 'database', 'storage', ...(keys ? ['auth'] : [])]
    // The keys sign every session: the archive is as secret as DATA_DIR itself.
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 }, entries)
    await fs.promises.chmod(partial, 0o600)
    await fs.promises.rename(partial, target)
    print(`written: ${target} (${megabytes((await fs.promises.stat(target)).size)})`)
    return manifest
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
    await fs.promises.rm(partial, { force: true })
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import type { Config } from '../config.ts'
import { acquireDataDir, RESTORE_ROLE, SOCKET_NAME, SOCKET_NOTE_NAME } from '../data-dir/lock.ts'
import { openDatabase } from '../db/database.ts'
import { createLogger } from '../log.ts'
import { copyObjectsToStore } from '../storage/copy-to-s3.ts'
import { type S3Settings, s3Blobs } from '../storage/s3-blobs.ts'
import { authKeysFile, megabytes, objectFilesDir } from './backup.ts'
import { appliedMigrations, loadPgliteDump, postgresIsEmpty, restorePostgresDump } from './database-dump.ts'
import { ARCHIVE, BACKUP_FORMAT_VERSION, type BackupManifest, manifestSchema } from './manifest.ts'
import { countFiles, moveFiles } from './object-files.ts'

/**
 * Puts a backup archive (backup.ts) back: into an empty DATA_DIR, and for Postgres into an empty database; the
 * stored objects into DATA_DIR, or with STORAGE_BACKEND=s3 into the bucket. It
 * never overwrites anything: a target that holds data is refused before a byte is written. The site may then
 * start under any PUBLIC_URL (rows keep no origin), and sessions signed before the backup stay valid (the auth keys
 * come back with it). It holds DATA_DIR (data-dir/lock.ts) from before the first look until the restored database
 * is closed: a server or command started meanwhile is refused, and a restore is refused where one holds it.
 */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

type RestoreConfig = Pick<Config, 'dataDir' | 'DATABASE_URL'> &
  Partial<Pick<Config, 'embeddedSupabase' | 'STORAGE_BACKEND'> & S3Settings>

export async function restoreBackup(
  config: RestoreConfig,
  file: string,
  print: (line: string) => void = () => {},
): Promise<BackupManifest> {
  const archive = path.resolve(file)
  if (!fs.existsSync(archive)) throw new RestoreRefused(`${archive} does not exist`)
  const lock = await acquireDataDir(config.dataDir, { role: RESTORE_ROLE, exclusive: true })
  try {
    return await restoreHoldingDataDir(config, archive, print)
  } finally {
    await lock?.release()
  }
}

async function restoreHoldingDataDir(
  config: RestoreConfig,
  archive: string,
  print: (line: string) => void,
): Promise<BackupManifest> {
  await assertEmptyTarget(config)

  const staging = path.join(config.dataDir, 'tmp', `restore-${randomBytes(6).toString('hex')}`)
  await fs.promises.mkdir(staging, { recursive: true })
  try {
    await extract(archive, staging)
    const manifest = await readManifest(staging)
    const engine = config.DATABASE_URL ? 'postgres' : 'pglite'
    if (manifest.engine !== engine) {
      throw new RestoreRefused(
        manifest.engine === 'pglite'
          ? 'This backup is of the embedded database (PGlite): restore it with DATABASE_URL unset'
          : 'This backup is of a Postgres database: set DATABASE_URL to an empty database to restore it into',
      )
    }
    print(
      `backup of ${manifest.created_at}: ${manifest.engine} ${manifest.engine_version}, app ${manifest.app_version}`,
    )

    if (manifest.engine === 'pglite') {
      await loadPgliteDump(path.join(staging, ARCHIVE.pgliteDump), path.join(config.dataDir, 'pglite'))
    } else {
      await restorePostgresDump(path.join(staging, ARCHIVE.postgresDump), config.DATABASE_URL!)
    }
    print('database: restored')
    const toBucket = config.embeddedSupabase && config.STORAGE_BACKEND === 's3'
    const stored = toBucket
      ? await uploadToBucket(config as RestoreConfig & S3Settings, path.join(staging, ARCHIVE.objects))
      : null
    if (!toBucket) await moveFiles(path.join(staging, ARCHIVE.objects), objectFilesDir(config.dataDir))
    const keys = path.join(staging, ARCHIVE.authKeys)
    if (fs.existsSync(keys)) {
      await fs.promises.mkdir(path.dirname(authKeysFile(config.dataDir)), { recursive: true })
      await fs.promises.rename(keys, authKeysFile(config.dataDir))
      await fs.promises.chmod(authKeysFile(config.dataDir), 0o600)
    }
    const files = stored ?? (await countFiles(objectFilesDir(config.dataDir)))
    print(
      `storage: ${files.objects} objects (${megabytes(files.bytes)})${stored ? ` in the S3 bucket ${config.S3_BUCKET}` : ''}${fs.existsSync(authKeysFile(config.dataDir)) ? ', auth keys' : ''}`,
    )
    await verify(config, manifest)
    return manifest
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
    // The tmp folder was made by the restore; an empty one is not left behind.
    await fs.promises.rmdir(path.dirname(staging)).catch(() => {})
  }
}

/** The archive's object files into the site's S3 bucket (versions are UUIDs: nothing there is overwritten). */
async function uploadToBucket(config: S3Settings, dir: string): Promise<{ objects: number; bytes: number }> {
  const blobs = s3Blobs(config, { tmpDir: dir, log: createLogger('silent') })
  try {
    await blobs.check()
    const report = await copyObjectsToStore(dir, blobs)
    return { objects: report.copied + report.skipped, bytes: report.copiedBytes }
  } finally {
    blobs.close()
  }
}

/** DATA_DIR missing or empty; for Postgres, a database without tables. */
async function assertEmptyTarget(config: RestoreConfig): Promise<void> {
  // The restore's own socket and its note are not data.
  const entries = (await fs.promises.readdir(config.dataDir)).filter(
    (name) => name !== SOCKET_NAME && name !== SOCKET_NOTE_NAME,
  )
  if (entries.length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${config.dataDir} is not empty (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''}): ` +
        'restore into an empty or new directory',
    )
  }
  if (!config.DATABASE_URL) return
  const dbh = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 1 })
  try {
    if (!(await postgresIsEmpty(dbh.db))) {
      throw new RestoreRefused(
        'The database DATABASE_URL names is not empty: restore into a new database (createdb) so nothing is overwritten',
      )
    }
  } finally {
    await dbh.close()
  }
}

/** Files and folders only (no links, devices), and nothing outside `dir` (tar refuses `..` and absolute paths). */
async function extract(archive: string, dir: string): Promise<void> {
  try {
    await tar.extract({
      file: archive,
      cwd: dir,
      strict: true,
      filter: (_path, entry) => {
        const type = 'type' in entry ? entry.type : null
        return type === 'File' || type === 'OldFile' || type === 'Directory'
      },
    })
  } catch (error) {
    throw new RestoreRefused(`${archive} is not a readable backup archive (${(error as Error).message})`)
  }
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let raw: unknown
  try {
    raw = JSON.parse(await fs.promises.readFile(path.join(dir, ARCHIVE.manifest), 'utf8'))
  } catch {
    throw new RestoreRefused('The archive has no readable manifest.json: it is not a Stagebook backup')
  }
  const parsed = manifestSchema.safeParse(raw)
  if (!parsed.success) throw new RestoreRefused('The archive’s manifest.json is not one of a Stagebook backup')
  if (parsed.data.format_version > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(
      `This backup has format ${parsed.data.format_version}, written by app ${parsed.data.app_version}; ` +
        `this app reads format ${BACKUP_FORMAT_VERSION} and older: restore it with a newer version`,
    )
  }
  return parsed.data
}

/** Opens what was restored and checks it holds the migrations the manifest lists. */
async function verify(config: RestoreConfig, manifest: BackupManifest): Promise<void> {
  const dbh = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  })
  try {
    const migrations = await appliedMigrations(dbh.db)
    if (migrations.join('\n') !== manifest.migrations.join('\n')) {
      throw new Error(
        `The restored database lists ${migrations.length} migrations, the manifest ${manifest.migrations.length}`,
      )
    }
  } finally {
    await dbh.close()
  }
}

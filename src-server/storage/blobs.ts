import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where the embedded storage keeps the bytes of object versions: DATA_DIR (disk-blobs below) or an S3-compatible
 * bucket (s3-blobs.ts). A version (a UUID) is written once and never changed, only removed, so neither backend
 * needs locking; which version an object name points to is the database's business (repository.ts).
 */
export interface BlobStore {
  readonly backend: 'disk' | 's3'
  /** Stores the finished file `file` (`size` bytes) as `version`. `file` is the caller's to delete afterwards. */
  putFile(version: string, file: string, size: number): Promise<void>
  putBytes(version: string, bytes: Buffer): Promise<void>
  /** A stream of the version's bytes (only `range` when given), null when there is no such version. */
  open(version: string, range?: ByteRange): Promise<Readable | null>
  /** The version's size in bytes, null when there is no such version. */
  size(version: string): Promise<number | null>
  /** false when `from` does not exist. */
  copy(from: string, to: string): Promise<boolean>
  /** Versions that do not exist are no error. */
  remove(versions: string[]): Promise<void>
  /** Runs `use` on a local file holding the version (S3: a temporary copy, removed after); null when missing. */
  withLocalFile<T>(version: string, use: (file: string) => Promise<T>): Promise<T | null>
  /** Start-up check that the store can be used; throws a StartError saying what to fix. */
  check(): Promise<void>
  close(): void
}

/** DATA_DIR/storage/objects: one file per version. The backup (backup/object-files.ts) links these files. */
export function diskBlobs(objectsDir: string): BlobStore {
  const fileOf = (version: string) => path.join(objectsDir, version)
  const missing = (error: NodeJS.ErrnoException) => error.code === 'ENOENT'
  return {
    backend: 'disk',
    async putFile(version, file) {
      await fs.promises.mkdir(objectsDir, { recursive: true })
      // The spool lives under DATA_DIR too: a rename, no copy. Across file systems, a copy.
      try {
        await fs.promises.rename(file, fileOf(version))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        await fs.promises.copyFile(file, fileOf(version))
      }
    },
    async putBytes(version, bytes) {
      await fs.promises.mkdir(objectsDir, { recursive: true })
      await fs.promises.writeFile(fileOf(version), bytes)
    },
    async open(version, range) {
      const stream = fs.createReadStream(fileOf(version), range)
      // Opening is asynchronous: wait for it, so a missing file is null and not a failed response midway.
      return new Promise((resolve, reject) => {
        stream.once('ready', () => resolve(stream))
        stream.once('error', (error: NodeJS.ErrnoException) => (missing(error) ? resolve(null) : reject(error)))
      })
    },
    async size(version) {
      return fs.promises.stat(fileOf(version)).then(
        (stat) => stat.size,
        () => null,
      )
    },
    async copy(from, to) {
      await fs.promises.mkdir(objectsDir, { recursive: true })
      try {
        await fs.promises.copyFile(fileOf(from), fileOf(to))
        return true
      } catch (error) {
        if (missing(error as NodeJS.ErrnoException)) return false
        throw error
      }
    },
    async remove(versions) {
      await Promise.all(versions.map((v) => fs.promises.rm(fileOf(v), { force: true })))
    },
    async withLocalFile(version, use) {
      if ((await this.size(version)) === null) return null
      return use(fileOf(version))
    },
    async check() {},
    close() {},
  }
}

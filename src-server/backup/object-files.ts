import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { BlobStore } from '../storage/blobs.ts'

/**
 * The embedded storage's object files (DATA_DIR/storage/objects, one file per object version). A file is never
 * changed once written, only added or removed, so a backup hard-links them into its staging directory: instant,
 * no copy, and a photo deleted while the backup runs keeps its bytes in the link. With STORAGE_BACKEND=s3 the
 * backup downloads the versions the database names into the same layout, so an archive reads the same whichever
 * backend wrote it.
 */

/** Object versions fetched from a bucket at once. */
const AT_ONCE = 4

/** Links (or, across file systems, copies) every file of `from` that `to` does not have yet. */
export async function linkObjectFiles(from: string, to: string): Promise<void> {
  const names = await fs.promises.readdir(from).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  await fs.promises.mkdir(to, { recursive: true })
  for (const name of names) {
    const source = path.join(from, name)
    const target = path.join(to, name)
    try {
      await fs.promises.link(source, target)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      // Already linked by the first pass, or removed since the directory was read.
      if (code === 'EEXIST' || code === 'ENOENT') continue
      if (code === 'EXDEV' || code === 'EPERM') {
        await fs.promises.copyFile(source, target, fs.constants.COPYFILE_EXCL).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== 'EEXIST' && e.code !== 'ENOENT') throw e
        })
        continue
      }
      throw error
    }
  }
}

/** How many files a directory holds and their total size. */
export async function countFiles(dir: string): Promise<{ objects: number; bytes: number }> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  let bytes = 0
  for (const name of names) bytes += (await fs.promises.stat(path.join(dir, name))).size
  return { objects: names.length, bytes }
}

/** Moves every file of `from` into `to` (same file system: renames). */
export async function moveFiles(from: string, to: string): Promise<void> {
  const names = await fs.promises.readdir(from).catch(() => [] as string[])
  await fs.promises.mkdir(to, { recursive: true })
  for (const name of names) await fs.promises.rename(path.join(from, name), path.join(to, name))
}

/**
 * The bytes of every object version the database names, from a blob store (an S3 bucket) into `to`, one file per
 * version as on disk; versions `to` has already are skipped, versions removed meanwhile are no error. Streamed,
 * a few at a time.
 */
export async function downloadObjectFiles(db: Kysely<Database>, blobs: BlobStore, to: string): Promise<void> {
  const rows = await db.selectFrom('storage_objects').select('version').execute()
  await fs.promises.mkdir(to, { recursive: true })
  let next = 0
  const worker = async () => {
    while (next < rows.length) {
      const version = rows[next++]!.version
      const target = path.join(to, version)
      if (fs.existsSync(target)) continue
      const stream = await blobs.open(version)
      if (!stream) continue
      const partial = `${target}.partial`
      await pipeline(stream, fs.createWriteStream(partial))
      await fs.promises.rename(partial, target)
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
}

import fs from 'node:fs'
import path from 'node:path'
import type { BlobStore } from './blobs.ts'

export interface CopyReport {
  copied: number
  copiedBytes: number
  /** Already in the target with the same size. */
  skipped: number
}

const AT_ONCE = 4

/**
 * Copies every version file of a disk storage (DATA_DIR/storage/objects) into `target`, keeping its name.
 * Idempotent and resumable: a version the target holds with the same size is skipped (versions never change once
 * written), one with another size (an upload cut off) is written again. Files removed meanwhile are no error.
 */
export async function copyObjectsToStore(
  objectsDir: string,
  target: BlobStore,
  onProgress: (report: CopyReport, total: number) => void = () => {},
): Promise<CopyReport> {
  const names = await fs.promises.readdir(objectsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const report: CopyReport = { copied: 0, copiedBytes: 0, skipped: 0 }
  let next = 0
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++]!
      const file = path.join(objectsDir, name)
      const stat = await fs.promises.stat(file).catch(() => null)
      if (!stat?.isFile()) continue
      if ((await target.size(name)) === stat.size) report.skipped++
      else {
        await target.putFile(name, file, stat.size)
        report.copied++
        report.copiedBytes += stat.size
      }
      onProgress(report, names.length)
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return report
}

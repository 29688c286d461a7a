import path from 'node:path'
import { z } from 'zod'
import type { Operation } from '../data-dir/operations.ts'
import { writeBackup } from './backup.ts'
import type { BackupManifest } from './manifest.ts'

/**
 * `npm run backup`: PGlite lets one process open its data directory, so while the server runs, the server itself
 * writes the archive when the command asks over the DATA_DIR socket (data-dir/lock.ts); without one the command
 * writes it.
 */
export const backupOperation: Operation<{ file: string }> = {
  name: 'backup',
  needsDatabase: true,
  migrateFirst: false,
  input: z.object({
    file: z
      .string()
      .min(1)
      .max(4096)
      .refine((f) => path.isAbsolute(f), 'backup needs an absolute file path'),
  }),
  async run({ config, dbh, log, print }, { file }): Promise<BackupManifest> {
    log.info({ file }, 'backup requested')
    const manifest = await writeBackup({ config, dbh, log }, file, print)
    log.info({ file, objects: manifest.storage.objects }, 'backup written')
    return manifest
  },
}

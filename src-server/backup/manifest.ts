import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/**
 * `manifest.json`, the first entry of every backup archive: what it holds and what wrote it, so a restore can
 * refuse what it cannot put back (another format, the other engine) before touching anything.
 */
export const BACKUP_FORMAT = 'stagebook-backup'
/** Raised when the archive's layout changes; a restore refuses newer formats. */
export const BACKUP_FORMAT_VERSION = 1

/** Where each part lives inside the archive. */
export const ARCHIVE = {
  manifest: 'manifest.json',
  /** PGlite: its data directory as a tar (PGlite's own dump). */
  pgliteDump: 'database/pglite.tar',
  /** Postgres: `pg_dump --format=custom`. */
  postgresDump: 'database/postgres.dump',
  /** The embedded storage's object files, named by version as under DATA_DIR/storage/objects. */
  objects: 'storage/objects',
  /**
   * The keys file of an install from before the embedded auth server kept its keys in the database (they travel
   * with the database since); a server starting on the restored data imports it (auth/key-store.ts).
   */
  authKeys: 'auth/keys.json',
} as const

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int().min(1),
  app_version: z.string(),
  created_at: z.string(),
  engine: z.enum(['postgres', 'pglite']),
  /** The engine's own version: PGlite's package version, or the Postgres server's. */
  engine_version: z.string(),
  /** Applied migrations, in order. */
  migrations: z.array(z.string()),
  /** Hosted Supabase keeps users and objects itself: this archive then holds only our database. */
  supabase: z.enum(['embedded', 'hosted']),
  storage: z.object({ objects: z.number().int().min(0), bytes: z.number().int().min(0) }),
  auth_keys: z.boolean(),
})

export type BackupManifest = z.infer<typeof manifestSchema>

/** This checkout's package version (package.json beside src-server). */
export function appVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json')
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
}

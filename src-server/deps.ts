import type { Kysely } from 'kysely'
import type { EmbeddedAuthService } from './auth/embedded/service.ts'
import type { AuthKeys } from './auth/keys.ts'
import type { TokenVerifier } from './auth/verify.ts'
import type { Config } from './config.ts'
import type { DbHandle } from './db/database.ts'
import type { Database } from './db/schema.ts'
import type { DemoCredentials } from './demo-accounts.ts'
import type { DemoPhotoState } from './directory/seed-photos.ts'
import type { Limits } from './limits/limits.ts'
import type { Logger } from './log.ts'
import type { UploadSpool } from './media/spool.ts'
import type { StageHub } from './stages/realtime.ts'
import type { BlobStore } from './storage/blobs.ts'
import type { ObjectStorage } from './storage/driver.ts'
import type { RenderCache } from './storage/render-cache.ts'

/** What every service, door and feature is given. Built once per App; tests build their own App. */
export interface Deps {
  config: Config
  log: Logger
  dbh: DbHandle
  db: Kysely<Database>
  verifier: TokenVerifier
  /** Present in embedded mode: the keys of the built-in auth server. */
  authKeys: AuthKeys | null
  /** The cookie @supabase/ssr keeps the session in. */
  authCookieName: string
  /** The Supabase URL the server itself calls (hosted URL, or its own origin when embedded). */
  supabaseUrl: string
  supabaseAnonKey: string
  supabaseServiceRoleKey: string
  /** Seed demo data this start (seedsDemo in demo-accounts.ts: never on a public start unless SEED_DEMO=true). */
  seedDemo: boolean
  /** Request limits counted in the database, shared by every server copy (src-server/limits). */
  limits: Limits
  /** Check every answer of an operation against its response schema (NODE_ENV=test: every test app does). */
  checkResponses: boolean
  /** Embedded mode: the built-in auth server (admin calls, re-authentication); set when the auth feature mounts. */
  authAdmin: EmbeddedAuthService | null
  /** Credentials of demo accounts this start may show once (the start banner reads them). */
  demoCredentials: DemoCredentials[]
  /** Background seeding of demo photos, when it ran this start (tests wait on `done`). */
  demoPhotos: DemoPhotoState | null
  /** The realtime hub of this server copy, once it listens. */
  stageHub: StageHub | null
  /** The app's object storage: hosted Supabase, or the embedded storage written directly. */
  storage: ObjectStorage
  /** Embedded storage: where object bytes live (DATA_DIR or an S3 bucket, STORAGE_BACKEND); null with hosted Supabase. */
  blobs: BlobStore | null
  /** Embedded storage: resized images on disk (storage/render.ts); null with hosted Supabase. */
  renders: RenderCache | null
  /** What uploads may spool to disk in this process, together and per user (media/spool.ts). */
  uploads: UploadSpool
  /** The time services see as now (enquiry dates, review windows); tests move it. Absent: the system clock. */
  clock?: () => Date
}

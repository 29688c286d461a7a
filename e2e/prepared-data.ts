import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Data directories made once per test run (global-setup.ts) and copied for each server a test starts, so no
 * server runs initdb, the migrations or the demo seed (a thousand demo photos through sharp) on its own:
 * - `empty`: migrated, nothing seeded (SEED_DEMO=false);
 * - `demo`: that plus the demo seed the tests use (SEED_COUNT=DEMO_SEED_COUNT, photos included).
 * Photo URLs in the seed are root-relative (the seeding server had no PUBLIC_URL), so they work on any port.
 */
export interface PreparedDataDirs {
  empty: string
  demo: string
}

/** The demo seed's size in the browser tests: enough for paging and filters, small enough to seed once quickly. */
export const DEMO_SEED_COUNT = '60'

const ENV_KEY = 'STAGEBOOK_E2E_PREPARED_DATA'

/** Global setup hands the directories to the workers through the environment they inherit. */
export function publishPreparedDataDirs(dirs: PreparedDataDirs): void {
  process.env[ENV_KEY] = JSON.stringify(dirs)
}

/**
 * A fresh copy of the prepared directory for a server's seed settings: the demo one for the usual seed, else the
 * migrated one (another SEED_COUNT is then seeded at that server's start, as the global setup does for the demo
 * one); null in a run without the global setup, where the server starts from nothing.
 */
export function copyPreparedDataDir(env: { SEED_DEMO: string; SEED_COUNT: string }): string | null {
  const published = process.env[ENV_KEY]
  if (!published) return null
  const dirs = JSON.parse(published) as PreparedDataDirs
  const source = env.SEED_DEMO !== 'false' && env.SEED_COUNT === DEMO_SEED_COUNT ? dirs.demo : dirs.empty
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-e2e-'))
  fs.cpSync(source, copy, { recursive: true })
  return copy
}

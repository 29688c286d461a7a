import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureFreshClientBuild } from '../src-server/test/client-build.ts'
import { startServer } from './fixtures.ts'
import { DEMO_SEED_COUNT, type PreparedDataDirs, publishPreparedDataDirs } from './prepared-data.ts'

/** How long the demo photos may take at most on a busy 2-core machine (a ceiling against a hang, not a wait). */
const PHOTOS_CEILING_MS = 15 * 60_000

/**
 * Once per run, before any worker: the client build (made if its sources changed since the last one), and the
 * prepared data directories every server copies (prepared-data.ts): a migrated one, then the demo seed on a copy
 * of it, each made by the real server and stopped cleanly.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureFreshClientBuild()
  const started = performance.now()
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-e2e-prepared-'))
  const dirs: PreparedDataDirs = { empty: path.join(root, 'empty'), demo: path.join(root, 'demo') }

  // No PUBLIC_URL: photo URLs stay root-relative, so the copies work on whatever port their server gets.
  const empty = await startServer({ DATA_DIR: dirs.empty, SEED_DEMO: 'false', PUBLIC_URL: '' })
  await empty.stop({ keepData: true })

  fs.cpSync(dirs.empty, dirs.demo, { recursive: true })
  const demo = await startServer({ DATA_DIR: dirs.demo, SEED_COUNT: DEMO_SEED_COUNT, PUBLIC_URL: '' })
  const deadline = Date.now() + PHOTOS_CEILING_MS
  // 'directory demo photos seeded', or '…: seeding stopped' on a failure
  const photosDone = () => demo.logs.find((l) => l.includes('"msg":"directory demo photos'))
  while (!photosDone() && demo.process.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const done = photosDone()
  await demo.stop({ keepData: true })
  if (!done?.includes('photos seeded')) {
    throw new Error(`the demo photos were not seeded:\n${demo.logs.slice(-20).join('\n')}`)
  }
  publishPreparedDataDirs(dirs)
  const photosMs = Number(/"ms":(\d+)/.exec(done)?.[1])
  console.log(
    `e2e: data directories prepared in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(demo photos ${(photosMs / 1000).toFixed(1)} s)`,
  )
  return async () => fs.rmSync(root, { recursive: true, force: true })
}

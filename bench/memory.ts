/**
 * Server memory benchmark: RSS of the server process as `npm start` runs it (its node flags, read from package.json,
 * and the Docker image's MALLOC_ARENA_MAX=2), on PGlite (embedded, on disk) and on Postgres: the peak of a first
 * start (empty data: migrations, demo seed, demo photos) and of a restart on the same data, and the idle RSS after
 * each. The peak counts the server's child processes too (the demo photos' converter), sampled every 100 ms. A
 * first start's idle is measured once its demo photos are all stored. The Postgres idle figure is the comparator:
 * the same server without an embedded database.
 *
 *   node bench/memory.ts            (--smoke: a 4-row seed, a short settle; targets reported, not enforced)
 *
 * Targets: PGlite idle ≤ 300 MB, PGlite start peak ≤ 600 MB, Postgres idle ≤ 180 MB. Postgres: BENCH_PG_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), a fresh database beside it, dropped afterwards; skipped
 * when it does not answer. Measures memory, not speed: a busy machine is fine. Needs a client build.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDatabase } from '../src-server/test/harness.ts'
import { BENCH_PG_URL, SMOKE, sized } from './smoke.ts'

const TARGETS = { pgliteIdle: 300, pglitePeak: 600, postgresIdle: 180 }
/** The default demo directory (no SEED_COUNT: every city filled), or four a kind in the smoke run. */
const SEED_COUNT = sized<string | undefined>(undefined, '4')
const SETTLE_MS = sized(10_000, 1_000)

const mbOf = (kb: string) => Number(kb) / 1024
function vm(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    return mbOf(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!)
  } catch {
    return 0 // the process just ended
  }
}
/** RSS of a process and its children (one level: the server's converter). */
function treeRss(pid: number): number {
  let children: number[] = []
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  } catch {}
  return vm(pid, 'VmRSS') + children.reduce((sum, child) => sum + vm(child, 'VmRSS'), 0)
}
/** `npm start`'s node flags. */
const START_FLAGS = (JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start as string)
  .split(' ')
  .filter((word) => word.startsWith('--'))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface StartFigures {
  seconds: number
  peak: number
  idle: number
  /** A first start: its demo photos, and the seconds from the start until the last was stored. */
  photos?: { count: number; seconds: number }
}

/**
 * Starts the server on dataDir (and databaseUrl), waits for its banner (and, on a first start, for its demo photos),
 * settles, measures, stops it.
 */
async function startAndMeasure(dataDir: string, databaseUrl: string, firstStart: boolean): Promise<StartFigures> {
  const started = performance.now()
  const child = spawn(process.execPath, [...START_FLAGS, 'src-server/start.mjs'], {
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|SUPABASE_|PUBLIC_URL|SMTP_URL)/.test(k)),
      ),
      MALLOC_ARENA_MAX: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      ...(SEED_COUNT ? { SEED_COUNT } : {}),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? 'dist/client',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (d) => (log += d))
  child.stderr!.on('data', (d) => (log += d))
  let treePeak = 0
  const sampler = setInterval(() => (treePeak = Math.max(treePeak, treeRss(child.pid!))), 100)
  const logged = (pattern: RegExp, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what}: not within 10 minutes\n${log}`)), 600_000)
      const poll = setInterval(() => {
        if (pattern.test(log)) {
          clearInterval(poll)
          clearTimeout(timer)
          resolve()
        }
      }, 50)
      child.on('exit', (code) => reject(new Error(`server exited ${code}\n${log}`)))
    })
  try {
    await logged(/"url":"http:[^\n]*listening/, 'server start')
    const seconds = (performance.now() - started) / 1000
    let photos: StartFigures['photos']
    if (firstStart) {
      await logged(/directory demo photos seeded/, 'demo photos')
      const count = Number(/"photos":(\d+)[^\n]*directory demo photos seeded/.exec(log)?.[1] ?? 0)
      photos = { count, seconds: (performance.now() - started) / 1000 }
    }
    await sleep(SETTLE_MS)
    const samples: number[] = []
    for (let i = 0; i < 9; i++) {
      samples.push(vm(child.pid!, 'VmRSS'))
      await sleep(100)
    }
    const peak = Math.max(vm(child.pid!, 'VmHWM'), treePeak)
    return { seconds, peak, idle: samples.sort((a, b) => a - b)[4]!, photos }
  } finally {
    clearInterval(sampler)
    child.kill('SIGTERM')
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)))
  }
}

async function postgresAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: BENCH_PG_URL, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    return true
  } catch {
    return false
  } finally {
    await c.end().catch(() => {})
  }
}

const fmt = (f: StartFigures) =>
  `peak ${f.peak.toFixed(0)} MB, idle ${f.idle.toFixed(0)} MB (ready in ${f.seconds.toFixed(1)} s${
    f.photos ? `, ${f.photos.count} demo photos stored ${f.photos.seconds.toFixed(1)} s after the start` : ''
  })`

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-bench-'))
try {
  const pgliteDir = path.join(tmp, 'pglite-data')
  const pgliteFirst = await startAndMeasure(pgliteDir, '', true)
  const pgliteRestart = await startAndMeasure(pgliteDir, '', false)
  console.log(`PGlite first start: ${fmt(pgliteFirst)}`)
  console.log(`PGlite restart:     ${fmt(pgliteRestart)}`)

  let postgresIdle: number | null = null
  if (await postgresAnswers()) {
    const database = await createDatabase(BENCH_PG_URL)
    try {
      const pgDir = path.join(tmp, 'pg-data')
      const first = await startAndMeasure(pgDir, database.url, true)
      const restart = await startAndMeasure(pgDir, database.url, false)
      console.log(`Postgres first start: ${fmt(first)}`)
      console.log(`Postgres restart:     ${fmt(restart)}`)
      postgresIdle = Math.max(first.idle, restart.idle)
    } finally {
      await database.drop()
    }
  } else console.log(`Postgres at ${BENCH_PG_URL} does not answer: skipped`)

  const pgliteIdle = Math.max(pgliteFirst.idle, pgliteRestart.idle)
  const pglitePeak = Math.max(pgliteFirst.peak, pgliteRestart.peak)
  if (postgresIdle) console.log(`ratio idle RSS PGlite/Postgres: ${(pgliteIdle / postgresIdle).toFixed(2)}×`)
  console.log(`ratio PGlite start peak/idle: ${(pglitePeak / pgliteIdle).toFixed(2)}×`)
  const checks = [
    ['PGlite idle', pgliteIdle, TARGETS.pgliteIdle],
    ['PGlite start peak', pglitePeak, TARGETS.pglitePeak],
    ...(postgresIdle ? [['Postgres idle', postgresIdle, TARGETS.postgresIdle] as const] : []),
  ] as const
  console.log(
    `targets: ${checks.map(([name, mb, max]) => `${name} ≤ ${max} MB ${mb <= max ? 'met' : 'MISSED'}`).join(', ')}`,
  )
  process.exitCode = SMOKE || checks.every(([, mb, max]) => mb <= max) ? 0 : 1
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}

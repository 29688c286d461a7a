/**
 * Server memory benchmark: RSS of the server process as `npm start` runs it, on PGlite (embedded, on disk) and on
 * Postgres: the peak of a first start (empty data: migrations, demo seed) and of a restart on the same data, and
 * the idle RSS after each. The Postgres idle figure is the comparator: the same server without an embedded database.
 *
 *   node bench/memory.ts            (--smoke: a 20-row seed, a short settle; targets reported, not enforced)
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
const SEED_COUNT = sized('300', '20')
const SETTLE_MS = sized(10_000, 1_000)

const mbOf = (kb: string) => Number(kb) / 1024
function vm(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  return mbOf(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!)
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface StartFigures {
  seconds: number
  peak: number
  idle: number
}

/** Starts the server on dataDir (and databaseUrl), waits for its banner, settles, measures, stops it. */
async function startAndMeasure(dataDir: string, databaseUrl: string): Promise<StartFigures> {
  const started = performance.now()
  const child = spawn(process.execPath, ['src-server/start.mjs'], {
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|SUPABASE_|PUBLIC_URL|SMTP_URL)/.test(k)),
      ),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      SEED_COUNT,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? 'dist/client',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (d) => (log += d))
  child.stderr!.on('data', (d) => (log += d))
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start\n${log}`)), 600_000)
      const poll = setInterval(() => {
        if (/"url":"http:[^\n]*listening/.test(log)) {
          clearInterval(poll)
          clearTimeout(timer)
          resolve()
        }
      }, 50)
      child.on('exit', (code) => reject(new Error(`server exited ${code}\n${log}`)))
    })
    const seconds = (performance.now() - started) / 1000
    await sleep(SETTLE_MS)
    const samples: number[] = []
    for (let i = 0; i < 9; i++) {
      samples.push(vm(child.pid!, 'VmRSS'))
      await sleep(100)
    }
    return { seconds, peak: vm(child.pid!, 'VmHWM'), idle: samples.sort((a, b) => a - b)[4]! }
  } finally {
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
  `peak ${f.peak.toFixed(0)} MB, idle ${f.idle.toFixed(0)} MB (ready in ${f.seconds.toFixed(1)} s)`

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-bench-'))
try {
  const pgliteDir = path.join(tmp, 'pglite-data')
  const pgliteFirst = await startAndMeasure(pgliteDir, '')
  const pgliteRestart = await startAndMeasure(pgliteDir, '')
  console.log(`PGlite first start: ${fmt(pgliteFirst)}`)
  console.log(`PGlite restart:     ${fmt(pgliteRestart)}`)

  let postgresIdle: number | null = null
  if (await postgresAnswers()) {
    const database = await createDatabase(BENCH_PG_URL)
    try {
      const pgDir = path.join(tmp, 'pg-data')
      const first = await startAndMeasure(pgDir, database.url)
      const restart = await startAndMeasure(pgDir, database.url)
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

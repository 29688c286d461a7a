/**
 * Two server copies against one, through the same round-robin proxy in the same run (docs/operating.md#scaling):
 * two `node src-server/main.ts` processes with their own DATA_DIRs on one Postgres database and one S3 server,
 * behind src-server/test/round-robin-proxy.ts. The proxy hands requests to copy A alone, or to A and B in turn.
 *
 * - the favourites read: GET /api/favorites/lists for a user with LISTS × ITEMS favourites, CONNECTIONS
 *   connections (autocannon in a child process), runs alternating one copy / two copies;
 * - a stage cue: a manager sends a message, DISPLAYS displays get it (per display and last display); for one
 *   copy every socket is on A, for two the displays alternate between A and B (the cue crosses copies through
 *   Postgres LISTEN/NOTIFY).
 *
 * Target: two copies on 2 cores not slower than one (throughput ratio ≥ 1, cue p95 ratio ≤ 1).
 *
 *   node bench/two-copies.ts                    # Postgres at DATABASE_URL or postgres://postgres@127.0.0.1:5432/test
 *   DURATION=10 CONNECTIONS=50 DISPLAYS=200 node bench/two-copies.ts
 *   node bench/two-copies.ts --smoke           # 3 lists × 5 items, one-second runs, 4 displays
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'
import { openDatabase } from '../src-server/db/database.ts'
import { TOOLING_JWT_SECRET } from '../src-server/test/api-keys.ts'
import { createMigratedDatabase } from '../src-server/test/db-template.ts'
import { startServerProcess } from '../src-server/test/processes.ts'
import { startRoundRobinProxy } from '../src-server/test/round-robin-proxy.ts'
import { startS3Server } from '../src-server/test/s3-server.ts'
import { newSignedInUsers } from './signed-in.ts'
import { SMOKE, sized } from './smoke.ts'

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const DURATION = Number(process.env.DURATION ?? sized(10, 1))
const CONNECTIONS = Number(process.env.CONNECTIONS ?? sized(50, 4))
const LISTS = Number(process.env.LISTS ?? sized(10, 3))
const ITEMS = Number(process.env.ITEMS ?? sized(20, 5))
const DISPLAYS = Number(process.env.DISPLAYS ?? sized(200, 4))
const CUES = Number(process.env.CUES ?? sized(100, 6))
const WARM_UP = sized(2, 1)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

console.log(`two copies against one, ${os.cpus().length} cores, load ${load()}, node ${process.version}`)

const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-bench-copies-'))
const [database, s3, proxy] = await Promise.all([
  createMigratedDatabase(PG_URL),
  startS3Server(),
  startRoundRobinProxy(),
])
const copies = ['a', 'b'].map((name) =>
  startServerProcess(
    {
      DATA_DIR: path.join(dataRoot, name),
      DATABASE_URL: database.url,
      ...s3.env,
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: 'false',
      SUPABASE_JWT_SECRET: TOOLING_JWT_SECRET,
    },
    { keepLog: false },
  ),
)

async function finish(code: number): Promise<never> {
  for (const c of copies) c.child.kill('SIGTERM')
  await Promise.all(copies.map((c) => c.finished))
  await proxy.stop()
  await s3.stop()
  await database.drop()
  fs.rmSync(dataRoot, { recursive: true, force: true })
  process.exit(code)
}

/** LISTS lists of ITEMS favourites for the user, on directory rows made for them. */
async function seedFavourites(userId: string) {
  const dbh = await openDatabase({ databaseUrl: database.url, poolSize: 2 })
  try {
    const db = dbh.db
    const base = (i: number) => ({ name: `Entry ${i}`, city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 })
    const ids = {
      artist: await db
        .insertInto('artists')
        .values(Array.from({ length: ITEMS }, (_, i) => ({ ...base(i), act_type: 'band' })))
        .returning('id')
        .execute(),
      venue: await db
        .insertInto('venues')
        .values(Array.from({ length: ITEMS }, (_, i) => ({ ...base(i), venue_type: 'club' })))
        .returning('id')
        .execute(),
      service: await db
        .insertInto('services')
        .values(Array.from({ length: ITEMS }, (_, i) => ({ ...base(i), category: 'sound' })))
        .returning('id')
        .execute(),
    }
    const kinds = ['artist', 'venue', 'service'] as const
    for (let l = 0; l < LISTS; l++) {
      const list = await db
        .insertInto('favorite_lists')
        .values({ user_id: userId, name: `Tour ${l + 1}` })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('favorites')
        .values(
          Array.from({ length: ITEMS }, (_, i) => {
            const kind = kinds[(i + l) % 3]!
            return { user_id: userId, list_id: list.id, entity_type: kind, entity_id: ids[kind][i]!.id }
          }),
        )
        .execute()
    }
  } finally {
    await dbh.close()
  }
}

interface Result {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function cannon(url: string, seconds: number, headers: Record<string, string>): Promise<Result> {
  const args = [
    path.join(root, 'node_modules/autocannon/autocannon.js'),
    ...['-c', String(CONNECTIONS), '-d', String(seconds), '-j'],
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += d))
  child.stderr.on('data', (d) => (stderr += d))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`autocannon failed: ${stderr}`)
  const j = JSON.parse(stdout)
  return { rps: j.requests.average, p50: j.latency.p50, p99: j.latency.p99, errors: j.errors, non2xx: j.non2xx }
}

function merge(rs: Result[]): Result {
  return {
    rps: rs.reduce((s, r) => s + r.rps, 0) / rs.length,
    p50: Math.max(...rs.map((r) => r.p50)),
    p99: Math.max(...rs.map((r) => r.p99)),
    errors: rs.reduce((s, r) => s + r.errors, 0),
    non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
  }
}

function line(name: string, r: Result): string {
  return `  ${name.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   non-2xx ${r.non2xx}`
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

function summary(samples: number[]) {
  const s = [...samples].sort((x, y) => x - y)
  return { p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1) ?? Number.NaN }
}

function fmt(r: ReturnType<typeof summary>): string {
  return `p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  max ${r.max.toFixed(2)} ms`
}

/** A socket once the server sent its first state (listened for from the start: it may come with the upgrade). */
function openWithState(url: string, first?: (ws: WebSocket) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    const on = (data: WebSocket.RawData) => {
      if (!data.toString().includes('"type":"state"')) return
      ws.off('message', on)
      resolve(ws)
    }
    ws.on('message', on)
    ws.once('open', () => first?.(ws))
    ws.once('error', reject)
  })
}

/** A stage with DISPLAYS displays and a manager, every socket opened through the proxy on `backends`. */
async function cueSetup(backends: string[], token: string) {
  proxy.setBackends(backends)
  const created = await fetch(`${proxy.url}/api/stages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${randomUUID().slice(0, 6)}` }),
  })
  const stage = (await created.json()) as { id: string; code: string }
  const ws = proxy.url.replace('http', 'ws')
  const before = [...proxy.handed]
  const displays: WebSocket[] = []
  for (let i = 0; i < DISPLAYS; i++) displays.push(await openWithState(`${ws}/realtime/stages?code=${stage.code}`))
  const handed = proxy.handed.map((n, i) => n - before[i]!)
  const manager = await openWithState(`${ws}/realtime/stages?stage=${stage.id}`, (m) =>
    m.send(JSON.stringify({ type: 'auth', token })),
  )
  const meter = new Meter(displays, (i) =>
    manager.send(JSON.stringify({ type: 'op', op: { type: 'message', text: `cue ${i}` } })),
  )
  return {
    meter,
    handed,
    close() {
      for (const d of displays) d.close()
      manager.close()
    },
  }
}

/** Times cues one after the other: from send until each display, and the last, has it. */
class Meter {
  readonly perDisplay: number[] = []
  readonly all: number[] = []
  private current = -1
  private warm = 0
  private sentAt = 0
  private got = 0
  private done: (() => void) | null = null
  private readonly displays: WebSocket[]
  private readonly send: (i: number) => void

  constructor(displays: WebSocket[], send: (i: number) => void) {
    this.displays = displays
    this.send = send
    for (const d of displays) {
      d.on('message', (data) => {
        if (this.current < 0 || !data.toString().includes(`"text":"cue ${this.current}"`)) return
        const ms = performance.now() - this.sentAt
        if (this.current >= this.warm) this.perDisplay.push(ms)
        if (++this.got === this.displays.length) {
          if (this.current >= this.warm) this.all.push(ms)
          this.done?.()
        }
      })
    }
  }

  async run(from: number, to: number, warm: number): Promise<void> {
    this.warm = warm
    for (let i = from; i < to; i++) {
      this.current = i
      this.got = 0
      const finished = new Promise<void>((r) => {
        this.done = r
      })
      this.sentAt = performance.now()
      this.send(i)
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`cue ${i} reached ${this.got} of ${this.displays.length} displays in 30 s`)),
          30_000,
        )
      })
      await Promise.race([finished, late]).finally(() => clearTimeout(timer))
    }
    this.current = -1
  }
}

// Last: the Meter class above must be initialised before this runs.
try {
  const [a, b] = (await Promise.all(copies.map((c) => c.listening))) as [string, string]
  const one = [a]
  const two = [a, b]
  proxy.setBackends(two)
  const [user] = await newSignedInUsers(proxy.url, 1)
  const auth = { authorization: `Bearer ${user!.token}` }
  await seedFavourites(user!.id)

  // The favourites read.
  const listsUrl = `${proxy.url}/api/favorites/lists`
  const answer = await fetch(listsUrl, { headers: auth })
  if (answer.status !== 200) throw new Error(`favourites read: ${answer.status}`)
  const bytes = (await answer.arrayBuffer()).byteLength
  console.log(
    `favourites read: ${LISTS} lists × ${ITEMS} items, ${(bytes / 1024).toFixed(0)} KiB an answer, ${CONNECTIONS} connections, ${DURATION} s a run`,
  )
  const read = async (backends: string[], seconds: number) => {
    proxy.setBackends(backends)
    return cannon(listsUrl, seconds, auth)
  }
  await read(one, WARM_UP)
  await read(two, WARM_UP)
  // Interleaved, so a load spike of the shared machine hits both.
  const half = Math.max(WARM_UP, Math.round(DURATION / 2))
  const runs = { one: [] as Result[], two: [] as Result[] }
  runs.one.push(await read(one, half))
  runs.two.push(await read(two, half))
  runs.two.push(await read(two, half))
  runs.one.push(await read(one, half))
  const r1 = merge(runs.one)
  const r2 = merge(runs.two)
  console.log(line('one copy', r1))
  console.log(line('two copies', r2))
  const readRatio = r2.rps / r1.rps
  console.log(
    `  throughput ratio two / one: ${readRatio.toFixed(2)}×  ${readRatio >= 1 ? 'PASS' : 'FAIL'} (≥ 1, not slower)`,
  )

  // The stage cue.
  const cueOne = await cueSetup(one, user!.token)
  const cueTwo = await cueSetup(two, user!.token)
  const spread = (backends: number[]) => backends.map((n, i) => `${'AB'[i]} ${n}`).join(', ')
  console.log(
    `stage cue: ${DISPLAYS} displays, ${CUES} cues; displays on one copy: ${spread(cueOne.handed)}; on two: ${spread(cueTwo.handed)}`,
  )
  const BATCH = 10
  const WARM = sized(10, 2)
  for (let from = 0; from < CUES + WARM; from += BATCH) {
    const to = Math.min(from + BATCH, CUES + WARM)
    await cueOne.meter.run(from, to, WARM)
    await cueTwo.meter.run(from, to, WARM)
  }
  const c1 = summary(cueOne.meter.perDisplay)
  const c2 = summary(cueTwo.meter.perDisplay)
  console.log(`  one copy   per display: ${fmt(c1)}   last display: ${fmt(summary(cueOne.meter.all))}`)
  console.log(`  two copies per display: ${fmt(c2)}   last display: ${fmt(summary(cueTwo.meter.all))}`)
  const cueRatio = c2.p95 / c1.p95
  console.log(
    `  cue p95 ratio two / one: ${cueRatio.toFixed(2)}×  ${cueRatio <= 1 ? 'PASS' : 'FAIL'} (≤ 1, not slower)`,
  )
  cueOne.close()
  cueTwo.close()
  console.log(`load at the end ${load()}${SMOKE ? ' (smoke run: the figures mean nothing)' : ''}`)
  await finish(0)
} catch (error) {
  console.error(error)
  await finish(1)
}

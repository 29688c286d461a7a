/**
 * Stage whisperer latency: manager → server → display on loopback with N connected displays, through the real
 * app (WebSocket op → service → Postgres UPDATE + NOTIFY → LISTEN → fan-out), against a bare `ws` broadcast
 * server in the same run. Prints p50/p95/p99 per (message, display) and the ratio.
 *
 *   node bench/stages-latency.ts                     # PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/stages-latency.ts
 *   DISPLAYS=200 MESSAGES=150 node bench/stages-latency.ts
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import WebSocket, { WebSocketServer } from 'ws'
import { startTestApp } from '../src-server/test/harness.ts'

const DISPLAYS = Number(process.env.DISPLAYS ?? 200)
const MESSAGES = Number(process.env.MESSAGES ?? 150)
const WARMUP = 10

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  return { p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), max: s.at(-1)! }
}

const fmt = (r: ReturnType<typeof summary>) =>
  `p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  max ${r.max.toFixed(2)} ms`

/** Which cue a frame carries (same cheap check for both servers, so client cost does not skew the ratio). */
function cueOf(data: string): number {
  const m = /"text":"cue (\d+)"/.exec(data)
  return m ? Number(m[1]) : -1
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

/**
 * Sends MESSAGES messages one after the other; each is timed from send until every display has it.
 * `matches(data)` returns the message index a display frame carries, or -1.
 */
async function measure(
  displays: WebSocket[],
  send: (i: number) => void,
  matches: (data: string) => number,
): Promise<{ perDisplay: number[]; all: number[] }> {
  const perDisplay: number[] = []
  const all: number[] = []
  let current = -1
  let sentAt = 0
  let got = 0
  let done: (() => void) | null = null
  for (const d of displays) {
    d.on('message', (data) => {
      const i = matches(data.toString())
      if (i !== current) return
      const ms = performance.now() - sentAt
      if (i >= WARMUP) perDisplay.push(ms)
      if (++got === displays.length) {
        if (i >= WARMUP) all.push(ms)
        done?.()
      }
    })
  }
  for (let i = 0; i < MESSAGES + WARMUP; i++) {
    current = i
    got = 0
    const finished = new Promise<void>((r) => {
      done = r
    })
    sentAt = performance.now()
    send(i)
    await finished
    await new Promise((r) => setTimeout(r, 5))
  }
  return { perDisplay, all }
}

async function benchApp() {
  const t = await startTestApp({ setup: false })
  try {
    const user = await t.newUser()
    const stage = await (
      await t.api('/api/stages', { method: 'POST', token: user.token, json: { name: 'Bench stage' } })
    ).json()
    const base = t.url.replace('http', 'ws')
    const displays: WebSocket[] = []
    for (let i = 0; i < DISPLAYS; i++) displays.push(await open(`${base}/realtime/stages?code=${stage.code}`))
    const manager = await open(`${base}/realtime/stages?stage=${stage.id}`)
    manager.send(JSON.stringify({ type: 'auth', token: user.token }))
    await new Promise<void>((resolve) =>
      manager.on('message', (d) => JSON.parse(d.toString()).type === 'state' && resolve()),
    )
    await new Promise((r) => setTimeout(r, 300))
    const result = await measure(
      displays,
      (i) => manager.send(JSON.stringify({ type: 'op', op: { type: 'message', text: `cue ${i}` } })),
      cueOf,
    )
    for (const d of displays) d.close()
    manager.close()
    return { ...result, engine: t.deps.dbh.engine }
  } finally {
    await t.stop()
  }
}

/** The comparator: a bare ws server that broadcasts whatever the manager sends, no auth, no database. */
async function benchBare() {
  const server = http.createServer()
  const wss = new WebSocketServer({ server })
  const displays = new Set<WebSocket>()
  wss.on('connection', (ws, req) => {
    if (req.url?.includes('manager')) {
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString())
        const frame = JSON.stringify({ type: 'state', stage: { state: { message: { text: m.op.text } } } })
        for (const d of displays) d.send(frame)
      })
    } else displays.add(ws)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clients: WebSocket[] = []
  for (let i = 0; i < DISPLAYS; i++) clients.push(await open(`${base}/display`))
  const manager = await open(`${base}/manager`)
  const result = await measure(
    clients,
    (i) => manager.send(JSON.stringify({ type: 'op', op: { type: 'message', text: `cue ${i}` } })),
    cueOf,
  )
  for (const c of clients) c.close()
  manager.close()
  wss.close()
  server.close()
  return result
}

const bare = await benchBare()
const app = await benchApp()
const a = summary(app.perDisplay)
const b = summary(bare.perDisplay)
const aAll = summary(app.all)
const bAll = summary(bare.all)
console.log(
  `stage whisperer latency, ${DISPLAYS} displays, ${MESSAGES} messages, engine ${app.engine}, node ${process.version}`,
)
console.log(`  app  per display: ${fmt(a)}`)
console.log(`  bare per display: ${fmt(b)}`)
console.log(`  app  last display: ${fmt(aAll)}`)
console.log(`  bare last display: ${fmt(bAll)}`)
console.log(
  `  ratio p95 (app / bare ws broadcast): ${(a.p95 / b.p95).toFixed(2)}x  ${a.p95 < 50 ? 'PASS' : 'FAIL'} (p95 < 50 ms)`,
)
process.exit(0)

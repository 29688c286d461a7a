/**
 * Stage whisperer latency: manager → server → display on loopback with N connected displays, through the real
 * app (WebSocket op → service → Postgres UPDATE + NOTIFY → LISTEN → fan-out), against a bare `ws` broadcast
 * server in the same run. Prints p50/p95/p99 per (message, display) and the ratio.
 * A second step times the running order's "next item" (WebSocket `run` → running order service: row lock,
 * live state, stage version + NOTIFY in one transaction → fan-out of the stage with its running order).
 *
 *   node bench/stages-latency.ts                     # PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/stages-latency.ts
 *   DISPLAYS=200 MESSAGES=150 node bench/stages-latency.ts
 *   node bench/stages-latency.ts --smoke            # 5 displays, 10 messages
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import WebSocket, { WebSocketServer } from 'ws'
import { startTestApp } from '../src-server/test/harness.ts'
import { sized } from './smoke.ts'

const DISPLAYS = Number(process.env.DISPLAYS ?? sized(200, 5))
const MESSAGES = Number(process.env.MESSAGES ?? sized(150, 10))
/** Items of the running order the "next" step walks through (a festival stage's day). */
const ITEMS = Number(process.env.ITEMS ?? sized(12, 3))
const WARMUP = sized(10, 2)

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
 * Times cues one after the other; each from send until every display has it (per display and last display).
 * Both servers run side by side and take turns in small batches, so a load spike on the machine hits both.
 */
class Meter {
  readonly perDisplay: number[] = []
  readonly all: number[] = []
  private current = -1
  private sentAt = 0
  private got = 0
  private done: (() => void) | null = null
  private readonly count: number
  private readonly send: (i: number) => void

  constructor(
    displays: WebSocket[],
    send: (i: number) => void,
    /** Whether a frame carries cue `i` (default: the message text `cue i`). */
    carries: (data: string, i: number) => boolean = (data, i) => cueOf(data) === i,
  ) {
    this.count = displays.length
    this.send = send
    for (const d of displays) {
      d.on('message', (data) => {
        if (this.current < 0 || !carries(data.toString(), this.current)) return
        const ms = performance.now() - this.sentAt
        if (this.current >= WARMUP) this.perDisplay.push(ms)
        if (++this.got === this.count) {
          if (this.current >= WARMUP) this.all.push(ms)
          this.done?.()
        }
      })
    }
  }

  async run(from: number, to: number): Promise<void> {
    for (let i = from; i < to; i++) {
      this.current = i
      this.got = 0
      const finished = new Promise<void>((r) => {
        this.done = r
      })
      this.sentAt = performance.now()
      this.send(i)
      await finished
      await new Promise((r) => setTimeout(r, 5))
    }
    // Frames of the other meters' steps must not count here.
    this.current = -1
  }
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
    const meter = new Meter(displays, (i) =>
      manager.send(JSON.stringify({ type: 'op', op: { type: 'message', text: `cue ${i}` } })),
    )
    // The running order: ITEMS acts and changeovers; "next" walks them, past the last one the show stops.
    const saved = await (
      await t.api(`/api/stages/${stage.id}/running-order`, {
        method: 'PUT',
        token: user.token,
        json: {
          date: '2026-07-10',
          timezone: 'Europe/Berlin',
          items: Array.from({ length: ITEMS }, (_, i) => ({
            title: i % 2 ? `Changeover ${i}` : `Act ${i}`,
            kind: i % 2 ? 'changeover' : 'act',
            duration_min: i % 2 ? 20 : 45,
            notes: i % 2 ? '' : 'Backline shared, drum riser stays',
          })),
        },
      })
    ).json()
    const ids: string[] = saved.runOrder.items.map((i: { id: string }) => i.id)
    // The frame a display gets now (the stage with its running order): the same-size comparator sends its size.
    const frame = await new Promise<string>((resolve) => {
      displays[0]!.once('message', (d) => resolve(d.toString()))
      manager.send(JSON.stringify({ type: 'op', op: { type: 'message', text: 'template' } }))
    })
    // After step i the current item is ids[i mod (ITEMS + 1)], or none (stopped) when that is ITEMS.
    const runMeter = new Meter(
      displays,
      () => manager.send(JSON.stringify({ type: 'run', op: { type: 'next' } })),
      (data, i) => {
        const m = /"current_item_id":(null|"([^"]+)")/.exec(data)
        if (!m) return false
        const k = i % (ITEMS + 1)
        return k === ITEMS ? m[1] === 'null' : m[2] === ids[k]
      },
    )
    return {
      meter,
      runMeter,
      frame,
      engine: t.deps.dbh.engine,
      stop: async () => {
        for (const d of displays) d.close()
        manager.close()
        await t.stop()
      },
    }
  } catch (error) {
    await t.stop()
    throw error
  }
}

/**
 * The comparator: a bare ws server that broadcasts whatever the manager sends, no auth, no database. Without a
 * template it sends a minimal frame (the message only); with one, the app's own state frame with the message text
 * replaced, so both servers put the same bytes on the wire and the ratio is what the app adds, not the frame size.
 */
async function benchBare(template?: string) {
  const server = http.createServer()
  const wss = new WebSocketServer({ server })
  const displays = new Set<WebSocket>()
  wss.on('connection', (ws, req) => {
    if (req.url?.includes('manager')) {
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString())
        let frame: string
        if (template) {
          const t = JSON.parse(template)
          t.stage.state.message = { ...t.stage.state.message, text: m.op.text }
          t.serverTime = Date.now()
          frame = JSON.stringify(t)
        } else frame = JSON.stringify({ type: 'state', stage: { state: { message: { text: m.op.text } } } })
        for (const d of displays) d.send(frame)
      })
    } else displays.add(ws)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clients: WebSocket[] = []
  for (let i = 0; i < DISPLAYS; i++) clients.push(await open(`${base}/display`))
  const manager = await open(`${base}/manager`)
  const meter = new Meter(clients, (i) =>
    manager.send(JSON.stringify({ type: 'op', op: { type: 'message', text: `cue ${i}` } })),
  )
  return {
    meter,
    stop: async () => {
      for (const c of clients) c.close()
      manager.close()
      wss.close()
      server.close()
    },
  }
}

const app = await benchApp()
const bare = await benchBare()
const sameFrame = await benchBare(app.frame)
const BATCH = 10
for (let from = 0; from < MESSAGES + WARMUP; from += BATCH) {
  const to = Math.min(from + BATCH, MESSAGES + WARMUP)
  await bare.meter.run(from, to)
  await sameFrame.meter.run(from, to)
  await app.meter.run(from, to)
  await app.runMeter.run(from, to)
}
await bare.stop()
await sameFrame.stop()
await app.stop()
const s = summary(sameFrame.meter.perDisplay)
const r = summary(app.runMeter.perDisplay)
const rAll = summary(app.runMeter.all)
const a = summary(app.meter.perDisplay)
const b = summary(bare.meter.perDisplay)
const aAll = summary(app.meter.all)
const bAll = summary(bare.meter.all)
console.log(
  `stage whisperer latency, ${DISPLAYS} displays, ${MESSAGES} messages, engine ${app.engine}, node ${process.version}`,
)
console.log(`  app  per display: ${fmt(a)}`)
console.log(`  bare per display: ${fmt(b)}`)
console.log(`  app  last display: ${fmt(aAll)}`)
console.log(`  bare last display: ${fmt(bAll)}`)
console.log(`  bare, the app's frame (${app.frame.length} bytes) per display: ${fmt(s)}`)
console.log(
  `  ratio p95 (app / bare ws broadcast): ${(a.p95 / b.p95).toFixed(2)}x  ${a.p95 < 50 ? 'PASS' : 'FAIL'} (p95 < 50 ms)`,
)
console.log(`  running order "next" (${ITEMS} items) per display: ${fmt(r)}`)
console.log(`  running order "next" last display: ${fmt(rAll)}`)
console.log(`  ratio p95 (next / bare ws broadcast, minimal frame): ${(r.p95 / b.p95).toFixed(2)}x`)
console.log(`  ratio p95 (message / bare ws broadcast, same frame): ${(a.p95 / s.p95).toFixed(2)}x`)
const runRatio = r.p95 / s.p95
console.log(
  `  ratio p95 (next / bare ws broadcast, same frame): ${runRatio.toFixed(2)}x  ${r.p95 < 50 && runRatio <= 1.5 ? 'PASS' : 'FAIL'} (p95 < 50 ms and ≤ 1.5x)`,
)
process.exit(0)

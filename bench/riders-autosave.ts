/**
 * Rider autosave and share reads at full size (64 members, 96 inputs, 160 plot items, every text list filled):
 * PUT /api/riders/:id and GET /api/riders/shared/:token through the whole App (token check, zod validation of the
 * whole document, owner check, Kysely) against a bare Koa + pg handler doing the same UPDATE / SELECT without
 * validation, in the same run. Also the pure functions the editor runs on every change.
 *
 *   node bench/riders-autosave.ts            # local Postgres (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
 *   DURATION=6 CONNECTIONS=10 node bench/riders-autosave.ts
 *   node bench/riders-autosave.ts --smoke      # the same full-size rider, one second per run, fewer pure calls
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bodyParser } from '@koa/bodyparser'
import Koa from 'koa'
import pg from 'pg'

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
process.env.TEST_LOG_LEVEL ??= 'warn'
const { startTestApp } = await import('../src-server/test/harness.ts')
const { generateInputList } = await import('../src/riders/inputs.ts')
const { checkVenueFit } = await import('../src/riders/fit.ts')
const { riderDocSchema, INSTRUMENTS } = await import('../src/riders/schema.ts')
const { sized } = await import('./smoke.ts')

const DURATION = Number(process.env.DURATION ?? sized(6, 1))
const CONNECTIONS = Number(process.env.CONNECTIONS ?? sized(10, 4))
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// A rider at every bound.
const members = Array.from({ length: 64 }, (_, i) => ({
  id: `m${i}`,
  name: `Player ${i}`,
  instruments: [{ id: 'a', kind: INSTRUMENTS[i % INSTRUMENTS.length]!, label: '' }],
  vocals: i % 3 === 0 ? 'lead' : i % 3 === 1 ? 'backing' : 'none',
}))
const doc = riderDocSchema.parse({
  members,
  inputs: generateInputList(members as never),
  monitors: Array.from({ length: 32 }, (_, i) => ({ id: `w${i}`, name: `Mix ${i}`, mix: 'Vocals, keys, click' })),
  backline: Array.from({ length: 64 }, (_, i) => ({
    id: `b${i}`,
    item: `Item ${i}`,
    providedBy: i % 2 ? 'band' : 'venue',
  })),
  plot: {
    width: 16,
    depth: 10,
    items: Array.from({ length: 160 }, (_, i) => ({
      id: `p${i}`,
      kind: 'wedge',
      x: i % 15,
      y: (i / 16) | 0,
      w: 0.75,
      h: 0.5,
    })),
  },
  power: { circuits: Array.from({ length: 24 }, (_, i) => ({ id: `c${i}`, location: `Drop ${i}`, amps: 16 })) },
  contacts: Array.from({ length: 16 }, (_, i) => ({
    id: `k${i}`,
    role: 'Crew',
    name: `Person ${i}`,
    email: 'a@b.test',
  })),
  hospitality: { catering: 'x'.repeat(2000), dressingRoom: 'y'.repeat(2000), guests: 20 },
  notes: 'z'.repeat(2000),
})

// Pure functions (run by the editor on each change and by the fit check).
function perCall(fn: () => unknown, n = sized(2000, 20)): number {
  for (let i = 0; i < sized(200, 2); i++) fn()
  const start = performance.now()
  for (let i = 0; i < n; i++) fn()
  return ((performance.now() - start) / n) * 1000
}
const venue = {
  id: 1,
  name: 'V',
  stage_width_m: 12,
  stage_depth_m: 8,
  stage_height_m: 1,
  desk_channels: 48,
  has_pa: true,
  pa_description: '',
  has_lighting: true,
  backline: ['drum kit', 'bass amp', 'guitar amp', 'stage piano', 'DJ booth'],
  power: '',
  power_amps: 63,
  monitor_mixes: 8,
  monitor_wedges: 6,
  iem_systems: 2,
}
console.log(
  `pure: generateInputList(64 members) ${perCall(() => generateInputList(members as never)).toFixed(1)} µs, checkVenueFit ${perCall(() => checkVenueFit(doc, venue)).toFixed(1)} µs, riderDocSchema.parse ${perCall(() => riderDocSchema.parse(doc), sized(300, 5)).toFixed(0)} µs`,
)

const t = await startTestApp({ setup: false })
const user = await t.newUser()
const created = await (
  await t.api('/api/riders', { method: 'POST', token: user.token, json: { name: 'Bench act', doc } })
).json()
const share = await (await t.api(`/api/riders/${created.id}/share`, { method: 'POST', token: user.token })).json()
const body = JSON.stringify({ doc })
console.log(
  `document ${(body.length / 1024).toFixed(0)} KiB, engine ${t.deps.dbh.engine}, ${CONNECTIONS} connections, ${DURATION} s per run`,
)

// The comparator: the same statements on a plain pg pool, no auth, no validation.
const poolUrl = (t.deps.config as { DATABASE_URL?: string }).DATABASE_URL ?? process.env.DATABASE_URL!
const pool = new pg.Pool({ connectionString: poolUrl, max: t.deps.config.DATABASE_POOL_SIZE })
const bare = new Koa()
bare.use(bodyParser({ jsonLimit: '1mb' }))
bare.use(async (ctx) => {
  if (ctx.method === 'PUT') {
    const { rows } = await pool.query(
      'update riders set doc = $1, version = version + 1, updated_at = now() where id = $2 and owner_id = $3 returning *',
      [JSON.stringify((ctx.request as { body?: { doc: unknown } }).body!.doc), created.id, user.id],
    )
    ctx.body = rows[0]
  } else {
    const { rows } = await pool.query(
      'select name, variant, doc_locale, doc, version, updated_at from riders where share_token = $1',
      [share.token],
    )
    ctx.body = rows[0]
  }
})
const bareServer = http.createServer(bare.callback()).listen(0, '127.0.0.1')
await new Promise((r) => bareServer.once('listening', r))
const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`

interface Result {
  rps: number
  p50: number
  p99: number
  non2xx: number
}
const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'riders-bench-')), 'body.json')
fs.writeFileSync(bodyFile, body)
async function cannon(url: string, seconds: number, opts: { put?: boolean; headers?: Record<string, string> } = {}) {
  const args = [
    path.join(root, 'node_modules/autocannon/autocannon.js'),
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '-j',
  ]
  const headers = { ...opts.headers, ...(opts.put ? { 'content-type': 'application/json' } : {}) }
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`)
  if (opts.put) args.push('-m', 'PUT', '-i', bodyFile)
  args.push(url)
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d) => {
    out += d
  })
  await new Promise((r) => child.on('exit', r))
  const j = JSON.parse(out)
  return { rps: j.requests.average, p50: j.latency.p50, p99: j.latency.p99, non2xx: j.non2xx } as Result
}
const auth = { authorization: `Bearer ${user.token}` }
const cases = [
  {
    name: 'autosave PUT',
    app: () => cannon(`${t.url}/api/riders/${created.id}`, DURATION, { put: true, headers: auth }),
    bare: () => cannon(bareUrl, DURATION, { put: true }),
  },
  {
    name: 'shared GET',
    app: () => cannon(`${t.url}/api/riders/shared/${share.token}`, DURATION),
    bare: () => cannon(`${bareUrl}/shared`, DURATION),
  },
]
for (const c of cases) {
  await c.bare() // warm both
  await c.app()
  const b = await c.bare()
  const a = await c.app()
  const line = (n: string, r: Result) =>
    `  ${n.padEnd(5)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}`
  console.log(`${c.name}:`)
  console.log(line('bare', b))
  console.log(line('app', a))
  console.log(`  ratio app/bare ${((a.rps / b.rps) * 100).toFixed(1)} %`)
}
bareServer.close()
await pool.end()
await t.stop()

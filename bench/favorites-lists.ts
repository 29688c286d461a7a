/**
 * GET /api/favorites/lists for a user with 20 lists × 50 items (1000 favourites with entity summaries), through the
 * whole App (auth token verification, request log, REST door, zod-free service, Kysely) against a bare Koa + pg
 * handler running the same SQL (the same compiled list query, the same summary queries) in the same run.
 * 50 concurrent connections (autocannon, in a child process so it does not share the servers' event loop).
 * Target: App throughput ≥ 70 % of the bare handler, App p99 < 25 ms.
 *
 *   node bench/favorites-lists.ts                       # local Postgres (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
 *   DURATION=10 CONNECTIONS=50 node bench/favorites-lists.ts
 *   node bench/favorites-lists.ts --smoke              # 3 lists × 5 items, one second per run
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Koa from 'koa'
import { sql } from 'kysely'
import pg from 'pg'

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
process.env.TEST_LOG_LEVEL ??= 'warn'
const { startTestApp } = await import('../src-server/test/harness.ts')
const { listsWithFavoritesQuery } = await import('../src-server/favorites/repository.ts')
const { cardRating } = await import('../src-server/directory/ratings-sql.ts')
const { sized } = await import('./smoke.ts')

const DURATION = Number(process.env.DURATION ?? sized(10, 1))
const CONNECTIONS = Number(process.env.CONNECTIONS ?? sized(50, 4))
const LISTS = sized(20, 3)
const ITEMS = sized(50, 5)
/** Seconds of the warm-up runs, and the shortest measured run. */
const WARM_UP = sized(2, 1)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const t = await startTestApp({ setup: false })
const db = t.deps.db
const userId = randomUUID()
const token = await t.tokenFor(userId)

// Directory entries to favourite: 50 of each kind, with photos and cities like the demo data.
const ids: Record<'artist' | 'venue' | 'service', number[]> = { artist: [], venue: [], service: [] }
const base = (i: number) => ({
  name: `Entry ${i}`,
  city: 'Berlin',
  country: 'DE',
  lat: 52.5,
  lng: 13.4,
  photos: [`${t.url}/storage/v1/object/public/photos/${i}/${randomUUID()}.webp`],
})
for (let i = 1; i <= ITEMS; i++) {
  ids.artist.push(
    (
      await db
        .insertInto('artists')
        .values({ ...base(i), act_type: 'band' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  )
  ids.venue.push(
    (
      await db
        .insertInto('venues')
        .values({ ...base(i), venue_type: 'club' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  )
  ids.service.push(
    (
      await db
        .insertInto('services')
        .values({ ...base(i), category: 'sound' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  )
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
        return { user_id: userId, list_id: list.id, entity_type: kind, entity_id: ids[kind][i]! }
      }),
    )
    .execute()
}
await sql`analyze`.execute(db)

// The bare comparator: Koa + pg, same pool size, the same SQL, the same JSON shape, no auth, no middleware.
const listSql = listsWithFavoritesQuery(db, userId).compile()
const pool = new pg.Pool({ connectionString: t.deps.config.DATABASE_URL, max: t.deps.config.DATABASE_POOL_SIZE })
// `pool.end()` resolves before its clients' sockets have closed, and the test database is then dropped with force: a
// client still closing reports that termination as an error, which without a listener would end the benchmark.
pool.on('error', () => {})
const TABLES = { artist: 'artists', venue: 'venues', service: 'services' } as const
const bare = new Koa()
bare.use(async (ctx) => {
  const rows = (await pool.query(listSql.sql, listSql.parameters as unknown[])).rows
  const byType = new Map<string, Set<number>>()
  for (const r of rows)
    if (r.id !== null)
      (byType.get(r.entity_type) ?? byType.set(r.entity_type, new Set()).get(r.entity_type)!).add(r.entity_id)
  const summaries = new Map<string, Record<string, unknown>>()
  await Promise.all(
    [...byType].map(async ([type, set]) => {
      // The entity summary's statement (directory/summaries.ts), its rating columns included.
      const summary = sql`select t.id, t.name, t.city, t.country, t.photos[1] as photo, ${cardRating('t')}
        from ${sql.table(TABLES[type as keyof typeof TABLES])} t where t.id = any(${[...set]}::int[])`.compile(db)
      const res = await pool.query(summary.sql, summary.parameters as unknown[])
      for (const s of res.rows)
        summaries.set(`${type}:${s.id}`, {
          name: s.name,
          city: s.city,
          country: s.country,
          photo: s.photo,
          rating: s.rating == null ? null : Number(s.rating),
          review_count: Number(s.review_count ?? 0),
        })
    }),
  )
  const lists: { id: number; name: string; created_at: string; favorites: unknown[] }[] = []
  let cur: (typeof lists)[number] | undefined
  for (const r of rows) {
    if (cur?.id !== r.list_id) {
      cur = { id: r.list_id, name: r.list_name, created_at: r.list_created_at.toISOString(), favorites: [] }
      lists.push(cur)
    }
    if (r.id === null) continue
    cur!.favorites.push({
      id: r.id,
      list_id: r.list_id,
      name: r.list_name,
      entity_id: r.entity_id,
      entity_type: r.entity_type,
      created_at: r.created_at.toISOString(),
      entity: summaries.get(`${r.entity_type}:${r.entity_id}`) ?? null,
    })
  }
  ctx.body = lists
})
const bareServer = http.createServer(bare.callback())
await new Promise<void>((r) => bareServer.listen(0, '127.0.0.1', r))
const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/api/favorites/lists`

// Same answer from both.
const appBody = await (await t.api('/api/favorites/lists', { token })).json()
const bareBody = await (await fetch(bareUrl)).json()
if (JSON.stringify(appBody) !== JSON.stringify(bareBody)) throw new Error('App and bare answers differ')
const favCount = appBody.reduce((n: number, l: { favorites: unknown[] }) => n + l.favorites.length, 0)
const bytes = JSON.stringify(appBody).length

interface Result {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function cannon(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Result> {
  const args = [
    path.join(root, 'node_modules/autocannon/autocannon.js'),
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '-j',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => {
    stdout += d
  })
  child.stderr.on('data', (d) => {
    stderr += d
  })
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`autocannon failed: ${stderr}`)
  const j = JSON.parse(stdout)
  return { rps: j.requests.average, p50: j.latency.p50, p99: j.latency.p99, errors: j.errors, non2xx: j.non2xx }
}

const auth = { authorization: `Bearer ${token}` }
const appUrl = `${t.url}/api/favorites/lists`
console.log(
  `favourites: ${LISTS} lists × ${ITEMS} items = ${favCount} favourites, ${(bytes / 1024).toFixed(0)} KiB per answer`,
)
console.log(
  `engine ${t.deps.dbh.engine}, pool ${t.deps.config.DATABASE_POOL_SIZE}, ${CONNECTIONS} connections, ${DURATION} s per run`,
)
// Serial latency of one request (no concurrency), for context.
async function serial(url: string, headers: Record<string, string> = {}, n = sized(30, 3)): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    await (await fetch(url, { headers })).arrayBuffer()
    times.push(performance.now() - start)
  }
  times.sort((x, y) => x - y)
  return times[Math.floor(n / 2)]!
}
console.log(
  `serial median: bare ${(await serial(bareUrl)).toFixed(1)} ms, app ${(await serial(`${t.url}/api/favorites/lists`, { authorization: `Bearer ${token}` })).toFixed(1)} ms`,
)
await cannon(bareUrl, WARM_UP)
await cannon(appUrl, WARM_UP, auth)
// Interleave to spread background noise of a shared machine over both.
const half = Math.max(WARM_UP, Math.round(DURATION / 2))
const runs = { bare: [] as Result[], app: [] as Result[] }
runs.bare.push(await cannon(bareUrl, half))
runs.app.push(await cannon(appUrl, half, auth))
runs.app.push(await cannon(appUrl, half, auth))
runs.bare.push(await cannon(bareUrl, half))
const merge = (rs: Result[]): Result => ({
  rps: rs.reduce((s, r) => s + r.rps, 0) / rs.length,
  p50: Math.max(...rs.map((r) => r.p50)),
  p99: Math.max(...rs.map((r) => r.p99)),
  errors: rs.reduce((s, r) => s + r.errors, 0),
  non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
})
const b = merge(runs.bare)
const a = merge(runs.app)
const line = (name: string, r: Result) =>
  `${name.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   non-2xx ${r.non2xx}`
console.log(line('bare', b))
console.log(line('app', a))
const ratio = a.rps / b.rps
console.log(
  `throughput ratio app/bare: ${(ratio * 100).toFixed(1)} % (target ≥ 70 %)   app p99: ${a.p99} ms (target < 25 ms)`,
)

// Let requests still queued from the last run drain before closing.
await new Promise<void>((r) => bareServer.close(() => r()))
await new Promise((r) => setTimeout(r, sized(2000, 200)))
await pool.end()
await t.stop()

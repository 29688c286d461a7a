/**
 * Directory search on 1,000,000 rows: the real App over HTTP vs the bare SQL of the same queries, in one run.
 * `node bench/directory-search.ts` (Postgres at BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Seeds its own database `stagebook_bench` once (set-based SQL, ~1-3 min) and reuses it afterwards.
 */
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { App } from '../src-server/app.ts'
import { loadConfig } from '../src-server/config.ts'
import { openDatabase } from '../src-server/db/database.ts'
import { migrateToLatest } from '../src-server/db/migrate.ts'
import * as repo from '../src-server/directory/repository.ts'
import { seedBulk, seedDemo } from '../src-server/directory/seed.ts'
import { createLogger } from '../src-server/log.ts'

const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** BENCH_DB: another name keeps branches with different migrations from sharing one database. */
const DB = process.env.BENCH_DB ?? 'stagebook_bench'
const ROWS = { artists: 400_000, venues: 400_000, services: 200_000 }
const ITER = Number(process.env.BENCH_ITER ?? 200)

const url = new URL(BASE)
url.pathname = `/${DB}`
const admin = new pg.Client({ connectionString: BASE })
await admin.connect()
const exists = await admin.query('select 1 from pg_database where datname = $1', [DB])
if (!exists.rowCount) await admin.query(`create database ${DB}`)
await admin.end()

// ---- seed once
{
  const dbh = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 })
  await migrateToLatest(dbh.db)
  const { rows } = await sql<{ n: number }>`select (select count(*) from artists) + (select count(*) from venues)
    + (select count(*) from services) as n`.execute(dbh.db)
  const total = Number(rows[0]!.n)
  if (total < 1_000_000) {
    console.log(`seeding ${DB} with 1,000,000 rows (once)…`)
    const t0 = performance.now()
    await sql`truncate artists, venues, services restart identity cascade`.execute(dbh.db)
    await seedDemo(dbh.db, 200)
    await seedBulk(dbh.db, { artists: ROWS.artists - 200, venues: ROWS.venues - 200, services: ROWS.services - 200 })
    await sql`vacuum analyze artists`.execute(dbh.db)
    await sql`vacuum analyze venues`.execute(dbh.db)
    await sql`vacuum analyze services`.execute(dbh.db)
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  } else console.log(`reusing ${DB}: ${total.toLocaleString('en')} rows`)
  await dbh.close()
}

// ---- the app on that database
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: url.toString(),
  DATA_DIR: path.join(os.tmpdir(), 'stagebook-bench'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  DATABASE_POOL_SIZE: '4',
})
const app = await App.create(config, { skipSetup: true, log: createLogger('silent') })
const base = await app.start()
const bare = new pg.Pool({ connectionString: url.toString(), max: 4 })

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}
async function time(fn: (i: number) => Promise<unknown>, n = ITER) {
  for (let i = 0; i < 20; i++) await fn(i)
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    await fn(i)
    out.push(performance.now() - t0)
  }
  return { p50: pct(out, 50), p95: pct(out, 95) }
}
/** The same statements the service runs (compiled by Kysely), on a bare pg pool with named prepared statements. */
async function runBare(builders: { compile: (db: never) => { sql: string; parameters: readonly unknown[] } }[]) {
  return Promise.all(
    builders.map((b, i) => {
      const c = b.compile(app.deps.db as never)
      return bare.query({ name: `q${i}_${c.sql.length}`, text: c.sql, values: c.parameters as unknown[] })
    }),
  )
}

async function check(res: Response) {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
  return res.json()
}

const WORDS = ['hafen', 'linden', 'canal', 'station', 'garden', 'harbour', 'mill', 'bridge', 'rose', 'market']
const TYPES = ['club', 'bar', 'theatre', 'concert-hall', 'arena']
const results: Record<string, { api: { p50: number; p95: number }; sql: { p50: number; p95: number } }> = {}

// A query's rows + capped count, as the service runs them (concurrently).
const queryOf = (i: number) => ({
  text: repo.parseText(WORDS[i % WORDS.length]),
  main: TYPES[i % TYPES.length],
})
// Mirrors the service, including its typo fallback: words that match nothing are retried by name similarity.
async function bareSearch(type: 'venue' | 'artist', f: repo.SearchFilters, q: repo.SearchQuery) {
  const [, count] = await runBare([repo.searchSql(type, q), repo.countSql(type, f)])
  if (Number(count!.rows[0]?.n ?? 0) === 0 && f.text && f.text.plain.length >= 3) {
    const fuzzy = { ...f, text: { ...f.text, fuzzy: true } }
    await runBare([repo.searchSql(type, { ...q, ...fuzzy }), repo.countSql(type, fuzzy)])
  }
}

results['text + type filter (venues)'] = {
  api: await time(async (i) => {
    const q = queryOf(i)
    await check(await fetch(`${base}/api/venues/search?q=${q.text!.plain}&type=${q.main}&limit=20`))
  }),
  sql: await time(async (i) => {
    const f = queryOf(i)
    await bareSearch('venue', f, { ...f, sort: 'relevance', limit: 20, offset: 0 })
  }),
}

const ARTIST_WORDS = ['velvet', 'golden', 'neon', 'lunar', 'owls', 'foxes', 'comets', 'ravens', 'amber', 'cosmic']
const CITIES = ['Berlin', 'Paris', 'Hamburg', 'Vienna', 'Madrid', 'Milan', 'Prague', 'Lisbon']
results['text + genre + city (artists)'] = {
  api: await time(async (i) => {
    await check(
      await fetch(`${base}/api/artists/search?q=${ARTIST_WORDS[i % 10]}&city=${CITIES[i % 8]}&genre=jazz&limit=20`),
    )
  }),
  sql: await time(async (i) => {
    const f = { text: repo.parseText(ARTIST_WORDS[i % 10]), city: CITIES[i % 8], genre: 'jazz' }
    await bareSearch('artist', f, { ...f, sort: 'relevance', limit: 20, offset: 0 })
  }),
}

const PREFIXES = ['ha', 'lin', 'can', 'sta', 'gar', 'harb', 'mil', 'bri', 'ros', 'mar', 'berg', 'phil']
results['typeahead (venues)'] = {
  api: await time(async (i) => {
    await check(await fetch(`${base}/api/directory/typeahead?q=${PREFIXES[i % PREFIXES.length]}&type=venue&limit=8`))
  }),
  sql: await time(async (i) => {
    await repo.typeaheadRows(app.deps.db, 'venue', PREFIXES[i % PREFIXES.length]!, 8)
  }),
}

const near = { lat: 52.52, lng: 13.405, radiusKm: 25 }
results['near Berlin 25 km, by distance'] = {
  api: await time(async () => {
    await check(await fetch(`${base}/api/venues/search?near=52.52,13.405&radius_km=25&sort=distance&limit=20`))
  }),
  sql: await time(async () => {
    const f = { text: null, near }
    await bareSearch('venue', f, { ...f, sort: 'distance', limit: 20, offset: 0 })
  }),
}

const page1 = await time(async (i) => {
  await check(await fetch(`${base}/api/venues/search?type=${TYPES[i % 5]}&sort=name&limit=20&page=1`))
})
const page200 = await time(async (i) => {
  await check(await fetch(`${base}/api/venues/search?type=${TYPES[i % 5]}&sort=name&limit=20&page=200`))
})
const textPage1 = await time(async () => {
  await check(await fetch(`${base}/api/venues/search?q=berlin&limit=20&page=1`))
}, 60)
const textPage200 = await time(async () => {
  await check(await fetch(`${base}/api/venues/search?q=berlin&limit=20&page=200`))
}, 60)

const f = (n: number) => n.toFixed(2).padStart(7)
console.log(
  `\nDirectory search, 1,000,000 rows (${ROWS.artists} artists, ${ROWS.venues} venues, ${ROWS.services} services), ${ITER} requests each, sequential`,
)
console.log('case                              API p50  API p95  SQL p50  SQL p95  ratio p50  ratio p95')
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(32)} ${f(r.api.p50)}  ${f(r.api.p95)}  ${f(r.sql.p50)}  ${f(r.sql.p95)}   ${f(r.api.p50 / r.sql.p50)}x  ${f(r.api.p95 / r.sql.p95)}x`,
  )
}
console.log(
  `\ndeep page, type filter + name sort: page 1 p50 ${f(page1.p50)} p95 ${f(page1.p95)} ms; page 200 p50 ${f(page200.p50)} p95 ${f(page200.p95)} ms; ratio p95 ${(page200.p95 / page1.p95).toFixed(2)}x`,
)
console.log(
  `deep page, text 'berlin' by relevance: page 1 p50 ${f(textPage1.p50)} p95 ${f(textPage1.p95)} ms; page 200 p50 ${f(textPage200.p50)} p95 ${f(textPage200.p95)} ms; ratio p95 ${(textPage200.p95 / textPage1.p95).toFixed(2)}x`,
)
console.log(
  `load average during the run: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores)`,
)
console.log('targets: text+filter p95 < 50 ms, typeahead p95 < 20 ms, API/SQL ≤ 1.5x, page 200 ≤ 2x page 1')

await bare.end()
await app.stop()

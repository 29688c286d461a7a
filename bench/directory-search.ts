/**
 * Directory search on 1,000,000 rows: the real App over HTTP vs the bare SQL of the same queries, in one run.
 * `node bench/directory-search.ts` (Postgres at BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Seeds its own database `stagebook_bench` once (set-based SQL, ~1-3 min) and reuses it afterwards.
 * The comparator runs the service's own search (dictionary lookup, plan, exact then typo stage) with every
 * statement on a bare pg pool as a named prepared statement, planned for its values as the app's are; API and
 * SQL requests alternate, so both see the same machine load. BENCH_ITER requests per case (200), BENCH_DB another
 * database name, BENCH_SEED_ONLY=1 seeds and stops. BENCH_ONLY=availability runs the date-filter cases only (5 % of listings with ≈ 50 blocked days each),
 * BENCH_ONLY=rating those and the rating cases (5 % of listings rated), BENCH_ONLY=natural the natural-phrase,
 * relaxed and district cases (words read as filters, words left out, a district's circle).
 * `--smoke` (or BENCH_SMOKE=1): every case on a throw-away database of 3,500 rows, 3 requests each.
 */
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { type RawBuilder, sql } from 'kysely'
import pg from 'pg'
import { App } from '../src-server/app.ts'
import { loadConfig } from '../src-server/config.ts'
import { openDatabase } from '../src-server/db/database.ts'
import { migrateToLatest } from '../src-server/db/migrate.ts'
import { seedBulk, seedDemo } from '../src-server/directory/seed.ts'
import { searchWith, typeaheadWith } from '../src-server/directory/service.ts'
import { buildPlan, parseQuery } from '../src-server/directory/text-plan.ts'
import { dictionaryTerms } from '../src-server/directory/text-search.ts'
import { createLogger } from '../src-server/log.ts'
import { BENCH_PG_URL, finishSearchDatabase, SMOKE, SMOKE_ROWS, searchDatabaseUrl, sized } from './smoke.ts'

/** BENCH_DB: another name keeps branches with different migrations from sharing one database. */
const DB = process.env.BENCH_DB ?? 'stagebook_bench'
const ROWS = sized({ artists: 400_000, venues: 400_000, services: 200_000 }, SMOKE_ROWS)
const ITER = Number(process.env.BENCH_ITER ?? sized(200, 3))
/** Rounds before the timed ones. */
const WARM_UP = sized(20, 1)

const url = new URL(await searchDatabaseUrl())
if (!SMOKE) {
  const admin = new pg.Client({ connectionString: BENCH_PG_URL })
  await admin.connect()
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB])
  if (!exists.rowCount) await admin.query(`create database ${DB}`)
  await admin.end()
}

// ---- seed once (a smoke run's database comes seeded)
if (!SMOKE) {
  const dbh = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 })
  const migrated = await migrateToLatest(dbh.db)
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
  } else {
    console.log(`reusing ${DB}: ${total.toLocaleString('en')} rows`)
    // A migration that wrote rows (e.g. 0038's rating columns) clears the visibility map of their pages, which
    // index-only scans read until a vacuum: measure the tables as autovacuum would leave them.
    if (migrated.results?.length)
      for (const table of ['artists', 'venues', 'services'])
        await sql`vacuum analyze ${sql.table(table)}`.execute(dbh.db)
  }
  await dbh.close()
}
// BENCH_SEED_ONLY=1: seed (or migrate) the database and stop, e.g. to EXPLAIN its queries by hand.
if (process.env.BENCH_SEED_ONLY) process.exit(0)

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
  // The benchmark's own requests, thousands from one address, are not the script the search budget stops.
  SEARCH_RATE_LIMIT: 'false',
})
const app = await App.create(config, { skipSetup: true, log: createLogger('silent') })
const base = await app.start()
// Named statements save the parse, but after five runs Postgres may switch one to a generic plan, blind to the
// values: on the event and near filters that plan was 10–50× slower than the app's, whose unnamed statements are
// planned for their values every time. The comparator plans the same way.
const bare = new pg.Pool({ connectionString: url.toString(), max: 4, options: '-c plan_cache_mode=force_custom_plan' })

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}
interface Timing {
  p50: number
  p95: number
}
const summary = (xs: number[]): Timing => ({ p50: pct(xs, 50), p95: pct(xs, 95) })

/**
 * API and SQL alternately, request by request (after 20 warm-up rounds), each first every other time: the second
 * of a pair runs the same query right after the first, on the pages the first brought into shared buffers (a
 * typo search reads thousands; the database is 3× shared_buffers), so always going second would favour one side.
 */
async function compare(api: (i: number) => Promise<unknown>, bareFn: (i: number) => Promise<unknown>, n = ITER) {
  for (let i = 0; i < WARM_UP; i++) {
    await api(i)
    await bareFn(i)
  }
  const a: number[] = []
  const b: number[] = []
  const timed = async (fn: (i: number) => Promise<unknown>, i: number, into: number[]) => {
    const t0 = performance.now()
    await fn(i)
    into.push(performance.now() - t0)
  }
  for (let i = 0; i < n; i++) {
    if (i % 2) {
      await timed(bareFn, i, b)
      await timed(api, i, a)
    } else {
      await timed(api, i, a)
      await timed(bareFn, i, b)
    }
  }
  return { api: summary(a), sql: summary(b) }
}
async function time(fn: (i: number) => Promise<unknown>, n = ITER) {
  for (let i = 0; i < WARM_UP; i++) await fn(i)
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    await fn(i)
    out.push(performance.now() - t0)
  }
  return summary(out)
}

/** Runs the service's statements (compiled by Kysely) on the bare pool as named prepared statements, custom-planned. */
const names = new Map<string, string>()
const bareRun = async <R>(query: RawBuilder<R>): Promise<R[]> => {
  const c = query.compile(app.deps.db as never)
  let name = names.get(c.sql)
  if (!name) {
    name = `s${names.size}`
    names.set(c.sql, name)
  }
  const res = await bare.query({ name, text: c.sql, values: c.parameters as unknown[] })
  return res.rows as R[]
}

/**
 * GET on one kept-alive connection, as a browser or an integration's HTTP client does. Node's fetch (undici)
 * spends 0.1-0.4 ms of this process's own CPU per call, which the server never sees.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const get = (pathAndQuery: string) =>
  new Promise<unknown>((resolve, reject) => {
    http
      .get(`${base}${pathAndQuery}`, { agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          if (res.statusCode === 200) resolve(JSON.parse(text))
          else reject(new Error(`${res.statusCode} ${text}`))
        })
      })
      .on('error', reject)
  })

type Kind = 'artist' | 'venue' | 'service'
const PATH = { artist: 'artists', venue: 'venues', service: 'services' } as const
type Params = Record<string, string>
/** One search, through the API and through the comparator. */
const viaApi = async (kind: Kind, p: Params) =>
  get(`/api/${PATH[kind]}/search?${new URLSearchParams({ ...p, limit: '20' })}`)
const viaSql = (kind: Kind, p: Params) => searchWith(bareRun, kind, { ...p, limit: 20 } as never)

const results: Record<string, { api: Timing; sql: Timing }> = {}
const found: Record<string, string> = {}
async function searchCase(name: string, kind: Kind, cases: Params[]) {
  results[name] = await compare(
    (i) => viaApi(kind, cases[i % cases.length]!),
    (i) => viaSql(kind, cases[i % cases.length]!),
  )
  // What the first case finds (a typo case that finds nothing measures nothing).
  const first = (await viaApi(kind, cases[0]!)) as { total: number; corrected_query: string | null }
  found[name] =
    `${cases[0]!.q ?? new URLSearchParams(cases[0]!)} → ${first.total} results${first.corrected_query ? ` (showing ${first.corrected_query})` : ''}`
}

const TYPES = ['club', 'bar', 'theatre', 'concert-hall', 'arena']
const withTypes = (words: string[]) => words.map((q, i) => ({ q, type: TYPES[i % TYPES.length]! }))
const CITIES = ['Berlin', 'Paris', 'Hamburg', 'Vienna', 'Madrid', 'Milan', 'Prague', 'Lisbon']

const FLOOR_CASE = 'one statement (GET /readyz)'
/**
 * The ratio target, stated so it holds for statements of any speed (docs/decisions/0008-api-overhead-target.md):
 * API p95 ≤ 1.5 × SQL p95 + the floor, what one statement through the app costs over the bare statement in this
 * same run (readyz − `select 1`, p95). For statements well above the floor that is the plain 1.5× rule.
 */
function verdict(name: string, r: { api: Timing; sql: Timing }): string {
  if (name === FLOOR_CASE) return '(the floor)'
  if (r.api.p95 <= 1.5 * r.sql.p95) return 'met: ≤ 1.5×'
  const floor = results[FLOOR_CASE]!.api.p95 - results[FLOOR_CASE]!.sql.p95
  return r.api.p95 <= 1.5 * r.sql.p95 + floor ? 'met: ≤ 1.5× + floor' : 'MISSED'
}

function printTable() {
  const f = (n: number) => n.toFixed(2).padStart(7)
  console.log(
    'case                               API p50  API p95  SQL p50  SQL p95  ratio p50  ratio p95  API−SQL p50  API/SQL target',
  )
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(33)} ${f(r.api.p50)}  ${f(r.api.p95)}  ${f(r.sql.p50)}  ${f(r.sql.p95)}   ${f(r.api.p50 / r.sql.p50)}x  ${f(r.api.p95 / r.sql.p95)}x      ${f(r.api.p50 - r.sql.p50)}  ${verdict(name, r)}`,
    )
  }
  console.log(`empty request (GET /healthz): p50 ${f(emptyRequest.p50)} p95 ${f(emptyRequest.p95)} ms`)
  console.log('\nwhat the first query of each case finds:')
  for (const [name, text] of Object.entries(found)) console.log(`  ${name.padEnd(33)} ${text}`)
}
const loadAverage = () =>
  `load average during the run: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores)`

/** BENCH_ONLY: the table of the cases run so far, then stop. */
async function reportAndExit(): Promise<never> {
  printTable()
  console.log(loadAverage())
  await bare.end()
  await app.stop()
  await finishSearchDatabase()
  process.exit(0)
}

const PREFIXES = ['ha', 'lin', 'can', 'sta', 'gar', 'harb', 'mil', 'bri', 'ros', 'mar', 'berg', 'phil']
const typeaheadCase = async (name: string, words: string[]) => {
  results[name] = await compare(
    (i) => get(`/api/directory/typeahead?q=${encodeURIComponent(words[i % words.length]!)}&type=venue&limit=8`),
    (i) => typeaheadWith(bareRun, { q: words[i % words.length]!, type: 'venue', limit: 8 }),
  )
}
const nearCase = async () => {
  const near = { lat: 52.52, lng: 13.405 }
  results['near Berlin 25 km, by distance'] = await compare(
    () => viaApi('venue', { near: `${near.lat},${near.lng}`, radius_km: '25', sort: 'distance' }),
    () => searchWith(bareRun, 'venue', { near, radius_km: 25, sort: 'distance', limit: 20 } as never),
  )
}
const typeNameCase = async () => {
  results['type, by name (venues)'] = await compare(
    (i) => viaApi('venue', { type: TYPES[i % TYPES.length]!, sort: 'name' }),
    (i) => viaSql('venue', { type: TYPES[i % TYPES.length]!, sort: 'name' }),
  )
}
/**
 * What any request costs on this machine, whatever it asks: an empty one (GET /healthz, API only) and one that runs
 * a single statement (GET /readyz against a bare `select 1`). The fast cases' API − SQL is set against these.
 */
let emptyRequest: Timing = { p50: 0, p95: 0 }
const floorCase = async () => {
  emptyRequest = await time(() => get('/healthz'))
  results[FLOOR_CASE] = await compare(
    () => get('/readyz'),
    () => bareRun(sql`select 1`),
  )
}
// The floor first, in every mode: each table's API/SQL target is set against it.
await floorCase()
/**
 * What bookers type: an event, a type and a place in five languages (read as filters), words that find nothing
 * (left out), and districts (a circle around them, nearest first).
 */
const naturalCases = async () => {
  await searchCase('natural phrases (artists)', 'artist', [
    { q: 'wedding band munich' },
    { q: 'Hochzeitsband München' },
    { q: 'jazz band münchen' },
    { q: 'groupe mariage paris' },
    { q: 'band matrimonio milano' },
    { q: 'dj para cumpleaños barcelona' },
    { q: 'Hochzeit DJ Hamburg' },
  ])
  await searchCase('natural phrases (venues)', 'venue', [
    { q: 'wedding venue munich' },
    { q: 'boîte de nuit paris' },
    { q: 'Theater Firmenfeier Hamburg' },
    { q: 'salle de concert lyon' },
    { q: 'discoteca barcelona' },
  ])
  await searchCase('relaxed: a word finds nothing (artists)', 'artist', [
    { q: 'techno klub berlin' },
    { q: 'acoustic duo zzqx london' },
    { q: 'jazz band qwrtz münchen' },
    { q: 'velvet owls zzyzx' },
  ])
  await searchCase('district (venues)', 'venue', [
    { q: 'club near kreuzberg' },
    { q: 'bar in shoreditch' },
    { q: 'près de Montmartre' },
    { q: 'Kreutzberg' },
    { q: 'Club bei Schwabing' },
    { q: 'bar ai navigli' },
  ])
}
if (process.env.BENCH_ONLY === 'natural') {
  await naturalCases()
  await reportAndExit()
}
// BENCH_ONLY=fast: the fastest cases, where the app's fixed cost per request weighs most against its SQL.
if (process.env.BENCH_ONLY === 'fast') {
  await typeaheadCase('typeahead (venues)', PREFIXES)
  await typeNameCase()
  await nearCase()
  await reportAndExit()
}

// ---- availability: 5 % of the listings of each kind with ≈ 50 blocked days in the next year (seeded once)
{
  const { rows } = await bare.query('select 1 from availability_blocks limit 1')
  if (!rows.length) {
    const t0 = performance.now()
    await bare.query(`insert into availability_blocks (entity_type, entity_id, start_date, end_date, status)
      select l.kind, l.id, d.day, d.day, 'booked'
      from (select 'venue' as kind, id from venues where id % 20 = 3
        union all select 'artist', id from artists where id % 20 = 3
        union all select 'service', id from services where id % 20 = 3) l
      cross join lateral (select distinct current_date + ((l.id::bigint * 7919 + g * 104729) % 365)::int as day
        from generate_series(1, 52) g) d`)
    await bare.query('vacuum analyze availability_blocks')
    console.log(`seeded availability blocks in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  }
  const day = (i: number) => new Date(Date.now() + (3 + ((i * 37) % 300)) * 86_400_000).toISOString().slice(0, 10)
  const later = (d: string, n: number) => new Date(Date.parse(d) + n * 86_400_000).toISOString().slice(0, 10)
  const byName = TYPES.map((type, i) => ({ type, sort: 'name', available_from: day(i) }))
  await searchCase('date + type, by name (venues)', 'venue', byName)
  await typeNameCase()
  await searchCase(
    'text + type + date (venues)',
    'venue',
    withTypes(['hafen', 'linden', 'canal', 'station', 'garden', 'harbour', 'mill', 'bridge']).map((c, i) => ({
      ...c,
      available_from: day(i),
    })),
  )
  await searchCase(
    'city + 7-day range (artists)',
    'artist',
    CITIES.map((city, i) => ({ city, available_from: day(i), available_to: later(day(i), 6) })),
  )
  await searchCase(
    'typo + date (venues)',
    'venue',
    ['hafne', 'lindn', 'cannal', 'statoin', 'gardn', 'harbur'].map((q, i) => ({ q, available_from: day(i) })),
  )
  if (process.env.BENCH_ONLY === 'availability') await reportAndExit()
}

// ---- ratings: ≈ 5 % of the listings of each kind rated, 1.00–5.00 with 1–23 reviews (seeded once, straight into
// listing_ratings, the table the reviews' trigger keeps). Picked by a hash of the id: the seed's types, cities and
// names follow the id, and `id % 20` would rate no club at all (the rating walk would then read every rated venue).
{
  const { rows } = await bare.query('select 1 from listing_ratings limit 1')
  if (!rows.length) {
    const t0 = performance.now()
    await bare.query(`insert into listing_ratings (entity_type, entity_id, rating, review_count)
      select l.kind, l.id, round(1 + ((l.id::bigint * 7919) % 401) / 100.0, 2), 1 + l.id % 23
      from (select 'venue' as kind, id from venues union all select 'artist', id from artists
        union all select 'service', id from services) l
      where (l.id::bigint * 2654435761) % 97 < 5`)
    await bare.query('vacuum analyze listing_ratings')
    // listing_ratings' trigger copied the ratings onto the listings' rows (migration 0038).
    for (const table of ['artists', 'venues', 'services']) await bare.query(`vacuum analyze ${table}`)
    console.log(`seeded listing ratings in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  }
  await searchCase('by rating (venues)', 'venue', [{ sort: 'rating' }])
  await searchCase(
    'type, by rating (venues)',
    'venue',
    TYPES.map((type) => ({ type, sort: 'rating' })),
  )
  await searchCase(
    'type + min_rating 4.5 (venues)',
    'venue',
    TYPES.map((type) => ({ type, min_rating: '4.5' })),
  )
  await searchCase(
    'text + type, by rating (venues)',
    'venue',
    withTypes(['hafen', 'linden', 'canal', 'station', 'garden', 'harbour', 'mill', 'bridge']).map((c) => ({
      ...c,
      sort: 'rating',
    })),
  )
  // A city with any order but the name's: the page is sorted from the city index alone (migration 0039).
  await searchCase(
    'city, by rating (venues)',
    'venue',
    CITIES.map((city) => ({ city, sort: 'rating' })),
  )
  await searchCase(
    'city, by price (venues)',
    'venue',
    CITIES.map((city) => ({ city, sort: 'price' })),
  )
  // Page 200 against page 1 (target: ≤ 2x), with a type filter, without one, and with min_rating.
  const deepPage = async (name: string, query: (i: number) => string) => {
    const at = (page: number) => (i: number) => get(`/api/venues/search?${query(i)}&limit=20&page=${page}`)
    const [first, deep] = [await time(at(1)), await time(at(200))]
    found[`${name}: page 1 vs 200`] =
      `p50 ${first.p50.toFixed(2)} vs ${deep.p50.toFixed(2)} ms; p95 ${first.p95.toFixed(2)} vs ${deep.p95.toFixed(2)} ms (${(deep.p95 / first.p95).toFixed(2)}x)`
  }
  await deepPage('type, by rating', (i) => `type=${TYPES[i % 5]}&sort=rating`)
  await deepPage('by rating', () => 'sort=rating')
  await deepPage('type + min_rating 1, by rating', (i) => `type=${TYPES[i % 5]}&sort=rating&min_rating=1`)
  await deepPage('city, by rating', (i) => `city=${CITIES[i % CITIES.length]}&sort=rating`)
  if (process.env.BENCH_ONLY === 'rating') await reportAndExit()
}

await searchCase(
  'text + type filter (venues)',
  'venue',
  withTypes(['hafen', 'linden', 'canal', 'station', 'garden', 'harbour', 'mill', 'bridge', 'rose', 'market']),
)
await searchCase(
  'text + genre + city (artists)',
  'artist',
  ['velvet', 'golden', 'neon', 'lunar', 'owls', 'foxes', 'comets', 'ravens', 'amber', 'cosmic'].map((q, i) => ({
    q,
    city: CITIES[i % CITIES.length]!,
    genre: 'jazz',
  })),
)
await searchCase(
  'one typo + type (venues)',
  'venue',
  withTypes(['hafne', 'lindn', 'cannal', 'statoin', 'gardn', 'harbur', 'brigde', 'markte', 'chestnt', 'orchrd']),
)
await searchCase(
  'two typos (venues)',
  'venue',
  // No type: the benchmark's names pair each street word with a few types only.
  ['lihgthuose', 'chesntnutt', 'amstredma', 'barcelnoa', 'manchsetr', 'liverpol', 'stokholm', 'rotterdma'].map((q) => ({
    q,
  })),
)
await searchCase(
  'swaps (venues)',
  'venue',
  withTypes(['hambrug', 'lodnon', 'brsitol', 'prauge', 'vienan', 'mialn', 'lsibon', 'dubiln']),
)
await searchCase(
  'first-letter typo + type (venues)',
  'venue',
  withTypes(['gafen', 'kinden', 'xanal', 'btation', 'jarbour', 'vridge', 'narket', 'fhestnut']),
)
await searchCase('multi-word with typos (venues)', 'venue', [
  { q: 'berlin tecno club' },
  { q: 'hafen club berln' },
  { q: 'lindn theatre hambrug' },
  { q: 'canal bar amsterdm' },
  { q: 'garden arena pariss' },
])
await searchCase('German / French words (venues)', 'venue', [
  { q: 'Konzertsaal Köln' },
  { q: 'salle de concert Paris' },
  { q: 'Kirche München' },
  { q: 'sala da concerto Milano' },
  { q: 'Theater Wien' },
  { q: 'Galerie Zürich' },
])

await naturalCases()

await typeaheadCase('typeahead (venues)', PREFIXES)
await typeaheadCase('typeahead with typos (venues)', [
  'glutwekr',
  'hafne',
  'lindne',
  'statoin',
  'elbtonhale',
  'hambrug',
])

await nearCase()

const page1 = await time(async (i) => {
  await get(`/api/venues/search?type=${TYPES[i % 5]}&sort=name&limit=20&page=1`)
})
const page200 = await time(async (i) => {
  await get(`/api/venues/search?type=${TYPES[i % 5]}&sort=name&limit=20&page=200`)
})
const textPage1 = await time(
  async () => {
    await get(`/api/venues/search?q=berlin&limit=20&page=1`)
  },
  sized(60, 3),
)
const textPage200 = await time(
  async () => {
    await get(`/api/venues/search?q=berlin&limit=20&page=200`)
  },
  sized(60, 3),
)

// The planning in JavaScript (vocabulary match, typo checks, tsquery text) the lookup's answer feeds.
const planQueries = ['berlin tecno club', 'lihgthuose', 'Konzertsaal Köln', 'salle de concert Paris', 'hafne']
const looked = await Promise.all(
  planQueries.map(async (q) => ({ p: parseQuery(q)!, terms: await dictionaryTerms(bareRun, parseQuery(q)) })),
)
const t0 = performance.now()
const PLANS = sized(2000, 10)
for (let i = 0; i < PLANS; i++) for (const l of looked) buildPlan(l.p, 'venue', l.terms)
const planMicros = ((performance.now() - t0) * 1000) / (PLANS * looked.length)

const f = (n: number) => n.toFixed(2).padStart(7)
console.log(
  `\nDirectory search, ${(ROWS.artists + ROWS.venues + ROWS.services).toLocaleString('en')} rows (${ROWS.artists} artists, ${ROWS.venues} venues, ${ROWS.services} services), ${ITER} requests each, sequential`,
)
printTable()
console.log(
  `\ndeep page, type filter + name sort: page 1 p50 ${f(page1.p50)} p95 ${f(page1.p95)} ms; page 200 p50 ${f(page200.p50)} p95 ${f(page200.p95)} ms; ratio p95 ${(page200.p95 / page1.p95).toFixed(2)}x`,
)
console.log(
  `deep page, text 'berlin' by relevance: page 1 p50 ${f(textPage1.p50)} p95 ${f(textPage1.p95)} ms; page 200 p50 ${f(textPage200.p50)} p95 ${f(textPage200.p95)} ms; ratio p95 ${(textPage200.p95 / textPage1.p95).toFixed(2)}x`,
)
console.log(`query planning in JavaScript: ${planMicros.toFixed(0)} µs a query`)
console.log(loadAverage())
console.log(
  'targets: text+filter p95 < 50 ms (typo cases included), typeahead p95 < 20 ms, API p95 ≤ 1.5x SQL p95 + floor, page 200 ≤ 2x page 1',
)

await bare.end()
await app.stop()
await finishSearchDatabase()

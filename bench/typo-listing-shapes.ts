/**
 * The second half of a typo search: from the corrected words to a page of listings and their count, at
 * 1,000,000 rows (bench/directory-search.ts's database, BENCH_DB). The dictionary lookup is cheap (one indexed
 * statement on ~1,100 words); what costs is reading the listings that carry the corrected word — `chestnut` is in
 * 6,663 venue names — once per statement. Statement shapes side by side on the benchmark's own typo queries,
 * timed (p50 / p95 of a whole search: every statement of the shape, in sequence) and in shared buffers touched
 * (load-independent), each shape answering the same page and count:
 * - before: exact page, then a capped count of all matches, then the typo page (three passes over the matches);
 *   a type filter as a btree bitmap ANDed with the text's GIN bitmap;
 * - one pass: each stage's page counts its matches in the same statement (a materialized CTE), or with
 *   `count(*) over ()`;
 * - one pass + the type's word in the GIN lookup (`(…) & 'club'`, the filter then checked on the rows read);
 * - near Berlin by distance: ids from the table (0003's (lat, lng) index) or index-only (0034's covering index).
 * Run by bench/search-typo-candidates.ts (BENCH_PART=listings for this half alone), or alone; `--smoke` runs it on
 * a throw-away small directory, 2 rounds.
 */
import os from 'node:os'
import { Kysely, PostgresDialect, type RawBuilder } from 'kysely'
import pg from 'pg'
import { buildPlan, parseQuery, planQuery } from '../src-server/directory/text-plan.ts'
import { dictionaryTerms } from '../src-server/directory/text-search.ts'
import { finishSearchDatabase, searchDatabaseUrl, sized } from './smoke.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? sized(15, 2))
const pool = new pg.Pool({ connectionString: await searchDatabaseUrl(), max: 2 })
const db = await pool.connect()
const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
const run = async <R>(q: RawBuilder<R>): Promise<R[]> => (await q.execute(kysely)).rows

const RANK = `ts_rank('{0.05,0.2,0.4,1.0}', search_vector, $1::tsquery)`
interface Stmt {
  text: string
  values: unknown[]
  /** Without index-only scans: reads its ids from the table, as 0003's (lat, lng) index made the page do. */
  heap?: boolean
}
interface Query {
  name: string
  exact: string
  all: string
  type?: string
}

/** The inner statement of a stage: ids with their tier and rank, under a where clause. */
const inner = (where: string) =>
  `select id, case when search_vector @@ $2::tsquery then 0 else 10 end as tier, ${RANK} as rank from venues where ${where}`
const pageOf = (where: string) => `select id from (${inner(where)}) s order by tier, rank desc, id limit 20`
const withCount = (where: string) =>
  `with m as materialized (${inner(where)})
   select id, (select count(*) from m) as total from (select * from m order by tier, rank desc, id limit 20) p`
const withWindow = (where: string) =>
  `select id, total from (select *, count(*) over () as total from (${inner(where)}) s) w
   order by tier, rank desc, id limit 20`

/** The where clauses of the exact stage, the typo stage (after the exact matches) and all matches. */
function wheres(q: Query, lexeme: boolean) {
  const text = (query: string) => (q.type && lexeme ? `(${query}) & '${q.type}'` : query)
  const type = q.type ? (lexeme ? ` and (venue_type = $3) is true` : ` and venue_type = $3`) : ''
  return {
    exact: `search_vector @@ '${text(q.exact).replace(/'/g, "''")}'::tsquery${type}`,
    typos: `search_vector @@ '${text(q.all).replace(/'/g, "''")}'::tsquery and not (search_vector @@ $2::tsquery)${type}`,
    all: `search_vector @@ '${text(q.all).replace(/'/g, "''")}'::tsquery${type}`,
  }
}

type Shape = (q: Query) => Stmt[]
const params = (q: Query) => [q.all, q.exact, ...(q.type ? [q.type] : [])]
const SHAPES: Record<string, Shape> = {
  'before: exact page, count, typo page': (q) => {
    const w = wheres(q, false)
    return [
      { text: pageOf(w.exact), values: params(q) },
      { text: `select count(*) from (select 1 from (${inner(w.all)}) s limit 10001) c`, values: params(q) },
      { text: pageOf(w.typos), values: params(q) },
    ]
  },
  'one pass a stage (CTE count)': (q) => {
    const w = wheres(q, false)
    return [
      { text: withCount(w.exact), values: params(q) },
      { text: withCount(w.typos), values: params(q) },
    ]
  },
  'one pass a stage (count(*) over ())': (q) => {
    const w = wheres(q, false)
    return [
      { text: withWindow(w.exact), values: params(q) },
      { text: withWindow(w.typos), values: params(q) },
    ]
  },
  'one pass + type word in GIN (chosen)': (q) => {
    const w = wheres(q, true)
    return [
      { text: withCount(w.exact), values: params(q) },
      { text: withCount(w.typos), values: params(q) },
    ]
  },
}

async function queriesOf(words: string[], types?: string[]): Promise<Query[]> {
  const out: Query[] = []
  for (const [i, word] of words.entries()) {
    const parsed = parseQuery(word)!
    const plan = buildPlan(parsed, 'venue', await dictionaryTerms(run, parsed))
    out.push({
      name: word,
      exact: planQuery(plan, 'exact'),
      all: planQuery(plan, 'all'),
      type: types?.[i % types.length],
    })
  }
  return out
}

/** Shared buffers a statement touches (hit or read), from EXPLAIN (ANALYZE, BUFFERS). */
async function exec(stmt: Stmt) {
  if (stmt.heap) await db.query('set enable_indexonlyscan = off')
  const res = await db.query(stmt.text, stmt.values)
  if (stmt.heap) await db.query('reset enable_indexonlyscan')
  return res
}

async function buffers(stmt: Stmt): Promise<number> {
  const { rows } = await exec({ ...stmt, text: `explain (analyze, buffers, format json) ${stmt.text}` })
  const plan = rows[0]['QUERY PLAN'][0].Plan
  return plan['Shared Hit Blocks'] + plan['Shared Read Blocks']
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!

async function measure(label: string, queries: Query[], shapes: Record<string, Shape>) {
  console.log(`\n${label}: ${queries.map((q) => q.name + (q.type ? `+${q.type}` : '')).join(', ')}`)
  console.log('shape                                                          p50 ms   p95 ms   buffers a search')
  const p50: number[] = []
  for (const [name, shape] of Object.entries(shapes)) {
    let touched = 0
    for (const q of queries) for (const stmt of shape(q)) touched += await buffers(stmt)
    const times: number[] = []
    for (let r = 0; r < ROUNDS; r++)
      for (const q of queries) {
        const t0 = performance.now()
        for (const stmt of shape(q)) await exec(stmt)
        times.push(performance.now() - t0)
      }
    p50.push(pct(times, 50))
    console.log(
      `${name.padEnd(62)} ${pct(times, 50).toFixed(2).padStart(7)}  ${pct(times, 95).toFixed(2).padStart(7)}   ${Math.round(
        touched / queries.length,
      )
        .toString()
        .padStart(8)}`,
    )
  }
  // The last shape is the one the app uses, the first the comparator it replaced.
  console.log(`ratio p50 last shape / first: ${(p50.at(-1)! / p50[0]!).toFixed(2)}×`)
}

const TYPES = ['club', 'bar', 'theatre', 'concert-hall', 'arena']
await measure(
  'two typos, no filter',
  await queriesOf(['lihgthuose', 'chesntnutt', 'amstredma', 'barcelnoa', 'manchsetr', 'liverpol', 'stokholm']),
  SHAPES,
)
await measure(
  'first-letter typo + type',
  await queriesOf(['gafen', 'kinden', 'xanal', 'btation', 'jarbour', 'vridge', 'narket', 'fhestnut'], TYPES),
  SHAPES,
)

// Near Berlin, 25 km, by distance: the count and the page's ids.
const DIST = `(12742 * asin(least(1, sqrt(power(sin(radians(lat - 52.52) / 2), 2)
  + cos(radians(52.52)) * cos(radians(lat)) * power(sin(radians(lng - 13.405) / 2), 2)))))`
const BOX = `lat between 52.295 and 52.745 and lng between 13.035 and 13.775 and ${DIST} <= 25`
const near: Query = { name: 'near Berlin', exact: '', all: '' }
const page = `select id from (select id, ${DIST} as d from venues where ${BOX}) s order by d, id limit 20`
const count = `select count(*) from (select 1 from venues where ${BOX} limit 10001) c`
const onePass = `with m as materialized (select id, ${DIST} as d from venues where ${BOX})
  select id, (select count(*) from m) from (select * from m order by d, id limit 20) p`
await measure('near Berlin 25 km, by distance', [near], {
  "count, then page: ids from the table (0003's (lat, lng))": () => [
    { text: count, values: [] },
    { text: page, values: [], heap: true },
  ],
  "count, then page: index-only (0034's (lat, lng) include (id))": () => [
    { text: count, values: [] },
    { text: page, values: [] },
  ],
  'one pass, index-only (chosen)': () => [{ text: onePass, values: [] }],
})

console.log(
  `\nload average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores)`,
)
db.release()
await kysely.destroy()
await finishSearchDatabase()

/**
 * How to find the dictionary words within a query word's typo budget inside Postgres: the candidates of
 * docs/decisions/0003-forgiving-search.md side by side, on the 1M-row benchmark database's own dictionary and on a
 * stress dictionary of BENCH_WORDS (300,000) generated words, with the same typo queries for each:
 * - SymSpell: deletion neighbourhoods in a GIN-indexed tsvector (`deletes @@ 'k1' | 'k2'…`), what the app uses,
 *   and the same in a text[] (`&&`);
 * - pg_trgm: trigram similarity on the word list (`term % q`, GIN gin_trgm_ops), threshold 0.3;
 * - fuzzystrmatch: levenshtein_less_equal over the words of a length band (btree on length).
 * Every candidate's words are then checked by the same rules (typos.ts), so they differ only in speed and in
 * how many right words they miss. `node bench/search-typo-candidates.ts` after bench/directory-search.ts seeded
 * and migrated its database (BENCH_DB, default stagebook_bench).
 *
 * Then the second half of a typo search, finding the listings by the corrected words (bench/typo-listing-shapes.ts):
 * the statement shapes side by side on the benchmark's own typo queries. BENCH_PART=dictionary or =listings runs
 * one half only. `--smoke` (or BENCH_SMOKE=1): a throw-away small directory, 2,000 stress words, 20 queries.
 */
import os from 'node:os'
import pg from 'pg'
import { deletionNeighbourhood, storedDepth, typoBudget, typoMatch } from '../src-server/directory/typos.ts'
import { finishSearchDatabase, searchDatabaseUrl, sized } from './smoke.ts'

const WORDS = Number(process.env.BENCH_WORDS ?? sized(300_000, 2_000))
const QUERIES = Number(process.env.BENCH_QUERIES ?? sized(300, 20))
const db = new pg.Client({ connectionString: await searchDatabaseUrl() })
await db.connect()

// ---- a deterministic stress dictionary: pronounceable words of 4–14 letters
let seed = 42
/** mulberry32: a small deterministic generator. */
const rand = (n: number) => {
  seed = (seed + 0x6d2b79f5) | 0
  let r = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
  return ((((r ^ (r >>> 14)) >>> 0) / 4294967296) * n) | 0
}
const SYLLABLES =
  'ba be bi bo bu da de di do du fa fe fi fo ga ge go ha he ho ka ke ki ko la le li lo lu ma me mi mo mu na ne ni no pa pe pi po ra re ri ro ru sa se si so ta te ti to va ve vi vo wa we za ze zo bra bre bri dra dre fra fri gra gre kra kri pra pre pri stra stre tra tre tri ber berg hain burg dorf feld hof stein wald bach haus heim land mann schaft ton ville mont cour val ette elle ine ard ung heit'.split(
    ' ',
  )
const word = () => {
  let w = ''
  const n = 2 + rand(3)
  for (let i = 0; i < n; i++) w += SYLLABLES[rand(SYLLABLES.length)]
  if (rand(3) === 0) w += 'aeinrst'[rand(7)]
  return w.slice(0, 14)
}

const PART = process.env.BENCH_PART
if (PART === 'listings') {
  await db.end()
  await import('./typo-listing-shapes.ts')
  process.exit(0)
}

await db.query('create extension if not exists fuzzystrmatch')
const { rows: existing } = await db.query(
  `select count(*)::int as n from pg_tables where tablename = 'bench_typo_terms'`,
)
if (!existing[0].n) {
  console.log(`building the stress dictionary (${WORDS} words + the bench dictionary)…`)
  await db.query(`create table bench_typo_terms (
    term text collate "C" primary key,
    deletes text[] not null generated always as (public.search_term_deletes(term)) stored,
    neighbours tsvector not null generated always as (array_to_tsvector(public.search_term_deletes(term))) stored)`)
  await db.query(`insert into bench_typo_terms (term) select term from search_terms`)
  const all = new Set<string>()
  while (all.size < WORDS) all.add(word())
  const list = [...all]
  for (let i = 0; i < list.length; i += 20_000)
    await db.query('insert into bench_typo_terms (term) select unnest($1::text[]) on conflict do nothing', [
      list.slice(i, i + 20_000),
    ])
  await db.query('create index bench_typo_terms_deletes_idx on bench_typo_terms using gin (deletes)')
  await db.query('create index bench_typo_terms_neighbours_idx on bench_typo_terms using gin (neighbours)')
  await db.query('create index bench_typo_terms_trgm_idx on bench_typo_terms using gin (term gin_trgm_ops)')
  await db.query('create index bench_typo_terms_length_idx on bench_typo_terms (length(term))')
  // The same three indexes over the benchmark database's own dictionary.
  await db.query('create index if not exists search_terms_trgm_bench_idx on search_terms using gin (term gin_trgm_ops)')
  await db.query('create index if not exists search_terms_length_bench_idx on search_terms (length(term))')
  await db.query('vacuum analyze bench_typo_terms')
  await db.query('vacuum analyze search_terms')
}

// ---- typo queries with a known answer: 1 and 2 edits, swaps, first letters
function typo(w: string, kind: number): string {
  const i = kind === 3 ? 0 : 1 + rand(Math.max(1, w.length - 2))
  const c = 'abcdefghijklmnopqrstuvwxyz'[rand(26)]!
  if (kind === 0) return w.slice(0, i) + w.slice(i + 1) // deletion
  if (kind === 1) return w.slice(0, i) + c + w.slice(i) // insertion
  if (kind === 2 && i < w.length - 1) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) // swap
  return w.slice(0, i) + c + w.slice(i + 1) // substitution (kind 3: the first letter)
}
async function queriesFor(table: string) {
  const { rows } = await db.query(`select term from ${table} where length(term) >= 5 order by md5(term) limit $1`, [
    QUERIES,
  ])
  return rows.map((r: { term: string }, i: number) => {
    let q = typo(r.term, i % 4)
    if (typoBudget(q.length) >= 2 && i % 3 === 0) q = typo(q, (i + 1) % 3)
    return { target: r.term as string, q }
  })
}

type Lookup = (q: string) => Promise<string[] | null>
const neighbourhood = (q: string) => deletionNeighbourhood(q, Math.max(typoBudget(q.length), q.length === 4 ? 1 : 0))
const candidates = (table: string): Record<string, Lookup> => ({
  'SymSpell (GIN tsvector)': async (q) => {
    // search_terms keeps the neighbourhood as a tsvector in `deletes` (migration 0014), the stress table in `neighbours`.
    const column = table === 'search_terms' ? 'deletes' : 'neighbours'
    const anyOf = neighbourhood(q)
      .map((k) => `'${k}'`)
      .join(' | ')
    const { rows } = await db.query(`select term from ${table} where ${column} @@ $1::tsquery`, [anyOf])
    return rows.map((r: { term: string }) => r.term)
  },
  'SymSpell (GIN text[])': async (q) => {
    if (table === 'search_terms') return null // the app's table keeps only the tsvector
    const { rows } = await db.query(`select term from ${table} where deletes && $1::text[]`, [neighbourhood(q)])
    return rows.map((r: { term: string }) => r.term)
  },
  'pg_trgm similarity 0.3': async (q) => {
    const { rows } = await db.query(`select term from ${table} where term % $1`, [q])
    return rows.map((r: { term: string }) => r.term)
  },
  'fuzzystrmatch, length band': async (q) => {
    const d = typoBudget(q.length)
    // A swap is two Levenshtein edits: ask for one more, the rules below decide.
    const { rows } = await db.query(
      `select term from ${table} where length(term) between $2 and $3
        and levenshtein_less_equal(term, $1, $4) <= $4`,
      [q, q.length - d, q.length + d, d + 1],
    )
    return rows.map((r: { term: string }) => r.term)
  },
})

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!
await db.query('set pg_trgm.similarity_threshold = 0.3')
for (const table of ['search_terms', 'bench_typo_terms']) {
  const { rows: size } = await db.query(`select count(*)::int as n from ${table}`)
  const queries = await queriesFor(table)
  console.log(`\n${table}: ${size[0].n.toLocaleString('en')} words, ${queries.length} typo queries`)
  console.log('candidate                      p50 ms   p95 ms   recall   words checked')
  const p50: Record<string, number> = {}
  for (const [name, lookup] of Object.entries(candidates(table))) {
    if ((await lookup('probe')) === null) continue
    for (const { q } of queries.slice(0, sized(20, 2))) await lookup(q)
    const times: number[] = []
    let hits = 0
    let answerable = 0
    let checked = 0
    for (const { q, target } of queries) {
      const t0 = performance.now()
      const words = (await lookup(q)) ?? []
      times.push(performance.now() - t0)
      checked += words.length
      if (!typoMatch(q, target, false) && q !== target) continue // the generated typo exceeds the budget
      answerable++
      if (words.some((w) => w === target && (w === q || typoMatch(q, w, false)))) hits++
    }
    p50[name] = pct(times, 50)
    console.log(
      `${name.padEnd(28)} ${pct(times, 50).toFixed(2).padStart(7)}  ${pct(times, 95).toFixed(2).padStart(7)}   ${((hits / answerable) * 100).toFixed(1).padStart(5)} %   ${(checked / queries.length).toFixed(1).padStart(8)}`,
    )
  }
  const chosen = p50['SymSpell (GIN tsvector)']!
  console.log(
    `ratio p50 SymSpell (GIN tsvector) / pg_trgm: ${(chosen / p50['pg_trgm similarity 0.3']!).toFixed(2)}×, ` +
      `/ fuzzystrmatch: ${(chosen / p50['fuzzystrmatch, length band']!).toFixed(2)}×`,
  )
}
const { rows: sizes } = await db.query(`select
  pg_size_pretty(pg_relation_size('bench_typo_terms_deletes_idx')) as symspell,
  pg_size_pretty(pg_relation_size('bench_typo_terms_neighbours_idx')) as neighbours,
  pg_size_pretty(pg_relation_size('bench_typo_terms_trgm_idx')) as trgm,
  pg_size_pretty(pg_relation_size('bench_typo_terms_length_idx')) as length,
  pg_size_pretty(pg_relation_size('bench_typo_terms')) as heap`)
console.log(
  `\nstress dictionary sizes: SymSpell GIN tsvector ${sizes[0].neighbours}, text[] ${sizes[0].symspell} (both columns in a heap of ${sizes[0].heap}), trigram GIN ${sizes[0].trgm}, length btree ${sizes[0].length}`,
)
console.log(`(storedDepth check: 'glutwerk' keeps ${deletionNeighbourhood('glutwerk', storedDepth(8)).length} strings)`)
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores)`,
)
await db.end()
// The listings half runs on the same database (and drops a smoke run's when it is done).
if (!PART) await import('./typo-listing-shapes.ts')
else await finishSearchDatabase()

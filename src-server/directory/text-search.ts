/**
 * One search page with typo tolerance, on any statement runner (the service's Kysely, the benchmark's bare pool):
 * the dictionary lookup, then exact and prefix matches, then — only for what the page still needs — the entries
 * that need a typo forgiven, so a typo never pushes an exact match of another entry down.
 */

import type { EntityType } from '../../src/directory/kinds.ts'
import { LIMITS } from '../../src/directory/schema.ts'
import * as repo from './repository.ts'
import {
  buildPlan,
  correctedQuery,
  type DictionaryTerm,
  lookupKeys,
  type ParsedQuery,
  type TextPlan,
} from './text-plan.ts'

/** Dictionary words near the query's words, in one indexed lookup, for every kind's plan. */
export async function dictionaryTerms(run: repo.Run, parsed: ParsedQuery | null): Promise<DictionaryTerm[]> {
  const keys = parsed ? lookupKeys(parsed) : []
  return keys.length ? run(repo.dictionarySql(keys)) : []
}

export const planOf = (parsed: ParsedQuery | null, type: EntityType | null, terms: DictionaryTerm[]) =>
  parsed ? buildPlan(parsed, type, terms) : null

export interface PageRequest {
  sort: repo.SearchQuery['sort']
  limit: number
  offset: number
  after?: repo.SearchQuery['after']
  facets: boolean
}

export interface Page {
  rows: repo.CardRow[]
  /** Matches, up to LIMITS.countCap + 1. */
  count: number
  facets?: Record<string, number>
  /** "Showing results for …", when nothing matched the words as typed. */
  corrected: string | null
  /** The words left out because the page with all of them was empty (as typed), else empty. */
  dropped: string[]
}

/**
 * Whether words may be left out when all of them find nothing, and how many must stay: one for a search by words
 * alone, none where words became filters (the filters then still say what is searched).
 */
export type Relax = false | { keep: 0 | 1 }

/** Per-word counts of the relaxation stop here: enough to tell a rare word from a common one. */
const WORD_COUNT_CAP = 1000

const count = async (run: repo.Run, type: EntityType, f: repo.SearchFilters, cap?: number) =>
  Number((await run(repo.countSql(type, f, cap)))[0]?.n ?? 0)

async function facets(run: repo.Run, type: EntityType, f: repo.SearchFilters) {
  const rows = await run(repo.facetSql(type, f))
  return Object.fromEntries(rows.map((r) => [r.v, Number(r.n)]))
}

function correctionOf(plan: TextPlan, row: repo.CardRow | undefined): string | null {
  const matched = row?.matched as (number | null)[] | null | undefined
  return row && matched ? correctedQuery(plan, matched, [row.name, row.city]) : null
}

/**
 * `filters.text` is ignored: the plan decides what the text matches. With `relax`, when no entry matches every
 * word (typos forgiven), words are left out as Meilisearch's matchingStrategy "frequency" does, the least useful
 * first: those that match the fewest entries under the filters (none at all: always), at equal counts the later
 * word. It stops at the first set of words that finds something, keeping at least one word; the entries then rank
 * by how many of the left-out words they still match, then as usual.
 */
export async function searchPage(
  run: repo.Run,
  type: EntityType,
  filters: repo.SearchFilters,
  plan: TextPlan | null,
  req: PageRequest,
  relax: Relax = false,
): Promise<Page> {
  const strict = await strictPage(run, type, filters, plan, req)
  if (!relax || !plan || plan.groups.length <= relax.keep || strict.count > 0) return strict
  const counts = await Promise.all(
    plan.groups.map((g) =>
      count(
        run,
        type,
        { ...filters, text: { plan: { ...plan, groups: [g], optional: [] }, stage: 'all' } },
        WORD_COUNT_CAP,
      ),
    ),
  )
  if (relax.keep && counts.every((n) => n === 0)) return strict
  const order = plan.groups.map((_, i) => i).sort((a, b) => counts[a]! - counts[b]! || b - a)
  // Words no entry has are left out at once; then one more at a time.
  let drop = order.filter((i) => counts[i] === 0).length
  for (drop = Math.max(drop, 1); drop <= plan.groups.length - relax.keep; drop++) {
    const left = new Set(order.slice(0, drop))
    const groups = plan.groups.filter((_, i) => !left.has(i))
    const relaxed: TextPlan | null = groups.length
      ? {
          ...plan,
          groups,
          optional: plan.groups.filter((_, i) => left.has(i) && counts[i]! > 0),
          hasTypos: groups.some((g) => g.alternatives.some((a) => a.typos > 0)),
        }
      : null
    const page = await strictPage(run, type, filters, relaxed, req)
    if (page.count > 0) return { ...page, dropped: plan.groups.filter((_, i) => left.has(i)).map((g) => g.typed) }
  }
  return strict
}

async function strictPage(
  run: repo.Run,
  type: EntityType,
  filters: repo.SearchFilters,
  plan: TextPlan | null,
  req: PageRequest,
): Promise<Page> {
  const all: repo.SearchFilters = { ...filters, text: plan && { plan, stage: 'all' } }
  const facetsOf = () => (req.facets ? facets(run, type, all) : Promise.resolve(undefined))
  /**
   * A page and how many entries match. Where the page must see every match anyway (by relevance, by distance),
   * one statement answers both; elsewhere (an index walk in name order stops after the page) a capped count.
   */
  const pageAndCount = async (f: repo.SearchFilters, offset = req.offset, limit = req.limit) => {
    const q = { ...f, sort: req.sort, limit, offset, after: req.after }
    if (!repo.pageSeesAll(q) || limit === 0) {
      const [rows, n] = await Promise.all([limit ? run(repo.searchSql(type, q)) : [], count(run, type, f)])
      return { rows, n }
    }
    const rows = await run(repo.searchSql(type, { ...q, withTotal: true }))
    // Past the last match the page has no row to carry the total.
    const n = rows.length
      ? Math.min(Number(rows[0]!.total), LIMITS.countCap + 1)
      : offset
        ? await count(run, type, f)
        : 0
    return { rows, n }
  }

  if (!plan?.hasTypos) {
    const [{ rows, n }, f] = await Promise.all([pageAndCount(all), facetsOf()])
    return { rows, count: n, facets: f, corrected: null, dropped: [] }
  }
  const exact: repo.SearchFilters = { ...filters, text: { plan, stage: 'exact' } }
  if (req.sort !== 'relevance') {
    // Any sort but relevance mixes both kinds of matches; the notice needs to know whether exact ones exist.
    const [{ rows, n }, f, exactOnes] = await Promise.all([pageAndCount(all), facetsOf(), count(run, type, exact, 0)])
    return { rows, count: n, facets: f, corrected: exactOnes ? null : correctionOf(plan, rows[0]), dropped: [] }
  }
  // By relevance: the exact matches, then the matches that need a typo forgiven (`withoutExact`).
  const typos: repo.SearchFilters = { ...filters, text: { plan, stage: 'all', withoutExact: true } }
  const stages = async () => {
    // The first page: both stages at once, each one pass over its own matches (the typo one is needed for its
    // count even when the exact matches fill the page).
    if (req.offset === 0) return Promise.all([pageAndCount(exact), pageAndCount(typos)])
    const exactPage = await pageAndCount(exact)
    // Typo matches follow the exact ones: from where those end.
    const offset = Math.max(0, req.offset - exactPage.n)
    return [exactPage, await pageAndCount(typos, offset, req.limit - exactPage.rows.length)] as const
  }
  const [[exactPage, typoPage], f] = await Promise.all([stages(), facetsOf()])
  return {
    rows: [...exactPage.rows, ...typoPage.rows].slice(0, req.limit),
    count: Math.min(exactPage.n + typoPage.n, LIMITS.countCap + 1),
    facets: f,
    corrected: exactPage.n === 0 ? correctionOf(plan, typoPage.rows[0]) : null,
    dropped: [],
  }
}

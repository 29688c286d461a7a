/**
 * One search page with typo tolerance, on any statement runner (the service's Kysely, the benchmark's bare pool):
 * the dictionary lookup, then exact and prefix matches, then — only for what the page still needs — the entries
 * that need a typo forgiven, so a typo never pushes an exact match of another entry down.
 */

import type { EntityType } from '../../src/directory/kinds.ts'
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
}

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

/** `filters.text` is ignored: the plan decides what the text matches. */
export async function searchPage(
  run: repo.Run,
  type: EntityType,
  filters: repo.SearchFilters,
  plan: TextPlan | null,
  req: PageRequest,
): Promise<Page> {
  const all: repo.SearchFilters = { ...filters, text: plan && { plan, stage: 'all' } }
  const page = (f: repo.SearchFilters, offset = req.offset, limit = req.limit) =>
    run(repo.searchSql(type, { ...f, sort: req.sort, limit, offset, after: req.after }))
  const facetsOf = () => (req.facets ? facets(run, type, all) : Promise.resolve(undefined))

  if (!plan?.hasTypos) {
    const [rows, n, f] = await Promise.all([page(all), count(run, type, all), facetsOf()])
    return { rows, count: n, facets: f, corrected: null }
  }
  const exact: repo.SearchFilters = { ...filters, text: { plan, stage: 'exact' } }
  if (req.sort !== 'relevance') {
    // Any sort but relevance mixes both kinds of matches; the notice needs to know whether exact ones exist.
    const [rows, n, f, exactOnes] = await Promise.all([
      page(all),
      count(run, type, all),
      facetsOf(),
      count(run, type, exact, 0),
    ])
    return { rows, count: n, facets: f, corrected: exactOnes ? null : correctionOf(plan, rows[0]) }
  }
  const [exactRows, n, f] = await Promise.all([page(exact), count(run, type, all), facetsOf()])
  if (exactRows.length === req.limit || n === 0) return { rows: exactRows, count: n, facets: f, corrected: null }
  // The exact matches end on this page or before it: typo matches follow them.
  const exactCount =
    exactRows.length || !req.offset ? req.offset + exactRows.length : await count(run, type, exact, req.offset)
  const typoRows = await page(
    { ...filters, text: { plan, stage: 'all', withoutExact: true } },
    Math.max(0, req.offset - exactCount),
    req.limit - exactRows.length,
  )
  return {
    rows: [...exactRows, ...typoRows],
    count: n,
    facets: f,
    corrected: exactCount === 0 ? correctionOf(plan, typoRows[0]) : null,
  }
}

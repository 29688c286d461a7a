/**
 * From what a booker typed to what the database matches: each query word (or phrase of the vocabulary) becomes a
 * group of alternatives — the word itself, the word as a prefix (last word), dictionary words within its typo
 * budget, types/genres/cities it names in any language — each with its cost for ranking:
 * exact 0 < prefix 1 < one typo 10 < one typo, prefix 11 < two typos 20… An entry must match one alternative of
 * every group; it ranks by the sum of its groups' cheapest matches, then by relevance.
 */

import { ENTITY_TYPES, type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import { foldedWords, umlautSpellings } from '../../src/directory/text.ts'
import { deletionNeighbourhood, SWAP_ONLY_LENGTH, typoBudget, typoMatch } from './typos.ts'
import { type VocabularyMatch, vocabularyIndex } from './vocabulary-index.ts'

export interface Alternative {
  /** tsquery text. */
  query: string
  typos: number
  prefix: boolean
  /** What to show in "Showing results for …" when an entry matched through this alternative (typos only). */
  correction?: { term: string } | { display: string }
}

export interface Group {
  /** The words as typed. */
  typed: string
  alternatives: Alternative[]
}

export interface TextPlan {
  /** The folded words, space-separated (a name starting with them ranks higher). */
  plain: string
  groups: Group[]
  /** Some alternative forgives a typo: a typo stage may follow the exact one. */
  hasTypos: boolean
  /**
   * The words left out when all of them found nothing (text-search.ts): an entry need not match them, but each one
   * it matches ranks it above those matching fewer.
   */
  optional?: Group[]
}

/** A missed optional word outweighs any typo or prefix cost of the required ones. */
export const MISSED_WORD_COST = 1000

/** A dictionary word near a query word and how many entries of each kind contain it. */
export interface DictionaryTerm {
  term: string
  artists: number
  venues: number
  services: number
}

export const cost = (a: Pick<Alternative, 'typos' | 'prefix'>) => a.typos * 10 + (a.prefix ? 1 : 0)

/** Typo corrections a word keeps at most (the closest, then the most common). */
const MAX_CORRECTIONS = 8
/** Query words and their length (longer is cut): beyond that it is not a search. */
const MAX_WORDS = 8
const MAX_WORD_LENGTH = 40

export interface ParsedQuery {
  words: string[]
  typed: string[]
}

export function parseQuery(q: string | undefined): ParsedQuery | null {
  if (!q) return null
  const typed = (q.normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? [])
    .map((w) => w.slice(0, MAX_WORD_LENGTH))
    .filter((w) => foldedWords(w).length === 1)
    .slice(0, MAX_WORDS)
  if (!typed.length) return null
  return { typed, words: typed.map((w) => foldedWords(w)[0]!) }
}

/** The deletion neighbourhoods to look up in the dictionary (empty: no word may carry a typo). */
export function lookupKeys(parsed: ParsedQuery): string[] {
  const keys = new Set<string>()
  for (const w of parsed.words) {
    const depth = Math.max(typoBudget(w.length), w.length === SWAP_ONLY_LENGTH ? 1 : 0)
    if (depth && !/\d/.test(w)) for (const d of deletionNeighbourhood(w, depth)) keys.add(d)
  }
  return [...keys]
}

const lexeme = (w: string, prefix = false) => `'${w}'${prefix ? ':*' : ''}`

function addAlternative(list: Alternative[], a: Alternative) {
  const same = list.findIndex((b) => b.query === a.query)
  if (same < 0) list.push(a)
  else if (cost(a) < cost(list[same]!)) list[same] = a
}

/** Spans of two or more words that spell a vocabulary phrase, longest and closest first, not overlapping. */
function phraseSpans(matches: VocabularyMatch[]): VocabularyMatch[][] {
  const multi = matches
    .filter((m) => m.end - m.start >= 2)
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.typos - b.typos || a.start - b.start)
  const taken: VocabularyMatch[][] = []
  for (const m of multi) {
    const same = taken.find((s) => s[0]!.start === m.start && s[0]!.end === m.end)
    if (same) same.push(m)
    else if (!taken.some((s) => m.start < s[0]!.end && s[0]!.start < m.end)) taken.push([m])
  }
  return taken
}

/** The plan of one query for one kind, given the dictionary words the lookup found near its words. */
export function buildPlan(parsed: ParsedQuery, type: EntityType | null, terms: DictionaryTerm[]): TextPlan {
  const { words, typed } = parsed
  const variants = words.map(umlautSpellings)
  const named = vocabularyIndex().match(words, variants)
  // Event types are no words of the entries' text: only a filter finds them (understand.ts).
  const matches = named.filter((m) => m.concept.query !== null)
  // A word that is a type, genre or event word as typed means that: no typo turns it into another word or a
  // place (`mariachi` stays a genre and never becomes Mariahilf).
  const meant = new Set(
    named
      .filter(
        (m) =>
          m.end === m.start + 1 &&
          !m.typos &&
          !m.prefix &&
          m.concept.group !== 'city' &&
          m.concept.group !== 'district',
      )
      .map((m) => m.start),
  )
  const entries = (t: DictionaryTerm) =>
    type ? t[KIND_PATH[type]] : ENTITY_TYPES.reduce((sum, kind) => sum + t[KIND_PATH[kind]], 0)
  const last = words.length - 1
  const concept = (m: VocabularyMatch): Alternative => ({
    query: m.concept.query!,
    typos: m.typos,
    prefix: m.prefix,
    ...(m.typos ? { correction: { display: m.display } } : {}),
  })

  const groups: Group[] = []
  const spans = phraseSpans(matches)
  for (let i = 0; i < words.length; ) {
    const span = spans.find((s) => s[0]!.start === i)
    if (span) {
      const { end } = span[0]!
      const alternatives: Alternative[] = []
      const literal = words.slice(i, end).map((w, k) => lexeme(w, i + k === last))
      addAlternative(alternatives, { query: `(${literal.join(' & ')})`, typos: 0, prefix: end - 1 === last })
      for (const m of span) addAlternative(alternatives, concept(m))
      groups.push({ typed: typed.slice(i, end).join(' '), alternatives })
      i = end
      continue
    }
    const word = words[i]!
    const isLast = i === last
    const alternatives: Alternative[] = []
    for (const w of [word, ...variants[i]!]) {
      addAlternative(alternatives, { query: lexeme(w), typos: 0, prefix: false })
      if (isLast) addAlternative(alternatives, { query: lexeme(w, true), typos: 0, prefix: true })
    }
    for (const m of matches)
      if (m.start === i && m.end === i + 1 && !(m.typos && meant.has(i))) addAlternative(alternatives, concept(m))
    const corrections = (meant.has(i) ? [] : terms)
      .filter((t) => entries(t) > 0)
      .map((t) => ({ t, m: typoMatch(word, t.term, isLast) }))
      .filter((c) => c.m !== null)
      .sort((a, b) => cost(a.m!) - cost(b.m!) || entries(b.t) - entries(a.t) || (a.t.term < b.t.term ? -1 : 1))
      .slice(0, MAX_CORRECTIONS)
    for (const { t, m } of corrections)
      addAlternative(alternatives, {
        query: lexeme(t.term),
        typos: m!.typos,
        prefix: m!.prefix,
        correction: { term: t.term },
      })
    groups.push({ typed: typed[i]!, alternatives })
    i++
  }
  return {
    plain: words.join(' '),
    groups,
    hasTypos: groups.some((g) => g.alternatives.some((a) => a.typos > 0)),
  }
}

/** Which alternatives a match uses: typo-free only (the exact stage) or all. */
export type Stage = 'exact' | 'all'

export const stageAlternatives = (g: Group, stage: Stage) =>
  stage === 'exact' ? g.alternatives.filter((a) => a.typos === 0) : g.alternatives

/** The tsquery text of one group: one of its alternatives. */
export function groupQuery(g: Group, stage: Stage): string {
  const all = stageAlternatives(g, stage).map((a) => a.query)
  // 'w':* finds whatever 'w' finds.
  const alts = all.filter((q) => !all.includes(`${q}:*`))
  return alts.length === 1 ? alts[0]! : `(${alts.join(' | ')})`
}

/** The tsquery text of a plan: every group, one of its alternatives. */
export function planQuery(plan: TextPlan, stage: Stage): string {
  return plan.groups.map((g) => groupQuery(g, stage)).join(' & ')
}

/**
 * For the ranking tier of an entry: each group's alternatives by cost, as tsquery texts per cost level. The
 * entry's cost in the group is the first level it matches (the last level needs no test).
 */
export function tierLevels(plan: TextPlan, stage: Stage): { cost: number; query: string }[][] {
  return plan.groups.map((g) => {
    const byCost = new Map<number, string[]>()
    for (const a of stageAlternatives(g, stage)) byCost.set(cost(a), [...(byCost.get(cost(a)) ?? []), a.query])
    return [...byCost.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([c, qs]) => ({ cost: c, query: qs.length === 1 ? qs[0]! : `(${qs.join(' | ')})` }))
  })
}

/**
 * The order in which an entry's match is attributed to a group's alternatives: cheapest first, and at equal cost
 * a dictionary word (spelled as in the entry) before a vocabulary phrase.
 */
export function attributionOrder(g: Group): number[] {
  const rank = (a: Alternative) => cost(a) * 2 + (a.correction && 'display' in a.correction ? 1 : 0)
  return g.alternatives.map((_, i) => i).sort((x, y) => rank(g.alternatives[x]!) - rank(g.alternatives[y]!))
}

/**
 * "Showing results for …": the typed words with each corrected group replaced by the correction the given entry
 * matched (`matched[g]`: index of the first alternative of group g it matches). The dictionary keeps folded
 * words; the entry's own name or city gives their spelling (`glutwekr` → Glutwerk).
 */
export function correctedQuery(plan: TextPlan, matched: (number | null)[], spelling: string[]): string | null {
  let corrected = false
  const spelled = new Map(
    spelling.flatMap((s) => (s.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).map((w) => [foldedWords(w)[0], w])),
  )
  const out = plan.groups.map((g, i) => {
    const a = matched[i] == null ? undefined : g.alternatives[matched[i]!]
    if (!a?.correction) return g.typed
    corrected = true
    return 'display' in a.correction ? a.correction.display : (spelled.get(a.correction.term) ?? a.correction.term)
  })
  return corrected ? out.join(' ') : null
}

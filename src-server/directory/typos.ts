/**
 * The typo rules of search (Meilisearch's defaults, see docs/decisions/0003-forgiving-search.md) and the
 * distances and deletion neighbourhoods that apply them.
 */

/** Typos a query word of this length may carry: 5–8 characters one, 9+ two, shorter none. */
export function typoBudget(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}

/**
 * A four-letter word forgives one swap of neighbouring letters (`lwoe` → Lowe), the slip a four-letter word most
 * often has; any other typo in it would match too many other short words.
 */
export const SWAP_ONLY_LENGTH = 4

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein where a swap of neighbouring letters is one edit), or
 * `max + 1` as soon as it must exceed `max`. With `prefix`, the distance of `a` to the closest prefix of `b` (the
 * word being typed). Hand-written because no small library offers the bound and the prefix mode together.
 */
export function typoDistance(a: string, b: string, max: number, prefix = false): number {
  const m = a.length
  const n = b.length
  if (!prefix && Math.abs(m - n) > max) return max + 1
  // Rows of the DP matrix over b: two before (swaps), previous, current.
  let before = new Array<number>(n + 1).fill(0)
  let previous = Array.from({ length: n + 1 }, (_, j) => j)
  let current = new Array<number>(n + 1).fill(0)
  for (let i = 1; i <= m; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1)
      current[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  const last = prefix ? Math.min(...previous) : previous[n]!
  return Math.min(last, max + 1)
}

/** True when `b` is `a` with exactly one pair of neighbouring letters swapped. */
export function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
}

/**
 * Deletion neighbourhoods are taken over a word's first DELETE_PREFIX letters (SymSpell's prefix length): two
 * words within k typos share a string reachable by at most k deletions from each one's prefix, so the stored
 * neighbourhood stays at most 29 strings a word however long it is. Migration 0014 computes the same for the
 * dictionary (`search_term_deletes`); a test checks that both agree.
 */
export const DELETE_PREFIX = 7

/** The strings reachable by deleting at most `k` letters from the first DELETE_PREFIX letters of `word`. */
export function deletionNeighbourhood(word: string, k: number): string[] {
  const out = new Set<string>([word.slice(0, DELETE_PREFIX)])
  let frontier = [...out]
  for (let step = 0; step < k; step++) {
    const next: string[] = []
    for (const s of frontier)
      for (let i = 0; i < s.length; i++) {
        const d = s.slice(0, i) + s.slice(i + 1)
        if (!out.has(d)) {
          out.add(d)
          next.push(d)
        }
      }
    frontier = next
  }
  return [...out]
}

/** The neighbourhood depth the dictionary stores for a word: deep enough for every query that may reach it. */
export const storedDepth = (length: number) => (length >= DELETE_PREFIX ? 2 : 1)

export interface TypoMatch {
  typos: number
  /** Matched a prefix of the word (the query's last word, still being typed), not the whole word. */
  prefix: boolean
}

/**
 * Whether `term` (a dictionary or vocabulary word) matches the query word `word` within its typo budget, and how.
 * Exact and plain-prefix matches are not typo matches and answer null (the tsquery finds them itself).
 */
export function typoMatch(word: string, term: string, last: boolean): TypoMatch | null {
  if (word === term || (last && term.startsWith(word))) return null
  const budget = typoBudget(word.length)
  if (budget === 0)
    return word.length === SWAP_ONLY_LENGTH && isOneSwap(word, term) ? { typos: 1, prefix: false } : null
  const whole = typoDistance(word, term, budget)
  if (whole <= budget) return { typos: whole, prefix: false }
  // Typing in progress: a typo in the part typed so far. From DELETE_PREFIX letters, where the neighbourhood
  // lookup can find such words at all.
  if (last && word.length >= DELETE_PREFIX) {
    const partial = typoDistance(word, term, budget, true)
    if (partial <= budget) return { typos: partial, prefix: true }
  }
  return null
}

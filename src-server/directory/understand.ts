/**
 * Query understanding: the words of a search that name an event type (`Hochzeit`), a type or genre of the kind
 * searched (`band`, `Klub`, `jazz`) or a known city (`München`) become that filter, shown as a removable chip
 * ("Band · Wedding · Munich"); the other words stay text. Only words as typed count (a typo or an unfinished word
 * stays text, where typo tolerance handles it), so a correction never turns a genre or type word into a place.
 */
import type { EntityType } from '../../src/directory/kinds.ts'
import type { SearchInput } from '../../src/directory/schema.ts'
import { umlautSpellings } from '../../src/directory/text.ts'
import type { ParsedQuery } from './text-plan.ts'
import { type ConceptGroup, type VocabularyMatch, vocabularyIndex } from './vocabulary-index.ts'

/** The search parameters a chip sets. */
export type ChipParam = 'type' | 'category' | 'genre' | 'event' | 'city'

export interface Chip {
  param: ChipParam
  /** The filter's value: a type, genre, category or event key, or the city's name in `cities.ts`. */
  value: string
  /** The words as typed that the chip stands for: removing the chip removes them from the query. */
  typed: string
}

export interface Understanding {
  chips: Chip[]
  /** The words left as text, or null when every word became a filter. */
  rest: ParsedQuery | null
  /** The search parameters the chips set. */
  filters: Partial<Record<ChipParam, string>>
}

/** Which parameter a vocabulary group sets on each kind's search (none: the word stays text there). */
const PARAM: Record<EntityType, Partial<Record<ConceptGroup, ChipParam>>> = {
  artist: { actTypes: 'type', genres: 'genre', eventTypes: 'event', city: 'city' },
  venue: { venueTypes: 'type', eventTypes: 'event', city: 'city' },
  service: { categories: 'category', eventTypes: 'event', city: 'city' },
}

/**
 * Where one word names several things, the kind's own type first (`theatre` on venues is the venue type, on
 * artists the event), then genre, event, city.
 */
const PRIORITY: ConceptGroup[] = ['actTypes', 'venueTypes', 'categories', 'genres', 'eventTypes', 'city']

/** Whether the search already has this filter some other way (then the word stays text). */
function alreadySet(param: ChipParam, input: SearchInput): boolean {
  const given = input as Record<string, unknown>
  if (param === 'city') return Boolean(input.city || input.near)
  return given[param] !== undefined
}

export function understandQuery(
  parsed: ParsedQuery | null,
  type: EntityType,
  input: SearchInput,
): Understanding | null {
  if (!parsed) return null
  const { words, typed } = parsed
  const params = PARAM[type]
  const candidates = vocabularyIndex()
    .match(words, words.map(umlautSpellings))
    .filter((m) => !m.typos && !m.prefix && params[m.concept.group])
    // Longest phrase first, then by priority, then leftmost.
    .sort(
      (a, b) =>
        b.end - b.start - (a.end - a.start) ||
        PRIORITY.indexOf(a.concept.group) - PRIORITY.indexOf(b.concept.group) ||
        a.start - b.start,
    )
  const taken: VocabularyMatch[] = []
  const filters: Understanding['filters'] = {}
  for (const m of candidates) {
    const param = params[m.concept.group]!
    if (filters[param] || alreadySet(param, input)) continue
    if (taken.some((t) => m.start < t.end && t.start < m.end)) continue
    taken.push(m)
    filters[param] = m.concept.value
  }
  if (!taken.length) return null
  taken.sort((a, b) => a.start - b.start)
  const used = new Set(taken.flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)))
  const keep = words.map((_, i) => i).filter((i) => !used.has(i))
  return {
    chips: taken.map((m) => ({
      param: params[m.concept.group]!,
      value: m.concept.value,
      typed: typed.slice(m.start, m.end).join(' '),
    })),
    rest: keep.length ? { words: keep.map((i) => words[i]!), typed: keep.map((i) => typed[i]!) } : null,
    filters,
  }
}

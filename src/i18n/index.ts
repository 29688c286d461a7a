import { CATALOGS } from './catalogs.ts'
import type { Locale } from './locales.ts'
import { type Translate, translatorFor } from './translate.ts'
import type { Messages } from './types.ts'

export { CATALOGS } from './catalogs.ts'
export { flattenKeys, PLURAL_CATEGORIES, pluralBase, type Translate } from './translate.ts'

/** A message's key as callers name it: its plural forms (`unread_one`, `unread_other`) are one message, `unread`. */
type PluralBase<K extends string> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : K

/** The dotted keys of one message tree: `{ errors: { notFound: '…' } }` → `'errors.notFound'`. */
type KeysOf<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : KeysOf<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every message key of every catalog, as the compiler knows them (English is the reference): a typo fails tsc. */
export type MessageKey = {
  [NS in keyof typeof CATALOGS & string]: KeysOf<(typeof CATALOGS)[NS]['en'], `${NS}.`>
}[keyof typeof CATALOGS & string]

/**
 * Namespaces the app shell and the home page use. The browser loads them before the first render and the rest
 * with the first page that needs it, which keeps the first page's JavaScript small (decision record 0002).
 */
export const CORE_NAMESPACES: readonly string[] = ['common', 'shell']

/** The two halves of a locale's messages the browser loads (see src-server/build/i18n-plugin.ts). */
export type DictionaryPart = 'core' | 'rest'

/** One locale's messages of every feature, or of one part of them. */
export function dictionaryFor(locale: Locale, part?: DictionaryPart): Messages {
  return Object.fromEntries(
    Object.entries(CATALOGS)
      .filter(([ns]) => part === undefined || CORE_NAMESPACES.includes(ns) === (part === 'core'))
      .map(([ns, catalog]) => [ns, catalog[locale]]),
  )
}

const translators = new Map<Locale, Translate>()

/** A translator for one locale over all catalogs (server, print documents in any language). */
export function createTranslator(locale: Locale): Translate {
  let t = translators.get(locale)
  if (!t) {
    t = translatorFor(dictionaryFor(locale), locale)
    translators.set(locale, t)
  }
  return t
}

import rosetta from 'rosetta'
import { auth } from './catalogs/auth.ts'
import { common } from './catalogs/common.ts'
import { directory } from './catalogs/directory.ts'
import { favorites } from './catalogs/favorites.ts'
import { media } from './catalogs/media.ts'
import { riders } from './catalogs/riders.ts'
import { shell } from './catalogs/shell.ts'
import { stages } from './catalogs/stages.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts'
import type { Catalog, Messages } from './types.ts'

/** Every feature's catalog under its namespace: `t('favorites.added', { list })`. */
export const CATALOGS: Record<string, Catalog> = { common, auth, directory, favorites, media, riders, shell, stages }

export function dictionaryFor(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(CATALOGS).map(([ns, catalog]) => [ns, catalog[locale]]))
}

export type Translate = (key: string, params?: Record<string, unknown>) => string

/** A translator for one locale; a key missing there falls back to English, then to the key itself. */
export function createTranslator(locale: Locale): Translate {
  const i18n = rosetta<Messages>()
  for (const l of LOCALES) i18n.set(l, dictionaryFor(l))
  i18n.locale(locale)
  return (key, params) => {
    const text = i18n.t(key, params ?? {}, locale) || i18n.t(key, params ?? {}, DEFAULT_LOCALE)
    return text || key
  }
}

/** Flattens a message tree into dotted keys (for the completeness test and tooling). */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`),
  )
}

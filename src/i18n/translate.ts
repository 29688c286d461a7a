import rosetta from 'rosetta'
import { LOCALE_TAGS, type Locale } from './locales.ts'
import type { Messages } from './types.ts'

export type Translate = (key: string, params?: Record<string, unknown>) => string

/**
 * The suffixes of a message's plural forms, CLDR's categories (`unread_one`, `unread_other`, French `…_many`). A
 * message called with a numeric `count` takes the form `Intl.PluralRules` picks, else its `_other` form.
 */
export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`)

/** A message key without its plural suffix: `unread_one` → `unread`; other keys as they are. */
export const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '')

/**
 * A translator over one locale's dictionary; an unknown key yields the key itself (never an empty string). A
 * numeric `count` picks the message's plural form and shows as the locale writes numbers (1.234 in German).
 */
export function translatorFor(dictionary: Messages, locale: Locale): Translate {
  const i18n = rosetta<Messages>({ x: dictionary })
  i18n.locale('x')
  const plurals = new Intl.PluralRules(LOCALE_TAGS[locale])
  const numbers = new Intl.NumberFormat(LOCALE_TAGS[locale])
  return (key, params = {}) => {
    const { count } = params
    if (typeof count !== 'number') return i18n.t(key, params) || key
    const shown = { ...params, count: numbers.format(count) }
    return (
      i18n.t(`${key}_${plurals.select(count)}`, shown) || i18n.t(`${key}_other`, shown) || i18n.t(key, shown) || key
    )
  }
}

/** Flattens a message tree into dotted keys (for the completeness test and tooling). */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`),
  )
}

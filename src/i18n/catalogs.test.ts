import { describe, expect, it } from 'vitest'
import { CATALOGS, flattenKeys, pluralBase } from './index.ts'
import { LOCALE_TAGS, LOCALES } from './locales.ts'
import type { Messages } from './types.ts'

const lookup = (messages: Messages, key: string) =>
  key.split('.').reduce<Messages | string | undefined>((m, k) => (typeof m === 'object' ? m[k] : undefined), messages)
const placeholders = (text: unknown) =>
  typeof text === 'string' ? (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort() : []

/**
 * A message is one key, or plural forms (`unread_one`, `unread_other`): each language has exactly the forms its
 * plural rules need (French, Spanish and Italian a `_many` English has not), and each form English's placeholders.
 */
const messagesOf = (keys: string[]) => [...new Set(keys.map(pluralBase))].sort()
const formsOf = (keys: string[], message: string) =>
  keys
    .filter((k) => k !== message && pluralBase(k) === message)
    .map((k) => k.slice(message.length + 1))
    .sort()

describe('i18n catalogs', () => {
  for (const [ns, catalog] of Object.entries(CATALOGS)) {
    const englishKeys = flattenKeys(catalog.en)
    const english = messagesOf(englishKeys)
    for (const locale of LOCALES) {
      it(`${ns}: ${locale} has exactly the messages English has, each non-empty with the same placeholders`, () => {
        const keys = flattenKeys(catalog[locale])
        const messages = messagesOf(keys)
        expect(
          english.filter((k) => !messages.includes(k)),
          'missing keys',
        ).toEqual([])
        expect(
          messages.filter((k) => !english.includes(k)),
          'keys English does not have',
        ).toEqual([])
        const categories = [...new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories].sort()
        for (const message of english) {
          const plural = formsOf(englishKeys, message).length > 0
          const forms = formsOf(keys, message)
          expect(forms, `${ns}.${message} plural forms in ${locale}`).toEqual(plural ? categories : [])
          const reference = lookup(catalog.en, plural ? `${message}_other` : message)
          for (const key of plural ? forms.map((f) => `${message}_${f}`) : [message]) {
            const text = lookup(catalog[locale], key)
            expect(typeof text === 'string' && text.trim().length > 0, `${ns}.${key} in ${locale} is empty`).toBe(true)
            expect(placeholders(text), `${ns}.${key} placeholders in ${locale}`).toEqual(placeholders(reference))
          }
        }
      })
    }
  }
})

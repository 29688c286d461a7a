import fs from 'node:fs'
import path from 'node:path'
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

const LOCALES_DIR = path.join(import.meta.dirname, 'locales')

/** Where a message tree holds something other than nested objects and non-empty strings, or a dotted key. */
function malformed(value: unknown, at: string): string[] {
  if (typeof value === 'string') return []
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at}: ${JSON.stringify(value)}`]
  return Object.entries(value).flatMap(([k, v]) => {
    const where = at ? `${at}.${k}` : k
    return k.includes('.') || k.trim() === '' ? [`${where}: key`] : malformed(v, where)
  })
}

describe('i18n catalog files', () => {
  it('one JSON file per locale and namespace, each in the index (src/i18n/catalogs.ts), nothing else', () => {
    const expected = LOCALES.flatMap((locale) => Object.keys(CATALOGS).map((ns) => `${locale}/${ns}.json`)).sort()
    const found = fs
      .readdirSync(LOCALES_DIR, { recursive: true, encoding: 'utf8' })
      .filter((f) => !fs.statSync(path.join(LOCALES_DIR, f)).isDirectory())
      .map((f) => f.split(path.sep).join('/'))
      .sort()
    expect(found).toEqual(expected)
  })

  it('each file is nested objects of texts, as the app reads it (no arrays, numbers, nulls or dotted keys)', () => {
    for (const locale of LOCALES)
      for (const ns of Object.keys(CATALOGS)) {
        const text = fs.readFileSync(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8')
        const parsed: unknown = JSON.parse(text)
        expect(malformed(parsed, ''), `${locale}/${ns}.json`).toEqual([])
        expect(parsed, `${locale}/${ns}.json`).toEqual(CATALOGS[ns as keyof typeof CATALOGS][locale])
      }
  })

  it('notices a malformed message tree', () => {
    expect(malformed({ a: { b: 'x' }, c: ['y'], 'd.e': 'z', f: null }, '')).toEqual(['c: ["y"]', 'd.e: key', 'f: null'])
  })

  it('placeholders are well-formed: every {{ closes with }} around one name', () => {
    const broken = LOCALES.flatMap((locale) =>
      Object.entries(CATALOGS).flatMap(([ns, catalog]) =>
        flattenKeys(catalog[locale])
          .map((key) => [key, lookup(catalog[locale], key)] as const)
          .filter(([, text]) => typeof text === 'string' && text.replace(/\{\{\s*\w+\s*\}\}/g, '').match(/\{\{|\}\}/))
          .map(([key]) => `${locale}: ${ns}.${key}`),
      ),
    )
    expect(broken).toEqual([])
  })
})

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

import { describe, expect, it } from 'vitest'
import { CATALOGS, flattenKeys } from './index.ts'
import { LOCALES } from './locales.ts'
import type { Messages } from './types.ts'

const lookup = (messages: Messages, key: string) =>
  key.split('.').reduce<Messages | string | undefined>((m, k) => (typeof m === 'object' ? m[k] : undefined), messages)
const placeholders = (text: unknown) =>
  typeof text === 'string' ? (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort() : []

describe('i18n catalogs', () => {
  for (const [ns, catalog] of Object.entries(CATALOGS)) {
    const english = flattenKeys(catalog.en)
    for (const locale of LOCALES) {
      it(`${ns}: ${locale} has exactly the keys English has, each non-empty with the same placeholders`, () => {
        const keys = flattenKeys(catalog[locale])
        expect(
          english.filter((k) => !keys.includes(k)),
          'missing keys',
        ).toEqual([])
        expect(
          keys.filter((k) => !english.includes(k)),
          'keys English does not have',
        ).toEqual([])
        for (const key of english) {
          const text = lookup(catalog[locale], key)
          expect(typeof text === 'string' && text.trim().length > 0, `${ns}.${key} in ${locale} is empty`).toBe(true)
          expect(placeholders(text), `${ns}.${key} placeholders in ${locale}`).toEqual(
            placeholders(lookup(catalog.en, key)),
          )
        }
      })
    }
  }
})

import { describe, expect, it } from 'vitest'
import { createTranslator } from './index.ts'
import { LOCALES, type Locale } from './locales.ts'
import { translatorFor } from './translate.ts'

/**
 * Plural forms: a numeric `count` picks the message's form by the language's plural rules (Intl.PluralRules) and
 * shows as the language writes numbers (Intl.NumberFormat). French counts 0 as singular; French, Spanish and
 * Italian say "1 000 000 de …" (CLDR's `many`).
 */

const UNREAD: Record<Locale, [number, string][]> = {
  en: [
    [0, '0 unread enquiries'],
    [1, '1 unread enquiry'],
    [2, '2 unread enquiries'],
    [12345, '12,345 unread enquiries'],
    [1_000_000, '1,000,000 unread enquiries'],
  ],
  de: [
    [0, '0 ungelesene Anfragen'],
    [1, '1 ungelesene Anfrage'],
    [2, '2 ungelesene Anfragen'],
    [12345, '12.345 ungelesene Anfragen'],
    [1_000_000, '1.000.000 ungelesene Anfragen'],
  ],
  fr: [
    [0, '0 demande non lue'],
    [1, '1 demande non lue'],
    [2, '2 demandes non lues'],
    [12345, '12\u202f345 demandes non lues'],
    [1_000_000, '1\u202f000\u202f000 de demandes non lues'],
  ],
  es: [
    [0, '0 consultas sin leer'],
    [1, '1 consulta sin leer'],
    [2, '2 consultas sin leer'],
    [12345, '12.345 consultas sin leer'],
    [1_000_000, '1.000.000 de consultas sin leer'],
  ],
  it: [
    [0, '0 richieste non lette'],
    [1, '1 richiesta non letta'],
    [2, '2 richieste non lette'],
    [12345, '12.345 richieste non lette'],
    [1_000_000, '1.000.000 di richieste non lette'],
  ],
}

describe('plural forms', () => {
  for (const locale of LOCALES) {
    it(`${locale}: 0, 1, 2 and large counts take their form and the locale's digits`, () => {
      const t = createTranslator(locale)
      for (const [count, text] of UNREAD[locale]) expect(t('bookings.header.unread', { count }), `${count}`).toBe(text)
    })
  }

  it('other messages with a count: results, reviews, the rider summary', () => {
    const de = createTranslator('de')
    expect(de('directory.search.results', { count: 1 })).toBe('1 Treffer')
    expect(de('bookings.reviews.count', { count: 1 })).toBe('1 Bewertung')
    expect(de('bookings.reviews.count', { count: 1500 })).toBe('1.500 Bewertungen')
    expect(de('riders.print.mixes', { count: 1 })).toBe('1 Monitormix')
    const en = createTranslator('en')
    expect(en('common.rating.stars', { value: '4.7', count: 1 })).toBe('Rated 4.7 out of 5 from 1 review')
    expect(en('directory.search.seeAll', { count: 2 })).toBe('See all 2 results')
    expect(en('riders.print.inputs', { count: 1 })).toBe('1 input')
    expect(createTranslator('fr')('bookings.reviews.count', { count: 0 })).toBe('0 avis')
    expect(en('bookings.inbox.count', { count: 1 })).toBe('1 enquiry')
    expect(en('bookings.inbox.count', { count: 1731 })).toBe('1,731 enquiries')
    expect(createTranslator('fr')('bookings.inbox.count', { count: 0 })).toBe('0 demande')
  })

  it('falls back to _other, then the plain key; a count as text picks no form; unknown keys echo', () => {
    const t = translatorFor({ a_one: '{{count}} one', a_other: '{{count}} other', b: '{{count}} plain' }, 'fr')
    expect(t('a', { count: 1_000_000 })).toBe('1\u202f000\u202f000 other') // no `_many`: `_other`
    expect(t('b', { count: 1234 })).toBe('1\u202f234 plain')
    expect(t('a', { count: '3' })).toBe('a')
    expect(t('missing', { count: 1 })).toBe('missing')
  })
})

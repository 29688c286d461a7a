/** The demo reviews' word pools: every type has its own remarks in every language, and no remark is in two pools. */
import { describe, expect, it } from 'vitest'
import { ENTITY_TYPES } from '../../src/directory/kinds.ts'
import { ACT_TYPES, SERVICE_CATEGORIES, VENUE_TYPES } from '../../src/directory/vocabulary.ts'
import { REVIEW_WORDS } from './demo-texts.ts'

const TYPES = { artist: ACT_TYPES, venue: VENUE_TYPES, service: SERVICE_CATEGORIES } as const

describe('demo review words', () => {
  it('every act type, venue type and category has six praises and three critiques in each language', () => {
    for (const [lang, words] of Object.entries(REVIEW_WORDS))
      for (const kind of ENTITY_TYPES)
        for (const type of TYPES[kind]) {
          const remarks = (words.types[kind] as Record<string, { praise: string[]; critique: string[] }>)[type]
          expect(remarks?.praise.length, `${lang} ${kind} ${type}`).toBeGreaterThanOrEqual(6)
          expect(remarks?.critique.length, `${lang} ${kind} ${type}`).toBeGreaterThanOrEqual(3)
        }
  })

  it('a remark belongs to one type: no sentence twice in a language', () => {
    for (const [lang, words] of Object.entries(REVIEW_WORDS)) {
      const all = ENTITY_TYPES.flatMap((kind) =>
        Object.values(words.types[kind]).flatMap((r) => [...r.praise, ...r.critique]),
      )
      const twice = all.filter((s, i) => all.indexOf(s) !== i)
      expect(twice, lang).toEqual([])
    }
  })

  it('an event hall’s remarks are about the hall, in each language’s word for it', () => {
    const hall = { en: /hall/i, de: /Saal/, fr: /salle/i, es: /salón/i, it: /sala/i }
    for (const [lang, words] of Object.entries(REVIEW_WORDS))
      for (const s of Object.values(words.types.venue['event-hall']).flat())
        expect(s).toMatch(hall[lang as keyof typeof hall])
  })
})

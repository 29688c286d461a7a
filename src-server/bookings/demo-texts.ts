import type { EntityType } from '../../src/directory/kinds.ts'
import type { DemoLang } from '../directory/seed-places.ts'
import { DE } from './demo-words/de/index.ts'
import { EN } from './demo-words/en/index.ts'
import { ES } from './demo-words/es/index.ts'
import { FR } from './demo-words/fr/index.ts'
import { IT } from './demo-words/it/index.ts'
import type { DemoEvent, Mood, Remarks, ReviewWords } from './demo-words/words.ts'

/**
 * How a demo review is written (demo.ts): in the language of the listing's city, from that language's pools
 * (demo-words/), with a remark about the listing's act type, venue type or service category, and around it an
 * opening, a word on how dealing with them went or a closing, by the mood the stars give.
 */

export type { DemoEvent, Mood }

export const REVIEW_WORDS: Record<DemoLang, ReviewWords> = { en: EN, de: DE, fr: FR, it: IT, es: ES }

export const moodOf = (stars: number): Mood =>
  stars >= 5 ? 'great' : stars >= 4 ? 'good' : stars >= 3 ? 'mixed' : 'poor'

/** What a listing of each type is booked for. */
const EVENTS_OF_TYPE: Record<EntityType, Record<string, readonly DemoEvent[]>> = {
  artist: {
    band: ['wedding', 'company-party', 'festival', 'street-fair', 'birthday'],
    dj: ['club-night', 'wedding', 'company-party', 'birthday', 'festival'],
    solo: ['wedding', 'concert', 'gala', 'birthday', 'exhibition-opening'],
    duo: ['wedding', 'gala', 'company-party', 'exhibition-opening', 'birthday'],
    trio: ['wedding', 'gala', 'company-party', 'concert', 'exhibition-opening'],
    orchestra: ['concert', 'gala', 'wedding', 'festival'],
    choir: ['concert', 'wedding', 'gala', 'street-fair'],
    comedian: ['company-party', 'gala', 'birthday', 'festival', 'theatre-show'],
    magician: ['company-party', 'birthday', 'gala', 'wedding', 'product-launch'],
    dancer: ['festival', 'gala', 'company-party', 'product-launch', 'wedding'],
  },
  venue: {
    club: ['club-night', 'album-release', 'birthday', 'company-party', 'concert'],
    bar: ['birthday', 'concert', 'album-release', 'company-party'],
    theatre: ['theatre-show', 'concert', 'gala', 'conference'],
    'concert-hall': ['concert', 'gala', 'album-release', 'conference'],
    arena: ['concert', 'festival', 'product-launch', 'conference'],
    'open-air': ['concert', 'festival', 'street-fair', 'company-party'],
    'festival-site': ['festival', 'concert', 'street-fair', 'company-party'],
    church: ['concert', 'wedding', 'gala'],
    restaurant: ['wedding', 'birthday', 'company-party', 'gala'],
    gallery: ['exhibition-opening', 'product-launch', 'company-party', 'concert'],
    'event-hall': ['wedding', 'gala', 'company-party', 'birthday', 'conference'],
  },
  service: {
    sound: ['festival', 'concert', 'conference', 'street-fair', 'wedding'],
    lighting: ['concert', 'festival', 'theatre-show', 'gala', 'product-launch'],
    staging: ['festival', 'street-fair', 'concert', 'product-launch'],
    backline: ['concert', 'festival', 'album-release', 'club-night'],
    catering: ['wedding', 'company-party', 'festival', 'conference', 'gala'],
    security: ['festival', 'concert', 'club-night', 'street-fair'],
    'photo-video': ['wedding', 'concert', 'conference', 'product-launch', 'gala'],
    transport: ['festival', 'concert', 'conference'],
    'booking-agency': ['festival', 'company-party', 'street-fair', 'gala'],
    merchandise: ['concert', 'festival', 'album-release'],
  },
}
const ANY_EVENT: readonly DemoEvent[] = ['concert', 'festival', 'company-party', 'wedding']

export const eventsOf = (kind: EntityType, type: string): readonly DemoEvent[] =>
  EVENTS_OF_TYPE[kind][type] ?? ANY_EVENT

/** The remarks on a type; a type outside the vocabulary (none in the demo directory) gets the kind's dealings. */
export function typeRemarks(words: ReviewWords, kind: EntityType, type: string): Remarks {
  return (words.types[kind] as Record<string, Remarks>)[type] ?? words.dealings[kind]
}

/** Draws from the listing's seeded generator. */
export interface Draw {
  rnd: () => number
  pick: <T>(a: readonly T[]) => T
  /** A sentence of the pool that the listing's other reviews do not have; none when they have them all. */
  unsaid: (a: readonly string[]) => string | undefined
}

/**
 * A review's sentences: two to four, by its mood. A sentence about the listing's type is in each review while the
 * listing's other reviews have not said them all (then the review keeps to how dealing with them went, as a
 * busy listing's reviews do), so no listing shows the same remark twice. Openings and closings are short and may
 * repeat, as on any review site.
 */
export function reviewSentences(words: ReviewWords, kind: EntityType, type: string, mood: Mood, d: Draw): string[] {
  const about = typeRemarks(words, kind, type)
  const dealings = words.dealings[kind]
  const opening = () => d.pick(words.openings[mood])
  const closing = () => d.pick(words.closings[mood])
  const dealing = (pool: readonly string[]) => d.unsaid(pool) ?? d.pick(pool)
  const form = d.rnd()
  if (mood === 'great' || mood === 'good') {
    const praise = d.unsaid(about.praise)
    if (!praise) return [opening(), dealing(dealings.praise), closing()]
    if (form < 0.2) return [opening(), praise]
    if (form < 0.38) return [praise, closing()]
    if (form < 0.6) return [opening(), praise, closing()]
    if (form < 0.75) return [praise, dealing(dealings.praise), closing()]
    if (form < 0.88) return [opening(), praise, dealing(dealings.praise)]
    const more = d.unsaid(about.praise.filter((p) => p !== praise))
    return more ? [opening(), praise, more, closing()] : [opening(), praise, closing()]
  }
  if (mood === 'mixed') {
    const good = d.unsaid(about.praise)
    const bad = d.unsaid(about.critique)
    if (good && bad && form < 0.4) return [opening(), good, bad]
    if (good && (form < 0.7 || !bad)) return [good, dealing(dealings.critique), closing()]
    if (bad) return [opening(), bad, dealing(dealings.praise), closing()]
    return [opening(), dealing(dealings.praise), dealing(dealings.critique), closing()]
  }
  const bad = d.unsaid(about.critique)
  if (!bad) return [opening(), dealing(dealings.critique), closing()]
  if (form < 0.4) return [opening(), bad, dealing(dealings.critique)]
  if (form < 0.75) return [opening(), bad, closing()]
  return [bad, dealing(dealings.critique), closing()]
}

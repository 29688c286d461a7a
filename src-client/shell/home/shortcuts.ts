/** The home search's category words ("DJs", "Clubs", "Sound hire"): a kind and its main filter. */
import type { EntityType } from '../../../src/directory/kinds.ts'

export interface Shortcut {
  key: string
  kind: EntityType
  /** The kind's main filter value (act type, venue type, service category). */
  value: string
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'dj', kind: 'artist', value: 'dj' },
  { key: 'band', kind: 'artist', value: 'band' },
  { key: 'solo', kind: 'artist', value: 'solo' },
  { key: 'comedian', kind: 'artist', value: 'comedian' },
  { key: 'club', kind: 'venue', value: 'club' },
  { key: 'concertHall', kind: 'venue', value: 'concert-hall' },
  { key: 'bar', kind: 'venue', value: 'bar' },
  { key: 'openAir', kind: 'venue', value: 'open-air' },
  { key: 'sound', kind: 'service', value: 'sound' },
  { key: 'lighting', kind: 'service', value: 'lighting' },
  { key: 'catering', kind: 'service', value: 'catering' },
  { key: 'photoVideo', kind: 'service', value: 'photo-video' },
]

export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/**
 * Whether typed text means a category: a word of its label starts with the text ("so" → "Sound hire"), or the
 * text starts with the label's first word less a plural s ("djs in berlin", "club").
 */
export function matchesLabel(typed: string, label: string): boolean {
  const text = fold(typed)
  if (text.length < 2) return false
  const words = fold(label)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  // Words are letters and digits only (split above), so they are safe in a pattern.
  return words.some(
    (w) => w.startsWith(text) || (w.length >= 2 && new RegExp(`^${w.replace(/s$/, '')}s?(?![\\p{L}])`, 'u').test(text)),
  )
}

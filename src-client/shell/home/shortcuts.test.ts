import { describe, expect, it } from 'vitest'
import { matchesLabel } from './shortcuts.ts'

describe('home search category words', () => {
  it('match the start of a word of the label, or the label in the text', () => {
    expect(matchesLabel('dj', 'DJs')).toBe(true)
    expect(matchesLabel('djs berlin', 'DJs')).toBe(true)
    expect(matchesLabel('hire', 'Sound hire')).toBe(true)
    expect(matchesLabel('eclair', 'Éclairage')).toBe(true)
    expect(matchesLabel('club', 'Clubs')).toBe(true)
  })
  it('do not match one letter or unrelated words', () => {
    expect(matchesLabel('d', 'DJs')).toBe(false)
    expect(matchesLabel('glutwerk', 'Bars')).toBe(false)
    expect(matchesLabel('band', 'Bars')).toBe(false)
    expect(matchesLabel('barcelona', 'Bars')).toBe(false)
  })
})

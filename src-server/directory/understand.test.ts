/** The query parser: which words become filters, on which kind, and which stay text. */
import { describe, expect, it } from 'vitest'
import type { EntityType } from '../../src/directory/kinds.ts'
import type { SearchInput } from '../../src/directory/schema.ts'
import { parseQuery } from './text-plan.ts'
import { understandQuery } from './understand.ts'

const read = (q: string, kind: EntityType = 'artist', input: Partial<SearchInput> = {}) => {
  const u = understandQuery(parseQuery(q), kind, input as SearchInput)
  return u && { chips: u.chips.map((c) => `${c.param}:${c.value}`), rest: u.rest?.typed.join(' ') ?? null }
}

describe('understandQuery', () => {
  it('reads event, type and city words in five languages; the rest is text', () => {
    expect(read('wedding band')).toEqual({ chips: ['event:wedding', 'type:band'], rest: null })
    expect(read('Hochzeit Band München')).toEqual({ chips: ['event:wedding', 'type:band', 'city:Munich'], rest: null })
    expect(read('groupe mariage Paris sympa')).toEqual({
      chips: ['type:band', 'event:wedding', 'city:Paris'],
      rest: 'sympa',
    })
    expect(read('gruppo matrimonio')?.chips).toEqual(['type:band', 'event:wedding'])
    expect(read('banda boda')?.chips).toEqual(['type:band', 'event:wedding'])
    expect(read('Firmenfeier DJ')?.chips).toEqual(['event:corporate', 'type:dj'])
    expect(read('company party')?.chips).toEqual(['event:corporate'])
  })

  it('a type word of another kind stays text; the kind decides between type and event', () => {
    expect(read('Klub', 'venue')?.chips).toEqual(['type:club'])
    expect(read('boîte', 'venue')?.chips).toEqual(['type:club'])
    expect(read('techno klub berlin')).toEqual({ chips: ['genre:techno', 'city:Berlin'], rest: 'klub' })
    expect(read('theatre', 'venue')?.chips).toEqual(['type:theatre'])
    expect(read('theatre', 'artist')?.chips).toEqual(['event:theatre'])
    expect(read('jazz', 'venue')).toBeNull()
    expect(read('catering Hochzeit', 'service')?.chips).toEqual(['category:catering', 'event:wedding'])
  })

  it('typos and unfinished words stay text: a correction never turns a genre or type word into a place', () => {
    expect(read('mariachi')?.chips).toEqual(['genre:latin'])
    expect(read('mariahil')).toBeNull()
    expect(read('hochzeti')).toBeNull()
    expect(read('Münch')).toBeNull()
  })

  it('a filter already set keeps its word as text; one chip per filter', () => {
    expect(read('band berlin', 'artist', { type: 'dj' })).toEqual({ chips: ['city:Berlin'], rest: 'band' })
    expect(read('band berlin', 'artist', { city: 'Hamburg' })).toEqual({ chips: ['type:band'], rest: 'berlin' })
    expect(read('berlin hamburg')).toEqual({ chips: ['city:Berlin'], rest: 'hamburg' })
    expect(read('zzqqx')).toBeNull()
    expect(read('')).toBeNull()
  })
})

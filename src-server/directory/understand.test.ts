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

  it('"sala" by its context: a phrase first, a hall of any type beside an event, a music club alone', () => {
    expect(read('sala de conciertos madrid', 'venue')).toEqual({
      chips: ['type:concert-hall', 'city:Madrid'],
      rest: null,
    })
    expect(read('sala para boda', 'venue')).toEqual({ chips: ['event:wedding'], rest: null })
    expect(read('sala boda madrid', 'venue')).toEqual({ chips: ['event:wedding', 'city:Madrid'], rest: null })
    expect(read('sala', 'venue', { event: 'wedding' })).toEqual({ chips: [], rest: null })
    expect(read('sala de fiestas madrid', 'venue')).toEqual({ chips: ['city:Madrid'], rest: null })
    expect(read('sala de eventos para congreso', 'venue')).toEqual({ chips: ['event:conference'], rest: null })
    expect(read('salón para boda barcelona', 'venue')?.chips).toEqual(['event:wedding', 'city:Barcelona'])
    expect(read('sala de arte', 'venue')?.chips).toEqual(['type:gallery'])
    expect(read('sala madrid', 'venue')?.chips).toEqual(['type:club', 'city:Madrid'])
    expect(read('sala', 'venue', { event: 'club-night' })?.chips).toEqual(['type:club'])
    // Words for a venue are no filter on the other kinds: they stay text there.
    expect(read('sala para boda')).toEqual({ chips: ['event:wedding'], rest: 'sala' })
  })

  it('a word for a venue in general is read on venues in every language, and stays text elsewhere', () => {
    expect(read('wedding venue munich', 'venue')).toEqual({ chips: ['event:wedding', 'city:Munich'], rest: null })
    expect(read('Hochzeitslocation', 'venue')).toEqual({ chips: ['event:wedding'], rest: null })
    expect(read('Location Hochzeit Hamburg', 'venue')).toEqual({ chips: ['event:wedding', 'city:Hamburg'], rest: null })
    expect(read('lieu de réception lyon', 'venue')).toEqual({ chips: ['city:Lyon'], rest: null })
    expect(read('lieu mariage paris', 'venue')).toEqual({ chips: ['event:wedding', 'city:Paris'], rest: null })
    expect(read('location matrimonio milano', 'venue')).toEqual({ chips: ['event:wedding', 'city:Milan'], rest: null })
    expect(read('event space berlin', 'venue')).toEqual({ chips: ['city:Berlin'], rest: null })
    expect(read('wedding venue munich')).toEqual({ chips: ['event:wedding', 'city:Munich'], rest: 'venue' })
  })

  it('an event hall by its words in five languages; beside an event a word for a hall is any venue for it', () => {
    expect(read('Festsaal Berlin', 'venue')).toEqual({ chips: ['type:event-hall', 'city:Berlin'], rest: null })
    expect(read('Eventhalle München', 'venue')?.chips).toEqual(['type:event-hall', 'city:Munich'])
    expect(read('event hall London', 'venue')).toEqual({ chips: ['type:event-hall', 'city:London'], rest: null })
    expect(read('banquet hall', 'venue')?.chips).toEqual(['type:event-hall'])
    expect(read('salle des fêtes Paris', 'venue')).toEqual({ chips: ['type:event-hall', 'city:Paris'], rest: null })
    expect(read('salón de eventos Barcelona', 'venue')).toEqual({
      chips: ['type:event-hall', 'city:Barcelona'],
      rest: null,
    })
    expect(read('sala eventi Milano', 'venue')).toEqual({ chips: ['type:event-hall', 'city:Milan'], rest: null })
    expect(read('sala ricevimenti', 'venue')?.chips).toEqual(['type:event-hall'])
    expect(read('salle de réception lyon', 'venue')?.chips).toEqual(['type:event-hall', 'city:Lyon'])
    // A hall for a wedding: any venue that hosts weddings, as `sala para boda`.
    expect(read('Festsaal Hochzeit', 'venue')).toEqual({ chips: ['event:wedding'], rest: null })
    expect(read('salle des fêtes pour un mariage', 'venue')).toEqual({ chips: ['event:wedding'], rest: null })
    // Not a filter on the other kinds.
    expect(read('Festsaal', 'artist')?.chips ?? []).toEqual([])
  })

  it('"for", "für", "pour", "para", "per" before an event are part of its chip, not text', () => {
    const u = understandQuery(parseQuery('band for our wedding in hamburg'), 'artist', {} as SearchInput)!
    expect(u.chips.map((c) => c.typed)).toEqual(['band', 'for our wedding', 'in hamburg'])
    expect(u.rest).toBeNull()
    expect(read('Band für Hochzeit')).toEqual({ chips: ['type:band', 'event:wedding'], rest: null })
    expect(read('dj pour un mariage')).toEqual({ chips: ['type:dj', 'event:wedding'], rest: null })
    expect(read('gruppo per matrimonio')).toEqual({ chips: ['type:band', 'event:wedding'], rest: null })
    // Not before anything else: "para" alone stays text.
    expect(read('banda para barcelona')).toEqual({ chips: ['type:band', 'city:Barcelona'], rest: 'para' })
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

  it('districts: read in any kind, with "near"/"bei"/"près" as part of the chip; around them by default', () => {
    expect(read('jazz Kreuzberg')).toEqual({ chips: ['genre:jazz', 'district:Kreuzberg, Berlin'], rest: null })
    expect(read('near Montmartre', 'venue')).toEqual({ chips: ['district:Montmartre, Paris'], rest: null })
    expect(read('Club bei Schwabing', 'venue')).toEqual({
      chips: ['type:club', 'district:Schwabing, Munich'],
      rest: null,
    })
    expect(read('traiteur près de Croix-Rousse', 'service')).toEqual({
      chips: ['category:catering', 'district:Croix-Rousse, Lyon'],
      rest: null,
    })
    expect(read('jazz in der Nähe von Kreuzberg')?.rest).toBeNull()
    expect(read('club près de la Croix-Rousse', 'venue')?.rest).toBeNull()
    expect(read('bar ai Navigli', 'venue')).toEqual({ chips: ['type:bar', 'district:Navigli, Milan'], rest: null })
    expect(read('Trastevere cantante')?.chips).toEqual(['district:Trastevere, Rome', 'type:solo'])
    expect(read('Latin Quarter', 'venue')?.chips).toEqual(['district:Quartier Latin, Paris'])
    const u = understandQuery(parseQuery('Alexanderplatz'), 'venue', {} as SearchInput)!
    expect(u.filters).toEqual({ near: { lat: expect.closeTo(52.52, 1), lng: expect.closeTo(13.41, 1) }, radius_km: 3 })
    expect(
      understandQuery(parseQuery('Alexanderplatz'), 'venue', { radius_km: 10 } as SearchInput)!.filters.radius_km,
    ).toBe(10)
  })

  it('districts: one long typo is forgiven; a word that is also an event, a common word or another place needs its city', () => {
    expect(read('Kreutzberg')?.chips).toEqual(['district:Kreuzberg, Berlin'])
    expect(read('Kreuzbrg')?.chips).toEqual(['district:Kreuzberg, Berlin'])
    expect(read('Moabt')).toBeNull()
    expect(read('wedding band')?.chips).toEqual(['event:wedding', 'type:band'])
    expect(read('mitte')).toBeNull()
    expect(read('mitte berlin')?.chips).toEqual(['district:Mitte, Berlin', 'city:Berlin'])
    expect(read('mitte', 'artist', { city: 'Berlin' })?.chips).toEqual(['district:Mitte, Berlin'])
    expect(read('Kreuzberg', 'artist', { city: 'Munich' })).toBeNull()
    expect(read('Kreuzberg', 'artist', { near: { lat: 1, lng: 1 } })).toBeNull()
    expect(read('praga')?.chips).toEqual(['city:Prague'])
    expect(read('mariachi')?.chips).toEqual(['genre:latin'])
  })

  it('German compounds of two vocabulary words read as both; a word of the vocabulary or a name stays whole', () => {
    expect(read('Hochzeitsband München')).toEqual({ chips: ['event:wedding', 'type:band', 'city:Munich'], rest: null })
    expect(read('Hochzeitsfotograf', 'service')?.chips).toEqual(['event:wedding', 'category:photo-video'])
    expect(understandQuery(parseQuery('Hochzeitsband'), 'artist', {} as SearchInput)!.chips[0]!.typed).toBe(
      'Hochzeitsband',
    )
    expect(read('Konzertsaal', 'venue')?.chips).toEqual(['type:concert-hall'])
    expect(read('Glutwerk', 'venue')).toBeNull()
  })
})

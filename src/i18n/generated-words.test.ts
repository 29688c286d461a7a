import { describe, expect, it } from 'vitest'
import { generateInputList } from '../riders/inputs.ts'
import { channelInDocumentLanguage, inDocumentLanguage } from './generated-words.ts'
import { createTranslator } from './index.ts'

const de = createTranslator('de')
const fr = createTranslator('fr')

describe('words the app generated, in the document language', () => {
  it('names every generated channel in German and French, keeping the player', () => {
    const rows = generateInputList([
      { id: 'm1', name: 'Sam Okafor', instruments: [{ id: 'i1', kind: 'drums', label: '' }], vocals: 'lead' },
    ])
    expect(rows[0]!.source).toBe('Kick in (Sam Okafor)')
    expect(channelInDocumentLanguage(rows[0]!.source, de)).toBe('Bassdrum innen (Sam Okafor)')
    expect(channelInDocumentLanguage(rows[0]!.source, fr)).toBe('Grosse caisse intérieur (Sam Okafor)')
    expect(channelInDocumentLanguage(rows.at(-1)!.source, de)).toBe('Leadgesang (Sam Okafor)')
    expect(channelInDocumentLanguage(rows.at(-1)!.source, fr)).toBe('Chant lead (Sam Okafor)')
    // Every generated source name has its word in the catalogs: none stays English in German.
    const all = generateInputList([
      {
        id: 'm',
        name: '',
        instruments: [
          'drums',
          'electronicDrums',
          'percussion',
          'bass',
          'electricGuitar',
          'acousticGuitar',
          'keys',
          'synth',
          'piano',
          'brass',
          'sax',
          'strings',
          'accordion',
          'playback',
          'dj',
          'other',
        ].map((kind, i) => ({ id: `i${i}`, kind: kind as 'drums', label: '' })),
        vocals: 'backing',
      },
    ])
    const untranslated = all.filter((r) => channelInDocumentLanguage(r.source, de) === r.source)
    expect(untranslated.map((r) => r.source)).toEqual(
      // Words German engineers write the same way.
      ['Tom 1', 'Tom 2', 'Overhead L', 'Overhead R', 'Percussion L', 'Percussion R', 'Bass DI', 'Line'],
    )
    expect(all.filter((r) => channelInDocumentLanguage(r.source, fr) === r.source).map((r) => r.source)).toEqual([
      'Tom 1',
      'Tom 2',
    ])
  })

  it('leaves what the user typed as typed', () => {
    expect(channelInDocumentLanguage('Talkback (FOH)', de)).toBe('Talkback (FOH)')
    expect(channelInDocumentLanguage('Kick sub', fr)).toBe('Kick sub')
    expect(inDocumentLanguage('Load-in at the back door', ['riders.times.defaults'], de)).toBe(
      'Load-in at the back door',
    )
  })

  it("reads a word made in one language and prints it in the document's", () => {
    expect(inDocumentLanguage('Get-in', ['riders.times.defaults'], de)).toBe('Anlieferung')
    expect(inDocumentLanguage('Curfew', ['riders.times.defaults'], de)).toBe('Sperrstunde')
    expect(inDocumentLanguage('Einlass', ['riders.times.defaults'], fr)).toBe('Ouverture des portes')
    expect(inDocumentLanguage('Clip condenser', ['riders.mics'], de)).toBe('Clip-Kondensatormikrofon')
    expect(inDocumentLanguage('Changeover', ['runorder.kinds.changeover', 'runorder.fill.changeover'], de)).toBe(
      'Umbau',
    )
    expect(inDocumentLanguage('Doors', ['runorder.kinds.doors'], fr)).not.toBe('Doors')
    expect(inDocumentLanguage('Curfew', ['runorder.kinds.curfew'], de)).toBe('Sperrstunde')
    // Only the item's own kind: an act called "Curfew" keeps its name.
    expect(inDocumentLanguage('Curfew', ['runorder.kinds.act'], de)).toBe('Curfew')
  })
})

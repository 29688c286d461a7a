/**
 * Input list generation from a line-up: a pure function shared by client and server. Channels follow the
 * order sound engineers expect (drums, percussion, bass, guitars, keys, others, vocals) so the list reads
 * like a desk. Source names are English engineering terms; the print view translates the fixed parts.
 */
import type { InputRow, InstrumentKind, Member, Stand } from './schema.ts'
import { LIMITS } from './schema.ts'

interface Template {
  source: string
  mic: string
  phantom: boolean
  stand: Stand
}

const t = (source: string, mic: string, phantom: boolean, stand: Stand): Template => ({ source, mic, phantom, stand })

export const INPUT_TEMPLATES: Record<InstrumentKind, Template[]> = {
  drums: [
    t('Kick in', 'Beta 91A', true, 'none'),
    t('Kick out', 'D112', false, 'short'),
    t('Snare top', 'SM57', false, 'short'),
    t('Snare bottom', 'e604', false, 'clip'),
    t('Hi-hat', 'SM81', true, 'short'),
    t('Tom 1', 'e604', false, 'clip'),
    t('Tom 2', 'e604', false, 'clip'),
    t('Floor tom', 'e604', false, 'clip'),
    t('Overhead L', 'KM184', true, 'tall'),
    t('Overhead R', 'KM184', true, 'tall'),
  ],
  electronicDrums: [t('E-drums L', 'DI', false, 'none'), t('E-drums R', 'DI', false, 'none')],
  percussion: [t('Percussion L', 'KM184', true, 'tall'), t('Percussion R', 'KM184', true, 'tall')],
  bass: [t('Bass DI', 'Active DI', true, 'none'), t('Bass amp', 'RE20', false, 'short')],
  electricGuitar: [t('Guitar amp', 'SM57', false, 'short')],
  acousticGuitar: [t('Acoustic guitar', 'Active DI', true, 'none')],
  keys: [t('Keys L', 'DI', false, 'none'), t('Keys R', 'DI', false, 'none')],
  synth: [t('Synth L', 'DI', false, 'none'), t('Synth R', 'DI', false, 'none')],
  piano: [t('Piano low', 'KM184', true, 'tall'), t('Piano high', 'KM184', true, 'tall')],
  brass: [t('Brass', 'MD421', false, 'tall')],
  sax: [t('Sax', 'Clip condenser', true, 'clip')],
  strings: [t('Strings', 'Clip condenser', true, 'clip')],
  accordion: [t('Accordion L', 'Clip condenser', true, 'clip'), t('Accordion R', 'Clip condenser', true, 'clip')],
  playback: [t('Playback L', 'DI', false, 'none'), t('Playback R', 'DI', false, 'none')],
  dj: [t('DJ mixer L', 'Line', false, 'none'), t('DJ mixer R', 'Line', false, 'none')],
  other: [t('Line', 'DI', false, 'none')],
}

/** Desk order: lower comes first. */
const ORDER: Record<InstrumentKind, number> = {
  drums: 0,
  electronicDrums: 1,
  percussion: 2,
  bass: 3,
  electricGuitar: 4,
  acousticGuitar: 5,
  keys: 6,
  piano: 7,
  synth: 8,
  brass: 9,
  sax: 10,
  strings: 11,
  accordion: 12,
  other: 13,
  playback: 14,
  dj: 15,
}

/**
 * Builds the input list of a line-up. Ids are derived from member, instrument and position, so generating
 * twice from the same line-up gives the same list (the editor can tell generated rows from edited ones).
 * The result never exceeds the 96-channel limit. Channel numbers are the row positions (1-based).
 */
export function generateInputList(members: readonly Member[]): InputRow[] {
  const rows: { order: number; seq: number; row: InputRow }[] = []
  let seq = 0
  members.forEach((member) => {
    const who = member.name.trim()
    for (const instrument of member.instruments) {
      const templates = INPUT_TEMPLATES[instrument.kind]
      // Two of the same instrument in a band need telling apart: "Guitar amp (Anna)".
      templates.forEach((tpl, i) => {
        const label = instrument.label.trim()
        const source = label && templates.length === 1 ? label : tpl.source
        rows.push({
          order: ORDER[instrument.kind],
          seq: seq++,
          row: {
            id: `g-${member.id}-${instrument.id}-${i}`.slice(0, 40),
            source: (who ? `${source} (${who})` : source).slice(0, 80),
            mic: tpl.mic,
            phantom: tpl.phantom,
            stand: tpl.stand,
            note: '',
            memberId: member.id,
          },
        })
      })
    }
  })
  // Vocals come last, lead before backing.
  members.forEach((member) => {
    if (member.vocals === 'none') return
    const who = member.name.trim()
    const base = member.vocals === 'lead' ? 'Lead vocal' : 'Backing vocal'
    rows.push({
      order: member.vocals === 'lead' ? 100 : 101,
      seq: seq++,
      row: {
        id: `g-${member.id}-vox`.slice(0, 40),
        source: (who ? `${base} (${who})` : base).slice(0, 80),
        mic: 'SM58',
        phantom: false,
        stand: 'tall',
        note: '',
        memberId: member.id,
      },
    })
  })
  return rows
    .sort((a, b) => a.order - b.order || a.seq - b.seq)
    .slice(0, LIMITS.inputs)
    .map((r) => r.row)
}

/** How many stands of each kind an input list needs (the print view's summary). */
export function standCount(inputs: readonly InputRow[]): Record<Exclude<Stand, 'none'>, number> {
  const out = { short: 0, tall: 0, clip: 0, table: 0 }
  for (const i of inputs) if (i.stand !== 'none') out[i.stand]++
  return out
}

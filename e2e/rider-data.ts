import { generateInputList } from '../src/riders/inputs.ts'
import { type Member, riderDocSchema } from '../src/riders/schema.ts'

/** A full rider document (every section filled), for the rider specs. */
const band: Member[] = [
  { id: 'm1', name: 'Ana', instruments: [{ id: 'i1', kind: 'electricGuitar', label: '' }], vocals: 'lead' },
  { id: 'm2', name: 'Ben', instruments: [{ id: 'i1', kind: 'drums', label: '' }], vocals: 'none' },
  { id: 'm3', name: 'Cy', instruments: [{ id: 'i1', kind: 'bass', label: '' }], vocals: 'backing' },
  { id: 'm4', name: 'Dee', instruments: [{ id: 'i1', kind: 'keys', label: '' }], vocals: 'backing' },
]

export function richDoc() {
  const inputs = generateInputList(band)
  const input = (source: string) => inputs.find((i) => i.source.startsWith(source))!.id
  return riderDocSchema.parse({
    members: band,
    inputs,
    monitors: [
      {
        id: 'w1',
        name: 'Ana (vocal)',
        type: 'wedge',
        mix: 'Vocal, guitar',
        sends: [
          { input: input('Lead vocal'), level: 3 },
          { input: input('Guitar amp'), level: 2 },
        ],
      },
      { id: 'w2', name: 'Ben (drums)', type: 'iem', stereo: true, mix: 'Bass, click' },
    ],
    backline: [
      { id: 'b1', item: 'Drum kit (22" kick)', qty: 1, providedBy: 'venue' },
      { id: 'b2', item: 'Bass amp', providedBy: 'venue' },
      { id: 'b3', item: 'Nord Stage 3', providedBy: 'band' },
    ],
    plot: {
      width: 8,
      depth: 6,
      items: [
        { id: 'r1', kind: 'riser', label: '', x: 3, y: 0.25, w: 2, h: 2 },
        { id: 'd1', kind: 'drums', label: 'Ben', x: 3.125, y: 0.5, w: 1.75, h: 1.5 },
        { id: 'p1', kind: 'person', label: 'Ana', x: 1.5, y: 4, w: 0.5, h: 0.5 },
        { id: 'a1', kind: 'amp', label: '', x: 1.25, y: 2.5, w: 0.75, h: 0.5 },
        { id: 'k1', kind: 'keys', label: 'Dee', x: 5.5, y: 3, w: 1.5, h: 0.5 },
        { id: 'w1', kind: 'wedge', label: '', x: 1.375, y: 5.25, w: 0.75, h: 0.5 },
      ],
    },
    power: { circuits: [{ id: 'c1', location: 'Backline', amps: 16 }], note: '' },
    times: [
      { id: 't1', label: 'Soundcheck', time: '17:00', minutes: 60 },
      { id: 't2', label: 'Show', time: '21:00', minutes: 90 },
    ],
    hospitality: { catering: 'Hot vegetarian meal for 6', dressingRoom: 'Lockable, mirror, towels', guests: 8 },
    contacts: [{ id: 'c1', role: 'Tour manager', name: 'Eva', phone: '+49 30 1234', email: 'eva@example.test' }],
    notes: 'Load-in through the back door.',
  })
}

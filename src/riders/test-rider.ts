/** A four-piece band and a rider for it: the fixture of the rider tests (unit and through HTTP). */
import { generateInputList } from './inputs.ts'
import { type Member, type RiderDoc, riderDocSchema } from './schema.ts'

export const band: Member[] = [
  { id: 'm1', name: 'Ana', instruments: [{ id: 'i1', kind: 'electricGuitar', label: '' }], vocals: 'lead' },
  { id: 'm2', name: 'Ben', instruments: [{ id: 'i1', kind: 'drums', label: '' }], vocals: 'none' },
  { id: 'm3', name: 'Cy', instruments: [{ id: 'i1', kind: 'bass', label: '' }], vocals: 'backing' },
  { id: 'm4', name: 'Dee', instruments: [{ id: 'i1', kind: 'keys', label: '' }], vocals: 'none' },
]

export const riderDoc = (over: Partial<RiderDoc> = {}): RiderDoc =>
  riderDocSchema.parse({
    members: band,
    inputs: generateInputList(band),
    plot: { width: 8, depth: 6, items: [] },
    backline: [
      { id: 'b1', item: 'Drum kit', providedBy: 'venue' },
      { id: 'b2', item: 'Bass amp', providedBy: 'venue' },
      { id: 'b3', item: 'Guitar amp', providedBy: 'band' },
    ],
    power: { circuits: [{ id: 'c1', location: 'Backline', amps: 16 }] },
    ...over,
  })

import { describe, expect, it } from 'vitest'
import { emptyDoc, type RiderDoc } from '../../../src/riders/schema.ts'
import { clamp, listTools, rowTools } from './rowEditing.tsx'

/** A document held in a variable, changed the way the editor's update() changes its draft. */
function holder(doc: RiderDoc) {
  const box = { doc }
  return { box, update: (recipe: (d: RiderDoc) => RiderDoc) => (box.doc = recipe(box.doc)) }
}

const contact = (id: string) => ({ id, role: '', name: id, phone: '', email: '' })

describe('rowTools', () => {
  it('adds, patches, moves within bounds and removes rows of a top-level list', () => {
    const { box, update } = holder(emptyDoc())
    const rows = rowTools(update, 'contacts')
    rows.add(contact('a'))
    rows.add(contact('b'))
    rows.patch(1, { phone: '123' })
    expect(box.doc.contacts.map((c) => [c.id, c.phone])).toEqual([
      ['a', ''],
      ['b', '123'],
    ])
    rows.move(0, -1) // already first: unchanged
    rows.move(1, 1) // already last: unchanged
    expect(box.doc.contacts.map((c) => c.id)).toEqual(['a', 'b'])
    rows.move(0, 1)
    expect(box.doc.contacts.map((c) => c.id)).toEqual(['b', 'a'])
    rows.remove(0)
    expect(box.doc.contacts.map((c) => c.id)).toEqual(['a'])
  })
})

describe('listTools', () => {
  it('edits a nested list (power circuits) and leaves the rest of the document alone', () => {
    const { box, update } = holder({ ...emptyDoc(), notes: 'keep' })
    const circuits = listTools<RiderDoc['power']['circuits'][number]>((fn) =>
      update((d) => ({ ...d, power: { ...d.power, circuits: fn(d.power.circuits) } })),
    )
    circuits.add({ id: 'c1', location: '', amps: 16, volts: 230, phases: 1 })
    circuits.add({ id: 'c2', location: '', amps: 16, volts: 230, phases: 1 })
    circuits.patch(0, { location: 'Stage left', phases: 3 })
    circuits.edit(1, (c) => ({ ...c, amps: c.amps * 2 }))
    circuits.remove(5) // no such row: unchanged
    expect(box.doc.power.circuits).toEqual([
      { id: 'c1', location: 'Stage left', amps: 16, volts: 230, phases: 3 },
      { id: 'c2', location: '', amps: 32, volts: 230, phases: 1 },
    ])
    expect(box.doc.notes).toBe('keep')
  })
})

describe('clamp', () => {
  it('keeps a value within its bounds', () => {
    expect(clamp(-1, 0, 5)).toBe(0)
    expect(clamp(7, 0, 5)).toBe(5)
    expect(clamp(2.5, 0, 5)).toBe(2.5)
  })
})

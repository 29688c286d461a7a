import { describe, expect, it } from 'vitest'
import { fanOffsets, groupPins, PIN_TARGET_PX } from './clusters.ts'

const overlap = (a: [number, number], b: [number, number]) =>
  Math.abs(a[0] - b[0]) < PIN_TARGET_PX && Math.abs(a[1] - b[1]) < PIN_TARGET_PX

describe('map touch targets', () => {
  it('groups pins whose 44 px targets would overlap, in the results order', () => {
    const groups = groupPins([
      { id: 1, x: 100, y: 100 },
      { id: 2, x: 130, y: 120 }, // inside 1's box
      { id: 3, x: 144, y: 100 }, // touches 1's box: its own
      { id: 4, x: 100, y: 300 },
    ])
    expect(groups).toEqual([[1, 2], [3], [4]])
  })

  it('fans pins of one place out so that no two targets overlap', () => {
    for (const count of [2, 3, 5, 8, 12]) {
      const offsets = fanOffsets(count)
      expect(offsets).toHaveLength(count)
      for (const [i, a] of offsets.entries()) for (const b of offsets.slice(i + 1)) expect(overlap(a, b)).toBe(false)
    }
    expect(fanOffsets(1)).toEqual([[0, 0]])
  })
})

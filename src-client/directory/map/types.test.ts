import { describe, expect, it } from 'vitest'
import { areaQuery } from './types.ts'

describe('areaQuery ("Search this area")', () => {
  it('searches around the centre of the view, to its farther edge', () => {
    // About 0.2° of latitude high around Berlin: ≈ 11 km to the north edge, ≈ 13.6 km to the east edge.
    const q = areaQuery({ center: { lat: 52.5, lng: 13.4 }, north: 52.6, south: 52.4, east: 13.6, west: 13.2 }, 1000)
    expect(q.near).toBe('52.5000,13.4000')
    expect(q.radius_km).toBe(14)
  })

  it('never asks for more than the API allows, nor less than 1 km', () => {
    expect(areaQuery({ center: { lat: 50, lng: 10 }, north: 80, south: 20, east: 90, west: -70 }, 1000).radius_km).toBe(
      1000,
    )
    const tiny = 0.00001
    expect(
      areaQuery(
        { center: { lat: 50, lng: 10 }, north: 50 + tiny, south: 50 - tiny, east: 10 + tiny, west: 10 - tiny },
        1000,
      ).radius_km,
    ).toBe(1)
  })

  it('wraps a longitude panned past the antimeridian back into range', () => {
    const q = areaQuery({ center: { lat: 10, lng: 370 }, north: 11, south: 9, east: 371, west: 369 }, 1000)
    expect(q.near).toBe('10.0000,10.0000')
  })
})

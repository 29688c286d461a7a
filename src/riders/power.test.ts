import { describe, expect, it } from 'vitest'
import { checkPower, phaseLoads, venueSupply } from './power.ts'

const c = (amps: number, phases: 1 | 3) => ({ amps, phases })

describe('power per phase and connector', () => {
  it('covers 32 A 3-phase + 2 × 16 A with a 63 A 3-phase supply (48 A on the busiest phase)', () => {
    const rider = [c(32, 3), c(16, 1), c(16, 1)]
    expect(phaseLoads(rider)).toEqual([48, 48, 32])
    const fit = checkPower(rider, venueSupply('63 A CEE 3-phase', 63))
    expect(fit).toEqual({ status: 'ok', needAmps: 48, missing: [] })
  })

  it('reads the outlets a venue names', () => {
    expect(venueSupply('3x 32A CEE', null)).toEqual({
      phaseAmps: 32,
      phases: 3,
      outlets: [
        { amps: 32, phases: 3 },
        { amps: 32, phases: 3 },
        { amps: 32, phases: 3 },
      ],
    })
    expect(venueSupply('CEE 63 A, 2 × CEE 16 A, Schuko on stage', 63).outlets).toEqual([
      { amps: 63, phases: 3 },
      { amps: 16, phases: 3 },
      { amps: 16, phases: 3 },
      { amps: 16, phases: 1 },
    ])
    expect(venueSupply('', null)).toEqual({ phaseAmps: null, phases: null, outlets: [] })
  })

  it('flags a 63 A 3-phase need at a venue with 32 A outlets, naming the connector', () => {
    const fit = checkPower([c(63, 3)], venueSupply('3x 32A CEE', 32))
    expect(fit.status).toBe('missing')
    expect(fit.missing).toEqual(['CEE 63 A 3~'])
  })

  it('flags two 32 A 3-phase feeds against one 32 A CEE outlet', () => {
    const fit = checkPower([c(32, 3), c(32, 3)], venueSupply('CEE 32A', 125))
    expect(fit).toMatchObject({ status: 'missing', missing: ['CEE 32 A 3~'] })
  })

  it('flags a 3-phase need at a single-phase venue, and sums single phases there', () => {
    expect(checkPower([c(16, 3)], venueSupply('230 V Schuko only', 32))).toMatchObject({
      status: 'missing',
      missing: ['CEE 16 A 3~'],
    })
    expect(checkPower([c(16, 1), c(16, 1)], venueSupply('single phase 32 A', 32))).toEqual({
      status: 'ok',
      needAmps: 32,
      missing: [],
    })
    expect(checkPower([c(16, 1), c(16, 1), c(16, 1)], venueSupply('single phase 32 A', 32)).status).toBe('missing')
  })

  it('too much on one phase is not covered', () => {
    const fit = checkPower([c(63, 3), c(16, 1)], venueSupply('63 A CEE', 63))
    expect(fit).toMatchObject({ status: 'missing', needAmps: 79 })
  })

  it('says unknown, never covered, when the venue does not list its power', () => {
    expect(checkPower([c(32, 3)], venueSupply('', null)).status).toBe('unknown')
    expect(checkPower([c(32, 3)], venueSupply('ask the house', 63)).status).toBe('unknown')
    expect(checkPower([c(16, 1)], venueSupply('', 63)).status).toBe('ok')
  })
})

import { describe, expect, it } from 'vitest'
import { parseVenueItem } from './backline.ts'
import { checkVenueFit, type VenueFacts } from './fit.ts'
import { cycleSend } from './monitors.ts'
import { emptyDoc, type MonitorMix, type RiderDoc } from './schema.ts'
import { riderDoc } from './test-rider.ts'

const venue = (over: Partial<VenueFacts> = {}): VenueFacts => ({
  id: 1,
  name: 'Club',
  stage_width_m: 10,
  stage_depth_m: 6,
  stage_height_m: 1,
  desk_channels: 32,
  has_pa: true,
  pa_description: 'd&b',
  has_lighting: true,
  backline: ['Drum kit (Pearl)', 'Bass amp Ampeg SVT', 'Stage piano'],
  power: '3x 32A CEE',
  power_amps: 96,
  monitor_mixes: 8,
  monitor_wedges: 6,
  iem_systems: 2,
  ...over,
})

describe('venue fit check', () => {
  it('passes when the venue covers every need', () => {
    const report = checkVenueFit(riderDoc(), venue())
    expect(report.ok).toBe(true)
    expect(report.items.map((i) => i.check)).toEqual([
      'stageWidth',
      'stageDepth',
      'inputs',
      'pa',
      'lighting',
      'backline',
      'power',
    ])
  })

  it('flags a stage that is too small and too few desk channels; a PA switched off is not listed, not missing', () => {
    const report = checkVenueFit(riderDoc(), venue({ stage_width_m: 6, desk_channels: 16, has_pa: false }))
    expect(report.ok).toBe(false)
    const by = Object.fromEntries(report.items.map((i) => [i.check, i]))
    expect(by.stageWidth).toMatchObject({ status: 'missing', need: '8', have: '6' })
    expect(by.stageDepth!.status).toBe('ok')
    expect(by.inputs).toMatchObject({ status: 'missing', need: '17', have: '16' })
    expect(by.pa!.status).toBe('unknown')
  })

  it('lists backline the venue does not have, ignoring what the band brings', () => {
    const report = checkVenueFit(
      riderDoc({
        backline: [
          { id: 'b1', item: 'Drum kit', qty: 1, providedBy: 'venue', note: '' },
          { id: 'b2', item: 'Guitar amp', qty: 2, providedBy: 'venue', note: '' },
          { id: 'b3', item: 'Hammond organ', qty: 1, providedBy: 'band', note: '' },
        ],
      }),
      venue(),
    )
    const bl = report.items.find((i) => i.check === 'backline')!
    expect(bl.status).toBe('missing')
    expect(bl.missing).toEqual(['2× Guitar amp'])
    expect(bl.need).toBe('Drum kit, 2× Guitar amp')
  })

  it('reports unknown when the venue does not list a fact, and checks power and height', () => {
    const doc = riderDoc({
      power: { circuits: [{ id: 'c1', location: 'Stage', amps: 32, volts: 400, phases: 3 }], note: '' },
      requirements: { pa: true, lighting: false, stageHeight: 0.8 },
    })
    const unknown = checkVenueFit(
      doc,
      venue({ stage_width_m: null, desk_channels: null, power_amps: null, stage_height_m: null }),
    )
    const by = Object.fromEntries(unknown.items.map((i) => [i.check, i]))
    expect(by.stageWidth!.status).toBe('unknown')
    expect(by.inputs!.status).toBe('unknown')
    expect(by.stageHeight!.status).toBe('unknown')
    // The venue names 32 A CEE outlets: a 32 A 3-phase feed needs 32 A on each phase, which they carry.
    expect(by.power).toMatchObject({ status: 'ok', need: '32', have: '3x 32A CEE' })
    expect(by.lighting).toBeUndefined()
    expect(unknown.ok).toBe(false)
    const unlisted = checkVenueFit(doc, venue({ power: '', power_amps: null }))
    expect(unlisted.items.find((i) => i.check === 'power')).toMatchObject({ status: 'unknown', need: '32' })
    const low = checkVenueFit(doc, venue({ power_amps: 16, stage_height_m: 0.6 }))
    const lowBy = Object.fromEntries(low.items.map((i) => [i.check, i]))
    expect(lowBy.power!.status).toBe('missing')
    expect(lowBy.stageHeight!.status).toBe('missing')
  })

  it('has nothing to flag for an empty rider beyond stage size', () => {
    const report = checkVenueFit(emptyDoc(), venue())
    expect(report.items.map((i) => i.check)).toEqual(['stageWidth', 'stageDepth', 'pa', 'lighting'])
    expect(report.ok).toBe(true)
  })

  const mix = (n: number, over: Partial<MonitorMix> = {}): MonitorMix[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `mx${i}`,
      name: `Mix ${i + 1}`,
      type: 'wedge' as const,
      stereo: false,
      mix: '',
      sends: [],
      ...over,
    }))
  const byCheck = (doc: RiderDoc, v: VenueFacts) =>
    Object.fromEntries(checkVenueFit(doc, v).items.map((i) => [i.check, i]))

  it('covers a 32 A 3-phase + 2 × 16 A rider at a venue with 63 A 3-phase', () => {
    const doc = riderDoc({
      power: {
        circuits: [
          { id: 'c1', location: 'Stage', amps: 32, volts: 400, phases: 3 },
          { id: 'c2', location: 'FOH', amps: 16, volts: 230, phases: 1 },
          { id: 'c3', location: 'Backline', amps: 16, volts: 230, phases: 1 },
        ],
        note: '',
      },
    })
    const report = checkVenueFit(doc, venue({ power: 'CEE 63 A 3-phase', power_amps: 63 }))
    expect(report.items.find((i) => i.check === 'power')).toMatchObject({ status: 'ok', need: '48' })
    expect(report.ok).toBe(true)
  })

  it('counts backline: 2 × guitar amp against a venue listing one misses one', () => {
    const doc = riderDoc({
      backline: [
        { id: 'b1', item: 'Guitar amp', qty: 2, providedBy: 'venue', note: '' },
        { id: 'b2', item: 'DI box', qty: 4, providedBy: 'venue', note: '' },
      ],
    })
    const one = byCheck(doc, venue({ backline: ['Guitar amp Fender Twin', '4x DI box'] }))
    expect(one.backline).toMatchObject({
      status: 'missing',
      need: '2× Guitar amp, 4× DI box',
      missing: ['1× Guitar amp'],
    })
    const two = byCheck(doc, venue({ backline: ['2x Guitar amp (Marshall JCM800)', 'DI box × 4'] }))
    expect(two.backline).toMatchObject({ status: 'ok' })
    expect(two.backline!.missing).toBeUndefined()
    // Two listed entries of one kind add up.
    const split = byCheck(doc, venue({ backline: ['Guitar amp Vox AC30', 'Guitar amp Fender Twin', '4 DI boxes'] }))
    expect(split.backline!.status).toBe('ok')
  })

  it('reads the count of a venue backline entry', () => {
    expect(parseVenueItem('2x Marshall JCM800')).toEqual({ item: 'Marshall JCM800', count: 2 })
    expect(parseVenueItem('2 × DI')).toEqual({ item: 'DI', count: 2 })
    expect(parseVenueItem('DI box x4')).toEqual({ item: 'DI box', count: 4 })
    expect(parseVenueItem('Mic stand (6)')).toEqual({ item: 'Mic stand', count: 6 })
    expect(parseVenueItem('3 wedges')).toEqual({ item: 'wedges', count: 3 })
    // Numbers that are sizes or names, not counts.
    expect(parseVenueItem('12 channel stage box')).toEqual({ item: '12 channel stage box', count: 1 })
    expect(parseVenueItem('22" kick drum')).toEqual({ item: '22" kick drum', count: 1 })
    expect(parseVenueItem('Roland JC-120')).toEqual({ item: 'Roland JC-120', count: 1 })
  })

  it('a venue that lists no backline at all has not said: unknown, not missing', () => {
    expect(byCheck(riderDoc(), venue({ backline: [] })).backline).toMatchObject({ status: 'unknown' })
  })

  it('flags 6 wedge mixes at a venue with 4 monitor mixes', () => {
    const by = byCheck(riderDoc({ monitors: mix(6) }), venue({ monitor_mixes: 4, monitor_wedges: 8 }))
    expect(by.monitorMixes).toMatchObject({ status: 'missing', need: '6', have: '4' })
    expect(by.wedges).toMatchObject({ status: 'ok', need: '6', have: '8' })
    // A stereo in-ear mix takes two sends.
    const stereo = byCheck(riderDoc({ monitors: mix(3, { type: 'iem', stereo: true }) }), venue({ monitor_mixes: 4 }))
    expect(stereo.monitorMixes).toMatchObject({ status: 'missing', need: '6' })
  })

  it('an in-ear rider at a venue that lists no in-ear systems is unknown, not covered', () => {
    const doc = riderDoc({ monitors: mix(2, { type: 'iem' }) })
    const by = byCheck(doc, venue({ iem_systems: null, monitor_mixes: null }))
    expect(by.iem).toMatchObject({ status: 'unknown', need: '2', have: '' })
    expect(by.monitorMixes!.status).toBe('unknown')
    expect(by.wedges).toBeUndefined()
    expect(checkVenueFit(doc, venue({ iem_systems: null })).ok).toBe(false)
    expect(byCheck(doc, venue({ iem_systems: 0 })).iem!.status).toBe('missing')
    expect(byCheck(doc, venue({ iem_systems: 2 })).iem!.status).toBe('ok')
  })

  it('a PA or lighting the venue does not list is unknown, never covered', () => {
    const by = byCheck(riderDoc(), venue({ has_pa: false, pa_description: '', has_lighting: false }))
    expect(by.pa).toMatchObject({ status: 'unknown', have: '' })
    expect(by.lighting!.status).toBe('unknown')
    expect(byCheck(riderDoc(), venue()).pa!.status).toBe('ok')
  })

  it('steps a matrix cell none → + → ++ → +++ → none and drops sends of removed inputs', () => {
    let sends = cycleSend([{ input: 'gone', level: 2 }], 'kick', ['kick', 'snare'])
    expect(sends).toEqual([{ input: 'kick', level: 1 }])
    sends = cycleSend(sends, 'kick', ['kick'])
    sends = cycleSend(sends, 'kick', ['kick'])
    expect(sends).toEqual([{ input: 'kick', level: 3 }])
    expect(cycleSend(sends, 'kick', ['kick'])).toEqual([])
  })
})

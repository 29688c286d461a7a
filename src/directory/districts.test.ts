/** The gazetteer: every demo quarter has its entry, each entry lies in its city, keys are unique. */
import { describe, expect, it } from 'vitest'
import { DEMO_CITIES, MORE_CITIES } from '../../src-server/directory/seed-places.ts'
import { CITIES } from './cities.ts'
import { DISTRICTS, districtKey, districtLabel, districtOf, districtsNear, findDistricts } from './districts.ts'

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const r = Math.PI / 180
  const x = (b.lng - a.lng) * r * Math.cos(((a.lat + b.lat) / 2) * r)
  return Math.hypot(x, (b.lat - a.lat) * r) * 6371
}

describe('districts', () => {
  it('every quarter of the demo data is in the gazetteer, within 10 km of its city', () => {
    for (const place of [...DEMO_CITIES, ...MORE_CITIES])
      for (const [quarter] of [...place.quarters, ...(place.laterQuarters ?? [])]) {
        const d = districtOf(`${quarter}, ${place.name}`)
        expect(d, `${quarter}, ${place.name}`).toBeDefined()
        expect(km(d!, place)).toBeLessThan(10)
      }
  })

  it('each entry names a known city and lies within 25 km of it; keys are unique; the source is named', () => {
    expect(DISTRICTS.length).toBeGreaterThan(150)
    expect(new Set(DISTRICTS.map(districtKey)).size).toBe(DISTRICTS.length)
    for (const d of DISTRICTS) {
      const city = CITIES.find((c) => c.name === d.city)
      expect(city, d.city).toBeDefined()
      expect(km(d, city!), d.name).toBeLessThan(25)
      expect(['geonames', 'hand']).toContain(d.source)
    }
  })

  it('found by the start of a name or an alias, by a typo; labelled in the UI language', () => {
    expect(findDistricts('kreuz').map(districtKey)).toEqual(['Kreuzberg, Berlin'])
    expect(findDistricts('le marais').map(districtKey)).toEqual(['Marais, Paris'])
    expect(findDistricts('k')).toEqual([])
    const close = districtsNear('trastevre', (a, b) => (a.length === b.length - 1 && b.startsWith('trast') ? 1 : null))
    expect(close.map(districtKey)).toEqual(['Trastevere, Rome'])
    expect(districtLabel(districtOf('Trastevere, Rome')!, 'it')).toBe('Trastevere, Roma')
    expect(districtLabel(districtOf('Schwabing, Munich')!, 'de')).toBe('Schwabing, München')
  })
})

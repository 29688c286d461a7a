/**
 * Near anything a booker names: a district in the words (`club Kreuzberg`, `near Montmartre`, `Kreutzberg`)
 * searches around it, nearest first; the place suggestions offer districts, typos forgiven. REST and tRPC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISTRICTS, districtKey } from '../../src/directory/districts.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp

interface Answer {
  items: { name: string; distance_km: number | null }[]
  total: number
  sort: string
  understood: { param: string; value: string; typed: string }[]
  dropped_words: string[]
}

const get = async (path: string) => {
  const res = await t.api(path)
  return { status: res.status, body: await res.json() }
}
const search = async (kind: string, words: string, extra = ''): Promise<Answer> => {
  const { status, body } = await get(`/api/${kind}/search?q=${encodeURIComponent(words)}${extra}`)
  expect(status, words).toBe(200)
  return body
}
const chips = (a: Answer) => a.understood.map((c) => `${c.param}:${c.value}`)
const at = (key: string, dLat = 0, dLng = 0) => {
  const d = DISTRICTS.find((x) => districtKey(x) === key)!
  return { lat: d.lat + dLat, lng: d.lng + dLng }
}

beforeAll(async () => {
  t = await startTestApp({ setup: false, env: { SEARCH_RATE_LIMIT: 'false' } })
  const berlin = { city: 'Berlin', country: 'DE' }
  await t.deps.db
    .insertInto('venues')
    .values([
      // About 300 m and 1.5 km from Kreuzberg's centre; Mitte is 2.3 km away; Charlottenburg 7 km.
      { name: 'Wrangelkiez Keller', venue_type: 'club', ...berlin, ...at('Kreuzberg, Berlin', 0.002, 0.003) },
      { name: 'Görlitzer Bunker', venue_type: 'club', ...berlin, ...at('Kreuzberg, Berlin', -0.01, 0.015) },
      { name: 'Spreeufer Halle', venue_type: 'club', ...berlin, ...at('Mitte, Berlin') },
      { name: 'Lietzensee Saal', venue_type: 'club', ...berlin, ...at('Charlottenburg, Berlin') },
      {
        name: 'Salle Abbesses',
        venue_type: 'theatre',
        city: 'Paris',
        country: 'FR',
        address: '12 rue des Abbesses, 75018 Paris (Montmartre)',
        ...at('Montmartre, Paris', 0.001, 0),
      },
    ])
    .execute()
}, 240_000)
afterAll(() => t?.stop())

describe('a district in the words', () => {
  it('"club Kreuzberg": clubs within 3 km of Kreuzberg, nearest first, with their distance', async () => {
    const a = await search('venues', 'club Kreuzberg')
    expect(chips(a)).toEqual(['type:club', 'district:Kreuzberg, Berlin'])
    expect(a.sort).toBe('distance')
    expect(a.items.map((i) => i.name)).toEqual(['Wrangelkiez Keller', 'Görlitzer Bunker', 'Spreeufer Halle'])
    expect(a.items[0]!.distance_km).toBeLessThan(0.5)
  })

  it('"near Montmartre", "près de Montmartre", a typo in a long name, and the radius asked for', async () => {
    for (const words of ['near Montmartre', 'près de Montmartre', 'Montmatre']) {
      const a = await search('venues', words)
      expect(chips(a), words).toEqual(['district:Montmartre, Paris'])
      expect(a.items.map((i) => i.name)).toEqual(['Salle Abbesses'])
    }
    const wide = await search('venues', 'club Kreuzberg', '&radius_km=10')
    expect(wide.items.map((i) => i.name)).toContain('Lietzensee Saal')
  })

  it('a district of another city than the one chosen stays text; strict=1 reads no district', async () => {
    const other = await search('venues', 'Kreuzberg', '&city=Paris')
    expect(other.understood).toEqual([])
    expect(other.total).toBe(0)
    const strict = await search('venues', 'Montmartre', '&strict=1')
    expect(strict.understood).toEqual([])
    // The words as typed: the address names the quarter.
    expect(strict.items.map((i) => i.name)).toEqual(['Salle Abbesses'])
  })

  it('nothing around the district: an empty page that keeps the chips; the relaxations widen the circle', async () => {
    const a = await search('venues', 'club Trastevere')
    expect(a.total).toBe(0)
    expect(chips(a)).toEqual(['type:club', 'district:Trastevere, Rome'])
    const { status, body } = await get(`/api/venues/search/relax?q=${encodeURIComponent('club Trastevere')}`)
    expect(status).toBe(200)
    expect(body.options.length).toBeGreaterThan(0)
  })

  it('/search reads the district for every kind; tRPC answers the same', async () => {
    const { body } = await get(`/api/search?q=${encodeURIComponent('club Kreuzberg')}`)
    expect(chips(body.venues)).toEqual(['type:club', 'district:Kreuzberg, Berlin'])
    expect(chips(body.artists)).toContain('district:Kreuzberg, Berlin')
    const input = { kind: 'venue', query: { q: 'near Montmartre' } }
    const res = await t.api(`/trpc/directory.search?input=${encodeURIComponent(JSON.stringify(input))}`)
    expect(chips((await res.json()).result.data)).toEqual(['district:Montmartre, Paris'])
  })
})

describe('place suggestions', () => {
  it('offer districts with districts=1 (typos forgiven), cities only without', async () => {
    const names = async (q: string, extra = '&districts=1') =>
      (await get(`/api/directory/cities?q=${encodeURIComponent(q)}${extra}`)).body.items.map(
        (i: { name: string }) => i.name,
      )
    expect(await names('kreuz')).toContain('Kreuzberg, Berlin')
    expect(await names('Kreutzberg')).toContain('Kreuzberg, Berlin')
    expect(await names('trastevere')).toEqual(['Trastevere, Rome'])
    expect(await names('Latin Quarter')).toEqual(['Quartier Latin, Paris'])
    expect(await names('kreuz', '')).not.toContain('Kreuzberg, Berlin')
    const { body } = await get('/api/directory/cities?q=montmartre&districts=1')
    expect(body.items[0]).toMatchObject({
      name: 'Montmartre, Paris',
      country: 'FR',
      district: { name: 'Montmartre', city: 'Paris' },
    })
    const input = { q: 'Schwabing', districts: true }
    const res = await t.api(`/trpc/directory.cities?input=${encodeURIComponent(JSON.stringify(input))}`)
    expect((await res.json()).result.data.items[0].name).toBe('Schwabing, Munich')
  })

  it('too long a text is a 400', async () => {
    expect((await get(`/api/directory/cities?q=${'k'.repeat(101)}&districts=1`)).status).toBe(400)
  })
})

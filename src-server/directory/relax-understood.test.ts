/**
 * Empty is rare and helpful: an empty search offers to leave out each word read as a filter, the nearest cities
 * that have results, and on /search the same for every kind, each with the count of the page it leads to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITIES } from '../../src/directory/cities.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp

interface Option {
  kind?: string
  drop: string
  patch: Record<string, string | null>
  total: number
  items: { name: string }[]
  chip?: { param: string; value: string; typed: string }
  city?: string
}

const get = async (path: string) => {
  const res = await t.api(path)
  return { status: res.status, body: await res.json() }
}

/** The search page a relaxation leads to: the same query with the patch applied (as the client does it). */
function patched(query: string, patch: Record<string, string | null>) {
  const p = new URLSearchParams(query)
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'place') continue
    if (v === null) p.delete(k)
    else p.set(k, v)
  }
  return p.toString()
}

const city = (name: string) => {
  const c = CITIES.find((x) => x.name === name)!
  return { city: c.name, country: c.country, lat: c.lat, lng: c.lng }
}

beforeAll(async () => {
  t = await startTestApp({ setup: false, env: { SEARCH_RATE_LIMIT: 'false' } })
  await t.deps.db
    .insertInto('artists')
    .values([
      { name: 'Noche Larga', act_type: 'dj', ...city('Valencia') },
      { name: 'Ritmo Bilbaíno', act_type: 'dj', ...city('Bilbao') },
      { name: 'Sala Beat', act_type: 'dj', ...city('Barcelona') },
      { name: 'Gato Negro', act_type: 'dj', ...city('Barcelona') },
      { name: 'Los Castizos', act_type: 'band', ...city('Madrid') },
      { name: 'Voz de Lavapiés', act_type: 'solo', event_types: ['concert'], ...city('Madrid') },
    ])
    .execute()
}, 240_000)
afterAll(() => t?.stop())

describe('words read as filters that find nothing together', () => {
  it('the event is left out on its own ("cantante boda madrid"), the type and the city never are', async () => {
    const { body } = await get(`/api/artists/search?q=${encodeURIComponent('cantante boda madrid')}`)
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(['Voz de Lavapiés'])
    expect(body.dropped_words).toEqual(['boda'])
    expect(body.understood.map((c: { param: string }) => c.param)).toEqual(['type', 'city'])
    const strict = await get(`/api/artists/search?q=${encodeURIComponent('cantante boda madrid')}&strict=1`)
    expect(strict.body.total).toBe(0)
    expect((await get(`/api/artists/search?q=${encodeURIComponent('dj madrid')}`)).body.total).toBe(0)
  })
})

describe('an empty kind page', () => {
  it('"dj madrid": without each word read as a filter, and the nearest cities with DJs, nearest first', async () => {
    const query = `q=${encodeURIComponent('dj madrid')}`
    expect((await get(`/api/artists/search?${query}`)).body.total).toBe(0)
    const { status, body } = await get(`/api/artists/search/relax?${query}`)
    expect(status).toBe(200)
    const options = body.options as Option[]
    const chips = options.filter((o) => o.drop === 'chip')
    expect(chips.map((o) => [o.chip?.value, o.patch.q])).toEqual([
      ['dj', 'madrid'],
      ['Madrid', 'dj'],
    ])
    const nearby = options.filter((o) => o.drop === 'nearby')
    // Valencia 300 km, Bilbao 320 km, Barcelona 500 km.
    expect(nearby.map((o) => o.city)).toEqual(['Valencia', 'Bilbao', 'Barcelona'])
    expect(nearby[0]!.patch).toEqual({ q: 'dj', city: 'Valencia' })
    expect(nearby[2]!.total).toBe(2)
    // Every count is the very count of the page the click leads to.
    for (const o of options) {
      const page = await get(`/api/artists/search?${patched(query, o.patch)}`)
      expect(o.total, `${o.drop} ${JSON.stringify(o.patch)}`).toBe(page.body.total)
      expect(o.total).toBeGreaterThan(0)
    }
  })

  it('a city filter with nothing: the nearest cities with results for the same words', async () => {
    const { body } = await get('/api/artists/search/relax?type=dj&city=Madrid')
    const nearby = (body.options as Option[]).filter((o) => o.drop === 'nearby')
    expect(nearby.map((o) => o.patch)).toEqual([{ city: 'Valencia' }, { city: 'Bilbao' }, { city: 'Barcelona' }])
  })
})

describe('an empty /search', () => {
  it("offers every kind's relaxations, each with its kind and the count of that kind's page", async () => {
    const query = `q=${encodeURIComponent('dj madrid')}`
    const all = await get(`/api/search?${query}`)
    for (const kind of ['artists', 'venues', 'services']) expect(all.body[kind].total, kind).toBe(0)
    const { status, body } = await get(`/api/search/relax?${query}`)
    expect(status).toBe(200)
    const options = body.options as Option[]
    expect(options.some((o) => o.kind === 'artist' && o.drop === 'nearby' && o.city === 'Valencia')).toBe(true)
    for (const o of options) {
      const path = { artist: 'artists', venue: 'venues', service: 'services' }[o.kind!]
      const page = await get(`/api/${path}/search?${patched(query, o.patch)}`)
      expect(o.total, `${o.kind} ${o.drop}`).toBe(page.body.total)
    }
    const input = { q: 'dj madrid' }
    const res = await t.api(`/trpc/directory.relaxAll?input=${encodeURIComponent(JSON.stringify(input))}`)
    expect((await res.json()).result.data.options.length).toBe(options.length)
  })

  it('bad input is a 400', async () => {
    expect((await get(`/api/search/relax?q=${'x'.repeat(300)}`)).status).toBe(400)
    expect((await get('/api/search/relax?q=dj&near=999,1')).status).toBe(400)
  })
})

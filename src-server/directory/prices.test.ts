/**
 * Prices across currencies through HTTP: filters and sorts compare in one currency via the rate table, cards and
 * entries show converted prices with the original, a rate change re-prices listings, bad input answers 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

let t: TestApp
let admin: TestUser
let stranger: TestUser
const ids: Record<string, number> = {}

const get = async (path: string) => {
  const res = await t.api(path)
  return { status: res.status, body: await res.json() }
}
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)
const place = { description: '', city: 'Pricetown', country: 'DE', lat: 50, lng: 10, contacts: '{}' }

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  admin = await t.newUser({ admin: true })
  stranger = await t.newUser()
  const db = t.deps.db
  // A London act at £1,000–2,000 (≈ €1,176–2,353 at 0.85) and a Berlin act at €1,100–1,500.
  for (const [name, fee_min, fee_max, currency] of [
    ['Pound Act', 1000, 2000, 'GBP'],
    ['Euro Act', 1100, 1500, 'EUR'],
    ['Free Act', null, null, 'EUR'],
  ] as const) {
    const row = await db
      .insertInto('artists')
      .values({ ...place, name, act_type: 'band', fee_min, fee_max, currency })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids[name] = row.id
  }
  for (const [name, hire_price, currency, capacity_standing] of [
    ['Pound Hall', 850, 'GBP', 300],
    ['Euro Hall', 900, 'EUR', 1200],
    ['Krona Hall', 8800, 'SEK', 50],
    ['Unpriced Hall', null, 'EUR', 0],
  ] as const) {
    const row = await db
      .insertInto('venues')
      .values({ ...place, name, venue_type: 'club', hire_price, currency, capacity_standing })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids[name] = row.id
  }
  for (const [name, price_from, currency] of [
    ['Franc Sound', 1900, 'CHF'],
    ['Euro Sound', 1500, 'EUR'],
  ] as const) {
    await db
      .insertInto('services')
      .values({ ...place, name, category: 'sound', price_from, price_unit: 'day', currency })
      .execute()
  }
})
afterAll(() => t?.stop())

describe('artist fees in one currency', () => {
  it('fee_max compares the converted fees, not the bare numbers', async () => {
    // £1,000 ≈ €1,176 is above €1,150; €1,100 is not.
    expect(names((await get('/api/artists/search?fee_max=1150&currency=EUR')).body)).toEqual(['Euro Act'])
    // €1,100 ≈ £935 fits £950; £1,000 does not.
    expect(names((await get('/api/artists/search?fee_max=950&currency=GBP')).body)).toEqual(['Euro Act'])
    // The same amount in the same currency is on the boundary, not past it.
    expect(names((await get('/api/artists/search?fee_max=1000&currency=gbp&sort=name')).body)).toEqual([
      'Euro Act',
      'Pound Act',
    ])
    // The tRPC door reads the same schema.
    const input = encodeURIComponent(JSON.stringify({ kind: 'artist', query: { fee_max: 950, currency: 'GBP' } }))
    const trpc = await t.api(`/trpc/directory.search?input=${input}`)
    expect(names((await trpc.json()).result.data)).toEqual(['Euro Act'])
    const bad = encodeURIComponent(JSON.stringify({ kind: 'artist', query: { currency: 'XYZ' } }))
    expect((await t.api(`/trpc/directory.search?input=${bad}`)).status).toBe(400)
    // fee_min reads the top of the range: €1,500 < €2,000 < £2,000 ≈ €2,353.
    expect(names((await get('/api/artists/search?fee_min=2000')).body)).toEqual(['Pound Act'])
  })

  it('sorts by price in euros, unpriced last both ways', async () => {
    expect(names((await get('/api/artists/search?sort=price')).body)).toEqual(['Euro Act', 'Pound Act', 'Free Act'])
    expect(names((await get('/api/artists/search?sort=price_desc')).body)).toEqual([
      'Pound Act',
      'Euro Act',
      'Free Act',
    ])
  })

  it('cards show the display currency with the original amounts', async () => {
    const { body } = await get('/api/artists/search?sort=price&currency=EUR')
    expect(body.items[0].facts.price).toEqual({
      amount: 1100,
      amount_max: 1500,
      currency: 'EUR',
      unit: 'show',
      original: null,
    })
    expect(body.items[1].facts.price).toEqual({
      amount: 1176,
      amount_max: 2353,
      currency: 'EUR',
      unit: 'show',
      original: {
        amount: 1000,
        amount_max: 2000,
        currency: 'GBP',
        rates_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    })
    expect(body.items[2].facts.price).toBeNull()
    const entry = (await get(`/api/artists/${ids['Euro Act']}?currency=GBP`)).body
    expect(entry.price).toMatchObject({ amount: 935, amount_max: 1275, currency: 'GBP' })
    expect(entry).not.toHaveProperty('fee_min_eur')
  })
})

describe('venue hire and service prices', () => {
  it('price_max and price sort across currencies', async () => {
    // £850 = €1,000, 8,800 kr = €800, €900.
    expect(names((await get('/api/venues/search?sort=price')).body)).toEqual([
      'Krona Hall',
      'Euro Hall',
      'Pound Hall',
      'Unpriced Hall',
    ])
    expect(names((await get('/api/venues/search?price_max=950&sort=price')).body)).toEqual(['Krona Hall', 'Euro Hall'])
    expect(names((await get('/api/venues/search?price_max=9000&currency=SEK&sort=price')).body)).toEqual(['Krona Hall'])
    const pound = (await get('/api/venues/search?sort=price_desc&limit=1')).body.items[0]
    expect(pound.facts.price).toMatchObject({ amount: 1000, unit: 'evening', original: { amount: 850 } })
    // CHF 1,900 = €2,000.
    expect(names((await get('/api/services/search?price_max=1800')).body)).toEqual(['Euro Sound'])
    expect(names((await get('/api/services/search?sort=price_desc')).body)).toEqual(['Franc Sound', 'Euro Sound'])
  })

  it('sorts venues by capacity, unknown capacity last', async () => {
    expect(names((await get('/api/venues/search?sort=capacity')).body)).toEqual([
      'Krona Hall',
      'Pound Hall',
      'Euro Hall',
      'Unpriced Hall',
    ])
    expect(names((await get('/api/venues/search?sort=capacity_desc')).body)).toEqual([
      'Euro Hall',
      'Pound Hall',
      'Krona Hall',
      'Unpriced Hall',
    ])
  })
})

describe('rates', () => {
  it('lists rates; only admins set them, and listings are re-priced', async () => {
    const list = (await get('/api/currency-rates')).body
    expect(list.items).toContainEqual(expect.objectContaining({ currency: 'GBP', per_eur: 0.85 }))
    const put = (token: string, json: unknown) => t.api('/api/currency-rates', { method: 'PUT', token, json })
    expect((await put(stranger.token, { rates: { GBP: 0.5 } })).status).toBe(403)
    expect((await put(admin.token, { rates: { XYZ: 1 } })).status).toBe(400)
    expect((await put(admin.token, { rates: { GBP: -1 } })).status).toBe(400)
    expect((await put(admin.token, { rates: { EUR: 2 } })).status).toBe(400)
    // £1 = €2: the Pound Act now starts at €2,000, above the Euro Act's top.
    expect((await put(admin.token, { rates: { GBP: 0.5 } })).status).toBe(200)
    try {
      expect(names((await get('/api/artists/search?fee_min=1600')).body)).toEqual(['Pound Act'])
      expect((await get(`/api/artists/${ids['Pound Act']}`)).body.price.amount).toBe(2000)
    } finally {
      expect((await put(admin.token, { rates: { GBP: 0.85 } })).status).toBe(200)
    }
  })

  it('both doors share the admin rule: a non-admin gets the same 403, an admin sets rates through tRPC too', async () => {
    const rest = await t.api('/api/currency-rates', {
      method: 'PUT',
      token: stranger.token,
      json: { rates: { GBP: 0.5 } },
    })
    const setRates = (token: string, rates: Record<string, number>) =>
      t.api('/trpc/directory.setRates', { method: 'POST', token, json: { rates } })
    const trpc = await setRates(stranger.token, { GBP: 0.5 })
    expect([rest.status, trpc.status]).toEqual([403, 403])
    const restBody = await rest.json()
    const trpcError = (await trpc.json()).error
    expect(trpcError.data.code).toBe('FORBIDDEN')
    expect(trpcError.message).toBe(restBody.statusMessage)
    expect(trpcError.data.i18nKey ?? null).toBe(restBody.i18nKey ?? null)
    // Nothing changed, and signed out both doors answer 401.
    const rates = await t.api('/trpc/directory.rates')
    const gbp = (await rates.json()).result.data.items.find((r: { currency: string }) => r.currency === 'GBP')
    expect(gbp.per_eur).toBe(0.85)
    expect((await t.api('/api/currency-rates', { method: 'PUT', json: { rates: { GBP: 0.5 } } })).status).toBe(401)
    expect((await t.api('/trpc/directory.setRates', { method: 'POST', json: { rates: { GBP: 0.5 } } })).status).toBe(
      401,
    )
    const set = await setRates(admin.token, { GBP: 0.85 })
    expect(set.status).toBe(200)
    expect((await set.json()).result.data.items).toContainEqual(
      expect.objectContaining({ currency: 'GBP', per_eur: 0.85 }),
    )
  })
})

describe('bad input answers 400', () => {
  it.each([
    ['/api/artists/search?currency=XYZ', 'currency'],
    ['/api/artists/XX?currency=EUR', 'Invalid id'],
    ['/api/artists/search?sort=capacity', 'sort=capacity'],
    ['/api/services/search?sort=capacity_desc', 'sort=capacity_desc'],
    ['/api/venues/search?price_max=-1', 'price_max'],
    ['/api/venues/search?price_max=abc', 'price_max'],
    ['/api/search?q=x&currency=bitcoin', 'currency'],
  ])('%s', async (path, message) => {
    const { status, body } = await get(path)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain(message)
  })
  it('an unknown currency on one entry is refused too', async () => {
    expect((await get(`/api/venues/${ids['Euro Hall']}?currency=XYZ`)).status).toBe(400)
  })
})

describe('edit', () => {
  it('validates and saves a venue hire price, then filters on it', async () => {
    const full = (await get(`/api/venues/${ids['Unpriced Hall']}`)).body
    const data = {
      name: full.name,
      description: '',
      city: full.city,
      country: full.country,
      lat: full.lat,
      lng: full.lng,
      contacts: {},
      venue_type: 'club',
      address: '',
      capacity_standing: null,
      capacity_seated: null,
      stage_width_m: null,
      stage_depth_m: null,
      stage_height_m: null,
      desk_channels: null,
      has_pa: false,
      pa_description: '',
      has_lighting: false,
      lighting_description: '',
      backline: [],
      power: '',
      power_amps: null,
      accessibility: [],
    }
    const put = (json: unknown) =>
      t.api(`/api/venues/${ids['Unpriced Hall']}`, { method: 'PUT', token: admin.token, json })
    for (const bad of [{ hire_unit: 'week' }, { currency: 'XYZ' }, { hire_price: -5 }, { hire_price: 1.5 }]) {
      const res = await put({ ...data, hire_price: 100, ...bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
    const ok = await put({ ...data, hire_price: 1100, hire_unit: 'day', currency: 'CHF' })
    expect(ok.status).toBe(200)
    expect((await ok.json()).price).toMatchObject({ amount: 1158, currency: 'EUR', unit: 'day' })
    // CHF 1,100 ≈ €1,158: under €1,200, over €1,100.
    expect(names((await get('/api/venues/search?price_max=1200&sort=name')).body)).toContain('Unpriced Hall')
    expect(names((await get('/api/venues/search?price_max=1100&sort=name')).body)).not.toContain('Unpriced Hall')
  })
})

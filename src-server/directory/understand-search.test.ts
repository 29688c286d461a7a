/**
 * Search reads words as filters (event types in five languages, the kind's types and genres, cities) and leaves
 * out words that find nothing; listings say which events they serve. Through the REST mirror and tRPC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { seedDemo } from './seed.ts'

let t: TestApp
let admin: TestUser

interface Item {
  id: number
  name: string
  city: string
  facts: { act_type?: string; venue_type?: string; genres?: string[]; event_types: string[] }
}
interface Answer {
  items: Item[]
  total: number
  dropped_words: string[]
  understood: { param: string; value: string; typed: string }[]
  corrected_query: string | null
}

const search = async (kind: string, params: string): Promise<Answer> => {
  const res = await t.api(`/api/${kind}/search?limit=50&${params}`)
  expect(res.status, params).toBe(200)
  return res.json()
}
const q = (words: string, extra = '') => `q=${encodeURIComponent(words)}${extra}`
const chips = (a: Answer) => a.understood.map((c) => `${c.param}:${c.value}`)
const ADDED: string[] = []
const names = (a: Answer) => a.items.map((i) => i.name)

beforeAll(async () => {
  t = await startTestApp({ setup: false, env: { SEARCH_RATE_LIMIT: 'false' } })
  await seedDemo(t.deps.db, 60)
  admin = await t.newUser({ admin: true })
  const at = { country: 'DE', lat: 52.5, lng: 13.4 }
  await t.deps.db
    .insertInto('artists')
    .values([
      { name: 'Brassbande Sonnenschein', act_type: 'band', genres: ['jazz'], city: 'Munich', ...at },
      { name: 'Nachtfalter Kollektiv', act_type: 'dj', genres: ['techno'], city: 'Berlin', ...at },
    ])
    .execute()
  await t.deps.db
    .insertInto('artists')
    .values({ name: 'Hochzeitsband Aurora', act_type: 'band', city: 'Munich', event_types: ['wedding'], ...at })
    .execute()
  await t.deps.db
    .insertInto('venues')
    .values(
      [
        ['Kupferkessel Flamingo', 'bar', 'Leipzig'],
        ['Zinnober Halle', 'concert-hall', 'Leipzig'],
        ['Zinnober Keller', 'club', 'Leipzig'],
        ['Flamingo Bar', 'bar', 'Leipzig'],
        ['Flamingo Lounge', 'bar', 'Leipzig'],
        ['Mariahilf Bühne', 'theatre', 'Vienna'],
        ['Jazz Club Elbe', 'bar', 'Hamburg'],
      ].map(([name, venue_type, city]) => ({ name: name!, venue_type: venue_type!, city: city!, ...at })),
    )
    .execute()
}, 240_000)
afterAll(() => t?.stop())
ADDED.push(
  'Brassbande Sonnenschein',
  'Nachtfalter Kollektiv',
  'Hochzeitsband Aurora',
  'Kupferkessel Flamingo',
  'Zinnober Halle',
  'Zinnober Keller',
  'Flamingo Bar',
  'Flamingo Lounge',
  'Mariahilf Bühne',
  'Jazz Club Elbe',
)

describe('words that find nothing are left out', () => {
  it('"techno klub berlin": techno DJs in Berlin, without “klub”; strict=1 keeps every word', async () => {
    const relaxed = await search('artists', q('techno klub berlin'))
    expect(relaxed.dropped_words).toEqual(['klub'])
    expect(chips(relaxed)).toEqual(['genre:techno', 'city:Berlin'])
    expect(names(relaxed)).toContain('Nachtfalter Kollektiv')
    for (const i of relaxed.items) {
      expect(i.city).toBe('Berlin')
      expect(i.facts.genres).toContain('techno')
    }
    const strict = await search('artists', q('techno klub berlin', '&strict=1'))
    expect(strict.total).toBe(0)
    expect(strict.dropped_words).toEqual([])
    expect(strict.understood).toEqual([])
  })

  it('the rarest words go first, and entries matching more of the words rank first', async () => {
    // kupferkessel: 1 entry, zinnober: 2, flamingo: 3; no entry has two of them but Kupferkessel Flamingo.
    const a = await search('venues', q('kupferkessel zinnober flamingo'))
    expect(a.dropped_words).toEqual(['kupferkessel', 'zinnober'])
    expect(names(a)[0]).toBe('Kupferkessel Flamingo')
    expect(names(a).sort()).toEqual(['Flamingo Bar', 'Flamingo Lounge', 'Kupferkessel Flamingo'])
    // Two words: the one no entry has goes, the other stays.
    const b = await search('venues', q('zinnober qqxxzz'))
    expect(b.dropped_words).toEqual(['qqxxzz'])
    expect(names(b).sort()).toEqual(['Zinnober Halle', 'Zinnober Keller'])
  })

  it('words that all find nothing still find nothing; all words found leave none out', async () => {
    const none = await search('venues', q('qqxxzz plorfnak'))
    expect(none.total).toBe(0)
    expect(none.dropped_words).toEqual([])
    const all = await search('venues', q('zinnober halle'))
    expect(all.dropped_words).toEqual([])
    expect(names(all)[0]).toBe('Zinnober Halle')
  })

  it('on /search too, each kind says what it left out', async () => {
    const res = await t.api(`/api/search?${q('zinnober qqxxzz')}`)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.venues.dropped_words).toEqual(['qqxxzz'])
    expect(body.venues.items.map((i: Item) => i.name)).toContain('Zinnober Halle')
    const strict = await (await t.api(`/api/search?${q('zinnober qqxxzz', '&strict=1')}`)).json()
    expect(strict.venues.total).toBe(0)
  })
})

describe('words read as filters', () => {
  it('"wedding band": bands that play weddings', async () => {
    const a = await search('artists', q('wedding band'))
    expect(chips(a)).toEqual(['event:wedding', 'type:band'])
    expect(a.dropped_words).toEqual([])
    expect(names(a)).toContain('Hochzeitsband Aurora')
    expect(a.total).toBeGreaterThan(0)
    for (const i of a.items) {
      expect(i.facts.act_type).toBe('band')
      expect(i.facts.event_types).toContain('wedding')
    }
  })

  it('"jazz band münchen": genre, type and city; the chips keep the words as typed', async () => {
    const a = await search('artists', q('jazz band münchen'))
    expect(a.understood).toEqual([
      { param: 'genre', value: 'jazz', typed: 'jazz' },
      { param: 'type', value: 'band', typed: 'band' },
      { param: 'city', value: 'Munich', typed: 'münchen' },
    ])
    expect(names(a)).toContain('Brassbande Sonnenschein')
    for (const i of a.items) expect([i.city, i.facts.act_type]).toEqual(['Munich', 'band'])
  })

  it.each([
    ['Hochzeit', 'wedding'],
    ['mariage', 'wedding'],
    ['matrimonio', 'wedding'],
    ['boda', 'wedding'],
    ['Firmenfeier', 'corporate'],
    ['Konferenz', 'conference'],
  ])('%s is the event %s on every kind', async (word, event) => {
    for (const kind of ['artists', 'venues', 'services']) {
      const a = await search(kind, q(word))
      expect(chips(a), kind).toEqual([`event:${event}`])
      for (const i of a.items) expect(i.facts.event_types).toContain(event)
    }
  })

  it('a type word of the kind searched: Klub and boîte on venues; on artists it stays text', async () => {
    for (const word of ['Klub', 'boîte', 'club']) {
      const a = await search('venues', q(`${word} berlin`))
      expect(chips(a), word).toEqual(['type:club', 'city:Berlin'])
      for (const i of a.items) expect(i.facts.venue_type).toBe('club')
    }
    expect(chips(await search('artists', q('Klub')))).toEqual([])
  })

  it('"sala" by its context: halls for the wedding beside "boda", concert halls in "sala de conciertos"', async () => {
    const wedding = await search('venues', q('sala para boda'))
    expect(chips(wedding)).toEqual(['event:wedding'])
    expect(wedding.total).toBeGreaterThan(0)
    for (const i of wedding.items) expect(i.facts.event_types).toContain('wedding')
    // Not read as clubs (the demo clubs serve no weddings): every venue serving weddings, whatever its type.
    expect(wedding.total).toBe((await search('venues', 'event=wedding')).total)
    expect(wedding.dropped_words).toEqual([])
    const party = await search('venues', q('sala de fiestas para cumpleaños'))
    expect(chips(party)).toEqual(['event:private-party'])
    for (const i of party.items) expect(i.facts.event_types).toContain('private-party')
    const concert = await search('venues', q('sala de conciertos leipzig'))
    expect(chips(concert)).toEqual(['type:concert-hall', 'city:Leipzig'])
    expect(names(concert)).toContain('Zinnober Halle')
    for (const i of concert.items) expect(i.facts.venue_type).toBe('concert-hall')
    const club = await search('venues', q('sala leipzig'))
    expect(chips(club)).toEqual(['type:club', 'city:Leipzig'])
    expect(names(club)).toContain('Zinnober Keller')
  })

  it('"mariachi" is a genre, never Mariahilf', async () => {
    expect(chips(await search('artists', q('mariachi')))).toEqual(['genre:latin'])
    // Venues have no genre filter: the word stays text and no typo turns it into the district's name.
    const venues = await search('venues', q('mariachi'))
    expect(names(venues)).not.toContain('Mariahilf Bühne')
    expect(venues.corrected_query).toBeNull()
    expect(names(await search('venues', q('mariahilf')))).toContain('Mariahilf Bühne')
  })

  it('a name typed in full stays a name; a filter already set keeps its word as text', async () => {
    const a = await search('venues', q('Jazz Club Elbe'))
    expect(a.understood).toEqual([])
    expect(names(a)[0]).toBe('Jazz Club Elbe')
    const b = await search('venues', q('club berlin', '&type=bar'))
    expect(chips(b)).toEqual(['city:Berlin'])
  })

  it('tRPC answers the same', async () => {
    const input = { kind: 'artist', query: { q: 'wedding band' } }
    const res = await t.api(`/trpc/directory.search?input=${encodeURIComponent(JSON.stringify(input))}`)
    expect(res.status).toBe(200)
    const data = (await res.json()).result.data as Answer
    expect(chips(data)).toEqual(['event:wedding', 'type:band'])
  })
})

describe('event types', () => {
  it('the demo seed gives every listing plausible events; the filter finds only those serving it', async () => {
    for (const kind of ['artists', 'venues', 'services']) {
      const all = await search(kind, 'limit=50')
      const seeded = all.items.filter((i) => !ADDED.includes(i.name))
      expect(
        seeded.every((i) => i.facts.event_types.length > 0),
        kind,
      ).toBe(true)
      const weddings = await search(kind, 'event=wedding')
      expect(weddings.total).toBeGreaterThan(0)
      for (const i of weddings.items) expect(i.facts.event_types).toContain('wedding')
      expect(weddings.total).toBeLessThan((await search(kind, '')).total)
    }
    const clubs = await search('venues', 'type=club&event=club-night')
    expect(clubs.total).toBeGreaterThan(0)
  })

  it('an unknown event is a 400', async () => {
    const res = await t.api('/api/venues/search?event=rave')
    expect(res.status).toBe(400)
    expect((await t.api('/api/search?event=rave')).status).toBe(400)
  })

  it('the edit form sets them; unknown values are refused and change nothing', async () => {
    const band = (await search('artists', q('Brassbande Sonnenschein', '&strict=1'))).items[0]!
    const full = await (await t.api(`/api/artists/${band.id}`)).json()
    const data = {
      name: full.name,
      description: full.description,
      city: full.city,
      country: full.country,
      lat: full.lat,
      lng: full.lng,
      contacts: {},
      act_type: 'band',
      genres: ['jazz'],
      lineup_size: null,
      fee_min: null,
      fee_max: null,
      currency: 'EUR',
      languages: [],
      links: {},
    }
    const put = (body: unknown) => t.api(`/api/artists/${band.id}`, { method: 'PUT', token: admin.token, json: body })
    const bad = await put({ ...data, event_types: ['wedding', 'rave'] })
    expect(bad.status).toBe(400)
    expect((await (await t.api(`/api/artists/${band.id}`)).json()).event_types).toEqual([])
    const tooMany = await put({ ...data, event_types: Array.from({ length: 20 }, () => 'wedding') })
    expect(tooMany.status).toBe(400)
    const ok = await put({ ...data, event_types: ['wedding', 'corporate', 'wedding'] })
    expect(ok.status).toBe(200)
    expect((await ok.json()).event_types).toEqual(['wedding', 'corporate'])
    const found = await search('artists', q('Hochzeit jazz band münchen'))
    expect(names(found)).toContain('Brassbande Sonnenschein')
  })
})

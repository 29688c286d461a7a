/**
 * Search forgives typos like Meilisearch (decision record 0003): per word, 5–8 letters one typo, 9+ two, a swap one typo,
 * shorter words exact (a four-letter word: one swap), the last word also a prefix; exact before prefix before
 * typo matches; every language's words for cities, types and genres. Through the REST mirror and tRPC.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { seedDemo } from './seed.ts'
import { deletionNeighbourhood, storedDepth } from './typos.ts'

let t: TestApp

const get = async (path: string) => {
  const res = await t.api(path)
  return { status: res.status, body: await res.json() }
}
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)
const search = async (kind: string, q: string, extra = '') =>
  (await get(`/api/${kind}/search?q=${encodeURIComponent(q)}&limit=50${extra}`)).body
const trpc = async (proc: string, input: unknown) => {
  const res = await t.api(`/trpc/directory.${proc}?input=${encodeURIComponent(JSON.stringify(input))}`)
  return { status: res.status, body: (await res.json()).result?.data }
}

const VENUES = [
  // name, type, city
  ['Quendel Club', 'club', 'Leipzig'],
  ['Quendelberg Club', 'club', 'Leipzig'],
  ['Quendal Club', 'club', 'Leipzig'],
  ['Wolkenkratzer', 'concert-hall', 'Cologne'],
  ['Wolkenkratzar', 'concert-hall', 'Cologne'],
  ['Wolkenkrotzar', 'concert-hall', 'Cologne'],
  ['Straßenbahn Depot', 'bar', 'Dresden'],
  ['Quokkahaus', 'bar', 'Dresden'],
  // The first 40 demo entries are all in the demo cities: one in Amsterdam for the city typo.
  ['Westerstraat Jazzcafé', 'bar', 'Amsterdam'],
] as const

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedDemo(t.deps.db, 40)
  await t.deps.db
    .insertInto('venues')
    .values(VENUES.map(([name, venue_type, city]) => ({ name, venue_type, city, country: 'DE', lat: 51, lng: 12 })))
    .execute()
  await t.deps.db
    .insertInto('artists')
    .values([
      { name: 'Abbie Lowe', act_type: 'solo', city: 'Bristol', country: 'GB', lat: 51.45, lng: -2.58 },
      { name: 'Zorvath', act_type: 'band', city: 'Bristol', country: 'GB', lat: 51.45, lng: -2.58 },
    ])
    .execute()
  // PGlite compiles slowly on a busy machine.
})
afterAll(() => t?.stop())

describe('the typos bookers make find their entry', () => {
  it.each([
    ['venues', 'glutwek', 'Glutwerk'],
    ['venues', 'gluwerk', 'Glutwerk'],
    ['venues', 'glutwekr', 'Glutwerk'],
    ['venues', 'GLUTWEKR', 'Glutwerk'],
    ['venues', 'Elbtonhalel', 'Elbtonhalle'],
    ['venues', 'Symphoniqeu', 'Salle Symphonique du Canal'],
    ['artists', 'lwoe', 'Abbie Lowe'],
    ['artists', 'ruido jacaradna', 'Ruido Jacarandá'],
  ])('%s ?q=%s → %s first, and says what it searched for', async (kind, q, first) => {
    const body = await search(kind, q)
    expect(names(body)[0]).toBe(first)
    expect(body.corrected_query).toBeTruthy()
  })
  it('glutwekr is corrected to Glutwerk as the entry spells it', async () => {
    expect((await search('venues', 'glutwekr')).corrected_query).toBe('Glutwerk')
    expect((await search('venues', 'berlin tecno club', '&strict=1')).corrected_query).toMatch(/^berlin techno club$/i)
    // Read as filters, Berlin and club are chips: the correction is of the words left as text.
    expect((await search('venues', 'berlin tecno club')).corrected_query).toMatch(/^techno$/i)
  })
  it('city typos: amsterdm, berln, hambrug (a swap) find entries in that city only', async () => {
    for (const [q, city] of [
      ['amsterdm', 'Amsterdam'],
      ['berln', 'Berlin'],
      ['hambrug', 'Hamburg'],
    ]) {
      const body = await search('venues', q!)
      expect(body.items.length, q).toBeGreaterThan(0)
      for (const v of body.items) expect(v.city, q).toBe(city)
    }
  })
  it('several words match independently: berlin tecno club → Glutwerk', async () => {
    expect(names(await search('venues', 'berlin tecno club'))).toEqual(['Glutwerk'])
  })
})

describe('typo budget per word', () => {
  it('5–8 letters forgive one typo, not two', async () => {
    expect(names(await search('venues', 'quendol'))).toContain('Quendel Club')
    expect(names(await search('venues', 'quendam'))).toContain('Quendal Club')
    expect(names(await search('venues', 'quemdam'))).toEqual([])
  })
  it('9+ letters forgive two typos, not three', async () => {
    expect(names(await search('venues', 'wolkxnkratzex'))).toContain('Wolkenkratzer')
    expect(names(await search('venues', 'wxlkxnkratzex'))).toEqual([])
  })
  it('a swap of neighbouring letters is one typo; a four-letter word forgives only that', async () => {
    expect(names(await search('venues', 'qeundel'))).toContain('Quendel Club')
    expect(names(await search('artists', 'lowe'))).toContain('Abbie Lowe')
    expect(names(await search('artists', 'lwoe'))).toContain('Abbie Lowe')
    expect(names(await search('artists', 'lowa'))).not.toContain('Abbie Lowe')
  })
  it('the last word is also a prefix; the others are whole words', async () => {
    expect(names(await search('venues', 'quendelb'))[0]).toBe('Quendelberg Club')
    expect(names(await search('venues', 'leipzig quendelb'))[0]).toBe('Quendelberg Club')
    expect(names(await search('venues', 'quendelb leipzig', '&strict=1'))).not.toContain('Quendelberg Club')
  })
  it('a first-letter typo counts as one', async () => {
    expect(names(await search('venues', 'wuendelberg'))).toContain('Quendelberg Club')
  })
})

describe('ranking: exact, then prefix, then one typo, then two', () => {
  it('quendel: the exact name, the prefix, the typo, in that order', async () => {
    expect(names(await search('venues', 'quendel'))).toEqual(['Quendel Club', 'Quendelberg Club', 'Quendal Club'])
  })
  it('wolkenkratzer: exact, one typo, two typos', async () => {
    expect(names(await search('venues', 'wolkenkratzer'))).toEqual(['Wolkenkratzer', 'Wolkenkratzar', 'Wolkenkrotzar'])
  })
  it('pages continue from the exact matches into the typo matches without gaps or repeats', async () => {
    const all = names(await search('venues', 'quendel'))
    const paged: string[] = []
    for (let page = 1; page <= 3; page++)
      paged.push(...names((await get(`/api/venues/search?q=quendel&limit=1&page=${page}`)).body))
    expect(paged).toEqual(all)
    const { body } = await get('/api/venues/search?q=quendel&limit=1&page=3')
    expect(body.total).toBe(3)
    expect(body.corrected_query).toBeNull()
  })
  it('other sorts keep every match; the notice only when nothing matched as typed', async () => {
    const byName = await search('venues', 'quendel', '&sort=name')
    expect(names(byName)).toEqual(['Quendal Club', 'Quendel Club', 'Quendelberg Club'])
    expect(byName.corrected_query).toBeNull()
    expect((await search('venues', 'quendam', '&sort=name')).corrected_query).toBe('Quendal')
  })
  it('facets and the count include typo matches', async () => {
    const body = await search('venues', 'wolkenkratzer', '&facets=true&type=concert-hall')
    expect(body.total).toBe(3)
    expect(body.facets['concert-hall']).toBe(3)
  })
})

describe('every language we ship', () => {
  it('Köln, Koeln, Koln, Cologne, Colonia find the same entries', async () => {
    // Every venue in the city, whichever name the booker types (a longer word may also find typo neighbours).
    const inCologne = (await get('/api/venues/search?city=Cologne&limit=50')).body.items.map(
      (i: { id: number }) => i.id,
    )
    expect(inCologne.length).toBeGreaterThan(2)
    for (const q of ['Cologne', 'Köln', 'Koeln', 'Koln', 'Colonia', 'köln']) {
      const found = (await search('venues', q)).items as { id: number; city: string }[]
      expect(
        found
          .filter((i) => i.city === 'Cologne')
          .map((i) => i.id)
          .sort(),
        q,
      ).toEqual([...inCologne].sort())
    }
  })
  it('types by their translated words: Konzertsaal, salle de concert, sala da concerto → concert halls', async () => {
    for (const q of ['Konzertsaal', 'salle de concert', 'sala da concerto', 'Sala de conciertos', 'konzertsal']) {
      const body = await search('venues', q)
      expect(body.items.length, q).toBeGreaterThan(0)
      for (const v of body.items) expect(v.facts.venue_type, q).toBe('concert-hall')
    }
    // The demo descriptions hold the word now, so the correction may come from them (folded spelling).
    expect((await search('venues', 'konzertsal')).corrected_query?.toLowerCase()).toBe('konzertsaal')
  })
  it('a city and a type together, in German and French', async () => {
    expect(names(await search('venues', 'Köln Konzertsaal'))).toEqual(
      expect.arrayContaining(['Wolkenkratzer', 'Wolkenkratzar', 'Wolkenkrotzar']),
    )
    for (const v of (await search('venues', 'salle de concert hambourg')).items) expect(v.city).toBe('Hamburg')
  })
  it('genres in other languages: Klassik, musique classique → classical artists', async () => {
    for (const q of ['Klassik', 'musique classique', 'clásica']) {
      const body = await search('artists', q)
      expect(body.items.length, q).toBeGreaterThan(0)
      for (const a of body.items) expect(a.facts.genres, q).toContain('classical')
    }
  })
  it('the city picker knows a city by its other names', async () => {
    for (const q of ['Köln', 'koeln', 'Colonia']) {
      const { body } = await get(`/api/directory/cities?q=${encodeURIComponent(q)}`)
      expect(body.items[0].name, q).toBe('Cologne')
    }
  })
  it('ß and ss are the same letters', async () => {
    for (const q of ['Straßenbahn', 'strassenbahn', 'STRASSENBAHN', 'strasenbahn'])
      expect(names(await search('venues', q)), q).toEqual(['Straßenbahn Depot'])
  })
})

describe('type-ahead', () => {
  it('suggests corrected names: glutwekr → Glutwerk', async () => {
    const { body } = await get('/api/directory/typeahead?q=glutwekr&type=venue')
    expect(names(body)).toEqual(['Glutwerk'])
    expect(names((await get('/api/directory/typeahead?q=wolkenkratzer&type=venue')).body)).toEqual([
      'Wolkenkratzer',
      'Wolkenkratzar',
      'Wolkenkrotzar',
    ])
  })
})

describe('tRPC holds the same rules', () => {
  it('directory.search and directory.typeahead forgive the same typos', async () => {
    const { status, body } = await trpc('search', { kind: 'venue', query: { q: 'glutwekr' } })
    expect(status).toBe(200)
    expect(body.items[0].name).toBe('Glutwerk')
    expect(body.corrected_query).toBe('Glutwerk')
    const ahead = await trpc('typeahead', { q: 'elbtonhale' })
    expect(ahead.body.items.map((i: { name: string }) => i.name)).toContain('Elbtonhalle')
    const all = await trpc('searchAll', { q: 'Koeln' })
    for (const v of all.body.venues.items) expect(v.city).toBe('Cologne')
  })
})

describe('the dictionary follows the directory', () => {
  it('a renamed entry is found by a typo of its new name, and its old word leaves the dictionary', async () => {
    const venue = (await search('venues', 'Quokkahaus')).items[0]
    expect(venue.name).toBe('Quokkahaus')
    await sql`update venues set name = 'Wombathalle' where id = ${venue.id}`.execute(t.deps.db)
    expect(names(await search('venues', 'wombathale'))).toEqual(['Wombathalle'])
    expect(names(await search('venues', 'quokkahuas'))).toEqual([])
    const { rows } = await sql<{ term: string }>`select term from search_terms
      where term in ('quokkahaus', 'wombathalle')`.execute(t.deps.db)
    expect(rows.map((r) => r.term)).toEqual(['wombathalle'])
    await sql`delete from venues where id = ${venue.id}`.execute(t.deps.db)
    const after = await sql<{
      n: number
    }>`select count(*)::int as n from search_terms where term = 'wombathalle'`.execute(t.deps.db)
    expect(after.rows[0]!.n).toBe(0)
  })
  it('counts each kind apart: a word of artists only is not offered to venues', async () => {
    const { rows } = await sql<{ artists: number; venues: number }>`select artists, venues from search_terms
      where term = 'zorvath'`.execute(t.deps.db)
    expect(rows[0]).toEqual({ artists: 1, venues: 0 })
    expect(names(await search('artists', 'zorvaht'))).toEqual(['Zorvath'])
    expect(names(await search('venues', 'zorvaht'))).toEqual([])
  })
  it('the database and the server compute the same deletion neighbourhoods', async () => {
    const words = ['lowe', 'berlin', 'hamburg', 'glutwerk', 'elbtonhalle', 'strassenbahn', 'kitchen', 'amsterdam']
    const { rows } = await sql<{
      term: string
      deletes: string[]
    }>`select w as term, public.search_term_deletes(w) as deletes
      from unnest(${words}::text[]) w`.execute(t.deps.db)
    for (const r of rows)
      expect([...r.deletes].sort(), r.term).toEqual(deletionNeighbourhood(r.term, storedDepth(r.term.length)).sort())
  })
})

describe('abuse', () => {
  it('long, many and odd words stay bounded and answer 200', async () => {
    for (const q of [
      'x'.repeat(200),
      Array.from({ length: 16 }, (_, i) => `glutwerk${i}`).join(' '),
      "'' :* | & ! ( ) <-> \\ %",
      'ß'.repeat(100),
      '١٢٣ 東京 Москва',
    ]) {
      const res = await get(`/api/venues/search?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
    }
    const typeahead = await get(`/api/directory/typeahead?q=${encodeURIComponent("glutwerk' & !")}`)
    expect(typeahead.status).toBe(200)
  })
})

/** The search paths tuned for speed: typo matches under filters and many candidates, OFFSET pages of a filter. */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { seedDemo } from './seed.ts'

let t: TestApp

const get = async (path: string) => {
  const res = await t.api(path)
  return { status: res.status, body: await res.json() }
}
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)
const MANY = 1200

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedDemo(t.deps.db, 60)
  // Many names sharing one rare word: typo matches of it must still page, sort and count.
  await sql`insert into venues (name, city, country, lat, lng, venue_type)
    select 'Zyxwuvt Hall ' || g, 'Berlin', 'DE', 52.5, 13.4, case when g % 2 = 0 then 'bar' else 'club' end
    from generate_series(1, ${MANY}) g`.execute(t.deps.db)
  // A name that says one type, an entry of another.
  await sql`insert into venues (name, city, country, lat, lng, venue_type) values
    ('Qorvexa Bar', 'Berlin', 'DE', 52.5, 13.4, 'club'), ('Qorvexa Hall', 'Berlin', 'DE', 52.5, 13.4, 'bar')`.execute(
    t.deps.db,
  )
  // PGlite compiles slowly on a busy machine.
})
afterAll(() => t?.stop())

describe('typo matches', () => {
  it('forgive a typo together with the type filter', async () => {
    const { status, body } = await get('/api/venues/search?q=Symphoniqeu&type=concert-hall')
    expect(status).toBe(200)
    expect(names(body)).toContain('Salle Symphonique du Canal')
    for (const v of body.items) expect(v.facts.venue_type).toBe('concert-hall')
    const other = await get('/api/venues/search?q=Symphoniqeu&type=club')
    expect(names(other.body)).not.toContain('Salle Symphonique du Canal')
  })
  it('keep the requested name order', async () => {
    const { body } = await get('/api/venues/search?q=zyxwuvtt&type=bar&sort=name&limit=10')
    expect(body.items).toHaveLength(10)
    const keys = names(body).map((n) => n.toLowerCase())
    expect(keys).toEqual([...keys].sort())
    for (const v of body.items) expect(v.facts.venue_type).toBe('bar')
  })
  it('are all counted, and page by relevance', async () => {
    const { body } = await get('/api/venues/search?q=zyxwuvtt&limit=5&page=3')
    expect(body.items).toHaveLength(5)
    for (const n of names(body)) expect(n).toMatch(/^Zyxwuvt Hall /)
    expect(body.total).toBe(MANY)
    expect(body.total_exact).toBe(true)
    expect(body.corrected_query).toBe('Zyxwuvt')
  })
  it('in the type-ahead too', async () => {
    const { status, body } = await get('/api/directory/typeahead?q=zyxwuvtt&type=venue&limit=5')
    expect(status).toBe(200)
    expect(body.items).toHaveLength(5)
    for (const i of body.items) expect(i.name).toMatch(/^Zyxwuvt Hall /)
  })
})

describe('the page counts its matches in the same pass (by relevance, by distance)', () => {
  it('the same total as a separate count, past the last page too', async () => {
    for (const q of ['zyxwuvt', 'zyxwuvtt']) {
      const byName = await get(`/api/venues/search?q=${q}&sort=name&limit=5`)
      const first = await get(`/api/venues/search?q=${q}&limit=5`)
      const past = await get(`/api/venues/search?q=${q}&limit=20&page=100`)
      expect(byName.body.total).toBe(MANY)
      expect(first.body.total).toBe(MANY)
      expect(past.body.items).toEqual([])
      expect(past.body.total).toBe(MANY)
    }
    const near = 'near=52.5,13.4&radius_km=5'
    const byDistance = await get(`/api/venues/search?${near}&sort=distance&limit=5`)
    const byName = await get(`/api/venues/search?${near}&sort=name&limit=5`)
    expect(byDistance.body.total).toBeGreaterThanOrEqual(MANY)
    expect(byDistance.body.total).toBe(byName.body.total)
  })
  it('a type filter narrows the text lookup by its word, and still holds whatever the name says', async () => {
    for (const q of ['zyxwuvt', 'zyxwuvtt']) {
      const { body } = await get(`/api/venues/search?q=${q}&type=bar&limit=50`)
      expect(body.total).toBe(MANY / 2)
      for (const v of body.items) expect(v.facts.venue_type).toBe('bar')
    }
    expect(names((await get('/api/venues/search?q=qorvexa&type=bar')).body)).toEqual(['Qorvexa Hall'])
    expect(names((await get('/api/venues/search?q=qorvexq&type=club')).body)).toEqual(['Qorvexa Bar'])
  })
})

describe('OFFSET pages of a type filter by name', () => {
  it('page N equals the cursor walk, sorted by name, of that type only', async () => {
    const walk: string[] = []
    let cursor = ''
    for (let i = 0; i < 4; i++) {
      const { body } = await get(`/api/venues/search?type=bar&sort=name&limit=7${cursor ? `&cursor=${cursor}` : ''}`)
      walk.push(...names(body))
      cursor = body.next_cursor
    }
    const paged: string[] = []
    for (let page = 1; page <= 4; page++) {
      const { body } = await get(`/api/venues/search?type=bar&sort=name&limit=7&page=${page}`)
      for (const v of body.items) expect(v.facts.venue_type).toBe('bar')
      paged.push(...names(body))
    }
    expect(paged).toHaveLength(28)
    expect(paged).toEqual(walk)
    expect(new Set(paged).size).toBe(28)
  })
})

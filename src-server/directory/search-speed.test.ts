/** The search paths tuned for speed: typo fallback with filters and its candidate cap, OFFSET pages of a filter. */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { FUZZY_CAP } from './repository.ts'
import { seedDemo } from './seed.ts'

let t: TestApp

const get = async (path: string) => {
  const res = await t.api(path)
  return { status: res.status, body: await res.json() }
}
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedDemo(t.deps.db, 60)
  // Many names sharing one rare word: the typo fallback must stay capped.
  await sql`insert into venues (name, city, country, lat, lng, venue_type)
    select 'Zyxwuv Hall ' || g, 'Berlin', 'DE', 52.5, 13.4, case when g % 2 = 0 then 'bar' else 'club' end
    from generate_series(1, ${FUZZY_CAP + 200}) g`.execute(t.deps.db)
})
afterAll(() => t?.stop())

describe('typo fallback', () => {
  it('forgives a typo together with the type filter', async () => {
    const { status, body } = await get('/api/venues/search?q=Philharmonei&type=concert-hall')
    expect(status).toBe(200)
    expect(names(body)).toContain('Philharmonie de Paris')
    for (const v of body.items) expect(v.facts.venue_type).toBe('concert-hall')
    const other = await get('/api/venues/search?q=Philharmonei&type=club')
    expect(names(other.body)).not.toContain('Philharmonie de Paris')
  })
  it('keeps the requested name order in typo mode', async () => {
    const { body } = await get('/api/venues/search?q=zyxwuvv&type=bar&sort=name&limit=10')
    expect(body.items).toHaveLength(10)
    const keys = names(body).map((n) => n.toLowerCase())
    expect(keys).toEqual([...keys].sort())
    for (const v of body.items) expect(v.facts.venue_type).toBe('bar')
  })
  it('ranks and counts at most FUZZY_CAP candidates and says the count is not exact', async () => {
    const { body } = await get('/api/venues/search?q=zyxwuvv&limit=5')
    expect(body.items).toHaveLength(5)
    for (const n of names(body)) expect(n).toMatch(/^Zyxwuv Hall /)
    expect(body.total).toBe(FUZZY_CAP)
    expect(body.total_exact).toBe(false)
    const few = await get('/api/venues/search?q=Philharmonei')
    expect(few.body.total_exact).toBe(true)
  })
  it('type-ahead forgives a typo', async () => {
    const { status, body } = await get('/api/directory/typeahead?q=zyxwuvv&type=venue&limit=5')
    expect(status).toBe(200)
    expect(body.items).toHaveLength(5)
    for (const i of body.items) expect(i.name).toMatch(/^Zyxwuv Hall /)
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

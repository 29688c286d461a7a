import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OWNER } from '../demo-accounts.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { seedDemo } from './seed.ts'

interface Listings {
  scope: 'own' | 'all'
  type: string
  total: number
  items: { id: number; name: string; type: string; checks: Record<string, boolean> }[]
}

let t: TestApp
let admin: TestUser
let owner: TestUser
let stranger: TestUser

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedDemo(t.deps.db, 30)
  admin = await t.newUser({ admin: true })
  stranger = await t.newUser()
  owner = { id: DEMO_OWNER.id, email: DEMO_OWNER.email, token: await t.tokenFor(DEMO_OWNER.id) }
})
afterAll(() => t?.stop())

const listings = async (user: TestUser | null, query = '') => {
  const res = await t.api(`/api/account/listings${query}`, { token: user?.token })
  return { status: res.status, body: (await res.json()) as Listings & { statusMessage?: string } }
}

describe('My listings (/api/account/listings, directory.mine)', () => {
  it('an owner sees exactly their venues, whatever kind they ask for', async () => {
    const owned = await t.deps.db.selectFrom('venues').select('name').where('owner_id', '=', owner.id).execute()
    expect(owned.length).toBeGreaterThan(0)
    const { status, body } = await listings(owner, '?type=artist')
    expect(status).toBe(200)
    expect(body.scope).toBe('own')
    expect(body.type).toBe('venue')
    expect(body.items.map((i) => i.name).sort()).toEqual(owned.map((o) => o.name).sort())
  })

  it('someone who owns nothing gets an empty page; anonymous callers 401', async () => {
    const { body } = await listings(stranger)
    expect(body).toMatchObject({ scope: 'own', total: 0, items: [] })
    expect((await listings(null)).status).toBe(401)
  })

  it('an admin sees every listing of a kind, pages of 20, filtered by name (wildcards are literal)', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from artists`.execute(t.deps.db)
    const all = await listings(admin, '?type=artist')
    expect(all.body).toMatchObject({ scope: 'all', type: 'artist', total: rows[0]!.n })
    expect(all.body.items).toHaveLength(Math.min(20, rows[0]!.n))
    const first = all.body.items[0]!
    const byName = await listings(admin, `?type=artist&q=${encodeURIComponent(first.name.slice(0, 5))}`)
    expect(byName.body.items.map((i) => i.id)).toContain(first.id)
    expect(byName.body.items.every((i) => i.name.toLowerCase().includes(first.name.slice(0, 5).toLowerCase()))).toBe(
      true,
    )
    expect((await listings(admin, '?type=artist&q=%25')).body.total).toBe(0)
  })

  it('says what each listing lacks: photos, description, contacts, and a price (venues have hire prices since 0027)', async () => {
    const venue = (await listings(owner)).body.items[0]!
    expect(Object.keys(venue.checks).sort()).toEqual(['contacts', 'description', 'photos', 'price'])
    await t.deps.db.updateTable('venues').set({ description: '   ' }).where('id', '=', venue.id).execute()
    const after = (await listings(owner)).body.items.find((i) => i.id === venue.id)!
    expect(after.checks.description).toBe(false)
    const artist = (await listings(admin, '?type=artist')).body.items[0]!
    expect(artist.checks).toHaveProperty('price')
  })

  it('bad input is a 400 with a message, through both doors', async () => {
    expect((await listings(admin, '?page=0')).status).toBe(400)
    expect((await listings(admin, '?type=spaceship')).body.statusMessage).toBe('Unknown type')
    expect((await listings(admin, `?q=${'x'.repeat(101)}`)).status).toBe(400)
    const input = encodeURIComponent(JSON.stringify({ page: 0 }))
    expect((await t.api(`/trpc/directory.mine?input=${input}`, { token: admin.token })).status).toBe(400)
    const ok = encodeURIComponent(JSON.stringify({}))
    expect((await t.api(`/trpc/directory.mine?input=${ok}`, { token: owner.token })).status).toBe(200)
  })
})

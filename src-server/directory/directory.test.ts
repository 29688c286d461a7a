import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OWNER } from '../demo-accounts.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { assertCanEditEntity, canEditEntity } from './policy.ts'
import { seedDemo } from './seed.ts'
import { entityExists, entitySummaries } from './summaries.ts'

let t: TestApp
let admin: TestUser
let owner: TestUser
let stranger: TestUser
let glutwerkId: number

const get = async (path: string, token?: string) => {
  const res = await t.api(path, { token })
  return { status: res.status, body: await res.json() }
}
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedDemo(t.deps.db, 60)
  admin = await t.newUser({ admin: true })
  stranger = await t.newUser()
  owner = { id: DEMO_OWNER.id, email: DEMO_OWNER.email, token: await t.tokenFor(DEMO_OWNER.id) }
  const row = await t.deps.db.selectFrom('venues').select('id').where('name', '=', 'Glutwerk').executeTakeFirstOrThrow()
  glutwerkId = row.id
  // PGlite compiles slowly on a busy machine.
})
afterAll(() => t?.stop())

describe('search relevance', () => {
  it('a typo still finds the Salle Symphonique', async () => {
    const { status, body } = await get('/api/venues/search?q=Symphoniqeu')
    expect(status).toBe(200)
    expect(names(body).slice(0, 2)).toEqual(expect.arrayContaining(['Salle Symphonique du Canal']))
  })
  it('a prefix finds Glutwerk first', async () => {
    const { body } = await get('/api/venues/search?q=Glutw')
    expect(names(body)[0]).toBe('Glutwerk')
  })
  it('accents are ignored both ways', async () => {
    expect(names((await get('/api/artists/search?q=ruido%20jacaranda')).body)[0]).toBe('Ruido Jacarandá')
    expect(names((await get('/api/artists/search?q=zoe')).body)).toContain('Zoë Ashgrove')
    expect(names((await get(`/api/artists/search?q=${encodeURIComponent('Zoë')}`)).body)).toContain('Zoë Ashgrove')
  })
  it('ranks a name match above a description match', async () => {
    const { body } = await get('/api/venues/search?q=elbtonhalle')
    expect(names(body)[0]).toBe('Elbtonhalle')
  })
})

describe('filters, sort, pagination', () => {
  it('filters by type, city and capacity and counts facets for the main filter', async () => {
    const { body } = await get('/api/venues/search?type=concert-hall&facets=true&limit=50')
    expect(body.items.length).toBeGreaterThan(0)
    for (const v of body.items) expect(v.facts.venue_type).toBe('concert-hall')
    expect(body.facets['concert-hall']).toBe(body.total)
    expect(Object.values(body.facets as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(60)
    const berlin = await get('/api/venues/search?city=berlin')
    for (const v of berlin.body.items) expect(v.city).toBe('Berlin')
    const big = await get('/api/venues/search?capacity_min=2000&capacity_max=2500')
    expect(names(big.body)).toContain('Salle Symphonique du Canal')
    for (const v of big.body.items) expect(v.facts.capacity).toBeGreaterThanOrEqual(2000)
  })
  it('filters artists by genre and fee range', async () => {
    const { body } = await get('/api/artists/search?genre=latin&fee_min=30000')
    expect(names(body)).toContain('Ruido Jacarandá')
    for (const a of body.items) expect(a.facts.genres).toContain('latin')
  })
  it('near a place within R km, sorted by distance', async () => {
    const { body } = await get('/api/venues/search?near=52.52,13.405&radius_km=30&sort=distance')
    expect(names(body)).toContain('Glutwerk')
    const d = body.items.map((i: { distance_km: number }) => i.distance_km)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    expect(Math.max(...d)).toBeLessThanOrEqual(30)
  })
  it('pages by number and by cursor without overlap', async () => {
    const p1 = (await get('/api/artists/search?sort=name&limit=10')).body
    const p2 = (await get('/api/artists/search?sort=name&limit=10&page=2')).body
    const c2 = (await get(`/api/artists/search?sort=name&limit=10&cursor=${p1.next_cursor}`)).body
    expect(p1.total).toBe(60)
    expect(p1.total_exact).toBe(true)
    expect(names(c2)).toEqual(names(p2))
    expect(names(p1).filter((n: string) => names(p2).includes(n))).toEqual([])
    const newest = (await get('/api/services/search?sort=newest&limit=5')).body
    const next = (await get(`/api/services/search?sort=newest&limit=5&cursor=${newest.next_cursor}`)).body
    expect(new Date(next.items[0].created_at) <= new Date(newest.items[4].created_at)).toBe(true)
  })
  it('/api/search shows the best matches of each kind', async () => {
    const { status, body } = await get('/api/search?q=berlin')
    expect(status).toBe(200)
    expect(body.venues.items.length).toBeGreaterThan(0)
    expect(body.services.items.map((s: { name: string }) => s.name)).toContain('Wummerwerk Berlin')
  })
  it('typeahead by prefix and forgiving typos', async () => {
    expect((await get('/api/directory/typeahead?q=glut&type=venue')).body.items[0].name).toBe('Glutwerk')
    expect(names((await get('/api/directory/typeahead?q=elbtonhale')).body)).toContain('Elbtonhalle')
    expect((await get('/api/directory/cities?q=zur')).body.items[0].name).toBe('Zürich')
  })
  it('near-place suggestions forgive typos in any language and answer nothing for nonsense', async () => {
    const first = async (q: string) =>
      (await get(`/api/directory/cities?q=${encodeURIComponent(q)}`)).body.items[0]?.name
    expect(await first('Berln')).toBe('Berlin')
    expect(await first('Hambrg')).toBe('Hamburg')
    expect(await first('Amsterdm')).toBe('Amsterdam')
    expect(await first('Koln')).toBe('Cologne')
    expect(await first('Colonia')).toBe('Cologne')
    expect(await first('Muenchen')).toBe('Munich')
    expect((await get('/api/directory/cities?q=qqqqxxzz')).body.items).toEqual([])
  })
})

describe('bad input answers 4xx, never 500', () => {
  it.each([
    ['/api/venues/search?type=spaceship', 'Unknown venue type'],
    ['/api/artists/search?genre=polka-dub', 'Unknown genre'],
    ['/api/venues/search?near=52.5,13.4&radius_km=-5', 'radius_km'],
    ['/api/venues/search?near=52.5,13.4&radius_km=99999', 'radius_km'],
    ['/api/venues/search?near=abc', 'near'],
    ['/api/venues/search?near=95,13', 'latitude'],
    ['/api/venues/search?sort=cheapest', 'sort'],
    ['/api/venues/search?sort=distance', 'near'],
    ['/api/venues/search?page=-1', 'page'],
    ['/api/venues/search?capacity_min=10&capacity_max=5', 'capacity_min'],
    [`/api/venues/search?q=${'x'.repeat(300)}`, 'Too long'],
    ['/api/venues/search?cursor=%%%', 'cursor'],
    ['/api/venues/abc', 'Invalid id'],
  ])('%s', async (path, message) => {
    const { status, body } = await get(path)
    expect(status).toBe(400)
    expect(body.statusCode).toBe(400)
    expect(body.statusMessage).toContain(message)
  })
  it('caps page sizes and sanitises metacharacters', async () => {
    const { body } = await get('/api/venues/search?limit=5000')
    expect(body.limit).toBe(50)
    expect(body.items.length).toBe(50)
    for (const q of ["'; drop table venues; --", '.*(', ':* & | !', '%_\\', 'ber:*|']) {
      const res = await get(`/api/venues/search?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
    }
    expect(names((await get(`/api/venues/search?q=${encodeURIComponent('glut(*')}`)).body)[0]).toBe('Glutwerk')
  })
  it('404 for a missing entry', async () => {
    const { status, body } = await get('/api/artists/999999')
    expect(status).toBe(404)
    expect(body.statusMessage).toBe('Artist not found')
  })
})

describe('details pages', () => {
  it('server-renders the head and answers 404 for missing ids', async () => {
    const res = await t.api(`/venues/${glutwerkId}/details`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Glutwerk')
    expect(html).toContain('MusicVenue')
    expect((await t.api('/venues/999999/details')).status).toBe(404)
    expect((await t.api('/artists/abc/details')).status).toBe(404)
    expect((await t.api('/services/0/details')).status).toBe(404)
  })
})

describe('edit rights', () => {
  const venueBody = (v: Record<string, unknown>) => ({
    name: v.name,
    description: 'Updated description',
    city: v.city,
    country: v.country,
    lat: v.lat,
    lng: v.lng,
    contacts: { email: 'door@glutwerk.example' },
    venue_type: v.venue_type,
    address: v.address,
    capacity_standing: 1600,
    capacity_seated: null,
    stage_width_m: 10,
    stage_depth_m: 6,
    stage_height_m: 1,
    desk_channels: 48,
    has_pa: true,
    pa_description: 'Four-way line array',
    has_lighting: true,
    lighting_description: '',
    backline: [],
    power: '',
    power_amps: null,
    accessibility: ['step-free'],
  })

  it('the owner edits their venue; updated_at and last confirmed move', async () => {
    const before = (await get(`/api/venues/${glutwerkId}`, owner.token)).body
    expect(before.can_edit).toBe(true)
    await t.deps.db
      .updateTable('venues')
      .set({ last_confirmed_at: '2020-01-01T00:00:00Z' })
      .where('id', '=', glutwerkId)
      .execute()
    const res = await t.api(`/api/venues/${glutwerkId}`, { method: 'PUT', token: owner.token, json: venueBody(before) })
    expect(res.status).toBe(200)
    const after = await res.json()
    expect(after.capacity_standing).toBe(1600)
    expect(new Date(after.last_confirmed_at).getFullYear()).toBeGreaterThan(2020)
    expect(new Date(after.updated_at) >= new Date(before.updated_at)).toBe(true)
  })
  it('others get 403, anonymous 401, invalid fields 400 and nothing changes', async () => {
    const before = (await get(`/api/venues/${glutwerkId}`)).body
    expect(before.can_edit).toBe(false)
    expect(before.owner_id).toBeUndefined()
    const body = { ...venueBody(before), name: 'Hacked' }
    expect(
      (await t.api(`/api/venues/${glutwerkId}`, { method: 'PUT', token: stranger.token, json: body })).status,
    ).toBe(403)
    expect((await t.api(`/api/venues/${glutwerkId}`, { method: 'PUT', json: body })).status).toBe(401)
    const bad = await t.api(`/api/venues/${glutwerkId}`, {
      method: 'PUT',
      token: owner.token,
      json: { ...body, capacity_standing: -3 },
    })
    expect(bad.status).toBe(400)
    expect((await get(`/api/venues/${glutwerkId}`)).body.name).toBe('Glutwerk')
  })
  it('the owner states the monitoring; others get 403, bad input 400 and nothing changes; riders check against it', async () => {
    const before = (await get(`/api/venues/${glutwerkId}`, owner.token)).body
    const put = (token: string | undefined, over: Record<string, unknown>) =>
      t.api(`/api/venues/${glutwerkId}`, { method: 'PUT', token, json: { ...venueBody(before), ...over } })
    const monitors = { monitor_mixes: 4, monitor_wedges: 6, iem_systems: 0 }
    const set = await put(owner.token, monitors)
    expect(set.status).toBe(200)
    expect(await set.json()).toMatchObject(monitors)
    expect((await get(`/api/venues/${glutwerkId}`)).body).toMatchObject(monitors)

    expect((await put(stranger.token, { monitor_mixes: 32 })).status).toBe(403)
    for (const bad of [{ monitor_mixes: -1 }, { monitor_wedges: 65 }, { iem_systems: 1.5 }, { monitor_mixes: '8' }]) {
      const res = await put(owner.token, { ...bad, name: 'Changed' })
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
    const after = (await get(`/api/venues/${glutwerkId}`)).body
    expect(after).toMatchObject({ ...monitors, name: before.name })
    // Left out: unchanged (clients written before these fields); null: the venue no longer says.
    expect((await put(owner.token, {})).status).toBe(200)
    expect((await get(`/api/venues/${glutwerkId}`)).body).toMatchObject(monitors)

    // A rider with 6 wedge mixes and an in-ear mix against it: too few mixes, no in-ear systems.
    const wedge = (i: number) => ({ id: `w${i}`, name: `Wedge ${i}`, type: 'wedge' })
    const doc = { monitors: [...[1, 2, 3, 4, 5, 6].map(wedge), { id: 'e1', name: 'Drums', type: 'iem' }] }
    const rider = await t.api('/api/riders', { method: 'POST', token: stranger.token, json: { name: 'Loud act', doc } })
    expect(rider.status).toBe(201)
    const { id } = await rider.json()
    const fit = await get(`/api/riders/${id}/fit?venueId=${glutwerkId}`, stranger.token)
    const by = Object.fromEntries(fit.body.items.map((i: { check: string }) => [i.check, i]))
    expect(by.monitorMixes).toMatchObject({ status: 'missing', need: '7', have: '4' })
    expect(by.wedges).toMatchObject({ status: 'ok', need: '6', have: '6' })
    expect(by.iem).toMatchObject({ status: 'missing', need: '1', have: '0' })
    expect((await put(owner.token, { monitor_mixes: null, iem_systems: null })).status).toBe(200)
    const unsaid = await get(`/api/riders/${id}/fit?venueId=${glutwerkId}`, stranger.token)
    const unsaidBy = Object.fromEntries(unsaid.body.items.map((i: { check: string }) => [i.check, i]))
    expect(unsaidBy.monitorMixes.status).toBe('unknown')
    expect(unsaidBy.iem.status).toBe('unknown')
  })
  it('artists and services are for admins; tRPC door shares the rules', async () => {
    const artist = (await get('/api/artists/search?q=zoe')).body.items[0]
    const full = (await get(`/api/artists/${artist.id}`)).body
    const data = {
      name: 'Zoë Ashgrove',
      description: full.description,
      city: full.city,
      country: full.country,
      lat: full.lat,
      lng: full.lng,
      contacts: {},
      act_type: 'solo',
      genres: ['classical'],
      lineup_size: 1,
      fee_min: 5000,
      fee_max: 4000,
      currency: 'USD',
      languages: ['en'],
      links: {},
    }
    const trpc = (token: string, input: unknown) =>
      t.api('/trpc/directory.update', { method: 'POST', token, json: input })
    expect((await trpc(owner.token, { type: 'artist', id: artist.id, data: { ...data, fee_max: 9000 } })).status).toBe(
      403,
    )
    const invalid = await trpc(admin.token, { type: 'artist', id: artist.id, data })
    expect(invalid.status).toBe(400)
    expect(JSON.stringify(await invalid.json())).toContain('Maximum fee must not be below the minimum')
    const ok = await trpc(admin.token, { type: 'artist', id: artist.id, data: { ...data, fee_max: 9000 } })
    expect(ok.status).toBe(200)
    expect((await get(`/api/artists/${artist.id}`)).body.fee_min).toBe(5000)
    expect((await trpc(admin.token, { type: 'artist', id: 999999, data: { ...data, fee_max: 9000 } })).status).toBe(404)
  })
  it('policy helpers and summaries for other features', async () => {
    const ownerUser = { id: owner.id, email: owner.email, aal: 'aal1' as const, sessionId: null, claims: {} }
    const strangerUser = { ...ownerUser, id: stranger.id }
    expect(await canEditEntity(t.deps.db, ownerUser, 'venue', glutwerkId)).toBe(true)
    expect(await canEditEntity(t.deps.db, ownerUser, 'artist', 1)).toBe(false)
    await expect(assertCanEditEntity(t.deps.db, strangerUser, 'venue', glutwerkId)).rejects.toMatchObject({
      status: 403,
    })
    await expect(assertCanEditEntity(t.deps.db, strangerUser, 'venue', 999999)).rejects.toMatchObject({ status: 404 })
    expect(await entityExists(t.deps.db, 'venue', glutwerkId)).toBe(true)
    expect(await entityExists(t.deps.db, 'service', 999999)).toBe(false)
    const map = await entitySummaries(t.deps, [
      { type: 'venue', id: glutwerkId },
      { type: 'artist', id: 999999 },
    ])
    expect(map.get(`venue:${glutwerkId}`)).toMatchObject({
      name: 'Glutwerk',
      city: 'Berlin',
      country: 'DE',
      photo: null,
    })
    expect(map.size).toBe(1)
  })
  it('seeding is deterministic and gives the demo owner the first venues', async () => {
    const { rows } = await sql<{
      n: number
    }>`select count(*)::int as n from venues where owner_id = ${DEMO_OWNER.id}::uuid`.execute(t.deps.db)
    expect(rows[0]!.n).toBe(3)
  })
})

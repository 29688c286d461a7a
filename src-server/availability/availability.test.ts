import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, isoWeekday } from '../../src/availability/constants.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/** Calendars through both doors (REST mirror and tRPC) on a real server and database, with the authz table. */

let t: TestApp
let owner: TestUser
let otherOwner: TestUser
let booker: TestUser
let admin: TestUser
const ids = { venue: 0, otherVenue: 0, artist: 0, service: 0 }

async function rest(user: TestUser | null, method: string, path: string, json?: unknown) {
  const res = await t.api(`/api${path}`, { method, token: user?.token, json })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

async function trpc(user: TestUser | null, proc: string, input: unknown, kind: 'query' | 'mutation') {
  const url =
    kind === 'query'
      ? `/trpc/availability.${proc}?input=${encodeURIComponent(JSON.stringify(input))}`
      : `/trpc/availability.${proc}`
  const res = await t.api(
    url,
    kind === 'query' ? { token: user?.token } : { method: 'POST', token: user?.token, json: input },
  )
  const body = await res.json()
  return { status: res.status, data: body.result?.data, error: body.error }
}

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  ;[owner, otherOwner, booker, admin] = await Promise.all([
    t.newUser(),
    t.newUser(),
    t.newUser(),
    t.newUser({ admin: true }),
  ])
  const base = { description: '', city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }
  const db = t.deps.db
  ids.venue = (
    await db
      .insertInto('venues')
      .values({ ...base, name: 'Owned Hall', venue_type: 'club', owner_id: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  ids.otherVenue = (
    await db
      .insertInto('venues')
      .values({ ...base, name: 'Other Hall', venue_type: 'club', owner_id: otherOwner.id })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  ids.artist = (
    await db
      .insertInto('artists')
      .values({ ...base, name: 'Calendar Band', act_type: 'band' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  ids.service = (
    await db
      .insertInto('services')
      .values({ ...base, name: 'Calendar Sound', category: 'sound' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(() => t?.stop())

const block = (start: string, end = start, status = 'booked', note = 'private: Smith wedding') => ({
  start_date: start,
  end_date: end,
  status,
  note,
})

describe('availability REST: who may change a calendar', () => {
  const table: [string, () => TestUser | null, Record<'venue' | 'artist' | 'service', number>][] = [
    ['anonymous', () => null, { venue: 401, artist: 401, service: 401 }],
    ['booker', () => booker, { venue: 403, artist: 403, service: 403 }],
    ['other owner', () => otherOwner, { venue: 403, artist: 403, service: 403 }],
    ['owner', () => owner, { venue: 201, artist: 403, service: 403 }],
    ['admin', () => admin, { venue: 201, artist: 201, service: 201 }],
  ]
  for (const [who, user, expected] of table) {
    it(`${who}: set blocks → ${JSON.stringify(expected)}; clear, remove and weekly alike`, async () => {
      for (const kind of ['venue', 'artist', 'service'] as const) {
        const path = `/${kind}s/${ids[kind]}/availability`
        const set = await rest(user(), 'POST', `${path}/blocks`, block('2031-01-10'))
        expect(set.status, `${who} ${kind}`).toBe(expected[kind])
        const ok = expected[kind] === 201
        const clear = await rest(user(), 'POST', `${path}/clear`, { start_date: '2031-01-10', end_date: '2031-01-10' })
        expect(clear.status).toBe(ok ? 200 : expected[kind])
        const weekly = await rest(user(), 'PUT', `${path}/weekly`, { closed_weekdays: [] })
        expect(weekly.status).toBe(ok ? 200 : expected[kind])
        const remove = await rest(user(), 'DELETE', `${path}/blocks/999999`)
        expect(remove.status).toBe(ok ? 404 : expected[kind])
      }
    })
  }

  it("another owner cannot remove the owner's block, even knowing its id", async () => {
    const set = await rest(owner, 'POST', `/venues/${ids.venue}/availability/blocks`, block('2031-02-01'))
    const id = set.body.block.id
    expect((await rest(otherOwner, 'DELETE', `/venues/${ids.venue}/availability/blocks/${id}`)).status).toBe(403)
    // Through a listing the other owner does own, the block is not theirs: not found.
    expect((await rest(otherOwner, 'DELETE', `/venues/${ids.otherVenue}/availability/blocks/${id}`)).status).toBe(404)
    expect((await rest(owner, 'DELETE', `/venues/${ids.venue}/availability/blocks/${id}`)).body).toEqual({
      success: true,
    })
  })
})

describe('availability REST: reading a calendar', () => {
  beforeAll(async () => {
    await rest(owner, 'POST', `/venues/${ids.venue}/availability/blocks`, block('2031-03-05', '2031-03-07', 'hold'))
    await rest(owner, 'PUT', `/venues/${ids.venue}/availability/weekly`, { closed_weekdays: [1, 7, 1] })
  })

  it('is public, without notes for anyone but the owner and admins', async () => {
    const path = `/venues/${ids.venue}/availability?from=2031-03-01&to=2031-03-31`
    for (const user of [null, booker, otherOwner]) {
      const r = await rest(user, 'GET', path)
      expect(r.status).toBe(200)
      expect(r.body).toEqual({
        type: 'venue',
        id: ids.venue,
        from: '2031-03-01',
        to: '2031-03-31',
        closed_weekdays: [1, 7],
        blocks: [{ id: expect.any(Number), start_date: '2031-03-05', end_date: '2031-03-07', status: 'hold' }],
        multiple_events_per_day: false,
        can_edit: false,
      })
      expect(JSON.stringify(r.body)).not.toContain('Smith')
    }
    for (const user of [owner, admin]) {
      const r = await rest(user, 'GET', path)
      expect(r.body.can_edit).toBe(true)
      expect(r.body.blocks[0].note).toBe('private: Smith wedding')
    }
  })

  it('defaults to this month and the next two', async () => {
    const r = await rest(null, 'GET', `/venues/${ids.venue}/availability`)
    expect(r.status).toBe(200)
    expect(r.body.from).toMatch(/^\d{4}-\d{2}-01$/)
    expect(r.body.to > r.body.from).toBe(true)
  })

  it('answers 400 for bad dates and ranges, 404 for unknown listings', async () => {
    const path = `/venues/${ids.venue}/availability`
    expect((await rest(null, 'GET', `${path}?from=2031-02-30`)).status).toBe(400)
    expect((await rest(null, 'GET', `${path}?from=yesterday`)).status).toBe(400)
    expect((await rest(null, 'GET', `${path}?from=2031-03-10&to=2031-03-01`)).status).toBe(400)
    expect((await rest(null, 'GET', `${path}?from=2031-01-01&to=2032-12-31`)).status).toBe(400)
    expect((await rest(null, 'GET', `${path}?from=1850-01-01`)).status).toBe(400)
    const missing = await rest(null, 'GET', '/venues/987654/availability')
    expect(missing).toMatchObject({ status: 404, body: { statusMessage: 'Venue not found' } })
    expect((await rest(null, 'GET', '/venues/abc/availability')).status).toBe(400)
  })
})

describe('availability REST: bad input to writes', () => {
  const path = () => `/venues/${ids.venue}/availability`
  const bad: [string, unknown][] = [
    ['an impossible date', block('2031-02-30')],
    ['a date without dashes', block('20310201')],
    ['end before start', block('2031-02-10', '2031-02-01')],
    ['more than 366 days', block('2031-01-01', '2032-01-02')],
    ['an unknown status', block('2031-02-01', '2031-02-01', 'maybe')],
    ['a note over 500 characters', block('2031-02-01', '2031-02-01', 'booked', 'x'.repeat(501))],
    ['a missing end', { start_date: '2031-02-01', status: 'booked' }],
  ]
  for (const [what, body] of bad)
    it(`refuses ${what} with 400`, async () => {
      const r = await rest(owner, 'POST', `${path()}/blocks`, body)
      expect(r.status).toBe(400)
      expect(r.body.statusCode).toBe(400)
    })

  it('refuses bad weekdays and an oversized body', async () => {
    expect((await rest(owner, 'PUT', `${path()}/weekly`, { closed_weekdays: [0] })).status).toBe(400)
    expect((await rest(owner, 'PUT', `${path()}/weekly`, { closed_weekdays: [8] })).status).toBe(400)
    expect((await rest(owner, 'PUT', `${path()}/weekly`, { closed_weekdays: Array(8).fill(1) })).status).toBe(400)
    expect((await rest(owner, 'PUT', `${path()}/weekly`, { closed_weekdays: 'mon' })).status).toBe(400)
    const huge = await rest(
      owner,
      'POST',
      `${path()}/blocks`,
      block('2031-02-01', '2031-02-01', 'booked', 'x'.repeat(20_000)),
    )
    expect(huge.status).toBe(413)
    expect((await rest(admin, 'POST', '/venues/987654/availability/blocks', block('2031-02-01'))).status).toBe(404)
  })
})

describe('availability tRPC', () => {
  it('sets, reads (notes for the owner only) and removes blocks; same rules as REST', async () => {
    const input = { type: 'service', id: ids.service, ...block('2031-04-01', '2031-04-02', 'unavailable', 'repairs') }
    expect((await trpc(null, 'set', input, 'mutation')).status).toBe(401)
    expect((await trpc(booker, 'set', input, 'mutation')).status).toBe(403)
    const set = await trpc(admin, 'set', input, 'mutation')
    expect(set.data).toMatchObject({ success: true, block: { status: 'unavailable', note: 'repairs' } })
    const range = { type: 'service', id: ids.service, from: '2031-04-01', to: '2031-04-30' }
    const anon = await trpc(null, 'get', range, 'query')
    expect(anon.data.blocks).toEqual([
      { id: set.data.block.id, start_date: '2031-04-01', end_date: '2031-04-02', status: 'unavailable' },
    ])
    expect((await trpc(admin, 'get', range, 'query')).data.blocks[0].note).toBe('repairs')
    expect((await trpc(admin, 'set', { ...input, end_date: '2031-03-01' }, 'mutation')).status).toBe(400)
    expect(
      (await trpc(admin, 'weekly', { type: 'service', id: ids.service, closed_weekdays: [6] }, 'mutation')).data,
    ).toEqual({ success: true, closed_weekdays: [6] })
    const removed = await trpc(
      admin,
      'remove',
      { type: 'service', id: ids.service, block_id: set.data.block.id },
      'mutation',
    )
    expect(removed.data).toEqual({ success: true })
    await trpc(admin, 'weekly', { type: 'service', id: ids.service, closed_weekdays: [] }, 'mutation')
  })
})

describe('search: available on a date', () => {
  // A Wednesday in a month without other blocks.
  const day = '2031-06-11'
  const search = async (kind: string, params: Record<string, string>) => {
    const r = await rest(null, 'GET', `/${kind}/search?${new URLSearchParams(params)}`)
    return { status: r.status, body: r.body, names: (r.body.items ?? []).map((i: { name: string }) => i.name) }
  }

  it('leaves out listings blocked that day, finds them the day after; combines with filters and counts', async () => {
    await rest(owner, 'POST', `/venues/${ids.venue}/availability/blocks`, block(day))
    const on = await search('venues', { available_from: day, type: 'club', facets: 'true' })
    expect(on.names).toEqual(['Other Hall'])
    expect(on.body.total).toBe(1)
    expect(on.body.facets.club).toBe(1)
    const after = await search('venues', { available_from: addDays(day, 1), type: 'club', q: 'owned' })
    expect(after.names).toEqual(['Owned Hall'])
    // A range is free only when every day of it is.
    expect((await search('venues', { available_from: addDays(day, -2), available_to: addDays(day, 1) })).names).toEqual(
      ['Other Hall'],
    )
    // available_to alone is one day too.
    expect((await search('venues', { available_to: day, sort: 'name' })).names).toEqual(['Other Hall'])
  })

  it('offers "any date" when a date leaves nothing', async () => {
    const r = await rest(
      null,
      'GET',
      `/venues/search/relax?${new URLSearchParams({ q: 'owned', available_from: day })}`,
    )
    expect(r.status).toBe(200)
    const dates = r.body.options.find((o: { drop: string }) => o.drop === 'dates')
    expect(dates).toMatchObject({ patch: { available_from: null, available_to: null }, total: 1 })
    expect(dates.items[0].name).toBe('Owned Hall')
  })

  it('respects the weekly pattern', async () => {
    await rest(admin, 'PUT', `/artists/${ids.artist}/availability/weekly`, { closed_weekdays: [isoWeekday(day)] })
    expect((await search('artists', { available_from: day })).names).toEqual([])
    expect((await search('artists', { available_from: addDays(day, 1) })).names).toEqual(['Calendar Band'])
    expect((await search('artists', { available_from: addDays(day, 1), available_to: addDays(day, 7) })).names).toEqual(
      [],
    )
    await rest(admin, 'PUT', `/artists/${ids.artist}/availability/weekly`, { closed_weekdays: [] })
    expect((await search('artists', { available_from: day })).names).toEqual(['Calendar Band'])
  })

  it('works in /api/search and tRPC, and refuses bad dates', async () => {
    const all = await rest(null, 'GET', `/search?available_from=${day}&q=hall`)
    expect(all.body.venues.items.map((i: { name: string }) => i.name)).toEqual(['Other Hall'])
    const res = await t.api(
      `/trpc/directory.search?input=${encodeURIComponent(JSON.stringify({ kind: 'venue', query: { available_from: day } }))}`,
    )
    const body = await res.json()
    expect(body.result.data.items.map((i: { name: string }) => i.name)).toEqual(['Other Hall'])
    expect((await search('venues', { available_from: '2031-13-01' })).status).toBe(400)
    expect((await search('venues', { available_from: day, available_to: addDays(day, -1) })).status).toBe(400)
    expect((await search('venues', { available_from: day, available_to: addDays(day, 31) })).status).toBe(400)
    expect((await search('venues', { available_from: day, available_to: addDays(day, 30) })).status).toBe(200)
  })
})

describe('availability write limit', () => {
  it('answers 429 past 60 changes a minute per user', async () => {
    const user = admin
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const r = await rest(user, 'POST', `/artists/${ids.artist}/availability/clear`, {
        start_date: '2031-09-01',
        end_date: '2031-09-01',
      })
      statuses.push(r.status)
    }
    expect(statuses.at(-1)).toBe(429)
    // Reads are not limited.
    expect((await rest(user, 'GET', `/artists/${ids.artist}/availability`)).status).toBe(200)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/** Enquiries through both doors on a real server: the loop, the authorization table, the abuse cases, the mails. */

let t: TestApp
let booker: TestUser
let otherBooker: TestUser
let owner: TestUser
let otherOwner: TestUser
let admin: TestUser
const ids = { venue: 0, otherVenue: 0, artist: 0, service: 0 }

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

async function call(user: TestUser | null, method: 'GET' | 'POST', path: string, json?: unknown) {
  const res = await t.api(`/api${path}`, { method, token: user?.token, json })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

async function trpc(user: TestUser | null, proc: string, input: unknown, kind: 'query' | 'mutation') {
  const url =
    kind === 'query'
      ? `/trpc/enquiries.${proc}?input=${encodeURIComponent(JSON.stringify(input))}`
      : `/trpc/enquiries.${proc}`
  const res = await t.api(
    url,
    kind === 'query' ? { token: user?.token } : { method: 'POST', token: user?.token, json: input },
  )
  const body = await res.json()
  return { status: res.status, data: body.result?.data, error: body.error }
}

const facts = (over: Record<string, unknown> = {}) => ({
  event_date: inDays(30),
  event_time: '20:00',
  event_type: 'Birthday party',
  guests: 120,
  budget_amount: 1500,
  budget_currency: 'EUR',
  message: 'Are you free that night?',
  ...over,
})

async function mailsTo(email: string) {
  const res = await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
  return ((await res.json()) as { mails: { kind: string; subject: string; text: string; link: string }[] }).mails
}

async function enquire(user: TestUser, entity_type: string, entity_id: number, over: Record<string, unknown> = {}) {
  const r = await call(user, 'POST', '/enquiries', { entity_type, entity_id, ...facts(over) })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body.id as number
}

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  ;[booker, otherBooker, owner, otherOwner] = await Promise.all([t.newUser(), t.newUser(), t.newUser(), t.newUser()])
  admin = await t.newUser({ admin: true })
  const base = { city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }
  const v = await t.deps.db
    .insertInto('venues')
    .values({ ...base, name: 'Owned Hall', venue_type: 'club', owner_id: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  const v2 = await t.deps.db
    .insertInto('venues')
    .values({ ...base, name: 'Other Hall', venue_type: 'club', owner_id: otherOwner.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  const a = await t.deps.db
    .insertInto('artists')
    .values({ ...base, name: 'DJ Test', act_type: 'dj' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const s = await t.deps.db
    .insertInto('services')
    .values({ ...base, name: 'Sound Co', category: 'sound' })
    .returning('id')
    .executeTakeFirstOrThrow()
  Object.assign(ids, { venue: v.id, otherVenue: v2.id, artist: a.id, service: s.id })
})
afterAll(() => t?.stop())

describe('the enquiry loop', () => {
  it('enquiry → mail to the owner → reply → booked; statuses and unread counts on both sides', async () => {
    const id = await enquire(booker, 'venue', ids.venue, { locale: 'en' })
    const owners = await mailsTo(owner.email)
    const mail = owners.find((m) => m.link.endsWith(`/account/enquiries/${id}`))!
    expect(mail.kind).toBe('enquiry')
    expect(mail.subject).toContain('Owned Hall')
    expect(mail.text).toContain('Are you free that night?')
    expect(mail.link.startsWith(t.deps.config.publicUrl)).toBe(true)

    expect((await call(owner, 'GET', '/enquiries/unread')).body.count).toBeGreaterThanOrEqual(1)
    const inbox = await call(owner, 'GET', '/enquiries/inbox')
    expect(inbox.body.items[0]).toMatchObject({ id, status: 'new', unread: true, side: 'listing', guests: 120 })

    const opened = await call(owner, 'GET', `/enquiries/${id}`)
    expect(opened.body).toMatchObject({ next_statuses: ['booked', 'declined'], can_reply: true })
    const replied = await call(owner, 'POST', `/enquiries/${id}/messages`, { body: 'Yes, we are free!' })
    expect(replied.status).toBe(201)
    expect(replied.body.enquiry.status).toBe('replied')

    expect((await call(booker, 'GET', '/enquiries/unread')).body.count).toBe(1)
    const bookerMails = await mailsTo(booker.email)
    expect(bookerMails.some((m) => m.kind === 'enquiry_reply' && m.text.includes('Yes, we are free!'))).toBe(true)
    const thread = await call(booker, 'GET', `/enquiries/${id}`)
    expect(thread.body.messages).toMatchObject([{ side: 'listing', body: 'Yes, we are free!', mine: false }])
    expect(thread.body.next_statuses).toEqual(['withdrawn'])
    expect((await call(booker, 'GET', '/enquiries/unread')).body.count).toBe(0)
    const mine = await call(booker, 'GET', '/enquiries/mine')
    expect(mine.body.items.find((e: { id: number }) => e.id === id)).toMatchObject({
      status: 'replied',
      side: 'booker',
    })

    const date = facts().event_date
    const before = await call(null, 'GET', `/venues/search?available_from=${date}&available_to=${date}&q=Owned`)
    expect(before.body.items.map((v: { id: number }) => v.id)).toContain(ids.venue)
    const booked = await call(owner, 'POST', `/enquiries/${id}/status`, { status: 'booked' })
    expect(booked.status).toBe(200)
    expect(booked.body).toMatchObject({ enquiry: { status: 'booked' }, date_blocked: true })
    // The date is booked in the venue's calendar (same transaction), so a search for that date no longer finds it.
    const calendar = await call(owner, 'GET', `/venues/${ids.venue}/availability?from=${date}&to=${date}`)
    expect(JSON.stringify(calendar.body)).toContain('"booked"')
    const after = await call(null, 'GET', `/venues/search?available_from=${date}&available_to=${date}&q=Owned`)
    expect(after.body.items.map((v: { id: number }) => v.id)).not.toContain(ids.venue)
    const statuses = await call(booker, 'GET', '/enquiries/statuses')
    expect(statuses.body).toContainEqual({
      entity_type: 'venue',
      entity_id: ids.venue,
      enquiry_id: id,
      status: 'booked',
    })
    expect((await mailsTo(booker.email)).some((m) => m.kind === 'enquiry_status' && m.subject.includes('Booked'))).toBe(
      true,
    )

    // Final statuses stay final, with a clear 409.
    const withdraw = await call(booker, 'POST', `/enquiries/${id}/status`, { status: 'withdrawn' })
    expect(withdraw).toMatchObject({
      status: 409,
      body: { statusMessage: 'This enquiry cannot change from booked to withdrawn' },
    })
    const decline = await call(owner, 'POST', `/enquiries/${id}/status`, { status: 'declined' })
    expect(decline.status).toBe(409)
  })

  it('a withdrawn enquiry closes the thread; declined too', async () => {
    const id = await enquire(booker, 'service', ids.service)
    expect((await call(booker, 'POST', `/enquiries/${id}/status`, { status: 'withdrawn' })).status).toBe(200)
    const late = await call(admin, 'POST', `/enquiries/${id}/messages`, { body: 'Hello?' })
    expect(late).toMatchObject({ status: 409, body: { statusMessage: 'This enquiry is closed: no more messages' } })
    const id2 = await enquire(booker, 'service', ids.service, { event_date: inDays(40) })
    expect((await call(admin, 'POST', `/enquiries/${id2}/status`, { status: 'declined' })).body.enquiry.status).toBe(
      'declined',
    )
    expect((await call(booker, 'POST', `/enquiries/${id2}/status`, { status: 'withdrawn' })).status).toBe(409)
  })

  it('writes the owner’s mail in the language they last used', async () => {
    await call(otherOwner, 'GET', '/enquiries/inbox?locale=de')
    const id = await enquire(booker, 'venue', ids.otherVenue)
    const mail = (await mailsTo(otherOwner.email)).find((m) => m.link.includes(`/de/account/enquiries/${id}`))!
    expect(mail.subject).toContain('Neue Anfrage für Other Hall')
  })

  it('bounds every size and checks every field', async () => {
    const big = await call(booker, 'POST', '/enquiries', {
      entity_type: 'artist',
      entity_id: ids.artist,
      ...facts({ message: 'x'.repeat(5001) }),
    })
    expect(big.status).toBe(400)
    const huge = await call(booker, 'POST', '/enquiries', {
      entity_type: 'artist',
      entity_id: ids.artist,
      ...facts({ message: 'x'.repeat(40_000) }),
    })
    expect(huge.status).toBe(413)
    for (const bad of [
      { event_date: '2027-02-30' },
      { event_date: inDays(-3) },
      { event_date: inDays(2000) },
      { event_time: '25:00' },
      { guests: 0 },
      { budget_amount: -1 },
      { budget_currency: 'XXX' },
      { event_type: ' ' },
      { message: '' },
    ]) {
      const r = await call(booker, 'POST', '/enquiries', {
        entity_type: 'artist',
        entity_id: ids.artist,
        ...facts(bad),
      })
      expect(r.status, JSON.stringify(bad)).toBe(400)
    }
    expect(
      (await call(booker, 'POST', '/enquiries', { entity_type: 'artist', entity_id: 999_999, ...facts() })).status,
    ).toBe(404)
    const long = await call(owner, 'POST', '/enquiries/1/messages', { body: 'y'.repeat(5001) })
    expect(long.status).toBe(400)
  })

  it('refuses an enquiry to one’s own venue', async () => {
    const r = await call(owner, 'POST', '/enquiries', { entity_type: 'venue', entity_id: ids.venue, ...facts() })
    expect(r).toMatchObject({ status: 400, body: { statusMessage: 'You cannot send an enquiry to your own listing' } })
  })

  it('stops a booker flooding one listing (429 after 3 a day)', async () => {
    const flooder = await t.newUser()
    for (let i = 0; i < 3; i++) await enquire(flooder, 'artist', ids.artist)
    const fourth = await call(flooder, 'POST', '/enquiries', {
      entity_type: 'artist',
      entity_id: ids.artist,
      ...facts(),
    })
    expect(fourth.status).toBe(429)
    // Another listing is still fine.
    await enquire(flooder, 'service', ids.service)
  })

  it('sends one enquiry to a whole favourites list', async () => {
    const planner = await t.newUser()
    const list = await call(planner, 'POST', '/favorites/lists/add', { name: 'Saturday' })
    for (const [type, id] of [
      ['artist', ids.artist],
      ['venue', ids.venue],
      ['service', ids.service],
    ] as const)
      await call(planner, 'POST', '/favorites/add', { list_id: list.body.id, entity_type: type, entity_id: id })
    // A day the venue is free (the first test booked the default date).
    const r = await call(planner, 'POST', '/enquiries/list', {
      list_id: list.body.id,
      ...facts({ event_date: inDays(31) }),
    })
    expect(r.status).toBe(201)
    expect(r.body.created).toHaveLength(3)
    expect(r.body.skipped).toEqual([])
    expect((await call(planner, 'GET', '/enquiries/mine')).body.total).toBe(3)
    // Someone else's list is not found.
    expect((await call(otherBooker, 'POST', '/enquiries/list', { list_id: list.body.id, ...facts() })).status).toBe(404)
  })

  it('moves with the injected clock (dates are checked against deps.clock)', async () => {
    const id = await enquire(booker, 'artist', ids.artist, { event_date: inDays(10) })
    t.deps.clock = () => new Date(Date.now() + 20 * 86_400_000)
    try {
      const r = await call(booker, 'POST', '/enquiries', {
        entity_type: 'artist',
        entity_id: ids.artist,
        ...facts({ event_date: inDays(10) }),
      })
      expect(r.body.statusMessage).toBe('The event date is in the past')
    } finally {
      t.deps.clock = undefined
    }
    expect(id).toBeGreaterThan(0)
  })

  it('works through tRPC as well', async () => {
    const created = await trpc(
      otherBooker,
      'create',
      { entity_type: 'service', entity_id: ids.service, ...facts() },
      'mutation',
    )
    expect(created.status).toBe(200)
    const thread = await trpc(otherBooker, 'thread', { enquiry_id: created.data.id }, 'query')
    expect(thread.data.enquiry.status).toBe('new')
    const foreign = await trpc(booker, 'thread', { enquiry_id: created.data.id }, 'query')
    expect(foreign.status).toBe(404)
    expect((await trpc(null, 'unread', undefined, 'query')).status).toBe(401)
  })
})

describe('authorization: every endpoint × {anonymous, booker, other booker, owner, other owner, admin}', () => {
  type Who = 'anonymous' | 'booker' | 'otherBooker' | 'owner' | 'otherOwner' | 'admin'
  const people = (): Record<Who, TestUser | null> => ({
    anonymous: null,
    booker,
    otherBooker,
    owner,
    otherOwner,
    admin,
  })

  it('an owned venue’s enquiry: booker and owner only', async () => {
    const venueEnquiry = await enquire(booker, 'venue', ids.venue, { event_date: inDays(50) })
    const table: [string, 'GET' | 'POST', string, unknown, Record<Who, number>][] = [
      [
        'thread',
        'GET',
        `/enquiries/${venueEnquiry}`,
        undefined,
        { anonymous: 401, booker: 200, otherBooker: 404, owner: 200, otherOwner: 404, admin: 404 },
      ],
      [
        'message',
        'POST',
        `/enquiries/${venueEnquiry}/messages`,
        { body: 'hi' },
        { anonymous: 401, booker: 201, otherBooker: 404, owner: 201, otherOwner: 404, admin: 404 },
      ],
      [
        'decline',
        'POST',
        `/enquiries/${venueEnquiry}/status`,
        { status: 'declined' },
        { anonymous: 401, booker: 409, otherBooker: 404, owner: 200, otherOwner: 404, admin: 404 },
      ],
    ]
    for (const [name, method, path, body, expected] of table) {
      for (const [who, user] of Object.entries(people()) as [Who, TestUser | null][]) {
        // The owner's decline is the last write: run it after everyone else was refused.
        if (name === 'decline' && who === 'owner') continue
        const r = await call(user, method, path, body)
        expect(r.status, `${name} as ${who}: ${JSON.stringify(r.body)}`).toBe(expected[who])
      }
    }
    expect((await call(owner, 'POST', `/enquiries/${venueEnquiry}/status`, { status: 'declined' })).status).toBe(200)
  })

  it('an artist’s enquiry: booker and admin only', async () => {
    const artistEnquiry = await enquire(booker, 'artist', ids.artist, { event_date: inDays(51) })
    const expected: Record<Who, number> = {
      anonymous: 401,
      booker: 200,
      otherBooker: 404,
      owner: 404,
      otherOwner: 404,
      admin: 200,
    }
    for (const [who, user] of Object.entries(people()) as [Who, TestUser | null][]) {
      const r = await call(user, 'GET', `/enquiries/${artistEnquiry}`)
      expect(r.status, `thread as ${who}`).toBe(expected[who])
      const m = await call(user, 'POST', `/enquiries/${artistEnquiry}/messages`, { body: `from ${who}` })
      expect(m.status, `message as ${who}`).toBe(expected[who] === 200 ? 201 : expected[who])
    }
    const booked = await call(booker, 'POST', `/enquiries/${artistEnquiry}/status`, { status: 'booked' })
    expect(booked.status).toBe(409)
    expect((await call(admin, 'POST', `/enquiries/${artistEnquiry}/status`, { status: 'booked' })).status).toBe(200)
  })

  it('lists show only the caller’s own enquiries and inbox', async () => {
    const lists = ['/enquiries/mine', '/enquiries/inbox', '/enquiries/unread', '/enquiries/statuses']
    for (const path of lists) expect((await call(null, 'GET', path)).status, path).toBe(401)
    for (const [who, user] of Object.entries(people()) as [Who, TestUser | null][]) {
      if (!user) continue
      const mine = await call(user, 'GET', '/enquiries/mine')
      expect(mine.status).toBe(200)
      for (const e of mine.body.items) expect(e.side, who).toBe('booker')
      const inbox = await call(user, 'GET', '/enquiries/inbox')
      expect(inbox.status).toBe(200)
      const venues = inbox.body.items.filter((e: { entity_type: string }) => e.entity_type === 'venue')
      if (who === 'owner') expect(venues.every((e: { entity_id: number }) => e.entity_id === ids.venue)).toBe(true)
      else if (who === 'otherOwner')
        expect(venues.every((e: { entity_id: number }) => e.entity_id === ids.otherVenue)).toBe(true)
      else if (who === 'admin') expect(venues).toEqual([])
      else expect(inbox.body.items, who).toEqual([])
      if (who === 'admin') expect(inbox.body.items.length).toBeGreaterThan(0)
      const statuses = await call(user, 'GET', '/enquiries/statuses')
      expect(statuses.status).toBe(200)
      if (who === 'owner' || who === 'admin') expect(statuses.body).toEqual([])
    }
    for (const path of ['/enquiries', '/enquiries/list'])
      expect((await call(null, 'POST', path, facts())).status).toBe(401)
  })
})

describe('inbox filter by status, with counts per status', () => {
  type Counts = Record<'all' | 'new' | 'replied' | 'booked' | 'declined' | 'withdrawn', number>
  const zero: Counts = { all: 0, new: 0, replied: 0, booked: 0, declined: 0, withdrawn: 0 }
  const inbox = async (user: TestUser, query = '') => call(user, 'GET', `/enquiries/inbox${query}`)

  it('counts an owner’s inbox per status, filters by one, and never counts someone else’s enquiries', async () => {
    const host = await t.newUser()
    const rival = await t.newUser()
    const base = { city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4, venue_type: 'club' }
    const venue = (name: string, owner_id: string) =>
      t.deps.db
        .insertInto('venues')
        .values({ ...base, name, owner_id })
        .returning('id')
        .executeTakeFirstOrThrow()
    const hall = await venue('Filter Hall', host.id)
    const cellar = await venue('Filter Cellar', host.id)
    const rivals = await venue('Rival Hall', rival.id)
    const fresh = await inbox(host)
    expect(fresh.body).toMatchObject({ items: [], total: 0, counts: zero })

    // Hall: new, replied, booked, declined, withdrawn. Cellar: new. Rival Hall: new and booked (never the host's).
    const [a, b, c, d, e, f] = [
      await enquire(booker, 'venue', hall.id, { event_date: inDays(60) }),
      await enquire(booker, 'venue', hall.id, { event_date: inDays(61) }),
      await enquire(booker, 'venue', hall.id, { event_date: inDays(62) }),
      await enquire(otherBooker, 'venue', hall.id, { event_date: inDays(63) }),
      await enquire(otherBooker, 'venue', hall.id, { event_date: inDays(64) }),
      await enquire(otherBooker, 'venue', cellar.id, { event_date: inDays(65) }),
    ]
    expect((await call(host, 'POST', `/enquiries/${b}/messages`, { body: 'Free' })).status).toBe(201)
    expect((await call(host, 'POST', `/enquiries/${c}/status`, { status: 'booked' })).status).toBe(200)
    expect((await call(host, 'POST', `/enquiries/${d}/status`, { status: 'declined' })).status).toBe(200)
    expect((await call(otherBooker, 'POST', `/enquiries/${e}/status`, { status: 'withdrawn' })).status).toBe(200)
    const r1 = await enquire(booker, 'venue', rivals.id, { event_date: inDays(66) })
    await enquire(booker, 'venue', rivals.id, { event_date: inDays(67) })
    expect((await call(rival, 'POST', `/enquiries/${r1}/status`, { status: 'booked' })).status).toBe(200)

    const all = await inbox(host)
    expect(all.status).toBe(200)
    expect(all.body.counts).toEqual({ all: 6, new: 2, replied: 1, booked: 1, declined: 1, withdrawn: 1 })
    expect(all.body.total).toBe(6)
    expect(all.body.items.map((x: { id: number }) => x.id).sort()).toEqual([a, b, c, d, e, f].sort())

    const onlyNew = await inbox(host, '?status=new')
    expect(onlyNew.body.items.map((x: { id: number }) => x.id).sort()).toEqual([a, f].sort())
    expect(onlyNew.body.items.every((x: { status: string }) => x.status === 'new')).toBe(true)
    expect(onlyNew.body.total).toBe(2)
    // The counts ignore the status filter: the filter row shows every status's size whichever is picked.
    expect(onlyNew.body.counts).toEqual(all.body.counts)
    for (const status of ['replied', 'booked', 'declined', 'withdrawn'] as const) {
      const one = await inbox(host, `?status=${status}`)
      expect(
        one.body.items.map((x: { status: string }) => x.status),
        status,
      ).toEqual([status])
      expect(one.body.total, status).toBe(all.body.counts[status])
    }

    // A listing filter narrows the counts to that listing.
    const cellarOnly = await inbox(host, `?entity_type=venue&entity_id=${cellar.id}`)
    expect(cellarOnly.body.counts).toEqual({ ...zero, all: 1, new: 1 })
    const hallBooked = await inbox(host, `?entity_type=venue&entity_id=${hall.id}&status=booked`)
    expect(hallBooked.body).toMatchObject({ total: 1, items: [{ id: c }] })
    expect(hallBooked.body.counts).toEqual({
      ...zero,
      all: 5,
      new: 1,
      replied: 1,
      booked: 1,
      declined: 1,
      withdrawn: 1,
    })
    // Someone else's listing: nothing, and nothing counted.
    const foreign = await inbox(host, `?entity_type=venue&entity_id=${rivals.id}`)
    expect(foreign.body).toMatchObject({ items: [], total: 0, counts: zero })
    expect((await inbox(rival)).body.counts).toEqual({ ...zero, all: 2, new: 1, booked: 1 })
    // The bookers answer for no listing: their inbox counts nothing.
    expect((await inbox(booker)).body.counts).toEqual(zero)

    // tRPC gives the same answer.
    const viaTrpc = await trpc(host, 'inbox', { status: 'new' }, 'query')
    expect(viaTrpc.data).toMatchObject({ total: 2, counts: all.body.counts })
  })

  it('counts an admin’s inbox (artists, services, unowned venues) and leaves owned venues out', async () => {
    const boss = await t.newUser({ admin: true })
    const base = { city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }
    const act = await t.deps.db
      .insertInto('artists')
      .values({ ...base, name: 'Count Band', act_type: 'band' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const before = (await inbox(boss)).body.counts as Counts
    const x = await enquire(booker, 'artist', act.id, { event_date: inDays(70) })
    const y = await enquire(otherBooker, 'artist', act.id, { event_date: inDays(71) })
    await enquire(otherBooker, 'artist', act.id, { event_date: inDays(72) })
    expect((await call(boss, 'POST', `/enquiries/${x}/status`, { status: 'declined' })).status).toBe(200)
    expect((await call(boss, 'POST', `/enquiries/${y}/messages`, { body: 'Maybe' })).status).toBe(201)
    // An owned venue's enquiry is the owner's, not the admin's.
    await enquire(otherBooker, 'venue', ids.venue, { event_date: inDays(73) })

    const after = await inbox(boss)
    const delta = Object.fromEntries(
      Object.entries(after.body.counts as Counts).map(([k, n]) => [k, n - before[k as keyof Counts]]),
    )
    expect(delta).toEqual({ ...zero, all: 3, new: 1, replied: 1, declined: 1 })
    const { all, ...perStatus } = after.body.counts as Counts
    expect(Object.values(perStatus).reduce((s, n) => s + n, 0)).toBe(all)
    expect(after.body.total).toBe(all)
    const scoped = await inbox(boss, `?entity_type=artist&entity_id=${act.id}`)
    expect(scoped.body.counts).toEqual({ ...zero, all: 3, new: 1, replied: 1, declined: 1 })
    const declined = await inbox(boss, `?entity_type=artist&entity_id=${act.id}&status=declined`)
    expect(declined.body).toMatchObject({ total: 1, items: [{ id: x, status: 'declined' }] })
    // Another admin sees the same unowned listings: the same counts.
    expect((await inbox(admin, `?entity_type=artist&entity_id=${act.id}`)).body.counts).toEqual(scoped.body.counts)
  })

  it('refuses an unknown status with the usual 400', async () => {
    for (const bad of ['open', 'NEW', '', 'booked,new']) {
      const r = await inbox(owner, `?status=${encodeURIComponent(bad)}`)
      expect(r.status, bad).toBe(400)
      expect(r.body, bad).toMatchObject({ statusCode: 400, statusMessage: expect.stringMatching(/status/) })
    }
    const viaTrpc = await trpc(owner, 'inbox', { status: 'open' }, 'query')
    expect(viaTrpc.status).toBe(400)
  })

  it('documents the counts in the OpenAPI document', async () => {
    const doc = await (await t.api('/api/openapi.json')).json()
    const key = Object.keys(doc.paths).find((k) => k.endsWith('/enquiries/inbox'))!
    const text = JSON.stringify(doc.paths[key].get)
    for (const word of ['counts', 'withdrawn', 'status']) expect(text, word).toContain(word)
  })
})

describe('the booker’s enquiries filtered by status, with counts per status', () => {
  type Counts = Record<'all' | 'new' | 'replied' | 'booked' | 'declined' | 'withdrawn', number>
  const zero: Counts = { all: 0, new: 0, replied: 0, booked: 0, declined: 0, withdrawn: 0 }
  const mine = async (user: TestUser, query = '') => call(user, 'GET', `/enquiries/mine${query}`)

  it('counts a booker’s own enquiries per status, filters by one, and never counts anyone else’s', async () => {
    const guest = await t.newUser()
    const rival = await t.newUser()
    const host = await t.newUser()
    const hall = await t.deps.db
      .insertInto('venues')
      .values({
        city: 'Berlin',
        country: 'DE',
        lat: 52.5,
        lng: 13.4,
        venue_type: 'club',
        name: 'Mine Hall',
        owner_id: host.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await mine(guest)).body).toMatchObject({ items: [], total: 0, counts: zero })

    // The guest: two new, one replied, one booked, one declined, one withdrawn (venue and artist alike).
    const [a, b, c, d, e, f] = [
      await enquire(guest, 'venue', hall.id, { event_date: inDays(80) }),
      await enquire(guest, 'venue', hall.id, { event_date: inDays(81) }),
      await enquire(guest, 'venue', hall.id, { event_date: inDays(82) }),
      await enquire(guest, 'artist', ids.artist, { event_date: inDays(83) }),
      await enquire(guest, 'artist', ids.artist, { event_date: inDays(84) }),
      await enquire(guest, 'service', ids.service, { event_date: inDays(85) }),
    ]
    expect((await call(host, 'POST', `/enquiries/${b}/messages`, { body: 'Free' })).status).toBe(201)
    expect((await call(host, 'POST', `/enquiries/${c}/status`, { status: 'booked' })).status).toBe(200)
    expect((await call(admin, 'POST', `/enquiries/${d}/status`, { status: 'declined' })).status).toBe(200)
    expect((await call(guest, 'POST', `/enquiries/${e}/status`, { status: 'withdrawn' })).status).toBe(200)
    // The rival asks the same listings: none of it is the guest's.
    const r1 = await enquire(rival, 'venue', hall.id, { event_date: inDays(86) })
    await enquire(rival, 'artist', ids.artist, { event_date: inDays(87) })
    expect((await call(host, 'POST', `/enquiries/${r1}/status`, { status: 'booked' })).status).toBe(200)

    const all = await mine(guest)
    expect(all.status).toBe(200)
    expect(all.body.counts).toEqual({ all: 6, new: 2, replied: 1, booked: 1, declined: 1, withdrawn: 1 })
    expect(all.body.total).toBe(6)
    expect(all.body.items.map((x: { id: number }) => x.id).sort()).toEqual([a, b, c, d, e, f].sort())
    expect(all.body.items.every((x: { side: string }) => x.side === 'booker')).toBe(true)

    const onlyNew = await mine(guest, '?status=new')
    expect(onlyNew.body.items.map((x: { id: number }) => x.id).sort()).toEqual([a, f].sort())
    expect(onlyNew.body.total).toBe(2)
    // The counts ignore the status filter.
    expect(onlyNew.body.counts).toEqual(all.body.counts)
    for (const status of ['replied', 'booked', 'declined', 'withdrawn'] as const) {
      const one = await mine(guest, `?status=${status}`)
      expect(
        one.body.items.map((x: { status: string }) => x.status),
        status,
      ).toEqual([status])
      expect(one.body.total, status).toBe(all.body.counts[status])
    }
    // Page 2 of one status: empty, same counts.
    expect((await mine(guest, '?status=new&page=2')).body).toMatchObject({
      items: [],
      total: 2,
      counts: all.body.counts,
    })

    // The rival counts only theirs; the host, who sent nothing, counts nothing (their inbox is another list).
    expect((await mine(rival)).body.counts).toEqual({ ...zero, all: 2, new: 1, booked: 1 })
    expect((await mine(host)).body).toMatchObject({ items: [], total: 0, counts: zero })
    expect((await mine(rival, '?status=withdrawn')).body).toMatchObject({ items: [], total: 0 })

    // tRPC gives the same answer.
    const viaTrpc = await trpc(guest, 'mine', { status: 'new' }, 'query')
    expect(viaTrpc.data).toMatchObject({ total: 2, counts: all.body.counts })
  })

  it('refuses an unknown status with the usual 400', async () => {
    for (const bad of ['open', 'NEW', '', 'booked,new']) {
      const r = await mine(booker, `?status=${encodeURIComponent(bad)}`)
      expect(r.status, bad).toBe(400)
      expect(r.body, bad).toMatchObject({ statusCode: 400, statusMessage: expect.stringMatching(/status/) })
    }
    const viaTrpc = await trpc(booker, 'mine', { status: 'open' }, 'query')
    expect(viaTrpc.status).toBe(400)
  })

  it('documents the status filter and the counts in the OpenAPI document', async () => {
    const doc = await (await t.api('/api/openapi.json')).json()
    const key = Object.keys(doc.paths).find((k) => k.endsWith('/enquiries/mine'))!
    const text = JSON.stringify(doc.paths[key].get)
    for (const word of ['counts', 'withdrawn', 'status']) expect(text, word).toContain(word)
    const status = doc.paths[key].get.parameters.find((p: { name: string }) => p.name === 'status')
    expect(status, 'status parameter').toBeTruthy()
  })
})

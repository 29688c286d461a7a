import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, isoWeekday, todayIso } from '../../src/availability/constants.ts'
import { createTranslator } from '../../src/i18n/index.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { renderEnquiryMail } from './mails.ts'

/**
 * No double booking: enquiries refused on days the listing's calendar closes (409 with the reason), one booking per
 * listing and day held by the unique index even for parallel "Mark as booked", listings that take several events a
 * day, list enquiries that skip what the booker already asked, the owner's same-day warning, and the names and mails.
 */

let t: TestApp
let booker: TestUser
let owner: TestUser
let venue = 0

async function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT', path: string, json?: unknown) {
  const res = await t.api(`/api${path}`, { method, token: user?.token, json })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

const facts = (event_date: string, over: Record<string, unknown> = {}) => ({
  event_date,
  event_type: 'Album release',
  message: 'Is the hall free <b>that</b> night?',
  locale: 'en',
  ...over,
})

async function enquire(user: TestUser, date: string, listing = venue) {
  const r = await call(user, 'POST', '/enquiries', { entity_type: 'venue', entity_id: listing, ...facts(date) })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body.id as number
}

async function newVenue(name: string) {
  const row = await t.deps.db
    .insertInto('venues')
    .values({ name, city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4, venue_type: 'club', owner_id: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function mailsTo(email: string) {
  const res = await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
  return (
    (await res.json()) as { mails: { kind: string; subject: string; text: string; html: string; link: string }[] }
  ).mails
}

/** A day `from` days ahead or later that falls on the ISO weekday given. */
function nextWeekday(weekday: number, from: number) {
  let day = addDays(todayIso(), from)
  while (isoWeekday(day) !== weekday) day = addDays(day, 1)
  return day
}

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  ;[booker, owner] = await Promise.all([t.newUser(), t.newUser()])
  venue = await newVenue('Calendar Hall')
})
afterAll(() => t?.stop())

describe('enquiries on days the calendar closes', () => {
  it('refuses a weekly-closed day, a blocked day and a booked day with a 409 and the reason; a free day passes', async () => {
    const monday = nextWeekday(1, 10)
    expect((await call(owner, 'PUT', `/venues/${venue}/availability/weekly`, { closed_weekdays: [1] })).status).toBe(
      200,
    )
    const blocked = addDays(monday, 1)
    const booked = addDays(monday, 2)
    for (const [day, status] of [
      [blocked, 'unavailable'],
      [booked, 'booked'],
    ]) {
      const r = await call(owner, 'POST', `/venues/${venue}/availability/blocks`, {
        start_date: day,
        end_date: day,
        status,
      })
      expect(r.status).toBe(201)
    }
    const before = (await call(booker, 'GET', '/enquiries/mine')).body.total
    for (const [day, key, text] of [
      [monday, 'bookings.errors.dayClosed', 'closed on this weekday'],
      [blocked, 'bookings.errors.dayBlocked', 'not available'],
      [booked, 'bookings.errors.dayBooked', 'already booked'],
    ]) {
      const r = await call(booker, 'POST', '/enquiries', { entity_type: 'venue', entity_id: venue, ...facts(day!) })
      expect(r.status, day).toBe(409)
      expect(r.body).toMatchObject({ i18nKey: key })
      expect(r.body.statusMessage).toContain(text)
    }
    // The client shows the key in the page's language.
    expect(createTranslator('de')('bookings.errors.dayClosed')).toContain('Wochentag')
    // Nothing was written by the refusals; the next free day is taken.
    expect((await call(booker, 'GET', '/enquiries/mine')).body.total).toBe(before)
    await enquire(booker, addDays(monday, 3))
    await call(owner, 'PUT', `/venues/${venue}/availability/weekly`, { closed_weekdays: [] })
  })

  it('refuses through tRPC too', async () => {
    const day = addDays(todayIso(), 40)
    await call(owner, 'POST', `/venues/${venue}/availability/blocks`, {
      start_date: day,
      end_date: day,
      status: 'hold',
    })
    const res = await t.api('/trpc/enquiries.create', {
      method: 'POST',
      token: booker.token,
      json: { entity_type: 'venue', entity_id: venue, ...facts(day) },
    })
    expect(res.status).toBe(409)
    expect((await res.json()).error.data.i18nKey).toBe('bookings.errors.dayBlocked')
  })
})

describe('one booking per listing and day', () => {
  it('parallel "Mark as booked" of two enquiries for the same day: exactly one wins, the other gets a 409', async () => {
    const day = addDays(todayIso(), 50)
    const other = await t.newUser()
    const [a, b] = [await enquire(booker, day), await enquire(other, day)]
    const results = await Promise.all(
      [a, b].map((id) => call(owner, 'POST', `/enquiries/${id}/status`, { status: 'booked', block_date: false })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = results.find((r) => r.status === 409)!
    expect(loser.body).toMatchObject({ i18nKey: 'bookings.errors.alreadyBooked' })
    const rows = await t.deps.db.selectFrom('enquiries').select(['id', 'status']).where('id', 'in', [a, b]).execute()
    expect(rows.filter((r) => r.status === 'booked')).toHaveLength(1)
    // The loser is still open and its thread warns the owner that the day is booked.
    const loserId = rows.find((r) => r.status !== 'booked')!.id
    const thread = await call(owner, 'GET', `/enquiries/${loserId}`)
    expect(thread.body.same_day).toMatchObject([{ status: 'booked' }])
    expect(thread.body.enquiry.status).toBe('new')
    // The booker sees no such warning (other bookers' enquiries are not theirs to know).
    expect((await call(booker, 'GET', `/enquiries/${a}`)).body.same_day).toEqual([])
  })

  it('with the calendar block too: the parallel pair still books once, and the day is booked in the calendar', async () => {
    const day = addDays(todayIso(), 51)
    const other = await t.newUser()
    const ids = [await enquire(booker, day), await enquire(other, day)]
    const results = await Promise.all(
      ids.map((id) => call(owner, 'POST', `/enquiries/${id}/status`, { status: 'booked' })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const calendar = await call(owner, 'GET', `/venues/${venue}/availability?from=${day}&to=${day}`)
    expect(calendar.body.blocks).toMatchObject([{ status: 'booked', start_date: day }])
  })

  it('the index itself refuses a second booked row, whatever the service checked', async () => {
    const day = addDays(todayIso(), 52)
    const [a, b] = [await enquire(await t.newUser(), day), await enquire(await t.newUser(), day)]
    await t.deps.db.updateTable('enquiries').set({ status: 'booked', holds_day: true }).where('id', '=', a).execute()
    await expect(
      t.deps.db.updateTable('enquiries').set({ status: 'booked', holds_day: true }).where('id', '=', b).execute(),
    ).rejects.toMatchObject({ code: '23505' })
  })

  it('a listing that takes several events a day: the owner says so, and then a day can be booked twice', async () => {
    const hall = await newVenue('Day and Night Hall')
    const stranger = await t.newUser()
    const setting = (user: TestUser, value: unknown) =>
      call(user, 'PUT', `/venues/${hall}/availability/settings`, { multiple_events_per_day: value })
    expect((await call(null, 'GET', `/venues/${hall}/availability`)).body.multiple_events_per_day).toBe(false)
    expect((await setting(stranger, true)).status).toBe(403)
    expect((await setting(owner, 'yes')).status).toBe(400)
    expect((await setting(owner, true)).body).toEqual({ success: true, multiple_events_per_day: true })
    expect((await call(null, 'GET', `/venues/${hall}/availability`)).body.multiple_events_per_day).toBe(true)

    const day = addDays(todayIso(), 60)
    const ids = [await enquire(booker, day, hall), await enquire(await t.newUser(), day, hall)]
    const results = await Promise.all(
      ids.map((id) => call(owner, 'POST', `/enquiries/${id}/status`, { status: 'booked' })),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200])
    // A booked day stays open for more enquiries.
    await enquire(await t.newUser(), day, hall)
    // Switched back, the next booking of that day is refused.
    await setting(owner, false)
    const third = await enquire(await t.newUser(), addDays(day, 1), hall)
    expect((await call(owner, 'POST', `/enquiries/${third}/status`, { status: 'booked' })).status).toBe(200)
    const fourth = await enquire(await t.newUser(), addDays(day, 2), hall)
    const fifth = await enquire(await t.newUser(), addDays(day, 2), hall)
    expect(
      (await call(owner, 'POST', `/enquiries/${fourth}/status`, { status: 'booked', block_date: false })).status,
    ).toBe(200)
    expect((await call(owner, 'POST', `/enquiries/${fifth}/status`, { status: 'booked' })).status).toBe(409)
  })
})

describe('list enquiries', () => {
  it('skips listings the booker already asked for that date, and days the calendar closes, and says which', async () => {
    const planner = await t.newUser()
    const [asked, free, closed] = [
      await newVenue('Asked Hall'),
      await newVenue('Free Hall'),
      await newVenue('Shut Hall'),
    ]
    const day = addDays(todayIso(), 70)
    await call(owner, 'POST', `/venues/${closed}/availability/blocks`, {
      start_date: day,
      end_date: day,
      status: 'booked',
    })
    const list = await call(planner, 'POST', '/favorites/lists/add', { name: 'Friday' })
    for (const id of [asked, free, closed])
      await call(planner, 'POST', '/favorites/add', { list_id: list.body.id, entity_type: 'venue', entity_id: id })
    await enquire(planner, day, asked)
    const r = await call(planner, 'POST', '/enquiries/list', { list_id: list.body.id, ...facts(day) })
    expect(r.status).toBe(201)
    expect(r.body.created).toMatchObject([{ entity_id: free }])
    expect(r.body.skipped).toEqual([
      { entity_type: 'venue', entity_id: asked, reason: 'already_asked' },
      { entity_type: 'venue', entity_id: closed, reason: 'day_booked' },
    ])
    // Another date is a new question.
    const later = await call(planner, 'POST', '/enquiries/list', { list_id: list.body.id, ...facts(addDays(day, 1)) })
    expect(later.body.created).toHaveLength(3)
  })
})

describe('names and mails', () => {
  it('the name given at sign-up is shown instead of "Booker"; the mail carries the message escaped and a link', async () => {
    const sb = createClient(t.url, t.deps.supabaseAnonKey, {
      auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
    })
    const email = `signup-${Date.now()}@example.test`
    const { data, error } = await sb.auth.signUp({
      email,
      password: 'secret-pass-1',
      options: { data: { display_name: 'Mara <Lind>', locale: 'en' } },
    })
    expect(error).toBeNull()
    const id = data.user!.id
    const named: TestUser = { id, email, token: await t.tokenFor(id, { email }) }
    // The owner reads mail in German.
    await call(owner, 'GET', '/enquiries/inbox?locale=de')
    const enquiryId = await enquire(named, addDays(todayIso(), 80))

    const inbox = await call(owner, 'GET', '/enquiries/inbox')
    expect(inbox.body.items.find((e: { id: number }) => e.id === enquiryId).booker_name).toBe('Mara <Lind>')
    expect((await call(owner, 'GET', `/enquiries/${enquiryId}`)).body.enquiry.booker_name).toBe('Mara <Lind>')
    expect((await call(named, 'GET', '/user/profile')).body.data.display_name).toBe('Mara <Lind>')

    const mail = (await mailsTo(owner.email)).find((m) => m.link.endsWith(`/account/enquiries/${enquiryId}`))!
    expect(mail.text).toContain('Mara <Lind>')
    expect(mail.text).toContain('Is the hall free <b>that</b> night?')
    expect(mail.link.startsWith(t.deps.config.publicUrl)).toBe(true)
    expect(mail.link).toContain('/de/')
    expect(mail.subject).toMatch(/Anfrage/)
    // The HTML part escapes what people typed.
    const { html } = renderEnquiryMail(
      {
        kind: 'enquiry',
        enquiry: { ...facts(addDays(todayIso(), 80)), id: enquiryId, event_time: null, guests: null } as never,
        listingName: 'Calendar Hall',
        bookerName: 'Mara <Lind>',
        body: 'Is the hall free <b>that</b> night?',
      },
      'de',
      t.deps.config.publicUrl,
    )
    expect(html).toContain('Is the hall free &lt;b&gt;that&lt;/b&gt; night?')
    expect(html).toContain('Mara &lt;Lind&gt;')
    expect(html).not.toContain('<b>that</b>')

    // A name saved in the profile wins over the sign-up name.
    expect((await call(named, 'POST', '/user/profile/update', { display_name: 'Mara L.' })).status).toBe(200)
    expect((await call(owner, 'GET', `/enquiries/${enquiryId}`)).body.enquiry.booker_name).toBe('Mara L.')
  })
})

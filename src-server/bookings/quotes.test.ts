import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIso } from '../../src/availability/constants.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/**
 * Quotes through both doors on a real server: the listing side offers, the booker accepts (the date is booked under
 * the one-booking-a-day rule: a taken day answers 409 with the reason, also for two acceptances racing) or declines;
 * a changed quote replaces the open one visibly; expired quotes cannot be accepted; bad input changes nothing; and
 * nobody but the two sides sees or touches a quote.
 */

let t: TestApp
let booker: TestUser
let otherBooker: TestUser
let owner: TestUser
let stranger: TestUser

async function call(user: TestUser | null, method: 'GET' | 'POST', path: string, json?: unknown) {
  const res = await t.api(`/api${path}`, { method, token: user?.token, json })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

async function trpc(user: TestUser, proc: string, input: unknown) {
  const res = await t.api(`/trpc/enquiries.${proc}`, { method: 'POST', token: user.token, json: input })
  const body = await res.json()
  return { status: res.status, data: body.result?.data, error: body.error }
}

async function enquire(user: TestUser, date: string, listing: number) {
  const r = await call(user, 'POST', '/enquiries', {
    entity_type: 'venue',
    entity_id: listing,
    event_date: date,
    event_type: 'Wedding',
    message: 'Can we have the hall?',
    locale: 'en',
  })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body.id as number
}

const quote = (eventDate: string, over: Record<string, unknown> = {}) => ({
  price_amount: 2400,
  currency: 'EUR',
  included: 'Hall from 16:00 to 01:00, PA, two technicians',
  deposit_amount: 600,
  deposit_due: addDays(todayIso(), 7),
  deposit_method: 'Bank transfer to the IBAN on the invoice',
  terms: 'Deposit refunded if cancelled 30 days ahead',
  valid_until: [addDays(todayIso(), 14), eventDate].sort()[0],
  ...over,
})

async function mailsTo(email: string) {
  const res = await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
  return ((await res.json()) as { mails: { kind: string; subject: string; text: string; html: string }[] }).mails
}

async function newVenue(name: string) {
  const row = await t.deps.db
    .insertInto('venues')
    .values({ name, city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4, venue_type: 'club', owner_id: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  ;[booker, otherBooker, owner, stranger] = await Promise.all([t.newUser(), t.newUser(), t.newUser(), t.newUser()])
})
afterAll(() => t?.stop())

describe('quotes', () => {
  it('the listing side sends a quote; the booker sees it open and may decide; the booker is mailed the terms', async () => {
    const date = addDays(todayIso(), 40)
    const hall = await newVenue('Quote Hall 1')
    const id = await enquire(booker, date, hall)
    const sent = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date), locale: 'en' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.enquiry.status).toBe('replied')
    expect(sent.body.quotes).toHaveLength(1)
    expect(sent.body.quotes[0]).toMatchObject({ state: 'offered', price_amount: 2400, deposit_amount: 600 })
    expect(sent.body.quotes[0].can_decide).toBe(false)
    expect(sent.body.can_quote).toBe(true)

    const seen = await call(booker, 'GET', `/enquiries/${id}`)
    expect(seen.body.quotes[0]).toMatchObject({ state: 'offered', can_decide: true })
    expect(seen.body.can_quote).toBe(false)
    const mail = (await mailsTo(booker.email)).find((m) => m.kind === 'enquiry_quote')
    expect(mail?.text).toContain('2,400 EUR')
    expect(mail?.text).toContain('Bank transfer to the IBAN on the invoice')
  })

  it('only the two sides see or touch a quote: a stranger gets 404, each side 403 on the other side’s action', async () => {
    const date = addDays(todayIso(), 41)
    const hall = await newVenue('Quote Hall 2')
    const id = await enquire(booker, date, hall)
    const q = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })
    const quoteId = q.body.quotes[0].id
    expect((await call(stranger, 'GET', `/enquiries/${id}`)).status).toBe(404)
    expect((await call(stranger, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })).status).toBe(404)
    const strangerDecides = await call(stranger, 'POST', `/enquiries/${id}/quotes/${quoteId}/decision`, {
      decision: 'accepted',
    })
    expect(strangerDecides.status).toBe(404)
    expect(
      (await trpc(stranger, 'decideQuote', { enquiry_id: id, quote_id: quoteId, decision: 'accepted' })).status,
    ).toBe(404)
    expect((await call(null, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })).status).toBe(401)
    expect((await call(booker, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })).status).toBe(403)
    const ownerDecides = await call(owner, 'POST', `/enquiries/${id}/quotes/${quoteId}/decision`, {
      decision: 'accepted',
    })
    expect(ownerDecides.status).toBe(403)
    // A quote id of another enquiry is not found in this one.
    const otherId = await enquire(otherBooker, date, hall)
    expect(
      (await call(otherBooker, 'POST', `/enquiries/${otherId}/quotes/${quoteId}/decision`, { decision: 'accepted' }))
        .status,
    ).toBe(404)
    const after = await call(booker, 'GET', `/enquiries/${id}`)
    expect(after.body.quotes.map((x: { state: string }) => x.state)).toEqual(['offered'])
  })

  it('refuses bad quotes with a 400 and changes nothing', async () => {
    const date = addDays(todayIso(), 42)
    const hall = await newVenue('Quote Hall 3')
    const id = await enquire(booker, date, hall)
    const bad: Record<string, unknown>[] = [
      { deposit_amount: 3000 },
      { deposit_due: null },
      { deposit_method: '  ' },
      { valid_until: addDays(todayIso(), -1) },
      { valid_until: addDays(date, 1) },
      { deposit_due: addDays(date, 2) },
      { included: 'x'.repeat(2001) },
      { included: '   ' },
      { terms: 'x'.repeat(5001) },
      { currency: 'XXX' },
      { price_amount: -1 },
      { price_amount: 100_000_001 },
      { price_amount: 10.5 },
      { valid_until: '2027-02-30x' },
    ]
    for (const over of bad) {
      const r = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date, over) })
      expect(r.status, JSON.stringify(over)).toBe(400)
    }
    expect((await call(owner, 'POST', `/enquiries/${id}/quotes`, {})).status).toBe(400)
    const thread = await call(owner, 'GET', `/enquiries/${id}`)
    expect(thread.body.quotes).toEqual([])
    expect(thread.body.enquiry.status).toBe('new')
    expect((await call(booker, 'POST', `/enquiries/${id}/quotes/1/decision`, { decision: 'maybe' })).status).toBe(400)
  })

  it('a changed quote replaces the open one; the replaced one stays visible and cannot be accepted', async () => {
    const date = addDays(todayIso(), 43)
    const hall = await newVenue('Quote Hall 4')
    const id = await enquire(booker, date, hall)
    const first = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })
    const second = await trpc(owner, 'sendQuote', { enquiry_id: id, quote: quote(date, { price_amount: 2100 }) })
    expect(second.status, JSON.stringify(second.error)).toBe(200)
    expect(second.data.quotes.map((q: { state: string; price_amount: number }) => [q.state, q.price_amount])).toEqual([
      ['replaced', 2400],
      ['offered', 2100],
    ])
    const old = await call(booker, 'POST', `/enquiries/${id}/quotes/${first.body.quotes[0].id}/decision`, {
      decision: 'accepted',
    })
    expect(old.status).toBe(409)
    expect(old.body.i18nKey ?? old.body.message).toBeTruthy()
  })

  it('declining keeps the enquiry open for another quote and tells the listing side', async () => {
    const date = addDays(todayIso(), 44)
    const hall = await newVenue('Quote Hall 5')
    const id = await enquire(booker, date, hall)
    const q = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })
    const declined = await call(booker, 'POST', `/enquiries/${id}/quotes/${q.body.quotes[0].id}/decision`, {
      decision: 'declined',
    })
    expect(declined.status).toBe(200)
    expect(declined.body.quotes[0]).toMatchObject({ state: 'declined', can_decide: false })
    expect(declined.body.enquiry.status).toBe('replied')
    expect((await mailsTo(owner.email)).some((m) => m.kind === 'enquiry_quote_declined')).toBe(true)
    const again = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date, { price_amount: 1900 }) })
    expect(again.status).toBe(201)
    expect(again.body.quotes.map((x: { state: string }) => x.state)).toEqual(['declined', 'offered'])
  })

  it('accepting books the date, blocks it in the calendar and mails both sides; no more quotes after', async () => {
    const date = addDays(todayIso(), 45)
    const hall = await newVenue('Quote Hall 6')
    const id = await enquire(booker, date, hall)
    const q = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })
    const accepted = await trpc(booker, 'decideQuote', {
      enquiry_id: id,
      quote_id: q.body.quotes[0].id,
      decision: 'accepted',
      locale: 'en',
    })
    expect(accepted.status, JSON.stringify(accepted.error)).toBe(200)
    expect(accepted.data.enquiry.status).toBe('booked')
    expect(accepted.data.date_blocked).toBe(true)
    expect(accepted.data.quotes[0].state).toBe('accepted')
    expect(accepted.data.messages.at(-1)).toMatchObject({ status: 'booked', side: 'booker' })
    expect((await mailsTo(owner.email)).some((m) => m.kind === 'enquiry_quote_accepted')).toBe(true)
    expect((await mailsTo(booker.email)).some((m) => m.kind === 'enquiry_quote_accepted')).toBe(true)
    const late = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })
    expect(late.status).toBe(409)
    // The day is taken now: a new enquiry for it is refused with the reason.
    const blocked = await call(otherBooker, 'POST', '/enquiries', {
      entity_type: 'venue',
      entity_id: hall,
      event_date: date,
      event_type: 'Party',
      message: 'Free?',
    })
    expect(blocked.status).toBe(409)
    expect(blocked.body.i18nKey).toBe('bookings.errors.dayBooked')
  })

  it('accepting a quote for a day booked meanwhile answers 409 with the reason; of two racing, one wins', async () => {
    const date = addDays(todayIso(), 46)
    const hall = await newVenue('Quote Hall 7')
    const [a, b, c] = [
      await enquire(booker, date, hall),
      await enquire(otherBooker, date, hall),
      await enquire(stranger, date, hall),
    ]
    const qa = (await call(owner, 'POST', `/enquiries/${a}/quotes`, { quote: quote(date) })).body.quotes[0].id
    const qb = (await call(owner, 'POST', `/enquiries/${b}/quotes`, { quote: quote(date) })).body.quotes[0].id
    const qc = (await call(owner, 'POST', `/enquiries/${c}/quotes`, { quote: quote(date) })).body.quotes[0].id
    const results = await Promise.all([
      call(booker, 'POST', `/enquiries/${a}/quotes/${qa}/decision`, { decision: 'accepted' }),
      call(otherBooker, 'POST', `/enquiries/${b}/quotes/${qb}/decision`, { decision: 'accepted' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = results.find((r) => r.status === 409)!
    expect(['bookings.errors.alreadyBooked', 'bookings.errors.dayBooked']).toContain(refused.body.i18nKey)
    const third = await call(stranger, 'POST', `/enquiries/${c}/quotes/${qc}/decision`, { decision: 'accepted' })
    expect(third.status).toBe(409)
    expect(third.body.i18nKey).toBe('bookings.errors.dayBooked')
    const still = await call(stranger, 'GET', `/enquiries/${c}`)
    expect(still.body.quotes[0].state).toBe('offered')
    expect(still.body.enquiry.status).toBe('replied')
  })

  it('an expired quote reads as expired and cannot be accepted; closing the enquiry withdraws an open quote', async () => {
    const date = addDays(todayIso(), 60)
    const hall = await newVenue('Quote Hall 8')
    const id = await enquire(booker, date, hall)
    const q = await call(owner, 'POST', `/enquiries/${id}/quotes`, {
      quote: quote(date, { valid_until: addDays(todayIso(), 2) }),
    })
    const quoteId = q.body.quotes[0].id
    t.deps.clock = () => new Date(Date.now() + 5 * 86_400_000)
    try {
      const seen = await call(booker, 'GET', `/enquiries/${id}`)
      expect(seen.body.quotes[0]).toMatchObject({ state: 'expired', can_decide: false })
      const late = await call(booker, 'POST', `/enquiries/${id}/quotes/${quoteId}/decision`, { decision: 'accepted' })
      expect(late.status).toBe(409)
      expect(late.body.i18nKey).toBe('bookings.errors.quoteExpired')
    } finally {
      t.deps.clock = undefined
    }
    const second = await call(owner, 'POST', `/enquiries/${id}/quotes`, { quote: quote(date) })
    expect(second.status).toBe(201)
    const withdrawn = await call(booker, 'POST', `/enquiries/${id}/status`, { status: 'withdrawn' })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.quotes.map((x: { state: string }) => x.state)).toEqual(['replaced', 'withdrawn'])
  })

  it('the OpenAPI document describes both routes with the quote fields', async () => {
    const doc = await (await t.api('/api/openapi.json')).json()
    const send = Object.keys(doc.paths).find((k) => /\/enquiries\/\{id\}\/quotes$/.test(k))!
    const decide = Object.keys(doc.paths).find((k) => k.endsWith('/decision'))!
    expect(send, 'send route').toBeTruthy()
    expect(decide, 'decision route').toBeTruthy()
    const text = JSON.stringify(doc.paths[send].post)
    for (const word of ['price_amount', 'deposit_due', 'deposit_method', 'valid_until', 'can_decide']) {
      expect(text, word).toContain(word)
    }
    expect(JSON.stringify(doc.paths[decide].post)).toContain('declined')
  })
})

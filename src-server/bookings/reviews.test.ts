import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/** Reviews from real bookings: only after the event, one per booking, 14 days to edit, one public answer. */

let t: TestApp
let booker: TestUser
let otherBooker: TestUser
let owner: TestUser
let otherOwner: TestUser
let admin: TestUser
let venueId = 0
const DAY = 86_400_000
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10)

async function call(user: TestUser | null, method: 'GET' | 'POST', path: string, json?: unknown) {
  const res = await t.api(`/api${path}`, { method, token: user?.token, json })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

const stars = { communication: 5, professionalism: 4, value: 3, text: 'Great night, fair price.' }

async function bookedEnquiry(user: TestUser, days: number, book = true) {
  const r = await call(user, 'POST', '/enquiries', {
    entity_type: 'venue',
    entity_id: venueId,
    event_date: inDays(days),
    event_type: 'Concert',
    message: 'Free?',
  })
  expect(r.status).toBe(201)
  if (book) expect((await call(owner, 'POST', `/enquiries/${r.body.id}/status`, { status: 'booked' })).status).toBe(200)
  return r.body.id as number
}

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  ;[booker, otherBooker, owner, otherOwner] = await Promise.all([t.newUser(), t.newUser(), t.newUser(), t.newUser()])
  admin = await t.newUser({ admin: true })
  const base = { city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }
  const v = await t.deps.db
    .insertInto('venues')
    .values({ ...base, name: 'Review Hall', venue_type: 'club', owner_id: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  venueId = v.id
})
afterAll(() => t?.stop())

describe('reviews', () => {
  it('opens after the event, once per booking, editable for 14 days, answered once', async () => {
    const id = await bookedEnquiry(booker, 5)
    const early = await call(booker, 'POST', `/enquiries/${id}/review`, stars)
    expect(early).toMatchObject({
      status: 409,
      body: { statusMessage: 'Only a booked enquiry can be reviewed, after the event' },
    })
    expect((await call(booker, 'GET', `/enquiries/${id}/review`)).body).toMatchObject({
      can_write: false,
      review: null,
    })

    t.deps.clock = () => new Date(Date.now() + 6 * DAY)
    try {
      expect((await call(booker, 'GET', `/enquiries/${id}/review`)).body.can_write).toBe(true)
      const written = await call(booker, 'POST', `/enquiries/${id}/review`, stars)
      expect(written.status).toBe(200)
      expect(written.body).toMatchObject({ review: { rating: 4, text: stars.text }, can_edit: true, can_write: false })
      const edited = await call(booker, 'POST', `/enquiries/${id}/review`, { ...stars, value: 5, text: 'Even better.' })
      expect(edited.body.review).toMatchObject({ value: 5, text: 'Even better.' })
      const reviewId = edited.body.review.id as number

      // Everyone but the booker: not their booking.
      for (const u of [otherBooker, owner, otherOwner, admin])
        expect((await call(u, 'POST', `/enquiries/${id}/review`, stars)).status).toBe(404)
      expect((await call(null, 'POST', `/enquiries/${id}/review`, stars)).status).toBe(401)

      // Answers: the listing side only, once.
      for (const u of [booker, otherBooker, otherOwner, admin])
        expect((await call(u, 'POST', `/reviews/${reviewId}/answer`, { answer: 'x' })).status).toBe(404)
      expect((await call(null, 'POST', `/reviews/${reviewId}/answer`, { answer: 'x' })).status).toBe(401)
      const answered = await call(owner, 'POST', `/reviews/${reviewId}/answer`, { answer: 'Thanks, come again!' })
      expect(answered).toMatchObject({ status: 200, body: { answer: 'Thanks, come again!' } })
      expect((await call(owner, 'POST', `/reviews/${reviewId}/answer`, { answer: 'Again' })).status).toBe(409)

      const list = await call(null, 'GET', `/reviews?entity_type=venue&entity_id=${venueId}`)
      expect(list.body).toMatchObject({ count: 1, average: 4.7, can_answer: false })
      expect(list.body.items[0]).toMatchObject({ id: reviewId, answer: 'Thanks, come again!' })
      expect((await call(owner, 'GET', `/reviews?entity_type=venue&entity_id=${venueId}`)).body.can_answer).toBe(true)
    } finally {
      t.deps.clock = undefined
    }
    t.deps.clock = () => new Date(Date.now() + 21 * DAY)
    try {
      const late = await call(booker, 'POST', `/enquiries/${id}/review`, stars)
      expect(late).toMatchObject({ status: 409, body: { statusMessage: 'Reviews can be edited for 14 days' } })
    } finally {
      t.deps.clock = undefined
    }
  })

  it('no review without a booking', async () => {
    const id = await bookedEnquiry(otherBooker, 2, false)
    t.deps.clock = () => new Date(Date.now() + 10 * DAY)
    try {
      expect((await call(otherBooker, 'POST', `/enquiries/${id}/review`, stars)).status).toBe(409)
    } finally {
      t.deps.clock = undefined
    }
  })

  it('bounds the input', async () => {
    const id = await bookedEnquiry(booker, 3)
    for (const bad of [
      { communication: 0 },
      { value: 6 },
      { professionalism: 2.5 },
      { text: '' },
      { text: 'x'.repeat(5001) },
    ])
      expect(
        (await call(booker, 'POST', `/enquiries/${id}/review`, { ...stars, ...bad })).status,
        JSON.stringify(bad),
      ).toBe(400)
    expect((await call(null, 'GET', '/reviews?entity_type=venue&entity_id=999999')).status).toBe(404)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import * as repo from './repository.ts'

describe('bookings repository', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ setup: false })
  })
  afterAll(() => t?.stop())

  it('bookedListingsFor: the booked listings of one booker and date, by time then name', async () => {
    const db = t.deps.db
    const booker = await t.newUser()
    const other = await t.newUser()
    const common = { city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }
    const a = await db
      .insertInto('artists')
      .values({ ...common, name: 'Zed Band', act_type: 'band' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const v = await db
      .insertInto('venues')
      .values({ ...common, name: 'Hall', venue_type: 'club' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const s = await db
      .insertInto('services')
      .values({ ...common, name: 'Sound Co', category: 'sound' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const base = {
      event_type: 'Party',
      guests: null,
      budget_amount: null,
      budget_currency: null,
      message: 'Hi',
      booker_locale: 'en',
    }
    const now = new Date()
    const add = async (
      bookerId: string,
      entity_type: 'artist' | 'venue' | 'service',
      entity_id: number,
      date: string,
      time: string | null,
      status: 'booked' | 'new',
    ) => {
      const id = await repo.insertEnquiry(
        db,
        { ...base, booker_id: bookerId, entity_type, entity_id, event_date: date, event_time: time },
        now,
      )
      if (status === 'booked') await repo.touch(db, id, 'listing', now, 'booked')
    }
    await add(booker.id, 'artist', a.id, '2027-05-01', '21:00', 'booked')
    await add(booker.id, 'venue', v.id, '2027-05-01', null, 'booked')
    await add(booker.id, 'service', s.id, '2027-05-01', '18:00', 'booked')
    await add(booker.id, 'service', s.id, '2027-05-01', '18:00', 'booked')
    await add(booker.id, 'artist', a.id, '2027-05-02', '21:00', 'booked')
    await add(booker.id, 'venue', v.id, '2027-05-01', null, 'new')
    await add(other.id, 'artist', a.id, '2027-05-01', '20:00', 'booked')
    expect(await repo.bookedListingsFor(db, { bookerId: booker.id, date: '2027-05-01' })).toEqual([
      { kind: 'service', listing_id: s.id, name: 'Sound Co', event_time: '18:00' },
      { kind: 'artist', listing_id: a.id, name: 'Zed Band', event_time: '21:00' },
      { kind: 'venue', listing_id: v.id, name: 'Hall', event_time: null },
    ])
    expect(await repo.bookedListingsFor(db, { bookerId: booker.id, date: '2027-06-01' })).toEqual([])
  })
})

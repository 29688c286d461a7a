import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { blockDates, blocksBetween, clearDates, deleteBlock, setWeeklyMask } from './repository.ts'

/** The availability repository on a real database: replacing, trimming and splitting blocks, the cap, cleanup. */

let t: TestApp
let venueId: number

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  const v = await t.deps.db
    .insertInto('venues')
    .values({ name: 'Calendar Club', venue_type: 'club', city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 })
    .returning('id')
    .executeTakeFirstOrThrow()
  venueId = v.id
})
afterAll(() => t?.stop())

const base = { kind: 'venue' as const, createdBy: null }
const spans = async () =>
  (await blocksBetween(t.deps.db, 'venue', venueId, '2030-01-01', '2030-12-31')).map(
    (b) => `${b.start_date}..${b.end_date}:${b.status}`,
  )

describe('availability repository', () => {
  it('blocks a range and replaces what overlaps it, splitting a block that covers it', async () => {
    await blockDates(t.deps.db, {
      ...base,
      listingId: venueId,
      startDate: '2030-03-01',
      endDate: '2030-03-10',
      status: 'hold',
      note: ' tour ',
    })
    await blockDates(t.deps.db, {
      ...base,
      listingId: venueId,
      startDate: '2030-03-04',
      endDate: '2030-03-05',
      status: 'booked',
    })
    expect(await spans()).toEqual([
      '2030-03-01..2030-03-03:hold',
      '2030-03-04..2030-03-05:booked',
      '2030-03-06..2030-03-10:hold',
    ])
    const [first] = await blocksBetween(t.deps.db, 'venue', venueId, '2030-03-01', '2030-03-01')
    expect(first!.note).toBe('tour')
  })

  it('clears days, cutting blocks back', async () => {
    await clearDates(t.deps.db, { kind: 'venue', listingId: venueId, startDate: '2030-03-03', endDate: '2030-03-06' })
    expect(await spans()).toEqual(['2030-03-01..2030-03-02:hold', '2030-03-07..2030-03-10:hold'])
  })

  it('runs inside the caller’s transaction (rolled back with it)', async () => {
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await blockDates(trx, {
          ...base,
          listingId: venueId,
          startDate: '2030-05-01',
          endDate: '2030-05-01',
          status: 'booked',
        })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await spans()).not.toContain('2030-05-01..2030-05-01:booked')
  })

  it('refuses bad input and unknown listings', async () => {
    const one = { ...base, listingId: venueId, status: 'booked' as const }
    await expect(
      blockDates(t.deps.db, { ...one, startDate: '2030-02-30', endDate: '2030-03-01' }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      blockDates(t.deps.db, { ...one, startDate: '2030-03-02', endDate: '2030-03-01' }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      blockDates(t.deps.db, { ...one, startDate: '2030-01-01', endDate: '2031-01-02' }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      blockDates(t.deps.db, { ...one, startDate: '2030-01-01', endDate: '2030-01-01', note: 'x'.repeat(501) }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      blockDates(t.deps.db, { ...one, listingId: 999_999, startDate: '2030-01-01', endDate: '2030-01-01' }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('deletes one block, and everything when the listing goes', async () => {
    const [b] = await blocksBetween(t.deps.db, 'venue', venueId, '2030-03-01', '2030-03-01')
    expect(await deleteBlock(t.deps.db, 'artist', venueId, b!.id)).toBe(false)
    expect(await deleteBlock(t.deps.db, 'venue', venueId, b!.id)).toBe(true)
    await setWeeklyMask(t.deps.db, 'venue', venueId, 1, null)
    await t.deps.db.deleteFrom('venues').where('id', '=', venueId).execute()
    const { rows } = await sql<{ n: number }>`select (select count(*) from availability_blocks)
      + (select count(*) from availability_weekly) as n`.execute(t.deps.db)
    expect(Number(rows[0]!.n)).toBe(0)
  })
})

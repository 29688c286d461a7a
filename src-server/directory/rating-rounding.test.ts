import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { addReviews, type Stars } from '../test/reviews.ts'

/**
 * One rounding for a shown average (ratings-sql.ts `shownRating`: one decimal, half up): the card in the search
 * results and the details page's reviews (the reviews endpoint) show the same number, on a real server and database.
 * 4.05 is the case a binary float rounds down (4.05 is 4.0499… as a double), 4.25 the one half-to-even rounds down.
 */

let t: TestApp

const get = async (path: string) => {
  const res = await t.api(path)
  expect(res.status, path).toBe(200)
  return res.json()
}

/** A venue with one booked enquiry and its review per [communication, professionalism, value]. */
async function reviewedVenue(name: string, stars: Stars[]): Promise<number> {
  const venue = await t.deps.db
    .insertInto('venues')
    .values({ name, venue_type: 'club', city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405 } as never)
    .returning('id')
    .executeTakeFirstOrThrow()
  await addReviews(t, 'venue', venue.id, stars)
  return venue.id
}

const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value)
const stored = async (id: number) =>
  Number(
    (
      await t.deps.db
        .selectFrom('listing_ratings')
        .select('rating')
        .where('entity_type', '=', 'venue')
        .where('entity_id', '=', id)
        .executeTakeFirstOrThrow()
    ).rating,
  )

beforeAll(async () => {
  t = await startTestApp({ setup: false })
})
afterAll(() => t?.stop())

describe('shown rating', () => {
  it('the card and the details page agree, half up to one decimal (4.05 → 4.1, 4.25 → 4.3)', async () => {
    // 17 × 12 + 3 × 13 = 243 stars over 20 reviews: 243 / 60 = 4.05. 3 × 12 + 15 = 51 over 4: 51 / 12 = 4.25.
    const cases = [
      { name: 'Rounding Hall Four-O-Five', stars: [...times(17, [4, 4, 4]), ...times(3, [5, 4, 4])], shown: 4.1 },
      { name: 'Rounding Hall Four-Two-Five', stars: [...times(3, [4, 4, 4]), [5, 5, 5]], shown: 4.3 },
    ] as { name: string; stars: Stars[]; shown: number }[]
    for (const c of cases) {
      const id = await reviewedVenue(c.name, c.stars)
      expect(await stored(id), c.name).toBe(
        Number((c.stars.flat().reduce((a, b) => a + b) / (c.stars.length * 3)).toFixed(2)),
      )
      const search = await get(`/api/venues/search?q=${encodeURIComponent(c.name)}`)
      const card = search.items.find((i: { id: number }) => i.id === id)
      expect(card, c.name).toMatchObject({ rating: c.shown, review_count: c.stars.length })
      const details = await get(`/api/reviews?entity_type=venue&entity_id=${id}`)
      expect(details, c.name).toMatchObject({ average: c.shown, count: c.stars.length })
    }
  })
})

import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityType } from '../../src/directory/kinds.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { addReviews, type Stars } from '../test/reviews.ts'

/**
 * Search by rating through the REST mirror and tRPC on a real server and database: sort=rating (best average
 * weighed by its count, then most reviews, then the search's own order; unrated last), min_rating (as the cards show it, one decimal), with
 * every other filter, on every kind; and the stars on cards, favourites and the home page's showcase.
 * The ratings come from reviews of booked enquiries written into the database (the trigger keeps listing_ratings).
 */

let t: TestApp
const ids: Record<string, number> = {}
const DAY = 86_400_000
const soon = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10)

const get = async (path: string) => {
  const res = await t.api(path)
  return { status: res.status, body: await res.json() }
}
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)
const trpc = async (input: unknown) => {
  const res = await t.api(`/trpc/directory.search?input=${encodeURIComponent(JSON.stringify(input))}`)
  const body = await res.json()
  return { status: res.status, data: body.result?.data, error: body.error }
}

const review = (type: EntityType, id: number, stars: Stars[]) => addReviews(t, type, id, stars)

async function add(table: 'venues' | 'artists' | 'services', rows: Record<string, unknown>[]) {
  const base = { city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405 }
  for (const row of rows) {
    const r = await t.deps.db
      .insertInto(table)
      .values({ ...base, ...row } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    ids[row.name as string] = r.id
  }
}

const ratingRows = async () =>
  (
    await sql<{
      v: string
    }>`select coalesce(string_agg(entity_type || entity_id || ':' || rating || '/' || review_count, ',' order by entity_type, entity_id), '') as v from listing_ratings`.execute(
      t.deps.db,
    )
  ).rows[0]!.v

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await add('venues', [
    { name: 'Kestrel Stage Alpha', venue_type: 'club' },
    { name: 'Kestrel Stage Bravo', venue_type: 'club' },
    { name: 'Kestrel Stage Charlie', venue_type: 'club' },
    { name: 'Kestrel Stage Delta', venue_type: 'club' },
    { name: 'Kestrel Stage Echo', venue_type: 'club' },
    { name: 'Quiet Hall', venue_type: 'theatre' },
    { name: 'Alster Hall', venue_type: 'theatre', city: 'Hamburg', lat: 53.55, lng: 9.99 },
    { name: 'Zeta Bar', venue_type: 'bar' },
  ])
  await add('artists', [
    { name: 'Velvet Owls', act_type: 'band' },
    { name: 'Amber Foxes', act_type: 'band' },
    { name: 'Neon Comets', act_type: 'dj' },
  ])
  await add('services', [
    { name: 'Loud Sound Hire', category: 'sound' },
    { name: 'Bright Lights', category: 'lighting' },
  ])
  // Charlie 5.0 (2), Bravo 5.0 (1), Alpha 4.5 (2), Delta 4.47 shown as 4.5 (5), Quiet Hall 3.33 (1),
  // Alster Hall 4.0 (1, Hamburg); Echo and Zeta Bar have no reviews.
  await review('venue', ids['Kestrel Stage Charlie']!, [
    [5, 5, 5],
    [5, 5, 5],
  ])
  await review('venue', ids['Kestrel Stage Bravo']!, [[5, 5, 5]])
  await review('venue', ids['Kestrel Stage Alpha']!, [
    [5, 5, 5],
    [4, 4, 4],
  ])
  await review('venue', ids['Kestrel Stage Delta']!, [
    [5, 5, 5],
    [5, 5, 5],
    [5, 4, 4],
    [4, 4, 4],
    [4, 4, 4],
  ])
  await review('venue', ids['Quiet Hall']!, [[3, 3, 4]])
  await review('venue', ids['Alster Hall']!, [[4, 4, 4]])
  await review('artist', ids['Amber Foxes']!, [[5, 4, 5]])
  await review('artist', ids['Neon Comets']!, [[2, 2, 2]])
  await review('service', ids['Bright Lights']!, [[4, 5, 5]])
})
afterAll(() => t?.stop())

describe('sort=rating', () => {
  it('best weighted average first (as if 5 more reviews of 4.0), then most reviews, then name; unrated last', async () => {
    const { status, body } = await get('/api/venues/search?sort=rating')
    expect(status).toBe(200)
    expect(body.sort).toBe('rating')
    // Charlie 5.0 × 2 → 4.29; Delta 4.47 × 5 → 4.24 above Bravo's single 5.0 → 4.17 and Alpha 4.5 × 2 → 4.14.
    expect(names(body)).toEqual([
      'Kestrel Stage Charlie',
      'Kestrel Stage Delta',
      'Kestrel Stage Bravo',
      'Kestrel Stage Alpha',
      'Alster Hall',
      'Quiet Hall',
      'Kestrel Stage Echo',
      'Zeta Bar',
    ])
    // The cards carry the stars as they are shown: one decimal, and the count; none without reviews.
    const card = (name: string) => body.items.find((i: { name: string }) => i.name === name)
    expect(card('Kestrel Stage Charlie')).toMatchObject({ rating: 5, review_count: 2 })
    expect(card('Kestrel Stage Delta')).toMatchObject({ rating: 4.5, review_count: 5 })
    expect(card('Quiet Hall')).toMatchObject({ rating: 3.3, review_count: 1 })
    expect(card('Zeta Bar')).toMatchObject({ rating: null, review_count: 0 })
    expect(card('Zeta Bar').facts).not.toHaveProperty('rating')
  })

  it('pages through rated and unrated listings without gaps or repeats', async () => {
    const all = names((await get('/api/venues/search?sort=rating')).body)
    const paged: string[] = []
    for (let page = 1; page <= 3; page++)
      paged.push(...names((await get(`/api/venues/search?sort=rating&limit=3&page=${page}`)).body))
    expect(paged).toEqual(all)
    const rated = names((await get('/api/venues/search?sort=rating&min_rating=4')).body)
    const ratedPaged: string[] = []
    for (let page = 1; page <= 3; page++)
      ratedPaged.push(...names((await get(`/api/venues/search?sort=rating&min_rating=4&limit=2&page=${page}`)).body))
    expect(ratedPaged).toEqual(rated)
    expect((await get('/api/venues/search?sort=rating&limit=3&page=2')).body.total).toBe(8)
  })

  it('with words: rated matches first, the rest by relevance', async () => {
    const { body } = await get('/api/venues/search?q=kestrel&sort=rating')
    expect(names(body)).toEqual([
      'Kestrel Stage Charlie',
      'Kestrel Stage Delta',
      'Kestrel Stage Bravo',
      'Kestrel Stage Alpha',
      'Kestrel Stage Echo',
    ])
    expect(body.total).toBe(5)
  })

  it('combines with type, city, a place and a date', async () => {
    expect(names((await get('/api/venues/search?sort=rating&type=theatre')).body)).toEqual([
      'Alster Hall',
      'Quiet Hall',
    ])
    expect(names((await get('/api/venues/search?sort=rating&type=theatre&city=Berlin')).body)).toEqual(['Quiet Hall'])
    const near = (await get('/api/venues/search?sort=rating&near=53.55,9.99&radius_km=20')).body
    expect(names(near)).toEqual(['Alster Hall'])
    expect(near.items[0].distance_km).toBeLessThan(1)
    // Charlie is booked on the day: the date filter drops it, the order stays.
    await t.deps.db
      .insertInto('availability_blocks')
      .values({
        entity_type: 'venue',
        entity_id: ids['Kestrel Stage Charlie']!,
        start_date: soon,
        end_date: soon,
        status: 'booked',
      } as never)
      .execute()
    const dated = names((await get(`/api/venues/search?sort=rating&type=club&available_from=${soon}`)).body)
    expect(dated).toEqual(['Kestrel Stage Delta', 'Kestrel Stage Bravo', 'Kestrel Stage Alpha', 'Kestrel Stage Echo'])
  })

  it('works on every kind', async () => {
    expect(names((await get('/api/artists/search?sort=rating')).body)).toEqual([
      'Amber Foxes',
      'Neon Comets',
      'Velvet Owls',
    ])
    expect(names((await get('/api/services/search?sort=rating')).body)).toEqual(['Bright Lights', 'Loud Sound Hire'])
  })
})

describe('min_rating', () => {
  it('keeps listings whose shown average reaches it (4.47 shows as 4.5)', async () => {
    const { body } = await get('/api/venues/search?min_rating=4.5')
    expect(names(body)).toEqual([
      'Kestrel Stage Alpha',
      'Kestrel Stage Bravo',
      'Kestrel Stage Charlie',
      'Kestrel Stage Delta',
    ])
    expect(body.total).toBe(4)
    expect(names((await get('/api/venues/search?min_rating=5&sort=rating')).body)).toEqual([
      'Kestrel Stage Charlie',
      'Kestrel Stage Bravo',
    ])
    expect(names((await get('/api/venues/search?min_rating=1')).body)).not.toContain('Zeta Bar')
  })

  it('combines with words, type, city and the facets', async () => {
    const { body } = await get('/api/venues/search?q=kestrel&min_rating=5&facets=true')
    expect(names(body).sort()).toEqual(['Kestrel Stage Bravo', 'Kestrel Stage Charlie'])
    expect(body.facets).toEqual({ club: 2 })
    expect(names((await get('/api/venues/search?q=hall&min_rating=4&city=Hamburg')).body)).toEqual(['Alster Hall'])
    expect((await get('/api/venues/search?q=hall&min_rating=4&city=Berlin')).body.total).toBe(0)
    expect(names((await get('/api/artists/search?min_rating=3&type=band')).body)).toEqual(['Amber Foxes'])
    expect(names((await get('/api/services/search?min_rating=4.5')).body)).toEqual(['Bright Lights'])
  })

  it('the search of all kinds takes it too', async () => {
    const { status, body } = await get('/api/search?q=kestrel&min_rating=4.5')
    expect(status).toBe(200)
    expect(body.venues.total).toBe(4)
    for (const item of body.venues.items) expect(item.rating).toBeGreaterThanOrEqual(4.5)
    const all = (await get('/api/search?q=kestrel')).body
    expect(all.venues.total).toBe(5)
  })

  it('an empty rated search offers to drop the rating', async () => {
    const query = 'type=bar&min_rating=4'
    expect((await get(`/api/venues/search?${query}`)).body.total).toBe(0)
    const { body } = await get(`/api/venues/search/relax?${query}`)
    const drop = body.options.find((o: { drop: string }) => o.drop === 'rating')
    expect(drop).toMatchObject({ patch: { min_rating: null }, total: 1 })
    expect(drop.items[0].name).toBe('Zeta Bar')
  })

  it('refuses what is not a half step from 1 to 5 with a clear 400, and changes nothing', async () => {
    const before = await ratingRows()
    for (const [value, message] of [
      ['9', 'min_rating: at most 5'],
      ['abc', 'min_rating: expected a number from 1 to 5'],
      ['0', 'min_rating: at least 1'],
      ['-4', 'min_rating: at least 1'],
      ['4.25', 'min_rating: in steps of 0.5'],
      ['Infinity', 'min_rating'],
    ]) {
      for (const path of [
        `/api/venues/search?q=kestrel&min_rating=${value}`,
        `/api/artists/search?sort=rating&min_rating=${value}`,
        `/api/search?q=kestrel&min_rating=${value}`,
      ]) {
        const { status, body } = await get(path)
        expect(status, path).toBe(400)
        expect(body.statusCode).toBe(400)
        expect(body.statusMessage, path).toContain(message)
      }
    }
    const sort = await get('/api/venues/search?sort=ratings')
    expect(sort.status).toBe(400)
    expect(sort.body.statusMessage).toContain('Unknown sort')
    expect(await ratingRows()).toBe(before)
  })
})

describe('through tRPC', () => {
  it('sorts and filters the same, and refuses the same bad input', async () => {
    const ok = await trpc({ kind: 'venue', query: { q: 'kestrel', sort: 'rating', min_rating: '4.5' } })
    expect(ok.status).toBe(200)
    expect(ok.data.items.map((i: { name: string }) => i.name)).toEqual([
      'Kestrel Stage Charlie',
      'Kestrel Stage Delta',
      'Kestrel Stage Bravo',
      'Kestrel Stage Alpha',
    ])
    expect(ok.data.items[0]).toMatchObject({ rating: 5, review_count: 2 })
    const bad = await trpc({ kind: 'venue', query: { min_rating: 9 } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.error)).toContain('min_rating: at most 5')
  })
})

describe('stars beyond the search', () => {
  it('favourites, nearby entries and the home showcase carry the rating', async () => {
    const user = await t.newUser()
    const added = await t.api('/api/favorites/add', {
      method: 'POST',
      token: user.token,
      json: { entity_type: 'venue', entity_id: ids['Kestrel Stage Alpha'] },
    })
    expect(added.status).toBe(200)
    const lists = await (await t.api('/api/favorites/lists', { token: user.token })).json()
    expect(lists[0].favorites[0].entity).toMatchObject({ name: 'Kestrel Stage Alpha', rating: 4.5, review_count: 2 })

    const near = await trpcCall('nearby', { type: 'venue', id: ids['Kestrel Stage Echo'] })
    expect(near.items.find((i: { name: string }) => i.name === 'Kestrel Stage Bravo')).toMatchObject({
      rating: 5,
      review_count: 1,
    })
    // "Similar nearby" keeps to the type: a club's are clubs, not the theatre or the bar in the same city.
    const nearNames = near.items.map((i: { name: string }) => i.name)
    expect(nearNames).not.toContain('Quiet Hall')
    expect(nearNames).not.toContain('Zeta Bar')
    expect(nearNames).toContain('Kestrel Stage Alpha')

    // The showcase takes listings with three photos or more.
    const photos = ['https://img.test/1.webp', 'https://img.test/2.webp', 'https://img.test/3.webp']
    await t.deps.db
      .updateTable('venues')
      .set({ photos } as never)
      .where('id', '=', ids['Kestrel Stage Charlie']!)
      .execute()
    // One per city: the unrated one in another town.
    await t.deps.db
      .updateTable('venues')
      .set({ photos, city: 'Munich' } as never)
      .where('id', '=', ids['Zeta Bar']!)
      .execute()
    const featured = (await get('/api/directory/featured')).body.items as { name: string }[]
    expect(featured.find((i) => i.name === 'Kestrel Stage Charlie')).toMatchObject({ rating: 5, review_count: 2 })
    expect(featured.find((i) => i.name === 'Zeta Bar')).toMatchObject({ rating: null, review_count: 0 })
  })

  it('the OpenAPI document describes min_rating and sort=rating', async () => {
    const doc = await (await t.api('/api/openapi.json')).json()
    for (const path of ['/api/venues/search', '/api/artists/search', '/api/services/search', '/api/search']) {
      const params = doc.paths[path].get.parameters as { name: string; description?: string; schema: unknown }[]
      const minRating = params.find((p) => p.name === 'min_rating')
      expect(minRating?.description, path).toContain('average rating')
    }
    const sort = (doc.paths['/api/venues/search'].get.parameters as { name: string; schema: unknown }[]).find(
      (p) => p.name === 'sort',
    )
    expect(JSON.stringify(sort?.schema)).toContain('rating')
  })
})

async function trpcCall(proc: string, input: unknown) {
  const res = await t.api(`/trpc/directory.${proc}?input=${encodeURIComponent(JSON.stringify(input))}`)
  expect(res.status).toBe(200)
  return (await res.json()).result.data
}

describe('the rating on the listing row (migration 0038)', () => {
  /** Every listing's own rating columns against listing_ratings, which the reviews' trigger keeps. */
  const outOfStep = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from (
        select 'artist' as k, id, rating, review_count from artists
        union all select 'venue', id, rating, review_count from venues
        union all select 'service', id, rating, review_count from services) l
      left join listing_ratings lr on lr.entity_type = l.k and lr.entity_id = l.id
      where (l.rating, l.review_count) is distinct from (lr.rating, lr.review_count)`.execute(t.deps.db)
    ).rows[0]!.n
  const row = async (id: number) =>
    (
      await sql<{
        rating: string | null
        review_count: number | null
      }>`select rating::text as rating, review_count from venues where id = ${id}`.execute(t.deps.db)
    ).rows[0]
  const reviewIds = async (id: number) =>
    (
      await t.deps.db
        .selectFrom('reviews')
        .select(['id', 'enquiry_id'])
        .where('entity_type', '=', 'venue')
        .where('entity_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((r) => ({ id: Number(r.id), enquiry: Number(r.enquiry_id) }))
  /** The order as it was by joining listing_ratings: best average, most reviews, name, id; unrated last. */
  const joinedOrder = async () =>
    (
      await sql<{ name: string }>`select v.name from venues v
        left join listing_ratings lr on lr.entity_type = 'venue' and lr.entity_id = v.id
        order by (lr.rating * lr.review_count + 4.0 * 5) / (lr.review_count + 5) desc nulls last,
          lr.review_count desc nulls last, v.name_search, v.id`.execute(t.deps.db)
    ).rows.map((r) => r.name)

  it('follows reviews being added, changed and removed, and the search follows it', async () => {
    expect(await outOfStep()).toBe(0)
    await add('venues', [{ name: 'Zulu Bar', venue_type: 'bar' }])
    const zulu = ids['Zulu Bar']!
    const bars = async (query = '') => names((await get(`/api/venues/search?type=bar${query}`)).body)
    try {
      expect(await row(zulu)).toEqual({ rating: null, review_count: null })
      expect(await bars('&sort=rating')).toEqual(['Zeta Bar', 'Zulu Bar'])

      await review('venue', zulu, [[4, 4, 4]])
      expect(await row(zulu)).toEqual({ rating: '4.00', review_count: 1 })
      expect(await bars('&sort=rating')).toEqual(['Zulu Bar', 'Zeta Bar'])
      expect(await bars('&min_rating=4.5')).toEqual([])

      await review('venue', zulu, [[5, 5, 4]])
      expect(await row(zulu)).toEqual({ rating: '4.33', review_count: 2 })
      const [first, second] = await reviewIds(zulu)
      await t.deps.db
        .updateTable('reviews')
        .set({ communication: 5, professionalism: 5, value: 5 } as never)
        .where('id', '=', first!.id)
        .execute()
      expect(await row(zulu)).toEqual({ rating: '4.83', review_count: 2 })
      expect(await bars('&min_rating=4.5')).toEqual(['Zulu Bar'])
      expect((await get('/api/venues/search?type=bar&sort=rating')).body.items[0]).toMatchObject({
        name: 'Zulu Bar',
        rating: 4.8,
        review_count: 2,
      })
      expect(await outOfStep()).toBe(0)

      // Removed with its booking (as when the booker's account goes), then the last one directly.
      await t.deps.db.deleteFrom('enquiries').where('id', '=', second!.enquiry).execute()
      expect(await row(zulu)).toEqual({ rating: '5.00', review_count: 1 })
      await t.deps.db.deleteFrom('reviews').where('id', '=', first!.id).execute()
      expect(await row(zulu)).toEqual({ rating: null, review_count: null })
      expect(await bars('&sort=rating')).toEqual(['Zeta Bar', 'Zulu Bar'])
      expect(await bars('&min_rating=1')).toEqual([])
      expect(await outOfStep()).toBe(0)
    } finally {
      await t.deps.db.deleteFrom('venues').where('id', '=', zulu).execute()
    }
  })

  it('orders every page as the weighted average read from listing_ratings says', async () => {
    const expected = await joinedOrder()
    expect(names((await get('/api/venues/search?sort=rating&limit=50')).body)).toEqual(expected)
    const paged: string[] = []
    for (let page = 1; page <= expected.length; page++)
      paged.push(...names((await get(`/api/venues/search?sort=rating&limit=1&page=${page}`)).body))
    expect(paged).toEqual(expected)
  })
})

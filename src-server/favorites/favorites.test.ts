import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/** Favourites through both doors (REST mirror and tRPC) on a real server and database. */

let t: TestApp
const ids = { artist: [] as number[], venue: [] as number[], service: [] as number[] }

async function seedEntities(app: TestApp) {
  const base = { description: '', city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }
  for (let i = 1; i <= 3; i++) {
    const a = await app.deps.db
      .insertInto('artists')
      .values({ ...base, name: `Artist ${i}`, act_type: 'band', photos: [`https://img.test/a${i}.webp`] })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.artist.push(a.id)
    const v = await app.deps.db
      .insertInto('venues')
      .values({ ...base, name: `Venue ${i}`, venue_type: 'club', city: 'Hamburg' })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.venue.push(v.id)
    const s = await app.deps.db
      .insertInto('services')
      .values({ ...base, name: `Service ${i}`, category: 'sound' })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.service.push(s.id)
  }
}

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedEntities(t)
})
afterAll(() => t?.stop())

async function rest(user: TestUser | null, path: string, json?: unknown) {
  const res = await t.api(`/api/favorites${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    token: user?.token,
    json,
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** tRPC over HTTP as the browser calls it (no transformer). */
async function trpc(user: TestUser | null, proc: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation') {
  const url =
    kind === 'query'
      ? `/trpc/favorites.${proc}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
      : `/trpc/favorites.${proc}`
  const res = await t.api(
    url,
    kind === 'query' ? { token: user?.token } : { method: 'POST', token: user?.token, json: input ?? {} },
  )
  const body = await res.json()
  return {
    status: res.status,
    data: body.result?.data,
    error: body.error as { message: string; data: any } | undefined,
  }
}

function expectError(r: { status: number; body: any }, status: number, message: string) {
  expect(r.status).toBe(status)
  expect(r.body).toMatchObject({ statusCode: status, statusMessage: message })
}

describe('favourites REST mirror (docs/product.md §5)', () => {
  let u: TestUser
  beforeAll(async () => {
    u = await t.newUser()
  })

  it('starts empty', async () => {
    expect(await rest(u, '/lists')).toEqual({ status: 200, body: [] })
    expect(await rest(u, '')).toEqual({ status: 200, body: [] })
  })

  it('creates lists: given name trimmed, default name when none, refuses empty or whitespace', async () => {
    const named = await rest(u, '/lists/add', { name: '  Summer tour  ' })
    expect(named.status).toBe(200)
    expect(named.body).toMatchObject({ id: expect.any(Number), name: 'Summer tour', favorites: [] })
    const unnamed = await rest(u, '/lists/add', {})
    expect(unnamed.body.name).toMatch(/^My Favorites from \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    const nulled = await rest(u, '/lists/add', { name: null })
    expect(nulled.body.name).toMatch(/^My Favorites from /)
    expectError(await rest(u, '/lists/add', { name: '' }), 400, 'List name cannot be empty')
    expectError(await rest(u, '/lists/add', { name: '   \t ' }), 400, 'List name cannot be empty')
    expect((await rest(u, '/lists/add', { name: '' })).body.i18nKey).toBe('favorites.errors.listNameEmpty')
    expect((await rest(u, '/lists/add', { name: 'x'.repeat(101) })).status).toBe(400)
    expect((await rest(u, '/lists/add', { name: 42 })).status).toBe(400)
    const lists = (await rest(u, '/lists')).body
    expect(lists.map((l: any) => l.name)).toEqual(['Summer tour', unnamed.body.name, nulled.body.name])
    // clean up the two default lists
    await rest(u, '/lists/remove', { list_id: unnamed.body.id })
    await rest(u, '/lists/remove', { list_id: nulled.body.id })
  })

  it('renames lists with the same rules', async () => {
    const list = (await rest(u, '/lists/add', { name: 'Temp' })).body
    const r = await rest(u, '/lists/update', { list_id: list.id, name: ' Renamed ' })
    expect(r).toMatchObject({ status: 200, body: { success: true, list: { id: list.id, name: 'Renamed' } } })
    expectError(await rest(u, '/lists/update', { list_id: list.id, name: '  ' }), 400, 'List name cannot be empty')
    expectError(await rest(u, '/lists/update', { list_id: 999999, name: 'x' }), 404, 'List not found')
    expect((await rest(u, '/lists/update', { list_id: 'abc', name: 'x' })).status).toBe(400)
    expect((await rest(u, '/lists/remove', { list_id: list.id })).body).toEqual({ success: true })
  })

  it('refuses a second list of the same name (any case, any blanks), also when created at once', async () => {
    const first = (await rest(u, '/lists/add', { name: 'Gig night' })).body
    expectError(await rest(u, '/lists/add', { name: '  gig NIGHT ' }), 409, 'You already have a list with this name')
    expect((await rest(u, '/lists/add', { name: 'gig night' })).body.i18nKey).toBe('favorites.errors.listNameTaken')
    const other = (await rest(u, '/lists/add', { name: 'Other night' })).body
    expectError(
      await rest(u, '/lists/update', { list_id: other.id, name: 'GIG NIGHT' }),
      409,
      'You already have a list with this name',
    )
    // Renaming a list to its own name in another case is fine.
    expect((await rest(u, '/lists/update', { list_id: first.id, name: 'GIG Night' })).status).toBe(200)
    // Another user may use the same name.
    const v = await t.newUser()
    expect((await rest(v, '/lists/add', { name: 'Gig night' })).status).toBe(200)

    const racers = await Promise.all(Array.from({ length: 20 }, () => rest(u, '/lists/add', { name: 'Race' })))
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(racers.filter((r) => r.status === 409)).toHaveLength(19)

    // Default names of the same minute get a number instead of failing.
    const defaults = await Promise.all([
      rest(u, '/lists/add', {}),
      rest(u, '/lists/add', {}),
      rest(u, '/lists/add', {}),
    ])
    expect(defaults.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(defaults.map((r) => r.body.name.toLowerCase())).size).toBe(3)

    const mine = (await rest(u, '/lists')).body as { id: number; name: string }[]
    for (const l of mine.filter((l) => l.name !== 'Summer tour')) await rest(u, '/lists/remove', { list_id: l.id })
  })

  it('adds favourites with the list name and an entity summary; refuses duplicates and unknown entities', async () => {
    const list = (await rest(u, '/lists')).body[0]
    const r = await rest(u, '/add', { list_id: list.id, entity_id: ids.artist[0], entity_type: 'artist' })
    expect(r.status).toBe(200)
    expect(r.body.success).toBe(true)
    expect(r.body.favorite).toHaveLength(1)
    expect(r.body.favorite[0]).toMatchObject({
      id: expect.any(Number),
      list_id: list.id,
      name: 'Summer tour',
      entity_id: ids.artist[0],
      entity_type: 'artist',
      entity: { name: 'Artist 1', city: 'Berlin', country: 'DE', photo: 'https://img.test/a1.webp' },
    })
    expectError(
      await rest(u, '/add', { list_id: list.id, entity_id: ids.artist[0], entity_type: 'artist' }),
      409,
      'This item already exists in the target list',
    )
    expectError(
      await rest(u, '/add', { list_id: list.id, entity_id: 987654, entity_type: 'venue' }),
      404,
      'Item not found',
    )
    expectError(
      await rest(u, '/add', { list_id: 987654, entity_id: ids.venue[0], entity_type: 'venue' }),
      404,
      'List not found',
    )
    expect((await rest(u, '/add', { list_id: list.id, entity_id: ids.venue[0], entity_type: 'band' })).status).toBe(400)
    expect((await rest(u, '/add', { list_id: list.id, entity_id: -1, entity_type: 'venue' })).status).toBe(400)
    expect((await rest(u, '/add', { list_id: list.id })).status).toBe(400)
    const all = (await rest(u, '')).body
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ name: 'Summer tour', entity: { name: 'Artist 1' } })
  })

  it('adds to the first list when no list is given, creating one when the user has none', async () => {
    const fresh = await t.newUser()
    const r = await rest(fresh, '/add', { entity_id: ids.venue[1], entity_type: 'venue' })
    expect(r.status).toBe(200)
    expect(r.body.favorite[0].name).toMatch(/^My Favorites from /)
    const second = await rest(fresh, '/add', { entity_id: ids.service[0], entity_type: 'service' })
    expect(second.body.favorite[0].list_id).toBe(r.body.favorite[0].list_id)
    const lists = (await rest(fresh, '/lists')).body
    expect(lists).toHaveLength(1)
    expect(lists[0].favorites.map((f: any) => f.entity.name)).toEqual(['Venue 2', 'Service 1'])
  })

  it('moves and duplicates between lists with the spec messages', async () => {
    const a = (await rest(u, '/lists/add', { name: 'A' })).body
    const b = (await rest(u, '/lists/add', { name: 'B' })).body
    const fav = (await rest(u, '/add', { list_id: a.id, entity_id: ids.venue[0], entity_type: 'venue' })).body
      .favorite[0]
    const moved = await rest(u, '/move', { favorite_id: fav.id, target_list_id: b.id })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ success: true, favorite: [{ id: fav.id, list_id: b.id, name: 'B' }] })
    const lists = (await rest(u, '/lists')).body
    expect(lists.find((l: any) => l.id === a.id).favorites).toEqual([])
    expect(lists.find((l: any) => l.id === b.id).favorites.map((f: any) => f.id)).toEqual([fav.id])

    expectError(
      await rest(u, '/move', { favorite_id: fav.id, target_list_id: b.id }),
      409,
      'This item already exists in the target list',
    )
    const dup = await rest(u, '/duplicate', { favorite_id: fav.id, target_list_id: a.id })
    expect(dup.status).toBe(200)
    expect(dup.body).toMatchObject({ success: true, favorite: [{ list_id: a.id, name: 'A', entity_id: ids.venue[0] }] })
    expect(dup.body.favorite[0].id).not.toBe(fav.id)
    expectError(
      await rest(u, '/duplicate', { favorite_id: fav.id, target_list_id: a.id }),
      409,
      'This item already exists in the target list',
    )
    expectError(
      await rest(u, '/move', { favorite_id: fav.id, target_list_id: a.id }),
      409,
      'This item already exists in the target list',
    )
    expectError(await rest(u, '/move', { favorite_id: 999999, target_list_id: a.id }), 404, 'Favorite not found')
    expectError(await rest(u, '/duplicate', { favorite_id: 999999, target_list_id: a.id }), 404, 'Favorite not found')
    expectError(await rest(u, '/move', { favorite_id: fav.id, target_list_id: 999999 }), 404, 'List not found')
    expect((await rest(u, '/move', { favorite_id: fav.id })).status).toBe(400)

    // deleting a non-empty list is refused; emptying it then deleting works
    expectError(await rest(u, '/lists/remove', { list_id: a.id }), 409, 'Cannot remove list that contains favorites')
    expectError(await rest(u, '/lists/remove', { list_id: 999999 }), 404, 'List not found')
    const removed = await rest(u, '/remove', { list_id: a.id, entity_id: ids.venue[0], entity_type: 'venue' })
    expect(removed.body).toEqual({ success: true, removed: 1 })
    expect((await rest(u, '/lists/remove', { list_id: a.id })).body).toEqual({ success: true })
    expect((await rest(u, '/lists')).body.some((l: any) => l.id === a.id)).toBe(false)
  })

  it('removes an item from one list or from all lists', async () => {
    const lists = (await rest(u, '/lists')).body
    const [l1, l2] = lists
    await rest(u, '/add', { list_id: l1.id, entity_id: ids.service[2], entity_type: 'service' })
    await rest(u, '/add', { list_id: l2.id, entity_id: ids.service[2], entity_type: 'service' })
    expectError(
      await rest(u, '/remove', { list_id: 999999, entity_id: ids.service[2], entity_type: 'service' }),
      404,
      'List not found',
    )
    const all = await rest(u, '/remove', { entity_id: ids.service[2], entity_type: 'service' })
    expect(all.body).toEqual({ success: true, removed: 2 })
    expectError(
      await rest(u, '/remove', { entity_id: ids.service[2], entity_type: 'service' }),
      404,
      'Favorite not found',
    )
  })

  it('forgets favourites of a deleted directory entry', async () => {
    const extra = await t.deps.db
      .insertInto('artists')
      .values({ name: 'Gone', city: 'X', country: 'DE', lat: 0, lng: 0, act_type: 'dj' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await rest(u, '/add', { entity_id: extra.id, entity_type: 'artist' })
    await t.deps.db.deleteFrom('artists').where('id', '=', extra.id).execute()
    expect((await rest(u, '')).body.some((f: any) => f.entity_id === extra.id && f.entity_type === 'artist')).toBe(
      false,
    )
  })

  it('answers malformed JSON with 400', async () => {
    const res = await t.api('/api/favorites/add', {
      method: 'POST',
      token: u.token,
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).statusCode).toBe(400)
  })
})

describe('authorisation', () => {
  it('answers anonymous calls with 401 on every route and both doors', async () => {
    for (const path of ['/lists', '']) expectError(await rest(null, path), 401, 'Authentication required')
    for (const path of ['/lists/add', '/lists/update', '/lists/remove', '/add', '/remove', '/move', '/duplicate']) {
      expect((await rest(null, path, {})).status).toBe(401)
    }
    expect((await trpc(null, 'lists', undefined, 'query')).status).toBe(401)
    expect((await trpc(null, 'add', { entity_id: ids.artist[0], entity_type: 'artist' })).status).toBe(401)
  })

  it("treats another user's lists and favourites as not found and never shows them", async () => {
    const owner = await t.newUser()
    const other = await t.newUser()
    const list = (await rest(owner, '/lists/add', { name: 'Private' })).body
    const fav = (await rest(owner, '/add', { list_id: list.id, entity_id: ids.artist[1], entity_type: 'artist' })).body
      .favorite[0]
    const mine = (await rest(other, '/lists/add', { name: 'Mine' })).body

    expect((await rest(other, '/lists')).body.map((l: any) => l.name)).toEqual(['Mine'])
    expect((await rest(other, '')).body).toEqual([])
    expectError(await rest(other, '/lists/update', { list_id: list.id, name: 'Hacked' }), 404, 'List not found')
    expectError(await rest(other, '/lists/remove', { list_id: list.id }), 404, 'List not found')
    expectError(
      await rest(other, '/add', { list_id: list.id, entity_id: ids.artist[2], entity_type: 'artist' }),
      404,
      'List not found',
    )
    expectError(
      await rest(other, '/remove', { list_id: list.id, entity_id: ids.artist[1], entity_type: 'artist' }),
      404,
      'List not found',
    )
    expectError(
      await rest(other, '/remove', { entity_id: ids.artist[1], entity_type: 'artist' }),
      404,
      'Favorite not found',
    )
    expectError(await rest(other, '/move', { favorite_id: fav.id, target_list_id: mine.id }), 404, 'Favorite not found')
    expectError(
      await rest(other, '/duplicate', { favorite_id: fav.id, target_list_id: mine.id }),
      404,
      'Favorite not found',
    )
    const ownerSecond = (await rest(owner, '/lists/add', { name: 'Second' })).body
    expectError(
      await rest(other, '/move', { favorite_id: fav.id, target_list_id: ownerSecond.id }),
      404,
      'Favorite not found',
    )
    expectError(await rest(owner, '/move', { favorite_id: fav.id, target_list_id: mine.id }), 404, 'List not found')
    expectError(
      await rest(owner, '/duplicate', { favorite_id: fav.id, target_list_id: mine.id }),
      404,
      'List not found',
    )

    const after = (await rest(owner, '/lists')).body
    expect(after.map((l: any) => [l.name, l.favorites.length])).toEqual([
      ['Private', 1],
      ['Second', 0],
    ])
  })

  it('refuses a forged token', async () => {
    const res = await t.api('/api/favorites/lists', { token: 'a.b.c' })
    expect(res.status).toBe(401)
  })
})

describe('favourites over tRPC', () => {
  it('runs the same rules with the same messages and i18n keys', async () => {
    const u = await t.newUser()
    expect((await trpc(u, 'lists', undefined, 'query')).data).toEqual([])
    const empty = await trpc(u, 'addList', { name: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.error?.message).toBe('List name cannot be empty')
    expect(empty.error?.data.i18nKey).toBe('favorites.errors.listNameEmpty')
    const def = await trpc(u, 'addList', {})
    expect(def.data.name).toMatch(/^My Favorites from /)
    const a = (await trpc(u, 'addList', { name: 'A' })).data
    const b = (await trpc(u, 'addList', { name: 'B' })).data
    const renamed = await trpc(u, 'updateList', { list_id: b.id, name: 'Bee' })
    expect(renamed.data).toMatchObject({ success: true, list: { name: 'Bee' } })
    expect((await trpc(u, 'updateList', { list_id: 999999, name: 'x' })).error?.message).toBe('List not found')

    const added = await trpc(u, 'add', { entity_id: ids.venue[2], entity_type: 'venue' })
    expect(added.data.favorite[0]).toMatchObject({
      list_id: def.data.id,
      name: def.data.name,
      entity: { name: 'Venue 3' },
    })
    const dupAdd = await trpc(u, 'add', { list_id: def.data.id, entity_id: ids.venue[2], entity_type: 'venue' })
    expect(dupAdd.status).toBe(409)
    expect(dupAdd.error?.message).toBe('This item already exists in the target list')
    expect((await trpc(u, 'add', { entity_id: 999999, entity_type: 'venue' })).error?.message).toBe('Item not found')

    const favId = added.data.favorite[0].id
    const moved = await trpc(u, 'move', { favorite_id: favId, target_list_id: a.id })
    expect(moved.data).toMatchObject({ success: true, favorite: [{ id: favId, list_id: a.id, name: 'A' }] })
    const again = await trpc(u, 'move', { favorite_id: favId, target_list_id: a.id })
    expect(again.status).toBe(409)
    expect(again.error?.data.i18nKey).toBe('favorites.errors.alreadyInList')
    expect((await trpc(u, 'move', { favorite_id: 999999, target_list_id: a.id })).error?.message).toBe(
      'Favorite not found',
    )
    const dup = await trpc(u, 'duplicate', { favorite_id: favId, target_list_id: b.id })
    expect(dup.data.favorite[0]).toMatchObject({ list_id: b.id, name: 'Bee' })
    expect((await trpc(u, 'duplicate', { favorite_id: favId, target_list_id: b.id })).error?.message).toBe(
      'This item already exists in the target list',
    )
    const all = (await trpc(u, 'all', undefined, 'query')).data
    expect(all.map((f: any) => f.name).sort()).toEqual(['A', 'Bee'])

    const refused = await trpc(u, 'removeList', { list_id: a.id })
    expect(refused.status).toBe(409)
    expect(refused.error?.message).toBe('Cannot remove list that contains favorites')
    expect((await trpc(u, 'removeList', { list_id: 999999 })).error?.message).toBe('List not found')
    expect((await trpc(u, 'remove', { list_id: a.id, entity_id: ids.venue[2], entity_type: 'venue' })).data).toEqual({
      success: true,
      removed: 1,
    })
    expect((await trpc(u, 'remove', { entity_id: ids.venue[2], entity_type: 'venue' })).data.removed).toBe(1)
    expect((await trpc(u, 'remove', { entity_id: ids.venue[2], entity_type: 'venue' })).error?.message).toBe(
      'Favorite not found',
    )
    expect((await trpc(u, 'removeList', { list_id: a.id })).data).toEqual({ success: true })
    expect((await trpc(u, 'add', { entity_id: 'x', entity_type: 'venue' })).status).toBe(400)
  })
})

describe('concurrency', () => {
  it('50 parallel adds, moves, duplicates and removes on one item end consistent, without duplicates or 500s', async () => {
    const u = await t.newUser()
    const a = (await rest(u, '/lists/add', { name: 'A' })).body
    const b = (await rest(u, '/lists/add', { name: 'B' })).body
    const item = { entity_id: ids.artist[2], entity_type: 'artist' }
    const fav = (await rest(u, '/add', { list_id: a.id, ...item })).body.favorite[0]
    const ops: Promise<{ status: number }>[] = []
    for (let i = 0; i < 50; i++) {
      const target = i % 2 ? b.id : a.id
      switch (i % 5) {
        case 0:
          ops.push(rest(u, '/add', { list_id: target, ...item }))
          break
        case 1:
          ops.push(rest(u, '/move', { favorite_id: fav.id, target_list_id: target }))
          break
        case 2:
          ops.push(rest(u, '/duplicate', { favorite_id: fav.id, target_list_id: target }))
          break
        case 3:
          ops.push(rest(u, '/remove', { list_id: target, ...item }))
          break
        default:
          ops.push(rest(u, '/add', { ...item }))
      }
    }
    const results = await Promise.all(ops)
    for (const r of results) expect([200, 404, 409]).toContain(r.status)
    const lists = (await rest(u, '/lists')).body
    for (const l of lists) {
      const same = l.favorites.filter((f: any) => f.entity_id === item.entity_id && f.entity_type === 'artist')
      expect(same.length).toBeLessThanOrEqual(1)
    }
    const rows = await t.deps.db.selectFrom('favorites').selectAll().where('user_id', '=', u.id).execute()
    expect(new Set(rows.map((r) => r.list_id)).size).toBe(rows.length)
  })

  it('parallel moves of one favourite leave it in exactly one list', async () => {
    const u = await t.newUser()
    const lists: { id: number }[] = []
    for (const name of ['A', 'B', 'C']) lists.push((await rest(u, '/lists/add', { name })).body)
    const fav = (await rest(u, '/add', { list_id: lists[0]!.id, entity_id: ids.venue[0], entity_type: 'venue' })).body
      .favorite[0]
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => rest(u, '/move', { favorite_id: fav.id, target_list_id: lists[i % 3]!.id })),
    )
    for (const r of results) expect([200, 409]).toContain(r.status)
    const all = (await rest(u, '')).body
    expect(all).toHaveLength(1)
    expect(all[0].id).toBe(fav.id)
  })

  it('parallel first adds of a new user create a single default list', async () => {
    const u = await t.newUser()
    const results = await Promise.all(
      ids.artist
        .concat(ids.venue)
        .map((id, i) => rest(u, '/add', { entity_id: id, entity_type: i < 3 ? 'artist' : 'venue' })),
    )
    for (const r of results) expect(r.status).toBe(200)
    const lists = (await rest(u, '/lists')).body
    expect(lists).toHaveLength(1)
    expect(lists[0].favorites).toHaveLength(6)
  })

  it('a list deleted while items are added never ends with orphans or a 500', async () => {
    const u = await t.newUser()
    const l = (await rest(u, '/lists/add', { name: 'Racy' })).body
    const results = await Promise.all([
      rest(u, '/lists/remove', { list_id: l.id }),
      ...ids.service.map((id) => rest(u, '/add', { list_id: l.id, entity_id: id, entity_type: 'service' })),
    ])
    for (const r of results) expect([200, 404, 409]).toContain(r.status)
    const rows = await t.deps.db.selectFrom('favorites').selectAll().where('user_id', '=', u.id).execute()
    const lists = await t.deps.db.selectFrom('favorite_lists').selectAll().where('user_id', '=', u.id).execute()
    for (const r of rows) expect(lists.map((x) => x.id)).toContain(r.list_id)
  })
})

describe('API documentation', () => {
  it('lists every favourites route of the REST mirror in the OpenAPI document', async () => {
    const res = await t.api('/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = await res.json()
    for (const p of [
      '/api/favorites/lists',
      '/api/favorites',
      '/api/favorites/lists/add',
      '/api/favorites/lists/update',
      '/api/favorites/lists/remove',
      '/api/favorites/add',
      '/api/favorites/remove',
      '/api/favorites/move',
      '/api/favorites/duplicate',
    ]) {
      const key = Object.keys(doc.paths).find((k) => k === p || k === p.replace(/^\/api/, ''))
      expect(key, p).toBeDefined()
    }
  })
})

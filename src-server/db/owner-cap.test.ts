import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAVORITE_LISTS_MAX, FAVORITES_MAX } from '../../src/favorites/constants.ts'
import { LIMITS } from '../../src/stages/protocol.ts'
import { MAX_RIDERS_PER_USER } from '../riders/service.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'

const PARALLEL = 200

function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {}
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1
  return out
}

describe('per-account caps under parallel creates', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ setup: false })
  })
  afterAll(() => t.stop())

  it(`${PARALLEL} parallel stage creates leave exactly ${LIMITS.stagesPerOwner} stages; another account is not held up`, async () => {
    const owner = await t.newUser()
    const other = await t.newUser()
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t
          .api('/api/stages', { method: 'POST', token: owner.token, json: { name: `Stage ${i}` } })
          .then((r) => r.status),
      ),
    )
    expect(tally(statuses)).toEqual({ 201: LIMITS.stagesPerOwner, 409: PARALLEL - LIMITS.stagesPerOwner })
    const mine = await (await t.api('/api/stages', { token: owner.token })).json()
    expect(mine).toHaveLength(LIMITS.stagesPerOwner)
    const refused = await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'One more' } })
    expect(await refused.json()).toMatchObject({ statusCode: 409, i18nKey: 'stages.errors.tooMany' })
    expect((await t.api('/api/stages', { method: 'POST', token: other.token, json: { name: 'Mine' } })).status).toBe(
      201,
    )
  })

  it(`${PARALLEL} parallel rider creates and duplicates stop at ${MAX_RIDERS_PER_USER}`, async () => {
    const owner = await t.newUser()
    const start = MAX_RIDERS_PER_USER - 15
    await sql`
      insert into riders (owner_id, name, doc)
      select ${owner.id}::uuid, 'Rider ' || g, '{}'::jsonb from generate_series(1, ${start - 1}) g
    `.execute(t.deps.db)
    const source = await t.api('/api/riders', { method: 'POST', token: owner.token, json: { name: 'Source' } })
    expect(source.status).toBe(201)
    const { id } = await source.json()
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        (i % 2
          ? t.api(`/api/riders/${id}/duplicate`, { method: 'POST', token: owner.token, json: {} })
          : t.api('/api/riders', { method: 'POST', token: owner.token, json: { name: `Act ${i}` } })
        ).then((r) => r.status),
      ),
    )
    expect(tally(statuses)).toEqual({ 201: 15, 409: PARALLEL - 15 })
    const { rows } = await sql<{
      n: number
    }>`select count(*)::int as n from riders where owner_id = ${owner.id}`.execute(t.deps.db)
    expect(rows[0]!.n).toBe(MAX_RIDERS_PER_USER)
  })

  const count = async (table: string, userId: string) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where user_id = ${userId}
    `.execute(t.deps.db)
    return rows[0]!.n
  }

  it(`${PARALLEL} parallel favourite list creates stop at ${FAVORITE_LISTS_MAX} lists`, async () => {
    const u = await t.newUser()
    await sql`
      insert into favorite_lists (user_id, name)
      select ${u.id}::uuid, 'List ' || g from generate_series(1, ${FAVORITE_LISTS_MAX - 10}) g
    `.execute(t.deps.db)
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.api('/api/favorites/lists/add', { method: 'POST', token: u.token, json: { name: `New ${i}` } }),
      ),
    )
    expect(tally(responses.map((r) => r.status))).toEqual({ 200: 10, 409: PARALLEL - 10 })
    const refused = responses.find((r) => r.status === 409)!
    expect(await refused.json()).toMatchObject({ i18nKey: 'favorites.errors.tooManyLists' })
    expect(await count('favorite_lists', u.id)).toBe(FAVORITE_LISTS_MAX)
  })

  it(`${PARALLEL} parallel favourite adds stop at ${FAVORITES_MAX} favourites`, async () => {
    const u = await t.newUser()
    const artists = await t.deps.db
      .insertInto('artists')
      .values(
        Array.from({ length: PARALLEL }, (_, i) => ({
          name: `Cap artist ${i}`,
          act_type: 'band',
          photos: [],
          description: '',
          city: 'Berlin',
          country: 'DE',
          lat: 52.5,
          lng: 13.4,
        })),
      )
      .returning('id')
      .execute()
    const list = await (
      await t.api('/api/favorites/lists/add', { method: 'POST', token: u.token, json: { name: 'Everything' } })
    ).json()
    await sql`
      insert into favorites (user_id, list_id, entity_type, entity_id)
      select ${u.id}::uuid, ${list.id}, 'artist', 1000000 + g from generate_series(1, ${FAVORITES_MAX - 10}) g
    `.execute(t.deps.db)
    const statuses = await Promise.all(
      artists.map((a) =>
        t
          .api('/api/favorites/add', {
            method: 'POST',
            token: u.token,
            json: { list_id: list.id, entity_type: 'artist', entity_id: a.id },
          })
          .then((r) => r.status),
      ),
    )
    expect(tally(statuses)).toEqual({ 200: 10, 409: PARALLEL - 10 })
    expect(await count('favorites', u.id)).toBe(FAVORITES_MAX)
  })
})

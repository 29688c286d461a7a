import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, type TestUser, usingPostgres } from '../test/harness.ts'

/**
 * The process outlives its database connections: Postgres ends the app's backends (a restart, a failover, an
 * operator's pg_terminate_backend) again and again while favourites are written. The server keeps answering,
 * and every write it confirmed is in the database. PGlite runs inside the process and has no backends to end.
 */

const ROUNDS = 50
const USERS = 3

let t: TestApp
let artistId: number
let admin: pg.Client

beforeAll(async () => {
  if (!usingPostgres) return
  t = await startTestApp({ setup: false })
  const artist = await t.deps.db
    .insertInto('artists')
    .values({
      name: 'Outage band',
      act_type: 'band',
      description: '',
      city: 'Berlin',
      country: 'DE',
      lat: 52.5,
      lng: 13.4,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  artistId = artist.id
  admin = new pg.Client({ connectionString: t.deps.config.DATABASE_URL })
  await admin.connect()
})
afterAll(async () => {
  await admin?.end()
  await t?.stop()
})

/** Ends every backend of the app's database but this one's. Resolves with how many it ended. */
async function terminateAppBackends(): Promise<number> {
  const { rows } = await admin.query(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  )
  return rows.filter((r) => r.ended).length
}

async function post(user: TestUser, path: string, json: unknown): Promise<{ status: number; body: any }> {
  try {
    const res = await t.api(`/api/favorites${path}`, { method: 'POST', token: user.token, json })
    return { status: res.status, body: await res.json().catch(() => null) }
  } catch {
    return { status: 0, body: null } // the connection to the server broke: counts as not confirmed
  }
}

/** One user's write: a new list, then the artist into it. Returns what the server confirmed. */
async function writeOnce(user: TestUser, name: string): Promise<{ list?: number; favorite?: number }> {
  const list = await post(user, '/lists/add', { name })
  if (list.status !== 200) return {}
  const fav = await post(user, '/add', { list_id: list.body.id, entity_type: 'artist', entity_id: artistId })
  return { list: list.body.id, favorite: fav.status === 200 ? fav.body.favorite[0].id : undefined }
}

async function waitUntilReady(): Promise<void> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const res = await fetch(`${t.url}/readyz`).catch(() => null)
    if (res?.status === 200) return
    if (Date.now() > deadline) throw new Error(`/readyz still ${res?.status ?? 'unreachable'}`)
    await new Promise((r) => setImmediate(r))
  }
}

describe.skipIf(!usingPostgres)('the database ends the connections under load (Postgres)', () => {
  it(`keeps serving through ${ROUNDS} terminations, and every confirmed write is stored`, async () => {
    const users = await Promise.all(Array.from({ length: USERS }, () => t.newUser()))
    const confirmedLists: number[] = []
    const confirmedFavorites: number[] = []
    let ended = 0
    let failed = 0
    for (let round = 0; round < ROUNDS; round++) {
      const writes = users.map((u, i) => writeOnce(u, `Round ${round} user ${i}`))
      ended += await terminateAppBackends()
      for (const w of await Promise.all(writes)) {
        if (w.list) confirmedLists.push(w.list)
        else failed++
        if (w.favorite) confirmedFavorites.push(w.favorite)
      }
    }
    // The terminations did hit the app (otherwise this test shows nothing).
    expect(ended).toBeGreaterThanOrEqual(ROUNDS)

    await waitUntilReady()
    const after = await writeOnce(users[0]!, 'After the storm')
    expect(after.list).toBeDefined()
    expect(after.favorite).toBeDefined()

    const lists = await t.deps.db.selectFrom('favorite_lists').select('id').execute()
    const favorites = await t.deps.db.selectFrom('favorites').select('id').execute()
    const storedLists = new Set(lists.map((r) => r.id))
    const storedFavorites = new Set(favorites.map((r) => r.id))
    expect(confirmedLists.filter((id) => !storedLists.has(id))).toEqual([])
    expect(confirmedFavorites.filter((id) => !storedFavorites.has(id))).toEqual([])
    // Most writes went through: the pool replaces the lost connections instead of failing from then on.
    expect(confirmedLists.length).toBeGreaterThan(ROUNDS * USERS * 0.5)
    expect(failed + confirmedLists.length).toBe(ROUNDS * USERS)
  }, 120_000)
})

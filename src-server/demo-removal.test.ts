import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTITY_TYPES, KIND_PATH } from '../src/directory/kinds.ts'
import { lastTwoSegments } from '../src/photos/schemas.ts'
import { authCall } from './auth/auth-test-kit.ts'
import { seedDemoAccounts } from './auth/index.ts'
import type { Database } from './db/schema.ts'
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_BOOKERS, DEMO_OWNER } from './demo-accounts.ts'
import { describeRemoval, removeDemoContent, removeDemoFromTerminal } from './demo-removal.ts'
import { isDemoListing } from './directory/demo-marker.ts'
import { seedDirectory } from './directory/seed.ts'
import { demoPhotoFiles } from './directory/seed-photo-converter.ts'
import { demoPhotoState } from './directory/seed-photos.ts'
import { BUCKET_OF, storePhotos } from './photos/service.ts'
import { createDatabase, startTestApp, type TestApp, type TestUser, usingPostgres } from './test/harness.ts'

/**
 * `npm run seed -- --remove` on a site that has the demo content and real users: every demo listing, photo,
 * enquiry, review, demo booker and demo account goes; the real users, their listing, photos, favourites, riders
 * and enquiries stay.
 */
let t: TestApp
let real: TestUser
let realOwner: TestUser
let realVenue: number
let realPhotos: string[]
let demoVenue: number
let demoPhotoKeys: string[]

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

async function demoListings(db: Kysely<Database>): Promise<number> {
  let n = 0
  for (const kind of ENTITY_TYPES) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(KIND_PATH[kind])}
      where ${isDemoListing(kind)}`.execute(db)
    n += Number(rows[0]!.n)
  }
  return n
}

async function count(query: ReturnType<typeof sql<{ n: string }>>): Promise<number> {
  const { rows } = await query.execute(t.deps.db)
  return Number(rows[0]!.n)
}

const bookerIds = DEMO_BOOKERS.map((b) => b.id)

async function api(method: string, path: string, json?: unknown) {
  const res = await t.api(`/api${path}`, { method, token: real.token, json })
  const body = res.status === 204 ? null : await res.json()
  return { status: res.status, body }
}

beforeAll(async () => {
  // Four of each kind: every demo photo is a sharp encode, the costliest part of the seed.
  t = await startTestApp({ env: { SEED_DEMO: 'true', SEED_COUNT: '4' } })
  await demoPhotoState(t.deps)!.done
  real = await t.newUser()
  realOwner = await t.newUser()
  // A real listing (an operator's import), owned by a real user, with photos through the pipeline.
  realVenue = (
    await t.deps.db
      .insertInto('venues')
      .values({
        name: 'Saal am Ufer',
        venue_type: 'club',
        city: 'Berlin',
        country: 'DE',
        lat: 52.5,
        lng: 13.4,
        owner_id: realOwner.id,
        contacts: JSON.stringify({ email: 'booking@saal-am-ufer.de', website: 'https://saal-am-ufer.de' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  realPhotos = (await storePhotos(t.deps, 'venue', realVenue, demoPhotoFiles('venue', realVenue, 'club').slice(0, 2)))
    .photos
  const demo = await t.deps.db
    .selectFrom('venues')
    .select(['id', 'photos'])
    .where('owner_id', 'is', null)
    .where('contacts', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  demoVenue = demo.id
  demoPhotoKeys = demo.photos.map(lastTwoSegments)
  // The real user's own things: favourites of both listings, a rider, an enquiry to each listing.
  expect((await api('POST', '/favorites/add', { entity_type: 'venue', entity_id: realVenue })).status).toBe(200)
  expect((await api('POST', '/favorites/add', { entity_type: 'venue', entity_id: demoVenue })).status).toBe(200)
  expect((await api('POST', '/riders', { name: 'Tour 2026' })).status).toBe(201)
  for (const id of [realVenue, demoVenue]) {
    const enquiry = await api('POST', '/enquiries', {
      entity_type: 'venue',
      entity_id: id,
      event_date: inDays(30),
      event_type: 'Birthday party',
      message: 'Are you free that night?',
    })
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201)
  }
}, 300_000)
afterAll(async () => {
  await t?.stop()
})

describe('removing the demo content', () => {
  it('the site has it before: listings with photos, reviews by demo bookers, the demo accounts', async () => {
    expect(await demoListings(t.deps.db)).toBe(12)
    expect(demoPhotoKeys.length).toBeGreaterThanOrEqual(3)
    expect(await t.deps.storage.download(BUCKET_OF.venue, demoPhotoKeys[0]!)).not.toBeNull()
    expect(
      await count(sql`select count(*) as n from reviews where booker_id = any(${bookerIds}::uuid[])`),
    ).toBeGreaterThan(0)
    expect(
      await count(sql`select count(*) as n from auth_users where id in (${DEMO_ADMIN.id}, ${DEMO_OWNER.id})`),
    ).toBe(2)
  })

  it('takes off every demo row, photo and account, and nothing of the real user', async () => {
    const result = await removeDemoContent({ db: t.deps.db, storage: t.deps.storage })
    expect(result.listings).toEqual({ artist: 4, venue: 4, service: 4 })
    expect(result.photos).toBeGreaterThan(12 * 3 - 1)
    expect(result.reviews).toBeGreaterThan(0)
    // The demo bookers' enquiries, and the real user's enquiry to a demo listing (it goes with the listing).
    expect(result.enquiries).toBe(result.reviews + 1)
    expect(result.bookers).toBe(DEMO_BOOKERS.length)
    expect(result.accounts.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort())
    expect(describeRemoval(result)[0]).toBe(
      `Removed 4 artists, 4 venues and 4 services of the demo directory, with ${result.photos} photos.`,
    )

    expect(await demoListings(t.deps.db)).toBe(0)
    for (const key of demoPhotoKeys) expect(await t.deps.storage.download(BUCKET_OF.venue, key)).toBeNull()
    expect(await count(sql`select count(*) as n from storage_objects where bucket_id <> 'avatars'`)).toBe(
      realPhotos.length,
    )
    expect(await count(sql`select count(*) as n from reviews`)).toBe(0)
    expect(await count(sql`select count(*) as n from enquiries where booker_id = any(${bookerIds}::uuid[])`)).toBe(0)
    expect(await count(sql`select count(*) as n from profiles where id = any(${bookerIds}::uuid[])`)).toBe(0)
    expect(
      await count(sql`select count(*) as n from auth_users where id in (${DEMO_ADMIN.id}, ${DEMO_OWNER.id})`),
    ).toBe(0)
    expect(await count(sql`select count(*) as n from user_roles where user_id = ${DEMO_ADMIN.id}`)).toBe(0)
    const signIn = await authCall(t, 'POST', '/token?grant_type=password', {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    })
    expect(signIn.status).toBe(400)

    // The real user's listing, photos, favourite, rider and enquiry are all there, through the API.
    const search = await (await t.api('/api/venues/search?q=Saal')).json()
    expect(search.items.map((i: { name: string }) => i.name)).toEqual(['Saal am Ufer'])
    expect((await (await t.api('/api/venues/search?city=Berlin')).json()).items).toHaveLength(1)
    for (const url of realPhotos) expect((await fetch(new URL(url, t.url))).status).toBe(200)
    const favorites = await api('GET', '/favorites')
    expect(favorites.body.map((f: { entity_id: number }) => f.entity_id)).toEqual([realVenue])
    expect((await api('GET', '/riders')).body).toHaveLength(1)
    const mine = await api('GET', '/enquiries/mine')
    expect(mine.status).toBe(200)
    expect(mine.body.items.map((e: { entity_id: number }) => e.entity_id)).toEqual([realVenue])
  })

  it('a second run finds nothing; a demo seed asked for again works (the accounts’ tombstones are lifted)', async () => {
    const lines: string[] = []
    const again = await removeDemoFromTerminal({ db: t.deps.db, config: t.deps.config, print: (l) => lines.push(l) })
    expect(lines).toEqual([
      'Removed 0 artists, 0 venues and 0 services of the demo directory, with 0 photos.',
      'Removed 0 demo enquiries (0 reviews) and 0 demo bookers.',
      'No demo accounts to remove.',
      'This configuration seeds the demo again at the next start: set SEED_DEMO=false.',
    ])
    expect(again).toEqual({
      listings: { artist: 0, venue: 0, service: 0 },
      photos: 0,
      enquiries: 0,
      reviews: 0,
      bookers: 0,
      accounts: [],
    })
    await seedDirectory(t.deps.db, 4)
    expect(await seedDemoAccounts(t.deps)).toHaveLength(2)
    const owned = await t.deps.db.selectFrom('venues').select('id').where('owner_id', '=', DEMO_OWNER.id).execute()
    expect(owned).toHaveLength(3)
    expect(await demoListings(t.deps.db)).toBe(12)
    // The real user's listing is still theirs.
    const mineToo = await t.deps.db
      .selectFrom('venues')
      .select('owner_id')
      .where('id', '=', realVenue)
      .executeTakeFirst()
    expect(mineToo?.owner_id).toBe(realOwner.id)
  })
})

describe('npm run seed -- --remove', () => {
  it('seeds from the terminal, then removes it all and says what it removed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-seed-'))
    const database = usingPostgres ? await createDatabase(process.env.DATABASE_URL!) : null
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', LOG_LEVEL: 'silent' }
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['src-server/cli/seed.ts', ...args], { env, encoding: 'utf8', timeout: 170_000 })
    try {
      const seeded = run('--count', '5')
      expect(seeded.status, seeded.stderr).toBe(0)
      const removed = run('--remove')
      expect(removed.status, removed.stderr).toBe(0)
      expect(removed.stdout.split('\n')[0]).toBe(
        'Removed 5 artists, 5 venues and 5 services of the demo directory, with 0 photos.',
      )
      const again = run('--remove')
      expect(again.stdout.split('\n')[0]).toBe(
        'Removed 0 artists, 0 venues and 0 services of the demo directory, with 0 photos.',
      )
    } finally {
      await database?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 400_000)
})

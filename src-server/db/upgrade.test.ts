import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import type { MigrationProvider } from 'kysely/migration'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { App } from '../app.ts'
import { hashPassword } from '../auth/embedded/passwords.ts'
import { loadConfig } from '../config.ts'
import { createDatabase, usingPostgres } from '../test/harness.ts'
import { openDatabase } from './database.ts'
import { readLanded } from './landed.ts'
import { migrateToLatest, migrationProvider } from './migrate.ts'

/**
 * An upgrade from the last release: a database made by its migrations (the landed ones up to PREVIOUS_RELEASE,
 * frozen by their hashes in src-server/db/landed-migrations.json, so this needs no git) and holding what people keep in it, then
 * started by this version, which migrates it to the latest. What was there must still be there, through the API.
 * When a release is cut, move PREVIOUS_RELEASE to its last migration and write the rows below for its schema.
 */
const PREVIOUS_RELEASE = '0039_city_cover_index'

function previousRelease(): MigrationProvider {
  const names = new Set(readLanded().map((m) => m.name))
  const all = migrationProvider()
  return {
    async getMigrations() {
      const migrations = await all.getMigrations()
      return Object.fromEntries(
        Object.entries(migrations).filter(([name]) => names.has(name) && name <= PREVIOUS_RELEASE),
      )
    },
  }
}

const OWNER = '11111111-1111-4111-8111-111111111111'
const BOOKER = '22222222-2222-4222-8222-222222222222'
const PASSWORD = 'upgrade-horse-1'
const RIDER = '33333333-3333-4333-8333-333333333333'
const STAGE = '44444444-4444-4444-8444-444444444444'
const PHOTO = '55555555-5555-4555-8555-555555555555'
// Documents as the previous release wrote them (its emptyDoc() and initialState()), not as this one would.
const RIDER_DOC = {
  members: [{ id: 'm1', name: 'Ana', instruments: [], vocals: 'lead' }],
  inputs: [],
  monitors: [],
  backline: [],
  plot: { width: 8, depth: 6, items: [] },
  power: { circuits: [], note: '' },
  requirements: { pa: true, lighting: true, stageHeight: 0 },
  times: [],
  hospitality: { catering: '', dressingRoom: '', guests: 0, guestNote: '' },
  contacts: [],
  notes: 'Kept across the upgrade',
}
const STAGE_STATE = {
  message: null,
  flashAt: null,
  timer: { mode: 'off', durationMs: 1800000, startedAt: null, elapsedMs: 0, warnAtMs: 300000, urgentAtMs: 60000 },
  setList: [],
  current: -1,
  presets: [{ text: 'Encore', tone: 'normal' }],
}

/** The rows, written as SQL for the previous release's schema (not through today's repositories). */
async function fillPreviousRelease(db: Kysely<any>): Promise<{ venueId: number; artistId: number; enquiryId: number }> {
  const hash = await hashPassword(PASSWORD)
  for (const [id, email] of [
    [OWNER, 'owner@upgrade.test'],
    [BOOKER, 'booker@upgrade.test'],
  ]) {
    await sql`insert into auth_users (id, email, encrypted_password, email_confirmed_at, app_metadata)
      values (${id}, ${email}, ${hash}, now(), ${JSON.stringify({ provider: 'email', providers: ['email'] })}::jsonb)`.execute(
      db,
    )
  }
  await sql`insert into profiles (id, display_name) values (${BOOKER}, 'Bea Booker')`.execute(db)
  const venue = await sql<{ id: number }>`insert into venues
      (name, city, country, lat, lng, venue_type, capacity_standing, owner_id, hire_price, currency)
    values ('Upgrade Hall', 'Berlin', 'DE', 52.52, 13.405, 'club', 400, ${OWNER}, 1200, 'EUR') returning id`.execute(db)
  const artist = await sql<{ id: number }>`insert into artists (name, city, country, lat, lng, act_type, genres)
    values ('The Upgrades', 'Hamburg', 'DE', 53.55, 9.99, 'band', '{rock}') returning id`.execute(db)
  const venueId = venue.rows[0]!.id
  const artistId = artist.rows[0]!.id
  // The previous release kept photos and avatars as absolute URLs of the host they were uploaded on.
  await sql`update venues set photos = ${[`http://old-host:3000/storage/v1/object/public/venues/${venueId}/${PHOTO}.webp`]}
    where id = ${venueId}`.execute(db)
  await sql`update profiles set avatar_url = ${`https://old.example/storage/v1/object/public/avatars/${BOOKER}.webp?v=3`}
    where id = ${BOOKER}`.execute(db)
  const list = await sql<{ id: number }>`insert into favorite_lists (user_id, name)
    values (${BOOKER}, 'Summer tour') returning id`.execute(db)
  await sql`insert into favorites (list_id, user_id, entity_type, entity_id) values
    (${list.rows[0]!.id}, ${BOOKER}, 'venue', ${venueId}), (${list.rows[0]!.id}, ${BOOKER}, 'artist', ${artistId})`.execute(
    db,
  )
  const enquiry = await sql<{ id: number }>`insert into enquiries
      (booker_id, entity_type, entity_id, event_date, event_type, guests, message, status)
    values (${BOOKER}, 'venue', ${venueId}, current_date - 10, 'Release party', 150, 'Is the hall free?', 'booked')
    returning id`.execute(db)
  const enquiryId = enquiry.rows[0]!.id
  await sql`insert into enquiry_messages (enquiry_id, author_id, side, body, status) values
    (${enquiryId}, ${BOOKER}, 'booker', 'Is the hall free?', 'new'),
    (${enquiryId}, ${OWNER}, 'listing', 'It is, booked.', 'booked')`.execute(db)
  await sql`insert into reviews (enquiry_id, booker_id, entity_type, entity_id, communication, professionalism, value, text)
    values (${enquiryId}, ${BOOKER}, 'venue', ${venueId}, 5, 4, 3, 'Great room, kept through the upgrade')`.execute(db)
  await sql`insert into riders (id, owner_id, artist_id, name, doc) values
    (${RIDER}, ${BOOKER}, ${artistId}, 'Club show', ${JSON.stringify(RIDER_DOC)}::jsonb)`.execute(db)
  await sql`insert into stages (id, owner_id, name, code, state) values
    (${STAGE}, ${BOOKER}, 'Main stage', 'UPGR42', ${JSON.stringify(STAGE_STATE)}::jsonb)`.execute(db)
  return { venueId, artistId, enquiryId }
}

let app: App
let base = ''
let ids: Awaited<ReturnType<typeof fillPreviousRelease>>
let dataDir = ''
let drop = async () => {}
const logLines: { migration?: string; ms?: number }[] = []

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-upgrade-'))
  const database = usingPostgres ? await createDatabase(process.env.DATABASE_URL!) : null
  if (database) drop = database.drop
  const old = await openDatabase({ databaseUrl: database?.url, pgliteDir: path.join(dataDir, 'pglite') })
  try {
    const made = await migrateToLatest(old.db, { provider: previousRelease() })
    expect(made.results?.at(-1)?.migrationName).toBe(PREVIOUS_RELEASE)
    ids = await fillPreviousRelease(old.db)
  } finally {
    await old.close()
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: 'false',
    ...(database ? { DATABASE_URL: database.url } : {}),
  })
  const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) })
  app = await App.create(config, { inMemoryDatabase: false, log })
  base = await app.start()
})

afterAll(async () => {
  await app?.stop()
  await drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: app.deps.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

async function get(p: string, token?: string): Promise<any> {
  const res = await fetch(`${base}${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(res.status, `${p}: ${res.status}`).toBe(200)
  return res.json()
}

it('migrates the previous release to the latest, one log line per migration it ran', async () => {
  const names = (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(app.deps.db)
  ).rows.map((r) => r.name)
  const files = fs.readdirSync('migrations').filter((f) => /^\d{4}_.*\.ts$/.test(f))
  const latest = files.map((f) => f.replace(/\.ts$/, '')).sort()
  expect(names).toEqual(latest)
  const logged = logLines.filter((l) => l.migration).map((l) => l.migration)
  expect(logged).toEqual(latest.filter((n) => n > PREVIOUS_RELEASE))
  for (const line of logLines.filter((l) => l.migration)) expect(line.ms).toBeGreaterThanOrEqual(0)
})

it('keeps the users, who sign in with their passwords', async () => {
  const token = await signIn('booker@upgrade.test')
  const profile = await get('/api/user/profile', token)
  expect(profile.data).toMatchObject({ id: BOOKER, display_name: 'Bea Booker' })
  // Its avatar is shown from this server now, not from the host it was uploaded on.
  expect(profile.data.avatar_url).toMatch(new RegExp(`/storage/v1/object/public/avatars/${BOOKER}\\.webp\\?v=3$`))
  expect(profile.data.avatar_url).not.toContain('old.example')
})

it('keeps the listings with their owner, rating and price', async () => {
  const venue = await get(`/api/venues/${ids.venueId}`)
  expect(venue).toMatchObject({ name: 'Upgrade Hall', city: 'Berlin', venue_type: 'club' })
  expect(venue.photos).toHaveLength(1)
  expect(venue.photos[0]).toMatch(new RegExp(`/storage/v1/object/public/venues/${ids.venueId}/${PHOTO}\\.webp$`))
  expect(venue.photos[0]).not.toContain('old-host')
  const search = await get('/api/venues/search?q=upgrade')
  expect(search.items).toMatchObject([{ id: ids.venueId, rating: 4, review_count: 1 }])
  const byPrice = await get('/api/venues/search?city=Berlin&sort=price')
  expect(byPrice.items.map((i: { id: number }) => i.id)).toEqual([ids.venueId])
  const owner = await signIn('owner@upgrade.test')
  const mine = await get('/api/account/listings', owner)
  expect(JSON.stringify(mine)).toContain('Upgrade Hall')
})

it('keeps the favourites, the enquiry with its thread and the review', async () => {
  const token = await signIn('booker@upgrade.test')
  const lists = await get('/api/favorites/lists', token)
  expect(lists).toHaveLength(1)
  expect(lists[0].name).toBe('Summer tour')
  expect(JSON.stringify(lists)).toContain('The Upgrades')
  const thread = await get(`/api/enquiries/${ids.enquiryId}`, token)
  expect(JSON.stringify(thread)).toContain('It is, booked.')
  expect(JSON.stringify(thread)).toContain('"booked"')
  const reviews = await get(`/api/reviews?entity_type=venue&entity_id=${ids.venueId}`)
  expect(JSON.stringify(reviews)).toContain('Great room, kept through the upgrade')
})

it('keeps the rider and the stage', async () => {
  const token = await signIn('booker@upgrade.test')
  const rider = await get(`/api/riders/${RIDER}`, token)
  expect(JSON.stringify(rider)).toContain('Kept across the upgrade')
  expect(JSON.stringify(rider)).toContain('Ana')
  const stage = await get(`/api/stages/${STAGE}`, token)
  expect(stage).toMatchObject({ name: 'Main stage' })
  expect(JSON.stringify(stage)).toContain('Encore')
})

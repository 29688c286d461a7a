import { afterAll, beforeAll, expect, it } from 'vitest'
import { up as rewriteStoragePaths } from '../../migrations/0040_host_independent_storage_paths.ts'
import type { DbHandle } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { databaseMigratedTo } from '../test/harness.ts'

/**
 * Migration 0040 on a database written by older servers: absolute URLs of our own photos and avatars (whatever
 * origin they were uploaded under: an address and port, an old domain, hosted Supabase) become host-independent
 * paths; links to other sites and paths already rewritten stay; running it again changes nothing.
 */

let handle: DbHandle
let close = async () => {}

beforeAll(async () => {
  ;({ handle, close } = await databaseMigratedTo('0039_city_cover_index'))
})
afterAll(() => close())

const U1 = '0b8f6a52-3c1d-4e2f-9a7b-1c2d3e4f5a6b'
const U2 = 'f0e1d2c3-b4a5-4968-8776-655443322110'
const U3 = '11111111-2222-4333-8444-555555555555'

it('rewrites our own absolute URLs into paths, keeps foreign ones, and is idempotent', async () => {
  const db = handle.db
  const base = { city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405 }
  const insert = async (table: 'venues' | 'artists' | 'services', row: Record<string, unknown>) =>
    (
      await db
        .insertInto(table)
        .values({ ...base, ...row } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const venue = await insert('venues', { name: 'Moved Hall', venue_type: 'club' })
  const artist = await insert('artists', { name: 'Moved Band', act_type: 'band' })
  const service = await insert('services', { name: 'Moved Lights', category: 'lighting' })
  const untouched = await insert('venues', { name: 'No Photos', venue_type: 'club' })

  const venuePhotos = [
    `http://203.0.113.7:3000/storage/v1/object/public/venues/${venue}/${U1}.webp`,
    'https://cdn.example.org/pictures/hall.jpg',
    `https://old.example.com/storage/v1/object/public/venues/${venue}/${U2}.webp`,
    // Another entry's key, a key of another bucket: not this row's own photo, left alone.
    `https://old.example.com/storage/v1/object/public/venues/${venue + 1000}/${U3}.webp`,
    `https://old.example.com/storage/v1/object/public/artists/${venue}/${U3}.webp`,
    `/storage/v1/object/public/venues/${venue}/${U3}.webp`,
  ]
  await db.updateTable('venues').set({ photos: venuePhotos }).where('id', '=', venue).execute()
  await db
    .updateTable('artists')
    .set({ photos: [`https://abcd.supabase.co/storage/v1/object/public/artists/${artist}/${U1}.webp`] })
    .where('id', '=', artist)
    .execute()
  await db
    .updateTable('services')
    .set({ photos: [`http://localhost:8080/stagebook/storage/v1/object/public/services/${service}/${U2}.webp`] })
    .where('id', '=', service)
    .execute()
  const stamp = (await db.selectFrom('venues').select('updated_at').where('id', '=', venue).executeTakeFirstOrThrow())
    .updated_at

  const alice = U1
  const bob = U2
  const carol = U3
  await db
    .insertInto('profiles')
    .values([
      { id: alice, avatar_url: `http://192.0.2.1:3000/storage/v1/object/public/avatars/${alice}.webp?v=1712345678901` },
      { id: bob, avatar_url: 'https://gravatar.example/avatar/bob.png' },
      // Someone else's avatar key: not bob's own object, so not ours to rewrite.
      { id: carol, avatar_url: `https://old.example.com/storage/v1/object/public/avatars/${alice}.webp` },
    ])
    .execute()

  await migrateToLatest(db)

  const photosOf = async (table: 'venues' | 'artists' | 'services', id: number) =>
    (await db.selectFrom(table).select('photos').where('id', '=', id).executeTakeFirstOrThrow()).photos
  const expectedVenue = [
    `/storage/v1/object/public/venues/${venue}/${U1}.webp`,
    'https://cdn.example.org/pictures/hall.jpg',
    `/storage/v1/object/public/venues/${venue}/${U2}.webp`,
    venuePhotos[3],
    venuePhotos[4],
    `/storage/v1/object/public/venues/${venue}/${U3}.webp`,
  ]
  expect(await photosOf('venues', venue)).toEqual(expectedVenue)
  expect(await photosOf('artists', artist)).toEqual([`/storage/v1/object/public/artists/${artist}/${U1}.webp`])
  expect(await photosOf('services', service)).toEqual([`/storage/v1/object/public/services/${service}/${U2}.webp`])
  expect(await photosOf('venues', untouched)).toEqual([])
  const after = await db.selectFrom('venues').select('updated_at').where('id', '=', venue).executeTakeFirstOrThrow()
  expect(after.updated_at).toEqual(stamp)

  const avatars = async () =>
    Object.fromEntries(
      (await db.selectFrom('profiles').select(['id', 'avatar_url']).execute()).map((r) => [r.id, r.avatar_url]),
    )
  const expectedAvatars = {
    [alice]: `/storage/v1/object/public/avatars/${alice}.webp?v=1712345678901`,
    [bob]: 'https://gravatar.example/avatar/bob.png',
    [carol]: `https://old.example.com/storage/v1/object/public/avatars/${alice}.webp`,
  }
  expect(await avatars()).toEqual(expectedAvatars)

  // A second run (a restore of an already migrated backup, say) finds nothing to do.
  await rewriteStoragePaths(db)
  expect(await photosOf('venues', venue)).toEqual(expectedVenue)
  expect(await avatars()).toEqual(expectedAvatars)
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form, jpeg } from '../media/test-images.ts'
import { createDatabase, startTestApp, type TestApp, type TestUser, usingPostgres } from '../test/harness.ts'
import { hostedStorage } from './driver.ts'
import { shownObjectUrl, storedObjectPath } from './public-paths.ts'

/**
 * A site moved to another domain, scheme and port keeps every image: photos and avatars uploaded under one
 * PUBLIC_URL are answered, after a restart on the same data under another, with the new origin, which the page's
 * CSP allows, and they load. Rows keep paths, never an origin.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-moved-'))
const OLD = 'http://203.0.113.5:3000'
const NEW = 'https://stagebook.example.com:8443'

let database: { url: string; drop: () => Promise<void> } | null = null
let t: TestApp | null = null
let owner: TestUser
let fan: TestUser
let venueId: number

const start = (publicUrl: string) =>
  startTestApp({
    dataDir,
    ...(database ? { sharedDatabaseUrl: database.url } : {}),
    env: { PUBLIC_URL: publicUrl },
  })

beforeAll(async () => {
  if (usingPostgres) database = await createDatabase(process.env.DATABASE_URL!)
  t = await start(OLD)
  ;[owner, fan] = await Promise.all([t.newUser(), t.newUser()])
  venueId = (
    await t.deps.db
      .insertInto('venues')
      .values({
        name: 'Relocated Ballroom',
        venue_type: 'club',
        city: 'Hamburg',
        country: 'DE',
        lat: 53.55,
        lng: 9.99,
        owner_id: owner.id,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  const photos = await t.api(`/api/venues/owner/photo/${venueId}`, {
    method: 'POST',
    token: owner.token,
    body: form([
      { field: 'photos', name: 'a.jpg', type: 'image/jpeg', data: await jpeg(400, 300) },
      { field: 'photos', name: 'b.jpg', type: 'image/jpeg', data: await jpeg(300, 400) },
    ]),
  })
  expect(photos.status).toBe(200)
  // Answers carry the origin of this start…
  for (const url of (await photos.json()).responses)
    expect(url.startsWith(`${OLD}/storage/v1/object/public/`)).toBe(true)
  const avatar = await t.api('/api/user/avatar/update', {
    method: 'POST',
    token: fan.token,
    body: form([{ field: 'file', name: 'me.jpg', type: 'image/jpeg', data: await jpeg(200, 200) }]),
  })
  expect(avatar.status).toBe(200)
  expect((await avatar.json()).avatarUrl.startsWith(`${OLD}/storage/v1/object/public/avatars/`)).toBe(true)
  const added = await t.api('/api/favorites/add', {
    method: 'POST',
    token: fan.token,
    json: { entity_type: 'venue', entity_id: venueId },
  })
  expect(added.status).toBe(200)
}, 240_000)

afterAll(async () => {
  await t?.stop()
  await database?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** img-src of the CSP a page of the site is served with. */
async function imgSources(app: TestApp, page: string): Promise<string[]> {
  const res = await fetch(`${app.url}${page}`)
  const csp = res.headers.get('content-security-policy') ?? ''
  return (
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'img-src')
      ?.slice(1) ?? []
  )
}

describe('moving the site', () => {
  it('rows keep host-independent paths (…but answers showed the old origin)', async () => {
    const row = await t!.deps.db
      .selectFrom('venues')
      .select('photos')
      .where('id', '=', venueId)
      .executeTakeFirstOrThrow()
    expect(row.photos).toHaveLength(2)
    for (const p of row.photos)
      expect(p).toMatch(new RegExp(`^/storage/v1/object/public/venues/${venueId}/[0-9a-f-]{36}\\.webp$`))
    const profile = await t!.deps.db
      .selectFrom('profiles')
      .select('avatar_url')
      .where('id', '=', fan.id)
      .executeTakeFirstOrThrow()
    expect(profile.avatar_url).toMatch(new RegExp(`^/storage/v1/object/public/avatars/${fan.id}\\.webp\\?v=\\d+$`))
  })

  it('after a restart under another domain, scheme and port every image is answered from there and loads', async () => {
    await t!.stop()
    t = null
    t = await start(NEW)
    const app = t
    const get = async (p: string, token?: string) => {
      const res = await app.api(p, { token })
      expect(res.status, p).toBe(200)
      return res.json()
    }
    const venue = await get(`/api/venues/${venueId}`)
    const search = await get('/api/venues/search?q=Relocated')
    const card = search.items.find((i: { id: number }) => i.id === venueId)
    const favorites = await get('/api/favorites', fan.token)
    const profile = (await get('/api/user/profile', fan.token)).data
    const trpcVenue = (
      await get(`/trpc/directory.get?input=${encodeURIComponent(JSON.stringify({ type: 'venue', id: venueId }))}`)
    ).result.data
    const page = await (await fetch(`${app.url}/venues/${venueId}/details`)).text()
    const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(page)?.[1]

    const shown: string[] = [
      ...venue.photos,
      card.photo,
      favorites[0].entity.photo,
      profile.avatar_url,
      ...trpcVenue.photos,
      ogImage!,
    ]
    expect(shown).toHaveLength(8)
    const allowed = await imgSources(app, `/venues/${venueId}/details`)
    expect(allowed).toContain(NEW)
    for (const url of shown) {
      expect(new URL(url).origin, url).toBe(NEW)
      const res = await fetch(`${app.url}${new URL(url).pathname}`)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
    }
    expect(venue.photos[0]).toBe(card.photo)
    expect(ogImage).toBe(venue.photos[0])

    // The gallery still manages photos by what it was shown: reorder with the shown URLs, delete by the last two segments.
    const reversed = [...venue.photos].reverse()
    const reorder = await app.api('/trpc/photos.reorder', {
      method: 'POST',
      token: owner.token,
      json: { type: 'venue', id: venueId, photos: reversed },
    })
    expect(reorder.status).toBe(200)
    expect((await reorder.json()).result.data.photos).toEqual(reversed)
    const last = new URL(reversed[1]).pathname.split('/').slice(-2).join('/')
    const removed = await app.api(`/api/venues/owner/photo/${venueId}`, {
      method: 'DELETE',
      token: owner.token,
      json: { path: last },
    })
    expect(removed.status).toBe(200)
    expect((await removed.json()).photos).toEqual([reversed[0]])
  }, 240_000)

  it('with hosted Supabase the same stored path is shown as the project’s public URL', async () => {
    const hosted = await hostedStorage('https://abcdefgh.supabase.co', 'service-role-key-for-a-unit-test-only')
    const stored = storedObjectPath('venues', '12/0b8f6a52-3c1d-4e2f-9a7b-1c2d3e4f5a6b.webp')
    expect(shownObjectUrl(hosted, stored)).toBe(
      'https://abcdefgh.supabase.co/storage/v1/object/public/venues/12/0b8f6a52-3c1d-4e2f-9a7b-1c2d3e4f5a6b.webp',
    )
    expect(shownObjectUrl(hosted, `${storedObjectPath('avatars', 'u.webp')}?v=5`)).toBe(
      'https://abcdefgh.supabase.co/storage/v1/object/public/avatars/u.webp?v=5',
    )
    // Links to other sites, and paths of buckets that are not ours, pass through untouched.
    expect(shownObjectUrl(hosted, 'https://cdn.example.org/x.jpg')).toBe('https://cdn.example.org/x.jpg')
    expect(shownObjectUrl(hosted, '/storage/v1/object/public/secrets/x.webp')).toBe(
      '/storage/v1/object/public/secrets/x.webp',
    )
  })
})

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { avif, corruptJpeg, fakeHeic, form, jpeg, png, pngBomb } from '../media/test-images.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/** Photo galleries through the REST mirror with real images, the authorisation matrix and path attacks. */
let t: TestApp
let admin: TestUser
let owner: TestUser
let stranger: TestUser
let venueId: number
let otherVenueId: number
let artistId: number
let serviceId: number

const base = { city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }

beforeAll(async () => {
  t = await startTestApp()
  admin = await t.newUser({ admin: true })
  owner = await t.newUser()
  stranger = await t.newUser()
  const db = t.deps.db
  venueId = (
    await db
      .insertInto('venues')
      .values({ ...base, name: 'Club A', venue_type: 'club', owner_id: owner.id } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  otherVenueId = (
    await db
      .insertInto('venues')
      .values({ ...base, name: 'Club B', venue_type: 'club', owner_id: stranger.id } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  artistId = (
    await db
      .insertInto('artists')
      .values({ ...base, name: 'Band', act_type: 'band' } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  serviceId = (
    await db
      .insertInto('services')
      .values({ ...base, name: 'PA Hire', category: 'sound' } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(async () => {
  await t.stop()
})

const PATH = {
  venue: '/api/venues/owner/photo',
  artist: '/api/artists/admin/photo',
  service: '/api/services/admin/photo',
}

async function upload(path: string, token: string | undefined, files: { name: string; type: string; data: Buffer }[]) {
  return t.api(path, { method: 'POST', token, body: form(files.map((f) => ({ field: 'photos', ...f }))) })
}

async function photosOf(table: 'venues' | 'artists' | 'services', id: number): Promise<string[]> {
  const row = await t.deps.db.selectFrom(table).select('photos').where('id', '=', id).executeTakeFirstOrThrow()
  return row.photos
}

async function fetchImage(url: string) {
  const res = await fetch(url.startsWith('http') ? url : `${t.url}${url}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/webp')
  const buf = Buffer.from(await res.arrayBuffer())
  return { res, buf, meta: await sharp(buf).metadata() }
}

const lastTwo = (url: string) => url.split('?')[0]!.split('/').slice(-2).join('/')

describe('photo uploads convert real images', () => {
  it('JPEG (with EXIF rotation) and PNG become WebP inside 1920×1080, metadata stripped, order kept', async () => {
    const big = await jpeg(4000, 3000, { orientation: 6 }) // displayed as 3000×4000 portrait
    const small = await png(800, 600)
    const res = await upload(`${PATH.venue}/${venueId}`, owner.token, [
      { name: 'big.jpg', type: 'image/jpeg', data: big },
      { name: 'small.png', type: 'image/png', data: small },
    ])
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.statusMessage).toBe('Photos uploaded successfully')
    expect(body.responses).toHaveLength(2)
    for (const url of body.responses) expect(lastTwo(url)).toMatch(new RegExp(`^${venueId}/[0-9a-f-]{36}\\.webp$`))
    expect(await photosOf('venues', venueId)).toEqual(body.responses)

    const first = await fetchImage(body.responses[0])
    expect(first.meta.format).toBe('webp')
    expect([first.meta.width, first.meta.height]).toEqual([810, 1080]) // portrait after EXIF rotation, fits 1920×1080
    expect(first.meta.exif).toBeUndefined()
    expect(first.meta.orientation).toBeUndefined()
    expect(first.buf.subarray(12, 16).toString('latin1')).toBe('VP8 ') // lossy (quality 80), not lossless
    expect(first.res.headers.get('cache-control')).toBe('max-age=31536000')
    expect(first.res.headers.get('etag')).toBeTruthy()

    const second = await fetchImage(body.responses[1])
    expect([second.meta.width, second.meta.height]).toEqual([800, 600]) // never enlarged
    expect(second.meta.hasAlpha).toBe(true)
  })

  it('AVIF is accepted; HEIC (unsupported), a corrupt JPEG and a text file named .jpg are refused, nothing stored', async () => {
    const ok = await upload(`${PATH.artist}/${artistId}`, admin.token, [
      { name: 'a.avif', type: 'image/avif', data: await avif(2500, 1000) },
    ])
    expect(ok.status).toBe(200)
    const { meta } = await fetchImage((await ok.json()).responses[0])
    expect([meta.width, meta.height]).toEqual([1920, 768])

    const before = await photosOf('artists', artistId)
    const bad: [string, string, Buffer][] = [
      ['photo.heic', 'image/heic', fakeHeic()],
      ['broken.jpg', 'image/jpeg', await corruptJpeg()],
      ['notes.jpg', 'image/jpeg', Buffer.from('just some text, not an image\n'.repeat(20))],
    ]
    for (const [name, type, data] of bad) {
      const res = await upload(`${PATH.artist}/${artistId}`, admin.token, [
        { name: 'good.jpg', type: 'image/jpeg', data: await jpeg(300, 200) },
        { name, type, data },
      ])
      expect(res.status, name).toBe(422)
      expect(await res.json()).toMatchObject({ statusCode: 422, statusMessage: 'Failed to convert image to WebP.' })
    }
    expect(await photosOf('artists', artistId)).toEqual(before)
    const listed = await fetch(`${t.url}/storage/v1/object/list/artists`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: String(artistId) }),
    })
    expect((await listed.json()).length).toBe(before.length)
  })

  it('a 20000×20000 decompression bomb, an oversized file and too many files get 413', async () => {
    const bomb = await upload(`${PATH.service}/${serviceId}`, admin.token, [
      { name: 'bomb.png', type: 'image/png', data: pngBomb() },
    ])
    expect(bomb.status).toBe(413)
    expect((await bomb.json()).statusMessage).toMatch(/megapixels/)

    const huge = await upload(`${PATH.service}/${serviceId}`, admin.token, [
      { name: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(16 * 1024 * 1024, 1) },
    ])
    expect(huge.status).toBe(413)
    expect((await huge.json()).statusMessage).toBe('File is too large: at most 15 MB.')

    const tiny = await jpeg(50, 50)
    const many = await upload(
      `${PATH.service}/${serviceId}`,
      admin.token,
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, type: 'image/jpeg', data: tiny })),
    )
    expect(many.status).toBe(413)
    expect((await many.json()).statusMessage).toBe('Too many files: at most 10 per request.')
    expect(await photosOf('services', serviceId)).toEqual([])

    const none = await t.api(`${PATH.service}/${serviceId}`, { method: 'POST', token: admin.token, body: form([]) })
    expect(none.status).toBe(400)
    const notMultipart = await t.api(`${PATH.service}/${serviceId}`, { method: 'POST', token: admin.token, json: {} })
    expect(notMultipart.status).toBe(400)
  })
})

describe('authorisation matrix', () => {
  const image = () => jpeg(120, 80)
  it('upload: anonymous 401; user 403; venue owner only own venue; admin everything; missing entity 404', async () => {
    const data = await image()
    const f = [{ name: 'x.jpg', type: 'image/jpeg', data }]
    const expectations: [string, string | undefined, number][] = [
      [`${PATH.venue}/${venueId}`, undefined, 401],
      [`${PATH.venue}/${venueId}`, stranger.token, 403],
      [`${PATH.venue}/${venueId}`, owner.token, 200],
      [`${PATH.venue}/${otherVenueId}`, owner.token, 403],
      [`${PATH.venue}/${venueId}`, admin.token, 200],
      [`${PATH.artist}/${artistId}`, undefined, 401],
      [`${PATH.artist}/${artistId}`, owner.token, 403],
      [`${PATH.artist}/${artistId}`, admin.token, 200],
      [`${PATH.service}/${serviceId}`, undefined, 401],
      [`${PATH.service}/${serviceId}`, stranger.token, 403],
      [`${PATH.service}/${serviceId}`, admin.token, 200],
      [`${PATH.venue}/999999`, admin.token, 404],
      [`${PATH.venue}/abc`, admin.token, 400],
    ]
    for (const [path, token, status] of expectations) {
      const res = await upload(path, token, f)
      expect(res.status, `${path} ${token ? 'token' : 'anon'}`).toBe(status)
      if (status !== 200) expect(await res.json()).toMatchObject({ statusCode: status })
    }
  })

  it('delete: anonymous 401, user 403, owner and admin 200; photo removed from storage and list', async () => {
    const up = await upload(`${PATH.venue}/${venueId}`, owner.token, [
      { name: 'a.jpg', type: 'image/jpeg', data: await image() },
      { name: 'b.jpg', type: 'image/jpeg', data: await image() },
    ])
    const [a, b] = (await up.json()).responses as string[]
    const del = (token: string | undefined, path: string, id = venueId) =>
      t.api(`${PATH.venue}/${id}`, { method: 'DELETE', token, json: { path } })
    expect((await del(undefined, lastTwo(a!))).status).toBe(401)
    expect((await del(stranger.token, lastTwo(a!))).status).toBe(403)
    const ok = await del(owner.token, lastTwo(a!))
    expect(ok.status).toBe(200)
    expect((await ok.json()).photos).not.toContain(a)
    expect((await fetch(`${t.url}${a}`)).status).toBe(400) // gone from storage
    expect((await del(admin.token, lastTwo(b!))).status).toBe(200)
    expect((await del(admin.token, lastTwo(b!))).status).toBe(404) // already gone

    const art = await upload(`${PATH.artist}/${artistId}`, admin.token, [
      { name: 'a.jpg', type: 'image/jpeg', data: await image() },
    ])
    const artPhoto = lastTwo((await art.json()).responses[0])
    const delArt = (token?: string) =>
      t.api(`${PATH.artist}/${artistId}`, { method: 'DELETE', token, json: { path: artPhoto } })
    expect((await delArt()).status).toBe(401)
    expect((await delArt(owner.token)).status).toBe(403)
    expect((await delArt(admin.token)).status).toBe(200)
  })

  it('path traversal and cross-entity deletes are refused and change nothing', async () => {
    const mine = await upload(`${PATH.venue}/${venueId}`, owner.token, [
      { name: 'a.jpg', type: 'image/jpeg', data: await image() },
    ])
    const theirs = await upload(`${PATH.venue}/${otherVenueId}`, stranger.token, [
      { name: 'b.jpg', type: 'image/jpeg', data: await image() },
    ])
    const myPhoto = lastTwo((await mine.json()).responses[0])
    const theirPhoto = lastTwo((await theirs.json()).responses[0])
    const beforeMine = await photosOf('venues', venueId)
    const beforeTheirs = await photosOf('venues', otherVenueId)
    const attempts: unknown[] = [
      { path: theirPhoto }, // another entity's photo via my venue
      { path: `${venueId}/../${theirPhoto}` },
      { path: `../${theirPhoto}` },
      { path: `${venueId}/..%2F${theirPhoto.split('/')[1]}` },
      { path: '../../../etc/passwd' },
      { path: `${venueId}/not-a-uuid.webp` },
      { path: '' },
      {},
      { path: 42 },
    ]
    for (const body of attempts) {
      const res = await t.api(`${PATH.venue}/${venueId}`, { method: 'DELETE', token: owner.token, json: body })
      expect([400, 404], JSON.stringify(body)).toContain(res.status)
      expect((await res.json()).statusCode).toBe(res.status)
    }
    // An artist route cannot delete a venue photo either, even for an admin.
    const cross = await t.api(`${PATH.artist}/${artistId}`, {
      method: 'DELETE',
      token: admin.token,
      json: { path: myPhoto },
    })
    expect([400, 404]).toContain(cross.status)
    expect(await photosOf('venues', venueId)).toEqual(beforeMine)
    expect(await photosOf('venues', otherVenueId)).toEqual(beforeTheirs)
    const stillThere = await fetch(`${t.url}${(await photosOf('venues', otherVenueId))[0]}`)
    expect(stillThere.status).toBe(200)
  })
})

describe('tRPC photo procedures', () => {
  it('remove and reorder through the same service and rules', async () => {
    const up = await upload(`${PATH.service}/${serviceId}`, admin.token, [
      { name: 'a.jpg', type: 'image/jpeg', data: await jpeg(100, 100) },
      { name: 'b.jpg', type: 'image/jpeg', data: await jpeg(100, 100) },
    ])
    expect(up.status).toBe(200)
    const current = await photosOf('services', serviceId)
    const reversed = [...current].reverse()
    const call = (path: string, input: unknown, token?: string) =>
      t.api(`/trpc/${path}`, { method: 'POST', token, json: input })
    expect(
      (await call('photos.reorder', { type: 'service', id: serviceId, photos: reversed }, owner.token)).status,
    ).toBe(403)
    const ok = await call('photos.reorder', { type: 'service', id: serviceId, photos: reversed }, admin.token)
    expect(ok.status).toBe(200)
    expect(await photosOf('services', serviceId)).toEqual(reversed)
    const stale = await call(
      'photos.reorder',
      { type: 'service', id: serviceId, photos: reversed.slice(1) },
      admin.token,
    )
    expect(stale.status).toBe(409)
    const rm = await call('photos.remove', { type: 'service', id: serviceId, path: lastTwo(reversed[0]!) }, admin.token)
    expect(rm.status).toBe(200)
    expect(await photosOf('services', serviceId)).toEqual(reversed.slice(1))
    expect((await call('photos.remove', { type: 'service', id: serviceId, path: '../x' })).status).toBe(401)
  })
})

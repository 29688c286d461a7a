import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderUrl } from '../../src/photos/render-url.ts'
import { IMAGE_BOXES, imageSources } from '../../src-client/photos/sized-image.ts'
import { form } from '../media/test-images.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/**
 * A photo's focus point (src/photos/focus.ts) over HTTP: the owner sets it, cards and the cover then ask for the
 * photo uncropped at their width and crop it in the browser around the point, so an off-centre subject stays in
 * view; Supabase's `resize=cover` itself keeps cropping around the centre (the contract).
 */
let t: TestApp
let owner: TestUser
let stranger: TestUser
let venueId: number

beforeAll(async () => {
  t = await startTestApp()
  owner = await t.newUser()
  stranger = await t.newUser()
  venueId = (
    await t.deps.db
      .insertInto('venues')
      .values({
        name: 'Focus Hall',
        city: 'Berlin',
        country: 'DE',
        lat: 52.5,
        lng: 13.4,
        venue_type: 'club',
        owner_id: owner.id,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(async () => {
  await t.stop()
})

const W = 1200
const H = 800
/** A 3:2 photo: grey, with a red subject near the top (rows 20–180), centred left to right. */
async function offCentrePhoto(): Promise<Buffer> {
  const subject = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#e00000' } })
    .png()
    .toBuffer()
  return sharp({ create: { width: W, height: H, channels: 3, background: '#707070' } })
    .composite([{ input: subject, left: (W - 240) / 2, top: 20 }])
    .jpeg({ quality: 95 })
    .toBuffer()
}

/** Red pixels of a decoded image inside rows [top, top + height) (all rows by default). */
async function redPixels(
  buf: Buffer,
  top = 0,
  height?: number,
): Promise<{ red: number; width: number; height: number }> {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const end = Math.min(info.height, height === undefined ? info.height : top + height)
  let red = 0
  for (let y = Math.max(0, top); y < end; y++)
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3
      if (data[i]! > 180 && data[i + 1]! < 80 && data[i + 2]! < 80) red++
    }
  return { red, width: info.width, height: info.height }
}

async function get(url: string): Promise<Buffer> {
  const res = await fetch(url.startsWith('http') ? url : `${t.url}${url}`, { headers: { accept: 'image/webp' } })
  expect(res.status).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

const focusPath = `/api/venues/owner/photo`
const lastTwo = (url: string) => url.split(/[?#]/)[0]!.split('/').slice(-2).join('/')

describe('photo focus point', () => {
  it('a 3:2 photo with its subject off-centre keeps the subject on a card once the owner set the focus', async () => {
    const up = await t.api(`${focusPath}/${venueId}`, {
      method: 'POST',
      token: owner.token,
      body: form([{ field: 'photos', name: 'hall.jpg', type: 'image/jpeg', data: await offCentrePhoto() }]),
    })
    expect(up.status).toBe(200)
    const [photo] = ((await up.json()) as { photos: string[] }).photos
    const { width: boxW, height: boxH } = IMAGE_BOXES.card

    // The contract's cover render crops around the centre: the subject near the top is (almost) gone.
    const centred = await redPixels(await get(renderUrl(photo!, { width: boxW, height: boxH })))
    const whole = await redPixels(await get(renderUrl(photo!, { width: boxW })))
    expect(whole.red).toBeGreaterThan(1000)
    expect(centred.red).toBeLessThan(whole.red * 0.2)

    // The owner taps the subject: x 50 %, y 12 %.
    const set = await t.api(`${focusPath}/${venueId}/focus`, {
      method: 'PUT',
      token: owner.token,
      json: { path: lastTwo(photo!), x: 50, y: 12 },
    })
    expect(set.status).toBe(200)
    const focused = ((await set.json()) as { photos: string[] }).photos[0]!
    expect(focused).toBe(`${photo}#focus=50,12`)
    // What a visitor reads has it too (the card's first photo and the details page).
    const details = (await (await t.api(`/api/venues/${venueId}`)).json()) as { photos: string[] }
    expect(details.photos).toEqual([focused])

    // The card asks for the photo uncropped at its width (the fragment is not part of the request)…
    const card = imageSources(focused, IMAGE_BOXES.card)
    expect(card.src).not.toContain('#')
    expect(card.src).not.toContain('height=')
    const shown = await get(card.src)
    const uncropped = await redPixels(shown)
    expect(uncropped.width).toBe(boxW)
    expect(uncropped.height).toBe(Math.round((boxW * H) / W))
    // …and `object-fit: cover; object-position: 50% 12%` shows these rows of it (the box is as wide as the image).
    const top = Math.round((uncropped.height - boxH) * 0.12)
    const visible = await redPixels(shown, top, boxH)
    expect(visible.red).toBeGreaterThan(uncropped.red * 0.8)
    expect(visible.red).toBeGreaterThan(centred.red * 4)
  })

  it('refuses bad input, strangers and unknown photos with a 4xx and changes nothing', async () => {
    const before = (
      await t.deps.db.selectFrom('venues').select('photos').where('id', '=', venueId).executeTakeFirstOrThrow()
    ).photos
    const path = lastTwo(before[0]!)
    const put = (json: unknown, token: string | null = owner.token) =>
      t.api(`${focusPath}/${venueId}/focus`, { method: 'PUT', token: token ?? undefined, json })
    expect((await put({ path, x: 101, y: 0 })).status).toBe(400)
    expect((await put({ path, x: -1, y: 0 })).status).toBe(400)
    expect((await put({ path, x: 1.5, y: 0 })).status).toBe(400)
    expect((await put({ path: '../../etc/passwd', x: 1, y: 1 })).status).toBe(400)
    expect((await put({ path: `${venueId + 1}/${path.split('/')[1]}`, x: 1, y: 1 })).status).toBe(400)
    expect((await put({ path: `${venueId}/00000000-0000-4000-8000-000000000000.webp`, x: 1, y: 1 })).status).toBe(404)
    expect((await put({ path, x: 1, y: 1 }, stranger.token)).status).toBe(403)
    expect((await put({ path, x: 1, y: 1 }, null)).status).toBe(401)
    const after = (
      await t.deps.db.selectFrom('venues').select('photos').where('id', '=', venueId).executeTakeFirstOrThrow()
    ).photos
    expect(after).toEqual(before)
  })

  it('the centre clears it; reordering keeps it; page heads show the plain image URL', async () => {
    const more = await t.api(`${focusPath}/${venueId}`, {
      method: 'POST',
      token: owner.token,
      body: form([{ field: 'photos', name: 'b.jpg', type: 'image/jpeg', data: await offCentrePhoto() }]),
    })
    const photos = ((await more.json()) as { photos: string[] }).photos
    expect(photos[0]).toContain('#focus=50,12')
    const reordered = await t.api(`/trpc/photos.reorder`, {
      method: 'POST',
      token: owner.token,
      json: { type: 'venue', id: venueId, photos: [...photos].reverse() },
    })
    expect(reordered.status).toBe(200)
    const html = await (await t.api(`/venues/${venueId}/details`)).text()
    expect(html).toContain(lastTwo(photos[0]!))
    expect(html).not.toContain('#focus=')
    const cleared = await t.api(`/trpc/photos.focus`, {
      method: 'POST',
      token: owner.token,
      json: { type: 'venue', id: venueId, path: lastTwo(photos[0]!), x: 50, y: 50 },
    })
    expect(cleared.status).toBe(200)
    const stored = (
      await t.deps.db.selectFrom('venues').select('photos').where('id', '=', venueId).executeTakeFirstOrThrow()
    ).photos
    expect(stored).toHaveLength(2)
    expect(stored.some((p) => p.includes('#'))).toBe(false)
    expect(stored[0]).toBe(photos[1]!.slice(photos[1]!.indexOf('/storage/')))
  })
})

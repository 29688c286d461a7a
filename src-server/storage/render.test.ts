import { createClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jpeg, noisyJpeg, pngBomb } from '../media/test-images.ts'
import { STORAGE_BACKENDS, startTestApp, type TestApp } from '../test/harness.ts'

/**
 * Image transformations of the embedded storage as storage-api answers them, driven through supabase-js
 * (`getPublicUrl(path, { transform })`, `createSignedUrl(path, s, { transform })`, `download(path, { transform })`).
 */
let t: TestApp
let admin: ReturnType<typeof createClient>
let anon: ReturnType<typeof createClient>
const opts = { auth: { persistSession: false, autoRefreshToken: false } }
const WEBP = { accept: 'image/avif,image/webp,*/*' }

describe.each(STORAGE_BACKENDS)('%s storage', (backend) => {
  beforeAll(async () => {
    t = await startTestApp({ storage: backend, env: { IMAGE_RENDER_CACHE_MB: '64' } })
    admin = createClient(t.url, t.deps.supabaseServiceRoleKey, opts)
    anon = createClient(t.url, t.deps.supabaseAnonKey, opts)
    await admin.storage.createBucket('pics', { public: true })
    await admin.storage.createBucket('secret', { public: false })
    const photo = await jpeg(1920, 1080)
    for (const [bucket, key] of [
      ['pics', 'stage/photo.jpg'],
      ['secret', 'photo.jpg'],
    ] as const) {
      const up = await admin.storage
        .from(bucket)
        .upload(key, photo, { contentType: 'image/jpeg', cacheControl: String(365 * 24 * 3600) })
      expect(up.error).toBeNull()
    }
    await admin.storage.from('pics').upload('notes.txt', 'not an image', { contentType: 'text/plain' })
  })
  afterAll(async () => {
    await t.stop()
  })

  async function size(res: Response) {
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    return { width: meta.width, height: meta.height, format: meta.format }
  }

  const publicUrl = (transform: Record<string, unknown>, key = 'stage/photo.jpg') =>
    anon.storage.from('pics').getPublicUrl(key, { transform }).data.publicUrl

  describe('render/image/public through getPublicUrl(path, { transform })', () => {
    it('builds the render URL storage-api serves', () => {
      const url = publicUrl({ width: 300, height: 200, resize: 'contain', quality: 60 })
      expect(url).toBe(
        `${t.url}/storage/v1/render/image/public/pics/stage/photo.jpg?width=300&height=200&resize=contain&quality=60`,
      )
    })

    it('cover crops to the box, contain fits inside, fill stretches; never enlarged', async () => {
      const cover = await fetch(publicUrl({ width: 300, height: 300 }), { headers: WEBP })
      expect(cover.status).toBe(200)
      expect(await size(cover)).toEqual({ width: 300, height: 300, format: 'webp' })
      const contain = await fetch(publicUrl({ width: 300, height: 300, resize: 'contain' }), { headers: WEBP })
      expect(await size(contain)).toMatchObject({ width: 300, height: 169 })
      const fill = await fetch(publicUrl({ width: 300, height: 300, resize: 'fill' }), { headers: WEBP })
      expect(await size(fill)).toMatchObject({ width: 300, height: 300 })
      const widthOnly = await fetch(publicUrl({ width: 480 }), { headers: WEBP })
      expect(await size(widthOnly)).toMatchObject({ width: 480, height: 270 })
      const clamped = await fetch(publicUrl({ width: 5000 }), { headers: WEBP })
      expect(await size(clamped)).toMatchObject({ width: 1920, height: 1080 })
    })

    it('format: WebP for browsers that take it (Vary: Accept), the source format otherwise, or as asked', async () => {
      const auto = await fetch(publicUrl({ width: 200 }), { headers: { accept: 'image/jpeg' } })
      expect(auto.headers.get('content-type')).toBe('image/jpeg')
      expect(auto.headers.get('vary')).toMatch(/accept/i)
      expect((await size(auto)).format).toBe('jpeg')
      const origin = await fetch(publicUrl({ width: 200, format: 'origin' }), { headers: WEBP })
      expect(origin.headers.get('content-type')).toBe('image/jpeg')
      const avif = await fetch(publicUrl({ width: 64, format: 'avif' }), { headers: WEBP })
      expect(avif.headers.get('content-type')).toBe('image/avif')
      expect((await size(avif)).format).toBe('heif')
    })

    it('quality changes the bytes', async () => {
      const low = await fetch(publicUrl({ width: 800, quality: 20, format: 'webp' }))
      const high = await fetch(publicUrl({ width: 800, quality: 100, format: 'webp' }))
      expect((await low.arrayBuffer()).byteLength).toBeLessThan((await high.arrayBuffer()).byteLength)
    })

    it("keeps the object's cache lifetime, answers 304 to its ETag, and another size has another ETag", async () => {
      const url = publicUrl({ width: 320, height: 180 })
      const first = await fetch(url, { headers: WEBP })
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe('max-age=31536000')
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
      const again = await fetch(url, { headers: { ...WEBP, 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      const other = await fetch(publicUrl({ width: 640, height: 360 }), { headers: WEBP })
      expect(other.headers.get('etag')).not.toBe(etag)
      const jpegOne = await fetch(url, { headers: { accept: 'image/jpeg', 'if-none-match': etag } })
      expect(jpegOne.status).toBe(200)
    })

    it('bad parameters answer 400 with storage-api wording, and never reach the renderer', async () => {
      const before = t.deps.renders!.rendered
      const base = `${t.url}/storage/v1/render/image/public/pics/stage/photo.jpg`
      const cases: [string, RegExp][] = [
        ['width=abc', /querystring\/width must be integer/],
        ['width=-5', /querystring\/width must be >= 0/],
        ['height=1.5', /querystring\/height must be integer/],
        ['quality=10', /querystring\/quality must be >= 20/],
        ['quality=101', /querystring\/quality must be <= 100/],
        ['resize=stretch', /querystring\/resize must be equal to one of the allowed values/],
        ['format=gif', /querystring\/format must be equal to one of the allowed values/],
        ['width=10&width=20', /querystring\/width must be integer/],
      ]
      for (const [query, message] of cases) {
        const res = await fetch(`${base}?${query}`)
        expect(res.status, query).toBe(400)
        const body = await res.json()
        expect(body.statusCode, query).toBe('400')
        expect(body.message, query).toMatch(message)
      }
      expect(t.deps.renders!.rendered).toBe(before)
    })

    it('missing objects, private buckets and non-images answer as storage-api does', async () => {
      const missing = await fetch(publicUrl({ width: 100 }, 'nope.jpg'))
      expect(missing.status).toBe(400)
      expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
      const secret = anon.storage.from('secret').getPublicUrl('photo.jpg', { transform: { width: 100 } }).data.publicUrl
      const privateOne = await fetch(secret)
      expect(privateOne.status).toBe(400)
      expect(await privateOne.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
      const text = await fetch(publicUrl({ width: 100 }, 'notes.txt'))
      expect(text.status).toBe(400)
      expect((await text.json()).message).toBe('The source image is invalid or unsupported for rendering')
    })

    it('a decompression bomb is refused, not decoded', async () => {
      await admin.storage.from('pics').upload('bomb.png', pngBomb(), { contentType: 'image/png' })
      const res = await fetch(publicUrl({ width: 100 }, 'bomb.png'))
      expect(res.status).toBe(400)
    })
  })

  describe('signed and authenticated renders', () => {
    it('createSignedUrl(path, 60, { transform }) signs the transform; the query cannot change it', async () => {
      const { data, error } = await admin.storage
        .from('secret')
        .createSignedUrl('photo.jpg', 60, { transform: { width: 200, height: 100, resize: 'fill' } })
      expect(error).toBeNull()
      expect(data!.signedUrl).toContain('/storage/v1/render/image/sign/secret/photo.jpg?token=')
      const res = await fetch(data!.signedUrl, { headers: WEBP })
      expect(res.status).toBe(200)
      expect(res.headers.get('expires')).toBeTruthy()
      expect(res.headers.get('cache-control')).toBeNull()
      expect(await size(res)).toMatchObject({ width: 200, height: 100 })
      const tampered = await fetch(`${data!.signedUrl}&width=1000`, { headers: WEBP })
      expect(await size(tampered)).toMatchObject({ width: 200, height: 100 })
      const otherKey = data!.signedUrl.replace('photo.jpg', 'other.jpg')
      expect((await fetch(otherKey)).status).toBe(400)
      const plain = await admin.storage.from('secret').createSignedUrl('photo.jpg', 60)
      expect(plain.data!.signedUrl).toContain('/storage/v1/object/sign/')
    })

    it("storage-js's own transformation checks: X-Transformations of a signed render, the source format downloaded", async () => {
      // As storage-js's suite asks: a signed URL with width, height and quality names the applied options in
      // imgproxy's words (cover is imgproxy's `fill`).
      const signed = await admin.storage
        .from('pics')
        .createSignedUrl('stage/photo.jpg', 60000, { transform: { width: 200, height: 200, quality: 60 } })
      expect(signed.error).toBeNull()
      const res = await fetch(signed.data!.signedUrl)
      expect(res.status).toBe(200)
      expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0)
      expect(res.headers.get('x-transformations')).toBe('height:200,width:200,resizing_type:fill,quality:60')
      // An authenticated download with a transform and no WebP in Accept keeps the source's format.
      const own = await admin.storage.from('secret').download('photo.jpg', { transform: { width: 200, height: 200 } })
      expect(own.error).toBeNull()
      expect(own.data!.size).toBeGreaterThan(0)
      expect(own.data!.type).toBe('image/jpeg')
      // Clamped sizes, contain and fill, an asked format; a cacheNonce is passed by and changes nothing.
      const headers = async (transform: Record<string, unknown>) =>
        (await fetch(`${publicUrl(transform)}&cacheNonce=1764300000`, { headers: WEBP })).headers
      expect((await headers({ width: 5000, resize: 'contain' })).get('x-transformations')).toBe(
        'width:2000,resizing_type:fit',
      )
      expect((await headers({ height: 90, resize: 'fill', format: 'webp' })).get('x-transformations')).toBe(
        'height:90,resizing_type:force,format:webp',
      )
      // Nothing to apply (only a quality with the source format): no size options in the header.
      expect((await headers({ quality: 50, format: 'origin' })).get('x-transformations')).toBe('quality:50')
    })

    it('a bad transform is refused at signing', async () => {
      const { error } = await admin.storage
        .from('secret')
        .createSignedUrl('photo.jpg', 60, { transform: { quality: 5 } as never })
      expect(error?.message).toMatch(/body\/transform\/quality must be >= 20/)
    })

    it('authenticated: the service role reads a private bucket; the anon key does not', async () => {
      const own = await admin.storage.from('secret').download('photo.jpg', { transform: { width: 150 } })
      expect(own.error).toBeNull()
      expect((await sharp(Buffer.from(await own.data!.arrayBuffer())).metadata()).width).toBe(150)
      const denied = await anon.storage.from('secret').download('photo.jpg', { transform: { width: 150 } })
      expect((denied.error as { statusCode?: string }).statusCode).toBe('404')
      const noKey = await fetch(`${t.url}/storage/v1/render/image/authenticated/pics/stage/photo.jpg?width=10`)
      expect(noKey.status).toBe(400)
    })
  })

  describe('one render for a burst, bounded work', () => {
    it('30 cold requests for one image and size render it once; all get the same bytes', async () => {
      const url = publicUrl({ width: 333, height: 222 })
      const before = t.deps.renders!.rendered
      const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(url, { headers: WEBP })))
      const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer()).toString('base64')))
      expect(answers.every((r) => r.status === 200)).toBe(true)
      expect(new Set(bodies).size).toBe(1)
      expect(t.deps.renders!.rendered - before).toBe(1)
    })

    it('50 parallel cold transforms of real-sized photos all succeed with memory bounded', async () => {
      const photo = await noisyJpeg(1920, 1080)
      await admin.storage.from('pics').upload('noisy.jpg', photo, { contentType: 'image/jpeg' })
      const rssBefore = process.memoryUsage().rss
      let peak = rssBefore
      const sample = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss)
      }, 5)
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => fetch(publicUrl({ width: 100 + i * 7 }, 'noisy.jpg'), { headers: WEBP })),
      )
      clearInterval(sample)
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200))
      const growthMb = (peak - rssBefore) / 1024 / 1024
      console.info(`render burst: 50 cold 1920x1080 transforms, RSS growth ${growthMb.toFixed(0)} MB`)
      // Two decoded 1920×1080 images in flight at a time, not fifty (each ~8 MB decoded, plus libvips buffers).
      expect(growthMb).toBeLessThan(200)
    })
  })
})

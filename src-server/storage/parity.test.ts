import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_BACKENDS, startTestApp, type TestApp } from '../test/harness.ts'

/** Storage-api behaviours beyond the basics, driven by supabase-js through the real server. */
let t: TestApp
let admin: ReturnType<typeof createClient>
const opts = { auth: { persistSession: false, autoRefreshToken: false } }
const statusOf = (error: unknown) => (error as { statusCode?: string } | null)?.statusCode

describe.each(STORAGE_BACKENDS)('%s storage', (backend) => {
  beforeAll(async () => {
    t = await startTestApp({ storage: backend })
    admin = createClient(t.url, t.deps.supabaseServiceRoleKey, opts)
  })
  afterAll(async () => {
    await t.stop()
  })

  describe('embedded storage parity with storage-api', () => {
    it('signed upload URLs: upload once without a key, upsert only when signed for it, tokens are scoped', async () => {
      await admin.storage.createBucket('inbox', { public: false })
      const bucket = admin.storage.from('inbox')
      const signed = await bucket.createSignedUploadUrl('drop/report one.txt')
      expect(signed.error).toBeNull()
      expect(signed.data!.signedUrl).toContain('/storage/v1/object/upload/sign/inbox/drop/report%20one.txt?token=')
      // The upload needs nothing but the token.
      const keyless = createClient(t.url, 'not-a-key', opts).storage.from('inbox')
      const up = await keyless.uploadToSignedUrl('drop/report one.txt', signed.data!.token, 'signed bytes', {
        contentType: 'text/plain',
      })
      expect(up.error).toBeNull()
      expect(up.data).toMatchObject({ path: 'drop/report one.txt', fullPath: 'inbox/drop/report one.txt' })
      expect(await (await bucket.download('drop/report one.txt')).data!.text()).toBe('signed bytes')
      // Without upsert the same token cannot overwrite, and signing an existing key is refused.
      const again = await keyless.uploadToSignedUrl('drop/report one.txt', signed.data!.token, 'again')
      expect(statusOf(again.error)).toBe('409')
      expect(statusOf((await bucket.createSignedUploadUrl('drop/report one.txt')).error)).toBe('409')
      const upsert = await bucket.createSignedUploadUrl('drop/report one.txt', { upsert: true })
      expect(upsert.error).toBeNull()
      expect((await keyless.uploadToSignedUrl('drop/report one.txt', upsert.data!.token, 'replaced')).error).toBeNull()
      expect(await (await bucket.download('drop/report one.txt')).data!.text()).toBe('replaced')
      // Another path, a tampered token, a download token: refused.
      const other = await keyless.uploadToSignedUrl('drop/other.txt', upsert.data!.token, 'x')
      expect(other.error).not.toBeNull()
      expect(statusOf(other.error)).toBe('400')
      expect((await keyless.uploadToSignedUrl('drop/x.txt', 'garbage', 'x')).error).not.toBeNull()
      const download = await bucket.createSignedUrl('drop/report one.txt', 60)
      const token = new URL(download.data!.signedUrl).searchParams.get('token')!
      const wrong = await keyless.uploadToSignedUrl('drop/report one.txt', token, 'x')
      expect(wrong.error!.message).toBe('Token is not scoped for upload')
      // ...and an upload token does not open the object for reading.
      const read = await t.api(`/storage/v1/object/sign/inbox/drop/report%20one.txt?token=${upsert.data!.token}`)
      expect(read.status).toBe(400)
      // Only the service role signs uploads.
      const anon = createClient(t.url, t.deps.supabaseAnonKey, opts)
      expect(statusOf((await anon.storage.from('inbox').createSignedUploadUrl('drop/y.txt')).error)).toBe('403')
      expect((await bucket.exists('drop/other.txt')).data).toBe(false)
    })

    it('move and copy, within and across buckets; missing sources and taken destinations are refused', async () => {
      await admin.storage.createBucket('shelf', { public: false })
      await admin.storage.createBucket('archive', { public: false })
      const shelf = admin.storage.from('shelf')
      await shelf.upload('a.txt', 'alpha', { contentType: 'text/plain', metadata: { tag: 'one' } })
      await shelf.upload('b.txt', 'beta', { contentType: 'text/plain' })

      const copied = await shelf.copy('a.txt', 'copies/a.txt')
      expect(copied.error).toBeNull()
      expect(copied.data).toEqual({ path: 'shelf/copies/a.txt' })
      expect(await (await shelf.download('copies/a.txt')).data!.text()).toBe('alpha')
      expect((await shelf.info('copies/a.txt')).data).toMatchObject({ metadata: { tag: 'one' } })
      expect(statusOf((await shelf.copy('a.txt', 'b.txt')).error)).toBe('409')
      expect(statusOf((await shelf.copy('none.txt', 'c.txt')).error)).toBe('404')
      const across = await shelf.copy('a.txt', 'a.txt', { destinationBucket: 'archive' })
      expect(across.data).toEqual({ path: 'archive/a.txt' })

      const moved = await shelf.move('a.txt', 'moved/a.txt')
      expect(moved.error).toBeNull()
      expect(moved.data).toMatchObject({ message: 'Successfully moved' })
      expect((await shelf.exists('a.txt')).data).toBe(false)
      expect(await (await shelf.download('moved/a.txt')).data!.text()).toBe('alpha')
      expect(statusOf((await shelf.move('b.txt', 'moved/a.txt')).error)).toBe('409')
      expect(statusOf((await shelf.move('gone.txt', 'x.txt')).error)).toBe('404')
      expect((await shelf.move('b.txt', 'b.txt', { destinationBucket: 'archive' })).error).toBeNull()
      expect(await (await admin.storage.from('archive').download('b.txt')).data!.text()).toBe('beta')
      expect(statusOf((await shelf.move('moved/a.txt', 'x.txt', { destinationBucket: 'nope' })).error)).toBe('404')
      const bad = await shelf.move('moved/a.txt', '../x.txt')
      expect(bad.error).not.toBeNull()
      const anon = createClient(t.url, t.deps.supabaseAnonKey, opts)
      expect(statusOf((await anon.storage.from('shelf').move('moved/a.txt', 'y.txt')).error)).toBe('403')
    })

    it('list-v2 pages with a cursor and folds folders with the delimiter', async () => {
      await admin.storage.createBucket('pages', { public: false })
      const pages = admin.storage.from('pages')
      for (const name of ['d/1.txt', 'd/2.txt', 'd/3.txt', 'd/sub/4.txt', 'e.txt']) await pages.upload(name, name)

      const first = await pages.listV2({ prefix: 'd/', limit: 2 })
      expect(first.error).toBeNull()
      expect(first.data!.objects.map((o) => o.name)).toEqual(['d/1.txt', 'd/2.txt'])
      expect(first.data!.hasNext).toBe(true)
      const second = await pages.listV2({ prefix: 'd/', limit: 2, cursor: first.data!.nextCursor })
      expect(second.data!.objects.map((o) => o.name)).toEqual(['d/3.txt', 'd/sub/4.txt'])
      expect(second.data!.hasNext).toBe(false)
      expect(second.data!.nextCursor).toBeUndefined()

      const folded = await pages.listV2({ with_delimiter: true })
      expect(folded.data!.folders.map((f) => f.name)).toEqual(['d/'])
      expect(folded.data!.objects.map((o) => o.name)).toEqual(['e.txt'])
      const inner = await pages.listV2({
        prefix: 'd/',
        with_delimiter: true,
        sortBy: { column: 'name', order: 'desc' },
      })
      expect(inner.data!.objects.map((o) => o.name)).toEqual(['d/3.txt', 'd/2.txt', 'd/1.txt'])
      expect(inner.data!.folders.map((f) => f.name)).toEqual(['d/sub/'])
      expect(inner.data!.objects[0]!.metadata).toMatchObject({ size: 7 })

      expect(statusOf((await pages.listV2({ cursor: '!!!' })).error)).toBe('400')
      expect(statusOf((await pages.listV2({ limit: 0 })).error)).toBe('400')
      expect(statusOf((await admin.storage.from('absent').listV2()).error)).toBe('404')
    })

    it('unknown routes name the route instead of looking for a bucket', async () => {
      const headers = { authorization: `Bearer ${t.deps.supabaseServiceRoleKey}` }
      const bare = await t.api('/storage/v1/object/frobnicate', { method: 'POST', headers, json: {} })
      expect(await bare.json()).toMatchObject({ message: 'Unsupported: POST /storage/v1/object/frobnicate' })
      for (const path of ['/storage/v1/object/move/extra', '/storage/v1/object/copy/x', '/storage/v1/render/x']) {
        const res = await t.api(path, { method: 'POST', headers, json: {} })
        const body = await res.json()
        expect([path, res.status]).toEqual([path, 404])
        expect(body).toMatchObject({ statusCode: '404', message: `Route POST:${path} not found` })
      }
      const get = await t.api('/storage/v1/object/list-v2/pages', { headers })
      expect(await get.json()).toMatchObject({ message: 'Route GET:/storage/v1/object/list-v2/pages not found' })
    })

    it('size limits use decimal units and stay within int4', async () => {
      const made = await admin.storage.createBucket('sized', { public: false, fileSizeLimit: '20mb' })
      expect(made.error).toBeNull()
      expect((await admin.storage.getBucket('sized')).data!.file_size_limit).toBe(20_000_000)
      await admin.storage.updateBucket('sized', { public: false, fileSizeLimit: '1.5KB' })
      expect((await admin.storage.getBucket('sized')).data!.file_size_limit).toBe(1500)
      const over = await admin.storage.from('sized').upload('a.bin', Buffer.alloc(1501))
      expect(statusOf(over.error)).toBe('413')
      expect((await admin.storage.from('sized').upload('b.bin', Buffer.alloc(1500))).error).toBeNull()
      const bad = await admin.storage.updateBucket('sized', { public: false, fileSizeLimit: '20 parsecs' })
      expect(bad.error!.message).toBe('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B')
      const huge = await admin.storage.createBucket('huge', { public: false, fileSizeLimit: 3_000_000_000 })
      expect(statusOf(huge.error)).toBe('400')
      expect(statusOf((await admin.storage.createBucket('huge', { public: false, fileSizeLimit: '3GB' })).error)).toBe(
        '400',
      )
    })

    it('info returns {} as metadata for an object uploaded without any', async () => {
      await admin.storage.createBucket('meta', { public: false })
      await admin.storage.from('meta').upload('plain.txt', 'x')
      await admin.storage.from('meta').upload('tagged.txt', 'x', { metadata: { a: 1 } })
      const plain = await t.api('/storage/v1/object/info/meta/plain.txt', {
        headers: { authorization: `Bearer ${t.deps.supabaseServiceRoleKey}` },
      })
      expect((await plain.json()).metadata).toEqual({})
      expect((await admin.storage.from('meta').info('tagged.txt')).data!.metadata).toEqual({ a: 1 })
    })

    it("no Authorization header: storage-api's message, HTTP status and body status agree", async () => {
      const res = await t.api('/storage/v1/bucket', { headers: { apikey: t.deps.supabaseAnonKey } })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        statusCode: '400',
        message: "headers must have required property 'authorization'",
      })
      // Public objects still need nothing.
      expect((await t.api('/storage/v1/object/public/venues/none.webp')).status).toBe(400)
    })

    it('hostile input: NUL in a list prefix, lone surrogates in metadata are 400s, not 500s', async () => {
      const headers = { authorization: `Bearer ${t.deps.supabaseServiceRoleKey}` }
      const nul = await t.api('/storage/v1/object/list/venues', {
        method: 'POST',
        headers,
        json: { prefix: 'a\u0000b' },
      })
      expect(nul.status).toBe(400)
      const surrogate = await t.api('/storage/v1/object/venues/9/s.webp', {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'image/webp',
          'x-metadata': Buffer.from('{"a":"\\ud800"}').toString('base64'),
        },
        body: 'x',
      })
      expect(surrogate.status).toBe(400)
      const form = new FormData()
      form.append('metadata', '{"a":"\\udc00"}')
      form.append('', new Blob(['x'], { type: 'image/webp' }), 'a.webp')
      const multipart = await t.api('/storage/v1/object/venues/9/m.webp', { method: 'POST', headers, body: form })
      expect(multipart.status).toBe(400)
      expect((await t.api('/healthz')).status).toBe(200)
    })
  })
})

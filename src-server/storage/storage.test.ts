import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_BACKENDS, startTestApp, type TestApp } from '../test/harness.ts'

/** The embedded Storage API driven by supabase-js itself (docs/architecture.md, "Supabase contract": storage). */
let t: TestApp
let admin: ReturnType<typeof createClient>
let anon: ReturnType<typeof createClient>
const opts = { auth: { persistSession: false, autoRefreshToken: false } }

describe.each(STORAGE_BACKENDS)('%s storage', (backend) => {
  beforeAll(async () => {
    t = await startTestApp({ storage: backend })
    admin = createClient(t.url, t.deps.supabaseServiceRoleKey, opts)
    anon = createClient(t.url, t.deps.supabaseAnonKey, opts)
  })
  afterAll(async () => {
    await t.stop()
  })

  describe('embedded storage through supabase-js', () => {
    it('creates the app buckets on start, public, WebP only, with a size limit', async () => {
      const { data, error } = await admin.storage.listBuckets()
      expect(error).toBeNull()
      const ids = data!.map((b) => b.id)
      expect(ids).toEqual(expect.arrayContaining(['avatars', 'venues', 'artists', 'services']))
      const venues = data!.find((b) => b.id === 'venues')!
      expect(venues.public).toBe(true)
      expect(venues.allowed_mime_types).toEqual(['image/webp'])
      expect(venues.file_size_limit).toBeGreaterThan(0)
      // storage-api: the list carries each bucket's type, a single bucket's answer does not.
      expect(venues).toMatchObject({ type: 'STANDARD' })
      const one = await admin.storage.getBucket('venues')
      expect(one.error).toBeNull()
      expect(Object.keys(one.data!).sort()).toEqual(
        ['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'updated_at'].sort(),
      )
    })

    it('leaves the bucket type out for the Python clients that fail on it, as storage-api does', async () => {
      const list = (headers: Record<string, string>) =>
        t.api('/storage/v1/bucket', {
          token: t.deps.supabaseServiceRoleKey,
          headers: { ...headers, apikey: t.deps.supabaseServiceRoleKey },
        })
      const types = async (headers: Record<string, string>) =>
        ((await (await list(headers)).json()) as { type?: string }[]).map((b) => b.type)
      expect(await types({ 'x-client-info': 'supabase-py/2.17.9' })).not.toContain('STANDARD')
      expect(await types({ 'user-agent': 'supabase-py/storage3 v0.12.0' })).not.toContain('STANDARD')
      expect(new Set(await types({ 'x-client-info': 'supabase-py/2.18.0' }))).toEqual(new Set(['STANDARD']))
      expect(new Set(await types({ 'x-client-info': 'supabase-js-node/2.119.1' }))).toEqual(new Set(['STANDARD']))
    })

    it('bucket CRUD: create, duplicate 409, get, update, empty, delete (not while full)', async () => {
      const created = await admin.storage.createBucket('docs', { public: false, fileSizeLimit: '1MB' })
      expect(created.error).toBeNull()
      expect(created.data).toEqual({ name: 'docs' })
      const dup = await admin.storage.createBucket('docs')
      expect((dup.error as { statusCode?: string }).statusCode).toBe('409')
      const got = await admin.storage.getBucket('docs')
      expect(got.data).toMatchObject({ id: 'docs', name: 'docs', public: false, file_size_limit: 1_000_000 })
      const updated = await admin.storage.updateBucket('docs', { public: true, allowedMimeTypes: ['text/*'] })
      expect(updated.error).toBeNull()
      expect((await admin.storage.getBucket('docs')).data).toMatchObject({
        public: true,
        allowed_mime_types: ['text/*'],
      })
      await admin.storage.from('docs').upload('a.txt', 'hello', { contentType: 'text/plain' })
      const full = await admin.storage.deleteBucket('docs')
      expect((full.error as { statusCode?: string }).statusCode).toBe('409')
      expect((await admin.storage.emptyBucket('docs')).error).toBeNull()
      expect((await admin.storage.deleteBucket('docs')).error).toBeNull()
      const missing = await admin.storage.getBucket('docs')
      expect((missing.error as { statusCode?: string }).statusCode).toBe('404')
      const bad = await admin.storage.createBucket('../etc')
      expect(bad.error).not.toBeNull()
    })

    it('upload, duplicate 409, upsert, list, info, exists, download, remove', async () => {
      await admin.storage.createBucket('files', { public: false })
      const files = admin.storage.from('files')
      const up = await files.upload('folder/one.txt', 'first version', { contentType: 'text/plain' })
      expect(up.error).toBeNull()
      expect(up.data).toMatchObject({ path: 'folder/one.txt', fullPath: 'files/folder/one.txt' })
      const dup = await files.upload('folder/one.txt', 'again', { contentType: 'text/plain' })
      expect((dup.error as { statusCode?: string }).statusCode).toBe('409')
      expect((await files.upload('folder/one.txt', 'second version', { upsert: true })).error).toBeNull()
      await files.upload('folder/sub/two.txt', 'two', { contentType: 'text/plain' })
      await files.upload('top.json', new Blob(['{"a":1}'], { type: 'application/json' }), { cacheControl: '60' })

      const root = await files.list()
      expect(root.error).toBeNull()
      expect(root.data!.map((e) => e.name)).toEqual(['folder', 'top.json'])
      expect(root.data![0]!.id).toBeNull()
      expect(root.data![1]!.metadata).toMatchObject({
        mimetype: 'application/json',
        size: 7,
        cacheControl: 'max-age=60',
      })
      const inFolder = await files.list('folder')
      expect(inFolder.data!.map((e) => e.name)).toEqual(['one.txt', 'sub'])
      const searched = await files.list('folder', { search: 'ON' })
      expect(searched.data!.map((e) => e.name)).toEqual(['one.txt'])
      const paged = await files.list('folder', { limit: 1, offset: 1 })
      expect(paged.data!.map((e) => e.name)).toEqual(['sub'])

      const info = await files.info('folder/one.txt')
      expect(info.error).toBeNull()
      expect(info.data).toMatchObject({ name: 'folder/one.txt', size: 14, bucketId: 'files' })
      expect((await files.exists('folder/one.txt')).data).toBe(true)
      const nope = await files.exists('folder/none.txt')
      expect(nope.data).toBe(false)

      const down = await files.download('folder/one.txt')
      expect(await down.data!.text()).toBe('second version')

      const removed = await files.remove(['folder/one.txt', 'does/not/exist.txt'])
      expect(removed.error).toBeNull()
      expect(removed.data!.map((o) => o.name)).toEqual(['folder/one.txt'])
      expect((await files.exists('folder/one.txt')).data).toBe(false)
    })

    it('signed URLs work without a key and expire', async () => {
      await admin.storage.createBucket('private', { public: false })
      const bucket = admin.storage.from('private')
      await bucket.upload('report 2026.txt', 'secret', { contentType: 'text/plain' })
      const signed = await bucket.createSignedUrl('report 2026.txt', 60)
      expect(signed.error).toBeNull()
      const res = await fetch(signed.data!.signedUrl)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('secret')
      const dl = await bucket.createSignedUrl('report 2026.txt', 60, { download: 'r.txt' })
      expect((await fetch(dl.data!.signedUrl)).headers.get('content-disposition')).toContain('attachment')
      const many = await bucket.createSignedUrls(['report 2026.txt', 'missing.txt'], 60)
      expect(many.data!.map((s) => Boolean(s.signedUrl))).toEqual([true, false])
      // tampered token / other path
      const tampered = signed.data!.signedUrl.replace('report%202026.txt', 'other.txt')
      expect((await fetch(tampered)).status).toBe(400)
      // expiry
      const short = await bucket.createSignedUrl('report 2026.txt', 1)
      await new Promise((r) => setTimeout(r, 2100))
      const expired = await fetch(short.data!.signedUrl)
      expect(expired.status).toBe(400)
      expect(await expired.json()).toMatchObject({ message: 'jwt expired' })
    })

    it('public objects: no key, long cache, ETag, 304, content type; private buckets refuse', async () => {
      const { data } = admin.storage.from('venues').getPublicUrl('1/x.webp')
      const webp = Buffer.from('RIFF0000WEBPVP8 ', 'latin1')
      expect(
        (
          await admin.storage
            .from('venues')
            .upload('1/x.webp', webp, { contentType: 'image/webp', cacheControl: '31536000' })
        ).error,
      ).toBeNull()
      const res = await fetch(data.publicUrl)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('max-age=31536000')
      const etag = res.headers.get('etag')!
      expect(etag).toMatch(/^".+"$/)
      expect((await fetch(data.publicUrl, { headers: { 'if-none-match': etag } })).status).toBe(304)
      await admin.storage.createBucket('hidden', { public: false })
      await admin.storage.from('hidden').upload('a.txt', 'x')
      const hidden = await fetch(admin.storage.from('hidden').getPublicUrl('a.txt').data.publicUrl)
      expect(hidden.status).toBe(400)
      expect(await hidden.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
    })

    it('size and MIME limits', async () => {
      await admin.storage.createBucket('small', { public: true, fileSizeLimit: 10, allowedMimeTypes: ['image/*'] })
      const big = await admin.storage.from('small').upload('big.png', Buffer.alloc(11), { contentType: 'image/png' })
      expect((big.error as { statusCode?: string }).statusCode).toBe('413')
      const bigBlob = await admin.storage
        .from('small')
        .upload('big2.png', new Blob([Buffer.alloc(50)], { type: 'image/png' }))
      expect((bigBlob.error as { statusCode?: string }).statusCode).toBe('413')
      const text = await admin.storage.from('small').upload('a.txt', 'hi', { contentType: 'text/plain' })
      expect((text.error as { statusCode?: string }).statusCode).toBe('415')
      expect(text.error!.message).toBe('mime type text/plain is not supported')
      expect(
        (await admin.storage.from('small').upload('ok.png', Buffer.alloc(5), { contentType: 'image/png' })).error,
      ).toBeNull()
      expect((await admin.storage.from('small').exists('big.png')).data).toBe(false)
    })

    it('only the service role writes; anon reads public objects only; bad keys and paths are refused', async () => {
      const write = await anon.storage.from('venues').upload('1/evil.webp', 'x', { contentType: 'image/webp' })
      expect((write.error as { statusCode?: string }).statusCode).toBe('403')
      const user = await t.newUser()
      const asUser = createClient(t.url, t.deps.supabaseAnonKey, {
        ...opts,
        global: { headers: { Authorization: `Bearer ${user.token}` } },
      })
      const userWrite = await asUser.storage.from('venues').upload('1/evil.webp', 'x', { contentType: 'image/webp' })
      expect((userWrite.error as { statusCode?: string }).statusCode).toBe('403')
      expect((await anon.storage.createBucket('mine')).error).not.toBeNull()
      expect((await anon.storage.from('venues').exists('1/x.webp')).data).toBe(true)
      const forged = createClient(t.url, 'not-a-key', opts)
      expect((await forged.storage.from('venues').remove(['1/x.webp'])).error).not.toBeNull()
      const traversal = await t.api('/storage/v1/object/venues/1/../../etc/passwd', {
        method: 'POST',
        headers: { authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`, 'content-type': 'image/webp' },
        body: 'x',
      })
      expect(traversal.status).toBe(400)
      const encoded = await t.api('/storage/v1/object/venues/1%2F..%2F..%2Fx.webp', {
        method: 'POST',
        headers: { authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`, 'content-type': 'image/webp' },
        body: 'x',
      })
      expect(encoded.status).toBe(400)
      expect(await encoded.json()).toMatchObject({ code: 'InvalidKey' })
    })

    it('a broken multipart upload is a 400 and the server keeps serving', async () => {
      const headers = {
        authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`,
        'content-type': 'multipart/form-data; boundary=XyZ',
      }
      const part = (name: string) =>
        `--XyZ\r\nContent-Disposition: form-data; name="${name}"; filename="a.webp"\r\nContent-Type: image/webp\r\n\r\nabc\r\n`
      for (const body of [part('file'), part('file') + part('second'), '--XyZ\r\nContent-Disposition: form-da']) {
        const res = await t.api('/storage/v1/object/venues/9/broken.webp', { method: 'POST', headers, body })
        expect(res.status).toBe(400)
      }
      expect((await t.api('/healthz')).status).toBe(200)
      expect((await admin.storage.from('venues').exists('9/broken.webp')).data).toBe(false)
    })

    it('parallel upserts of one new key: all succeed, one object holds the last bytes written', async () => {
      await admin.storage.createBucket('race', { public: false })
      const bucket = admin.storage.from('race')
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => bucket.upload('same.txt', `version ${i}`, { upsert: true })),
      )
      expect(results.map((r) => r.error)).toEqual(results.map(() => null))
      const text = await (await bucket.download('same.txt')).data!.text()
      expect(text).toMatch(/^version \d$/)
      expect((await bucket.list()).data!.map((e) => e.name)).toEqual(['same.txt'])
      // Without upsert the same race still answers 409 to all but one.
      const plain = await Promise.all(Array.from({ length: 5 }, (_, i) => bucket.upload('once.txt', `v${i}`)))
      expect(plain.filter((r) => r.error === null)).toHaveLength(1)
      expect(plain.filter((r) => (r.error as { statusCode?: string } | null)?.statusCode === '409')).toHaveLength(4)
    })

    it('listing follows the select policies: nobody enumerates avatars or galleries, a user sees only their own avatar', async () => {
      const alice = await t.newUser()
      const bob = await t.newUser()
      const webp = Buffer.from('RIFF0000WEBPVP8 ', 'latin1')
      for (const id of [alice.id, bob.id]) {
        await admin.storage.from('avatars').upload(`${id}.webp`, webp, { contentType: 'image/webp', upsert: true })
      }
      await admin.storage.from('venues').upload('7/a.webp', webp, { contentType: 'image/webp', upsert: true })
      const as = (token: string): typeof anon =>
        createClient(t.url, t.deps.supabaseAnonKey, {
          ...opts,
          global: { headers: { Authorization: `Bearer ${token}` } },
        })

      // The service role still sees everything.
      const all = await admin.storage.from('avatars').list()
      expect(all.data!.map((e) => e.name)).toEqual(expect.arrayContaining([`${alice.id}.webp`, `${bob.id}.webp`]))

      const names = async (client: typeof anon, bucket: string, prefix?: string) => {
        const res = await client.storage.from(bucket).list(prefix)
        expect(res.error).toBeNull()
        return res.data!.map((e) => e.name)
      }
      expect(await names(anon, 'avatars')).toEqual([])
      expect(await names(anon, 'avatars', '')).toEqual([])
      expect(await names(anon, 'venues')).toEqual([])
      expect(await names(anon, 'venues', '7')).toEqual([])
      const bobClient = as(bob.token)
      expect(await names(bobClient, 'avatars')).toEqual([`${bob.id}.webp`])
      expect(await names(bobClient, 'venues')).toEqual([])
      const searched = await bobClient.storage.from('avatars').list('', { search: alice.id.slice(0, 4) })
      expect(searched.data!.map((e) => e.name)).not.toContain(`${alice.id}.webp`)
      // The raw endpoint with the public anon key, as in the report.
      const raw = await t.api('/storage/v1/object/list/avatars', {
        method: 'POST',
        headers: { authorization: `Bearer ${t.deps.supabaseAnonKey}`, apikey: t.deps.supabaseAnonKey },
        json: { prefix: '', limit: 1000 },
      })
      expect(raw.status).toBe(200)
      expect(await raw.json()).toEqual([])
      // Reading an object by its name in a public bucket is unchanged.
      expect((await anon.storage.from('avatars').exists(`${alice.id}.webp`)).data).toBe(true)
    })
  })
})

import { createHash } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_BACKENDS, startTestApp, type TestApp } from '../test/harness.ts'

/**
 * The direct driver writes what `POST /storage/v1/object/…` writes: the same row and file, readable through the
 * HTTP surface; and it refuses what that door refuses (bucket size limit and types, duplicates, bad keys).
 */
let t: TestApp
const opts = { auth: { persistSession: false, autoRefreshToken: false } }
const webp = (size: number) => Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(size - 4, 7)])
const row = (bucket: string, name: string) =>
  t.deps.db
    .selectFrom('storage_objects')
    .selectAll()
    .where('bucket_id', '=', bucket)
    .where('name', '=', name)
    .executeTakeFirst()

describe.each(STORAGE_BACKENDS)('%s storage', (backend) => {
  beforeAll(async () => {
    t = await startTestApp({ storage: backend })
  })
  afterAll(async () => {
    await t.stop()
  })

  describe('embedded storage written directly', () => {
    it('stores the row and file an HTTP upload stores; the public URL serves the bytes', async () => {
      const bytes = webp(3000)
      await t.deps.storage.upload('artists', '1/direct.webp', bytes, {
        contentType: 'image/webp',
        cacheControl: '31536000',
        upsert: false,
      })
      const http = createClient(t.url, t.deps.supabaseServiceRoleKey, opts).storage.from('artists')
      const up = await http.upload('1/http.webp', bytes, { contentType: 'image/webp', cacheControl: '31536000' })
      expect(up.error).toBeNull()
      const pick = (o: Awaited<ReturnType<typeof row>>) =>
        o && { size: o.size, mimetype: o.mimetype, cache_control: o.cache_control, etag: o.etag }
      const direct = await row('artists', '1/direct.webp')
      expect(pick(direct)).toEqual(pick(await row('artists', '1/http.webp')))
      expect(direct?.etag).toBe(createHash('md5').update(bytes).digest('hex'))

      const url = t.deps.storage.publicUrl('artists', '1/direct.webp')
      expect(url).toMatch(/\/storage\/v1\/object\/public\/artists\/1\/direct\.webp$/)
      const res = await fetch(new URL(url, t.url))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('max-age=31536000')
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
      expect((await t.deps.storage.download('artists', '1/direct.webp'))?.equals(bytes)).toBe(true)
    })

    it('refuses a duplicate without upsert (the first stays), replaces with upsert and deletes the old file', async () => {
      const first = webp(100)
      const opts = { contentType: 'image/webp', cacheControl: '60', upsert: false }
      await t.deps.storage.upload('venues', '2/a.webp', first, opts)
      const before = await row('venues', '2/a.webp')
      await expect(t.deps.storage.upload('venues', '2/a.webp', webp(200), opts)).rejects.toMatchObject({
        statusCode: '409',
      })
      expect((await row('venues', '2/a.webp'))?.version).toBe(before?.version)
      await t.deps.storage.upload('venues', '2/a.webp', webp(200), { ...opts, upsert: true })
      const after = await row('venues', '2/a.webp')
      expect(after?.size).toBe(200)
      expect(await t.deps.blobs!.size(before!.version)).toBeNull()
      expect(await t.deps.blobs!.size(after!.version)).toBe(200)
    })

    it('several objects at once: all stored, or none when one fails', async () => {
      const opts = { contentType: 'image/webp', cacheControl: '60', upsert: false }
      await t.deps.storage.uploadMany(
        'venues',
        [
          { key: '4/a.webp', bytes: webp(10) },
          { key: '4/b.webp', bytes: webp(20) },
        ],
        opts,
      )
      expect((await row('venues', '4/a.webp'))?.size).toBe(10)
      expect((await row('venues', '4/b.webp'))?.size).toBe(20)
      // The second is taken: the first of this call is removed again, bytes and row.
      await expect(
        t.deps.storage.uploadMany(
          'venues',
          [
            { key: '4/c.webp', bytes: webp(30) },
            { key: '4/a.webp', bytes: webp(40) },
          ],
          opts,
        ),
      ).rejects.toMatchObject({ statusCode: '409' })
      expect(await row('venues', '4/c.webp')).toBeUndefined()
      expect((await row('venues', '4/a.webp'))?.size).toBe(10)
    })

    it('refuses what the bucket refuses and bad keys, storing nothing', async () => {
      const opts = { contentType: 'image/webp', cacheControl: '60', upsert: true }
      const limit = (await t.deps.db
        .selectFrom('storage_buckets')
        .select('file_size_limit')
        .where('id', '=', 'services')
        .executeTakeFirstOrThrow())!.file_size_limit!
      await expect(t.deps.storage.upload('services', '3/big.webp', webp(limit + 1), opts)).rejects.toMatchObject({
        statusCode: '413',
      })
      await expect(
        t.deps.storage.upload('services', '3/a.png', webp(10), { ...opts, contentType: 'image/png' }),
      ).rejects.toMatchObject({ statusCode: '415' })
      await expect(t.deps.storage.upload('services', '3/../../x.webp', webp(10), opts)).rejects.toMatchObject({
        statusCode: '400',
      })
      const stored = await t.deps.db
        .selectFrom('storage_objects')
        .select('name')
        .where('bucket_id', '=', 'services')
        .execute()
      expect(stored).toEqual([])
    })

    it('removes rows and files; missing keys are no error and download as null', async () => {
      const opts = { contentType: 'image/webp', cacheControl: '60', upsert: false }
      await t.deps.storage.upload('avatars', 'gone.webp', webp(50), opts)
      const version = (await row('avatars', 'gone.webp'))!.version
      await t.deps.storage.remove('avatars', ['gone.webp', 'never-was.webp'])
      expect(await row('avatars', 'gone.webp')).toBeUndefined()
      expect(await t.deps.blobs!.size(version)).toBeNull()
      expect(await t.deps.storage.download('avatars', 'gone.webp')).toBeNull()
    })
  })
})

import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createLogger } from '../log.ts'
import { form, jpeg } from '../media/test-images.ts'
import { STORAGE_BACKENDS, startTestApp, type TestApp } from '../test/harness.ts'
import { PART_BYTES, S3_OBJECT_PREFIX, s3Blobs } from './s3-blobs.ts'

/**
 * What differs underneath the two backends of the embedded storage (DATA_DIR files, an S3 bucket) and must not
 * show: byte ranges, an object past one S3 part (a multipart upload), and refused uploads leaving nothing behind
 * in the store, whichever it is.
 */
const opts = { auth: { persistSession: false, autoRefreshToken: false } }

/** POSTs `body` in chunks with no Content-Length, until the server answers; resolves with the answer. */
function postChunked(url: string, headers: Record<string, string>, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      answered = true
      let answer = ''
      res.on('data', (d) => {
        answer += d
      })
      res.on('end', () => resolve(answer))
    })
    // The server may close the connection once it has answered.
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    let sent = 0
    const pump = () => {
      while (sent < body.length && !answered) {
        const chunk = body.subarray(sent, sent + 10_000)
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

describe.each(STORAGE_BACKENDS)('%s storage', (backend) => {
  let t: TestApp
  let admin: ReturnType<typeof createClient>

  /** Every version the store holds (file names, or keys under the bucket's prefix). */
  function storedVersions(): string[] {
    if (backend === 'disk') {
      return fs
        .readdirSync(path.join(t.deps.config.dataDir, 'storage', 'objects'), { withFileTypes: true })
        .map((d) => d.name)
    }
    return t.s3!.objectKeys(S3_OBJECT_PREFIX).map((key) => key.slice(S3_OBJECT_PREFIX.length))
  }

  /** Every version a row points to. */
  async function rowVersions(): Promise<string[]> {
    return (await t.deps.db.selectFrom('storage_objects').select('version').execute()).map((r) => r.version)
  }

  beforeAll(async () => {
    t = await startTestApp({ storage: backend })
    admin = createClient(t.url, t.deps.supabaseServiceRoleKey, opts)
    await admin.storage.createBucket('tapes', { public: true })
    await admin.storage.createBucket('small', { public: true, fileSizeLimit: 100_000 })
  })
  afterAll(async () => {
    await t.stop()
  })

  it.runIf(backend === 's3')('refuses to start on a bucket it cannot use, saying why', async () => {
    const settings = loadConfig(t.s3!.env)
    const attempts = {
      'S3_SECRET_ACCESS_KEY does not match': { ...settings, S3_SECRET_ACCESS_KEY: 'not-the-secret' },
      'there is no such bucket': { ...settings, S3_BUCKET: 'no-such-bucket' },
      'connection refused': { ...settings, S3_ENDPOINT: 'http://127.0.0.1:1' },
    }
    for (const [reason, attempt] of Object.entries(attempts)) {
      const store = s3Blobs(attempt, { tmpDir: os.tmpdir(), log: createLogger('silent') })
      try {
        await expect(store.check()).rejects.toThrow(new RegExp(`^Cannot use the S3 bucket .*: ${reason}`))
      } finally {
        store.close()
      }
    }
  })

  it("the app's own paths: venue photos and an avatar upload, load, resize and go away", async () => {
    const [owner, fan] = await Promise.all([t.newUser(), t.newUser()])
    const venue = await t.deps.db
      .insertInto('venues')
      .values({
        name: 'Bucket Hall',
        venue_type: 'club',
        city: 'Leipzig',
        country: 'DE',
        lat: 51.34,
        lng: 12.37,
        owner_id: owner.id,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const photos = await t.api(`/api/venues/owner/photo/${venue.id}`, {
      method: 'POST',
      token: owner.token,
      body: form([{ field: 'photos', name: 'a.jpg', type: 'image/jpeg', data: await jpeg(640, 480) }]),
    })
    expect(photos.status).toBe(200)
    const [shown] = (await photos.json()).responses as string[]
    const photoUrl = new URL(shown!, t.url).href
    const photo = await fetch(photoUrl)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(640)
    const resized = await fetch(`${photoUrl.replace('/object/public/', '/render/image/public/')}?width=100`, {
      headers: { accept: 'image/webp' },
    })
    expect(resized.status).toBe(200)
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(100)
    const avatar = await t.api('/api/user/avatar/update', {
      method: 'POST',
      token: fan.token,
      body: form([{ field: 'file', name: 'me.jpg', type: 'image/jpeg', data: await jpeg(300, 300) }]),
    })
    expect(avatar.status).toBe(200)
    const avatarImage = await fetch(`${t.url}${new URL((await avatar.json()).avatarUrl, t.url).pathname}`)
    expect(avatarImage.status).toBe(200)
    expect((await sharp(Buffer.from(await avatarImage.arrayBuffer())).metadata()).width).toBe(512)
    expect(storedVersions().sort()).toEqual((await rowVersions()).sort())
    const removed = await t.api(`/api/venues/owner/photo/${venue.id}`, {
      method: 'DELETE',
      token: owner.token,
      json: { path: photoUrl.split('/').slice(-2).join('/') },
    })
    expect(removed.status).toBe(200)
    expect((await fetch(photoUrl)).status).toBe(400)
    expect(storedVersions().sort()).toEqual((await rowVersions()).sort())
  })

  it.runIf(backend === 's3')('a file past the single-PUT size goes up as a multipart upload, whole', async () => {
    const store = s3Blobs(t.deps.config, { tmpDir: os.tmpdir(), log: createLogger('silent'), singlePutMaxBytes: 1 })
    const file = path.join(t.deps.config.dataDir, 'multipart-source.bin')
    const bytes = Buffer.alloc(Math.round(PART_BYTES * 2.5))
    for (let i = 0; i < bytes.length; i += 1000) bytes[i] = (i / 1000) % 256
    fs.writeFileSync(file, bytes)
    try {
      await store.putFile('multipart-test', file, bytes.length)
      expect(await store.size('multipart-test')).toBe(bytes.length)
      const whole = Buffer.concat(await (await store.open('multipart-test'))!.toArray())
      expect(whole.equals(bytes)).toBe(true)
      const across = { start: PART_BYTES - 10, end: PART_BYTES + 9 }
      const part = Buffer.concat(await (await store.open('multipart-test', across))!.toArray())
      expect(part.equals(bytes.subarray(across.start, across.end + 1))).toBe(true)
      await store.remove(['multipart-test'])
      expect(await store.size('multipart-test')).toBeNull()
    } finally {
      store.close()
      fs.rmSync(file, { force: true })
    }
  })

  it('answers byte ranges: 206 with Content-Range, a suffix, 416 past the end, the whole object for none', async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))
    expect((await admin.storage.from('tapes').upload('range.bin', bytes)).error).toBeNull()
    const url = `${t.url}/storage/v1/object/public/tapes/range.bin`
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect(part.headers.get('content-length')).toBe('100')
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true)
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } })
    expect(tail.status).toBe(206)
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(990))).toBe(true)
    const open = await fetch(url, { headers: { range: 'bytes=995-' } })
    expect(open.headers.get('content-range')).toBe('bytes 995-999/1000')
    const past = await fetch(url, { headers: { range: 'bytes=5000-' } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe('bytes */1000')
    await past.arrayBuffer()
    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('stores and serves an object past 5 MiB, byte for byte; copy and remove follow it', async () => {
    const big = Buffer.alloc(PART_BYTES + 54_321)
    for (let i = 0; i < big.length; i += 4096) big[i] = (i / 4096) % 256
    const up = await admin.storage.from('tapes').upload('big.bin', big, { contentType: 'application/octet-stream' })
    expect(up.error).toBeNull()
    const { data } = await admin.storage.from('tapes').download('big.bin')
    expect(Buffer.from(await data!.arrayBuffer()).equals(big)).toBe(true)
    expect((await admin.storage.from('tapes').copy('big.bin', 'copy.bin')).error).toBeNull()
    const copied = await fetch(`${t.url}/storage/v1/object/public/tapes/copy.bin`, {
      headers: { range: `bytes=${PART_BYTES - 2}-${PART_BYTES + 1}` },
    })
    expect(Buffer.from(await copied.arrayBuffer()).equals(big.subarray(PART_BYTES - 2, PART_BYTES + 2))).toBe(true)
    expect((await admin.storage.from('tapes').remove(['big.bin', 'copy.bin'])).error).toBeNull()
    expect(storedVersions().sort()).toEqual((await rowVersions()).sort())
  })

  it('refuses an oversized upload, declared or streamed, leaving no object, row or spooled file', async () => {
    const before = storedVersions().sort()
    const url = `${t.url}/storage/v1/object/small/too-big.bin`
    const headers = { authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`, 'content-type': 'text/plain' }
    // storage-api's way: HTTP 400, the real status in the body.
    const declared = await postChunked(url, { ...headers, 'content-length': '300000' }, Buffer.alloc(300_000, 1))
    expect(JSON.parse(declared).statusCode).toBe('413')
    // No length up front: the limit stops the body as it streams.
    const streamed = await postChunked(url, headers, Buffer.alloc(300_000, 2))
    expect(JSON.parse(streamed).statusCode).toBe('413')
    const boundary = 'stagebook-test-boundary'
    const multipart = await postChunked(
      url,
      { authorization: headers.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="too-big.bin"\r\nContent-Type: text/plain\r\n\r\n`,
        ),
        Buffer.alloc(300_000, 3),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    )
    expect(JSON.parse(multipart).statusCode).toBe('413')
    expect((await admin.storage.from('small').exists('too-big.bin')).data).toBe(false)
    expect(storedVersions().sort()).toEqual(before)
    expect(fs.readdirSync(path.join(t.deps.config.dataDir, 'storage', 'tmp'))).toEqual([])
    // The bucket still takes what fits.
    expect((await admin.storage.from('small').upload('fits.bin', Buffer.alloc(99_000, 4))).error).toBeNull()
  })
})

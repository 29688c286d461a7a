import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createLogger } from '../log.ts'
import { STORAGE_BACKENDS, startTestApp, type TestApp } from '../test/harness.ts'
import { PART_BYTES, S3_OBJECT_PREFIX, s3Blobs } from './s3-blobs.ts'

/**
 * What differs underneath the two backends of the embedded storage (DATA_DIR files, an S3 bucket) and must not
 * show: byte ranges, an object past one S3 part (a multipart upload), and refused uploads leaving nothing behind
 * in the store, whichever it is.
 */
const opts = { auth: { persistSession: false, autoRefreshToken: false } }

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

  it('stores and serves an object past one S3 part, byte for byte; copy and remove follow it', async () => {
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
    const declared = await fetch(url, { method: 'POST', headers, body: Buffer.alloc(300_000, 1) })
    expect((await declared.json()).statusCode).toBe('413')
    // No length up front: the limit stops the body as it streams.
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull: (c) => {
        if (sent >= 300_000) return c.close()
        sent += 10_000
        c.enqueue(new Uint8Array(10_000).fill(2))
      },
    })
    const streamed = await fetch(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
    expect((await streamed.json()).statusCode).toBe('413')
    const form = new FormData()
    form.append('', new Blob([Buffer.alloc(300_000, 3)], { type: 'text/plain' }), 'too-big.bin')
    const multipart = await fetch(url, {
      method: 'POST',
      headers: { authorization: headers.authorization },
      body: form,
    })
    expect((await multipart.json()).statusCode).toBe('413')
    expect((await admin.storage.from('small').exists('too-big.bin')).data).toBe(false)
    expect(storedVersions().sort()).toEqual(before)
    expect(fs.readdirSync(path.join(t.deps.config.dataDir, 'storage', 'tmp'))).toEqual([])
    // The bucket still takes what fits.
    expect((await admin.storage.from('small').upload('fits.bin', Buffer.alloc(99_000, 4))).error).toBeNull()
  })
})

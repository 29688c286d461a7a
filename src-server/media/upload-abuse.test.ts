import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { uploadTmpDir } from './multipart.ts'
import { SPOOL_RETRY_AFTER_S, UPLOADS_PER_USER } from './spool.ts'
import { form, jpeg } from './test-images.ts'

/**
 * Stalled uploads cannot fill the disk: 150 of them (avatars from 70 users, two each, and raw /storage/v1 objects)
 * each send 256 KB of a 2 MB body and stop. The spool stays under its cap (16 MB here) while a normal upload goes
 * through; a third upload of one user is refused; after the idle timeout every stalled one is dropped and its file
 * deleted.
 */
const CAP_MB = 16
const IDLE_MS = 5000
const MB = 1024 * 1024
const SENT = 256 * 1024

let t: TestApp
const logLines: { msg: string; reason?: string }[] = []
beforeAll(async () => {
  const log = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(JSON.parse(line)) })
  t = await startTestApp({
    env: { UPLOAD_SPOOL_MAX_MB: String(CAP_MB), UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS) },
    log,
  })
  const bucket = await fetch(`${t.url}/storage/v1/bucket`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`,
      apikey: t.deps.supabaseServiceRoleKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'spool-test', id: 'spool-test', public: false }),
  })
  expect(bucket.status).toBe(200)
})
afterAll(async () => {
  await t?.stop()
})

const spoolDirs = () => [uploadTmpDir(t.deps.config.dataDir), path.join(t.deps.config.dataDir, 'storage', 'tmp')]

/** Bytes in the spool directories now (what the disk holds, not what the server counts). */
function spoolBytesOnDisk(): number {
  let total = 0
  for (const dir of spoolDirs()) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      try {
        total += fs.statSync(path.join(dir, name)).size
      } catch {
        // deleted between readdir and stat
      }
    }
  }
  return total
}

interface Stall {
  /** The status line the server answered, if it answered. */
  status: number | null
  /** When the server closed the connection (ms since the stall began), if it did. */
  closedAfterMs: number | null
  socket: net.Socket
}

/** Sends the head and the first SENT bytes of a request whose body is `body`, then sends nothing more. */
function stall(target: string, headers: Record<string, string>, body: Buffer, method = 'POST'): Promise<Stall> {
  const { port } = new URL(t.url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1')
    const started = Date.now()
    const state: Stall = { status: null, closedAfterMs: null, socket }
    let answer = ''
    socket.on('data', (d) => {
      answer += d.toString('latin1')
      state.status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || null
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      state.closedAfterMs = Date.now() - started
    })
    socket.on('connect', () => {
      const head = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Content-Length: ${body.length}`]
      for (const [k, v] of Object.entries(headers)) head.push(`${k}: ${v}`)
      socket.write(`${head.join('\r\n')}\r\n\r\n`)
      socket.write(body.subarray(0, SENT), () => resolve(state))
    })
  })
}

const multipart = (data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    ),
    data,
    Buffer.from('\r\n--XyZ--\r\n'),
  ])

const stallAvatar = (user: TestUser) =>
  stall(
    '/api/user/avatar/update',
    { Authorization: `Bearer ${user.token}`, 'Content-Type': 'multipart/form-data; boundary=XyZ' },
    multipart(Buffer.alloc(2 * MB, 7)),
  )

const stallObject = (i: number) =>
  stall(
    `/storage/v1/object/spool-test/stalled-${i}.bin`,
    {
      Authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`,
      apikey: t.deps.supabaseServiceRoleKey,
      'Content-Type': 'application/octet-stream',
    },
    Buffer.alloc(2 * MB, 9),
  )

async function until(what: string, done: () => boolean, ceilingMs = 60_000): Promise<void> {
  const deadline = Date.now() + ceilingMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

it('150 stalled uploads keep the spool under its cap, a normal upload goes through, and all are dropped and deleted after the idle timeout', async () => {
  const users = await Promise.all(Array.from({ length: 70 }, () => t.newUser()))

  let maxOnDisk = 0
  let measuring = true
  const measure = (async () => {
    while (measuring) {
      maxOnDisk = Math.max(maxOnDisk, spoolBytesOnDisk())
      await new Promise((r) => setTimeout(r, 20))
    }
  })()

  const admittedBefore = t.deps.uploads.admitted
  // The first user's two, then a third of theirs: refused at once, with its message key for the client.
  const first = [await stallAvatar(users[0]!), await stallAvatar(users[0]!)]
  await until('the first two let in', () => t.deps.uploads.admitted - admittedBefore >= 2)
  const third = await t.api('/api/user/avatar/update', {
    method: 'POST',
    token: users[0]!.token,
    body: form([{ field: 'file', name: 'a.jpg', type: 'image/jpeg', data: await jpeg(32, 32) }]),
  })
  expect(third.status).toBe(429)
  const refusal = await third.json()
  expect(refusal.i18nKey).toBe('media.errors.uploadsInFlight')
  expect(refusal.statusMessage).toBe(
    `You already have ${UPLOADS_PER_USER} uploads in progress. Wait for one to finish, then try again.`,
  )

  const stalls = [
    ...first,
    ...(await Promise.all([
      ...users.slice(1).flatMap((u) => [stallAvatar(u), stallAvatar(u)]),
      ...Array.from({ length: 10 }, (_, i) => stallObject(i)),
    ])),
  ]
  expect(stalls).toHaveLength(150)
  // The server has seen them all: let in, each spooling what it was sent until the spool is full.
  await until('150 uploads let in', () => t.deps.uploads.admitted - admittedBefore >= 150)

  // Meanwhile a normal upload of someone else goes through (stalled uploads make room for it).
  const someone = await t.newUser()
  const normal = await t.api('/api/user/avatar/update', {
    method: 'POST',
    token: someone.token,
    body: form([{ field: 'file', name: 'me.jpg', type: 'image/jpeg', data: await jpeg(256, 256) }]),
  })
  expect(normal.status).toBe(200)

  // After the idle timeout every stalled upload is dropped (its connection closed) and its spool file deleted.
  await until('every stalled upload dropped', () => stalls.every((s) => s.closedAfterMs !== null))
  await until('the spool empty', () => t.deps.uploads.inFlight === 0 && spoolBytesOnDisk() === 0)
  measuring = false
  await measure
  expect(t.deps.uploads.spooledBytes).toBe(0)

  // 150 × 256 KB is 37.5 MB: without the cap the spool would have held it all.
  expect(maxOnDisk).toBeGreaterThan(0)
  expect(maxOnDisk).toBeLessThanOrEqual(CAP_MB * MB)
  const idle = logLines.filter((l) => l.msg === `upload dropped: no byte for ${IDLE_MS} ms`)
  const full = logLines.filter((l) => l.msg === 'upload dropped: spool full')
  expect(idle.length).toBeGreaterThan(0)
  expect(full.length).toBeGreaterThan(0)
  expect(idle.length + full.length).toBeGreaterThanOrEqual(150)
  console.log(
    `spool: at most ${(maxOnDisk / MB).toFixed(1)} MB on disk (cap ${CAP_MB} MB) for 150 stalled uploads; ` +
      `${full.length} dropped to make room, ${idle.length} after ${IDLE_MS} ms idle`,
  )
  for (const s of stalls) s.socket.destroy()
})

it('signed /storage/v1 upload URLs: two uploads in flight per address, the third refused in storage-api words', async () => {
  const service = {
    authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`,
    apikey: t.deps.supabaseServiceRoleKey,
    'content-type': 'application/json',
  }
  const signed = async (key: string) => {
    const res = await fetch(`${t.url}/storage/v1/object/upload/sign/spool-test/${key}`, {
      method: 'POST',
      headers: service,
      body: '{}',
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { url: string }).url
  }
  const admitted = t.deps.uploads.admitted
  const held = await Promise.all(
    ['a.bin', 'b.bin'].map(async (key) =>
      stall(
        `/storage/v1${await signed(key)}`,
        { 'Content-Type': 'application/octet-stream' },
        Buffer.alloc(MB, 1),
        'PUT',
      ),
    ),
  )
  await until('two signed uploads let in', () => t.deps.uploads.admitted - admitted >= 2)
  const third = await fetch(`${t.url}/storage/v1${await signed('c.bin')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.alloc(1024, 2),
  })
  expect(third.status).toBe(429)
  expect(await third.json()).toMatchObject({ statusCode: '429', code: 'TooManyRequests' })
  for (const s of held) s.socket.destroy()
  // Once those clients are gone, the address uploads again.
  await until('the held uploads gone', () => t.deps.uploads.inFlight === 0)
  const again = await fetch(`${t.url}/storage/v1${await signed('d.bin')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.alloc(1024, 3),
  })
  expect(again.status).toBe(200)
})

it('uploads that keep moving are never dropped in a full spool: at worst told to come back (503, Retry-After)', async () => {
  let maxOnDisk = 0
  let measuring = true
  const measure = (async () => {
    while (measuring) {
      maxOnDisk = Math.max(maxOnDisk, spoolBytesOnDisk())
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  const dropsBefore = logLines.length
  let busy = 0
  // All at once: partly spooled uploads may all end up waiting for room only another could free; then the one with
  // the least spooled answers 503 with Retry-After and frees its bytes, and its client tries again later.
  const statuses = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      for (;;) {
        const res = await fetch(`${t.url}/storage/v1/object/spool-test/moving-${i}.bin`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`,
            apikey: t.deps.supabaseServiceRoleKey,
            'content-type': 'application/octet-stream',
            'x-upsert': 'true',
          },
          body: Buffer.alloc(3 * MB, i),
        })
        const body = (await res.json()) as { code?: string }
        if (res.status !== 503) return res.status
        expect(body.code).toBe('SlowDown')
        expect(res.headers.get('retry-after')).toBe(String(SPOOL_RETRY_AFTER_S))
        busy++
        // A client waits as told; a tenth of it keeps the test short and still spreads the retries.
        await new Promise((r) => setTimeout(r, SPOOL_RETRY_AFTER_S * 100 * (1 + Math.random())))
      }
    }),
  )
  measuring = false
  await measure
  expect(statuses).toEqual(statuses.map(() => 200))
  console.log(`12 × 3 MB through a ${CAP_MB} MB spool: ${busy} answers 503, then all 200`)
  expect(logLines.slice(dropsBefore).filter((l) => l.msg.startsWith('upload dropped'))).toEqual([])
  expect(maxOnDisk).toBeLessThanOrEqual(CAP_MB * MB)
  expect(t.deps.uploads.spooledBytes).toBe(0)
})

import fs from 'node:fs'
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { uploadTmpDir } from './multipart.ts'
import { form, jpeg } from './test-images.ts'

/**
 * Broken and hostile multipart bodies against both upload doors, over raw sockets so the bytes are exactly what a
 * hostile client sends. Whatever arrives, the answer is a 4xx and the server keeps serving.
 */
let t: TestApp
let owner: TestUser
let venueId: number
/** What would have ended a production process (vitest's own handler keeps the worker alive, so we watch too). */
const crashes: unknown[] = []
const onCrash = (error: unknown) => crashes.push(error)

beforeAll(async () => {
  process.on('uncaughtException', onCrash)
  t = await startTestApp()
  owner = await t.newUser()
  venueId = (
    await t.deps.db
      .insertInto('venues')
      .values({
        name: 'Club M',
        venue_type: 'club',
        owner_id: owner.id,
        city: 'Berlin',
        country: 'DE',
        lat: 52.5,
        lng: 13.4,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(async () => {
  process.off('uncaughtException', onCrash)
  await t.stop()
})

beforeEach(() => {
  crashes.length = 0
})

const CRLF = '\r\n'
const MB = 1024 * 1024

/** Sends raw bytes (headers + body) and resolves with the status code of the answer, or null if none came. */
function rawRequest(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  options: { chunked?: boolean; hangUpAfter?: number } = {},
): Promise<number | null> {
  const { port } = new URL(t.url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1')
    let answer = ''
    socket.on('data', (d) => {
      answer += d.toString('latin1')
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer)
      if (m) {
        resolve(Number(m[1]))
        socket.destroy()
      }
    })
    socket.on('error', () => resolve(null))
    socket.on('close', () => resolve(null))
    socket.on('connect', () => {
      const head = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close']
      for (const [k, v] of Object.entries(headers)) head.push(`${k}: ${v}`)
      if (options.chunked) head.push('Transfer-Encoding: chunked')
      else head.push(`Content-Length: ${body.length}`)
      socket.write(head.join(CRLF) + CRLF + CRLF)
      if (options.hangUpAfter !== undefined) {
        // Half a part, then the client vanishes.
        socket.write(body.subarray(0, options.hangUpAfter), () => setImmediate(() => socket.destroy()))
        return
      }
      if (options.chunked) {
        for (let i = 0; i < body.length; i += 256 * 1024) {
          const piece = body.subarray(i, i + 256 * 1024)
          socket.write(`${piece.length.toString(16)}${CRLF}`)
          socket.write(piece)
          socket.write(CRLF)
        }
        socket.write(`0${CRLF}${CRLF}`)
      } else socket.write(body)
    })
  })
}

/** Waits until the server has let in `admitted` uploads and finished with all of them (the spool's state). */
async function noUploadsInFlight(admitted: number): Promise<void> {
  const spool = t.deps.uploads
  const deadline = Date.now() + 30_000
  while ((spool.admitted < admitted || spool.inFlight > 0) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20))
  }
  expect(spool.inFlight).toBe(0)
}

const part = (name: string, filename: string | null, data: string | Buffer, type = 'image/jpeg') =>
  Buffer.concat([
    Buffer.from(
      `--XyZ${CRLF}Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}${CRLF}` +
        (filename ? `Content-Type: ${type}${CRLF}` : '') +
        CRLF,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from(CRLF),
  ])
const closing = Buffer.from(`--XyZ--${CRLF}`)
const typed = { 'Content-Type': 'multipart/form-data; boundary=XyZ' }

interface Case {
  name: string
  body: (field: string) => Buffer
  headers?: Record<string, string>
  chunked?: boolean
  status: number
}

const CASES: Case[] = [
  { name: 'missing closing boundary', body: (f) => part(f, 'a.jpg', 'abc'), status: 400 },
  {
    name: 'truncated part headers',
    body: (f) => Buffer.from(`--XyZ${CRLF}Content-Disposition: form-data; name="${f}"; filena`),
    status: 400,
  },
  {
    name: 'header block without end',
    body: (f) => Buffer.from(`--XyZ${CRLF}Content-Disposition: form-data; name="${f}"; filename="a.jpg"${CRLF}`),
    status: 400,
  },
  {
    name: 'no boundary in the content type',
    body: (f) => Buffer.concat([part(f, 'a.jpg', 'abc'), closing]),
    headers: { 'Content-Type': 'multipart/form-data' },
    status: 400,
  },
  {
    name: 'a boundary the body does not use',
    body: (f) => Buffer.concat([part(f, 'a.jpg', 'abc'), closing]),
    headers: { 'Content-Type': 'multipart/form-data; boundary=Other' },
    status: 400,
  },
  { name: 'empty body', body: () => Buffer.alloc(0), status: 400 },
  { name: 'garbage', body: () => Buffer.from('\u0000\u0001not multipart at all'), status: 400 },
  {
    name: 'wrong file field name',
    body: () => Buffer.concat([part('avatar', 'a.jpg', 'abc'), closing]),
    status: 400,
  },
  {
    name: '1000 parts',
    body: (f) => Buffer.concat([...Array.from({ length: 1000 }, (_, i) => part(f, `${i}.jpg`, 'abc')), closing]),
    status: 413,
  },
  {
    name: '1000 plain fields',
    body: () => Buffer.concat([...Array.from({ length: 1000 }, (_, i) => part(`f${i}`, null, 'x')), closing]),
    status: 413,
  },
  {
    name: 'a part larger than the limit (chunked, no length up front)',
    body: (f) => Buffer.concat([part(f, 'big.jpg', Buffer.alloc(15 * MB + 10, 1)), closing]),
    chunked: true,
    status: 413,
  },
]

const DOORS = [
  { door: 'avatar', path: () => '/api/user/avatar/update', field: 'file' },
  { door: 'venue photos', path: () => `/api/venues/owner/photo/${venueId}`, field: 'photos' },
]

async function alive(): Promise<void> {
  const res = await t.api('/healthz')
  expect(res.status).toBe(200)
  expect(crashes).toEqual([])
}

describe('broken multipart bodies', () => {
  for (const { door, path, field } of DOORS) {
    for (const c of CASES) {
      it(`${door}: ${c.name} → ${c.status}, server alive`, async () => {
        const status = await rawRequest(
          path(),
          { Authorization: `Bearer ${owner.token}`, ...(c.headers ?? typed) },
          c.body(field),
          { chunked: c.chunked },
        )
        expect(status).toBe(c.status)
        await alive()
      })
    }

    it(`${door}: a client that disconnects mid-part leaves the server serving uploads`, async () => {
      const body = Buffer.concat([part(field, 'a.jpg', Buffer.alloc(2 * MB, 7)), closing])
      for (let i = 0; i < 5; i++) {
        const before = t.deps.uploads.admitted
        await rawRequest(path(), { Authorization: `Bearer ${owner.token}`, ...typed }, body, {
          hangUpAfter: MB + i * 1000,
        })
        // The server reads what was sent before it sees the hang-up; until then the upload is in flight, and a
        // user has two at most (media/spool.ts).
        await noUploadsInFlight(before + 1)
      }
      await alive()
      const image = await jpeg(64, 64)
      const ok = await t.api(path(), {
        method: 'POST',
        token: owner.token,
        body: form([{ field, name: 'a.jpg', type: 'image/jpeg', data: image }]),
      })
      expect(ok.status).toBe(200)
    })
  }

  it('every spooled part is removed afterwards, whatever happened to its request', async () => {
    const dir = uploadTmpDir(t.deps.config.dataDir)
    // Requests whose client hung up may still be unwinding: wait for the state, with a ceiling.
    const deadline = Date.now() + 30_000
    let left = fs.readdirSync(dir)
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
      left = fs.readdirSync(dir)
    }
    expect(left).toEqual([])
  })
})

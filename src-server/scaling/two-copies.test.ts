import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realtimeUrl, StageConnection } from '../../src/stages/connection.ts'
import type { StageView } from '../../src/stages/protocol.ts'
import { jpeg } from '../media/test-images.ts'
import { S3_OBJECT_PREFIX } from '../storage/s3-blobs.ts'
import { TOOLING_JWT_SECRET, toolingApiKeys } from '../test/api-keys.ts'
import { createDatabase, usingPostgres } from '../test/harness.ts'
import { type ServerProcess, startServerProcess } from '../test/processes.ts'
import { type RoundRobinProxy, startRoundRobinProxy } from '../test/round-robin-proxy.ts'
import { startS3Server, type TestS3 } from '../test/s3-server.ts'

/**
 * Several copies as an operator runs them (docs/operating.md#scaling): two `node src-server/main.ts` processes,
 * each with its own DATA_DIR, started together on one empty Postgres database and one S3-compatible bucket,
 * behind a round-robin proxy (TRUST_PROXY=1). Whatever a visitor does through the proxy works whichever copy
 * answers, and one copy killed with SIGKILL in the middle of writes loses none that it acknowledged.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-copies-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : []

async function waitFor<T>(what: string, fn: () => T | undefined | null | false, ms = 30_000): Promise<T> {
  const start = Date.now()
  for (;;) {
    const v = fn()
    if (v) return v
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe.runIf(usingPostgres)('two server processes on one Postgres and one bucket, behind a proxy', () => {
  let database: { url: string; drop: () => Promise<void> }
  let s3: TestS3
  let proxy: RoundRobinProxy
  let copies: ServerProcess[] = []
  let urls: string[] = []
  let anonKey: string
  let serviceKey: string
  const open: StageConnection[] = []

  beforeAll(async () => {
    ;[database, s3, proxy, { anonKey, serviceRoleKey: serviceKey }] = await Promise.all([
      createDatabase(process.env.DATABASE_URL!),
      startS3Server(),
      startRoundRobinProxy(),
      toolingApiKeys(),
    ])
    // Both start at once on the empty database: one migrates, the other waits for it.
    copies = ['a', 'b'].map((name) =>
      startServerProcess({
        DATA_DIR: path.join(root, name),
        DATABASE_URL: database.url,
        ...s3.env,
        PUBLIC_URL: proxy.url,
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT: 'true',
        SUPABASE_JWT_SECRET: TOOLING_JWT_SECRET,
        LOG_LEVEL: 'info',
      }),
    )
    urls = await Promise.all(copies.map((c) => c.listening))
    proxy.setBackends(urls)
  }, 180_000)

  afterAll(async () => {
    for (const c of open) c.close()
    for (const c of copies) c.child.kill('SIGKILL')
    await Promise.all(copies.map((c) => c.finished))
    await proxy?.stop()
    await s3?.stop()
    await database?.drop()
  })

  /** A call to the auth server at `base` (a copy or the proxy): status and JSON body. */
  async function auth(base: string, method: string, p: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = { apikey: anonKey, 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const res = await fetch(`${base}/auth/v1${p}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }
  }
  const api = (base: string, p: string, token: string, json?: unknown) =>
    fetch(`${base}/api${p}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    })

  let seq = 0
  async function signedIn(base: string) {
    const email = `copies${seq++}-${Date.now().toString(36)}@example.test`
    const password = 'correct-horse-1'
    const created = await fetch(`${base}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, email_confirm: true }),
    })
    expect(created.status).toBe(200)
    const session = await auth(base, 'POST', '/token?grant_type=password', { email, password })
    expect(session.status).toBe(200)
    return session.body as { access_token: string; refresh_token: string }
  }

  it('sign in on one copy, use the session on the other, refresh on either and through the proxy', async () => {
    const [a, b] = urls as [string, string]
    const session = await signedIn(a)
    expect((await auth(b, 'GET', '/user', undefined, session.access_token)).status).toBe(200)
    expect((await api(b, '/favorites/lists', session.access_token)).status).toBe(200)

    let refresh = session.refresh_token
    for (const base of [b, a, proxy.url, proxy.url]) {
      const next = await auth(base, 'POST', '/token?grant_type=refresh_token', { refresh_token: refresh })
      expect(next.status, base).toBe(200)
      refresh = next.body.refresh_token as string
      for (const on of [a, b]) expect((await api(on, '/favorites/lists', next.body.access_token)).status).toBe(200)
    }
    // Through the proxy every call lands on the next copy: a session used four times there used both.
    const token = (await signedIn(proxy.url)).access_token
    const before = [...proxy.handed]
    for (let i = 0; i < 4; i++) expect((await api(proxy.url, '/favorites/lists', token)).status).toBe(200)
    expect(proxy.handed.map((n, i) => n - before[i]!)).toEqual([2, 2])
  })

  it('an avatar uploaded through one copy loads through the other and through the proxy', async () => {
    const [a, b] = urls as [string, string]
    const { access_token: token } = await signedIn(proxy.url)
    const inBucket = s3.objectKeys(S3_OBJECT_PREFIX).length
    const fd = new FormData()
    fd.append('file', new Blob([new Uint8Array(await jpeg(600, 600))], { type: 'image/jpeg' }), 'me.jpg')
    const up = await fetch(`${a}/api/user/avatar/update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: fd,
    })
    expect(up.status).toBe(200)
    const { avatarUrl } = (await up.json()) as { avatarUrl: string }
    // Its bytes are in the bucket, none in A's DATA_DIR.
    expect(s3.objectKeys(S3_OBJECT_PREFIX).length).toBe(inBucket + 1)
    expect(filesUnder(path.join(root, 'a', 'storage', 'objects'))).toEqual([])
    for (const base of [b, proxy.url, proxy.url]) {
      const img = await fetch(new URL(avatarUrl, base))
      expect(img.status, base).toBe(200)
      expect(img.headers.get('content-type')).toBe('image/webp')
      expect((await img.arrayBuffer()).byteLength).toBeGreaterThan(100)
    }
  })

  it('a stage display on one copy gets the message sent through the other, and through the proxy', async () => {
    const [a, b] = urls as [string, string]
    const { access_token: token } = await signedIn(a)
    const created = await api(a, '/stages', token, { name: 'Two copies' })
    expect(created.status).toBe(201)
    const stage = (await created.json()) as StageView
    const displays = [b, proxy.url, proxy.url].map((base) => {
      const states: StageView[] = []
      const conn = new StageConnection({ url: realtimeUrl(base, { code: stage.code }), onState: (s) => states.push(s) })
      open.push(conn)
      return states
    })
    await waitFor('every display connected', () => displays.every((d) => d.length > 0))
    for (const [i, base] of [a, proxy.url, proxy.url].entries()) {
      const text = `Cue ${i}`
      expect((await api(base, `/stages/${stage.id}/message`, token, { text })).status).toBe(200)
      await waitFor(text, () => displays.every((d) => d.at(-1)?.state.message?.text === text))
    }
    // Closed here: a display reconnecting later would be counted by the proxy in the next test.
    for (const c of open.splice(0)) c.close()
  })

  it('a per-address limit holds across both copies: together they allow what one allows', async () => {
    // GoTrue's 30 emails per 5 minutes and address, counted in Postgres: spread over both copies by the proxy.
    const recover = (from: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(`${proxy.url}/auth/v1/recover`, {
          method: 'POST',
          localAddress: from,
          headers: { apikey: anonKey, 'content-type': 'application/json' },
        })
        req.on('response', (res) => {
          res.resume()
          resolve(res.statusCode!)
        })
        req.on('error', reject)
        req.end(JSON.stringify({ email: `nobody${seq++}@example.test` }))
      })
    const before = [...proxy.handed]
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push(await recover('127.0.0.2'))
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect(proxy.handed.map((n, i) => n - before[i]!)).toEqual([15, 15])
    // The 31st is refused by whichever copy gets it; another address still has its own budget.
    expect([await recover('127.0.0.2'), await recover('127.0.0.2')]).toEqual([429, 429])
    expect(await recover('127.0.0.3')).toBe(200)
  })

  it('a copy killed with SIGKILL during writes loses no acknowledged write; the other keeps serving', async () => {
    const { access_token: token } = await signedIn(proxy.url)
    const acknowledged: string[] = []
    const failed: number[] = []
    let sent = 0
    let stop = false
    let killedAt = -1
    // Four writers side by side through the proxy, each creating favourites lists until told to stop.
    const writer = async () => {
      while (!stop) {
        const name = `w${sent++}`
        const res = await api(proxy.url, '/favorites/lists/add', token, { name }).catch(() => null)
        if (res?.ok) acknowledged.push(name)
        else failed.push(res?.status ?? 0)
        await res?.arrayBuffer().catch(() => {})
      }
    }
    const writers = Promise.all([writer(), writer(), writer(), writer()])
    try {
      await waitFor('writes on both copies', () => acknowledged.length >= 40 && proxy.handed.every((n) => n > 40))
      const [victim] = copies as [ServerProcess]
      victim.child.kill('SIGKILL')
      const { signal } = await victim.finished
      expect(signal).toBe('SIGKILL')
      killedAt = acknowledged.length
      // The survivor takes every write from now on.
      await waitFor('40 writes after the kill', () => acknowledged.length >= killedAt + 40)
    } finally {
      stop = true
      await writers
    }
    // Only requests the dead copy had taken fail (502 from the proxy): those in flight at the kill, and at most one
    // per kept-alive connection to it that the proxy reused before it saw the connection close.
    expect(failed.length).toBeLessThanOrEqual(8)
    expect(failed.every((s) => s === 502)).toBe(true)

    // Every acknowledged write is in the database, read through the survivor and through the proxy.
    for (const base of [urls[1]!, proxy.url]) {
      const res = await api(base, '/favorites/lists', token)
      expect(res.status).toBe(200)
      const names = new Set(((await res.json()) as { name: string }[]).map((l) => l.name))
      expect(acknowledged.filter((n) => !names.has(n))).toEqual([])
    }
    // A new visitor signs up and in through the proxy with one copy gone.
    expect((await signedIn(proxy.url)).access_token).toBeTruthy()
  })
})

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client'
import { initTRPC, TRPCError } from '@trpc/server'
import { createHTTPHandler } from '@trpc/server/adapters/standalone'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BUILD_POLL_MS, createBuildWatcher, type LatestBuild } from './build-watch.ts'
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './chunk-reload.ts'
import { ExternalNavigationError, resolveNavigation } from './navigate.ts'
import { APP_RETRIES, appFetch, backoffMs, fetchWithRetry, RETRY_STATUSES, shouldRetry } from './retry.ts'

/**
 * A test server that fails on purpose: `/status/{code}/{failures}/{key}` answers `code` for the first `failures`
 * hits of `key`, then 200. `/drop/{failures}/{key}` drops the connection instead. `/latest.json` serves `latest`.
 */
const hits = new Map<string, number>()
let latest: LatestBuild = { id: 'build-a', timestamp: 1 }
let server: http.Server
let base = ''
let trpcServer: http.Server
let trpcUrl = ''
const noSleep = async () => {}

let trpcQueryFailures = 0
let trpcCalls = { query: 0, mutation: 0 }
const t = initTRPC.create()
const trpcRouter = t.router({
  flaky: t.procedure.query(() => {
    trpcCalls.query++
    if (trpcQueryFailures-- > 0) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'try later' })
    return 'ok'
  }),
  save: t.procedure.mutation(() => {
    trpcCalls.mutation++
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'try later' })
  }),
})

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [, kind, ...rest] = (req.url ?? '').split('?')[0]!.split('/')
    if (kind === 'latest.json') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(latest))
      return
    }
    const key = `${req.method} ${req.url}`
    const n = (hits.get(key) ?? 0) + 1
    hits.set(key, n)
    req.resume()
    if (kind === 'status') {
      const [code, failures] = rest.map(Number) as [number, number]
      res.statusCode = n <= failures ? code : 200
      res.end(n <= failures ? 'fail' : 'ok')
    } else if (kind === 'drop') {
      const failures = Number(rest[0])
      if (n <= failures) req.socket.destroy()
      else res.end('ok')
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  trpcServer = http.createServer(createHTTPHandler({ router: trpcRouter }))
  await new Promise<void>((r) => trpcServer.listen(0, '127.0.0.1', r))
  trpcUrl = `http://127.0.0.1:${(trpcServer.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  trpcServer.closeAllConnections()
  await new Promise((r) => server.close(r))
  await new Promise((r) => trpcServer.close(r))
})
beforeEach(() => {
  hits.clear()
})

let seq = 0
const hitsOf = (method: string, path: string) => hits.get(`${method} ${path}`) ?? 0

describe('retry rules (docs/product.md §10)', () => {
  it('retries a non-mutating request once on each retryable status (generic rule)', async () => {
    for (const code of RETRY_STATUSES) {
      for (const method of ['GET', 'HEAD', 'OPTIONS']) {
        const path = `/status/${code}/5/${seq++}`
        const res = await fetchWithRetry(`${base}${path}`, { method }, { sleep: noSleep })
        expect(res.status, `${method} ${code}`).toBe(code)
        expect(hitsOf(method, path), `${method} ${code}`).toBe(2)
      }
    }
  })

  it('never retries PATCH, POST, PUT, DELETE', async () => {
    for (const code of RETRY_STATUSES) {
      for (const method of ['PATCH', 'POST', 'PUT', 'DELETE']) {
        const path = `/status/${code}/5/${seq++}`
        const res = await fetchWithRetry(`${base}${path}`, { method, body: '{}' }, { retries: 3, sleep: noSleep })
        expect(res.status).toBe(code)
        expect(hitsOf(method, path), `${method} ${code}`).toBe(1)
      }
    }
    const path = `/drop/5/${seq++}`
    await expect(fetchWithRetry(`${base}${path}`, { method: 'POST' }, { retries: 3, sleep: noSleep })).rejects.toThrow()
    expect(hitsOf('POST', path)).toBe(1)
  })

  it('does not retry other statuses', async () => {
    for (const code of [400, 401, 403, 404, 410, 422, 501]) {
      const path = `/status/${code}/5/${seq++}`
      expect((await fetchWithRetry(`${base}${path}`, {}, { retries: 3, sleep: noSleep })).status).toBe(code)
      expect(hitsOf('GET', path)).toBe(1)
    }
  })

  it('the app fetch wrapper retries up to 3 times with backoff, on statuses and dropped connections', async () => {
    const flaky = `/status/503/3/${seq++}`
    const started = Date.now()
    const res = await appFetch(`${base}${flaky}`)
    expect(res.status).toBe(200)
    expect(hitsOf('GET', flaky)).toBe(4)
    expect(Date.now() - started).toBeGreaterThanOrEqual(backoffMs(0) + backoffMs(1) + backoffMs(2) - 50)

    const broken = `/status/502/9/${seq++}`
    expect((await fetchWithRetry(`${base}${broken}`, {}, { retries: APP_RETRIES, sleep: noSleep })).status).toBe(502)
    expect(hitsOf('GET', broken)).toBe(1 + APP_RETRIES)

    const dropped = `/drop/2/${seq++}`
    const ok = await fetchWithRetry(`${base}${dropped}`, {}, { retries: APP_RETRIES, sleep: noSleep })
    expect(await ok.text()).toBe('ok')
    expect(hitsOf('GET', dropped)).toBe(3)
  })

  it('honours Retry-After, caps the backoff and never retries an aborted request', async () => {
    expect(backoffMs(0)).toBe(300)
    expect(backoffMs(2)).toBe(1200)
    expect(backoffMs(10)).toBe(5000)
    expect(backoffMs(0, '2')).toBe(2000)
    expect(backoffMs(0, '3600')).toBe(10_000)
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' })
    expect(shouldRetry({ method: 'GET', error: abort, attempt: 0, retries: 3 })).toBe(false)
    expect(shouldRetry({ method: 'get', status: 503, attempt: 0, retries: 1 })).toBe(true)
    expect(shouldRetry({ method: 'get', status: 503, attempt: 1, retries: 1 })).toBe(false)
  })

  it('tRPC queries are retried and mutations are not', async () => {
    const client = createTRPCClient<typeof trpcRouter>({
      links: [
        httpBatchLink({
          url: trpcUrl,
          fetch: (u, i) => fetchWithRetry(u, i, { retries: APP_RETRIES, sleep: noSleep }),
        }),
      ],
    })
    trpcCalls = { query: 0, mutation: 0 }
    trpcQueryFailures = 2
    expect(await client.flaky.query()).toBe('ok')
    expect(trpcCalls.query).toBe(3)
    await expect(client.save.mutate()).rejects.toBeInstanceOf(TRPCClientError)
    expect(trpcCalls.mutation).toBe(1)
  })
})

describe('chunk-load reload guard (docs/product.md §10: 10 s)', () => {
  const memoryStorage = () => {
    const m = new Map<string, string>()
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
  }

  it('two chunk errors within 10 s reload once; after 10 s it may reload again', () => {
    const storage = memoryStorage()
    let now = 1_000_000
    let reloads = 0
    const deps = { storage, now: () => now, reload: () => reloads++ }
    expect(reloadOnce(deps)).toBe(true)
    now += 3000
    expect(reloadOnce(deps)).toBe(false)
    now += RELOAD_GUARD_MS - 3001
    expect(reloadOnce(deps)).toBe(false)
    expect(reloads).toBe(1)
    now += 1
    expect(reloadOnce(deps)).toBe(true)
    expect(reloads).toBe(2)
  })

  it('recognises chunk-load errors of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})

describe('build switch', () => {
  it('picks up a new latest.json, once, on a check and on a poll', async () => {
    const found: string[] = []
    const fetchLatest = async () => (await fetch(`${base}/latest.json`)).json() as Promise<LatestBuild>
    latest = { id: 'build-a', timestamp: 1 }
    const watcher = createBuildWatcher({ currentId: 'build-a', fetchLatest, onNewBuild: (l) => found.push(l.id) })
    expect(await watcher.check()).toBe(false)
    latest = { id: 'build-b', timestamp: 2 }
    expect(await watcher.check()).toBe(true)
    expect(await watcher.check()).toBe(true)
    expect(found).toEqual(['build-b'])
    expect(watcher.newBuild?.id).toBe('build-b')

    // Polling and visibility: the interval and 'visibilitychange' both check.
    const listeners = new Map<string, () => void>()
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (type: string, fn: () => void) => void listeners.set(type, fn),
      removeEventListener: (type: string) => void listeners.delete(type),
    }
    latest = { id: 'build-a', timestamp: 1 }
    const polled: string[] = []
    const w2 = createBuildWatcher({
      currentId: 'build-a',
      fetchLatest,
      onNewBuild: (l) => polled.push(l.id),
      intervalMs: 20,
      doc: doc as never,
    })
    w2.start()
    await new Promise((r) => setTimeout(r, 60))
    expect(polled).toEqual([])
    latest = { id: 'build-c', timestamp: 3 }
    await new Promise((r) => setTimeout(r, 80))
    expect(polled).toEqual(['build-c'])
    w2.stop()
    expect(listeners.size).toBe(0)

    const w3 = createBuildWatcher({
      currentId: 'build-a',
      fetchLatest,
      onNewBuild: (l) => polled.push(`v:${l.id}`),
      doc: doc as never,
    })
    w3.start()
    listeners.get('visibilitychange')!()
    await new Promise((r) => setTimeout(r, 50))
    expect(polled).toContain('v:build-c')
    w3.stop()
    expect(BUILD_POLL_MS).toBe(300_000)
  })

  it('survives a failing latest.json', async () => {
    const watcher = createBuildWatcher({
      currentId: 'x',
      fetchLatest: async () => {
        throw new Error('offline')
      },
      onNewBuild: () => {
        throw new Error('not expected')
      },
    })
    expect(await watcher.check()).toBe(false)
  })
})

describe('guarded navigation (docs/product.md §2)', () => {
  const origin = 'https://stagebook.example'
  it('refuses external URLs without the external option', () => {
    expect(resolveNavigation('https://evil.example/x', origin)).toEqual({ kind: 'refused', reason: 'external' })
    expect(resolveNavigation('//evil.example/x', origin).kind).toBe('refused')
    expect(resolveNavigation('mailto:a@b.c', origin).kind).toBe('refused')
    expect(resolveNavigation('https://evil.example/x', origin, { external: true })).toEqual({
      kind: 'external',
      url: 'https://evil.example/x',
    })
    expect(resolveNavigation('mailto:a@b.c', origin, { external: true }).kind).toBe('external')
  })

  it('never follows javascript: or data: URLs, even with external', () => {
    expect(resolveNavigation('javascript:alert(1)', origin, { external: true }).kind).toBe('refused')
    expect(resolveNavigation('data:text/html,hi', origin, { external: true }).kind).toBe('refused')
  })

  it('keeps own paths inside the app', () => {
    expect(resolveNavigation('/favorites', origin)).toEqual({ kind: 'internal', path: '/favorites' })
    expect(resolveNavigation('https://stagebook.example/de/search?q=a#r', origin)).toEqual({
      kind: 'internal',
      path: '/de/search?q=a#r',
    })
    expect(resolveNavigation('venues/search', `${origin}/`)).toEqual({ kind: 'internal', path: '/venues/search' })
    expect(new ExternalNavigationError('https://x').message).toContain('not allowed')
  })
})

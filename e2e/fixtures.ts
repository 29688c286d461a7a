import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type BrowserContext, test as base, expect } from '@playwright/test'
import { TOOLING_JWT_SECRET } from '../src-server/test/api-keys.ts'
import { copyPreparedDataDir, DEMO_SEED_COUNT } from './prepared-data.ts'

export interface ServerInfo {
  url: string
  dataDir: string
  /** Lines the server logged (JSON), e.g. to find a dev-mailbox link. */
  logs: string[]
}

/** A port nobody listens on now (the server gets it as PORT, and PUBLIC_URL names it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** CSP violation reports the server logged (`/csp-report`, see src-server/http/security-headers.ts). */
export function cspReports(logs: string[], from = 0): string[] {
  return logs.slice(from).filter((l) => l.includes('"msg":"csp violation"'))
}

/**
 * Starts `node src-server/main.ts` with its own DATA_DIR (embedded PGlite, auth and storage) on a free port,
 * with PUBLIC_URL naming that port, so email links lead back to the address the browser uses. The DATA_DIR is a
 * copy of the one prepared for the run with the same seed settings (prepared-data.ts), if any. `env.DATA_DIR`
 * starts it on the data a stopped server kept (`stop({ keepData: true })`), e.g. again with a shifted clock.
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<ServerInfo & { process: ChildProcess; stop: (options?: { keepData?: boolean }) => Promise<void> }> {
  const seed = { SEED_DEMO: env.SEED_DEMO ?? 'true', SEED_COUNT: env.SEED_COUNT ?? DEMO_SEED_COUNT }
  const dataDir = env.DATA_DIR ?? copyPreparedDataDir(seed) ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-e2e-'))
  const port = env.PORT ?? String(await freePort())
  const child = spawn(process.execPath, ['src-server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...seed,
      AUTH_RATE_LIMIT: 'false',
      // The auth server's API keys are signed with it, so specs can make them (auth-helpers.ts).
      SUPABASE_JWT_SECRET: TOOLING_JWT_SECRET,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      // The embedded database's memory setting changes no behaviour; `small` (the default, for a small VPS) costs
      // every query about 1.6× the CPU, which a run of browser tests on two cores cannot spare.
      PGLITE_MEMORY: 'fast',
      // Maps load their style from here; every context answers it from e2e/map-fixture (no network in tests).
      MAP_STYLE_URL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // A worker torn down mid-test (a fixture timeout) exits without `stop`: its server goes with it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  const logs: string[] = []
  const url = await new Promise<string>((resolve, reject) => {
    // A first start opens PGlite from nothing: give a busy machine time, the wait ends when the server says so.
    // A server that never said "listening" is killed, or it would outlive the test run.
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start:\n${logs.join('\n')}`))
    }, 240_000)
    let buffer = ''
    const onData = (d: Buffer) => {
      buffer += d.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        logs.push(line)
        const m = /"url":"(http:\/\/[^"]+)"/.exec(line)
        if (m && line.includes('listening')) {
          clearTimeout(timer)
          resolve(m[1]!)
        }
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${logs.join('\n')}`)))
  })
  return {
    url,
    dataDir,
    logs,
    process: child,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true })
      const reports = cspReports(logs)
      if (reports.length) throw new Error(`CSP violations reported to ${url}:\n${reports.join('\n')}`)
    },
  }
}

/** The e2e map style's address: never fetched from the network, every context fulfils it (see `mapStyle`). */
export const MAP_STYLE_URL = 'http://map.test/style.json'

/** A tiny MapLibre style: a background and a GeoJSON grid, no tiles, glyphs or sprites. */
export const MAP_STYLE = {
  version: 8,
  sources: {
    grid: {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: Array.from({ length: 37 }, (_, i) => ({
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [-180 + i * 10, -85],
              [-180 + i * 10, 85],
            ],
          },
        })),
      },
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#e9eef2' } },
    { id: 'grid', type: 'line', source: 'grid', paint: { 'line-color': '#c8d3dc', 'line-width': 1 } },
  ],
}

/** Every page of a context reports CSP violations to the console, where the fixture collects them. */
async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      )
    })
  })
  context.on('console', (message) => {
    const text = message.text()
    if (text.startsWith('CSP violation') || text.includes('Content Security Policy')) violations.push(text)
  })
}

export const test = base.extend<
  { server: ServerInfo; cspGuard: undefined; mapStyle: undefined },
  { workerServer: ServerInfo & { stop: () => Promise<void> } }
>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  // The walks run under the real CSP and fail on any violation: seen by the page itself, or reported to the
  // server (pages of contexts a test opens on its own report there; the worker's server is checked again at its end).
  cspGuard: [
    async ({ context, workerServer }, use) => {
      const violations: string[] = []
      await watchCsp(context, violations)
      const logged = workerServer.logs.length
      await use(undefined)
      expect([...violations, ...cspReports(workerServer.logs, logged)], 'CSP violations').toEqual([])
    },
    { auto: true },
  ],
  mapStyle: [
    async ({ context }, use) => {
      await context.route(`${new URL(MAP_STYLE_URL).origin}/**`, (route) =>
        route.request().url() === MAP_STYLE_URL
          ? route.fulfill({ json: MAP_STYLE, headers: { 'access-control-allow-origin': '*' } })
          : route.fulfill({ status: 404, body: '' }),
      )
      await use(undefined)
    },
    { auto: true },
  ],
})

export { expect }

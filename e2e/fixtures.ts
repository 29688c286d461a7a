import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'

export interface ServerInfo {
  url: string
  dataDir: string
  /** Lines the server logged (JSON), e.g. to find a dev-mailbox link. */
  logs: string[]
}

/** Starts `node src-server/main.ts` on a free port with its own DATA_DIR (embedded PGlite, auth and storage). */
export async function startServer(
  env: Record<string, string> = {},
): Promise<ServerInfo & { process: ChildProcess; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-e2e-'))
  const child = spawn(process.execPath, ['src-server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SEED_COUNT: '60',
      AUTH_RATE_LIMIT: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: string[] = []
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join('\n')}`)), 90_000)
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
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const test = base.extend<{ server: ServerInfo }, { workerServer: ServerInfo & { stop: () => Promise<void> } }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
})

export { expect }

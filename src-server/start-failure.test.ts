import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { describeStartFailure, maskUrlPasswords } from './start-failure.ts'

/** A start that cannot work stops with one line saying what to do: no stack trace, no password. */

const MAIN = path.resolve('src-server/main.ts')
let scratch: string
let clientDist: string

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-startfail-'))
  // A stand-in client build, so a start does not build the client first.
  clientDist = path.join(scratch, 'client')
  fs.mkdirSync(clientDist)
  fs.writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>t</title>')
})
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** Starts the server in a child; a variable given as undefined is left out of its environment. */
function start(env: Record<string, string | undefined>, script = MAIN, cwd = process.cwd()) {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'))
  const merged: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    CLIENT_DIST_DIR: clientDist,
    ...env,
  }
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k]
  // Not spawnSync: the test worker must keep answering Vitest while a start takes its time.
  const child = spawn(process.execPath, [script], { cwd, env: merged, timeout: 110_000 })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d))
  child.stderr.on('data', (d: Buffer) => (stderr += d))
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  )
}

/** A loopback port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('a start that cannot work', () => {
  it('port in use: one line naming the port, exit 1', async () => {
    const taken = net.createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as net.AddressInfo
    try {
      const run = await start({ PORT: String(port) })
      expect(run.status, run.stderr).toBe(1)
      expect(run.stderr.trim().split('\n')).toEqual([
        `Cannot listen on 127.0.0.1:${port}: the port is already in use. Stop the program that uses it, or set PORT to a free port.`,
      ])
    } finally {
      taken.close()
    }
  })

  it('database unreachable: one line with the address, the password masked, exit 1', async () => {
    const port = await closedPort()
    const run = await start({ DATABASE_URL: `postgres://stage:s3cret-pw@127.0.0.1:${port}/stagebook` })
    expect(run.status, run.stderr).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      `Cannot connect to the database at postgres://stage:***@127.0.0.1:${port}/stagebook: connection refused. Check that Postgres is running there and that DATABASE_URL is right.`,
    ])
    expect(run.stdout + run.stderr).not.toContain('s3cret-pw')
  })

  // Under a regular file rather than chmod: the tests may run as root, whom a read-only mode does not stop.
  it('DATA_DIR not writable: one line naming it, exit 1', async () => {
    const file = path.join(scratch, 'a-file')
    fs.writeFileSync(file, '')
    const run = await start({ DATA_DIR: path.join(file, 'data') })
    expect(run.status, run.stderr).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^DATA_DIR \S+a-file\/data is not writable \(ENOTDIR\): a file is in the way/),
    ])
  })

  it('disk full: one line naming DATA_DIR (a real ENOSPC from /dev/full)', () => {
    let error: unknown
    try {
      fs.writeFileSync('/dev/full', 'x')
    } catch (e) {
      error = e
    }
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
    const line = describeStartFailure(error, { HOST: '127.0.0.1', PORT: 3000, dataDir: '/srv/data' })
    expect(line).toBe('The disk is full: free space on the disk that holds DATA_DIR (/srv/data) and start again.')
  })

  it('an unknown failure is not dressed up as a known one', () => {
    expect(describeStartFailure(new Error('boom'), { HOST: 'h', PORT: 1, dataDir: '/d' })).toBeNull()
  })
})

describe('passwords in URLs', () => {
  it('are masked in config errors', () => {
    const run = () => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db/x', SMTP_URL: 'http://m:pw@mail' })
    expect(run).toThrow(ConfigError)
    const message = (() => {
      try {
        run()
      } catch (e) {
        return (e as Error).message
      }
    })()
    expect(message).toContain('(got "mysql://admin:***@db/x")')
    expect(message).toContain('(got "http://m:***@mail")')
    expect(message).not.toMatch(/hunter2|:pw@/)
  })

  it('are masked wherever a URL sits in a text, and nothing else changes', () => {
    expect(maskUrlPasswords('at postgres://u:p%40ss@h:5432/db and smtps://a:b@mail:465 ok')).toBe(
      'at postgres://u:***@h:5432/db and smtps://a:***@mail:465 ok',
    )
    expect(maskUrlPasswords('http://host:8080/path and postgres://u@h/db')).toBe(
      'http://host:8080/path and postgres://u@h/db',
    )
  })

  it('are masked in log lines', () => {
    const script = `
      const { createLogger } = await import('./src-server/log.ts')
      createLogger('info', 'json').warn({ err: { message: 'connect to postgres://u:topsecret@h/db failed' } }, 'smtp://x:y@m down')`
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(run.stdout).toContain('postgres://u:***@h/db')
    expect(run.stdout).toContain('smtp://x:***@m down')
    expect(run.stdout).not.toMatch(/topsecret|x:y@/)
  })
})

describe('.env', () => {
  it('is read by npm start from the working directory; the environment wins over it', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'envdir-'))
    fs.writeFileSync(path.join(dir, '.env'), 'PORT=eighty\nHOST=not used\n')
    const fromFile = await start({ PORT: undefined }, path.resolve('src-server/start.mjs'), dir)
    expect(fromFile.status).toBe(1)
    expect(fromFile.stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT: must be a number (got "eighty")'])
    const fromEnv = await start({ PORT: '70000' }, path.resolve('src-server/start.mjs'), dir)
    expect(fromEnv.stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT: must be 0-65535 (got "70000")'])
  })
})

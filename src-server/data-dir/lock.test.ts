import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadPgliteDump } from '../backup/database-dump.ts'
import { pgliteTemplate, pgliteTemplateFile } from '../test/db-template.ts'
import { startTestApp, type TestApp, usingPostgres } from '../test/harness.ts'
import { runCli, type ServerProcess, startServerProcess } from '../test/processes.ts'
import { lockSocketPath } from './lock.ts'

/**
 * One writer per data directory (lock.ts): a second server on a PGlite DATA_DIR is refused in one line, a server
 * killed with -9 leaves no lock behind, two starting at once leave one serving; and the data commands work next
 * to a running server, which runs them with its own database. The processes are real: `node src-server/main.ts`
 * and `node src-server/cli/….ts` next to a test server holding the directory.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-lock-'))
const IN_USE = /^DATA_DIR .+ is in use by a running Stagebook server \(pid (\d+)\): one process at a time/

/** A DATA_DIR whose embedded database is already migrated (a copy of the test template): quick starts. */
async function migratedDataDir(name: string): Promise<string> {
  const dir = path.join(root, name)
  await pgliteTemplate()
  await loadPgliteDump(pgliteTemplateFile(), path.join(dir, 'pglite'))
  return dir
}

let server: TestApp
let dataDir: string
const started: ServerProcess[] = []

beforeAll(async () => {
  dataDir = usingPostgres ? path.join(root, 'shared') : await migratedDataDir('main')
  server = await startTestApp({ dataDir })
}, 240_000)

afterAll(async () => {
  for (const p of started) p.child.kill('SIGKILL')
  await server?.stop()
  fs.rmSync(root, { recursive: true, force: true })
})

const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: server.deps.config.DATABASE_URL })

describe('commands next to a running server', () => {
  it('user:role: the running server sees the new admin at once', async () => {
    const user = await server.newUser()
    const setRates = () =>
      server.api('/api/currency-rates', { method: 'PUT', token: user.token, json: { rates: { USD: 1.2 } } })
    expect((await setRates()).status).toBe(403)

    const run = await runCli('user-role', [user.email, 'admin'], env())
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toBe(`Granted admin to ${user.email} (${user.id}).`)
    expect((await setRates()).status).toBe(200)

    const unknown = await runCli('user-role', ['nobody@example.test', 'admin'], env())
    expect(unknown.code).toBe(1)
    expect(unknown.stderr.trim()).toBe('No user with the email nobody@example.test.')
  })

  it('seed, then seed -- --remove, through the running server', async () => {
    const listings = async () =>
      Number(
        (
          await server.deps.db
            .selectFrom('venues')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const seeded = await runCli('seed', ['--count', '2'], env())
    expect(seeded.stderr).toBe('')
    expect(seeded.code).toBe(0)
    expect(seeded.stdout).toMatch(/^Seeded 2 artists, 2 venues and 2 services/)
    expect(await listings()).toBeGreaterThan(0)

    const removed = await runCli('seed', ['--remove'], env())
    expect(removed.stderr).toBe('')
    expect(removed.code).toBe(0)
    expect(removed.stdout).toMatch(/^Removed \d+ artists, \d+ venues and \d+ services of the demo directory/)
    expect(await listings()).toBe(0)
  })

  it('puts its socket back when the file is removed while it runs', async () => {
    const socket = lockSocketPath(dataDir)
    fs.rmSync(socket)
    await vi.waitFor(() => expect(fs.existsSync(socket)).toBe(true), { timeout: 40_000, interval: 50 })
    expect((fs.lstatSync(socket).mode & 0o777).toString(8)).toBe('600')
    const run = await runCli('migrate', [], env())
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toBe('The database is up to date.')
  })

  it.skipIf(usingPostgres)(
    'a second server on the DATA_DIR exits with one line naming the pid; the first serves on',
    async () => {
      const second = startServerProcess({ DATA_DIR: dataDir })
      started.push(second)
      const exit = await second.finished
      expect(exit.code).toBe(1)
      const lines = exit.stderr.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(IN_USE)
      expect(lines[0]).toContain(`(pid ${process.pid})`)
      expect((await server.api('/readyz')).status).toBe(200)
    },
  )

  it.runIf(usingPostgres)('on Postgres, server copies share a DATA_DIR; one answers the commands', async () => {
    const copy = await startTestApp({ dataDir, sharedDatabaseUrl: server.deps.config.DATABASE_URL })
    try {
      expect((await copy.api('/readyz')).status).toBe(200)
      const run = await runCli('migrate', [], env())
      expect(run.code).toBe(0)
    } finally {
      await copy.stop()
    }
  })
})

describe.skipIf(usingPostgres)('a server killed with -9, then two starting at once', () => {
  it('leaves no lock behind, and exactly one of the two serves', async () => {
    const dir = await migratedDataDir('killed')
    const first = startServerProcess({ DATA_DIR: dir })
    started.push(first)
    await first.listening
    first.child.kill('SIGKILL')
    await first.finished
    // The socket file stays behind, with nobody listening on it.
    expect(fs.existsSync(lockSocketPath(dir))).toBe(true)

    const pair = [startServerProcess({ DATA_DIR: dir }), startServerProcess({ DATA_DIR: dir })]
    started.push(...pair)
    const outcomes = await Promise.all(
      pair.map((p) => Promise.race([p.listening.then((url) => ({ url })), p.finished.then((f) => ({ finished: f }))])),
    )
    const serving = outcomes.flatMap((o, i) => ('url' in o ? [{ url: o.url, process: pair[i]! }] : []))
    const refused = outcomes.flatMap((o) => ('finished' in o ? [o.finished] : []))
    expect(serving).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(refused[0]!.code).toBe(1)
    expect(refused[0]!.stderr.trim()).toMatch(IN_USE)
    expect(refused[0]!.stderr).toContain(`(pid ${serving[0]!.process.pid})`)
    expect((await fetch(`${serving[0]!.url}/readyz`)).status).toBe(200)

    serving[0]!.process.child.kill('SIGTERM')
    expect((await serving[0]!.process.finished).code).toBe(0)
    expect(fs.existsSync(lockSocketPath(dir))).toBe(false)
  }, 240_000)
})

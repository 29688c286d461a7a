import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { createDatabase, startTestApp, usingPostgres } from '../test/harness.ts'
import { startServerProcess } from '../test/processes.ts'

/**
 * A first start on an empty embedded-database DATA_DIR, or on a Postgres database without our tables, migrates and
 * seeds in a child process (first-start.ts), so the server keeps none of that memory; a restart opens the database
 * itself. Real processes: `node src-server/main.ts`.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-first-start-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const lines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; pid: number; demoAccounts?: { email: string }[] })

describe('a first start', () => {
  it('migrates and seeds in a child process; the server then opens the database as a restart does', async () => {
    const database = usingPostgres ? await createDatabase(process.env.DATABASE_URL!) : null
    onTestFinished(() => database?.drop())
    const env = {
      DATA_DIR: path.join(root, 'data'),
      SEED_DEMO: 'true',
      SEED_COUNT: '4',
      ...(database ? { DATABASE_URL: database.url } : {}),
    }
    const first = startServerProcess(env)
    const url = await first.listening
    const log = lines(first.output.stdout)
    const prepared = log.find((l) => l.msg === 'first start: database prepared')
    expect(prepared, first.output.stdout).toBeDefined()
    const child = (prepared as unknown as { pid: number; ms: number }).pid
    expect(child).toBeGreaterThan(0)
    expect(child).not.toBe(first.pid)
    // The child seeded (its log lines come first), and the server's banner still shows the demo accounts it made.
    const seeded = log.findIndex((l) => l.msg === 'directory demo data seeded')
    expect(seeded).toBeGreaterThanOrEqual(0)
    expect(seeded).toBeLessThan(log.indexOf(prepared!))
    expect(log.find((l) => l.msg.includes('is listening on'))?.demoAccounts?.map((a) => a.email)).toContain(
      'admin@stagebook.local',
    )
    const venues = (await (await fetch(`${url}/api/venues/search?q=Glutwerk`)).json()) as { items: { name: string }[] }
    expect(venues.items.map((v) => v.name)).toContain('Glutwerk')
    first.child.kill('SIGTERM')
    await first.finished

    const restart = startServerProcess(env)
    await restart.listening
    expect(lines(restart.output.stdout).some((l) => l.msg === 'first start: database prepared')).toBe(false)
    restart.child.kill('SIGTERM')
    await restart.finished
  }, 240_000)

  it.skipIf(usingPostgres)(
    'a child whose server was killed ends too (no orphan keeps the directory)',
    async () => {
      // The full demo (its seed takes the child half a minute): an orphan would still be at it when the poll ends.
      const server = startServerProcess({ DATA_DIR: path.join(root, 'killed'), SEED_DEMO: 'true' })
      const childrenOf = (pid: number) => {
        try {
          return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
        } catch {
          return []
        }
      }
      await expect.poll(() => childrenOf(server.pid).length, { timeout: 60_000 }).toBeGreaterThan(0)
      const [child] = childrenOf(server.pid)
      server.child.kill('SIGKILL')
      await server.finished.catch(() => {})
      const alive = (pid: number) =>
        fs.existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
      await expect.poll(() => alive(child!), { timeout: 10_000 }).toBe(false)
    },
    120_000,
  )

  it.skipIf(usingPostgres)(
    'the child works with the configuration of the server that starts it',
    async () => {
      // A test server's settings are its own (harness.ts): the child must prepare this DATA_DIR, with this count.
      const dataDir = path.join(root, 'own-config')
      const t = await startTestApp({ dataDir, env: { SEED_DEMO: 'true', SEED_COUNT: '4' } })
      try {
        const venues = await t.deps.db.selectFrom('venues').select('id').execute()
        expect(venues).toHaveLength(4)
      } finally {
        await t.stop()
      }
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
    },
    240_000,
  )
})

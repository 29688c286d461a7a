import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, usingPostgres } from '../test/harness.ts'

function recover(t: TestApp, email: string): Promise<number> {
  return fetch(`${t.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: t.deps.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((r) => r.status)
}

describe('limits in the database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ setup: false })
  })
  afterAll(() => t.stop())

  it('counts a fixed window per key, refuses past it with a retry time, and takes back a given-back attempt', async () => {
    const limit = t.deps.limits.stageCodes
    const results = await Promise.all(Array.from({ length: 31 }, () => limit.take('198.51.100.1')))
    expect(results.filter((r) => r.ok)).toHaveLength(30)
    const refused = results.find((r) => !r.ok)!
    expect(refused.retryAfterS).toBeGreaterThan(0)
    expect(refused.retryAfterS).toBeLessThanOrEqual(60)
    expect((await limit.take('198.51.100.2')).ok).toBe(true)
    // Another limit with the same key counts apart.
    expect((await t.deps.limits.clientErrors.take('198.51.100.1')).ok).toBe(true)

    const other = t.deps.limits.authMfa
    for (let i = 0; i < 30; i++) expect((await other.take('factor-1')).ok).toBe(true)
    await other.giveBack('factor-1')
    expect((await other.take('factor-1')).ok).toBe(true)
    expect((await other.take('factor-1')).ok).toBe(false)
  })

  it('keeps its counters in the rate_limits table', async () => {
    await t.deps.limits.authVerify.take('203.0.113.9')
    const { rows } = await sql<{ key: string; points: number }>`
      select key, points from rate_limits where key = ${'authVerify:203.0.113.9'}
    `.execute(t.deps.db)
    expect(rows).toEqual([{ key: 'authVerify:203.0.113.9', points: 1 }])
  })
})

describe.skipIf(!usingPostgres)('two server copies on one database', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await startTestApp({ setup: false, env: { AUTH_RATE_LIMIT: 'true' } })
    b = await startTestApp({
      setup: false,
      env: { AUTH_RATE_LIMIT: 'true' },
      sharedDatabaseUrl: a.deps.config.DATABASE_URL!,
    })
  })
  afterAll(async () => {
    await b?.stop()
    await a?.stop()
  })

  it('share the auth per-IP limit: 30 recover requests spread over both copies, then both refuse', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push(await recover(i % 2 ? b : a, `someone${i}@example.test`))
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(await recover(a, 'late@example.test')).toBe(429)
    expect(await recover(b, 'late@example.test')).toBe(429)
  })
})

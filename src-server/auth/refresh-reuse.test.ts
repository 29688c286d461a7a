import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { authCall, confirmedUser } from './auth-test-kit.ts'

/** Refresh tokens used by several tabs at once (GoTrue's reuse interval), with the exchange made atomic. */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

async function signIn() {
  const u = await confirmedUser(t)
  const s = await authCall(t, 'POST', '/token?grant_type=password', { email: u.email, password: u.password })
  expect(s.status).toBe(200)
  return s.body as { access_token: string; refresh_token: string }
}

const refresh = (token: string) => authCall(t, 'POST', '/token?grant_type=refresh_token', { refresh_token: token })

describe('parallel refreshes of one token', () => {
  it('50 at once all get the same new session and the user stays signed in', async () => {
    const s = await signIn()
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(s.refresh_token)))
    const codes = answers.map((a) => (a.status === 200 ? 200 : `${a.status} ${a.body.code}`))
    expect(codes.filter((c) => c !== 200)).toEqual([])
    const issued = new Set(answers.map((a) => a.body.refresh_token))
    expect(issued.size).toBe(1)
    const [next] = [...issued] as string[]
    expect(next).not.toBe(s.refresh_token)
    // The session lives on: its access token reaches /user and the new refresh token rotates.
    expect((await authCall(t, 'GET', '/user', undefined, answers[0]!.body.access_token as string)).status).toBe(200)
    const again = await refresh(next!)
    expect(again.status).toBe(200)
    expect(again.body.refresh_token).not.toBe(next)
  })

  it('two tabs refreshing together, again and again, are never signed out', async () => {
    for (let round = 0; round < 20; round++) {
      const s = await signIn()
      const pair = await Promise.all([refresh(s.refresh_token), refresh(s.refresh_token)])
      expect(pair.map((a) => a.body.code ?? a.status)).toEqual([200, 200])
      expect(pair[0]!.body.refresh_token).toBe(pair[1]!.body.refresh_token)
    }
  })

  it('within the interval an older token gets the active one; after it, reuse still revokes the session', async () => {
    const s = await signIn()
    const r1 = await refresh(s.refresh_token)
    const r2 = await refresh(r1.body.refresh_token as string)
    expect(r2.status).toBe(200)
    // The first token is no longer the active one's parent, but was revoked a moment ago: a slow tab.
    const slow = await refresh(s.refresh_token)
    expect(slow.status).toBe(200)
    expect(slow.body.refresh_token).toBe(r2.body.refresh_token)

    // Past the interval (10 s by default) the same reuse is theft: the session dies.
    await sql`update auth_refresh_tokens set updated_at = now() - interval '11 seconds' where token = ${s.refresh_token}`.execute(
      t.deps.db,
    )
    const stolen = await refresh(s.refresh_token)
    expect(stolen.status).toBe(400)
    expect(stolen.body.code).toBe('refresh_token_already_used')
    expect((await refresh(r2.body.refresh_token as string)).status).toBe(400)
    expect((await authCall(t, 'GET', '/user', undefined, r2.body.access_token as string)).body.code).toBe(
      'session_not_found',
    )
  })
})

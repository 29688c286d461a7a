import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { authCall, confirmedUser } from './auth-test-kit.ts'
import { signAccessToken } from './keys.ts'
import { SESSION_CHECK_TTL_MS } from './session-check.ts'

/** An access token is good only while its session exists (embedded auth): sign-out and deletion end it at once. */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

async function signIn(u: { email: string; password: string }) {
  const s = await authCall(t, 'POST', '/token?grant_type=password', { email: u.email, password: u.password })
  expect(s.status).toBe(200)
  return s.body.access_token as string
}

const me = async (token: string) => (await t.api('/api/account/me', { token })).status
const addListRest = async (token: string) =>
  (await t.api('/api/favorites/lists/add', { method: 'POST', token, json: { name: 'After' } })).status
const addListTrpc = async (token: string) =>
  (await t.api('/trpc/favorites.addList', { method: 'POST', token, json: { name: 'After' } })).status

async function rowsOf(userId: string) {
  const lists = await t.deps.db.selectFrom('favorite_lists').select('id').where('user_id', '=', userId).execute()
  const profiles = await t.deps.db.selectFrom('profiles').select('id').where('id', '=', userId).execute()
  return lists.length + profiles.length
}

describe('a deleted account', () => {
  it('its access token is refused at once on /api and /trpc, and it leaves no rows behind', async () => {
    const u = await confirmedUser(t)
    const token = await signIn(u)
    expect(await me(token)).toBe(200)
    expect(await addListRest(token)).toBe(200)
    const del = await t.api('/api/account', { method: 'DELETE', token, json: { password: u.password } })
    expect(del.status).toBe(200)

    expect(await me(token)).toBe(401)
    expect(await addListRest(token)).toBe(401)
    expect(await addListTrpc(token)).toBe(401)
    const profile = await t.api('/api/user/profile/update', { method: 'POST', token, json: { bio: 'Ghost' } })
    expect(profile.status).toBe(401)
    expect(await rowsOf(u.id)).toBe(0)
  })
})

describe('sign-out', () => {
  it('global ends every session of the user on /api at once; local ends only its own', async () => {
    const u = await confirmedUser(t)
    const a = await signIn(u)
    const b = await signIn(u)
    const c = await signIn(u)
    expect([await me(a), await me(b), await me(c)]).toEqual([200, 200, 200])

    expect((await authCall(t, 'POST', '/logout?scope=local', undefined, a)).status).toBe(204)
    expect([await me(a), await me(b), await me(c)]).toEqual([401, 200, 200])

    expect((await authCall(t, 'POST', '/logout?scope=others', undefined, b)).status).toBe(204)
    expect([await me(b), await me(c)]).toEqual([200, 401])

    expect((await authCall(t, 'POST', '/logout?scope=global', undefined, b)).status).toBe(204)
    expect(await me(b)).toBe(401)
    expect(await addListTrpc(b)).toBe(401)
  })

  it('a session ended elsewhere (another server copy) is refused within the check interval', async () => {
    const u = await confirmedUser(t)
    const token = await signIn(u)
    expect(await me(token)).toBe(200)
    // Another copy signed it out: only the database knows.
    await t.deps.db.deleteFrom('auth_sessions').where('user_id', '=', u.id).execute()
    const started = Date.now()
    while ((await me(token)) === 200) {
      expect(Date.now() - started).toBeLessThan(SESSION_CHECK_TTL_MS + 5_000)
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(await me(token)).toBe(401)
  })
})

describe('tokens without a session', () => {
  it('a validly signed token naming no existing session (or none at all) is refused', async () => {
    const u = await confirmedUser(t)
    const sign = (session_id: string | undefined) =>
      signAccessToken(t.deps.authKeys!, `${t.url}/auth/v1`, { sub: u.id, email: u.email, session_id } as never)
    expect(await me(await sign(randomUUID()))).toBe(401)
    expect(await me(await sign('not-a-uuid'))).toBe(401)
    expect(await me(await sign(undefined))).toBe(401)
    expect(await addListRest(await sign(randomUUID()))).toBe(401)
  })
})

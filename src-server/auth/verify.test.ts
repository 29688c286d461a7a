import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { signAccessToken } from './keys.ts'
import { accessTokenFrom, createTokenVerifier } from './verify.ts'

/** Server-side verification of access tokens: header and (chunked) @supabase/ssr cookies, REST and tRPC. */
let t: TestApp
const COOKIE = 'sb-embedded-auth-token'

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')

async function expired(userId: string) {
  return signAccessToken(t.deps.authKeys!, `${t.url}/auth/v1`, { sub: userId, session_id: randomUUID() }, -10)
}

async function wrongKey(userId: string) {
  const { privateKey } = await generateKeyPair('ES256')
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ role: 'authenticated', session_id: randomUUID() })
    .setProtectedHeader({ alg: 'ES256', kid: t.deps.authKeys!.kid, typ: 'JWT' })
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(privateKey)
}

function algNone(userId: string) {
  const now = Math.floor(Date.now() / 1000)
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: now + 3600 })}.`
}

async function me(init: { token?: string; cookie?: string }) {
  const headers: Record<string, string> = {}
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
  if (init.cookie) headers.cookie = init.cookie
  const rest = await fetch(`${t.url}/api/account/me`, { headers })
  const trpc = await fetch(`${t.url}/trpc/account.me`, { headers })
  return { rest, trpc }
}

function sessionCookie(accessToken: string, metadataBytes = 0): string[] {
  const session = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'abcdefghijkl',
    user: { id: 'x', user_metadata: { blob: 'm'.repeat(metadataBytes) } },
  }
  const value = `base64-${b64(session)}`
  if (value.length <= 3180) return [`${COOKIE}=${value}`]
  const parts: string[] = []
  for (let i = 0; i * 3180 < value.length; i++) parts.push(`${COOKIE}.${i}=${value.slice(i * 3180, (i + 1) * 3180)}`)
  return parts
}

describe('REST and tRPC know the caller from a verified token', () => {
  it('valid token in the Authorization header', async () => {
    const u = await t.newUser()
    const { rest, trpc } = await me({ token: u.token })
    expect(rest.status).toBe(200)
    expect(await rest.json()).toEqual({ user: { id: u.id, email: u.email, aal: 'aal1', admin: false } })
    expect(trpc.status).toBe(200)
    expect((await trpc.json()).result.data.user.id).toBe(u.id)
  })

  it('admin role comes from our own table', async () => {
    const u = await t.newUser({ admin: true })
    const { rest } = await me({ token: u.token })
    expect((await rest.json()).user.admin).toBe(true)
  })

  it('missing token → anonymous, not an error', async () => {
    const { rest, trpc } = await me({})
    expect(rest.status).toBe(200)
    expect(await rest.json()).toEqual({ user: null })
    expect((await trpc.json()).result.data).toEqual({ user: null })
  })

  it('the project API key as Bearer (supabase-js without a session) is anonymous', async () => {
    const { rest } = await me({ token: t.deps.supabaseAnonKey })
    expect(await rest.json()).toEqual({ user: null })
  })

  const bad: [string, (id: string) => Promise<string> | string, RegExp][] = [
    ['expired', expired, /expired/],
    ['signed with another key', wrongKey, /signature/],
    ['alg none', algNone, /unsupported algorithm|malformed/],
    ['garbage', () => 'garbage', /malformed/],
    ['three garbage parts', () => 'a.b.c', /malformed/],
    ['a payload that is not JSON', () => `${b64({ alg: 'ES256' })}.bm90IGpzb24.sig`, /./],
  ]
  for (const [name, make, why] of bad) {
    it(`${name} → 401 on REST and tRPC, never 500`, async () => {
      const token = await make(randomUUID())
      const { rest, trpc } = await me({ token })
      expect(rest.status).toBe(401)
      const body = await rest.json()
      expect(body.statusCode).toBe(401)
      expect(body.statusMessage).toMatch(why)
      expect(trpc.status).toBe(401)
    })
  }

  it('a token whose subject is not a UUID or whose role is not a user is refused', async () => {
    const now = Math.floor(Date.now() / 1000)
    const { privateKey } = await t.deps.authKeys!.signer()
    const sign = (claims: Record<string, unknown>, sub: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: t.deps.authKeys!.kid })
        .setSubject(sub)
        .setAudience('authenticated')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(privateKey)
    expect((await me({ token: await sign({ role: 'authenticated' }, 'not-a-uuid') })).rest.status).toBe(401)
    expect((await me({ token: await sign({ role: 'service_role' }, randomUUID()) })).rest.status).toBe(401)
  })
})

describe('session cookie (@supabase/ssr format)', () => {
  it('reads a single cookie', async () => {
    const u = await t.newUser()
    const { rest } = await me({ cookie: sessionCookie(u.token)[0] })
    expect((await rest.json()).user.id).toBe(u.id)
  })

  it('reads chunked cookies name.0, name.1…', async () => {
    const u = await t.newUser()
    const parts = sessionCookie(u.token, 5000)
    expect(parts.length).toBeGreaterThan(1)
    const { rest, trpc } = await me({ cookie: parts.join('; ') })
    expect((await rest.json()).user.id).toBe(u.id)
    expect((await trpc.json()).result.data.user.id).toBe(u.id)
  })

  it('an expired token in the cookie is 401 for API calls but pages still load', async () => {
    const token = await expired(randomUUID())
    const cookie = sessionCookie(token)[0]!
    const { rest } = await me({ cookie })
    expect(rest.status).toBe(401)
    const page = await fetch(`${t.url}/auth/login`, { headers: { cookie } })
    expect(page.status).toBe(200)
  })

  it('a cookie that does not decode counts as absent', async () => {
    const { rest } = await me({ cookie: `${COOKIE}=base64-%%%notjson` })
    expect(await rest.json()).toEqual({ user: null })
  })

  it('accessTokenFrom: header wins, raw JSON cookies, chunk gaps stop the read', () => {
    const jar: Record<string, string> = {
      [`${COOKIE}.0`]: 'base64-',
      [`${COOKIE}.1`]: b64({ access_token: 'tok' }),
      [`${COOKIE}.3`]: 'ignored',
    }
    expect(accessTokenFrom({}, (n) => jar[n], COOKIE)).toBe('tok')
    expect(accessTokenFrom({ authorization: 'Bearer hdr' }, (n) => jar[n], COOKIE)).toBe('hdr')
    expect(accessTokenFrom({ authorization: 'Basic x' }, (n) => jar[n], COOKIE)).toBeNull()
    const raw = encodeURIComponent(JSON.stringify({ access_token: 'rawtok' }))
    expect(accessTokenFrom({}, (n) => (n === COOKIE ? raw : undefined), COOKIE)).toBe('rawtok')
  })
})

describe('verifier modes', () => {
  it('remote JWKS (hosted mode) fetched from the auth server, and an HS256 secret', async () => {
    const remote = createTokenVerifier({ jwksUrl: `${t.url}/auth/v1/.well-known/jwks.json` })
    const u = await t.newUser()
    expect((await remote.verify(u.token)).id).toBe(u.id)
    await expect(remote.verify(await wrongKey(u.id))).rejects.toMatchObject({ status: 401 })

    const secret = new TextEncoder().encode('x'.repeat(40))
    const hs = createTokenVerifier({ hsSecret: secret, jwksUrl: `${t.url}/auth/v1/.well-known/jwks.json` })
    const now = Math.floor(Date.now() / 1000)
    const token = await new SignJWT({ role: 'authenticated', email: 'hs@example.test' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setAudience('authenticated')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(secret)
    expect((await hs.verify(token)).email).toBe('hs@example.test')
    // An HS256 token without a configured secret is refused (no alg confusion with the public key).
    await expect(remote.verify(token)).rejects.toMatchObject({ status: 401 })
  })

  it('an unreachable JWKS is a 401 for the token, not a crash', async () => {
    const { publicKey } = await generateKeyPair('ES256')
    void (await exportJWK(publicKey))
    const v = createTokenVerifier({ jwksUrl: 'http://127.0.0.1:9/jwks.json' })
    const u = await t.newUser()
    await expect(v.verify(u.token)).rejects.toMatchObject({ status: 401 })
  })
})

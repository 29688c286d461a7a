import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { authCall, confirmedUser, newEmail } from './auth-test-kit.ts'

/**
 * Guessing limits (the per-IP request limits are off in these tests, as they are for an attacker with many
 * addresses): 5 wrong guesses void an emailed code, whatever the address; 5 wrong passwords for an email from one
 * address back that address off for a while, and 100 an hour from all addresses together stop the email's
 * password sign-in (TOTP: mfa.test.ts). The server trusts one proxy hop here, so X-Forwarded-For picks the address.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: '1' } })
})
afterAll(async () => {
  await t?.stop()
})

async function codeMailed(email: string): Promise<string> {
  const { mails } = await (await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)).json()
  return mails[0].text.match(/(?:code: |\n\n)(\d{6})/)[1]
}
const wrongFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')

describe('emailed 6-digit codes', () => {
  it('a recovery code is void after 5 wrong guesses; a new one works', async () => {
    const u = await confirmedUser(t)
    await authCall(t, 'POST', '/recover', { email: u.email })
    const code = await codeMailed(u.email)
    const verify = (token: string) => authCall(t, 'POST', '/verify', { type: 'recovery', email: u.email, token })
    for (let i = 0; i < 5; i++) expect((await verify(wrongFor(code, i))).body.code).toBe('otp_expired')
    const late = await verify(code)
    expect(late.status).toBe(403)
    expect(late.body.code).toBe('otp_expired')

    await authCall(t, 'POST', '/recover', { email: u.email })
    const fresh = await codeMailed(u.email)
    for (let i = 0; i < 4; i++) await verify(wrongFor(fresh, i))
    // Four wrong guesses leave the code good.
    expect((await verify(fresh)).status).toBe(200)
  })

  it('a sign-up code too', async () => {
    const email = newEmail()
    await authCall(t, 'POST', '/signup', { email, password: 'secret-pass-1' })
    const code = await codeMailed(email)
    const verify = (token: string) => authCall(t, 'POST', '/verify', { type: 'email', email, token })
    for (let i = 0; i < 5; i++) await verify(wrongFor(code, i))
    expect((await verify(code)).body.code).toBe('otp_expired')
  })

  it('the reauthentication nonce (account deletion) is void after 5 wrong ones', async () => {
    const u = await confirmedUser(t)
    const s = await authCall(t, 'POST', '/token?grant_type=password', { email: u.email, password: u.password })
    const token = s.body.access_token as string
    expect((await authCall(t, 'GET', '/reauthenticate', undefined, token)).status).toBe(200)
    const nonce = await codeMailed(u.email)
    const del = (n: string) => t.api('/api/account', { method: 'DELETE', token, json: { nonce: n } })
    for (let i = 0; i < 5; i++) expect((await del(wrongFor(nonce, i))).status).toBe(400)
    expect((await del(nonce)).status).toBe(400)
    expect((await t.api('/api/account/me', { token })).status).toBe(200)
  })
})

describe('passwords', () => {
  it('5 wrong passwords lock sign-in for that email from that address (known or not, alike) until the lock ends', async () => {
    const u = await confirmedUser(t)
    const stranger = newEmail()
    const signIn = (email: string, password: string) =>
      authCall(t, 'POST', '/token?grant_type=password', { email, password })
    for (const email of [u.email, stranger]) {
      const codes = []
      for (let i = 0; i < 6; i++) codes.push((await signIn(email, `wrong-${i}`)).body.code)
      expect(codes).toEqual([...Array(5).fill('invalid_credentials'), 'over_request_rate_limit'])
    }
    const locked = await signIn(u.email, u.password)
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/after \d+ seconds/)
    // Another account is not affected.
    const other = await confirmedUser(t)
    expect((await signIn(other.email, other.password)).status).toBe(200)

    // The lock over, the right password works and the count starts again.
    await sql`update auth_attempts set locked_until = now() - interval '1 second'`.execute(t.deps.db)
    expect((await signIn(u.email, u.password)).status).toBe(200)
    expect((await signIn(u.email, 'wrong-again')).body.code).toBe('invalid_credentials')
  })

  it('the lock doubles with each further failure', async () => {
    const u = await confirmedUser(t)
    const signIn = (password: string) => authCall(t, 'POST', '/token?grant_type=password', { email: u.email, password })
    const lockSeconds = async () =>
      (
        await sql<{
          s: number
        }>`select extract(epoch from locked_until - now())::int as s from auth_attempts where key like ${`password:${u.email}|%`}`.execute(
          t.deps.db,
        )
      ).rows[0]?.s ?? 0
    for (let i = 0; i < 5; i++) await signIn('wrong')
    const first = await lockSeconds()
    expect(first).toBeGreaterThan(20)
    expect(first).toBeLessThanOrEqual(30)
    await sql`update auth_attempts set locked_until = now()`.execute(t.deps.db)
    await signIn('wrong')
    const second = await lockSeconds()
    expect(second).toBeGreaterThan(50)
    expect(second).toBeLessThanOrEqual(60)
  })
})

/** A password grant from `address` (the server reads it from X-Forwarded-For, one trusted hop). */
async function signInFrom(address: string, email: string, password: string) {
  const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: t.deps.supabaseAnonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ email, password }),
  })
  return { status: res.status, body: (await res.json()) as { code?: string; access_token?: string } }
}

describe('a stranger cannot lock the owner out', () => {
  it("wrong passwords from the stranger's address leave the owner's sign-in from another address alone", async () => {
    const u = await confirmedUser(t)
    const codes = []
    for (let i = 0; i < 8; i++) codes.push((await signInFrom('203.0.113.7', u.email, `wrong-${i}`)).body.code)
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('invalid_credentials'))
    expect(codes.slice(5)).toEqual(Array(3).fill('over_request_rate_limit'))
    // The stranger's address is backed off, even with the right password…
    expect((await signInFrom('203.0.113.7', u.email, u.password)).status).toBe(429)
    // …the owner's is not.
    const owner = await signInFrom('198.51.100.20', u.email, u.password)
    expect(owner.status).toBe(200)
    expect(owner.body.access_token).toBeTruthy()
  })

  it('guessing spread over many addresses stops at 100 wrong passwords an hour for the email', async () => {
    const u = await confirmedUser(t)
    // 25 addresses, 4 wrong passwords each: none of them is backed off (that takes 5).
    const addresses = Array.from({ length: 25 }, (_, i) => `192.0.2.${i + 1}`)
    for (let batch = 0; batch < addresses.length; batch += 5) {
      await Promise.all(
        addresses.slice(batch, batch + 5).map(async (address) => {
          for (let i = 0; i < 4; i++) {
            expect((await signInFrom(address, u.email, `guess-${i}`)).body.code).toBe('invalid_credentials')
          }
        }),
      )
    }
    // The email has reached its ceiling: no address gets a password checked for it until the hour is over.
    const refused = await signInFrom('198.51.100.99', u.email, u.password)
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('over_request_rate_limit')
    // Another account is not affected.
    const other = await confirmedUser(t)
    expect((await signInFrom('192.0.2.1', other.email, other.password)).status).toBe(200)
  })

  it('account deletion answers 429 (REST and tRPC) once its password check is limited, and only for that address', async () => {
    const u = await confirmedUser(t)
    const session = await signInFrom('198.51.100.30', u.email, u.password)
    const token = session.body.access_token!
    const del = (address: string, password: string) =>
      t.api('/api/account', { method: 'DELETE', token, json: { password }, headers: { 'x-forwarded-for': address } })
    for (let i = 0; i < 5; i++) expect((await del('203.0.113.40', `wrong-${i}`)).status).toBe(400)
    const limited = await del('203.0.113.40', 'wrong-again')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await limited.json()) as { i18nKey: string; statusMessage: string }
    expect(body.i18nKey).toBe('auth.errors.tooManyPasswordAttempts')
    expect(body.statusMessage).toMatch(/^Too many wrong passwords\. Try again in \d+ seconds\.$/)
    const trpc = await t.api('/trpc/account.delete', {
      method: 'POST',
      token,
      json: { password: u.password },
      headers: { 'x-forwarded-for': '203.0.113.40' },
    })
    expect(trpc.status).toBe(429)
    expect(((await trpc.json()) as any).error.data.code).toBe('TOO_MANY_REQUESTS')
    expect((await t.api('/api/account/me', { token })).status).toBe(200)
    // From the owner's own address the account can still be deleted.
    expect((await del('198.51.100.30', u.password)).status).toBe(200)
  })
})

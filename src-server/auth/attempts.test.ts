import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { authCall, confirmedUser, newEmail } from './auth-test-kit.ts'

/**
 * Guessing limits per account, whatever the caller's address (the per-IP limits are off in these tests, as they
 * are for an attacker with many addresses): 5 wrong guesses void an emailed code; 5 wrong passwords lock sign-in
 * for that email for a while (TOTP: mfa.test.ts).
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
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
  it('5 wrong passwords lock sign-in for that email (known or not, alike) until the lock ends', async () => {
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
        }>`select extract(epoch from locked_until - now())::int as s from auth_attempts where key = ${`password:${u.email}`}`.execute(
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

import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_OWNER } from '../demo-accounts.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { seedDemoAccounts } from './index.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: 'true', SEED_COUNT: '0' } })
})
afterAll(async () => {
  await t?.stop()
})

it('seeds the demo admin and owner, confirmed, with fixed ids, idempotently', async () => {
  await seedDemoAccounts(t.deps) // second run: no error, no duplicate
  for (const account of [DEMO_ADMIN, DEMO_OWNER]) {
    const sb = createClient(t.url, t.deps.supabaseAnonKey, { auth: { persistSession: false, autoRefreshToken: false } })
    const { data, error } = await sb.auth.signInWithPassword({ email: account.email, password: account.password })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(account.id)
    const me = await t.api('/api/account/me', { token: data.session!.access_token })
    expect((await me.json()).user.admin).toBe(account === DEMO_ADMIN)
  }
  const { n } = await t.deps.db
    .selectFrom('auth_users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  expect(Number(n)).toBe(2)
})

it('the dev mailbox is off on a public address (its links would let anyone in) unless DEV_MAILBOX=true', async () => {
  const other = await startTestApp({ env: { PUBLIC_URL: 'https://stagebook.example' } })
  try {
    const sb = createClient(other.url, other.deps.supabaseAnonKey, { auth: { persistSession: false } })
    await sb.auth.resetPasswordForEmail('someone@example.test')
    const res = await fetch(`${other.url}/auth/v1/dev/mailbox`)
    expect(res.status).toBe(404)
    const html = await (await fetch(`${other.url}/auth/register`)).text()
    expect(html).toContain('"devMailbox":false')
  } finally {
    await other.stop()
  }
})

it('email links use PUBLIC_URL when it is set, and keep only a same-origin next path', async () => {
  const other = await startTestApp({ env: { PUBLIC_URL: 'https://stagebook.example', DEV_MAILBOX: 'true' } })
  // The harness points publicUrl at the test server once it listens; put the configured one back.
  ;(other.deps.config as { publicUrl: string }).publicUrl = 'https://stagebook.example'
  try {
    const sb = createClient(other.url, other.deps.supabaseAnonKey, { auth: { persistSession: false } })
    await sb.auth.signUp({
      email: 'public-url@example.test',
      password: 'secret-pass-1',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    })
    const { mails } = await (await fetch(`${other.url}/auth/v1/dev/mailbox?email=public-url@example.test`)).json()
    const link = new URL(mails[0].link)
    expect(link.origin).toBe('https://stagebook.example')
    expect(link.pathname).toBe('/auth/confirm')
    expect(link.searchParams.get('type')).toBe('email')
    expect(link.searchParams.get('next')).toBe('/')
  } finally {
    await other.stop()
  }
})

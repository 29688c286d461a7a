import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { grantConfiguredAdmin, grantConfiguredAdminAtStart } from './admin-email.ts'
import { isAdmin } from './roles.ts'

/** ADMIN_EMAIL: the first admin of a public start, made by signing up with that address. */

const ADMIN = 'Owner@Example.test'
let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_EMAIL: ADMIN, AUTH_AUTOCONFIRM: 'true' } })
})
afterAll(() => t?.stop())

async function signUp(email: string) {
  const sb = createClient(t.url, t.deps.supabaseAnonKey, { auth: { persistSession: false, autoRefreshToken: false } })
  const { data, error } = await sb.auth.signUp({ email, password: 'a long enough passphrase 42' })
  expect(error).toBeNull()
  return data.session!.access_token
}

const setRates = (token: string) =>
  t.api('/api/currency-rates', { method: 'PUT', token, json: { rates: { USD: 1.15 } } })

describe('ADMIN_EMAIL', () => {
  it('makes that address admin when it signs up (any letter case); nobody else', async () => {
    const other = await signUp('someone@example.test')
    expect((await setRates(other)).status).toBe(403)
    const owner = await signUp('owner@example.TEST')
    expect((await setRates(owner)).status).toBe(200)
  })

  it('needs a confirmed address, and makes an existing confirmed account admin at start', async () => {
    const config = { ADMIN_EMAIL: 'later@example.test' }
    const unconfirmed = { id: crypto.randomUUID(), email: 'later@example.test', email_confirmed_at: null }
    expect(await grantConfiguredAdmin(t.deps.db, config, unconfirmed)).toBe(false)

    const user = await t.newUser()
    expect(await grantConfiguredAdminAtStart(t.deps.db, { ADMIN_EMAIL: user.email.toUpperCase() })).toBe(true)
    expect(await isAdmin(t.deps.db, user.id)).toBe(true)
  })
})

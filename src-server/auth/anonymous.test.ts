import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'

/** Anonymous sign-in (AUTH_ANONYMOUS), what an anonymous user may do, and turning it into an account. */
let t: TestApp
let off: TestApp

function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}
const client = (app: TestApp = t): SupabaseClient =>
  createClient(app.url, app.deps.supabaseAnonKey, {
    auth: { storage: memoryStorage(), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  })

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_ANONYMOUS: 'true' } })
  off = await startTestApp()
})
afterAll(async () => {
  await Promise.all([t.stop(), off.stop()])
})

describe('anonymous sign-in', () => {
  it('off by default: 422 anonymous_provider_disabled; the settings say which', async () => {
    const refused = await client(off).auth.signInAnonymously()
    expect(refused.error?.code).toBe('anonymous_provider_disabled')
    const settings = async (app: TestApp) =>
      (await (await fetch(`${app.url}/auth/v1/settings`)).json()) as { external: { anonymous_users: boolean } }
    expect((await settings(off)).external.anonymous_users).toBe(false)
    expect((await settings(t)).external.anonymous_users).toBe(true)
  })

  it('on: a session whose user and token say is_anonymous; favourites yes, riders and listings no', async () => {
    const sb = client()
    const { data, error } = await sb.auth.signInAnonymously({ options: { data: { nickname: 'guest' } } })
    expect(error).toBeNull()
    expect(data.user?.is_anonymous).toBe(true)
    expect(data.user?.email).toBe('')
    expect(data.user?.user_metadata).toMatchObject({ nickname: 'guest' })
    const token = data.session!.access_token
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' })
    expect(claims.amr[0].method).toBe('anonymous')
    expect((await sb.auth.getUser()).data.user?.is_anonymous).toBe(true)

    const list = await t.api('/api/favorites/lists/add', { method: 'POST', token, json: { name: 'Later' } })
    expect(list.status).toBe(200)
    expect((await t.api('/api/favorites/lists', { token })).status).toBe(200)
    const rider = await t.api('/api/riders', { method: 'POST', token, json: { name: 'Mine' } })
    expect(rider.status).toBe(403)
    expect((await rider.json()).statusMessage).toBe('Create an account (add an email address) to do this')
    const trpc = await t.api('/trpc/riders.create', { method: 'POST', token, json: { name: 'Mine' } })
    expect(trpc.status).toBe(403)
    const trpcList = await t.api('/trpc/favorites.addList', { method: 'POST', token, json: { name: 'Two' } })
    expect(trpcList.status).toBe(200)

    // No email or phone: no reauthentication, no password on its own.
    const reauth = await sb.auth.reauthenticate()
    expect(reauth.error?.status).toBe(400)
    expect(reauth.error?.message).toBe('Reauthentication requires the user to have an email or a phone number')
    const pw = await sb.auth.updateUser({ password: 'correct horse battery staple 18' })
    expect(pw.error?.status).toBe(422)
    expect(pw.error?.message).toBe('Updating password of an anonymous user without an email or phone is not allowed')
  })

  it('updateUser({ email }) + confirmation turns it into a permanent user who may create riders', async () => {
    const sb = client()
    const { data } = await sb.auth.signInAnonymously()
    const id = data.user!.id
    const email = `anon${Date.now().toString(36)}@example.test`
    const updated = await sb.auth.updateUser({ email })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.new_email).toBe(email)
    expect(updated.data.user?.is_anonymous).toBe(true)
    const res = await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
    const { mails } = (await res.json()) as { mails: { link: string }[] }
    const link = new URL(mails[0]!.link)
    const verified = await sb.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'email_change',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.user).toMatchObject({ id, email, is_anonymous: false })
    const token = verified.data.session!.access_token
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    expect(claims.is_anonymous).toBe(false)
    expect((await t.api('/api/riders', { method: 'POST', token, json: { name: 'Mine' } })).status).toBe(201)
  })
})

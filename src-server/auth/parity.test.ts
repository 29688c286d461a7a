import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'

/** The embedded auth server answers like GoTrue, codes and messages included, through supabase-js. */
let t: TestApp
let closed: TestApp
const opts = { auth: { persistSession: false, autoRefreshToken: false } }
const client = (app: TestApp = t): SupabaseClient => createClient(app.url, app.deps.supabaseAnonKey, opts)
const admin = (app: TestApp = t): SupabaseClient => createClient(app.url, app.deps.supabaseServiceRoleKey, opts)
let seq = 0
const email = () => `p${Date.now().toString(36)}${seq++}@example.test`
const PASSWORD = 'correct horse battery staple 18'

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_AUTOCONFIRM: 'true' } })
  closed = await startTestApp({ env: { AUTH_AUTOCONFIRM: 'true', AUTH_SIGNUP: 'false' } })
})
afterAll(async () => {
  await Promise.all([t.stop(), closed.stop()])
})

/** A raw GoTrue call the way supabase-js sends it (api version header → `{code, message}` errors). */
async function raw(app: TestApp, path: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { apikey: app.deps.supabaseAnonKey, 'x-supabase-api-version': '2024-01-01' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${app.url}/auth/v1${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> }
}

describe('sign-up switch (AUTH_SIGNUP)', () => {
  it('off: sign-up is 422 signup_disabled, the settings say so; invites and admin-created users still work', async () => {
    const refused = await client(closed).auth.signUp({ email: email(), password: PASSWORD })
    expect(refused.error?.status).toBe(422)
    expect(refused.error?.code).toBe('signup_disabled')
    expect(refused.error?.message).toBe('Signups not allowed for this instance')
    expect((await raw(closed, '/settings')).body).toMatchObject({ disable_signup: true })
    // An anonymous sign-in is a sign-up too (GoTrue's anonymous.go).
    expect((await client(closed).auth.signInAnonymously()).error?.code).toBe('signup_disabled')
    expect((await raw(t, '/settings')).body).toMatchObject({ disable_signup: false })

    const made = email()
    const created = await admin(closed).auth.admin.createUser({ email: made, password: PASSWORD, email_confirm: true })
    expect(created.error).toBeNull()
    expect((await client(closed).auth.signInWithPassword({ email: made, password: PASSWORD })).error).toBeNull()
    expect((await admin(closed).auth.admin.inviteUserByEmail(email())).error).toBeNull()
    // A magic link for an unknown address creates nobody (same `{}` as ever).
    const stranger = email()
    expect((await client(closed).auth.signInWithOtp({ email: stranger })).error).toBeNull()
    const { data } = await admin(closed).auth.admin.listUsers({ perPage: 1000 })
    expect(data.users.map((u) => u.email)).not.toContain(stranger)
  })

  it('on (the default): sign-up works and the client config says so', async () => {
    expect((await client().auth.signUp({ email: email(), password: PASSWORD })).error).toBeNull()
    const configOf = async (app: TestApp) => (await (await fetch(`${app.url}/app-config.json`)).json()) as object
    expect(await configOf(t)).toMatchObject({ signup: true })
    expect(await configOf(closed)).toMatchObject({ signup: false })
  })
})

describe("features the embedded server does not offer answer with GoTrue's codes", () => {
  it('web3, SAML, manual linking, id_token providers', async () => {
    const web3 = await raw(t, '/token?grant_type=web3', { json: { chain: 'solana', message: 'm', signature: 's' } })
    expect(web3).toMatchObject({
      status: 422,
      body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' },
    })

    const sso = await client().auth.signInWithSSO({ domain: 'example.test' })
    expect(sso.error?.status).toBe(404)
    expect(sso.error?.code).toBe('saml_provider_disabled')
    expect(sso.error?.message).toBe('SAML 2.0 is disabled')

    const sb = client()
    const who = email()
    await sb.auth.signUp({ email: who, password: PASSWORD })
    const token = (await sb.auth.getSession()).data.session!.access_token
    const link = await raw(t, '/user/identities/authorize?provider=github&skip_http_redirect=true', { token })
    expect(link).toMatchObject({
      status: 404,
      body: { code: 'manual_linking_disabled', message: 'Manual linking is disabled' },
    })
    const { data } = await sb.auth.getUserIdentities()
    const unlink = await sb.auth.unlinkIdentity(data!.identities[0]!)
    expect(unlink.error?.code).toBe('manual_linking_disabled')
    expect(unlink.error?.status).toBe(404)
    // Without a session it is the session that is missing, as in GoTrue.
    expect((await raw(t, '/user/identities/authorize?provider=github')).status).toBe(401)

    const google = await client().auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' })
    expect(google.error?.status).toBe(400)
    expect(google.error?.code).toBe('provider_disabled')
    expect(google.error?.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled')
    const custom = await raw(t, '/token?grant_type=id_token', { json: { provider: 'acme', id_token: 'x' } })
    expect(custom).toMatchObject({ status: 400, body: { code: 'validation_failed' } })
    const none = await raw(t, '/token?grant_type=id_token', { json: { provider: 'google' } })
    expect(none).toMatchObject({ status: 400, body: { message: 'id_token required' } })
  })
})

describe('phone numbers without an SMS provider', () => {
  it("resend, verifyOtp, OTP and password sign-in answer GoTrue's phone errors", async () => {
    const phone = '+41791234567'
    for (const type of ['sms', 'phone_change'] as const) {
      const resent = await client().auth.resend({ type, phone })
      expect(resent.error?.code).toBe('phone_provider_disabled')
      expect(resent.error?.message).toBe('Phone logins are disabled')
      const verified = await client().auth.verifyOtp({ type, phone, token: '123456' })
      expect(verified.error?.status).toBe(403)
      expect(verified.error?.code).toBe('otp_expired')
      expect(verified.error?.message).toBe('Token has expired or is invalid')
    }
    const badPhone = await client().auth.verifyOtp({ type: 'sms', phone: 'not a phone', token: '123456' })
    expect(badPhone.error?.message).toBe('Invalid phone number format (E.164 required)')
    const password = await client().auth.signInWithPassword({ phone, password: PASSWORD })
    expect(password.error?.status).toBe(422)
    expect(password.error?.code).toBe('phone_provider_disabled')
    const otp = await client().auth.signInWithOtp({ phone })
    expect(otp.error?.code).toBe('phone_provider_disabled')
    // The PKCE flow sends a code challenge along: the same error reaches the caller, with no session or user.
    const pkce = createClient(t.url, t.deps.supabaseAnonKey, { auth: { ...opts.auth, flowType: 'pkce' } })
    const pkceOtp = await pkce.auth.signInWithOtp({ phone })
    expect(pkceOtp.error?.status).toBe(otp.error?.status)
    expect(pkceOtp.error?.code).toBe('phone_provider_disabled')
    expect(pkceOtp.data).toEqual({ session: null, user: null })
    const neither = await pkce.auth.signInWithOtp({ options: { data: { hello: 'world' } } } as never)
    expect(neither.error?.message).toContain('You must provide either an email or phone number')
    expect(neither.data).toEqual({ session: null, user: null })
    // Email resends are unchanged; a missing type is GoTrue's message.
    expect((await client().auth.resend({ type: 'signup', email: email() })).error).toBeNull()
    const noType = await raw(t, '/resend', { json: { email: email() } })
    expect(noType.body.message).toBe('Missing one of these types: signup, email_change, sms, phone_change')
  })
})

describe('admin API details', () => {
  it('listUsers: a page that is not a non-negative integer is 400 "Bad Pagination Parameters"', async () => {
    for (const page of ['-1', 'x', '1.5']) {
      const res = await fetch(`${t.url}/auth/v1/admin/users?page=${page}`, {
        headers: {
          apikey: t.deps.supabaseServiceRoleKey,
          authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`,
          'x-supabase-api-version': '2024-01-01',
        },
      })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { code: string; message: string }
      expect(body.code).toBe('validation_failed')
      expect(body.message).toMatch(/^Bad Pagination Parameters/)
    }
    const ok = await admin().auth.admin.listUsers({ page: 1, perPage: 2 })
    expect(ok.error).toBeNull()
    expect(ok.data.users.length).toBeLessThanOrEqual(2)
  })

  it('generate_link keeps a plain redirect as it is and encodes one with &, = or #', async () => {
    const who = email()
    await admin().auth.admin.createUser({ email: who, password: PASSWORD, email_confirm: true })
    const plain = await admin().auth.admin.generateLink({
      type: 'recovery',
      email: who,
      options: { redirectTo: 'http://localhost:5173/account/reset' },
    })
    expect(plain.error).toBeNull()
    expect(plain.data.properties!.action_link).toMatch(/&redirect_to=http:\/\/localhost:5173\/account\/reset$/)
    const query = await admin().auth.admin.generateLink({
      type: 'magiclink',
      email: who,
      options: { redirectTo: 'http://localhost:5173/a b?x=1&y=2#top' },
    })
    expect(query.data.properties!.action_link).toMatch(
      /&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fa\+b%3Fx%3D1%26y%3D2%23top$/,
    )
    expect(query.data.properties!.redirect_to).toBe('http://localhost:5173/a b?x=1&y=2#top')
  })
})

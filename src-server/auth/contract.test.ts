import { createClient, isAuthApiError, isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt, SignJWT } from 'jose'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'

/** The embedded auth server driven by supabase-js itself (contract §8). */
let t: TestApp
let requests: string[] = []

function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

const countingFetch: typeof fetch = (input, init) => {
  const u = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
  requests.push(`${init?.method ?? 'GET'} ${u.pathname}`)
  return fetch(input, init)
}

function client(app: TestApp = t): SupabaseClient {
  return createClient(app.url, app.deps.supabaseAnonKey, {
    auth: { storage: memoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    global: { fetch: countingFetch },
  })
}

function adminClient(app: TestApp = t): SupabaseClient {
  return createClient(app.url, app.deps.supabaseServiceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

let seq = 0
const email = () => `u${Date.now().toString(36)}${seq++}@example.test`

interface MailJson {
  to: string
  kind: string
  link: string
  subject: string
}

async function lastMail(
  to: string,
  app: TestApp = t,
): Promise<{ mail: MailJson; tokenHash: string; type: string; next: string }> {
  const res = await fetch(`${app.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(to)}`)
  expect(res.status).toBe(200)
  const { mails } = (await res.json()) as { mails: MailJson[] }
  const mail = mails[0]
  if (!mail) throw new Error(`no mail for ${to}`)
  const u = new URL(mail.link)
  return {
    mail,
    tokenHash: u.searchParams.get('token_hash')!,
    type: u.searchParams.get('type')!,
    next: u.searchParams.get('next')!,
  }
}

async function confirmedUser(password = 'correct-horse-1') {
  const e = email()
  const { error } = await adminClient().auth.admin.createUser({ email: e, password, email_confirm: true })
  expect(error).toBeNull()
  return { email: e, password }
}

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

describe('sign-up and confirmation', () => {
  it('signUp → mail with token_hash link → verifyOtp → signed in, email confirmed', async () => {
    const sb = client()
    const e = email()
    const { data, error } = await sb.auth.signUp({
      email: e,
      password: 'secret-pass-1',
      options: { data: { display_name: 'Ada' }, emailRedirectTo: `${t.url}/account` },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(e)
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.user_metadata).toEqual({ display_name: 'Ada' })

    // Not confirmed yet: no sign-in.
    const early = await sb.auth.signInWithPassword({ email: e, password: 'secret-pass-1' })
    expect(early.error?.code).toBe('email_not_confirmed')
    expect(early.error?.status).toBe(400)

    const { mail, tokenHash, type, next } = await lastMail(e)
    expect(mail.kind).toBe('confirmation')
    expect(mail.link.startsWith(`${t.url}/auth/confirm?token_hash=`)).toBe(true)
    expect(type).toBe('email')
    expect(next).toBe('/account')

    const events: string[] = []
    sb.auth.onAuthStateChange((ev) => events.push(ev))
    const verified = await sb.auth.verifyOtp({ token_hash: tokenHash, type: 'email' })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.access_token).toBeTruthy()
    expect(events).toContain('SIGNED_IN')

    const { data: got, error: getErr } = await sb.auth.getUser()
    expect(getErr).toBeNull()
    expect(got.user?.email_confirmed_at).toBeTruthy()
    expect(got.user?.identities?.[0]?.identity_data?.email_verified).toBe(true)

    // Single use.
    const again = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email' })
    expect(again.error?.code).toBe('otp_expired')
    expect(again.error?.status).toBe(403)

    // Now the password works.
    const signIn = await client().auth.signInWithPassword({ email: e, password: 'secret-pass-1' })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.id).toBe(got.user?.id)
  })

  it('verifies the emailed 6-digit code too', async () => {
    const e = email()
    await client().auth.signUp({ email: e, password: 'secret-pass-1' })
    const { mail } = await lastMail(e)
    const otp = (await (await fetch(`${t.url}/auth/v1/dev/mailbox?email=${e}`)).json()).mails[0].text.match(
      /code: (\d{6})/,
    )[1]
    expect(mail.kind).toBe('confirmation')
    const wrong = await client().auth.verifyOtp({
      email: e,
      token: otp === '000000' ? '000001' : '000000',
      type: 'email',
    })
    expect(wrong.error?.code).toBe('otp_expired')
    const ok = await client().auth.verifyOtp({ email: e, token: otp, type: 'email' })
    expect(ok.error).toBeNull()
    expect(ok.data.user?.email).toBe(e)
  })

  it('email links expire after 24 h', async () => {
    const e = email()
    await client().auth.signUp({ email: e, password: 'secret-pass-1' })
    const { tokenHash } = await lastMail(e)
    await sql`update auth_one_time_tokens set created_at = now() - interval '25 hours' where token_hash = ${tokenHash}`.execute(
      t.deps.db,
    )
    const res = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email' })
    expect(res.error?.code).toBe('otp_expired')
  })

  it('rejects weak and over-long passwords and bad emails with the contract codes', async () => {
    const weak = await client().auth.signUp({ email: email(), password: '123' })
    expect(isAuthWeakPasswordError(weak.error)).toBe(true)
    expect(weak.error?.status).toBe(422)
    if (isAuthWeakPasswordError(weak.error)) expect(weak.error.reasons).toEqual(['length'])

    const long = await client().auth.signUp({ email: email(), password: 'x'.repeat(73) })
    expect(long.error?.code).toBe('validation_failed')
    expect(long.error?.message).toBe('Password cannot be longer than 72 characters')

    const bad = await client().auth.signUp({ email: 'not-an-email', password: 'secret-pass-1' })
    expect(bad.error?.code).toBe('validation_failed')
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format')

    const missing = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: t.deps.supabaseAnonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: email() }),
    })
    expect(missing.status).toBe(400)
    expect(missing.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await missing.json()).toEqual({ code: 'validation_failed', message: 'Signup requires a valid password' })
  })

  it('answers malformed JSON with 400 bad_json and a missing API key with 401', async () => {
    const res = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: t.deps.supabaseAnonKey, 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 400, error_code: 'bad_json' })
    const noKey = await fetch(`${t.url}/auth/v1/user`)
    expect(noKey.status).toBe(401)
    expect((await noKey.json()).message).toBe('Invalid API key')
  })
})

describe('sign-in', () => {
  it('wrong password and unknown email are the same invalid_credentials 400', async () => {
    const u = await confirmedUser()
    const wrong = await client().auth.signInWithPassword({ email: u.email, password: 'nope-nope-nope' })
    expect(isAuthApiError(wrong.error)).toBe(true)
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.status).toBe(400)
    expect(wrong.error?.message).toBe('Invalid login credentials')
    const unknown = await client().auth.signInWithPassword({ email: email(), password: 'whatever-123' })
    expect(unknown.error?.code).toBe('invalid_credentials')
  })

  it('a session carries an ES256 token with the contract claims', async () => {
    const u = await confirmedUser()
    const { data, error } = await client().auth.signInWithPassword(u)
    expect(error).toBeNull()
    const s = data.session!
    expect(s.token_type).toBe('bearer')
    expect(s.expires_in).toBe(3600)
    expect(s.refresh_token).toHaveLength(12)
    const [h, p] = s.access_token
      .split('.')
      .slice(0, 2)
      .map((x) => JSON.parse(Buffer.from(x!, 'base64url').toString()))
    expect(h).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: t.deps.authKeys!.kid })
    expect(p).toMatchObject({
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: u.email,
    })
    expect(p.iss).toBe(`${t.url}/auth/v1`)
    expect(p.exp - p.iat).toBe(3600)
    expect(p.amr[0].method).toBe('password')
    // The app's own API knows the caller from that token.
    const me = await t.api('/api/account/me', { token: s.access_token })
    expect(await me.json()).toMatchObject({ user: { id: data.user!.id, email: u.email, aal: 'aal1', admin: false } })
  })
})

describe('refresh tokens', () => {
  it('rotates, re-answers a lost response, and kills the family on reuse', async () => {
    const u = await confirmedUser()
    const sb = client()
    const first = (await sb.auth.signInWithPassword(u)).data.session!
    const r1 = await sb.auth.refreshSession()
    expect(r1.error).toBeNull()
    const t1 = r1.data.session!.refresh_token
    expect(t1).not.toBe(first.refresh_token)

    // The parent of the active token again (client lost the answer): the active one is handed out again.
    const lost = await client().auth.refreshSession({ refresh_token: first.refresh_token })
    expect(lost.error).toBeNull()
    expect(lost.data.session?.refresh_token).toBe(t1)

    const r2 = await sb.auth.refreshSession()
    expect(r2.error).toBeNull()
    const t2 = r2.data.session!.refresh_token

    // The original token now is neither active nor the active token's parent, and past the reuse interval
    // (10 s): reuse → the session dies.
    await sql`update auth_refresh_tokens set updated_at = now() - interval '11 seconds' where token = ${first.refresh_token}`.execute(
      t.deps.db,
    )
    const reuse = await client().auth.refreshSession({ refresh_token: first.refresh_token })
    expect(reuse.error?.code).toBe('refresh_token_already_used')
    expect(reuse.error?.status).toBe(400)
    const dead = await client().auth.refreshSession({ refresh_token: t2 })
    expect(dead.error).not.toBeNull()
    // And its access token no longer reaches /user.
    const gone = await sb.auth.getUser()
    expect(gone.error?.name).toBe('AuthSessionMissingError')
  })

  it('an unknown refresh token is refresh_token_not_found', async () => {
    const res = await client().auth.refreshSession({ refresh_token: 'abcdefghijkl' })
    expect(res.error?.code).toBe('refresh_token_not_found')
  })
})

describe('updateUser', () => {
  it('a password change keeps this session and revokes the others', async () => {
    const u = await confirmedUser('first-pass-1')
    const a = client()
    const b = client()
    await a.auth.signInWithPassword(u)
    await b.auth.signInWithPassword(u)
    const events: string[] = []
    a.auth.onAuthStateChange((ev) => events.push(ev))

    const same = await a.auth.updateUser({ password: 'first-pass-1' })
    expect(same.error?.code).toBe('same_password')
    const weak = await a.auth.updateUser({ password: 'x' })
    expect(isAuthWeakPasswordError(weak.error)).toBe(true)

    const changed = await a.auth.updateUser({ password: 'second-pass-2', data: { city: 'Zürich' } })
    expect(changed.error).toBeNull()
    expect(changed.data.user?.user_metadata).toMatchObject({ city: 'Zürich' })
    expect(events).toContain('USER_UPDATED')

    expect((await a.auth.getUser()).error).toBeNull()
    const other = await b.auth.getUser()
    expect(other.error?.name).toBe('AuthSessionMissingError')
    expect((await client().auth.signInWithPassword(u)).error?.code).toBe('invalid_credentials')
    expect((await client().auth.signInWithPassword({ email: u.email, password: 'second-pass-2' })).error).toBeNull()

    const removed = await a.auth.updateUser({ data: { city: null } })
    expect(removed.data.user?.user_metadata.city).toBeUndefined()
  })

  it('an email change is confirmed by the link sent to the new address', async () => {
    const u = await confirmedUser()
    const sb = client()
    await sb.auth.signInWithPassword(u)
    const taken = await confirmedUser()
    expect((await sb.auth.updateUser({ email: taken.email })).error?.code).toBe('email_exists')
    const next = email()
    const res = await sb.auth.updateUser({ email: next })
    expect(res.error).toBeNull()
    expect(res.data.user?.new_email).toBe(next)
    expect(res.data.user?.email).toBe(u.email)
    const { tokenHash, type } = await lastMail(next)
    expect(type).toBe('email_change')
    const verified = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email).toBe(next)
  })
})

describe('password recovery', () => {
  it('recover → link → verifyOtp(recovery) emits PASSWORD_RECOVERY → new password works', async () => {
    const u = await confirmedUser('before-reset-1')
    const other = client()
    await other.auth.signInWithPassword(u)
    const res = await client().auth.resetPasswordForEmail(u.email, { redirectTo: `${t.url}/auth/reset` })
    expect(res.error).toBeNull()
    expect(res.data).toEqual({})
    const { tokenHash, type, next, mail } = await lastMail(u.email)
    expect(mail.kind).toBe('recovery')
    expect(type).toBe('recovery')
    expect(next).toBe('/auth/reset')

    const sb = client()
    const events: string[] = []
    sb.auth.onAuthStateChange((ev) => events.push(ev))
    const v = await sb.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(v.error).toBeNull()
    expect(events).toContain('PASSWORD_RECOVERY')
    expect((await sb.auth.updateUser({ password: 'after-reset-2' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email: u.email, password: 'after-reset-2' })).error).toBeNull()
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
  })
})

describe('enumeration resistance', () => {
  it('recover, resend and otp (even without create_user) answer {} for unknown emails; signUp of a confirmed email returns a fake user', async () => {
    const unknown = email()
    expect((await client().auth.resetPasswordForEmail(unknown)).error).toBeNull()
    expect((await client().auth.resend({ type: 'signup', email: unknown })).error).toBeNull()
    const otp = await client().auth.signInWithOtp({ email: unknown, options: { shouldCreateUser: false } })
    expect(otp.error).toBeNull()
    const mailbox = await (await fetch(`${t.url}/auth/v1/dev/mailbox?email=${unknown}`)).json()
    expect(mailbox.mails).toEqual([])

    const u = await confirmedUser()
    const again = await client().auth.signUp({ email: u.email, password: 'something-else-1' })
    expect(again.error).toBeNull()
    expect(again.data.session).toBeNull()
    // Unlike GoTrue (identities: []), the fake user has an identity like a real new one: no tell.
    expect(again.data.user?.identities).toHaveLength(1)
    const real = (await client().auth.signInWithPassword(u)).data.user!
    expect(again.data.user?.id).not.toBe(real.id)
  })

  it('signInWithOtp mails a magic link to a confirmed user and creates an unknown one by default', async () => {
    const u = await confirmedUser()
    expect((await client().auth.signInWithOtp({ email: u.email })).error).toBeNull()
    const link = await lastMail(u.email)
    expect(link.type).toBe('magiclink')
    const v = await client().auth.verifyOtp({ token_hash: link.tokenHash, type: 'magiclink' })
    expect(v.error).toBeNull()

    const fresh = email()
    expect((await client().auth.signInWithOtp({ email: fresh })).error).toBeNull()
    expect((await lastMail(fresh)).type).toBe('email')
  })
})

describe('PKCE (the flow @supabase/ssr uses)', () => {
  it('recover with a code challenge → GET /verify redirects with ?code= → exchangeCodeForSession', async () => {
    const u = await confirmedUser()
    const sb = createClient(t.url, t.deps.supabaseAnonKey, {
      auth: { storage: memoryStorage(), autoRefreshToken: false, flowType: 'pkce', detectSessionInUrl: false },
    })
    expect((await sb.auth.resetPasswordForEmail(u.email, { redirectTo: `${t.url}/auth/reset` })).error).toBeNull()
    const { tokenHash } = await lastMail(u.email)
    const res = await fetch(
      `${t.url}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(`${t.url}/auth/reset`)}`,
      { redirect: 'manual' },
    )
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location')!)
    expect(location.pathname).toBe('/auth/reset')
    const code = location.searchParams.get('code')!
    expect(code).toBeTruthy()

    const events: string[] = []
    sb.auth.onAuthStateChange((ev) => events.push(ev))
    const exchanged = await sb.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(u.email)
    expect(events).toContain('PASSWORD_RECOVERY')
    // The code is single-use.
    const again = await sb.auth.exchangeCodeForSession(code)
    expect(again.error).not.toBeNull()
  })

  it('a wrong verifier is refused', async () => {
    const u = await confirmedUser()
    const challenge = 'x'.repeat(43)
    const h = {
      apikey: t.deps.supabaseAnonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    }
    await fetch(`${t.url}/auth/v1/recover`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ email: u.email, code_challenge: challenge, code_challenge_method: 's256' }),
    })
    const { tokenHash } = await lastMail(u.email)
    const res = await fetch(`${t.url}/auth/v1/verify?token=${tokenHash}&type=recovery`, { redirect: 'manual' })
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!
    const bad = await fetch(`${t.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(43) }),
    })
    expect(bad.status).toBe(403)
    expect((await bad.json()).code).toBe('bad_code_verifier')
  })
})

describe('sign-out scopes', () => {
  it('others keeps the current session, local ends only this one, global ends all', async () => {
    const u = await confirmedUser()
    const [a, b, c] = [client(), client(), client()]
    for (const s of [a, b, c]) expect((await s.auth.signInWithPassword(u)).error).toBeNull()

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await a.auth.getUser()).error).toBeNull()
    expect((await b.auth.getUser()).error?.name).toBe('AuthSessionMissingError')

    const d = client()
    await d.auth.signInWithPassword(u)
    const events: string[] = []
    a.auth.onAuthStateChange((ev) => events.push(ev))
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect(events).toContain('SIGNED_OUT')
    expect((await a.auth.getSession()).data.session).toBeNull()
    expect((await d.auth.getUser()).error).toBeNull()

    expect((await d.auth.signOut()).error).toBeNull() // global is the default
    expect((await c.auth.getUser()).error).not.toBeNull()
    // Signing out again with a dead session is not an error for the client (403/404 count as signed out).
    expect((await c.auth.signOut()).error).toBeNull()
  })
})

describe('getClaims', () => {
  it('verifies ES256 tokens against the JWKS without calling /user', async () => {
    const u = await confirmedUser()
    const sb = client()
    await sb.auth.signInWithPassword(u)
    requests = []
    const first = await sb.auth.getClaims()
    expect(first.error).toBeNull()
    expect(first.data?.claims.email).toBe(u.email)
    const second = await sb.auth.getClaims()
    expect(second.error).toBeNull()
    expect(requests.filter((r) => r.endsWith('/auth/v1/user'))).toEqual([])
    expect(requests.filter((r) => r.endsWith('/.well-known/jwks.json')).length).toBeLessThanOrEqual(1)

    const jwks = await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600')
    const { keys } = await jwks.json()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(keys[0].d).toBeUndefined()
  })

  it('a symmetric (HS256) session: getClaims asks /user, as with GoTrue, and gets the claims', async () => {
    const u = await confirmedUser()
    const signedIn = await client().auth.signInWithPassword(u)
    const session = signedIn.data.session!
    // The same claims signed with the project's JWT secret, as a GoTrue with a symmetric key issues them.
    const claims = decodeJwt(session.access_token)
    const symmetric = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(t.deps.authKeys!.jwtSecret)
    const sb = client()
    expect(
      (await sb.auth.setSession({ access_token: symmetric, refresh_token: session.refresh_token })).error,
    ).toBeNull()
    requests = []
    const got = await sb.auth.getClaims()
    expect(got.error).toBeNull()
    expect(got.data?.claims.email).toBe(u.email)
    expect(requests).toContain('GET /auth/v1/user')
    // Signed with another secret: /user refuses it, and so does getClaims.
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-secret-'.repeat(3)))
    const bad = await sb.auth.getClaims(forged)
    expect(bad.data).toBeNull()
    expect(bad.error?.status).toBe(403)
    // After sign-out the symmetric token's session is gone: /user refuses it too.
    await sb.auth.signOut()
    expect((await client().auth.getUser(symmetric)).error).not.toBeNull()
  })
})

describe('admin API (service key)', () => {
  it('create, get, list with paging headers, update, generate_link, delete', async () => {
    const admin = adminClient().auth.admin
    const e = email()
    const created = await admin.createUser({
      email: e,
      password: 'admin-made-1',
      email_confirm: true,
      user_metadata: { a: 1 },
    })
    expect(created.error).toBeNull()
    const id = created.data.user!.id
    expect(created.data.user?.email_confirmed_at).toBeTruthy()
    expect((await admin.createUser({ email: e, password: 'x' })).error?.code).toBe('email_exists')

    expect((await admin.getUserById(id)).data.user?.email).toBe(e)
    const list = await admin.listUsers({ page: 1, perPage: 2 })
    expect(list.error).toBeNull()
    expect(list.data.users).toHaveLength(2)
    expect((list.data as { total?: number }).total).toBeGreaterThan(2)
    expect((list.data as { nextPage?: number | null }).nextPage).toBe(2)

    const updated = await admin.updateUserById(id, { user_metadata: { b: 2 }, password: 'admin-changed-2' })
    expect(updated.data.user?.user_metadata).toEqual({ a: 1, b: 2 })
    expect((await client().auth.signInWithPassword({ email: e, password: 'admin-changed-2' })).error).toBeNull()

    const link = await adminClient().auth.admin.generateLink({ type: 'recovery', email: e })
    expect(link.error).toBeNull()
    expect(link.data.properties?.verification_type).toBe('recovery')
    const v = await client().auth.verifyOtp({ token_hash: link.data.properties!.hashed_token, type: 'recovery' })
    expect(v.error).toBeNull()

    const deleted = await admin.deleteUser(id)
    expect(deleted.error).toBeNull()
    expect((await admin.getUserById(id)).error?.status).toBe(404)
    expect((await client().auth.signInWithPassword({ email: e, password: 'admin-changed-2' })).error?.code).toBe(
      'invalid_credentials',
    )
  })

  it('refuses the anon key and user tokens with 403 not_admin', async () => {
    const res = await fetch(`${t.url}/auth/v1/admin/users`, {
      headers: { apikey: t.deps.supabaseAnonKey, authorization: `Bearer ${t.deps.supabaseAnonKey}` },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error_code: 'not_admin' })
  })

  it('GET /user with garbage or expired tokens is 403 bad_jwt, without a token 401', async () => {
    const h = { apikey: t.deps.supabaseAnonKey, 'x-supabase-api-version': '2024-01-01' }
    const garbage = await fetch(`${t.url}/auth/v1/user`, { headers: { ...h, authorization: 'Bearer abc.def.ghi' } })
    expect(garbage.status).toBe(403)
    expect((await garbage.json()).code).toBe('bad_jwt')
    const none = await fetch(`${t.url}/auth/v1/user`, { headers: h })
    expect(none.status).toBe(401)
    expect((await none.json()).code).toBe('no_authorization')
  })
})

describe('rate limits', () => {
  it('answers 429 over_request_rate_limit past the burst, and sends one mail per user and minute', async () => {
    const limited = await startTestApp({ env: { AUTH_RATE_LIMIT: 'true' } })
    try {
      const sb = client(limited)
      const e = email()
      const first = await sb.auth.signUp({ email: e, password: 'secret-pass-1' })
      expect(first.error).toBeNull()
      // Within 60 s no second mail goes out, but the answer does not say so (it would tell the account exists).
      const resend = await sb.auth.resend({ type: 'signup', email: e })
      expect(resend.error).toBeNull()
      const { mails } = await (await fetch(`${limited.url}/auth/v1/dev/mailbox?email=${e}`)).json()
      expect(mails).toHaveLength(1)

      const codes: number[] = []
      for (let i = 0; i < 32; i++) {
        const r = await fetch(`${limited.url}/auth/v1/verify`, {
          method: 'POST',
          headers: { apikey: limited.deps.supabaseAnonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ token_hash: 'nope', type: 'email' }),
        })
        codes.push(r.status)
      }
      expect(codes.slice(0, 29).every((c) => c === 403)).toBe(true)
      expect(codes.at(-1)).toBe(429)
      const last = await sb.auth.verifyOtp({ token_hash: 'nope', type: 'email' })
      expect(last.error?.code).toBe('over_request_rate_limit')
      expect(last.error?.status).toBe(429)
    } finally {
      await limited.stop()
    }
  })
})

import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { sql } from 'kysely'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { AAL2_REQUIRED_MESSAGE } from './aal.ts'

/** Account security: TOTP factors, aal2, reauthentication and account deletion, via supabase-js. */
let t: TestApp

function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}
const client = (): SupabaseClient =>
  createClient(t.url, t.deps.supabaseAnonKey, {
    auth: { storage: memoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
  })
const admin = (): SupabaseClient =>
  createClient(t.url, t.deps.supabaseServiceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } })

let seq = 0
const PASSWORD = 'correct horse 42'
async function signedIn(): Promise<{ sb: SupabaseClient; id: string; email: string }> {
  const email = `mfa${Date.now().toString(36)}${seq++}@example.test`
  const { data, error } = await admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  expect(error).toBeNull()
  const sb = client()
  const signIn = await sb.auth.signInWithPassword({ email, password: PASSWORD })
  expect(signIn.error).toBeNull()
  return { sb, id: data.user!.id, email }
}

/** A code of the current time step, or of the next one (computed like an authenticator app would). */
const codeFor = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 })

async function enrolled(sb: SupabaseClient, name = 'Phone app') {
  const { data, error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: name })
  expect(error).toBeNull()
  return data!
}

async function token(sb: SupabaseClient): Promise<string> {
  return (await sb.auth.getSession()).data.session!.access_token
}

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

describe('TOTP enrolment and verification (supabase-js auth.mfa)', () => {
  it('enrols with secret, otpauth URI and SVG QR; verify raises the session to aal2 with amr totp', async () => {
    const { sb, email } = await signedIn()
    const before = await sb.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    const factor = await enrolled(sb)
    expect(factor.type).toBe('totp')
    expect(factor.friendly_name).toBe('Phone app')
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{16,}$/)
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`)
    expect(decodeURIComponent(factor.totp.uri)).toContain(email)
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)

    // Unverified factors are listed under `all` only.
    const unverified = await sb.auth.mfa.listFactors()
    expect(unverified.data!.all.map((f) => f.status)).toEqual(['unverified'])
    expect(unverified.data!.totp).toEqual([])

    const challenge = await sb.auth.mfa.challenge({ factorId: factor.id })
    expect(challenge.error).toBeNull()
    expect(challenge.data).toMatchObject({ type: 'totp' })
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 250)

    const verified = await sb.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: await codeFor(factor.totp.secret),
    })
    expect(verified.error).toBeNull()
    const claims = decodeJwt(verified.data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password'])

    const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect(JSON.stringify(aal.data!.currentAuthenticationMethods)).toContain('"method":"totp"')

    const list = await sb.auth.mfa.listFactors()
    expect(list.data!.totp).toHaveLength(1)
    expect(list.data!.totp[0]).toMatchObject({ id: factor.id, status: 'verified', friendly_name: 'Phone app' })

    // The raised level survives a refresh.
    const refreshed = await sb.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2')

    // A new sign-in starts at aal1 and is told a second step is due.
    const again = client()
    await again.auth.signInWithPassword({ email, password: PASSWORD })
    const next = await again.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(next.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
  })

  it('refuses wrong codes, replayed codes and used or foreign challenges', async () => {
    const { sb } = await signedIn()
    const factor = await enrolled(sb)
    const secret = factor.totp.secret
    const c1 = await sb.auth.mfa.challenge({ factorId: factor.id })
    const good = await codeFor(secret)
    const wrong = good === '000000' ? '111111' : '000000'

    const bad = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: c1.data!.id, code: wrong })
    expect(bad.error?.status).toBe(422)
    expect(bad.error?.code).toBe('mfa_verification_failed')
    expect(bad.error?.message).toBe('Invalid TOTP code entered')

    const ok = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: c1.data!.id, code: good })
    expect(ok.error).toBeNull()

    // The same challenge cannot be used twice.
    const reused = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: c1.data!.id, code: good })
    expect(reused.error?.code).toBe('mfa_challenge_expired')

    // The same code on a new challenge is a replay.
    const c2 = await sb.auth.mfa.challenge({ factorId: factor.id })
    const replay = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: c2.data!.id, code: good })
    expect(replay.error?.status).toBe(422)
    expect(replay.error?.code).toBe('mfa_verification_rejected')

    // Not 6 digits → validation; another user's factor → not found.
    const c3 = await sb.auth.mfa.challenge({ factorId: factor.id })
    const short = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: c3.data!.id, code: '12' })
    expect(short.error?.status).toBe(400)
    const other = await signedIn()
    const foreign = await other.sb.auth.mfa.challenge({ factorId: factor.id })
    expect(foreign.error?.status).toBe(404)
    expect(foreign.error?.code).toBe('mfa_factor_not_found')
  })

  it('locks a factor after 5 wrong codes, whatever the caller (counted in the database)', async () => {
    const { sb } = await signedIn()
    const factor = await enrolled(sb)
    const c = await sb.auth.mfa.challenge({ factorId: factor.id })
    const good = await codeFor(factor.totp.secret)
    const wrong = good === '000000' ? '111111' : '000000'
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const r = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: c.data!.id, code: wrong })
      statuses.push(r.error?.status ?? 200)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
    // Locked: even the right code is refused until the lock ends.
    const last = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: c.data!.id, code: good })
    expect(last.error?.status).toBe(429)
    expect(last.error?.message).toMatch(/Too many failed attempts/)
  })

  it('unenrols (aal2 needed for a verified factor), names are unique, phone is not configured', async () => {
    const { sb, email } = await signedIn()
    const factor = await enrolled(sb, 'Work phone')
    const dup = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' })
    expect(dup.error?.code).toBe('mfa_factor_name_conflict')
    const phone = await sb.auth.mfa.enroll({ factorType: 'phone', phone: '+4915112345678' })
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled')
    expect(phone.error?.message).toMatch(/no SMS provider is configured/)

    await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await codeFor(factor.totp.secret) })

    const aal1 = client()
    await aal1.auth.signInWithPassword({ email, password: PASSWORD })
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id })
    expect(refused.error?.code).toBe('insufficient_aal')
    const more = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })
    expect(more.error?.code).toBe('insufficient_aal')

    const removed = await sb.auth.mfa.unenroll({ factorId: factor.id })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: factor.id })
    const list = await sb.auth.mfa.listFactors()
    expect(list.data!.all).toEqual([])
    // Sessions raised with the removed factor fall back to aal1.
    const refreshed = await sb.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1')
  })

  it('unverified factors expire', async () => {
    const { sb, id } = await signedIn()
    await enrolled(sb, 'Stale')
    await t.deps.db
      .updateTable('auth_mfa_factors')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where('user_id', '=', id)
      .execute()
    const list = await sb.auth.mfa.listFactors()
    expect(list.data!.all).toEqual([])
  })

  it("admin lists and deletes a user's factors with the service key only", async () => {
    const { sb, id } = await signedIn()
    const factor = await enrolled(sb, 'Admin test')
    const listed = await admin().auth.admin.mfa.listFactors({ userId: id })
    expect(listed.error).toBeNull()
    expect(listed.data!.factors.map((f) => f.id)).toEqual([factor.id])
    const anon = await client().auth.admin.mfa.listFactors({ userId: id })
    expect(anon.error?.status).toBe(403)
    const deleted = await admin().auth.admin.mfa.deleteFactor({ userId: id, id: factor.id })
    expect(deleted.error).toBeNull()
    expect((await admin().auth.admin.mfa.listFactors({ userId: id })).data!.factors).toEqual([])
  })
})

describe('aal2 for sensitive operations', () => {
  it('email/password change, account deletion (REST and tRPC) answer 403 at aal1 once a factor is verified', async () => {
    const { sb, email } = await signedIn()
    const factor = await enrolled(sb)
    await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await codeFor(factor.totp.secret) })

    const aal1 = client()
    await aal1.auth.signInWithPassword({ email, password: PASSWORD })
    const pw = await aal1.auth.updateUser({ password: 'another secret 1' })
    expect(pw.error?.status).toBe(403)
    expect(pw.error?.code).toBe('insufficient_aal')
    const mail = await aal1.auth.updateUser({ email: `x${email}` })
    expect(mail.error?.status).toBe(403)
    // Metadata is not sensitive.
    expect((await aal1.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull()

    const aal1Token = await token(aal1)
    const rest = await t.api('/api/account', { method: 'DELETE', token: aal1Token, json: { password: PASSWORD } })
    expect(rest.status).toBe(403)
    expect(await rest.json()).toMatchObject({ statusCode: 403, statusMessage: AAL2_REQUIRED_MESSAGE })
    const rpc = await t.api('/trpc/account.delete', { method: 'POST', token: aal1Token, json: { password: PASSWORD } })
    expect(rpc.status).toBe(403)
    expect(JSON.stringify(await rpc.json())).toContain('Two-factor verification required')
    expect(
      await t.deps.db.selectFrom('auth_users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeTruthy()

    // At aal2 the password change goes through.
    const raised = await aal1.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: await codeFor(factor.totp.secret, 1),
    })
    expect(raised.error).toBeNull()
    expect((await aal1.auth.updateUser({ password: 'another secret 1' })).error).toBeNull()
  })

  it('users without factors are not asked for aal2', async () => {
    const { sb } = await signedIn()
    expect((await sb.auth.updateUser({ password: 'fresh password 9' })).error).toBeNull()
  })
})

describe('reauthentication nonce', () => {
  it('GET /reauthenticate mails a nonce that PUT /user accepts once', async () => {
    const { sb, email } = await signedIn()
    const r = await sb.auth.reauthenticate()
    expect(r.error).toBeNull()
    const nonce = await lastNonce(email)
    const bad = await sb.auth.updateUser({
      password: 'nonce password 1',
      nonce: nonce === '000000' ? '111111' : '000000',
    })
    expect(bad.error?.code).toBe('reauthentication_not_valid')
    expect((await sb.auth.updateUser({ password: 'nonce password 1', nonce })).error).toBeNull()
    const again = await sb.auth.updateUser({ password: 'nonce password 2', nonce })
    expect(again.error?.code).toBe('reauthentication_not_valid')
  })
})

async function lastNonce(email: string): Promise<string> {
  const res = await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
  const { mails } = (await res.json()) as { mails: { kind: string; text: string }[] }
  const mail = mails.find((m) => m.kind === 'reauthentication')
  const m = mail && /\b(\d{6})\b/.exec(mail.text)
  if (!m) throw new Error(`no nonce for ${email}`)
  return m[1]!
}

/**
 * Every (table, column) of type uuid in the public schema: where a user id could be left behind. Not the
 * tombstone `deleted_users`, which keeps the bare id so no write can recreate the account's rows.
 */
async function uuidColumns(): Promise<{ table: string; column: string }[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and data_type = 'uuid' and table_name not like 'kysely%'
      and table_name <> 'deleted_users'`.execute(t.deps.db)
  return rows
}

async function rowsMentioning(userId: string): Promise<string[]> {
  const found: string[] = []
  for (const { table, column } of await uuidColumns()) {
    const { rows } = await sql<{
      n: string
    }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(t.deps.db)
    if (Number(rows[0]!.n) > 0) found.push(`${table}.${column}`)
  }
  return found
}

describe('account deletion', () => {
  async function withData() {
    const u = await signedIn()
    const db = t.deps.db
    await db
      .insertInto('profiles')
      .values({ id: u.id, display_name: 'Gone Soon', avatar_url: `${u.id}.webp` })
      .execute()
    await t.deps.storage.upload('avatars', `${u.id}.webp`, Buffer.from([82, 73, 70, 70]), {
      contentType: 'image/webp',
      cacheControl: '3600',
      upsert: true,
    })
    const list = await db
      .insertInto('favorite_lists')
      .values({ user_id: u.id, name: 'Mine' } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const venue = await db
      .insertInto('venues')
      .values({
        name: 'Owned Hall',
        venue_type: 'club',
        address: 'Hallstr. 1',
        city: 'Berlin',
        country: 'DE',
        lat: 52.5,
        lng: 13.4,
        owner_id: u.id,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('favorites')
      .values({ list_id: list.id, user_id: u.id, entity_type: 'venue', entity_id: venue.id } as never)
      .execute()
    await db
      .insertInto('riders')
      .values({ owner_id: u.id, name: 'Tour rider', doc: JSON.stringify({ items: [] }) } as never)
      .execute()
    await db
      .insertInto('stages')
      .values({ owner_id: u.id, name: 'Main', code: `c${u.id.slice(0, 8)}`, state: JSON.stringify({}) } as never)
      .execute()
    await db
      .insertInto('user_roles')
      .values({ user_id: u.id, role: 'admin' } as never)
      .execute()
    return { ...u, venueId: venue.id }
  }

  it('after re-authentication removes everything of the user and releases owned venues', async () => {
    const u = await withData()
    const factor = await enrolled(u.sb)
    await u.sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await codeFor(factor.totp.secret) })
    expect((await rowsMentioning(u.id)).length).toBeGreaterThan(5)
    const bystander = await withData()

    const wrong = await t.api('/api/account', {
      method: 'DELETE',
      token: await token(u.sb),
      json: { password: 'nope nope' },
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ statusCode: 400, statusMessage: 'The password is not correct' })
    const both = await t.api('/api/account', { method: 'DELETE', token: await token(u.sb), json: {} })
    expect(both.status).toBe(400)
    expect((await rowsMentioning(u.id)).length).toBeGreaterThan(5)

    const res = await t.api('/api/account', {
      method: 'DELETE',
      token: await token(u.sb),
      json: { password: PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ deleted: true, releasedVenues: 1 })

    expect(await rowsMentioning(u.id)).toEqual([])
    const venue = await t.deps.db
      .selectFrom('venues')
      .select(['id', 'owner_id'])
      .where('id', '=', u.venueId)
      .executeTakeFirst()
    expect(venue).toEqual({ id: u.venueId, owner_id: null })
    const avatar = await t.deps.db
      .selectFrom('storage_objects')
      .select('id')
      .where('bucket_id', '=', 'avatars')
      .where('name', '=', `${u.id}.webp`)
      .executeTakeFirst()
    expect(avatar).toBeUndefined()
    // The old session is dead; the bystander is untouched.
    expect((await u.sb.auth.getUser()).error?.status).toBe(403)
    expect((await u.sb.auth.signInWithPassword({ email: u.email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    )
    expect((await rowsMentioning(bystander.id)).sort()).toEqual(
      expect.arrayContaining([
        'profiles.id',
        'favorites.user_id',
        'riders.owner_id',
        'stages.owner_id',
        'venues.owner_id',
      ]),
    )
  })

  it('accepts the emailed nonce instead of the password (tRPC door)', async () => {
    const u = await withData()
    await u.sb.auth.reauthenticate()
    const nonce = await lastNonce(u.email)
    const res = await t.api('/trpc/account.delete', { method: 'POST', token: await token(u.sb), json: { nonce } })
    expect(res.status).toBe(200)
    expect(await rowsMentioning(u.id)).toEqual([])
  })

  it('needs a signed-in user', async () => {
    const res = await t.api('/api/account', { method: 'DELETE', json: { password: 'x' } })
    expect(res.status).toBe(401)
  })
})

describe('the rest of the auth surface (docs/product.md §12)', () => {
  it('admin invite sends an invitation link; needs the service key', async () => {
    const email = `invite${Date.now().toString(36)}@example.test`
    const { data, error } = await admin().auth.admin.inviteUserByEmail(email, { data: { band: 'The Invites' } })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { band: 'The Invites' } })
    expect(data.user!.invited_at).toBeTruthy()
    const res = await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
    const { mails } = (await res.json()) as { mails: { kind: string; link: string }[] }
    expect(mails[0]).toMatchObject({ kind: 'invite' })
    expect(mails[0]!.link).toContain('type=invite')
    const again = await admin().auth.admin.inviteUserByEmail(email)
    expect(again.error?.code).toBe('email_exists')
    const anon = await client().auth.admin.inviteUserByEmail(`x${email}`)
    expect(anon.error?.status).toBe(403)
  })

  it('unlinking an identity is manual linking, which is off: 404 manual_linking_disabled, the session is kept', async () => {
    const { sb } = await signedIn()
    const { data } = await sb.auth.getUserIdentities()
    expect(data!.identities).toHaveLength(1)
    const r = await sb.auth.unlinkIdentity(data!.identities[0]!)
    expect(r.error?.code).toBe('manual_linking_disabled')
    // The session is kept (docs/product.md §3).
    expect((await sb.auth.getSession()).data.session).not.toBeNull()
    const unknown = await t.api(`/auth/v1/user/identities/${crypto.randomUUID()}`, {
      method: 'DELETE',
      token: await token(sb),
      headers: { apikey: t.deps.supabaseAnonKey },
    })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { error_code: string }).error_code).toBe('manual_linking_disabled')
  })

  it('anonymous, OAuth, SSO and id_token sign-ins answer clear errors', async () => {
    const anonSignIn = await client().auth.signInAnonymously()
    expect(anonSignIn.error?.code).toBe('anonymous_provider_disabled')
    const sso = await client().auth.signInWithSSO({ domain: 'example.test' })
    expect(sso.error?.status).toBe(404)
    expect(sso.error?.message).toBe('SAML 2.0 is disabled')
    const idToken = await client().auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' })
    expect(idToken.error?.code).toBe('provider_disabled')
    const authorize = await fetch(`${t.url}/auth/v1/authorize?provider=github`)
    expect(authorize.status).toBe(400)
    expect(await authorize.json()).toMatchObject({ msg: 'Unsupported provider: github is not enabled on this server' })
  })
})

describe('aal2 guard against hosted Supabase auth', () => {
  it('reads the factors from the hosted admin API: 403 at aal1, allowed at aal2', async () => {
    // `t` plays hosted Supabase; `hosted` is this app configured with SUPABASE_URL.
    const hosted = await startTestApp({
      env: {
        SUPABASE_URL: t.url,
        SUPABASE_ANON_KEY: t.deps.supabaseAnonKey,
        SUPABASE_SERVICE_ROLE_KEY: t.deps.supabaseServiceRoleKey,
      },
    })
    try {
      expect(hosted.deps.config.embeddedSupabase).toBe(false)
      const { sb, email, id } = await signedIn()
      const factor = await enrolled(sb)
      await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await codeFor(factor.totp.secret) })
      const aal1 = client()
      await aal1.auth.signInWithPassword({ email, password: PASSWORD })
      const refused = await hosted.api('/trpc/account.delete', {
        method: 'POST',
        token: await token(aal1),
        json: { password: PASSWORD },
      })
      expect(refused.status).toBe(403)
      expect(JSON.stringify(await refused.json())).toContain('Two-factor verification required')
      // At aal2 the guard lets it through; the password is checked by the hosted auth server.
      const wrong = await hosted.api('/api/account', {
        method: 'DELETE',
        token: await token(sb),
        json: { password: 'nope' },
      })
      expect(wrong.status).toBe(400)
      const nonce = await hosted.api('/api/account', {
        method: 'DELETE',
        token: await token(sb),
        json: { nonce: '123456' },
      })
      expect(nonce.status).toBe(400)
      const passed = await hosted.api('/api/account', {
        method: 'DELETE',
        token: await token(sb),
        json: { password: PASSWORD },
      })
      expect(passed.status).toBe(200)
      const gone = await admin().auth.admin.getUserById(id)
      expect(gone.error?.status).toBe(404)
      expect(await rowsMentioning(id)).toEqual([])
      // A user without factors is not asked for aal2.
      const plain = await signedIn()
      const plainRes = await hosted.api('/api/account', {
        method: 'DELETE',
        token: await token(plain.sb),
        json: { password: PASSWORD },
      })
      expect(plainRes.status).toBe(200)
      expect(await rowsMentioning(plain.id)).toEqual([])
    } finally {
      await hosted.stop()
    }
  })
})

describe('per-IP limit of the factor endpoints', () => {
  it('challenge and verify share a budget of 30 per burst, then 429', async () => {
    const limited = await startTestApp({ env: { AUTH_RATE_LIMIT: 'true' } })
    try {
      const email = `rl${Date.now().toString(36)}@example.test`
      const adm = createClient(limited.url, limited.deps.supabaseServiceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      })
      await adm.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
      const sb = createClient(limited.url, limited.deps.supabaseAnonKey, {
        auth: { storage: memoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
      })
      await sb.auth.signInWithPassword({ email, password: PASSWORD })
      const factor = await enrolled(sb)
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) {
        const r = await sb.auth.mfa.challenge({ factorId: factor.id })
        statuses.push(r.error?.status ?? 200)
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
      expect(statuses[30]).toBe(429)
      // Enrolment and the rest of the API are not in that budget.
      expect((await sb.auth.mfa.listFactors()).error).toBeNull()
    } finally {
      await limited.stop()
    }
  })
})

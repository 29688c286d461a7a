import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { decodeProtectedHeader, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPgliteDump } from '../backup/database-dump.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { operationHandler } from '../data-dir/operations.ts'
import { TOOLING_JWT_SECRET, toolingApiKeys } from '../test/api-keys.ts'
import { createMigratedDatabase, pgliteTemplate, pgliteTemplateFile } from '../test/db-template.ts'
import { startTestApp, type TestApp, usingPostgres } from '../test/harness.ts'
import { runCli } from '../test/processes.ts'
import { authCall, confirmedUser } from './auth-test-kit.ts'
import { legacyKeysFile } from './key-store.ts'

/**
 * The embedded auth server's keys live in the database: server copies with their own DATA_DIR on one Postgres
 * verify each other's tokens and refresh each other's sessions, a rotation keeps every session signed in,
 * AUTH_SIGNING_KEY supplies the key instead, and an install's old DATA_DIR/auth/keys.json is taken over.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-keys-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const kidOf = (token: string) => decodeProtectedHeader(token).kid
const jwksOf = async (t: TestApp) =>
  ((await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: JWK[] }).keys

async function signIn(t: TestApp, user: { email: string; password: string }) {
  const s = await authCall(t, 'POST', '/token?grant_type=password', { email: user.email, password: user.password })
  expect(s.status).toBe(200)
  return s.body as { access_token: string; refresh_token: string }
}

/** A token works on `t`: at its auth server and at the app's own API. */
async function accepted(t: TestApp, token: string): Promise<[number, number]> {
  const user = await authCall(t, 'GET', '/user', undefined, token)
  const api = await t.api('/api/favorites/lists', { token })
  return [user.status, api.status]
}

async function rotateIn(t: TestApp): Promise<{ kid: string; retiredKid: string | null }> {
  const lines: string[] = []
  const run = operationHandler(t.deps)
  return (await run({ op: 'auth:rotate-key', input: {} }, (line) => lines.push(line))) as {
    kid: string
    retiredKid: string | null
  }
}

describe.runIf(usingPostgres)('two copies on one Postgres, each with its own DATA_DIR', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await startTestApp({ dataDir: path.join(root, 'a') })
    b = await startTestApp({ dataDir: path.join(root, 'b'), sharedDatabaseUrl: a.deps.config.DATABASE_URL })
  }, 120_000)
  afterAll(async () => {
    await b?.stop()
    await a?.stop()
  })

  it('share one signing key and one set of API keys', async () => {
    expect(b.deps.authKeys!.kid).toBe(a.deps.authKeys!.kid)
    expect(b.deps.supabaseAnonKey).toBe(a.deps.supabaseAnonKey)
    expect(b.deps.supabaseServiceRoleKey).toBe(a.deps.supabaseServiceRoleKey)
    expect(await jwksOf(b)).toEqual(await jwksOf(a))
    // Nothing of the keys is written into either DATA_DIR.
    expect(fs.existsSync(legacyKeysFile(a.deps.config.dataDir))).toBe(false)
    expect(fs.existsSync(legacyKeysFile(b.deps.config.dataDir))).toBe(false)
  })

  it("a session from A works on B, and refreshes on either, A's API key on B", async () => {
    const user = await confirmedUser(a)
    const session = await signIn(a, user)
    expect(await accepted(b, session.access_token)).toEqual([200, 200])
    const onB = await authCall(b, 'POST', '/token?grant_type=refresh_token', { refresh_token: session.refresh_token })
    expect(onB.status).toBe(200)
    expect(await accepted(a, onB.body.access_token as string)).toEqual([200, 200])
    const onA = await authCall(a, 'POST', '/token?grant_type=refresh_token', { refresh_token: onB.body.refresh_token })
    expect(onA.status).toBe(200)
    expect(await accepted(b, onA.body.access_token as string)).toEqual([200, 200])
    // The service key A hands out is an admin on B.
    const listed = await fetch(`${b.url}/auth/v1/admin/users?per_page=1`, {
      headers: { apikey: a.deps.supabaseServiceRoleKey, authorization: `Bearer ${a.deps.supabaseServiceRoleKey}` },
    })
    expect(listed.status).toBe(200)
  })

  it('npm run auth:rotate-key through A: new tokens carry the new key, B verifies them, old ones stay valid', async () => {
    const user = await confirmedUser(a)
    const before = await signIn(b, user)
    const oldKid = kidOf(before.access_token)

    const run = await runCli('auth-rotate-key', [], {
      DATA_DIR: a.deps.config.dataDir,
      DATABASE_URL: a.deps.config.DATABASE_URL,
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const newKid = /^New signing key (\S+):/.exec(run.stdout)?.[1]
    expect(newKid).toBeTruthy()
    expect(run.stdout).toContain(`The previous key ${oldKid} still verifies`)

    // A ran the command: it signs with the new key at once.
    const after = await signIn(a, user)
    expect(kidOf(after.access_token)).toBe(newKid)
    // B has not looked yet, but knows the new key the moment a token names it.
    expect(await accepted(b, after.access_token)).toEqual([200, 200])
    expect((await jwksOf(b)).map((k) => k.kid).sort()).toEqual([oldKid, newKid].sort())
    // The token from before the rotation still works on both, and its session refreshes on either.
    expect(await accepted(a, before.access_token)).toEqual([200, 200])
    expect(await accepted(b, before.access_token)).toEqual([200, 200])
    const refreshed = await authCall(a, 'POST', '/token?grant_type=refresh_token', {
      refresh_token: before.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    expect(kidOf(refreshed.body.access_token as string)).toBe(newKid)
    expect(await accepted(b, refreshed.body.access_token as string)).toEqual([200, 200])
  })

  it('copies starting together on a fresh database create one key between them', async () => {
    const database = await createMigratedDatabase(process.env.DATABASE_URL!)
    const copies = await Promise.all(
      ['c1', 'c2', 'c3'].map((name) =>
        startTestApp({ dataDir: path.join(root, name), sharedDatabaseUrl: database.url, setup: false }),
      ),
    )
    try {
      const { rows } = await sql<{ n: string }>`select count(*) as n from auth_signing_keys`.execute(copies[0]!.deps.db)
      expect(Number(rows[0]!.n)).toBe(1)
      expect(new Set(copies.map((c) => c.deps.authKeys!.kid)).size).toBe(1)
      expect(new Set(copies.map((c) => c.deps.supabaseServiceRoleKey)).size).toBe(1)
    } finally {
      for (const c of copies) await c.stop()
      await database.drop()
    }
  }, 120_000)
})

describe('one server', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(async () => {
    await t?.stop()
  })

  it('rotating twice keeps the sessions of both earlier keys and serves every key in JWKS', async () => {
    const user = await confirmedUser(t)
    const first = await signIn(t, user)
    const one = await rotateIn(t)
    expect(one.retiredKid).toBe(kidOf(first.access_token))
    const second = await signIn(t, user)
    expect(kidOf(second.access_token)).toBe(one.kid)
    const two = await rotateIn(t)
    expect(two.retiredKid).toBe(one.kid)
    expect((await jwksOf(t)).map((k) => k.kid)).toEqual(
      expect.arrayContaining([kidOf(first.access_token), one.kid, two.kid]),
    )
    for (const token of [first.access_token, second.access_token, (await signIn(t, user)).access_token]) {
      expect(await accepted(t, token)).toEqual([200, 200])
    }
  })

  it('a token signed with a key the store never had is refused as before', async () => {
    const { privateKey } = await generateKeyPair('ES256')
    const user = await t.newUser()
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: randomUUID(), typ: 'JWT' })
      .sign(privateKey)
    const res = await t.api('/api/favorites/lists', { token: forged })
    expect(res.status).toBe(401)
    expect(JSON.stringify(await res.json())).toMatch(/jwks_no_matching_key/)
    // GoTrue's answer to a bad JWT at /user.
    expect((await authCall(t, 'GET', '/user', undefined, forged)).status).toBe(403)
  })
})

describe('AUTH_SIGNING_KEY', () => {
  let t: TestApp
  let jwk: JWK
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    jwk = { ...(await exportJWK(privateKey)), kid: 'from-the-environment' }
    t = await startTestApp({ env: { AUTH_SIGNING_KEY: JSON.stringify(jwk) } })
  })
  afterAll(async () => {
    await t?.stop()
  })

  it('signs with the key from the environment and keeps none in the database', async () => {
    const session = await signIn(t, await confirmedUser(t))
    expect(kidOf(session.access_token)).toBe('from-the-environment')
    expect(await accepted(t, session.access_token)).toEqual([200, 200])
    const served = await jwksOf(t)
    expect(served.map((k) => k.kid)).toEqual(['from-the-environment'])
    expect(served[0]!.d).toBeUndefined()
    const { rows } = await sql<{ n: string }>`select count(*) as n from auth_signing_keys`.execute(t.deps.db)
    expect(Number(rows[0]!.n)).toBe(0)
  })

  it('refuses the rotation command, saying how to rotate it instead', async () => {
    await expect(rotateIn(t)).rejects.toThrow(/AUTH_SIGNING_KEY is set: rotate by putting a new key first/)
  })

  it('is checked when the configuration loads', () => {
    const load = (value: string) => () => loadConfig({ NODE_ENV: 'test', AUTH_SIGNING_KEY: value })
    expect(load('{"kty":"RSA","n":"x","e":"AQAB","d":"y"}')).toThrow(ConfigError)
    expect(load('{"kty":"RSA","n":"x","e":"AQAB","d":"y"}')).toThrow(/AUTH_SIGNING_KEY.*EC P-256/)
    const { d: _private, ...publicOnly } = jwk
    expect(load(JSON.stringify(publicOnly))).toThrow(/AUTH_SIGNING_KEY/)
    expect(load('not a key')).toThrow(/AUTH_SIGNING_KEY: must be a private JWK/)
    // The value is a secret: the error does not repeat it.
    expect(load(JSON.stringify({ ...jwk, crv: 'P-384' }))).toThrow(/^((?!"d").)*$/s)
    expect(load('-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----')).toThrow(/PKCS#8/)
    expect(load(JSON.stringify({ keys: [jwk] }))).not.toThrow()
  })
})

describe('SUPABASE_JWT_SECRET', () => {
  it('makes the same API keys on every copy (and in the tooling): none are stored', async () => {
    const t = await startTestApp({ env: { SUPABASE_JWT_SECRET: TOOLING_JWT_SECRET } })
    try {
      const tooling = await toolingApiKeys()
      expect(t.deps.supabaseAnonKey).toBe(tooling.anonKey)
      expect(t.deps.supabaseServiceRoleKey).toBe(tooling.serviceRoleKey)
      const { rows } = await sql<{ n: string }>`select count(*) as n from auth_api_keys`.execute(t.deps.db)
      expect(Number(rows[0]!.n)).toBe(0)
      const user = await confirmedUser(t)
      expect(await accepted(t, (await signIn(t, user)).access_token)).toEqual([200, 200])
    } finally {
      await t.stop()
    }
  })
})

describe('an install from before: DATA_DIR/auth/keys.json', () => {
  it('is imported at the first start: its key signs on, its API keys and tokens stay valid', async () => {
    const dataDir = path.join(root, 'legacy')
    if (!usingPostgres) {
      await pgliteTemplate()
      await loadPgliteDump(pgliteTemplateFile(), path.join(dataDir, 'pglite'))
    }
    const legacy = await legacyKeys()
    fs.mkdirSync(path.join(dataDir, 'auth'), { recursive: true })
    fs.writeFileSync(legacyKeysFile(dataDir), JSON.stringify(legacy), { mode: 0o600 })

    // On Postgres both starts share one database, as a restart does.
    const database = usingPostgres ? await createMigratedDatabase(process.env.DATABASE_URL!) : null
    const start = () => startTestApp({ dataDir, ...(database ? { sharedDatabaseUrl: database.url } : {}) })
    let t = await start()
    try {
      expect(t.deps.authKeys!.kid).toBe(legacy.kid)
      expect(t.deps.supabaseAnonKey).toBe(legacy.anonKey)
      expect(t.deps.supabaseServiceRoleKey).toBe(legacy.serviceRoleKey)
      const user = await confirmedUser(t)
      const session = await signIn(t, user)
      expect(kidOf(session.access_token)).toBe(legacy.kid)
      // Taken over: the file is no longer read (nor backed up), the database holds the keys.
      expect(fs.existsSync(legacyKeysFile(dataDir))).toBe(false)
      expect(fs.existsSync(`${legacyKeysFile(dataDir)}.imported`)).toBe(true)

      await t.stop()
      t = await start()
      expect(t.deps.authKeys!.kid).toBe(legacy.kid)
      expect(await accepted(t, session.access_token)).toEqual([200, 200])
    } finally {
      await t.stop()
      await database?.drop()
    }
  }, 120_000)
})

/** A keys.json as the server wrote it before the keys moved into the database. */
async function legacyKeys() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const kid = randomUUID()
  const jwtSecret = 'a-legacy-secret-of-at-least-thirty-two-chars'
  const secret = new TextEncoder().encode(jwtSecret)
  const apiKey = (role: string) =>
    new SignJWT({ role, ref: 'embedded' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('supabase')
      .setIssuedAt()
      .setExpirationTime('10y')
      .sign(secret)
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true },
    jwtSecret,
    anonKey: await apiKey('anon'),
    serviceRoleKey: await apiKey('service_role'),
  }
}

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { demoCredentials, seedDemoAccounts } from './auth/index.ts'
import { DEMO_ACCOUNTS, DEMO_ADMIN, seedsDemo } from './demo-accounts.ts'
import { startTestApp, type TestApp, usingPostgres } from './test/harness.ts'

/** The safe defaults of a start on a public address (HOST or PUBLIC_URL not loopback). */

const PUBLIC = { HOST: '0.0.0.0', PUBLIC_URL: 'https://stagebook.example' }

async function signIn(t: TestApp, email: string, password: string) {
  const sb = createClient(t.url, t.deps.supabaseAnonKey, { auth: { persistSession: false, autoRefreshToken: false } })
  return sb.auth.signInWithPassword({ email, password })
}

async function userCount(t: TestApp): Promise<number> {
  const { n } = await t.deps.db
    .selectFrom('auth_users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

describe('a public start', () => {
  it('is refused without PUBLIC_URL, with one line that says what to set', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-public-'))
    try {
      const run = spawnSync(process.execPath, ['src-server/main.ts'], {
        env: { ...process.env, HOST: '0.0.0.0', PORT: '0', DATA_DIR: dataDir, PUBLIC_URL: '', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 110_000,
      })
      expect(run.status).toBe(1)
      const lines = run.stderr.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^Invalid configuration: PUBLIC_URL: is required when the server listens on a public/)
      expect(fs.readdirSync(dataDir)).toEqual([]) // nothing was started
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('creates no demo accounts (the directory is still seeded), and disarms well-known passwords it finds', async () => {
    const t = await startTestApp({ env: { ...PUBLIC, SEED_DEMO: 'true', SEED_COUNT: '3' } })
    try {
      expect(await userCount(t)).toBe(0)
      expect(demoCredentials(t.deps)).toEqual([])
      const { error } = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password)
      expect(error?.message).toMatch(/Invalid login credentials/)
      const venues = await t.deps.db.selectFrom('venues').select('id').execute()
      expect(venues.length).toBeGreaterThan(0)

      // A laptop's data directory moved to a server: the accounts exist with their well-known passwords.
      const service = t.deps.authAdmin!
      for (const account of DEMO_ACCOUNTS) await service.ensureUser(account)
      expect((await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password)).error).toBeNull()
      await seedDemoAccounts(t.deps) // what the next start does
      for (const account of DEMO_ACCOUNTS) {
        expect((await signIn(t, account.email, account.password)).error?.message).toMatch(/Invalid login/)
      }
    } finally {
      await t.stop()
    }
  })

  it('seeds no demo directory unless SEED_DEMO=true; a laptop on the embedded database seeds it', async () => {
    const venues = async (t: TestApp) => (await (await t.api('/api/venues/search?q=club')).json()).items.length
    const auto = await startTestApp({ env: { ...PUBLIC, SEED_DEMO: 'auto', SEED_COUNT: '3' } })
    try {
      expect(auto.deps.seedDemo).toBe(false)
      expect(await venues(auto)).toBe(0)
      expect(await auto.deps.db.selectFrom('venues').select('id').execute()).toEqual([])
    } finally {
      await auto.stop()
    }
    const laptop = await startTestApp({ env: { SEED_DEMO: 'auto', SEED_COUNT: '3' } })
    try {
      // `auto` seeds the embedded database only (a Postgres site is a real one unless SEED_DEMO=true).
      expect(laptop.deps.seedDemo).toBe(!usingPostgres)
      expect((await laptop.deps.db.selectFrom('venues').select('id').execute()).length).toBe(usingPostgres ? 0 : 3)
      if (!usingPostgres) expect(await venues(laptop)).toBeGreaterThan(0)
    } finally {
      await laptop.stop()
    }
    const base = { DATABASE_URL: undefined, isPublic: false } as const
    expect(seedsDemo({ ...base, SEED_DEMO: 'auto' })).toBe(true)
    expect(seedsDemo({ ...base, SEED_DEMO: 'auto', isPublic: true })).toBe(false)
    expect(seedsDemo({ ...base, SEED_DEMO: 'true', isPublic: true })).toBe(true)
    expect(seedsDemo({ ...base, SEED_DEMO: 'auto', DATABASE_URL: 'postgres://x/y' })).toBe(false)
    expect(seedsDemo({ ...base, SEED_DEMO: 'false' })).toBe(false)
  })

  it('creates the demo accounts with DEMO_ACCOUNTS=random, with random passwords shown once', async () => {
    const t = await startTestApp({ env: { ...PUBLIC, SEED_DEMO: 'true', SEED_COUNT: '0', DEMO_ACCOUNTS: 'random' } })
    try {
      const shown = demoCredentials(t.deps)
      expect(shown.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email))
      for (const [i, account] of DEMO_ACCOUNTS.entries()) {
        expect(shown[i]!.password).not.toBe(account.password)
        expect(shown[i]!.password.length).toBeGreaterThanOrEqual(16)
        expect((await signIn(t, account.email, account.password)).error).not.toBeNull()
        const { data, error } = await signIn(t, account.email, shown[i]!.password)
        expect(error).toBeNull()
        const me = await (await t.api('/api/account/me', { token: data.session!.access_token })).json()
        expect(me.user.admin).toBe(account.id === DEMO_ADMIN.id)
      }
      // The next start shows nothing: the passwords were printed once.
      expect(await seedDemoAccounts(t.deps)).toEqual([])
    } finally {
      await t.stop()
    }
  })
})

/** A request with headers fetch() will not send as given (Host). */
function rawRequest(
  url: string,
  p: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const req = http.request(
      `${url}${p}`,
      {
        method: options.method ?? 'GET',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = ''
        res.on('data', (d) => {
          text += d
        })
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const HOSTILE = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
}

async function mailboxLinks(t: TestApp, email: string): Promise<URL[]> {
  const { mails } = await (await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)).json()
  return (mails as { link: string }[]).map((m) => new URL(m.link))
}

describe('email links', () => {
  for (const [name, env] of [
    ['behind a trusted proxy with PUBLIC_URL', { ...PUBLIC, TRUST_PROXY: '1', DEV_MAILBOX: 'true' }],
    ['on a laptop without PUBLIC_URL', {}],
  ] as const) {
    it(`never take Host or X-Forwarded-Host: ${name}`, async () => {
      const t = await startTestApp({ env })
      const base = t.deps.config.publicUrl
      expect(new URL(base).hostname).not.toBe('evil.example')
      try {
        const headers = { ...HOSTILE, apikey: t.deps.supabaseAnonKey }
        const email = `links-${Date.now()}@example.test`
        const signup = await rawRequest(t.url, '/auth/v1/signup', {
          method: 'POST',
          headers,
          body: { email, password: 'secret-pass-1' },
        })
        expect(signup.status).toBe(200)
        const recover = await rawRequest(t.url, '/auth/v1/recover?redirect_to=https://evil.example/x', {
          method: 'POST',
          headers,
          body: { email },
        })
        expect(recover.status).toBe(200)
        const links = await mailboxLinks(t, email)
        expect(links).toHaveLength(2)
        for (const link of links) {
          expect(link.origin).toBe(base)
          expect(link.searchParams.get('next')).toMatch(/^\//)
        }

        const generated = await rawRequest(t.url, '/auth/v1/admin/generate_link', {
          method: 'POST',
          headers: {
            ...HOSTILE,
            apikey: t.deps.supabaseServiceRoleKey,
            authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`,
          },
          body: { type: 'recovery', email },
        })
        expect(generated.status).toBe(200)
        const { action_link, hashed_token } = JSON.parse(generated.body)
        expect(new URL(action_link).origin).toBe(base)

        // GoTrue's own confirmation URL redirects to the site, not to the Host it was asked on.
        const verify = await rawRequest(t.url, `/auth/v1/verify?token=${hashed_token}&type=recovery`, { headers })
        expect(verify.status).toBe(303)
        expect(new URL(verify.headers.location!).origin).toBe(base)
      } finally {
        await t.stop()
      }
    })
  }
})

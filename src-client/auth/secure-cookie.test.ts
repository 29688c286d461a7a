import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../src-server/test/harness.ts'

/**
 * The browser's session cookie is written by @supabase/ssr through document.cookie with the options our client
 * passes: signed in through the real embedded auth server, the cookie must say `Secure` when PUBLIC_URL is https.
 */
let t: TestApp
const written: string[] = []

beforeAll(async () => {
  t = await startTestApp({ env: { HOST: '0.0.0.0', PUBLIC_URL: 'https://stagebook.example' } })
  const config = await (await fetch(`${t.url}/app-config.json`)).text()
  const jar = new Map<string, string>()
  const document = {
    getElementById: (id: string) => (id === 'app-config' ? { textContent: config } : null),
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      jar.set(name!, value.join('='))
    },
  }
  Object.assign(globalThis, { document, window: { document, location: { origin: t.url } } })
})
afterAll(async () => {
  for (const key of ['document', 'window']) delete (globalThis as Record<string, unknown>)[key]
  await t?.stop()
})

it('is Secure when PUBLIC_URL is https', async () => {
  const { loadClientConfig } = await import('../app/config.ts')
  expect((await loadClientConfig()).secureCookies).toBe(true)
  // An address the auth server does not know yet (t.newUser() would create it).
  const user = { email: `secure-${crypto.randomUUID()}@example.test` }
  const admin = await fetch(`${t.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: t.deps.supabaseServiceRoleKey,
      authorization: `Bearer ${t.deps.supabaseServiceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email: user.email, password: 'secret-pass-1', email_confirm: true }),
  })
  expect(admin.status).toBe(200)
  const { getSupabase } = await import('./client.ts')
  const { error } = await getSupabase().auth.signInWithPassword({ email: user.email, password: 'secret-pass-1' })
  expect(error).toBeNull()
  const session = written.filter((l) => l.startsWith(`${t.deps.authCookieName}`) && !/Max-Age=0/i.test(l))
  expect(session.length).toBeGreaterThan(0)
  for (const line of session) {
    expect(line).toMatch(/; Secure/i)
    expect(line).toMatch(/; SameSite=Lax/i)
  }
})

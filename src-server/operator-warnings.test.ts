import net from 'node:net'
import { createClient } from '@supabase/supabase-js'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './test/harness.ts'

/** What the operator reads in the log: request lines with address and user, and warnings about the set-up. */

interface Line {
  level: number
  msg: string
  [key: string]: unknown
}

let t: TestApp | undefined
afterEach(async () => {
  await t?.stop()
  t = undefined
})

async function appWithLog(env: Record<string, string> = {}) {
  const lines: Line[] = []
  const log = pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l)) })
  t = await startTestApp({ setup: false, env, log })
  return { t, lines, warnings: () => lines.filter((l) => l.level === 40).map((l) => l.msg) }
}

/** Waits for the app to have logged a line that matches (bounded). */
async function logged(lines: Line[], match: RegExp): Promise<Line> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const line = lines.find((l) => match.test(l.msg))
    if (line) return line
    if (Date.now() > deadline) throw new Error(`no log line ${match}; got ${lines.map((l) => l.msg).join(' | ')}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('request log lines', () => {
  it('carry the client address, and the user id when signed in', async () => {
    const { t, lines } = await appWithLog()
    const user = await t.newUser()
    await t.api('/api/favorites/lists')
    await t.api('/api/favorites/lists', { token: user.token })
    const requests = lines.filter((l) => l.msg === 'request' && l.path === '/api/favorites/lists')
    expect(requests).toEqual([
      expect.objectContaining({ status: 401, ip: '127.0.0.1' }),
      expect.objectContaining({ status: 200, ip: '127.0.0.1', userId: user.id }),
    ])
    expect(requests[0]).not.toHaveProperty('userId')
  })
})

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('warns once that every visitor shares the proxy’s limits', async () => {
    const { t, warnings } = await appWithLog()
    await t.api('/healthz')
    expect(warnings()).toEqual([])
    for (const ip of ['203.0.113.7', '198.51.100.2']) await t.api('/healthz', { headers: { 'x-forwarded-for': ip } })
    const proxy = warnings().filter((w) => w.includes('X-Forwarded-For'))
    expect(proxy).toHaveLength(1)
    expect(proxy[0]).toMatch(/TRUST_PROXY is off: every visitor .* shares its rate limits\. Set TRUST_PROXY/)
  })

  it('says nothing when TRUST_PROXY is set', async () => {
    const { t, warnings } = await appWithLog({ TRUST_PROXY: '1' })
    await t.api('/healthz', { headers: { 'x-forwarded-for': '203.0.113.7' } })
    expect(warnings().filter((w) => w.includes('X-Forwarded-For'))).toEqual([])
  })
})

describe('mail set-up at start', () => {
  it('a public start without MAIL_FROM warns once; with it, not', async () => {
    const publicEnv = { HOST: '0.0.0.0', PUBLIC_URL: 'https://stagebook.example' }
    const without = await appWithLog(publicEnv)
    expect(without.warnings().filter((w) => w.startsWith('MAIL_FROM is not set'))).toHaveLength(1)
    await without.t.stop()
    t = undefined
    const withFrom = await appWithLog({ ...publicEnv, MAIL_FROM: 'Stagebook <no-reply@stagebook.example>' })
    expect(withFrom.warnings().filter((w) => w.startsWith('MAIL_FROM'))).toEqual([])
  })

  it('SMTP_URL that does not answer: a warning (password masked), and auth mails fail with GoTrue’s 500', async () => {
    const port = await closedPort()
    const { t, lines } = await appWithLog({ SMTP_URL: `smtp://mailer:pa55word@127.0.0.1:${port}` })
    // The server serves while SMTP is checked.
    expect((await t.api('/healthz')).status).toBe(200)
    const warning = await logged(lines, /^SMTP_URL .* does not work/)
    expect(warning.msg).toContain(`smtp://mailer:***@127.0.0.1:${port}`)
    expect(JSON.stringify(lines)).not.toContain('pa55word')

    const sb = createClient(t.url, t.deps.supabaseAnonKey, { auth: { persistSession: false, autoRefreshToken: false } })
    const signUp = await sb.auth.signUp({ email: 'new-artist@example.test', password: 'a-long-secret-9' })
    expect(signUp.error).toMatchObject({ status: 500, message: 'Error sending confirmation email' })
    // Nothing half-done: no account without its mail.
    expect(await t.deps.db.selectFrom('auth_users').select('id').execute()).toEqual([])
    const recover = await sb.auth.resetPasswordForEmail('someone@example.test')
    expect(recover.error).toMatchObject({ status: 500, message: 'Error sending recovery email' })
    const magic = await sb.auth.signInWithOtp({ email: 'someone@example.test' })
    expect(magic.error).toMatchObject({ status: 500, message: 'Error sending magic link email' })
  })

  it('without SMTP_URL (dev mailbox) sign-up still answers 200', async () => {
    const { t } = await appWithLog()
    const sb = createClient(t.url, t.deps.supabaseAnonKey, { auth: { persistSession: false, autoRefreshToken: false } })
    const signUp = await sb.auth.signUp({ email: 'new-artist@example.test', password: 'a-long-secret-9' })
    expect(signUp.error).toBeNull()
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'

/** CSP directives of a response, by name. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy')
  expect(header, `${res.url} has a CSP`).toBeTruthy()
  return new Map(
    header!.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name!, values]
    }),
  )
}

function expectBaseline(res: Response) {
  const policy = csp(res)
  expect(policy.get('default-src')).toEqual(["'self'"])
  expect(policy.get('script-src')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(self\)/)
  expect(res.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/)
  expect(res.headers.get('permissions-policy')).toMatch(/(^|, )microphone=\(\)/)
  return policy
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.stop())

describe('security headers (laptop, http)', () => {
  it('are on pages, /api, /trpc, /auth/v1, static assets, probes and 404s, and nobody may frame them', async () => {
    const assets = fs.readdirSync(path.join(t.deps.config.clientDistDir, 'assets'))
    const js = assets.find((f) => f.endsWith('.js'))!
    const paths = [
      '/',
      '/artists/search',
      '/de/favorites',
      '/no-such-page',
      '/api/account/me',
      '/api/no-such-route',
      '/trpc/account.me',
      '/auth/v1/settings',
      '/healthz',
      '/favicon.svg',
      `/assets/${js}`,
    ]
    for (const p of paths) {
      const res = await t.api(p)
      expect(res.status, p).toBeLessThan(500)
      const policy = expectBaseline(res)
      expect(policy.get('frame-ancestors'), p).toEqual(["'none'"])
      expect(res.headers.get('x-frame-options'), p).toBe('DENY')
      expect(res.headers.get('strict-transport-security'), p).toBeNull()
      expect(policy.has('upgrade-insecure-requests'), p).toBe(false)
    }
  })

  it('lets the SPA talk to its own origin and WebSocket, show data:/blob: images, and run no inline script', async () => {
    const res = await t.api('/stageWhisperer/manager')
    const policy = expectBaseline(res)
    const origin = new URL(t.deps.config.publicUrl).origin
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", origin.replace(/^http/, 'ws')]))
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']))
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(1)
    for (const attributes of scripts) {
      // Either loaded from our origin (script-src 'self') or a data block the browser never runs.
      expect(attributes, attributes).toMatch(/\bsrc="\/|type="application\/(json|ld\+json)"/)
    }
    expect(html).toContain('"secureCookies":false')
  })

  it('logs CSP violation reports and answers 204, bad or oversized reports get a 4xx', async () => {
    const lines: string[] = []
    const report = { 'csp-report': { 'document-uri': `${t.url}/`, 'violated-directive': 'script-src-elem' } }
    const app = await startTestApp({
      log: (await import('pino')).default({ level: 'warn' }, { write: (l: string) => void lines.push(l) }),
    })
    try {
      const ok = await fetch(`${app.url}/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify(report),
      })
      expect(ok.status).toBe(204)
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'csp violation')
      expect(logged.report['violated-directive']).toBe('script-src-elem')
      const big = await fetch(`${app.url}/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({ 'csp-report': { x: 'y'.repeat(64_000) } }),
      })
      expect(big.status).toBe(413)
      const malformed = await fetch(`${app.url}/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: '{nope',
      })
      expect(malformed.status).toBe(400)
    } finally {
      await app.stop()
    }
  })
})

describe('security headers (public, https)', () => {
  it('add HSTS and upgrade-insecure-requests, mark the session cookie Secure, and let listed origins frame the display only', async () => {
    const app = await startTestApp({
      env: {
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://stagebook.example',
        DISPLAY_FRAME_ANCESTORS: 'https://obs.example.com https://*.broadcast.example',
      },
    })
    try {
      const page = await app.api('/')
      const policy = expectBaseline(page)
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000')
      expect(policy.has('upgrade-insecure-requests')).toBe(true)
      expect(policy.get('connect-src')).toContain('wss://stagebook.example')
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(await page.text()).toContain('"secureCookies":true')
      expect((await app.api('/api/account/me')).headers.get('strict-transport-security')).toBe('max-age=31536000')

      for (const p of ['/stageWhisperer/display', '/de/stageWhisperer/display']) {
        const display = await app.api(`${p}?code=ABC123`)
        expect(csp(display).get('frame-ancestors'), p).toEqual([
          'https://obs.example.com',
          'https://*.broadcast.example',
        ])
        expect(display.headers.get('x-frame-options'), p).toBeNull()
      }
      // The manager next to it stays unframeable.
      expect(csp(await app.api('/stageWhisperer/manager')).get('frame-ancestors')).toEqual(["'none'"])
    } finally {
      await app.stop()
    }
  })

  it('puts a hosted Supabase project into connect-src and img-src', async () => {
    const { loadConfig } = await import('../config.ts')
    const { cspDirectives } = await import('./security-headers.ts')
    const config = loadConfig({
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'a'.repeat(40),
      SUPABASE_SERVICE_ROLE_KEY: 's'.repeat(40),
      PUBLIC_URL: 'https://stagebook.example',
      HOST: '0.0.0.0',
    })
    const directives = cspDirectives(config)
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(['https://abc.supabase.co', 'wss://stagebook.example']),
    )
    expect(directives['img-src']).toContain('https://abc.supabase.co')
  })
})

import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { startTestApp } from '../test/harness.ts'
import { clientAddressOf } from './client-address.ts'

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage

const addressWith = (trust: string | undefined) =>
  clientAddressOf(loadConfig(trust === undefined ? {} : { TRUST_PROXY: trust }))

describe('client address', () => {
  it('is the socket peer unless proxies are trusted', () => {
    for (const trust of [undefined, 'false', '0']) {
      expect(addressWith(trust)(request('198.51.100.1', '203.0.113.9'))).toBe('198.51.100.1')
    }
  })

  it('is read from the right: N hops trust exactly the last N entries, whatever a client wrote on the left', () => {
    const oneHop = addressWith('1')
    expect(oneHop(request('10.0.0.2', '203.0.113.7'))).toBe('203.0.113.7')
    expect(oneHop(request('10.0.0.2', '1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7')
    expect(oneHop(request('10.0.0.2', '1.2.3.4,5.6.7.8, 203.0.113.7'))).toBe('203.0.113.7')
    expect(addressWith('true')(request('10.0.0.2', '1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7')
    const twoHops = addressWith('2') // CDN → nginx → app
    expect(twoHops(request('10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7')
    // Fewer entries than hops: the leftmost there is (the header cannot name more than the proxies wrote).
    expect(twoHops(request('10.0.0.2'))).toBe('10.0.0.2')
  })

  it('with proxy addresses, skips trusted proxies from the right and stops at the first other address', () => {
    const listed = addressWith('127.0.0.1, 10.0.0.0/8')
    expect(listed(request('127.0.0.1', '1.2.3.4, 203.0.113.7, 10.1.2.3'))).toBe('203.0.113.7')
    // A request straight from the internet (not through a listed proxy) keeps its own address.
    expect(listed(request('198.51.100.1', '1.2.3.4'))).toBe('198.51.100.1')
    expect(addressWith('loopback')(request('::1', '203.0.113.7'))).toBe('203.0.113.7')
  })

  it('rejects TRUST_PROXY values that are neither a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: must be false, a number of proxy hops/)
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: must be at most 10/)
  })
})

/** POST /auth/v1/recover as a client behind one proxy that appended `client` to what the client sent. */
async function recover(url: string, anonKey: string, forwardedFor: string) {
  const res = await fetch(`${url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'nobody@example.test' }),
  })
  await res.arrayBuffer()
  return res.status
}

describe('per-IP rate limits behind a proxy', () => {
  it('a new leftmost X-Forwarded-For per request does not reset the limit; another client has its own', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT: 'true', TRUST_PROXY: '1' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) {
        statuses.push(await recover(t.url, t.deps.supabaseAnonKey, `10.66.${i}.1, 203.0.113.7`))
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
      expect(statuses[30]).toBe(429)
      expect(await recover(t.url, t.deps.supabaseAnonKey, `10.66.99.1, 203.0.113.7`)).toBe(429)
      expect(await recover(t.url, t.deps.supabaseAnonKey, '203.0.113.8')).toBe(200)
    } finally {
      await t.stop()
    }
  })

  it('without TRUST_PROXY, X-Forwarded-For is ignored: every request counts for the socket peer', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT: 'true' } })
    try {
      for (let i = 0; i < 30; i++) expect(await recover(t.url, t.deps.supabaseAnonKey, `203.0.113.${i}`)).toBe(200)
      expect(await recover(t.url, t.deps.supabaseAnonKey, '203.0.113.200')).toBe(429)
    } finally {
      await t.stop()
    }
  })
})

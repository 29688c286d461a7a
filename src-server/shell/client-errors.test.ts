import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'

describe('POST /api/client-errors under a flood', () => {
  let t: TestApp
  const lines: string[] = []
  const logged = () => lines.filter((l) => JSON.parse(l).msg === 'client error').length
  beforeAll(async () => {
    t = await startTestApp({ setup: false, log: pino({ level: 'warn' }, { write: (l: string) => void lines.push(l) }) })
  })
  afterAll(() => t.stop())

  const post = (json: unknown) => t.api('/api/client-errors', { method: 'POST', json })

  it('refuses oversized bodies and fields before logging anything', async () => {
    const huge = await post({ message: 'x', url: '/', stack: 's'.repeat(20_000) })
    expect(huge.status).toBe(413)
    const longStack = await post({ message: 'x', url: '/', stack: 's'.repeat(8001) })
    expect(longStack.status).toBe(400)
    expect((await longStack.json()).statusMessage).toMatch(/stack/)
    const longMessage = await post({ message: 'm'.repeat(1001), url: '/' })
    expect(longMessage.status).toBe(400)
    expect(logged()).toBe(0)
  })

  it('logs 20 reports per client address and minute, then answers 429 with Retry-After and logs nothing more', async () => {
    // The three refused requests above counted too: the limit is read before the body.
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await post({ message: `boom ${i}`, url: '/' })).status)
    expect(statuses.slice(0, 17)).toEqual(Array(17).fill(202))
    expect(statuses.slice(17)).toEqual(Array(13).fill(429))
    expect(logged()).toBe(17)
    const refused = await post({ message: 'again', url: '/' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ statusCode: 429, i18nKey: 'common.errors.tooManyRequests' })
  })
})

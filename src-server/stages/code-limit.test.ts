import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { REALTIME_PATH, type StageView } from '../../src/stages/protocol.ts'
import { startTestApp, type TestApp, usingPostgres } from '../test/harness.ts'

/** Opens a display socket for `code` and resolves with the first message and the close code. */
function display(t: TestApp, code: string): Promise<{ first: { type: string; status?: number }; close: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}${REALTIME_PATH}?code=${code}`)
    let first: { type: string; status?: number } | null = null
    ws.on('message', (data) => {
      first ??= JSON.parse(data.toString())
      if (first?.type === 'state') ws.close()
    })
    ws.on('close', (close) => resolve({ first: first ?? { type: 'none' }, close }))
    ws.on('error', reject)
  })
}

const rest = (t: TestApp, code: string) => t.api(`/api/stages/by-code/${code}`)
const rpc = (t: TestApp, code: string) =>
  t.api(`/trpc/stages.byCode?input=${encodeURIComponent(JSON.stringify({ code }))}`)

/** Six characters of the code alphabet that no stage has (codes are random; 30 distinct unknown ones). */
const unknown = (i: number) => `ZZZZ${'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[i]}Z`

describe('one budget of unknown stage codes per client address, on every door', () => {
  let t: TestApp
  let stage: StageView
  beforeAll(async () => {
    t = await startTestApp({ setup: false })
    const owner = await t.newUser()
    stage = await (await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Main' } })).json()
  })
  afterAll(() => t.stop())

  it('known codes cost nothing; the 31st unknown code within a minute is refused on REST, tRPC and WebSocket', async () => {
    for (let i = 0; i < 5; i++) expect((await rest(t, stage.code)).status).toBe(200)
    expect((await display(t, stage.code)).first.type).toBe('state')

    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await rest(t, unknown(i))).status)
    for (let i = 10; i < 20; i++) statuses.push((await rpc(t, unknown(i))).status)
    for (let i = 20; i < 30; i++) statuses.push((await display(t, unknown(i))).first.status ?? 0)
    expect(statuses).toEqual(Array(30).fill(404))

    const refused = await rest(t, unknown(30))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({
      statusCode: 429,
      statusMessage: 'Too many unknown stage codes, wait a minute',
      i18nKey: 'stages.errors.tooManyCodes',
    })
    const trpc = await rpc(t, unknown(31))
    expect(trpc.status).toBe(429)
    expect((await trpc.json()).error.data.code).toBe('TOO_MANY_REQUESTS')
    const ws = await display(t, unknown(0))
    expect(ws.first).toMatchObject({ type: 'error', status: 429 })
    expect(ws.close).toBe(4404)
    // The budget is per address, not per code: a known code waits out the minute too.
    expect((await rest(t, stage.code)).status).toBe(429)
  })
})

describe.skipIf(!usingPostgres)('the stage code budget across server copies', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await startTestApp({ setup: false })
    b = await startTestApp({ setup: false, sharedDatabaseUrl: a.deps.config.DATABASE_URL! })
  })
  afterAll(async () => {
    await b?.stop()
    await a?.stop()
  })

  it('is one budget: 15 unknown codes on each copy, then both refuse', async () => {
    for (let i = 0; i < 30; i++) expect((await rest(i % 2 ? b : a, unknown(i))).status).toBe(404)
    expect((await rest(a, unknown(30))).status).toBe(429)
    expect((await display(b, unknown(31))).first.status).toBe(429)
  })
})

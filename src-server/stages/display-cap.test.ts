import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LIMITS, REALTIME_PATH, type StageView } from '../../src/stages/protocol.ts'
import { startTestApp, type TestApp, usingPostgres } from '../test/harness.ts'
import type { PresenceBook } from './presence.ts'

/** Opens a display socket; resolves with it and its first message once the server answered. */
function display(t: TestApp, code: string): Promise<{ ws: WebSocket; first: { type: string; status?: number } }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}${REALTIME_PATH}?code=${code}`)
    ws.once('message', (data) => resolve({ ws, first: JSON.parse(data.toString()) }))
    ws.on('error', reject)
  })
}

async function waitFor(fn: () => boolean, ms = 30_000): Promise<void> {
  const start = Date.now()
  while (!fn()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe.skipIf(!usingPostgres)('displays per stage across server copies', () => {
  let a: TestApp
  let b: TestApp
  const sockets: WebSocket[] = []
  const cap = LIMITS.displaysPerStage
  beforeAll(async () => {
    a = await startTestApp({ setup: false })
    b = await startTestApp({ setup: false, sharedDatabaseUrl: a.deps.config.DATABASE_URL! })
    // A small cap for the test (the real one is hundreds of sockets).
    ;(LIMITS as { displaysPerStage: number }).displaysPerStage = 3
  })
  afterAll(async () => {
    ;(LIMITS as { displaysPerStage: number }).displaysPerStage = cap
    for (const ws of sockets) ws.close()
    await b?.stop()
    await a?.stop()
  })

  it('counts the displays of every copy: two on one copy and one on the other fill a cap of three', async () => {
    const owner = await a.newUser()
    const stage: StageView = await (
      await a.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Main' } })
    ).json()
    for (let i = 0; i < 2; i++) {
      const d = await display(a, stage.code)
      sockets.push(d.ws)
      expect(d.first.type).toBe('state')
    }
    const seenByB = () => (b.deps.stageHub as unknown as { presence: PresenceBook }).presence.elsewhere(stage.id) === 2
    await waitFor(seenByB)
    const third = await display(b, stage.code)
    sockets.push(third.ws)
    expect(third.first.type).toBe('state')
    const fourth = await display(b, stage.code)
    sockets.push(fourth.ws)
    expect(fourth.first).toMatchObject({ type: 'error', status: 429 })
  })
})

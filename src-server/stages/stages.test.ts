import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ConnectionStatus, realtimeUrl, StageConnection } from '../../src/stages/connection.ts'
import { LIMITS, type StageView } from '../../src/stages/protocol.ts'
import { startTestApp, type TestApp, type TestUser, usingPostgres } from '../test/harness.ts'

async function waitFor<T>(fn: () => T | undefined | null | false, ms = 30_000): Promise<T> {
  const start = Date.now()
  for (;;) {
    const v = fn()
    if (v) return v
    if (Date.now() - start > ms) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
  }
}

interface Watched {
  conn: StageConnection
  states: StageView[]
  statuses: ConnectionStatus[]
  errors: { status: number; message: string }[]
  presence: number[]
  last: () => StageView | undefined
}

function watch(url: string, token?: string, reconnectDelays?: number[]): Watched {
  const states: StageView[] = []
  const statuses: ConnectionStatus[] = []
  const errors: { status: number; message: string }[] = []
  const presence: number[] = []
  const conn = new StageConnection({
    url,
    token,
    reconnectDelays,
    onState: (s) => states.push(s),
    onStatus: (s, e) => {
      statuses.push(s)
      if (e) errors.push(e)
    },
    onError: (e) => errors.push(e),
    onPresence: (n) => presence.push(n),
  })
  return { conn, states, statuses, errors, presence, last: () => states.at(-1) }
}

describe('stage whisperer', () => {
  let t: TestApp
  let owner: TestUser
  let other: TestUser
  let stage: StageView
  const open: StageConnection[] = []
  const track = (w: Watched) => {
    open.push(w.conn)
    return w
  }

  beforeAll(async () => {
    t = await startTestApp({ setup: false })
    owner = await t.newUser()
    other = await t.newUser()
    const res = await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Main stage' } })
    expect(res.status).toBe(201)
    stage = await res.json()
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await t.stop()
  })

  it('creates stages with a short code and default presets; lists only my own', async () => {
    expect(stage.code).toMatch(/^[A-Z2-9]{6}$/)
    expect(stage.state.presets.map((p) => p.text)).toContain('Wrap up')
    const mine = await (await t.api('/api/stages', { token: owner.token })).json()
    expect(mine.map((s: StageView) => s.id)).toEqual([stage.id])
    const theirs = await (await t.api('/api/stages', { token: other.token })).json()
    expect(theirs).toEqual([])
  })

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const long = 'x'.repeat(LIMITS.messageChars + 1)
    const cases: [string, RequestInit & { json?: unknown; token?: string }, number, RegExp][] = [
      [
        `/api/stages/${stage.id}/message`,
        { method: 'POST', token: owner.token, json: { text: long } },
        400,
        /too long/,
      ],
      [`/api/stages/${stage.id}/message`, { method: 'POST', token: owner.token, json: { text: '   ' } }, 400, /empty/],
      [`/api/stages/${stage.id}/ops`, { method: 'POST', token: owner.token, json: { type: 'explode' } }, 400, /type/],
      [
        `/api/stages/${stage.id}/ops`,
        { method: 'POST', token: owner.token, json: { type: 'message', text: 'hi', tone: 'purple' } },
        400,
        /tone/,
      ],
      [
        `/api/stages/${stage.id}/message`,
        { method: 'POST', token: other.token, json: { text: 'hi' } },
        403,
        /Forbidden/,
      ],
      [`/api/stages/${stage.id}/message`, { method: 'POST', json: { text: 'hi' } }, 401, /Authentication/],
      [
        '/api/stages/not-a-uuid/message',
        { method: 'POST', token: owner.token, json: { text: 'hi' } },
        404,
        /not found/,
      ],
      ['/api/stages/by-code/ZZZZZZ', {}, 404, /Unknown stage code/],
      ['/api/stages/by-code/<script>', {}, 404, /Unknown stage code/],
      ['/api/stages', { method: 'POST', token: owner.token, json: { name: 'n'.repeat(81) } }, 400, /too long/],
    ]
    for (const [path, init, status, message] of cases) {
      const res = await t.api(path, init)
      expect(res.status, path).toBe(status)
      const body = await res.json()
      expect(body.statusCode).toBe(status)
      expect(body.statusMessage).toMatch(message)
    }
    const after = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(after.version).toBe(stage.version)
    expect(after.state.message).toBeNull()
  })

  it('tRPC and REST are doors onto the same service', async () => {
    const res = await t.api('/trpc/stages.operate', {
      method: 'POST',
      token: owner.token,
      json: { id: stage.id, op: { type: 'setList.set', items: ['Intro', 'Song two', 'Encore song'] } },
    })
    expect(res.status).toBe(200)
    const bad = await t.api('/trpc/stages.operate', {
      method: 'POST',
      token: owner.token,
      json: { id: stage.id, op: { type: 'message', text: 'x'.repeat(LIMITS.messageChars + 1) } },
    })
    expect(bad.status).toBe(400)
    const byCode = await (await t.api(`/api/stages/by-code/${stage.code.toLowerCase()}`)).json()
    expect(byCode.state.setList).toEqual(['Intro', 'Song two', 'Encore song'])
  })

  it('fans a manager message out to every display; a display can acknowledge but not control', async () => {
    const d1 = track(watch(realtimeUrl(t.url, { code: stage.code })))
    const d2 = track(watch(realtimeUrl(t.url, { code: stage.code })))
    const m = track(watch(realtimeUrl(t.url, { stage: stage.id }), owner.token))
    await waitFor(() => d1.last() && d2.last() && m.last())
    await waitFor(() => m.presence.at(-1) === 2)

    await m.conn.op({ type: 'message', text: 'Five minutes', tone: 'attention', flash: true })
    const seen = await waitFor(() => d2.states.find((s) => s.state.message?.text === 'Five minutes'))
    expect(seen.state.message!.tone).toBe('attention')
    expect(seen.state.flashAt).toBeTypeOf('number')
    await waitFor(() => d1.last()?.state.message?.text === 'Five minutes')

    // A display sending a control message is refused and nothing changes.
    const before = d1.last()!.version
    d1.conn.sendRaw({ type: 'op', op: { type: 'clear' } })
    await waitFor(() => d1.errors.find((e) => e.status === 403))
    d1.conn.sendRaw('not json')
    await waitFor(() => d1.errors.find((e) => e.status === 400))
    const now = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(now.version).toBe(before)
    expect(now.state.message.text).toBe('Five minutes')

    // Acknowledge: the manager sees it.
    d1.conn.ack(seen.state.message!.id)
    const acked = await waitFor(() => m.states.find((s) => s.state.message?.ackAt))
    expect(acked.state.message!.text).toBe('Five minutes')

    // Manager ops over the socket validate too.
    await expect(m.conn.op({ type: 'message', text: 'x'.repeat(LIMITS.messageChars + 1) })).rejects.toThrow(/too long/)

    // Timer: timestamps, not ticks.
    await m.conn.op({ type: 'timer.set', mode: 'countdown', durationMs: 60_000, start: true })
    const timed = await waitFor(() => d2.states.find((s) => s.state.timer.startedAt !== null))
    expect(timed.state.timer).toMatchObject({ mode: 'countdown', durationMs: 60_000 })
    expect(Math.abs(d2.conn.offset)).toBeLessThan(1000)

    // A REST call (a Stream Deck button) reaches the displays the same way.
    await t.api(`/api/stages/${stage.id}/message`, { method: 'POST', token: owner.token, json: { text: 'Louder' } })
    await waitFor(() => d1.last()?.state.message?.text === 'Louder' && d2.last()?.state.message?.text === 'Louder')
    d1.conn.close()
    await waitFor(() => m.presence.at(-1) === 1)
  })

  it('refuses unknown stage codes, anonymous managers and other people’s stages', async () => {
    const unknown = track(watch(realtimeUrl(t.url, { code: 'ZZZZZZ' })))
    await waitFor(() => unknown.statuses.includes('failed'))
    expect(unknown.errors[0]).toMatchObject({ status: 404, message: 'Unknown stage code' })

    const anon = track(watch(realtimeUrl(t.url, { stage: stage.id })))
    await waitFor(() => anon.statuses.includes('failed'), 8000)
    expect(anon.errors[0]?.status).toBe(401)

    const intruder = track(watch(realtimeUrl(t.url, { stage: stage.id }), other.token))
    await waitFor(() => intruder.statuses.includes('failed'))
    expect(intruder.errors[0]?.status).toBe(403)
  })

  it('closes a manager socket when its token expires; a reconnect needs a valid token', async () => {
    // Long enough that a loaded machine (CI at load 16) still opens the socket and sends before it expires.
    const shortLived = await t.tokenFor(owner.id, { email: owner.email, ttlSeconds: 6 })
    const m = track(watch(realtimeUrl(t.url, { stage: stage.id }), shortLived, [50]))
    await waitFor(() => m.statuses.includes('open'))
    await m.conn.op({ type: 'message', text: 'Still mine', tone: 'normal' })
    await waitFor(() => m.statuses.includes('failed'), 20_000)
    expect(m.statuses).toEqual(['open', 'lost', 'failed'])
    expect(new Set(m.errors.map((e) => e.status))).toEqual(new Set([401]))
    expect(m.errors[0]!.message).toMatch(/Session expired/)

    // A fresh token gets back in.
    const again = track(watch(realtimeUrl(t.url, { stage: stage.id }), owner.token))
    await waitFor(() => again.last()?.state.message?.text === 'Still mine')
  })

  it('disconnects displays when their stage is deleted', async () => {
    const res = await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Side stage' } })
    const side: StageView = await res.json()
    const d = track(watch(realtimeUrl(t.url, { code: side.code })))
    await waitFor(() => d.last())
    expect((await t.api(`/api/stages/${side.id}`, { method: 'DELETE', token: owner.token })).status).toBe(204)
    await waitFor(() => d.statuses.includes('failed'))
  })
})

describe.runIf(usingPostgres)('stage whisperer on two server processes (Postgres LISTEN/NOTIFY)', () => {
  let a: TestApp
  let b: TestApp
  const open: StageConnection[] = []

  beforeAll(async () => {
    a = await startTestApp({ setup: false })
    b = await startTestApp({ setup: false, env: { DATABASE_URL: a.deps.config.DATABASE_URL! } })
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await b.stop()
    await a.stop()
  })

  it('the manager talks to one server, the display listens on the other; a restart is recovered', async () => {
    const owner = await a.newUser()
    const stage: StageView = await (
      await a.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Two copies' } })
    ).json()
    const display = watch(realtimeUrl(b.url, { code: stage.code }), undefined, [100, 200, 500])
    const manager = watch(realtimeUrl(a.url, { stage: stage.id }), owner.token)
    open.push(display.conn, manager.conn)
    await waitFor(() => display.last() && manager.last())
    await waitFor(() => manager.presence.at(-1) === 1)

    await manager.conn.op({ type: 'message', text: 'From server A', tone: 'urgent' })
    await waitFor(() => display.last()?.state.message?.text === 'From server A')
    display.conn.ack(display.last()!.state.message!.id)
    await waitFor(() => manager.last()?.state.message?.ackAt)

    // Restart server B on the same port; the state changes while it is down; the display recovers.
    const port = new URL(b.url).port
    await b.stop()
    await waitFor(() => display.statuses.includes('lost'))
    await manager.conn.op({ type: 'message', text: 'While you were away' })
    b = await startTestApp({ setup: false, env: { DATABASE_URL: a.deps.config.DATABASE_URL!, PORT: port } })
    await waitFor(() => display.last()?.state.message?.text === 'While you were away', 10_000)
    expect(display.conn.status).toBe('open')
  })
})

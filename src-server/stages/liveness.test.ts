/**
 * A dead screen is noticed within 5 s on both sides, also when the connection silently stops passing bytes (no FIN,
 * no RST): a TCP proxy between client and app freezes, and we time the server marking the display lost and the
 * client seeing "lost", then the client coming back on its own.
 */
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ConnectionStatus, realtimeUrl, StageConnection } from '../../src/stages/connection.ts'
import { DEAD_AFTER_MS, type StageView } from '../../src/stages/protocol.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

const NOTICED_WITHIN_MS = 5000

async function waitFor<T>(fn: () => Promise<T | undefined | null | false> | T | undefined | null | false, ms = 30_000) {
  const start = Date.now()
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() - start > ms) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 20))
  }
}

interface Line {
  downstream: net.Socket
  upstream: net.Socket
  frozen: boolean
  /** When the app closed its side (it gave up on a silent client). */
  serverClosedAt: number | null
}

/** Forwards TCP to the app until frozen: then it keeps both sockets open and passes nothing, either way. */
async function freezingProxy(target: URL) {
  const lines = new Set<Line>()
  const server = net.createServer((downstream) => {
    const upstream = net.connect(Number(target.port), target.hostname)
    const line: Line = { downstream, upstream, frozen: false, serverClosedAt: null }
    lines.add(line)
    downstream.on('data', (d) => !line.frozen && upstream.write(d))
    upstream.on('data', (d) => !line.frozen && downstream.write(d))
    // A close passes only while the line works: a frozen line tells neither side anything.
    downstream.on('end', () => !line.frozen && upstream.end())
    upstream.on('end', () => !line.frozen && downstream.end())
    upstream.on('close', () => {
      line.serverClosedAt = Date.now()
    })
    for (const s of [downstream, upstream]) s.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    /** Stops forwarding on the open connections; connections made afterwards work. */
    freeze: (): Line[] => {
      const open = [...lines].filter((l) => !l.frozen && l.serverClosedAt === null)
      for (const l of open) l.frozen = true
      return open
    },
    stop: async () => {
      for (const l of lines) {
        l.downstream.destroy()
        l.upstream.destroy()
      }
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function watch(url: string, token?: string, reconnectDelays = [200, 400]) {
  const statuses: { status: ConnectionStatus; at: number }[] = []
  const presence: number[] = []
  const conn = new StageConnection({
    url,
    token,
    reconnectDelays,
    onStatus: (status) => statuses.push({ status, at: Date.now() }),
    onPresence: (n) => presence.push(n),
  })
  return {
    conn,
    statuses,
    presence,
    since: (at: number, s: ConnectionStatus) => statuses.find((x) => x.at >= at && x.status === s),
  }
}

describe('a silent connection is noticed in 5 s', () => {
  let t: TestApp
  let owner: TestUser
  let stage: StageView
  let proxy: Awaited<ReturnType<typeof freezingProxy>>
  const conns: StageConnection[] = []

  beforeAll(async () => {
    t = await startTestApp({ setup: false })
    owner = await t.newUser()
    stage = await (
      await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Silent stage' } })
    ).json()
    proxy = await freezingProxy(new URL(t.url))
  })
  afterAll(async () => {
    for (const c of conns) c.close()
    await proxy.stop()
    await t.stop()
  })

  const devices = async () =>
    (await (await t.api(`/api/stages/${stage.id}/display-devices`, { token: owner.token })).json()) as {
      device_id: string
      online: boolean
      last_seen_at: string
    }[]

  it('a frozen display: the server marks it lost, the display sees "lost", both within 5 s; then it comes back', async () => {
    const manager = watch(realtimeUrl(t.url, { stage: stage.id }), owner.token)
    // Its first reconnect waits until the server has surely given up on the frozen line (so "lost" can be seen).
    const display = watch(realtimeUrl(proxy.url, { code: stage.code, device: 'frozen-screen' }), undefined, [3000, 200])
    conns.push(manager.conn, display.conn)
    await waitFor(async () => (await devices()).find((d) => d.device_id === 'frozen-screen' && d.online))
    await waitFor(() => manager.presence.at(-1) === 1)

    // Quiet for longer than the dead-after time while the line works: pings keep it alive.
    await new Promise((r) => setTimeout(r, DEAD_AFTER_MS + 1000))
    expect(display.conn.status).toBe('open')
    expect((await devices())[0]!.online).toBe(true)

    const frozenAt = Date.now()
    const heardBefore = manager.presence.length
    const [line] = proxy.freeze()
    expect(line).toBeDefined()
    const clientNoticed = (await waitFor(() => display.since(frozenAt, 'lost'), 10_000)).at - frozenAt
    // The server drops the socket (timed at the proxy, free of this test's polling), then shows the screen lost.
    await waitFor(() => line!.serverClosedAt !== null, 10_000)
    const serverNoticed = line!.serverClosedAt! - frozenAt
    await waitFor(async () => (await devices()).find((d) => d.device_id === 'frozen-screen' && !d.online), 10_000)
    await waitFor(() => manager.presence.slice(heardBefore).includes(0))
    console.log(`frozen display noticed: client ${clientNoticed} ms, server ${serverNoticed} ms`)
    expect(clientNoticed).toBeLessThanOrEqual(NOTICED_WITHIN_MS)
    expect(serverNoticed).toBeLessThanOrEqual(NOTICED_WITHIN_MS)
    // "Lost since" is when the server last heard from it, not when it gave up.
    const lost = (await devices()).find((d) => d.device_id === 'frozen-screen')!
    expect(Date.parse(lost.last_seen_at)).toBeLessThanOrEqual(frozenAt + 50)
    expect(Date.parse(lost.last_seen_at)).toBeGreaterThan(frozenAt - 3000)

    // It reconnects on its own through new connections, and shows live again.
    await waitFor(() => display.since(frozenAt, 'open'))
    await waitFor(async () => (await devices()).find((d) => d.device_id === 'frozen-screen' && d.online))
    await waitFor(() => manager.presence.at(-1) === 1)
  })

  it('a frozen manager notices within 5 s and the server drops it', async () => {
    const manager = watch(realtimeUrl(proxy.url, { stage: stage.id }), owner.token)
    conns.push(manager.conn)
    await waitFor(() => manager.conn.status === 'open')
    const frozenAt = Date.now()
    const frozen = proxy.freeze()
    expect(frozen.length).toBeGreaterThanOrEqual(1) // this manager (and the display of the first test)
    const clientNoticed = (await waitFor(() => manager.since(frozenAt, 'lost'), 10_000)).at - frozenAt
    await waitFor(() => frozen.every((l) => l.serverClosedAt !== null), 10_000)
    const serverNoticed = Math.max(...frozen.map((l) => l.serverClosedAt! - frozenAt))
    console.log(`frozen manager noticed: client ${clientNoticed} ms, server ${serverNoticed} ms`)
    expect(clientNoticed).toBeLessThanOrEqual(NOTICED_WITHIN_MS)
    expect(serverNoticed).toBeLessThanOrEqual(NOTICED_WITHIN_MS)
    await waitFor(() => manager.since(frozenAt, 'open'))
  })
})

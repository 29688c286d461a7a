/**
 * The realtime client of the stage whisperer, for the browser (display and manager pages) and for tests.
 * Reconnects on its own (1 s, 2 s, 5 s, then every 10 s), pings every 2 s and treats 4 s without a frame from
 * the server as a lost connection (docs/product.md §9), and keeps the server clock offset for timers.
 */
import {
  CLOSE,
  DEAD_AFTER_MS,
  PING_MS,
  RECONNECT_DELAYS_MS,
  type ServerMessage,
  type StageOp,
  type StageView,
} from './protocol.ts'
import type { RunOp } from './running-order.ts'

/** A display describes its screen at most this often (the server refuses faster updates). */
const SCREEN_MS = 600

export type ConnectionStatus = 'connecting' | 'open' | 'lost' | 'failed' | 'closed'

export interface StageConnectionOptions {
  /** Full WebSocket URL including `?code=` (display) or `?stage=` (manager). */
  url: string
  /** Manager without a session cookie (tests, tools): sent as the first message. */
  token?: string
  onState?: (stage: StageView) => void
  /** `error` says why a connection failed: the server's last error (with its catalog key when it has one). */
  onStatus?: (status: ConnectionStatus, error?: { status: number; message: string; i18nKey?: string }) => void
  onPresence?: (displays: number) => void
  /** A role link's socket: what the link allows (first message). */
  onRole?: (role: 'viewer' | 'controller') => void
  onError?: (error: { status: number; message: string; reqId?: string }) => void
  /** For tests: another WebSocket implementation. */
  WebSocket?: typeof WebSocket
  reconnectDelays?: readonly number[]
}

const FATAL = new Set<number>([CLOSE.unknownStage, CLOSE.unauthorized, CLOSE.forbidden, CLOSE.badRequest])

export class StageConnection {
  status: ConnectionStatus = 'connecting'
  /** serverTime ≈ Date.now() + offset. */
  offset = 0
  stage: StageView | null = null
  private ws: WebSocket | null = null
  private attempt = 0
  private bestRtt = Number.POSITIVE_INFINITY
  private timers = new Set<ReturnType<typeof setTimeout>>()
  private heartbeat: ReturnType<typeof setInterval> | null = null
  /** Fires when the server has been silent for DEAD_AFTER_MS; every frame from the server pushes it back. */
  private silence: ReturnType<typeof setTimeout> | null = null
  private pending = new Map<string, { resolve: (v: number) => void; reject: (e: Error) => void }>()
  private seq = 0
  /** What this display says it is (name, sound), sent after each connect and on change, at most every SCREEN_MS. */
  private screen: { name: string; sound: boolean } | null = null
  private screenSentAt = 0
  private screenTimer = false
  /** The server's last error (with its catalog key, so a page can word it in its language). */
  private lastError:
    | { status: number; message: string; i18nKey?: string; params?: Record<string, string | number> }
    | undefined
  private readonly options: StageConnectionOptions

  constructor(options: StageConnectionOptions) {
    this.options = options
    this.connect()
  }

  /** Server time now, for timers. */
  now(): number {
    return Date.now() + this.offset
  }

  private later(fn: () => void, ms: number) {
    const t = setTimeout(() => {
      this.timers.delete(t)
      fn()
    }, ms)
    this.timers.add(t)
  }

  private setStatus(status: ConnectionStatus, error?: { status: number; message: string; i18nKey?: string }) {
    if (this.status === status && !error) return
    this.status = status
    this.options.onStatus?.(status, error)
  }

  private connect() {
    const Impl = this.options.WebSocket ?? WebSocket
    const ws = new Impl(this.options.url)
    this.ws = ws
    ws.onopen = () => {
      if (this.options.token) ws.send(JSON.stringify({ type: 'auth', token: this.options.token }))
    }
    ws.onmessage = (event) => this.onMessage(ws, String(event.data))
    ws.onclose = (event) => this.onClose(ws, event.code)
    ws.onerror = () => {}
  }

  private onMessage(ws: WebSocket, data: string) {
    if (this.heartbeat) this.watchSilence(ws)
    let msg: ServerMessage
    try {
      msg = JSON.parse(data) as ServerMessage
    } catch {
      return
    }
    switch (msg.type) {
      case 'state': {
        const first = this.status !== 'open'
        if (first) {
          // Rough offset at once; pings refine it.
          this.offset = msg.serverTime - Date.now()
          this.attempt = 0
          this.setStatus('open')
          this.startHeartbeat(ws)
          this.screenSentAt = 0
          this.sendScreen()
        }
        if (!this.stage || msg.stage.version >= this.stage.version || first) {
          this.stage = msg.stage
          this.options.onState?.(msg.stage)
        }
        break
      }
      case 'pong': {
        const rtt = Date.now() - msg.t
        if (rtt <= this.bestRtt * 1.5) {
          this.bestRtt = Math.min(this.bestRtt, rtt)
          this.offset = msg.serverTime - (msg.t + rtt / 2)
        }
        break
      }
      case 'presence':
        this.options.onPresence?.(msg.displays)
        break
      case 'role':
        this.options.onRole?.(msg.role)
        break
      case 'ok':
        if (msg.reqId) {
          this.pending.get(msg.reqId)?.resolve(msg.version)
          this.pending.delete(msg.reqId)
        }
        break
      case 'error':
        this.lastError = { status: msg.status, message: msg.message, i18nKey: msg.i18nKey, params: msg.params }
        if (msg.reqId && this.pending.has(msg.reqId)) {
          this.pending
            .get(msg.reqId)!
            .reject(
              Object.assign(new Error(msg.message), { status: msg.status, i18nKey: msg.i18nKey, params: msg.params }),
            )
          this.pending.delete(msg.reqId)
        } else this.options.onError?.(msg)
        break
    }
  }

  private ping(ws: WebSocket) {
    if (ws.readyState !== ws.OPEN) return
    ws.send(JSON.stringify({ type: 'ping', t: Date.now() }))
  }

  private watchSilence(ws: WebSocket) {
    if (this.silence) clearTimeout(this.silence)
    this.silence = setTimeout(() => {
      this.silence = null
      // Nothing heard in time: the connection is dead even if the socket does not know it yet.
      ws.close()
      this.onClose(ws, 1006)
    }, DEAD_AFTER_MS)
  }

  private startHeartbeat(ws: WebSocket) {
    this.stopHeartbeat()
    this.bestRtt = Number.POSITIVE_INFINITY
    this.ping(ws)
    // Two quick samples for a good clock offset, then a ping every PING_MS (its pong proves the line alive).
    this.later(() => this.ping(ws), 300)
    this.heartbeat = setInterval(() => this.ping(ws), PING_MS)
    this.watchSilence(ws)
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat)
    if (this.silence) clearTimeout(this.silence)
    this.heartbeat = null
    this.silence = null
  }

  private onClose(ws: WebSocket, code: number) {
    if (ws !== this.ws) return
    this.ws = null
    this.stopHeartbeat()
    for (const p of this.pending.values()) p.reject(new Error('Connection lost'))
    this.pending.clear()
    if (this.status === 'closed') return
    if (FATAL.has(code)) {
      this.setStatus('failed', this.lastError ?? { status: 400, message: 'Connection refused' })
      return
    }
    this.setStatus('lost')
    const delays = this.options.reconnectDelays ?? RECONNECT_DELAYS_MS
    const delay = code === CLOSE.sessionExpired ? 0 : delays[Math.min(this.attempt++, delays.length - 1)]!
    this.later(() => {
      if (this.status === 'closed') return
      this.connect()
    }, delay)
  }

  /** A manager operation; resolves with the new version. */
  op(op: StageOp): Promise<number> {
    return this.request('op', op)
  }

  /** A running order live control (next, nudge…); resolves with the new version. */
  run(op: RunOp): Promise<number> {
    return this.request('run', op)
  }

  private request(type: 'op' | 'run', op: unknown): Promise<number> {
    const ws = this.ws
    if (!ws || ws.readyState !== ws.OPEN || this.status !== 'open') {
      return Promise.reject(new Error('Not connected'))
    }
    const reqId = String(++this.seq)
    return new Promise((resolve, reject) => {
      this.pending.set(reqId, { resolve, reject })
      ws.send(JSON.stringify({ type, reqId, op }))
    })
  }

  /** Sends anything (tests of refused messages). */
  sendRaw(message: unknown) {
    this.ws?.send(typeof message === 'string' ? message : JSON.stringify(message))
  }

  /** A display's name and whether it may play its cue; the server keeps the latest for the manager's list. */
  describe(screen: { name: string; sound: boolean }) {
    this.screen = screen
    this.sendScreen()
  }

  private sendScreen() {
    const ws = this.ws
    if (!this.screen || !ws || ws.readyState !== ws.OPEN || this.status !== 'open') return
    const wait = this.screenSentAt + SCREEN_MS - Date.now()
    if (wait > 0) {
      // The latest wins: one trailing send after the pause.
      if (!this.screenTimer) {
        this.screenTimer = true
        this.later(() => {
          this.screenTimer = false
          this.sendScreen()
        }, wait)
      }
      return
    }
    this.screenSentAt = Date.now()
    ws.send(JSON.stringify({ type: 'screen', ...this.screen }))
  }

  ack(messageId: string) {
    this.ws?.send(JSON.stringify({ type: 'ack', messageId }))
  }

  close() {
    this.setStatus('closed')
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    this.stopHeartbeat()
    this.ws?.close()
    this.ws = null
  }
}

/** ws(s)://host/realtime/stages?… for a page on `origin`. */
export function realtimeUrl(
  origin: string,
  query: { code?: string; stage?: string; link?: string; device?: string },
): string {
  const url = new URL('/realtime/stages', origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  if (query.code) url.searchParams.set('code', query.code)
  if (query.stage) url.searchParams.set('stage', query.stage)
  if (query.link) url.searchParams.set('link', query.link)
  if (query.device) url.searchParams.set('device', query.device)
  return url.toString()
}

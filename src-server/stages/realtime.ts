/**
 * Realtime for the stage whisperer: a WebSocket endpoint at /realtime/stages on the app's own HTTP server.
 * State lives in Postgres; every change is NOTIFYed and each server copy LISTENs and fans out to its own
 * sockets, so managers and displays may be connected to different copies behind a load balancer.
 */
import { randomUUID } from 'node:crypto'
import type http from 'node:http'
import type { Duplex } from 'node:stream'
import { sql } from 'kysely'
import { type WebSocket, WebSocketServer } from 'ws'
import { wellFormedDeviceId } from '../../src/stages/access.ts'
import {
  CLOSE,
  clientMessageSchema,
  DEAD_AFTER_MS,
  LIMITS,
  PING_MS,
  REALTIME_PATH,
  type ServerMessage,
  type StageView,
  stageOpSchema,
} from '../../src/stages/protocol.ts'
import { runOpSchema } from '../../src/stages/running-order.ts'
import { type AuthUser, accessTokenFrom } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { clientAddressOf } from '../http/client-address.ts'
import { AppError } from '../http/errors.ts'
import { parseInput } from '../http/rest.ts'
import { fromOwnOrigin } from '../http/same-origin.ts'
import {
  describeScreen,
  LINKS_CHANNEL,
  type LinkRow,
  leaveLink,
  linkIsLive,
  linkRevoked,
  openLink,
  operateAsLink,
  RUN_OP_TYPES,
  runAsLink,
  seeDisplay,
} from './access/service.ts'
import { type Client, stageFor, stateFrames } from './audience.ts'
import { cookie, type Listener, listen } from './listen.ts'
import { PRESENCE_CHANNEL, PresenceBook } from './presence.ts'
import { runOp } from './running-order/service.ts'
import {
  acknowledge,
  applyStageOp,
  getStage,
  loadView,
  NOTIFY_CHANNEL,
  type StageChange,
  stageByCode,
} from './service.ts'

/** How long a manager socket may take to send its `auth` message when no cookie came with the upgrade. */
const AUTH_WAIT_MS = 5000
/** How often the hub looks for silent sockets: a dead one is dropped at most this long after DEAD_AFTER_MS. */
const SWEEP_MS = 500

/** How often a display may say what it is (its name, its sound): a tap now and then, not a flood of writes. */
const SCREEN_EVERY_MS = 500

/** What a display socket does for the manager's list of screens: remember it arrived, and when it was last heard. */
interface DisplayHooks {
  arrive: () => Promise<void>
  leave: (lastHeard: Date) => Promise<void>
}

// ---- the hub ------------------------------------------------------------------------------------------------

export class StageHub {
  readonly serverId = randomUUID()
  private readonly deps: Deps
  private readonly wss: WebSocketServer
  private readonly byStage = new Map<string, Set<Client>>()
  private readonly sentVersion = new Map<string, number>()
  /** The newest copy of each stage with local sockets (base for manager ops; a stale one only costs a retry). */
  private readonly latest = new Map<string, StageView>()
  /** Displays per stage per server copy, learnt from presence notifications. */
  private readonly presence = new PresenceBook(this.serverId)
  private listener: Listener | null = null
  private heartbeat: NodeJS.Timeout | null = null
  /** When each socket last sent anything (a message or the pong of a WebSocket ping). */
  private readonly heardAt = new WeakMap<WebSocket, number>()
  /** The client address behind trusted proxies (TRUST_PROXY), as ctx.ip is for HTTP. */
  private readonly clientAddress: (req: http.IncomingMessage) => string

  constructor(deps: Deps) {
    this.deps = deps
    this.clientAddress = clientAddressOf(deps.config)
    this.wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.frameBytes })
  }

  async start(): Promise<void> {
    this.listener = await listen(
      this.deps,
      [NOTIFY_CHANNEL, PRESENCE_CHANNEL, LINKS_CHANNEL],
      (channel, payload) => {
        if (channel === NOTIFY_CHANNEL) void this.onChange(payload)
        else if (channel === LINKS_CHANNEL) this.onLinksRevoked(payload)
        else this.onPresence(payload)
      },
      () => void this.resync(),
    )
    let sweeps = 0
    this.heartbeat = setInterval(() => {
      const now = Date.now()
      const ping = ++sweeps % Math.round(PING_MS / SWEEP_MS) === 0
      for (const ws of this.wss.clients) {
        // A socket silent this long is dead even if TCP has not noticed (no FIN, no RST): its close runs at once.
        if (now - (this.heardAt.get(ws) ?? now) > DEAD_AFTER_MS) ws.terminate()
        else if (ping) ws.ping()
      }
    }, SWEEP_MS)
    this.heartbeat.unref()
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat)
    for (const ws of this.wss.clients) ws.close(CLOSE.serverStopping, 'Server restarting')
    await this.listener?.stop()
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        for (const ws of this.wss.clients) ws.terminate()
        resolve()
      }, 1000)
      force.unref()
      this.wss.close(() => {
        clearTimeout(force)
        resolve()
      })
    })
  }

  /** Local socket count (for tests and the bench). */
  get connections(): number {
    return this.wss.clients.size
  }

  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => void this.onConnection(ws, req))
  }

  private send(ws: WebSocket, message: ServerMessage): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
  }

  private refuse(ws: WebSocket, code: number, status: number, message: string, error?: AppError): void {
    this.send(ws, { type: 'error', status, message, i18nKey: error?.i18nKey, params: error?.params })
    ws.close(code, message.slice(0, 120))
  }

  private async onConnection(ws: WebSocket, req: http.IncomingMessage): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const code = url.searchParams.get('code')
    const stageParam = url.searchParams.get('stage')
    const linkParam = url.searchParams.get('link')
    // Messages that arrive while we authenticate wait for it.
    let authToken: ((token: string) => void) | null = null
    let ready: Promise<Client | null> = Promise.resolve(null)
    const heard = () => this.heardAt.set(ws, Date.now())
    heard()
    ws.on('pong', heard)
    ws.on('message', (data, isBinary) => {
      heard()
      if (isBinary) return this.send(ws, { type: 'error', status: 400, message: 'Binary frames are not accepted' })
      let parsed: ReturnType<typeof clientMessageSchema.safeParse>
      try {
        parsed = clientMessageSchema.safeParse(JSON.parse(data.toString()))
      } catch {
        return this.send(ws, { type: 'error', status: 400, message: 'Malformed JSON message' })
      }
      if (!parsed.success) return this.send(ws, { type: 'error', status: 400, message: 'Unknown message' })
      const msg = parsed.data
      if (msg.type === 'auth' && authToken) return authToken(msg.token)
      void ready.then((client) => client && this.onMessage(client, msg))
    })
    ws.on('error', () => {})

    ready = (async (): Promise<Client | null> => {
      try {
        if (code !== null) {
          const stage = await stageByCode(this.deps, code, this.clientAddress(req))
          if (this.socketsEverywhere(stage.id) >= LIMITS.displaysPerStage) {
            const full = AppError.of(429, 'stages.errors.tooManyDisplays')
            this.refuse(ws, CLOSE.forbidden, full.status, full.message, full)
            return null
          }
          // Live or lost per display device for the manager: written before the presence news that makes it look.
          const device = { id: url.searchParams.get('device'), userAgent: req.headers['user-agent'] }
          return this.register(ws, 'display', stage, null, undefined, wellFormedDeviceId(device.id), {
            arrive: () => seeDisplay(this.deps, stage.id, device),
            leave: (lastHeard) => seeDisplay(this.deps, stage.id, device, lastHeard),
          })
        }
        if (linkParam !== null) {
          const device = url.searchParams.get('device')
          const { link, stage } = await openLink(this.deps, linkParam, this.clientAddress(req), {
            id: device,
            userAgent: req.headers['user-agent'],
          })
          if (this.socketsEverywhere(stage.id) >= LIMITS.displaysPerStage) {
            const full = AppError.of(429, 'stages.errors.tooManyDisplays')
            this.refuse(ws, CLOSE.forbidden, full.status, full.message, full)
            return null
          }
          const role = link.role === 'controller' ? 'controller' : 'viewer'
          this.send(ws, { type: 'role', role })
          const client = this.register(ws, role, stage, null, link)
          ws.on('close', () => void leaveLink(this.deps, link.id, device))
          // Revoked between the lookup and now, its cut-off may have passed this socket by: the tombstone was
          // written before any copy cut the link off, so a look after registering sees it.
          if (client && !(await linkIsLive(this.deps, link.id))) {
            this.dropLinks([link.id])
            return null
          }
          return client
        }
        if (stageParam !== null) {
          let token = accessTokenFrom({}, (name) => cookie(req.headers.cookie, name), this.deps.authCookieName)
          if (!token) {
            token = await new Promise<string | null>((resolve) => {
              const t = setTimeout(() => resolve(null), AUTH_WAIT_MS)
              authToken = (value) => {
                clearTimeout(t)
                resolve(value)
              }
              ws.once('close', () => resolve(null))
            })
            authToken = null
          }
          if (!token) {
            this.refuse(ws, CLOSE.unauthorized, 401, 'Authentication required')
            return null
          }
          const user = await this.deps.verifier.verify(token)
          const stage = await getStage(this.deps, user, stageParam)
          return this.register(ws, 'manager', stage, user)
        }
        this.refuse(ws, CLOSE.badRequest, 400, 'Give a stage code (?code=) or a stage id (?stage=)')
        return null
      } catch (error) {
        if (error instanceof AppError) {
          const closeCode =
            error.status === 401 ? CLOSE.unauthorized : error.status === 403 ? CLOSE.forbidden : CLOSE.unknownStage
          this.refuse(ws, closeCode, error.status, error.message, error)
        } else {
          this.deps.log.error({ err: error }, 'stages: connection failed')
          this.refuse(ws, 1011, 500, 'Internal Server Error')
        }
        return null
      }
    })()
  }

  private register(
    ws: WebSocket,
    role: Client['role'],
    stage: StageView,
    user: AuthUser | null,
    link?: LinkRow,
    device: string | null = null,
    display?: DisplayHooks,
  ): Client | null {
    if (ws.readyState !== ws.OPEN) return null
    const arrived = role === 'display' ? (display?.arrive() ?? Promise.resolve()) : Promise.resolve()
    const client: Client = {
      ws,
      role,
      stageId: stage.id,
      user,
      link,
      device,
      socketId: randomUUID(),
      arrived,
      describedAt: 0,
    }
    let set = this.byStage.get(stage.id)
    if (!set) {
      set = new Set()
      this.byStage.set(stage.id, set)
    }
    set.add(client)
    if ((this.sentVersion.get(stage.id) ?? 0) < stage.version) {
      this.sentVersion.set(stage.id, stage.version)
      this.latest.set(stage.id, stage)
    }
    this.send(ws, { type: 'state', stage: stageFor(client, stage), serverTime: Date.now() })
    ws.on('close', () => {
      const lastHeard = new Date(this.heardAt.get(ws) ?? Date.now())
      set.delete(client)
      if (set.size === 0) {
        this.byStage.delete(stage.id)
        this.sentVersion.delete(stage.id)
        this.latest.delete(stage.id)
      }
      if (role === 'display')
        void (display?.leave(lastHeard) ?? Promise.resolve()).then(() => this.announcePresence(stage.id))
    })
    if (role === 'display') void arrived.then(() => this.announcePresence(stage.id))
    else {
      this.closeAtExpiry(ws, user)
      this.sendPresence(client)
      void this.notify(PRESENCE_CHANNEL, this.presence.question(stage.id))
    }
    return client
  }

  /** A manager's socket lives no longer than its token; the client reconnects with a fresh one. */
  private closeAtExpiry(ws: WebSocket, user: AuthUser | null): void {
    const expiresAt = Number(user?.claims.exp) * 1000
    if (!Number.isFinite(expiresAt)) return
    const timer = setTimeout(
      () => this.refuse(ws, CLOSE.sessionExpired, 401, 'Session expired: reconnect with a fresh token'),
      Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1),
    )
    ws.on('close', () => clearTimeout(timer))
  }

  private async onMessage(client: Client, msg: ReturnType<typeof clientMessageSchema.parse>): Promise<void> {
    const { ws } = client
    if (msg.type === 'ping') return this.send(ws, { type: 'pong', t: msg.t, serverTime: Date.now() })
    if (msg.type === 'auth') return
    const reqId = msg.type === 'op' || msg.type === 'run' ? msg.reqId : undefined
    try {
      if (msg.type === 'ack') {
        if (client.role === 'viewer') {
          return this.send(ws, { type: 'error', status: 403, message: 'A viewer cannot acknowledge messages' })
        }
        if (client.role === 'manager') {
          return this.send(ws, { type: 'error', status: 403, message: 'Displays and controllers acknowledge messages' })
        }
        const source =
          client.role === 'controller' && client.link
            ? { via: 'link' as const, linkId: client.link.id }
            : { via: 'display' as const, device: client.device, socket: client.socketId }
        const view = await acknowledge(this.deps, client.stageId, msg.messageId, source)
        return this.send(ws, { type: 'ok', version: view.version })
      }
      if (msg.type === 'screen') {
        if (client.role !== 'display') {
          return this.send(ws, { type: 'error', status: 403, message: 'Only a display describes its screen' })
        }
        const wait = client.describedAt + SCREEN_EVERY_MS - Date.now()
        if (wait > 0) {
          // Paced descriptions arrive bunched on a busy server (a display sends one at most every 600 ms): the
          // latest waits out the pause and is written then, never dropped; a flood still writes once per pause.
          client.pendingScreen = { name: msg.name, sound: msg.sound }
          if (!client.screenTimer) {
            client.screenTimer = setTimeout(() => {
              client.screenTimer = undefined
              const screen = client.pendingScreen
              client.pendingScreen = undefined
              if (screen && ws.readyState === ws.OPEN)
                this.describe(client, screen).catch((err) => this.deps.log.warn({ err }, 'stage screen update failed'))
            }, wait)
            ws.on('close', () => clearTimeout(client.screenTimer))
          }
        } else await this.describe(client, msg)
        return this.send(ws, { type: 'ok', version: this.latest.get(client.stageId)?.version ?? 0 })
      }
      if (client.role === 'controller' && client.link) {
        const type = (msg.op as { type?: unknown } | null)?.type
        const view = RUN_OP_TYPES.has(type)
          ? await runAsLink(this.deps, client.link, parseInput(runOpSchema, msg.op))
          : await operateAsLink(
              this.deps,
              client.link,
              parseInput(stageOpSchema, msg.op),
              this.latest.get(client.stageId),
            )
        return this.send(ws, { type: 'ok', reqId, version: view.version })
      }
      if (client.role !== 'manager' || !client.user) {
        return this.send(ws, { type: 'error', reqId, status: 403, message: 'A display cannot control the stage' })
      }
      const latest = this.latest.get(client.stageId)
      const cached = latest ? { view: latest, ownerId: client.user.id } : undefined
      if (msg.type === 'run') {
        const view = await runOp(this.deps, client.user, client.stageId, parseInput(runOpSchema, msg.op), cached)
        return this.send(ws, { type: 'ok', reqId, version: view.version })
      }
      // This socket is the door of its messages: it parses the operation as REST and tRPC do.
      const op = parseInput(stageOpSchema, msg.op)
      const view = await applyStageOp(this.deps, client.user, client.stageId, op, cached)
      this.send(ws, { type: 'ok', reqId, version: view.version })
    } catch (error) {
      if (error instanceof AppError) {
        const { status, message, i18nKey, params } = error
        return this.send(ws, { type: 'error', reqId, status, message, i18nKey, params })
      }
      this.deps.log.error({ err: error }, 'stages: message failed')
      this.send(ws, { type: 'error', reqId, status: 500, message: 'Internal Server Error' })
    }
  }

  // ---- fan-out ----

  private async onChange(payload: string): Promise<void> {
    let change: StageChange
    try {
      change = JSON.parse(payload) as StageChange
    } catch {
      return
    }
    const clients = this.byStage.get(change.id)
    if (!clients?.size) return
    if (change.deleted) {
      for (const c of clients) this.refuse(c.ws, CLOSE.unknownStage, 404, 'This stage was deleted')
      return
    }
    if (change.version <= (this.sentVersion.get(change.id) ?? 0)) return
    const stage = change.stage ?? (await loadView(this.deps, change.id))
    if (stage) this.broadcast(stage)
  }

  /** A change written by this server copy: fan out locally without waiting for the NOTIFY round trip. */
  publish(stage: StageView): void {
    this.broadcast(stage)
  }

  private broadcast(stage: StageView): void {
    const clients = this.byStage.get(stage.id)
    if (!clients?.size) return
    if (stage.version <= (this.sentVersion.get(stage.id) ?? 0)) return
    this.sentVersion.set(stage.id, stage.version)
    this.latest.set(stage.id, stage)
    const frameFor = stateFrames(stage, Date.now())
    for (const c of clients) if (c.ws.readyState === c.ws.OPEN) c.ws.send(frameFor(c), { binary: false })
  }

  /** Closes this copy's sockets opened with revoked links (the service calls it, and every copy hears the NOTIFY). */
  dropLinks(ids: readonly string[]): void {
    const revoked = new Set(ids)
    const error = linkRevoked()
    for (const clients of this.byStage.values()) {
      for (const c of clients) {
        if (c.link && revoked.has(c.link.id)) this.refuse(c.ws, CLOSE.forbidden, error.status, error.message, error)
      }
    }
  }

  private onLinksRevoked(payload: string): void {
    try {
      const { links } = JSON.parse(payload) as { links?: unknown }
      if (Array.isArray(links)) this.dropLinks(links.filter((l): l is string => typeof l === 'string'))
    } catch {
      // Not ours.
    }
  }

  /** After the LISTEN connection came back: notifications may have been missed, so reload what we serve. */
  private async resync(): Promise<void> {
    for (const id of this.byStage.keys()) {
      const stage = await loadView(this.deps, id).catch(() => null)
      if (stage) this.broadcast(stage)
    }
  }

  // ---- presence (displays per stage, summed over server copies) ----

  private localDisplays(stageId: string): number {
    let n = 0
    for (const c of this.byStage.get(stageId) ?? []) if (c.role === 'display') n++
    return n
  }

  /** A stage's sockets on this copy plus the displays the other copies announced: the per-stage cap holds for all. */
  private socketsEverywhere(stageId: string): number {
    return (this.byStage.get(stageId)?.size ?? 0) + this.presence.elsewhere(stageId)
  }

  /** A display's name and sound, written to its device row; the managers' list follows. */
  private async describe(client: Client, screen: { name: string; sound: boolean }): Promise<void> {
    client.describedAt = Date.now()
    await client.arrived
    if (client.device && (await describeScreen(this.deps, client.stageId, client.device, screen))) {
      await this.announcePresence(client.stageId)
    }
  }

  private async announcePresence(stageId: string): Promise<void> {
    await this.notify(PRESENCE_CHANNEL, this.presence.announcement(stageId, this.localDisplays(stageId)))
  }

  private onPresence(payload: string): void {
    const heard = this.presence.apply(payload)
    if (!heard) return
    if ('asked' in heard) {
      if (this.localDisplays(heard.asked) > 0) void this.announcePresence(heard.asked)
      return
    }
    for (const c of this.byStage.get(heard.changed) ?? [])
      if (c.role === 'manager' || c.role === 'controller') this.sendPresence(c)
  }

  private sendPresence(client: Client): void {
    this.send(client.ws, { type: 'presence', displays: this.presence.total(client.stageId) })
  }

  private async notify(channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(this.deps.db).catch((err) => {
      this.deps.log.warn({ err }, 'stages: notify failed')
    })
  }
}

/** Attaches the hub to the HTTP server (upgrade on REALTIME_PATH only). Returns the stop function. */
export async function attachStages(server: http.Server, deps: Deps): Promise<() => Promise<void>> {
  const hub = new StageHub(deps)
  await hub.start()
  deps.stageHub = hub
  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== REALTIME_PATH) return
    // A page of another site must not open a manager socket with the visitor's session cookie.
    if (!fromOwnOrigin(deps.config, req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    hub.handleUpgrade(req, socket, head)
  }
  server.on('upgrade', onUpgrade)
  return async () => {
    server.off('upgrade', onUpgrade)
    await hub.stop()
  }
}

/**
 * Stage whisperer: the shared shapes of a stage's state, the manager's operations and the realtime protocol
 * (WebSocket at /realtime/stages). Client and server validate with the same zod schemas.
 */
import { z } from 'zod'
import { deviceIdSchema } from './access.ts'
import type { RunOrderView } from './running-order.ts'

export const LIMITS = {
  messageChars: 280,
  stageNameChars: 80,
  presets: 24,
  presetChars: 60,
  setListItems: 60,
  setListItemChars: 120,
  stagesPerOwner: 20,
  displaysPerStage: 500,
  /** Longest countdown: 24 h. */
  timerMs: 24 * 3600_000,
  /** A screen's name, as its operator types it on the display ("Drum monitor"). */
  screenNameChars: 40,
  /** Acknowledgements kept per message (one per screen or link). */
  acksPerMessage: 20,
  /** A WebSocket frame bigger than this is refused. */
  frameBytes: 16_384,
} as const

/** Unambiguous capitals and digits (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 6
export const codeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`), 'Unknown stage code')

/** A code as typed (any case, spaces around), normalised; null when it cannot be any stage's code. */
export function wellFormedCode(typed: string): string | null {
  const parsed = codeSchema.safeParse(typed)
  return parsed.success ? parsed.data : null
}

export const REALTIME_PATH = '/realtime/stages'
/** docs/product.md §9 (realtime connection): reconnect delays, ping interval and the silence that means "lost". */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const
/** Both sides ping every 2 s: the client with an application `ping` message, the server with WebSocket pings. */
export const PING_MS = 2000
/**
 * A side that heard nothing (no frame at all) for this long treats the connection as dead, even when the socket
 * does not know it yet (a cable pulled, a screen switched off, a proxy that stopped forwarding): two missed pongs.
 */
export const DEAD_AFTER_MS = 4000
/** How long a flash lasts on the display. */
export const FLASH_MS = 3000

export const toneSchema = z.enum(['normal', 'attention', 'urgent'])
export type Tone = z.infer<typeof toneSchema>

const text = (max: number, field: string) =>
  z.string().trim().min(1, `${field} must not be empty`).max(max, `${field} is too long (at most ${max} characters)`)

export const messageTextSchema = text(LIMITS.messageChars, 'Message')
export const stageNameSchema = text(LIMITS.stageNameChars, 'Stage name')

export const presetSchema = z.object({ text: text(LIMITS.presetChars, 'Preset'), tone: toneSchema })
export type Preset = z.infer<typeof presetSchema>

export const timerModeSchema = z.enum(['off', 'countdown', 'countup', 'clock'])
export type TimerMode = z.infer<typeof timerModeSchema>

const durationMs = z.number().int().min(0).max(LIMITS.timerMs)

/** The one screen a message is for; absent: every screen. Only the manager's side sees it (`forScreen`). */
export interface MessageTarget {
  /** The display's device id (src-client/stages/device.ts): a secret of that screen and its manager. */
  device: string
  /** The screen's name when the message was sent (or its browser, for a screen without a name). */
  name: string
}

/** Who acknowledged a message, and when: a named screen or a controller link. */
export interface MessageAck {
  /** The screen's name (or its browser), or the link's label. */
  by: string
  via: 'display' | 'link'
  at: number
  /** One acknowledgement per screen or link: a digest of its id, which gives nobody the id itself. */
  key: string
}

export interface StageMessage {
  id: string
  text: string
  tone: Tone
  sentAt: number
  /** Set when the first display acknowledged this message (performer tapped it). */
  ackAt: number | null
  /** Every acknowledgement, first first (at most LIMITS.acksPerMessage); absent in messages from before. */
  acks?: MessageAck[]
  target?: MessageTarget
}

export interface StageTimer {
  mode: TimerMode
  /** Countdown length. */
  durationMs: number
  /** Server time the timer last started running; null when paused or stopped. */
  startedAt: number | null
  /** Time run before the last start (pauses). */
  elapsedMs: number
  /** Countdown turns "attention" at this much left, "urgent" at urgentAtMs; below 0 it is overrun. */
  warnAtMs: number
  urgentAtMs: number
}

export interface StageState {
  message: StageMessage | null
  /** Server time of the last flash; the display flashes for FLASH_MS after it. */
  flashAt: number | null
  timer: StageTimer
  setList: string[]
  /** Index of "now playing" in setList; -1 = not started. */
  current: number
  presets: Preset[]
  /** Displays show nothing (black) while true ("blackout"); absent in stages saved before it existed. */
  blackout?: boolean
}

/** A stage as managers and displays see it. */
export interface StageView {
  id: string
  code: string
  name: string
  version: number
  state: StageState
  updatedAt: string
  /** The stage's running order with its live state (null: none yet); absent only in the stage list. */
  runOrder?: RunOrderView | null
  /** In the stage list only (which carries no running order): its running order's time zone, null without one. */
  timezone?: string | null
}

/** Everything a manager can do to a stage: one union for WebSocket, tRPC and REST. */
export const stageOpSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    text: messageTextSchema,
    tone: toneSchema.default('normal'),
    flash: z.boolean().default(false),
    /** One connected screen's device id: only that screen shows the message. */
    target: deviceIdSchema.optional(),
  }),
  z.object({ type: z.literal('clear') }),
  z.object({ type: z.literal('flash') }),
  z.object({
    type: z.literal('timer.set'),
    mode: timerModeSchema,
    durationMs: durationMs.optional(),
    warnAtMs: durationMs.optional(),
    urgentAtMs: durationMs.optional(),
    start: z.boolean().default(false),
  }),
  z.object({ type: z.literal('timer.start') }),
  z.object({ type: z.literal('timer.pause') }),
  z.object({ type: z.literal('timer.reset') }),
  z.object({ type: z.literal('timer.adjust'), deltaMs: z.number().int().min(-LIMITS.timerMs).max(LIMITS.timerMs) }),
  z.object({
    type: z.literal('setList.set'),
    items: z
      .array(text(LIMITS.setListItemChars, 'Song title'))
      .max(LIMITS.setListItems, `At most ${LIMITS.setListItems} songs`),
  }),
  z.object({ type: z.literal('setList.goto'), index: z.number().int().min(-1).max(LIMITS.setListItems) }),
  z.object({ type: z.literal('setList.next') }),
  z.object({ type: z.literal('setList.prev') }),
  z.object({
    type: z.literal('presets.set'),
    items: z.array(presetSchema).max(LIMITS.presets, `At most ${LIMITS.presets} presets`),
  }),
  /** Blackout on (true), off (false: "on air") or toggled (absent). */
  z.object({ type: z.literal('blackout'), on: z.boolean().optional() }),
])
export type StageOp = z.input<typeof stageOpSchema>
export type ParsedStageOp = z.output<typeof stageOpSchema>

export const DEFAULT_PRESETS: Preset[] = [
  { text: '5 minutes', tone: 'attention' },
  { text: 'Wrap up', tone: 'urgent' },
  { text: 'Louder', tone: 'normal' },
  { text: 'Encore', tone: 'normal' },
]

export function initialState(presets: Preset[] = DEFAULT_PRESETS): StageState {
  return {
    message: null,
    flashAt: null,
    timer: {
      mode: 'off',
      durationMs: 30 * 60_000,
      startedAt: null,
      elapsedMs: 0,
      warnAtMs: 5 * 60_000,
      urgentAtMs: 60_000,
    },
    setList: [],
    current: -1,
    presets,
  }
}

/**
 * Pure: the state after one operation at server time `now`. `newId` names a new message; `target` is the screen a
 * targeted message is for, as the server found it connected (op.target is only its device id).
 */
export function applyOp(
  state: StageState,
  op: ParsedStageOp,
  now: number,
  newId: () => string,
  target?: MessageTarget,
): StageState {
  const timer = state.timer
  switch (op.type) {
    case 'message':
      return {
        ...state,
        message: {
          id: newId(),
          text: op.text,
          tone: op.tone,
          sentAt: now,
          ackAt: null,
          acks: [],
          ...(target ? { target } : {}),
        },
        flashAt: op.flash ? now : state.flashAt,
      }
    case 'clear':
      return { ...state, message: null, flashAt: null }
    case 'flash':
      return { ...state, flashAt: now }
    case 'timer.set': {
      const next: StageTimer = {
        ...timer,
        mode: op.mode,
        durationMs: op.durationMs ?? timer.durationMs,
        warnAtMs: op.warnAtMs ?? timer.warnAtMs,
        urgentAtMs: op.urgentAtMs ?? timer.urgentAtMs,
        startedAt: op.start && op.mode !== 'off' ? now : null,
        elapsedMs: 0,
      }
      return { ...state, timer: next }
    }
    case 'timer.start':
      if (timer.startedAt !== null || timer.mode === 'off' || timer.mode === 'clock') return state
      return { ...state, timer: { ...timer, startedAt: now } }
    case 'timer.pause':
      if (timer.startedAt === null) return state
      return { ...state, timer: { ...timer, startedAt: null, elapsedMs: timer.elapsedMs + (now - timer.startedAt) } }
    case 'timer.reset':
      return { ...state, timer: { ...timer, startedAt: null, elapsedMs: 0 } }
    case 'timer.adjust': {
      // For a countdown "+1 min" means more time left: less elapsed. For a count-up it adds to the elapsed time.
      const delta = timer.mode === 'countdown' ? -op.deltaMs : op.deltaMs
      return { ...state, timer: { ...timer, elapsedMs: timer.elapsedMs + delta } }
    }
    case 'setList.set':
      return { ...state, setList: op.items, current: Math.min(state.current, op.items.length - 1) }
    case 'setList.goto':
      return { ...state, current: Math.max(-1, Math.min(op.index, state.setList.length - 1)) }
    case 'setList.next':
      return { ...state, current: Math.min(state.current + 1, state.setList.length - 1) }
    case 'setList.prev':
      return { ...state, current: Math.max(state.current - 1, -1) }
    case 'presets.set':
      return { ...state, presets: op.items }
    case 'blackout':
      return { ...state, blackout: op.on ?? !state.blackout }
  }
}

/** The state with a new acknowledgement, or null when it changes nothing (this screen or link already did). */
export function withAck(state: StageState, ack: MessageAck): StageState | null {
  const message = state.message
  if (!message) return null
  const acks = message.acks ?? []
  if (acks.some((a) => a.key === ack.key) || acks.length >= LIMITS.acksPerMessage) return null
  return { ...state, message: { ...message, ackAt: message.ackAt ?? ack.at, acks: [...acks, ack] } }
}

/**
 * What a screen (a display, or a viewer link: `device` null) may see of a stage: a message for another screen is
 * not there at all (nor the flash it came with), and no message says who it is for or who acknowledged it. The
 * manager's side (owner, controller link, API token) sees everything.
 */
export function forScreen(stage: StageView, device: string | null): StageView {
  const message = stage.state.message
  if (!message || (!message.target && !message.acks?.length)) return stage
  const { target, acks: _acks, ...shown } = message
  if (target && target.device !== device) {
    const flashAt = stage.state.flashAt === message.sentAt ? null : stage.state.flashAt
    return { ...stage, state: { ...stage.state, message: null, flashAt } }
  }
  return { ...stage, state: { ...stage.state, message: shown } }
}

/** Whether a stage shows the same to every screen and to its manager (one frame serves all sockets). */
export function sameForAll(stage: StageView): boolean {
  return forScreen(stage, null) === stage
}

/** Milliseconds the timer has run at server time `now`. */
export function timerElapsed(timer: StageTimer, now: number): number {
  return timer.elapsedMs + (timer.startedAt === null ? 0 : now - timer.startedAt)
}

/** What a timer shows: signed ms (countdown: left, negative = overrun; count-up: elapsed) and its tone. */
export function timerReading(timer: StageTimer, now: number): { ms: number; tone: Tone; overrun: boolean } {
  const elapsed = timerElapsed(timer, now)
  if (timer.mode === 'countdown') {
    const left = timer.durationMs - elapsed
    const tone: Tone = left <= timer.urgentAtMs ? 'urgent' : left <= timer.warnAtMs ? 'attention' : 'normal'
    return { ms: left, tone, overrun: left < 0 }
  }
  return { ms: elapsed, tone: 'normal', overrun: false }
}

/** `-1:05`, `12:00`, `1:02:03`. Countdowns round up (a timer showing 0:00 has really run out). */
export function formatDuration(ms: number, roundUp = false): string {
  const negative = ms < 0
  const abs = Math.abs(ms)
  const total = roundUp && !negative ? Math.ceil(abs / 1000) : Math.floor(abs / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const body =
    h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`
  return negative && total > 0 ? `-${body}` : body
}

// ---- realtime protocol -------------------------------------------------------------------------------------

export const screenNameSchema = z
  .string()
  .trim()
  .max(LIMITS.screenNameChars, `Screen name is too long (at most ${LIMITS.screenNameChars} characters)`)
  // Shown to the manager as plain text: no control characters or line breaks.
  .regex(/^[^\p{Cc}]*$/u, 'Screen name must be plain text')

/** Messages a client may send. Displays may only send `ping`, `ack` and `screen`. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), t: z.number() }),
  z.object({ type: z.literal('ack'), messageId: z.string().max(64) }),
  /** A display says what it is: its name and whether it may play its audible cue (sent after each connect). */
  z.object({ type: z.literal('screen'), name: screenNameSchema, sound: z.boolean() }),
  z.object({ type: z.literal('auth'), token: z.string().max(8192) }),
  z.object({ type: z.literal('op'), reqId: z.string().max(64).optional(), op: z.unknown() }),
  /** A running order live control (`runOpSchema` in running-order.ts): managers only. */
  z.object({ type: z.literal('run'), reqId: z.string().max(64).optional(), op: z.unknown() }),
])
export type ClientMessage = z.infer<typeof clientMessageSchema>

export type ServerMessage =
  | { type: 'state'; stage: StageView; serverTime: number }
  | { type: 'pong'; t: number; serverTime: number }
  | { type: 'ok'; reqId?: string; version: number }
  | { type: 'presence'; displays: number }
  /** First message on a role link's socket (src/stages/access.ts): what the page may do. */
  | { type: 'role'; role: 'viewer' | 'controller' }
  | {
      type: 'error'
      reqId?: string
      status: number
      /** English text; `i18nKey` and `params` let a page show it in its language (catalog key of the error). */
      message: string
      i18nKey?: string
      params?: Record<string, string | number>
    }

/**
 * WebSocket close codes the client acts on: unknown stage and forbidden stop reconnecting; an expired manager
 * token reconnects at once (the browser's session cookie holds a fresh token by then).
 */
export const CLOSE = {
  unknownStage: 4404,
  unauthorized: 4401,
  forbidden: 4403,
  badRequest: 4400,
  sessionExpired: 4440,
  serverStopping: 1001,
} as const

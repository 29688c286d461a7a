/**
 * Who sees what of a stage on the realtime socket: the manager's side (the owner, a controller link) sees the whole
 * stage; a display sees what is for every screen and for itself (`forScreen`), a viewer link what is for every
 * screen. The hub (realtime.ts) keeps the sockets; this module knows their audience and encodes their frames.
 */
import type { WebSocket } from 'ws'
import { forScreen, type ServerMessage, type StageView, sameForAll } from '../../src/stages/protocol.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { LinkRow } from './access/service.ts'

/** One socket of a stage. */
export interface Client {
  ws: WebSocket
  role: 'display' | 'manager' | 'viewer' | 'controller'
  stageId: string
  user: AuthUser | null
  /** Sockets opened with a role link (access/): revoking the link closes them. */
  link?: LinkRow
  /** A display's well-formed device id (null without one): the messages for that screen reach it. */
  device: string | null
  /** Names an anonymous display's acknowledgement. */
  socketId: string
  /** A display's row is written (what it says about itself updates that row). */
  arrived: Promise<void>
  /** When the display last said what it is. */
  describedAt: number
  /** What it said too soon after that, written once the pause is over (a timer while one waits). */
  pendingScreen?: { name: string; sound: boolean }
  screenTimer?: ReturnType<typeof setTimeout>
}

/** The manager's side (owner, controller) sees the whole stage; displays and viewers see what is theirs. */
export const seesAll = (c: Client) => c.role === 'manager' || c.role === 'controller'

/** What this socket may see of the stage. */
export function stageFor(c: Client, stage: StageView): StageView {
  return seesAll(c) ? stage : forScreen(stage, c.device)
}

/**
 * The `state` frame of each socket, encoded once for every socket of the stage; a message for one screen (or its
 * acknowledgements) makes at most three frames: the manager's side, the screen it is for, and every other screen.
 */
export function stateFrames(stage: StageView, serverTime: number): (c: Client) => Buffer {
  const encode = (s: StageView) =>
    Buffer.from(JSON.stringify({ type: 'state', stage: s, serverTime } satisfies ServerMessage))
  const whole = encode(stage)
  if (sameForAll(stage)) return () => whole
  const target = stage.state.message?.target?.device
  const perScreen = new Map<string | null, Buffer>()
  return (c) => {
    if (seesAll(c)) return whole
    const key = c.device !== null && c.device === target ? c.device : null
    let frame = perScreen.get(key)
    if (!frame) {
      frame = encode(forScreen(stage, key))
      perScreen.set(key, frame)
    }
    return frame
  }
}

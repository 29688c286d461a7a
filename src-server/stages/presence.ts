/**
 * Presence of the stage whisperer: how many displays each server copy serves per stage, learnt from NOTIFYs on
 * one channel, so the per-stage display cap holds across copies and managers see the count of all of them. The
 * hub (realtime.ts) owns the sockets; this book only keeps the counts and reads and writes the notifications.
 */

export const PRESENCE_CHANNEL = 'stages_presence'

/** `{s, id, n}`: server copy `s` serves `n` displays of stage `id`; `{q}`: who serves displays of stage `q`? */
type PresenceMessage = { s: string; id: string; n: number } | { q: string }

export class PresenceBook {
  /** Displays per stage per server copy. */
  private readonly counts = new Map<string, Map<string, number>>()

  private readonly serverId: string

  constructor(serverId: string) {
    this.serverId = serverId
  }

  /** Displays of the stage that the other copies announced. */
  elsewhere(stageId: string): number {
    let n = 0
    for (const [server, displays] of this.counts.get(stageId) ?? []) if (server !== this.serverId) n += displays
    return n
  }

  /** Displays of the stage on every copy (this one's own announcement included). */
  total(stageId: string): number {
    let n = 0
    for (const displays of this.counts.get(stageId)?.values() ?? []) n += displays
    return n
  }

  /** This copy's announcement: it serves `displays` displays of the stage. */
  announcement(stageId: string, displays: number): string {
    return JSON.stringify({ s: this.serverId, id: stageId, n: displays } satisfies PresenceMessage)
  }

  /** The question a copy asks when a manager joins: who serves displays of this stage? */
  question(stageId: string): string {
    return JSON.stringify({ q: stageId } satisfies PresenceMessage)
  }

  /** Reads a notification: a question to answer, or a count that changed (for the stage's managers). */
  apply(payload: string): { asked: string } | { changed: string } | null {
    let msg: PresenceMessage
    try {
      msg = JSON.parse(payload) as PresenceMessage
    } catch {
      return null
    }
    if ('q' in msg) return typeof msg.q === 'string' ? { asked: msg.q } : null
    if (typeof msg.id !== 'string' || typeof msg.s !== 'string' || typeof msg.n !== 'number') return null
    let perServer = this.counts.get(msg.id)
    if (!perServer) {
      perServer = new Map()
      this.counts.set(msg.id, perServer)
    }
    if (msg.n > 0) perServer.set(msg.s, msg.n)
    else perServer.delete(msg.s)
    if (perServer.size === 0) this.counts.delete(msg.id)
    return { changed: msg.id }
  }
}

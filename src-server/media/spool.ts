import type { IncomingMessage } from 'node:http'
import { Transform } from 'node:stream'

/** Uploads one user may have in flight at once (the gallery sends its files one after another, so 2 is plenty). */
export const UPLOADS_PER_USER = 2

/** What a refused upload is told to wait before trying again (503 Retry-After). */
export const SPOOL_RETRY_AFTER_S = 5

/** How long a write may wait for room in a full spool (uploads ending, idle ones dropped) before it fails. */
const ROOM_WAIT_MS = 60_000
/**
 * How long an upload must have sent nothing to be dropped for room (at most half the idle timeout): a phone on a
 * mobile network pauses for seconds and is still moving; a second was short enough that a busy server's own
 * pauses made moving uploads look stalled.
 */
const MAKE_ROOM_IDLE_MS = 5000

export interface UploadSpoolOptions {
  /** Bytes all uploads together may have spooled on disk (UPLOAD_SPOOL_MAX_MB). */
  maxBytes: number
  /** An upload whose body sends nothing for this long is dropped (UPLOAD_IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number
  log?: { warn(fields: object, message: string): void }
}

/** Why an upload was refused: the user has UPLOADS_PER_USER in flight, or the spool is full of active uploads. */
export class UploadRefused extends Error {
  readonly reason: 'perUser' | 'spoolFull'
  constructor(reason: 'perUser' | 'spoolFull') {
    super(reason === 'perUser' ? 'too many uploads in flight for this user' : 'the upload spool is full')
    this.reason = reason
  }
}

/**
 * What uploads may spool to disk in this process, all of them together (every multipart and raw upload path:
 * photos, avatars, /storage/v1 objects). Per-request bounds alone let 150 stalled uploads spool 1.15 GB in 21 s.
 *
 * - At most UPLOADS_PER_USER uploads per user in flight (`admit`).
 * - At most `maxBytes` spooled at once: a write that would pass it waits for room (backpressure on its client),
 *   dropping uploads that have sent nothing for MAKE_ROOM_IDLE_MS or more (the longest idle first) and letting moving ones
 *   finish. When every upload holding bytes is itself waiting for room, the one with the least spooled gives up
 *   (503 with Retry-After), so the uploads furthest along finish and the disk never holds more than the cap.
 * - An upload whose body sends no byte for `idleTimeoutMs` is dropped (Node's own limit is 5 minutes).
 *
 * Dropping destroys the request: its reader fails as for a client that went away, and its door deletes the spool
 * files as it does for any failure, then calls `release()`. Counts are per process: the disk is this process's.
 */
export class UploadSpool {
  readonly options: UploadSpoolOptions
  private spooled = 0
  private readonly perUser = new Map<string, number>()
  private readonly tickets = new Set<SpoolTicket>()
  /** Writes waiting for a dropped upload to free its space. */
  private waiters: (() => void)[] = []

  constructor(options: UploadSpoolOptions) {
    this.options = options
  }

  /** Bytes spooled now by all uploads. */
  get spooledBytes(): number {
    return this.spooled
  }

  /** Uploads in flight now. */
  get inFlight(): number {
    return this.tickets.size
  }

  /** Uploads let in since the start. */
  admitted = 0

  /**
   * A place for one upload of `owner` (a user id, or another key such as a signed URL's address; null: not
   * counted per owner, e.g. the service role). Throws UploadRefused('perUser') past UPLOADS_PER_USER.
   */
  admit(owner: string | null, req: IncomingMessage): SpoolTicket {
    if (owner !== null) {
      const current = this.perUser.get(owner) ?? 0
      if (current >= UPLOADS_PER_USER) throw new UploadRefused('perUser')
      this.perUser.set(owner, current + 1)
    }
    const ticket = new SpoolTicket(this, owner, req)
    this.tickets.add(ticket)
    this.admitted++
    return ticket
  }

  /**
   * @internal Counts `bytes` more for `ticket`. In a full spool it waits for room: idle uploads are dropped one at
   * a time (the longest idle first) and uploads that are moving or being converted end; false when no room can
   * come (every upload holding bytes is itself waiting) or none came in ROOM_WAIT_MS.
   */
  async reserve(ticket: SpoolTicket, bytes: number): Promise<boolean> {
    if (this.spooled + bytes > this.options.maxBytes) {
      const deadline = Date.now() + ROOM_WAIT_MS
      // Held back by the spool, not by its client: neither idle nor a candidate to drop meanwhile.
      ticket.waiting = true
      try {
        while (this.spooled + bytes > this.options.maxBytes) {
          if (ticket.dropped || ticket.refused || Date.now() > deadline) return false
          if (![...this.tickets].some((t) => (t.dropped || t.refused) && t.bytes > 0)) {
            const victim = this.longestIdle(ticket)
            if (victim) victim.drop('spool full')
            else if (![...this.tickets].some((t) => t.bytes > 0 && !t.waiting)) {
              // Every upload holding bytes waits for room only another could free: the one with the least so far
              // gives up (503), and its bytes go when it has cleaned up.
              const weakest = [...this.tickets]
                .filter((t) => t.waiting && !t.refused)
                .reduce((a, b) => (b.bytes < a.bytes ? b : a), ticket)
              if (weakest === ticket) return false
              weakest.refused = true
              this.wake()
            }
          }
          await this.spaceFreed()
        }
      } finally {
        ticket.waiting = false
        ticket.touch()
      }
    }
    this.spooled += bytes
    ticket.bytes += bytes
    return true
  }

  /** @internal */
  release(ticket: SpoolTicket): void {
    if (!this.tickets.delete(ticket)) return
    this.spooled -= ticket.bytes
    ticket.bytes = 0
    this.leave(ticket)
    this.wake()
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake()
  }

  /** @internal The owner's place: given back when the upload ends, or as soon as its client is gone. */
  leave(ticket: SpoolTicket): void {
    if (ticket.owner === null || ticket.left) return
    ticket.left = true
    const left = (this.perUser.get(ticket.owner) ?? 1) - 1
    if (left > 0) this.perUser.set(ticket.owner, left)
    else this.perUser.delete(ticket.owner)
  }

  private spaceFreed(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, 200)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.waiters.push(done)
    })
  }

  /** The upload with spooled bytes that has gone longest without a byte, past MAKE_ROOM_IDLE_MS (not `but`). */
  private longestIdle(but: SpoolTicket): SpoolTicket | null {
    const minIdle = Math.min(MAKE_ROOM_IDLE_MS, this.options.idleTimeoutMs / 2)
    let victim: SpoolTicket | null = null
    for (const t of this.tickets) {
      if (t === but || t.dropped || t.waiting || t.bytes === 0 || Date.now() - t.lastByteAt < minIdle) continue
      if (!victim || t.lastByteAt < victim.lastByteAt) victim = t
    }
    return victim
  }
}

/** One upload's place in the spool: its bytes on disk, its idle timer; `release()` once its files are gone. */
export class SpoolTicket {
  readonly owner: string | null
  bytes = 0
  lastByteAt = Date.now()
  dropped: string | null = null
  /** Waiting for room in the spool (its body is held back by us, not stalled by its client). */
  waiting = false
  /** Told to give up waiting: the spool could not make room for every waiting upload. */
  refused = false
  private readonly spool: UploadSpool
  private readonly req: IncomingMessage
  private timer: NodeJS.Timeout | null = null

  /** @internal The owner's place is given back. */
  left = false

  constructor(spool: UploadSpool, owner: string | null, req: IncomingMessage) {
    this.spool = spool
    this.owner = owner
    this.req = req
    // A client that went away (or was dropped) has no upload in flight any more, though its files may still be
    // on their way out: it may start again at once.
    req.once('close', () => {
      if (!req.complete) spool.leave(this)
    })
  }

  /** The body is being read from now on: every byte keeps it alive, `idleTimeoutMs` without one drops it. */
  watch(): void {
    if (this.timer) return
    this.lastByteAt = Date.now()
    this.req.on('data', () => this.touch())
    this.arm()
  }

  /** A byte arrived (for readers that see the chunks themselves). */
  touch(): void {
    this.lastByteAt = Date.now()
  }

  /** Counts `bytes` about to be written to the spool; false: the spool is full, fail the upload. */
  reserve(bytes: number): Promise<boolean> {
    return this.spool.reserve(this, bytes)
  }

  /**
   * A pass-through for the bytes on their way to a spool file: each chunk is counted (and waits while room is
   * made); when there is none, the stream fails with `full()`.
   */
  meter(full: () => Error): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.reserve(chunk.length).then((ok) => (ok ? done(null, chunk) : done(full())), done)
      },
    })
  }

  /** Ends the upload now: its request is destroyed, its reader fails, its door cleans up. */
  drop(reason: string): void {
    if (this.dropped) return
    this.dropped = reason
    this.spool.options.log?.warn({ reason, owner: this.owner, bytes: this.bytes }, `upload dropped: ${reason}`)
    this.req.destroy()
  }

  /** The spool files are deleted (or kept elsewhere): frees the bytes and the owner's place. Idempotent. */
  release(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.spool.release(this)
  }

  private arm(): void {
    const { idleTimeoutMs } = this.spool.options
    const wait = Math.max(0, this.lastByteAt + idleTimeoutMs - Date.now())
    this.timer = setTimeout(() => {
      this.timer = null
      if (this.req.complete || this.req.destroyed) return
      if (this.waiting) this.touch()
      if (Date.now() - this.lastByteAt >= idleTimeoutMs) this.drop(`no byte for ${idleTimeoutMs} ms`)
      else this.arm()
    }, wait)
    this.timer.unref()
  }
}

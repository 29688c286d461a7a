import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import {
  connectIfListening,
  exchange,
  type Holder,
  MAX_LINE_BYTES,
  type Message,
  type OperationRequest,
  readLines,
  sendMessage,
} from './protocol.ts'

/**
 * One writer per data directory. The process that opens DATA_DIR's embedded database listens on a Unix socket in
 * it (`server.sock`); the listening socket is the lock. The kernel lets one process listen on a name, and a process
 * that dies, even by kill -9, stops listening: a socket file nobody answers on is stale and is taken over. The same
 * socket carries the commands of `npm run …` to a running server (protocol.ts), so only the directory's owner may
 * open it (0600).
 */
export const SOCKET_NAME = 'server.sock'
/**
 * Written by the holder beside the socket: its pid and role, and where the socket is (in the temp directory when
 * DATA_DIR's path is too long). Only information: a process busy opening the database may answer late.
 */
export const SOCKET_NOTE_NAME = 'server.sock.json'
/** sun_path holds 104 (macOS) to 108 (Linux) bytes with the closing NUL. */
const MAX_SOCKET_PATH_BYTES = 103
/** How often the holder checks that its socket file is still there (besides watching the folder). */
const CHECK_INTERVAL_MS = 30_000

/** The role `npm run restore` holds a directory under. */
export const RESTORE_ROLE = 'restore'

export type OperationHandler = (request: OperationRequest, print: (line: string) => void) => Promise<unknown>

export class DataDirInUse extends Error {
  override name = 'DataDirInUse'
  readonly holder: Holder | null

  constructor(dataDir: string, holder: Holder | null) {
    const who =
      holder === null
        ? 'another process (it did not say which)'
        : holder.role === 'server'
          ? `a running Stagebook server (pid ${holder.pid})`
          : `\`npm run ${holder.role}\` (pid ${holder.pid})`
    super(`DATA_DIR ${dataDir} is in use by ${who}: one process at a time may open its database.`)
    this.holder = holder
  }
}

/** Where the socket of `dataDir` lives: inside it, or, when that path is too long, in a private temp folder. */
export function lockSocketPath(dataDir: string): string {
  const inside = path.join(dataDir, SOCKET_NAME)
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH_BYTES) return inside
  return path.join(privateTempDir(), `${dirHash(dataDir)}.sock`)
}

const dirHash = (dataDir: string) => createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 24)

/** os.tmpdir()/stagebook-<uid>, owner-only: nobody else can put a socket there for us to talk to. */
function privateTempDir(): string {
  const uid = process.getuid?.() ?? 0
  const dir = path.join(os.tmpdir(), `stagebook-${uid}`)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stat = fs.lstatSync(dir)
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o077) !== 0) {
    throw new Error(`${dir} must be a folder only this user may open (mode 700) to hold the DATA_DIR socket`)
  }
  return dir
}

/**
 * Takes the directory for this process. Exclusive (the embedded database): throws DataDirInUse when another live
 * process holds it. Not exclusive (Postgres, where server copies may share DATA_DIR): returns null instead, and
 * the holder answers the commands; but a restore in progress is never shared (it fills the directory and the
 * database).
 */
export async function acquireDataDir(
  dataDir: string,
  options: { role: string; exclusive: boolean; onProblem?: (message: string) => void },
): Promise<DataDirLock | null> {
  fs.mkdirSync(dataDir, { recursive: true })
  const lock = new DataDirLock(dataDir, options.role, options.onProblem ?? (() => {}))
  const holder = await lock.take()
  if (holder === 'taken') return lock
  if (options.exclusive || holder?.role === RESTORE_ROLE) throw new DataDirInUse(dataDir, holder)
  return null
}

export class DataDirLock {
  readonly socketPath: string
  private server: net.Server | null = null
  private inode = 0
  private handler: OperationHandler | null = null
  private watcher: fs.FSWatcher | null = null
  private timer: NodeJS.Timeout | null = null
  private closed = false
  private checking: Promise<void> | null = null

  readonly dataDir: string
  readonly role: string
  private readonly onProblem: (message: string) => void

  constructor(dataDir: string, role: string, onProblem: (message: string) => void) {
    this.dataDir = dataDir
    this.role = role
    this.onProblem = onProblem
    this.socketPath = lockSocketPath(dataDir)
  }

  /** From now on requests run through `handler` (until then they are answered "starting"). */
  serve(handler: OperationHandler): void {
    this.handler = handler
  }

  /** Listens on the socket; 'taken', or who holds it. Serialised with other starts on this machine (guard). */
  async take(): Promise<'taken' | Holder | null> {
    const release = await takeGuard(this.dataDir)
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await this.listen()
          this.watch()
          return 'taken'
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
        }
        const socket = await connectIfListening(this.socketPath)
        if (socket) return (await exchange(socket, null, undefined, 2000)).holder ?? this.noteHolder()
        // Nobody listens: left by a process that died.
        fs.rmSync(this.socketPath, { force: true })
      }
      throw new Error(`could not listen on ${this.socketPath}`)
    } finally {
      release()
    }
  }

  private async listen(): Promise<void> {
    const server = net.createServer((socket) => this.answer(socket))
    server.unref()
    // Created owner-only (umask), so there is no moment in which another user could connect.
    let umask: number | null = null
    try {
      umask = process.umask(0o177)
    } catch {
      // Worker threads cannot change it; the chmod below then closes the gap.
    }
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(this.socketPath, () => resolve())
        if (umask !== null) process.umask(umask)
      })
    } finally {
      if (umask !== null) process.umask(umask)
    }
    fs.chmodSync(this.socketPath, 0o600)
    this.server = server
    this.inode = fs.lstatSync(this.socketPath).ino
    const note = { pid: process.pid, role: this.role, socket: this.socketPath }
    fs.writeFileSync(path.join(this.dataDir, SOCKET_NOTE_NAME), `${JSON.stringify(note)}\n`, { mode: 0o600 })
  }

  /** Who the note says holds the directory (when the holder is too busy to greet). */
  private noteHolder(): Holder | null {
    try {
      const note = JSON.parse(fs.readFileSync(path.join(this.dataDir, SOCKET_NOTE_NAME), 'utf8')) as Partial<Holder>
      return typeof note.pid === 'number' && typeof note.role === 'string' ? { pid: note.pid, role: note.role } : null
    } catch {
      return null
    }
  }

  private answer(socket: net.Socket): void {
    socket.on('error', () => {})
    sendMessage(socket, { type: 'hello', pid: process.pid, role: this.role })
    let busy = false
    readLines(
      socket,
      (line) => {
        if (busy) return
        busy = true
        void this.run(line, (message: Message) => sendMessage(socket, message)).finally(() => socket.end())
      },
      MAX_LINE_BYTES,
    )
  }

  private async run(line: string, send: (message: Message) => void): Promise<void> {
    let request: OperationRequest
    try {
      const parsed = JSON.parse(line) as Partial<OperationRequest>
      if (typeof parsed.op !== 'string') throw new Error('no op')
      request = { op: parsed.op, input: parsed.input }
    } catch {
      send({ type: 'error', message: 'malformed request' })
      return
    }
    if (this.role !== 'server') {
      send({ type: 'error', message: `DATA_DIR is in use by \`npm run ${this.role}\` (pid ${process.pid})` })
      return
    }
    if (!this.handler) {
      send({ type: 'error', message: 'the server is still starting: try again in a moment' })
      return
    }
    try {
      const value = await this.handler(request, (l) => send({ type: 'line', line: l }))
      send({ type: 'result', value: value ?? null })
    } catch (error) {
      send({ type: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  /** Notices when the socket file goes (someone removed it) and puts it back. */
  private watch(): void {
    if (this.watcher || this.closed) return
    try {
      this.watcher = fs.watch(path.dirname(this.socketPath), (_event, name) => {
        if (name === null || name === path.basename(this.socketPath)) void this.check()
      })
      this.watcher.on('error', () => {})
      this.watcher.unref()
    } catch {
      // No watching on this file system: the interval below still notices.
    }
    this.timer = setInterval(() => void this.check(), CHECK_INTERVAL_MS)
    this.timer.unref()
  }

  /** Resolves once the socket file is checked (and put back when it was gone). */
  check(): Promise<void> {
    this.checking ??= this.recreateIfGone().finally(() => {
      this.checking = null
    })
    return this.checking
  }

  private async recreateIfGone(): Promise<void> {
    if (this.closed || this.stillOurs()) return
    this.onProblem(`the DATA_DIR socket ${this.socketPath} was removed; listening on it again`)
    const old = this.server
    this.server = null
    old?.close()
    const outcome = await this.take().catch((error: Error) => error)
    if (outcome !== 'taken') {
      const who = outcome instanceof Error ? outcome.message : `pid ${outcome?.pid ?? '?'}`
      this.onProblem(`could not listen on the DATA_DIR socket again (${who}): stop the other process`)
    }
  }

  private stillOurs(): boolean {
    try {
      return fs.lstatSync(this.socketPath).ino === this.inode
    } catch {
      return false
    }
  }

  /** Stops listening and removes the socket file (if it is still this process's). */
  async release(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.watcher?.close()
    if (this.timer) clearInterval(this.timer)
    await this.checking
    const server = this.server
    if (this.stillOurs()) {
      fs.rmSync(this.socketPath, { force: true })
      fs.rmSync(path.join(this.dataDir, SOCKET_NOTE_NAME), { force: true })
    }
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/**
 * Two processes finding the same stale socket must not both remove it and listen: the second would remove the
 * first one's fresh socket. On Linux, a socket in the abstract namespace (no file, gone with its process) keyed by
 * the directory serialises taking it; held for milliseconds. Elsewhere there is no such guard (docs/operating.md).
 */
async function takeGuard(dataDir: string): Promise<() => void> {
  if (process.platform !== 'linux') return () => {}
  const name = `\0stagebook-data-dir-${dirHash(dataDir)}`
  const deadline = Date.now() + 15_000
  for (;;) {
    const guard = net.createServer()
    try {
      await new Promise<void>((resolve, reject) => {
        guard.once('error', reject)
        guard.listen(name, () => resolve())
      })
      guard.unref()
      return () => guard.close()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error
      await delay(20)
    }
  }
}

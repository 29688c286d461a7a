import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import type { Deps } from '../deps.ts'
import { writeBackup } from './backup.ts'
import type { BackupManifest } from './manifest.ts'

/**
 * How `npm run backup` reaches a running server: PGlite lets one process open its data directory, so while the
 * server runs, the server itself writes the archive. The command connects to a Unix socket in DATA_DIR that only
 * the directory's owner may open (0600), sends one request line and reads progress lines and a result:
 *
 *   → {"op":"backup","input":{"file":"/abs/path.tar.gz"}}
 *   ← {"type":"hello","pid":…,"role":"server"}  {"type":"line","line":"…"}…  {"type":"result","value":{manifest}}
 *
 * The messages are those of the DATA_DIR lock's command socket, so `backupRequestHandler` plugs into it as one
 * more operation once that lock lands; this file's own socket then goes.
 */
export const BACKUP_OP = 'backup'

export interface ServerRequest {
  op: string
  input: unknown
}
export type ServerRequestHandler = (request: ServerRequest, print: (line: string) => void) => Promise<unknown>

const backupInput = z.object({ file: z.string().min(1).max(4096) })

/** The server's side: writes the archive the command asked for, with the database the server has open. */
export function backupRequestHandler(deps: Pick<Deps, 'config' | 'dbh' | 'log'>): ServerRequestHandler {
  return async (request, print) => {
    if (request.op !== BACKUP_OP) throw new Error(`unknown operation ${request.op}`)
    const input = backupInput.safeParse(request.input)
    if (!input.success || !path.isAbsolute(input.data.file)) throw new Error('backup needs an absolute file path')
    deps.log.info({ file: input.data.file }, 'backup requested')
    const manifest = await writeBackup({ config: deps.config, dbh: deps.dbh }, input.data.file, print)
    deps.log.info({ file: input.data.file, objects: manifest.storage.objects }, 'backup written')
    return manifest
  }
}

/** The socket of `dataDir` (in the temp directory when the path is too long for a socket name). */
export function commandSocketPath(dataDir: string): string {
  const inside = path.join(dataDir, 'commands.sock')
  // sun_path holds 104 (macOS) to 108 (Linux) bytes; serveCommands binds it first one folder deeper.
  if (Buffer.byteLength(inside) <= 80) return inside
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 20)
  return path.join(os.tmpdir(), `stagebook-commands-${hash}.sock`)
}

type Message =
  | { type: 'hello'; pid: number; role: string }
  | { type: 'line'; line: string }
  | { type: 'result'; value: unknown }
  | { type: 'error'; message: string }

/** Listens for local commands until the returned function is called. */
export async function serveCommands(dataDir: string, handler: ServerRequestHandler): Promise<() => Promise<void>> {
  const socketPath = commandSocketPath(dataDir)
  // Only the server creates this name; one left by a process that died is replaced.
  fs.rmSync(socketPath, { force: true })
  const server = net.createServer((socket) => {
    socket.on('error', () => {})
    const send = (message: Message) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`)
    }
    send({ type: 'hello', pid: process.pid, role: 'server' })
    readLines(socket, async (line) => {
      let request: ServerRequest
      try {
        const parsed = JSON.parse(line) as Partial<ServerRequest>
        if (typeof parsed.op !== 'string') throw new Error('no op')
        request = { op: parsed.op, input: parsed.input }
      } catch {
        send({ type: 'error', message: 'malformed request' })
        return
      }
      try {
        send({ type: 'result', value: (await handler(request, (l) => send({ type: 'line', line: l }))) ?? null })
      } catch (error) {
        send({ type: 'error', message: error instanceof Error ? error.message : String(error) })
      }
    })
  })
  server.unref()
  // Bound inside a fresh owner-only folder, made owner-only itself, then moved into place: no moment in which
  // another user could connect.
  const privateDir = fs.mkdtempSync(path.join(path.dirname(socketPath), '.commands-'))
  try {
    const privatePath = path.join(privateDir, 'commands.sock')
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(privatePath, () => resolve())
    })
    fs.chmodSync(privatePath, 0o600)
    fs.renameSync(privatePath, socketPath)
  } finally {
    fs.rmSync(privateDir, { recursive: true, force: true })
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    fs.rmSync(socketPath, { force: true })
  }
}

/** The command's side: null when no server listens for `dataDir`, else its result (or its error, thrown). */
export async function askRunningServer(
  dataDir: string,
  request: ServerRequest,
  onLine: (line: string) => void,
): Promise<{ value: unknown } | null> {
  let socket: net.Socket
  try {
    socket = await new Promise<net.Socket>((resolve, reject) => {
      const s = net.connect(commandSocketPath(dataDir))
      s.once('connect', () => resolve(s))
      s.once('error', reject)
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null
    throw error
  }
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (fn: () => void) => {
      if (settled) return
      settled = true
      socket.destroy()
      fn()
    }
    socket.on('error', (error) => settle(() => reject(error)))
    socket.on('close', () => settle(() => reject(new Error('the server closed the connection'))))
    readLines(socket, (line) => {
      const message = JSON.parse(line) as Message
      if (message.type === 'hello') socket.write(`${JSON.stringify(request)}\n`)
      else if (message.type === 'line') onLine(message.line)
      else if (message.type === 'result') settle(() => resolve({ value: message.value }))
      else settle(() => reject(new Error(message.message)))
    })
  })
}

export async function askServerForBackup(
  dataDir: string,
  file: string,
  onLine: (line: string) => void,
): Promise<BackupManifest | null> {
  const answer = await askRunningServer(dataDir, { op: BACKUP_OP, input: { file: path.resolve(file) } }, onLine)
  return answer ? (answer.value as BackupManifest) : null
}

function readLines(socket: net.Socket, onLine: (line: string) => void): void {
  let buffered = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffered += chunk
    for (let i = buffered.indexOf('\n'); i >= 0; i = buffered.indexOf('\n')) {
      const line = buffered.slice(0, i)
      buffered = buffered.slice(i + 1)
      if (line) onLine(line)
    }
  })
}

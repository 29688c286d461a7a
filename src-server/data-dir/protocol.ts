import net from 'node:net'

/**
 * The JSON-lines messages on the DATA_DIR socket (lock.ts). The holder greets every connection, a command sends
 * one request and reads progress lines and one result or error:
 *
 *   ← {"type":"hello","pid":123,"role":"server"}
 *   → {"op":"user-role","input":{…}}
 *   ← {"type":"line","line":"…"}…  {"type":"result","value":…} | {"type":"error","message":"…"}
 */
export interface OperationRequest {
  op: string
  input: unknown
}

export type Message =
  | { type: 'hello'; pid: number; role: string }
  | { type: 'line'; line: string }
  | { type: 'result'; value: unknown }
  | { type: 'error'; message: string }

/** One request line may carry at most this much; a peer sending more is cut off. */
export const MAX_LINE_BYTES = 64 * 1024

export function sendMessage(socket: net.Socket, message: Message): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`)
}

/** Calls `onLine` per non-empty line; destroys the socket when a line grows beyond `maxBytes`. */
export function readLines(socket: net.Socket, onLine: (line: string) => void, maxBytes = Infinity): void {
  let buffered = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffered += chunk
    for (let i = buffered.indexOf('\n'); i >= 0; i = buffered.indexOf('\n')) {
      const line = buffered.slice(0, i)
      buffered = buffered.slice(i + 1)
      if (line) onLine(line)
    }
    if (buffered.length > maxBytes) socket.destroy()
  })
}

/** Connects to a Unix socket; resolves null when nothing listens there (no file, or a file left by a dead process). */
export function connectIfListening(socketPath: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath)
    socket.once('connect', () => {
      socket.removeAllListeners('error')
      resolve(socket)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null)
      else reject(error)
    })
  })
}

export interface Holder {
  pid: number
  /** `server`, or the command holding the directory for its run (e.g. `seed`). */
  role: string
}

export class OperationFailed extends Error {
  override name = 'OperationFailed'
}

/**
 * One conversation with the holder of a DATA_DIR: reads its greeting, and when it is a server and a request is
 * given, sends it and waits for the outcome. `value` is absent when no request was sent (no request, a command
 * holds the directory, or no greeting came within `helloTimeoutMs`). The holder's error is thrown as
 * OperationFailed.
 */
export function exchange(
  socket: net.Socket,
  request: OperationRequest | null,
  onLine: (line: string) => void = () => {},
  helloTimeoutMs = 3000,
): Promise<{ holder: Holder | null; value?: unknown }> {
  return new Promise((resolve, reject) => {
    let holder: Holder | null = null
    let settled = false
    const settle = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      fn()
    }
    const timer = setTimeout(() => settle(() => resolve({ holder: null })), helloTimeoutMs)
    socket.on('error', (error) => settle(() => reject(error)))
    socket.on('close', () => settle(() => reject(new Error('the server closed the connection'))))
    readLines(socket, (line) => {
      let message: Message
      try {
        message = JSON.parse(line) as Message
      } catch {
        settle(() => reject(new Error('the DATA_DIR socket answered something else than JSON')))
        return
      }
      if (message.type === 'hello') {
        clearTimeout(timer)
        holder = { pid: message.pid, role: message.role }
        if (!request || holder.role !== 'server') settle(() => resolve({ holder }))
        else socket.write(`${JSON.stringify(request)}\n`)
      } else if (message.type === 'line') onLine(message.line)
      else if (message.type === 'result') settle(() => resolve({ holder, value: message.value }))
      else settle(() => reject(new OperationFailed(message.message)))
    })
  })
}

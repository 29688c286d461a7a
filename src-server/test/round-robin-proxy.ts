import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'

/**
 * A small round-robin load balancer for tests and benchmarks of several server copies, in the shape an operator
 * puts in front of them (docs/operating.md#scaling): each HTTP request and each WebSocket goes to the next copy in
 * turn, with X-Forwarded-For (appended, as nginx's `$proxy_add_x_forwarded_for`) and X-Forwarded-Proto, so the
 * copies run with TRUST_PROXY=1. Bytes are piped both ways; nothing of HTTP is parsed here beyond what node:http
 * hands over.
 *
 * A copy that refuses the connection (stopped, killed) is passed over for `downForMs` and the request goes to the
 * next one: it never reached the dead copy, so resending it is safe (nginx's `proxy_next_upstream error` does the
 * same). For that the request body is held until a copy has taken the connection (test bodies are small). A copy
 * that dies after it took the request answers 502: the client does not know whether it happened.
 */
export interface RoundRobinProxy {
  url: string
  /** Requests and WebSockets each copy was handed, by index of `backends`. */
  handed: number[]
  /** Replaces the copies (index order is the round-robin order); `handed` starts again. */
  setBackends(urls: string[]): void
  stop(): Promise<void>
}

interface Backend {
  host: string
  port: number
  downUntil: number
}

const toBackend = (u: string): Backend => {
  const url = new URL(u)
  return { host: url.hostname, port: Number(url.port), downUntil: 0 }
}

const forwardedFor = (req: http.IncomingMessage): string => {
  const peer = req.socket.remoteAddress ?? ''
  const before = req.headers['x-forwarded-for']
  return before ? `${before}, ${peer}` : peer
}

export async function startRoundRobinProxy(urls: string[] = [], options: { downForMs?: number } = {}) {
  const downForMs = options.downForMs ?? 1000
  let backends = urls.map(toBackend)
  const handed: number[] = backends.map(() => 0)
  let next = 0
  const agent = new http.Agent({ keepAlive: true })

  /** The copies to try, in turn from the next one, those marked down last. */
  function order(): number[] {
    const start = next
    next = (next + 1) % Math.max(backends.length, 1)
    const all = backends.map((_, i) => (start + i) % backends.length)
    const now = Date.now()
    return [...all.filter((i) => backends[i]!.downUntil <= now), ...all.filter((i) => backends[i]!.downUntil > now)]
  }

  const refused = (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET'

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req), 'x-forwarded-proto': 'http' }

    const attempt = (candidates: number[]) => {
      const i = candidates[0]
      if (i === undefined) {
        res.writeHead(502).end('no server copy answered')
        return
      }
      const b = backends[i]!
      handed[i]!++
      // Whether the request may have reached the copy: a kept-alive connection, or a new one it accepted.
      let reached = false
      const upstream = http.request({ agent, host: b.host, port: b.port, method: req.method, path: req.url, headers })
      upstream.on('socket', (socket) => {
        if (upstream.reusedSocket) reached = true
        else socket.once('connect', () => (reached = true))
      })
      upstream.on('response', (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(res)
        answer.on('error', () => res.destroy())
      })
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (!reached && refused(error)) {
          b.downUntil = Date.now() + downForMs
          attempt(candidates.slice(1))
        } else if (!res.headersSent) res.writeHead(502).end('the server copy went away')
        else res.destroy()
      })
      upstream.end(body)
    }
    attempt(order())
  })

  server.on('upgrade', (req, client: net.Socket, head: Buffer) => {
    client.on('error', () => {})
    const attempt = (candidates: number[]) => {
      const i = candidates[0]
      if (i === undefined) {
        client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n')
        return
      }
      const b = backends[i]!
      handed[i]!++
      const upstream = net.connect(b.port, b.host)
      let open = false
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        if (!open && refused(error)) {
          b.downUntil = Date.now() + downForMs
          attempt(candidates.slice(1))
        } else client.destroy()
      })
      upstream.once('connect', () => {
        open = true
        upstream.on('error', () => client.destroy())
        // The request head as it came, with the forwarding headers set.
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
        for (let k = 0; k < req.rawHeaders.length; k += 2) {
          const name = req.rawHeaders[k]!
          if (!/^x-forwarded-(for|proto)$/i.test(name)) lines.push(`${name}: ${req.rawHeaders[k + 1]}`)
        }
        lines.push(`x-forwarded-for: ${forwardedFor(req)}`, 'x-forwarded-proto: http')
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
        if (head.length) upstream.write(head)
        upstream.pipe(client).pipe(upstream)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
    }
    attempt(order())
  })

  const sockets = new Set<net.Socket>()
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const proxy: RoundRobinProxy = {
    url: `http://127.0.0.1:${port}`,
    handed,
    setBackends(list) {
      backends = list.map(toBackend)
      handed.length = 0
      handed.push(...backends.map(() => 0))
      next = 0
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        agent.destroy()
        server.close(() => resolve())
      }),
  }
  return proxy
}

/**
 * The stage whisperer's plumbing below the hub (realtime.ts): LISTEN on Postgres or PGlite with reconnects, and
 * reading a cookie from an upgrade request.
 */
import pg from 'pg'
import { RECONNECT_DELAYS_MS } from '../../src/stages/protocol.ts'
import type { Deps } from '../deps.ts'

// ---- LISTEN on either engine --------------------------------------------------------------------------------

export interface Listener {
  stop(): Promise<void>
}

export async function listen(
  deps: Deps,
  channels: string[],
  onMessage: (channel: string, payload: string) => void,
  onReconnect: () => void,
): Promise<Listener> {
  const pglite = deps.dbh.pglite
  if (pglite) {
    const unsubs = await Promise.all(channels.map((c) => pglite.listen(c, (payload) => onMessage(c, payload))))
    return { stop: async () => void (await Promise.all(unsubs.map((u) => u().catch(() => {})))) }
  }
  let stopped = false
  let client: pg.Client | null = null
  let attempt = 0
  let timer: NodeJS.Timeout | null = null
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: deps.config.DATABASE_URL })
    client = c
    c.on('notification', (m) => onMessage(m.channel, m.payload ?? ''))
    c.on('error', (err) => {
      deps.log.warn({ err }, 'stages: LISTEN connection lost')
      retry(c)
    })
    c.on('end', () => retry(c))
    await c.connect()
    for (const ch of channels) await c.query(`LISTEN ${ch}`)
  }
  const retry = (failed: pg.Client) => {
    if (stopped || failed !== client || timer) return
    client = null
    failed.end().catch(() => {})
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)]!
    timer = setTimeout(async () => {
      timer = null
      try {
        await connect()
        attempt = 0
        onReconnect()
      } catch (err) {
        deps.log.warn({ err }, 'stages: LISTEN reconnect failed')
        if (client) retry(client)
      }
    }, delay)
    timer.unref()
  }
  await connect()
  return {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}

export function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    if (part.slice(0, i).trim() === name) return part.slice(i + 1).trim()
  }
  return undefined
}

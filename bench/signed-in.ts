import { randomUUID } from 'node:crypto'
import { toolingApiKeys } from '../src-server/test/api-keys.ts'

/**
 * Signed-in users on a running embedded server, as the browser gets them: created through the admin API (the
 * service key of the tooling secret the server runs with, src-server/test/api-keys.ts), then signed in with a
 * password. A token signed by hand is refused, since a token is good only while its session exists.
 */
export interface BenchUser {
  id: string
  email: string
  token: string
}

async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, init)
  const body = (await res.json()) as Record<string, unknown>
  if (!res.ok) throw new Error(`${init.method} ${url}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

/** Signs an existing account in (e.g. a demo account with its known password). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<BenchUser> {
  const { anonKey } = await toolingApiKeys()
  const session = await call(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return { id: (session.user as { id: string }).id, email, token: session.access_token as string }
}

/** `count` new confirmed users, each signed in once (the server needs AUTH_RATE_LIMIT=false past 30 sign-ins). */
export async function newSignedInUsers(baseUrl: string, count: number): Promise<BenchUser[]> {
  const { serviceRoleKey } = await toolingApiKeys()
  const users: BenchUser[] = []
  for (let i = 0; i < count; i++) {
    const email = `bench-${randomUUID().slice(0, 8)}@example.test`
    const password = `bench-${randomUUID()}`
    await call(`${baseUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password, email_confirm: true }),
    })
    users.push(await signIn(baseUrl, email, password))
  }
  return users
}

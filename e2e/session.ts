import { randomUUID } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import { toolingApiKeys } from '../src-server/test/api-keys.ts'
import type { ServerInfo } from './fixtures.ts'

/**
 * Puts a signed-in session for `user` into the browser the way @supabase/ssr stores it (cookie
 * `sb-embedded-auth-token` = `base64-` + base64url JSON). The session is a real one of the embedded auth server:
 * the user is created through its admin API (the service key of the tooling secret) unless it exists, then signed in with a
 * magic link it generates (no password needed, other sessions untouched). For specs whose subject is not sign-in
 * itself; the accounts specs sign in through the real pages.
 */
export async function signInAs(
  context: BrowserContext,
  server: ServerInfo,
  user: { id?: string; email?: string } = {},
): Promise<{ id: string; email: string; accessToken: string }> {
  const keys = await toolingApiKeys()
  const id = user.id ?? randomUUID()
  const email = user.email ?? `e2e-${id.slice(0, 8)}@example.test`
  const auth = async (route: string, body: unknown, admin: boolean) => {
    const res = await fetch(`${server.url}/auth/v1${route}`, {
      method: 'POST',
      headers: {
        apikey: admin ? keys.serviceRoleKey : keys.anonKey,
        ...(admin ? { authorization: `Bearer ${keys.serviceRoleKey}` } : {}),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const created = await auth('/admin/users', { id, email, email_confirm: true }, true)
  // 422: the user exists already (a demo account, or a second sign-in of the same user).
  if (created.status !== 200 && created.status !== 422) throw new Error(`signInAs: create user ${created.status}`)
  const link = await auth('/admin/generate_link', { type: 'magiclink', email }, true)
  if (link.status !== 200) throw new Error(`signInAs: generate_link ${link.status}`)
  const verified = await auth('/verify', { type: 'magiclink', token_hash: link.body.hashed_token }, false)
  if (verified.status !== 200) throw new Error(`signInAs: verify ${verified.status}`)
  const session = verified.body as { access_token: string; user: { id: string } }
  if (session.user.id !== id) throw new Error(`signInAs: ${email} belongs to another user`)
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`
  // @supabase/ssr splits values past 3180 characters into `name.0`, `name.1`…
  const name = 'sb-embedded-auth-token'
  const chunks = value.match(/.{1,3180}/g)!
  await context.addCookies(
    chunks.length === 1
      ? [{ name, value, url: server.url, sameSite: 'Lax' }]
      : chunks.map((v, i) => ({ name: `${name}.${i}`, value: v, url: server.url, sameSite: 'Lax' as const })),
  )
  return { id, email, accessToken: session.access_token }
}

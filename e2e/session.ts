import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext } from '@playwright/test'
import { importJWK, SignJWT } from 'jose'
import type { ServerInfo } from './fixtures.ts'

/**
 * Puts a signed-in session for `user` into the browser the way @supabase/ssr stores it (cookie
 * `sb-embedded-auth-token` = `base64-` + base64url JSON), signed with the embedded server's key from DATA_DIR.
 * For specs whose subject is not sign-in itself; the accounts specs sign in through the real pages.
 */
export async function signInAs(
  context: BrowserContext,
  server: ServerInfo,
  user: { id?: string; email?: string } = {},
): Promise<{ id: string; email: string; accessToken: string }> {
  const keys = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'auth', 'keys.json'), 'utf8'))
  const key = await importJWK(keys.privateJwk, 'ES256')
  const id = user.id ?? randomUUID()
  const email = user.email ?? `e2e-${id.slice(0, 8)}@example.test`
  const now = Math.floor(Date.now() / 1000)
  const accessToken = await new SignJWT({
    email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(`${server.url}/auth/v1`)
    .setSubject(id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(key)
  const session = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: randomUUID().slice(0, 12),
    user: {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      is_anonymous: false,
    },
  }
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`
  await context.addCookies([{ name: 'sb-embedded-auth-token', value, url: server.url, sameSite: 'Lax' }])
  return { id, email, accessToken }
}

/**
 * MFA benchmark (not part of `npm test`): latency of the embedded factor endpoints, each next to a comparator
 * measured in the same run on the same server.
 *
 *   node bench/auth-mfa.ts        (PGlite in memory; DATABASE_URL=… for Postgres; --smoke: 2 users × 2 factors)
 *
 * 1. POST /auth/v1/factors (secret, otpauth URI, QR as SVG, insert) vs GET /auth/v1/user (same caller lookup).
 * 2. POST /factors/{id}/challenge + /verify (TOTP check, replay-safe claim, session raised, new token pair)
 *    vs POST /token?grant_type=refresh_token (rotation, a new token pair, no TOTP).
 * 3. In process: requireAal2() for a user with no factor (one indexed lookup).
 */
import { generate } from 'otplib'
import { requireAal2 } from '../src-server/auth/aal.ts'
import { startTestApp } from '../src-server/test/harness.ts'
import { sized } from './smoke.ts'

const USERS = sized(20, 2)
const PER_USER = sized(10, 2)
const CONCURRENCY = 4

async function timed(items: (() => Promise<void>)[]): Promise<{ rps: number; p50: number; p95: number }> {
  const lat: number[] = []
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const fn = items[next++]!
        const t0 = performance.now()
        await fn()
        lat.push(performance.now() - t0)
      }
    }),
  )
  const total = performance.now() - start
  lat.sort((a, b) => a - b)
  const q = (p: number) => Math.round(lat[Math.floor(p * (lat.length - 1))]! * 100) / 100
  return { rps: Math.round((items.length / total) * 1000), p50: q(0.5), p95: q(0.95) }
}

const t = await startTestApp({ env: { AUTH_RATE_LIMIT: 'false' } })
const anon = t.deps.supabaseAnonKey
const service = t.deps.supabaseServiceRoleKey
const h = (token?: string) => ({
  apikey: anon,
  'content-type': 'application/json',
  'x-supabase-api-version': '2024-01-01',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
})
async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${t.url}/auth/v1${path}`, { method: 'POST', headers: h(token), body: JSON.stringify(body) })
  const json = (await res.json()) as Record<string, unknown>
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

try {
  const users: { token: string; refresh: string }[] = []
  for (let i = 0; i < USERS; i++) {
    const email = `bench${i}-${Date.now()}@example.test`
    await fetch(`${t.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { ...h(service), apikey: service },
      body: JSON.stringify({ email, password: 'bench-password-1', email_confirm: true }),
    })
    const s = await post('/token?grant_type=password', { email, password: 'bench-password-1' })
    users.push({ token: s.access_token as string, refresh: s.refresh_token as string })
  }
  const factors: { token: string; id: string; secret: string; user: { refresh: string } }[] = []
  const enrol = await timed(
    users.flatMap((u) =>
      Array.from({ length: PER_USER }, (_, k) => async () => {
        const f = await post('/factors', { factor_type: 'totp', friendly_name: `f${k}` }, u.token)
        factors.push({ token: u.token, id: f.id as string, secret: (f.totp as { secret: string }).secret, user: u })
      }),
    ),
  )
  const getUser = await timed(
    users.flatMap((u) =>
      Array.from({ length: PER_USER }, () => async () => {
        const res = await fetch(`${t.url}/auth/v1/user`, { headers: h(u.token) })
        await res.arrayBuffer()
      }),
    ),
  )
  const verify = await timed(
    factors.map((f) => async () => {
      const c = await post(`/factors/${f.id}/challenge`, {}, f.token)
      const code = await generate({ secret: f.secret })
      const s = await post(`/factors/${f.id}/verify`, { challenge_id: c.id, code }, f.token)
      // Verify hands out a new token pair for the session (the previous refresh token is rotated away).
      f.user.refresh = s.refresh_token as string
    }),
  )
  let i = 0
  const refresh = await timed(
    Array.from({ length: factors.length }, () => async () => {
      const u = users[i++ % users.length]!
      const s = await post('/token?grant_type=refresh_token', { refresh_token: u.refresh })
      u.refresh = s.refresh_token as string
    }),
  )
  const nobody = { id: crypto.randomUUID(), email: null, aal: 'aal1' as const, sessionId: null, claims: {} }
  const guard = await timed(Array.from({ length: sized(2000, 50) }, () => () => requireAal2(t.deps, nobody)))

  const engine = process.env.DATABASE_URL ? 'Postgres' : 'PGlite'
  console.log(`MFA benchmark (${engine}, ${CONCURRENCY} concurrent, ${factors.length} factors)`)
  console.table({
    'POST /factors (enrol, QR SVG)': enrol,
    'GET /user (comparator)': getUser,
    'challenge + verify (2 requests)': verify,
    'refresh_token grant (comparator)': refresh,
    'requireAal2, no factor (in process)': guard,
  })
  console.log(
    `ratio p50 enrol / GET /user: ${(enrol.p50 / getUser.p50).toFixed(2)}×; ` +
      `challenge + verify / refresh: ${(verify.p50 / refresh.p50).toFixed(2)}×`,
  )
} finally {
  await t.stop()
}

/**
 * Accounts benchmark (not part of `npm test`): what verifying the caller costs per request, and sign-in /
 * refresh latency of the embedded auth server. Each figure is compared with a comparator measured in the same run.
 *
 *   node bench/auth-verify.ts            (PGlite in memory; DATABASE_URL=… for Postgres; --smoke: a few calls each)
 *
 * 1. GET /api/account/me with a valid ES256 Bearer token vs the same route anonymous (ratio = verification overhead).
 *    (The verified call also reads the admin role from the database.) In process: verifier.verify() vs decoding
 *    the same token without checking it, and the session check (cached / uncached) vs the signature alone.
 * 2. POST /auth/v1/token?grant_type=password (argon2id) vs grant_type=refresh_token (rotation, no hash).
 */
import { decodeJwt } from 'jose'
import { withSessionCheck } from '../src-server/auth/session-check.ts'
import { createTokenVerifier } from '../src-server/auth/verify.ts'
import { startTestApp } from '../src-server/test/harness.ts'
import { sized } from './smoke.ts'

/** Requests per HTTP case, calls per in-process case, sign-ins (argon2id) and refreshes. */
const REQUESTS = sized(3000, 30)
const CALLS = sized(5000, 50)
const SIGN_INS = sized(100, 4)

async function timed(
  n: number,
  concurrency: number,
  fn: () => Promise<void>,
): Promise<{ rps: number; p50: number; p95: number }> {
  const lat: number[] = []
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++
        const t0 = performance.now()
        await fn()
        lat.push(performance.now() - t0)
      }
    }),
  )
  const total = performance.now() - start
  lat.sort((a, b) => a - b)
  return { rps: (n / total) * 1000, p50: lat[Math.floor(lat.length / 2)]!, p95: lat[Math.floor(lat.length * 0.95)]! }
}

const fmt = (r: { rps: number; p50: number; p95: number }) =>
  `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`

const t = await startTestApp({ env: { AUTH_RATE_LIMIT: 'false' } })
try {
  const u = await t.newUser()
  const me = (token?: string) => async () => {
    const res = await t.api('/api/account/me', token ? { token } : {})
    if (res.status !== 200) throw new Error(`status ${res.status}`)
    await res.arrayBuffer()
  }
  await timed(sized(200, 10), 10, me(u.token)) // warm-up
  await timed(sized(200, 10), 10, me())
  const anon = await timed(REQUESTS, 10, me())
  const authed = await timed(REQUESTS, 10, me(u.token))
  console.log(`/api/account/me anonymous : ${fmt(anon)}`)
  console.log(`/api/account/me verified  : ${fmt(authed)}`)
  console.log(`verified/anonymous time per request: ${(anon.rps / authed.rps).toFixed(2)}×`)

  const N = CALLS
  let t0 = performance.now()
  for (let i = 0; i < N; i++) decodeJwt(u.token)
  const decodeUs = ((performance.now() - t0) * 1000) / N
  t0 = performance.now()
  for (let i = 0; i < N; i++) await t.deps.verifier.verify(u.token)
  const verifyUs = ((performance.now() - t0) * 1000) / N
  console.log(`verifier.verify (ES256, local JWKS): ${verifyUs.toFixed(0)} µs; decode only: ${decodeUs.toFixed(1)} µs`)

  // 1b. The session check (embedded): deps.verifier is signature + session; the bare signature check is the
  // comparator. Cached: the session was looked up in the last 5 s (the hot path); uncached: every call asks the
  // database (the first request of a session, or every 5 s).
  const bare = createTokenVerifier({ localJwks: [t.deps.authKeys!.publicJwk] })
  t0 = performance.now()
  for (let i = 0; i < N; i++) await bare.verify(u.token)
  const bareUs = ((performance.now() - t0) * 1000) / N
  t0 = performance.now()
  for (let i = 0; i < N; i++) await t.deps.verifier.verify(u.token)
  const checkedUs = ((performance.now() - t0) * 1000) / N
  const uncached = withSessionCheck(bare, t.deps.db, 0)
  const M = sized(1000, 20)
  t0 = performance.now()
  for (let i = 0; i < M; i++) await uncached.verify(u.token)
  const uncachedUs = ((performance.now() - t0) * 1000) / M
  console.log(
    `session check: signature only ${bareUs.toFixed(0)} µs; + session (cached) ${checkedUs.toFixed(0)} µs (${(checkedUs / bareUs).toFixed(2)}×); + session (database every call) ${uncachedUs.toFixed(0)} µs (${(uncachedUs / bareUs).toFixed(2)}×)`,
  )

  const h = { apikey: t.deps.supabaseAnonKey, 'content-type': 'application/json' }
  const admin = await fetch(`${t.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...h, apikey: t.deps.supabaseServiceRoleKey, authorization: `Bearer ${t.deps.supabaseServiceRoleKey}` },
    body: JSON.stringify({ email: 'bench@example.test', password: 'bench-password-1', email_confirm: true }),
  })
  if (!admin.ok) throw new Error(await admin.text())
  const signIn = async () => {
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ email: 'bench@example.test', password: 'bench-password-1' }),
    })
    if (res.status !== 200) throw new Error(`sign-in ${res.status}`)
    return (await res.json()) as { refresh_token: string }
  }
  const tokens: string[] = []
  const pw = await timed(SIGN_INS, 4, async () => {
    tokens.push((await signIn()).refresh_token)
  })
  const refresh = await timed(SIGN_INS, 4, async () => {
    const rt = tokens.pop()!
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ refresh_token: rt }),
    })
    if (res.status !== 200) throw new Error(`refresh ${res.status}`)
    await res.arrayBuffer()
  })
  console.log(`password sign-in (argon2id): ${fmt(pw)}`)
  console.log(`refresh (rotation)         : ${fmt(refresh)}`)
  console.log(`sign-in/refresh latency p50: ${(pw.p50 / refresh.p50).toFixed(2)}×`)
} finally {
  await t.stop()
}

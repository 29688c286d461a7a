import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { authCall, confirmedUser, newEmail } from './auth-test-kit.ts'

/**
 * Whether an address has an account must not show in sign-up, recover or otp: same status, same body (shape),
 * same time within noise (GoTrue's enumeration protection, tightened: mails go out after the answer).
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * Alternating calls in the order a b, b a, … (so load drifts, and work one call leaves behind after its answer such
 * as a mail, weigh on both alike); the medians of `n` each.
 */
async function compareTimes(n: number, a: (i: number) => Promise<unknown>, b: (i: number) => Promise<unknown>) {
  const ta: number[] = []
  const tb: number[] = []
  const timed = async (call: (i: number) => Promise<unknown>, i: number, into: number[]) => {
    const t0 = performance.now()
    await call(i)
    into.push(performance.now() - t0)
  }
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) {
      await timed(a, i, ta)
      await timed(b, i, tb)
    } else {
      await timed(b, i, tb)
      await timed(a, i, ta)
    }
  }
  return { a: median(ta), b: median(tb) }
}

/**
 * The timing checks are statistics: on a 2-core machine that other work loads to 20, a burst can land on one side's
 * calls. A real leak shows on every attempt; noise does not come back three times.
 */
const TIMING_RETRIES = { retry: 2 }

/**
 * Within 2× of each other, or within 15 ms: a fast answer may be 3 ms against 9 on a loaded 2-core machine, while
 * the leak this guards against was 5 ms against 63 (a password hash only for new addresses).
 */
function expectAlike({ a, b }: { a: number; b: number }) {
  const [lo, hi] = a < b ? [a, b] : [b, a]
  expect(hi - lo < 15 || hi / lo < 2, `medians ${a.toFixed(1)} ms vs ${b.toFixed(1)} ms`).toBe(true)
}

/** The shape of a JSON value: keys and types, recursively, without the values. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape)
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([k, x]) => [k, shape(x)]),
    )
  }
  return typeof v
}

describe('sign-up', () => {
  it('an existing confirmed address answers like a new one: status, body shape and time', TIMING_RETRIES, async () => {
    const taken = await Promise.all(Array.from({ length: 21 }, () => confirmedUser(t)))
    const signUp = (email: string) => authCall(t, 'POST', '/signup', { email, password: 'another-pass-1' })
    const existing = await signUp(taken[0]!.email)
    const fresh = await signUp(newEmail())
    expect(existing.status).toBe(200)
    expect(fresh.status).toBe(200)
    expect(shape(existing.body)).toEqual(shape(fresh.body))
    expect(existing.body.id).not.toBe(taken[0]!.id)
    // The real account's metadata is not in the fake answer.
    expect(existing.body.user_metadata).toEqual({})

    expectAlike(
      await compareTimes(
        20,
        (i) => signUp(taken[i + 1]!.email),
        () => signUp(newEmail()),
      ),
    )
  })
})

describe('recover and otp', () => {
  it(
    'answer {} with the same timing for an existing and an unknown address (otp even without create_user)',
    TIMING_RETRIES,
    async () => {
      const u = await confirmedUser(t)
      const call = (path: string, body: Record<string, unknown>) => authCall(t, 'POST', path, body)
      for (const [path, extra] of [
        ['/recover', {}],
        ['/otp', { create_user: false }],
      ] as const) {
        const known = await call(path, { email: u.email, ...extra })
        const unknown = await call(path, { email: newEmail(), ...extra })
        expect([known.status, known.body]).toEqual([200, {}])
        expect([unknown.status, unknown.body]).toEqual([200, {}])
        expectAlike(
          await compareTimes(
            20,
            () => call(path, { email: u.email, ...extra }),
            () => call(path, { email: newEmail(), ...extra }),
          ),
        )
      }
      // The mails did go out (after the answers).
      const { mails } = await (await fetch(`${t.url}/auth/v1/dev/mailbox?email=${u.email}`)).json()
      expect(mails.length).toBeGreaterThan(1)
    },
  )

  it('a second request within 60 s is no 429 for an existing address either; it just sends no mail', async () => {
    const limited = await startTestApp({ env: { AUTH_RATE_LIMIT: 'true' } })
    try {
      const u = await confirmedUser(limited)
      const stranger = newEmail()
      const answers = []
      for (const email of [u.email, u.email, stranger, stranger]) {
        answers.push(await authCall(limited, 'POST', '/recover', { email }))
      }
      expect(answers.map((a) => [a.status, a.body])).toEqual(Array(4).fill([200, {}]))
      const { mails } = await (await fetch(`${limited.url}/auth/v1/dev/mailbox?email=${u.email}`)).json()
      expect(mails).toHaveLength(1)

      // Two at once for another account: still one mail.
      const v = await confirmedUser(limited)
      const pair = await Promise.all([1, 2].map(() => authCall(limited, 'POST', '/recover', { email: v.email })))
      expect(pair.map((a) => a.status)).toEqual([200, 200])
      const both = await (await fetch(`${limited.url}/auth/v1/dev/mailbox?email=${v.email}`)).json()
      expect(both.mails).toHaveLength(1)
    } finally {
      await limited.stop()
    }
  })
})

/**
 * Every request limit of the server, counted in the database so that N server copies allow what one does
 * (rate-limiter-flexible's RateLimiterPostgres on the `rate_limits` table, migration 0025).
 *
 * The store talks to the database through Kysely on both engines: on Postgres that is the app's pool, on PGlite
 * the one embedded connection, where Kysely's connection lock keeps a limiter query from running inside another
 * request's open transaction (a direct `pglite.query` would share that session). One code path for both engines;
 * PGlite counters also survive a restart.
 *
 * Each limit is a fixed window of `points` per `durationS`. The GoTrue token buckets (burst 30, refilled at
 * perWindow / window) become windows of 30 points lasting 30 / refill rate: the same burst and the same long-run
 * rate (a window edge can let two bursts through back to back).
 */
import { CompiledQuery, type Kysely } from 'kysely'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number
  /** Window length in seconds. */
  durationS: number
}

/** The limits, by name. The key each one counts per (client address, factor id…) is the caller's choice. */
export const LIMIT_RULES = {
  /** GoTrue /token (password, refresh): 150 per 5 min, burst 30 → 30 per minute. Per client address. */
  authToken: { points: 30, durationS: 60 },
  /** GoTrue /verify: 30 per 5 min. Per client address. */
  authVerify: { points: 30, durationS: 300 },
  /** GoTrue /otp, /recover, /resend, /signup, /invite, PUT /user, /reauthenticate: 30 per 5 min. Per address. */
  authEmail: { points: 30, durationS: 300 },
  /** MFA challenges and verifies: 30 per 5 min. Per client address. */
  authMfa: { points: 30, durationS: 300 },
  /** Unknown stage codes per client address and minute, on every door (REST, tRPC, WebSocket). */
  stageCodes: { points: 30, durationS: 60 },
  /**
   * Show-control API calls (a Stream Deck through Companion) per stage API token and minute: Companion polling
   * the state twice a second (120) plus a busy operator's button presses.
   */
  stageControlToken: { points: 300, durationS: 60 },
  /**
   * Show-control API calls per client address and minute, whatever the token: a looser ceiling (a few Companions
   * behind one address) against scripts; wrong tokens also spend the stage-code budget (stageCodes).
   */
  stageControl: { points: 1200, durationS: 60 },
  /** Running order edits and live controls per user (or per stage for token doors) and minute. */
  runOrderWrites: { points: 300, durationS: 60 },
  /** Anonymous client error reports per client address and minute. */
  clientErrors: { points: 20, durationS: 60 },
  /** CSP violation reports logged per minute, all clients together (the log must not flood). */
  cspReports: { points: 60, durationS: 60 },
  /** Enquiries a booker sends, over all listings (a list enquiry counts one per listing): 60 a day. */
  enquiriesPerBooker: { points: 60, durationS: 86_400 },
  /** Enquiries one booker sends to one listing: 3 a day (nobody floods a venue). */
  enquiriesPerListing: { points: 3, durationS: 86_400 },
  /** Thread messages and status changes per user: 120 an hour. */
  enquiryMessages: { points: 120, durationS: 3600 },
  /** Reviews and answers written per user: 30 an hour. */
  reviewWrites: { points: 30, durationS: 3600 },
  /** Calendar changes (blocks, weekly pattern) per user and minute, on both doors. */
  availabilityWrites: { points: 60, durationS: 60 },
  /**
   * Wrong passwords per email from all addresses together, an hour (sign-in and account deletion). Each address
   * has its own back-off (auth/embedded/attempts.ts: 5 free, then 30 s doubling to 15 min, so about 12 an hour),
   * so one stranger cannot reach this and lock the owner out; it stops guessing spread over many addresses.
   */
  passwordFailuresPerEmail: { points: 100, durationS: 3600 },
  /**
   * Searches per client address and minute, over every search door together (the kind searches and their
   * relaxations, /api/search, type-ahead, city suggestions; REST and tRPC). A person typing fast with type-ahead
   * asks about 3 a second while typing; a script looping long typo searches is stopped within seconds.
   */
  search: { points: 240, durationS: 60 },
} as const satisfies Record<string, LimitRule>

export type LimitName = keyof typeof LIMIT_RULES

export type LimitRuleOverrides = Partial<Record<LimitName, LimitRule>>

/** Whether a door counts `limit`: the search budget can be switched off (SEARCH_RATE_LIMIT=false, benchmarks). */
export function isLimitOn(deps: { config: { SEARCH_RATE_LIMIT: boolean } }, limit: LimitName): boolean {
  return limit !== 'search' || deps.config.SEARCH_RATE_LIMIT
}

export interface LimitResult {
  /** Within the limit. */
  ok: boolean
  /** When `ok` is false: seconds until the window ends. */
  retryAfterS: number
}

export interface Limit {
  readonly rule: LimitRule
  /** Counts one attempt for `key`. */
  take(key: string): Promise<LimitResult>
  /** Gives back one attempt take() counted (a stage code that turned out to exist). */
  giveBack(key: string): Promise<void>
  /** Whether `key` has attempts left, without counting one. */
  peek(key: string): Promise<LimitResult>
}

/** deps.limits: one Limit per rule, created once per App. */
export type Limits = { readonly [N in LimitName]: Limit }

export const RATE_LIMITS_TABLE = 'rate_limits'

/** The `query({text, values})` client RateLimiterPostgres expects, run through Kysely. */
function kyselyStore(db: Kysely<any>) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []))
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) }
    },
  }
}

export function createLimits(db: Kysely<any>, overrides: LimitRuleOverrides = {}): Limits {
  const store = kyselyStore(db)
  const rules: Record<LimitName, LimitRule> = { ...LIMIT_RULES, ...overrides }
  const entries = Object.entries(rules).map(([name, rule], i) => {
    const common = { keyPrefix: name, points: rule.points, duration: rule.durationS }
    const limiter = new RateLimiterPostgres({
      ...common,
      storeClient: store,
      storeType: 'client',
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true,
      // One limiter sweeps expired rows for all (same table); its timer is unref'd.
      clearExpiredByTimeout: i === 0,
      // Past the limit a key is refused from memory until its window ends: a flood costs no database writes.
      inMemoryBlockOnConsumed: rule.points + 1,
      // A database hiccup falls back to counting in this process rather than failing the request.
      insuranceLimiter: new RateLimiterMemory(common),
    })
    const limit: Limit = {
      rule,
      async take(key) {
        try {
          await limiter.consume(key)
          return { ok: true, retryAfterS: 0 }
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error
          return { ok: false, retryAfterS: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
        }
      },
      async giveBack(key) {
        await limiter.reward(key, 1)
      },
      async peek(key) {
        const used = await limiter.get(key)
        if (!used || used.consumedPoints < rule.points) return { ok: true, retryAfterS: 0 }
        return { ok: false, retryAfterS: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) }
      },
    }
    return [name, limit] as const
  })
  return Object.fromEntries(entries) as Limits
}

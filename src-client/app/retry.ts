/**
 * Calls that survive bad networks (docs/product.md §10). The generic rule: retry once on 408, 409, 425, 429, 500, 502,
 * 503, 504 (or a network failure) for non-mutating methods, never for PATCH, POST, PUT, DELETE. The app's fetch
 * wrapper (`appFetch`, also under every tRPC call) allows up to 3 retries with exponential backoff. tRPC sends
 * queries as GET and mutations as POST, so queries are retried and mutations never are.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const MUTATING_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE'])
/** The generic default. */
export const DEFAULT_RETRIES = 1
/** The app's fetch wrapper. */
export const APP_RETRIES = 3
/** Backoff: 300 ms × 2^attempt (300, 600, 1200), at most 5 s; a Retry-After header (≤ 10 s) wins. */
export const BACKOFF_BASE_MS = 300

export const isMutating = (method: string | undefined) => MUTATING_METHODS.has((method ?? 'GET').toUpperCase())

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

/** Whether attempt number `attempt` (0 = the first call) that failed may be repeated. */
export function shouldRetry(opts: {
  method?: string
  status?: number
  error?: unknown
  attempt: number
  retries: number
}): boolean {
  if (isMutating(opts.method)) return false
  if (opts.attempt >= opts.retries) return false
  if (opts.error !== undefined) return !isAbort(opts.error)
  return opts.status !== undefined && RETRY_STATUSES.has(opts.status)
}

export function backoffMs(attempt: number, retryAfter?: string | null): number {
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 10_000)
  return Math.min(BACKOFF_BASE_MS * 2 ** attempt, 5000)
}

export interface RetryOptions {
  /** Retries after the first call; default DEFAULT_RETRIES (the generic rule). */
  retries?: number
  fetch?: typeof fetch
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>
}

const defaultSleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/** fetch with the retry rule. Resolves with the last response (a failing status is not thrown). */
export async function fetchWithRetry(
  input: RequestInfo | URL,
  init: RequestInit = {},
  options: RetryOptions = {},
): Promise<Response> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const sleep = options.sleep ?? defaultSleep
  const retries = options.retries ?? DEFAULT_RETRIES
  const method = init.method ?? (input instanceof Request ? input.method : 'GET')
  for (let attempt = 0; ; attempt++) {
    let response: Response
    try {
      response = await doFetch(input, init)
    } catch (error) {
      if (!shouldRetry({ method, error, attempt, retries })) throw error
      await sleep(backoffMs(attempt), init.signal)
      continue
    }
    if (!shouldRetry({ method, status: response.status, attempt, retries })) return response
    // Free the connection before trying again.
    await response.body?.cancel().catch(() => {})
    await sleep(backoffMs(attempt, response.headers.get('retry-after')), init.signal)
  }
}

/** The app's fetch wrapper: up to 3 retries with backoff under the same rule. */
export function appFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetchWithRetry(input, init, { retries: APP_RETRIES })
}

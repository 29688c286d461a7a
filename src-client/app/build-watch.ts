/**
 * New builds (docs/product.md §10): the client polls `builds/latest.json` every 5 minutes and whenever the tab
 * becomes visible again. When the id differs from the running build's, `onNewBuild` is called once; the app
 * then switches to the new build on the next route change (see updates.tsx), so no form input is lost.
 */
export const BUILD_POLL_MS = 5 * 60_000

export interface LatestBuild {
  id: string
  timestamp: number
}

export interface BuildWatcher {
  /** Fetches latest.json once; true when a different build is live. */
  check(): Promise<boolean>
  start(): void
  stop(): void
  readonly newBuild: LatestBuild | null
}

export function createBuildWatcher(opts: {
  currentId: string
  onNewBuild: (latest: LatestBuild) => void
  /** Default: GET /builds/latest.json, never from cache. */
  fetchLatest?: () => Promise<LatestBuild>
  intervalMs?: number
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
}): BuildWatcher {
  const fetchLatest =
    opts.fetchLatest ??
    (async () => {
      const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
      if (!res.ok) throw new Error(`latest.json: ${res.status}`)
      return (await res.json()) as LatestBuild
    })
  let timer: ReturnType<typeof setInterval> | null = null
  let newBuild: LatestBuild | null = null
  let inFlight: Promise<boolean> | null = null
  const doc = opts.doc ?? (typeof document === 'undefined' ? undefined : document)

  const check = () => {
    if (newBuild) return Promise.resolve(true)
    inFlight ??= (async () => {
      try {
        const latest = await fetchLatest()
        if (latest && typeof latest.id === 'string' && latest.id !== opts.currentId) {
          newBuild = latest
          opts.onNewBuild(latest)
          return true
        }
      } catch {
        // Offline or the server restarting: try again at the next tick.
      } finally {
        inFlight = null
      }
      return false
    })()
    return inFlight
  }
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') void check()
  }
  return {
    check,
    start() {
      if (timer) return
      timer = setInterval(() => void check(), opts.intervalMs ?? BUILD_POLL_MS)
      doc?.addEventListener('visibilitychange', onVisible)
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
      doc?.removeEventListener('visibilitychange', onVisible)
    },
    get newBuild() {
      return newBuild
    },
  }
}

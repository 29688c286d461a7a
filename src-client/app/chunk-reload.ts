/**
 * A chunk-load error (a lazy route of a build that is gone) reloads the page once; a guard in sessionStorage
 * stops it from reloading again within 10 s (docs/product.md §10), so a chunk that is really broken shows the
 * error page instead of a reload loop.
 */
export const RELOAD_GUARD_MS = 10_000
export const RELOAD_GUARD_KEY = 'stagebook:chunk-reload-at'

interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \S+ failed/i

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return CHUNK_ERROR.test(message)
}

/** Reloads unless a reload for a chunk error happened less than 10 s ago. Returns whether it reloaded. */
export function reloadOnce(deps: { storage?: StorageLike; now?: () => number; reload?: () => void } = {}): boolean {
  const storage = deps.storage ?? safeSessionStorage()
  const now = (deps.now ?? Date.now)()
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0)
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false
  storage.setItem(RELOAD_GUARD_KEY, String(now))
  ;(deps.reload ?? (() => window.location.reload()))()
  return true
}

function safeSessionStorage(): StorageLike {
  try {
    return window.sessionStorage
  } catch {
    const memory = new Map<string, string>()
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) }
  }
}

/**
 * Whether a reload can bring a page back: the browser is online and the server answers. A reload while the server
 * is unreachable would replace a working page with the browser's "This site can't be reached".
 */
export async function serverReachable(deps: { fetch?: typeof fetch; onLine?: boolean } = {}): Promise<boolean> {
  const onLine = deps.onLine ?? (typeof navigator === 'undefined' ? true : navigator.onLine)
  if (!onLine) return false
  try {
    const response = await (deps.fetch ?? fetch)('/healthz', { cache: 'no-store' })
    return response.ok
  } catch {
    return false
  }
}

/** reloadOnce, but only when the server answers. */
export async function reloadWhenReachable(
  deps: Parameters<typeof reloadOnce>[0] & Parameters<typeof serverReachable>[0] = {},
): Promise<boolean> {
  return (await serverReachable(deps)) && reloadOnce(deps)
}

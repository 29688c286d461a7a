import { type RouteDef, splitLocale } from '../../src/routes.ts'

/**
 * Route guard configuration, in one place (docs/product.md §2): where anonymous visitors go, which paths are never
 * guarded (login and callback paths, excluded paths), and optionally which patterns are guarded at all.
 */
export const GUARD_CONFIG = {
  loginPath: '/auth/login',
  /** Login and callback paths: never redirected, never saved as the place to return to. */
  authPaths: ['/auth/login', '/auth/loginDrawer', '/auth/register', '/auth/forgot', '/auth/reset', '/auth/confirm'],
  /** Paths never guarded even when their route is protected. */
  excludedPaths: [] as string[],
  /** When set, only paths matching one of these are guarded (besides the route's own `protected` flag). */
  includedPatterns: null as RegExp[] | null,
  /** Cookie that keeps the requested full path for the redirect after login. */
  redirectCookie: 'auth_redirect',
  redirectCookieMaxAgeS: 600,
}

const isAuthPath = (path: string) => GUARD_CONFIG.authPaths.some((p) => path === p || path.startsWith(`${p}/`))

/** Whether the guard applies to a (bare, locale-free) path of `route`. */
export function isGuarded(route: RouteDef, barePath: string): boolean {
  if (!route.protected) return false
  if (isAuthPath(barePath)) return false
  if (GUARD_CONFIG.excludedPaths.some((p) => barePath === p || barePath.startsWith(`${p}/`))) return false
  const included = GUARD_CONFIG.includedPatterns
  if (included && !included.some((re) => re.test(barePath))) return false
  return true
}

/** A path we may send the visitor back to: same origin, not an auth page (no loops). */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false
  const bare = splitLocale(path.split(/[?#]/)[0] ?? '/').path
  return !isAuthPath(bare)
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  if (!match) return null
  try {
    return decodeURIComponent(match.slice(name.length + 1))
  } catch {
    return null
  }
}

/** Keeps the requested full path (path, query, hash) for after sign-in. */
export function saveReturnPath(fullPath: string): void {
  if (!isSafeReturnPath(fullPath)) return
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the requested path in a cookie
  document.cookie = `${GUARD_CONFIG.redirectCookie}=${encodeURIComponent(fullPath)}; Max-Age=${GUARD_CONFIG.redirectCookieMaxAgeS}; Path=/; SameSite=Lax`
}

/** The saved path without removing it (e.g. to put it into a sign-up confirmation link). */
export function peekReturnPath(): string | null {
  const saved = readCookie(GUARD_CONFIG.redirectCookie)
  return isSafeReturnPath(saved) ? saved : null
}

/** The saved path, removed so it is used once; `fallback` when there is none. */
export function takeReturnPath(fallback: string): string {
  const saved = peekReturnPath()
  // biome-ignore lint/suspicious/noDocumentCookie: see saveReturnPath
  document.cookie = `${GUARD_CONFIG.redirectCookie}=; Max-Age=0; Path=/; SameSite=Lax`
  return saved ?? fallback
}

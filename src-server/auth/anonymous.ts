import type { AuthUser } from './verify.ts'

/**
 * What an anonymous user (supabase-js `signInAnonymously`, AUTH_ANONYMOUS=true; the token says `is_anonymous`) may
 * do: read, keep favourites and lists, see or delete their own account. Everything that publishes or owns
 * something others see (listings, riders, stages, profile, photos) needs a permanent account: 403 until an email is
 * added and confirmed (`updateUser({ email })`).
 */
export function isAnonymousUser(user: AuthUser | null | undefined): boolean {
  return user?.claims.is_anonymous === true
}

const TRPC_ALLOWED = ['favorites.', 'account.']
const REST_ALLOWED = ['/api/favorites', '/api/account/me']

export function anonymousMayCallTrpc(path: string, type: string): boolean {
  return type === 'query' || TRPC_ALLOWED.some((p) => path.startsWith(p))
}

export function anonymousMayCallRest(method: string, path: string): boolean {
  return method === 'get' || path === '/api/account' || REST_ALLOWED.some((p) => path === p || path.startsWith(`${p}/`))
}

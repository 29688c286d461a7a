import type { Deps } from '../deps.ts'
import { AppError, englishText } from '../http/errors.ts'
import { mfaRepo } from './embedded/mfa-repo.ts'
import type { AuthUser } from './verify.ts'

/** The 403 text at aal1 (the English catalog's auth.errors.aal2Required). */
export const AAL2_REQUIRED_MESSAGE = englishText('auth.errors.aal2Required')

/**
 * Whether the user has a verified factor: our own table in embedded mode; hosted Supabase's admin factor list
 * (service key) otherwise. When hosted auth cannot answer we refuse (503) rather than let aal1 through.
 */
export async function hasVerifiedFactor(deps: Deps, userId: string): Promise<boolean> {
  if (deps.config.embeddedSupabase) return mfaRepo.hasVerifiedFactor(deps.db, userId)
  const key = deps.supabaseServiceRoleKey
  try {
    const res = await fetch(`${deps.supabaseUrl}/auth/v1/admin/users/${userId}/factors`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(5000),
    })
    if (res.status === 404) return false
    if (!res.ok) throw new Error(`status ${res.status}`)
    const factors = (await res.json()) as unknown
    return Array.isArray(factors) && factors.some((f) => (f as { status?: unknown })?.status === 'verified')
  } catch (error) {
    deps.log.error({ err: error, userId }, 'auth: factor lookup at the hosted auth server failed')
    throw AppError.of(503, 'auth.errors.mfaUnavailable')
  }
}

/**
 * Sensitive operations need aal2 once the user has a verified factor (docs/product.md §3: the assurance level becomes
 * aal2 when a verified factor exists). 403 with a clear message at aal1; users without factors pass.
 */
export async function requireAal2(deps: Deps, user: AuthUser): Promise<void> {
  if (user.aal === 'aal2') return
  if (await hasVerifiedFactor(deps, user.id)) {
    throw AppError.of(403, 'auth.errors.aal2Required')
  }
}

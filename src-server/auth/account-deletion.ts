import { z } from 'zod'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { storageFailure } from '../storage/client.ts'
import { requireAal2 } from './aal.ts'
import { accountDeletionRepo } from './account-deletion-repo.ts'
import { TooManyAttemptsError } from './embedded/attempts.ts'
import { AuthError } from './embedded/errors.ts'
import type { EmbeddedAuthService } from './embedded/service.ts'
import type { AuthUser } from './verify.ts'

export const DeleteAccountSchema = z
  .object({
    password: z.string().min(1, 'Enter your password').max(200).optional(),
    nonce: z
      .string()
      .regex(/^\d{6}$/, 'The confirmation code has 6 digits')
      .optional(),
  })
  .strict()
  .refine((v) => Boolean(v.password) !== Boolean(v.nonce), {
    message: 'Confirm with your password or with the code sent by email (one of them)',
  })
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>

export const DeleteAccountResult = z.object({ deleted: z.literal(true), releasedVenues: z.number() })

const AVATARS = 'avatars' as const

/**
 * Deletes the caller's account after re-authentication (password or a GET /reauthenticate nonce), at aal2 when
 * they have a verified factor: avatar object, profile, favourites, riders, stages, roles and the auth user;
 * owned venues are released. REST and tRPC are thin doors onto this.
 */
export async function deleteAccount(deps: Deps, user: AuthUser, input: DeleteAccountInput, clientAddress: string) {
  await requireAal2(deps, user)
  const auth = deps.authAdmin
  if (auth) await confirmEmbedded(auth, user.id, input, clientAddress)
  else await confirmHosted(deps, user, input)
  // The avatar first: if storage fails nothing is deleted yet and the user can try again.
  await deps.storage.remove(AVATARS, [`${user.id}.webp`]).catch((error: Error) => {
    if (!/not.?found/i.test(error.message)) throw storageFailure(deps, error, 'avatar removal on account deletion')
  })
  if (!auth) await hostedAdmin(deps, 'DELETE', `/admin/users/${user.id}`)
  const { releasedVenues } = await accountDeletionRepo.deleteUserData(deps.db, user.id)
  // Its sessions went with the auth user (cascade): its access tokens stop working now, not at their expiry.
  deps.verifier.sessions?.forgetUser(user.id)
  deps.log.info({ userId: user.id, releasedVenues }, 'account deleted')
  return { deleted: true as const, releasedVenues }
}

async function confirmEmbedded(
  auth: EmbeddedAuthService,
  userId: string,
  input: DeleteAccountInput,
  clientAddress: string,
) {
  try {
    await auth.confirmPresence(userId, input, clientAddress)
  } catch (error) {
    if (error instanceof TooManyAttemptsError) {
      throw AppError.of(429, 'auth.errors.tooManyPasswordAttempts', { seconds: error.retryAfterS })
    }
    if (error instanceof AuthError) {
      if (error.code === 'reauthentication_not_valid') {
        throw AppError.of(400, 'auth.errors.nonceInvalid')
      }
      if (error.code === 'invalid_credentials') {
        throw AppError.of(400, 'auth.errors.wrongPassword')
      }
      if (error.status === 404) throw AppError.of(404, 'auth.errors.accountNotFound')
    }
    throw error
  }
}

/** Hosted Supabase has no side-effect-free nonce check: there the password confirms (a password grant). */
async function confirmHosted(deps: Deps, user: AuthUser, input: DeleteAccountInput) {
  if (!input.password || !user.email) {
    throw AppError.of(400, 'auth.errors.passwordRequired')
  }
  const res = await fetch(`${deps.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: deps.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: input.password }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null)
  if (res?.ok) return
  if (res && res.status === 400) throw AppError.of(400, 'auth.errors.wrongPassword')
  if (res && res.status === 429) {
    const seconds = Number(res.headers.get('retry-after')) || 60
    throw AppError.of(429, 'auth.errors.tooManyPasswordAttempts', { seconds })
  }
  throw AppError.of(503, 'auth.errors.authUnavailable')
}

async function hostedAdmin(deps: Deps, method: string, path: string) {
  const key = deps.supabaseServiceRoleKey
  const res = await fetch(`${deps.supabaseUrl}/auth/v1${path}`, {
    method,
    headers: { apikey: key, authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null)
  if (res?.ok || res?.status === 404) return
  deps.log.error({ status: res?.status, path }, 'auth: hosted admin call failed')
  throw AppError.of(503, 'auth.errors.authUnavailable')
}

import { z } from 'zod'
import type { Deps } from '../deps.ts'
import { AppError, unauthorized } from '../http/errors.ts'
import { storageClient, storageFailure } from '../storage/client.ts'
import { requireAal2 } from './aal.ts'
import { accountDeletionRepo } from './account-deletion-repo.ts'
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

const AVATARS = 'avatars'

/**
 * Deletes the caller's account after re-authentication (password or a GET /reauthenticate nonce), at aal2 when
 * they have a verified factor: avatar object, profile, favourites, riders, stages, roles and the auth user;
 * owned venues are released. REST and tRPC are thin doors onto this.
 */
export async function deleteAccount(deps: Deps, user: AuthUser | null, input: DeleteAccountInput) {
  if (!user) throw unauthorized()
  await requireAal2(deps, user)
  const auth = deps.extras.get('auth.embedded') as EmbeddedAuthService | undefined
  if (!auth) {
    throw new AppError(
      501,
      'Account deletion is only available with the embedded auth server',
      'auth.errors.deleteUnavailable',
    )
  }
  try {
    await auth.confirmPresence(user.id, input)
  } catch (error) {
    if (error instanceof AuthError) {
      if (error.code === 'reauthentication_not_valid') {
        throw new AppError(400, 'The confirmation code is invalid or has expired', 'auth.errors.nonceInvalid')
      }
      if (error.code === 'invalid_credentials') {
        throw new AppError(400, 'The password is not correct', 'auth.errors.wrongPassword')
      }
      if (error.status === 404) throw new AppError(404, 'Account not found', 'auth.errors.accountNotFound')
    }
    throw error
  }
  // The avatar first: if storage fails nothing is deleted yet and the user can try again.
  const { error } = await storageClient(deps)
    .from(AVATARS)
    .remove([`${user.id}.webp`])
  if (error && !/not.?found/i.test(error.message))
    throw storageFailure(deps, error, 'avatar removal on account deletion')
  const { releasedVenues } = await accountDeletionRepo.deleteUserData(deps.db, user.id)
  deps.log.info({ userId: user.id, releasedVenues }, 'account deleted')
  return { deleted: true as const, releasedVenues }
}

import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { mfaRepo } from './embedded/mfa-repo.ts'
import type { AuthUser } from './verify.ts'

export const AAL2_REQUIRED_MESSAGE =
  'Two-factor verification required: enter a code from your authenticator app before changing your email, password or deleting your account'

/**
 * Sensitive operations need aal2 once the user has a verified factor (SPEC §4: the assurance level becomes
 * aal2 when a verified factor exists). 403 with a clear message at aal1; users without factors pass.
 */
export async function requireAal2(deps: Deps, user: AuthUser): Promise<void> {
  if (user.aal === 'aal2') return
  if (await mfaRepo.hasVerifiedFactor(deps.db, user.id)) {
    throw new AppError(403, AAL2_REQUIRED_MESSAGE, 'auth.errors.aal2Required')
  }
}

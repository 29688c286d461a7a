import { z } from 'zod'
import type { Deps } from '../deps.ts'
import { isAdmin } from './roles.ts'
import type { AuthUser } from './verify.ts'

/** The caller as the server verified it (REST and tRPC doors onto the same function). */
export async function whoAmI(deps: Deps, user: AuthUser | null) {
  if (!user) return { user: null }
  return {
    user: { id: user.id, email: user.email, aal: user.aal, admin: await isAdmin(deps.db, user.id) },
  }
}

export const MeSchema = z.object({
  user: z
    .object({ id: z.string(), email: z.string().nullable(), aal: z.enum(['aal1', 'aal2']), admin: z.boolean() })
    .nullable(),
})

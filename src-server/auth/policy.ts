import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { forbidden } from '../http/errors.ts'
import { isAdmin } from './roles.ts'
import type { AuthUser } from './verify.ts'

/**
 * The policy layer's shared pieces (decision record 0011). Each resource's access rules live in one file of its
 * feature, `src-server/<feature>/policy.ts`, as one object per resource whose methods are the actions (read,
 * change, delete, answer, run…). A method either hands the service what the caller may act on (the loaded row,
 * the scope of their own rows, a check to apply under a lock) or throws the resource's refusal: 404 where another
 * user's things must look absent, 403 where the thing is known but the action is not the caller's.
 *
 * Every service function that takes a user asks its policy on its first line; `src-server/boundaries.test.ts`
 * fails on one that does not. Authentication (signed in, anonymous accounts) stays at the doors.
 */

/** The scope of resources a user only ever has their own of: every query the service makes goes by this id. */
export interface OwnScope {
  ownerId: string
}

export const ownScope = (user: AuthUser): OwnScope => ({ ownerId: user.id })

/** Administrators only (the `user_roles` table): 403 for everyone else. */
export async function requireAdmin(db: Kysely<Database>, user: AuthUser): Promise<AuthUser> {
  if (!(await isAdmin(db, user.id))) throw forbidden()
  return user
}

import { type OwnScope, ownScope } from '../auth/policy.ts'
import type { AuthUser } from '../auth/verify.ts'

const own = (user: AuthUser): OwnScope => ownScope(user)

/**
 * Favourite lists and their items are their owner's alone: every query the service makes is scoped to the owner id
 * this hands back, so another user's list or favourite ids answer "not found". Anonymous accounts may keep
 * favourites (the doors let them through).
 */
export const favoritesPolicy = {
  read: own,
  create: own,
  change: own,
  delete: own,
}

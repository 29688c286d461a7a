import { type OwnScope, ownScope } from '../auth/policy.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import * as repo from './repository.ts'

export type RiderRow = NonNullable<Awaited<ReturnType<typeof repo.findById>>>

const riderNotFound = () => AppError.of(404, 'riders.errors.notFound')

/** Loads a rider the user owns; someone else's rider is indistinguishable from a missing one. */
async function ownRider(deps: Pick<Deps, 'db'>, user: AuthUser, id: string): Promise<RiderRow> {
  const row = await repo.findById(deps.db, id)
  if (!row || row.owner_id !== user.id) throw riderNotFound()
  return row
}

const own = (user: AuthUser): OwnScope => ownScope(user)

/**
 * Riders are private to their owner: only they read, change, version, share and delete one (404 for anyone else).
 * A shared rider's public view goes by its share token, not by a user (service.getShared).
 */
export const riderPolicy = {
  list: own,
  create: own,
  read: ownRider,
  change: ownRider,
  delete: ownRider,
  share: ownRider,
  /** The counters only (a cheaper read), under the same rule. */
  async readRevision(deps: Pick<Deps, 'db'>, user: AuthUser, id: string) {
    const row = await repo.findRevision(deps.db, id)
    if (!row || row.owner_id !== user.id) throw riderNotFound()
    return row
  },
}

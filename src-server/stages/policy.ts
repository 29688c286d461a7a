import type { StageView } from '../../src/stages/protocol.ts'
import { type OwnScope, ownScope } from '../auth/policy.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError, forbidden } from '../http/errors.ts'
import * as repo from './repository.ts'

/** Access to one stage granted by another door (a controller link, the stage's API token: access/policy.ts). */
export interface StageGrant {
  grant: 'stage'
  stageId: string
}
/** Who runs a stage's show: its owner (a signed-in user) or a grant for that stage. */
export type Actor = AuthUser | StageGrant

const notFound = () => AppError.of(404, 'stages.errors.notFound')

/** A stage the user owns: 404 for unknown ids, 403 for someone else's. */
async function ownStage(deps: Pick<Deps, 'db'>, user: AuthUser, id: string): Promise<repo.StageRow> {
  const row = await repo.findById(deps.db, id)
  if (!row) throw notFound()
  if (row.ownerId !== user.id) throw forbidden()
  return row
}

const own = (user: AuthUser): OwnScope => ownScope(user)

/**
 * Stages are their owner's: only they list, read, rename, operate and delete one, and manage its links. A display
 * reads a stage by its public code (service.stageByCode); links and the API token act under their own rules
 * (access/policy.ts) and reach the running order through a `StageGrant`.
 */
export const stagePolicy = {
  list: own,
  create: own,
  read: ownStage,
  change: ownStage,
  delete: ownStage,
  /**
   * Operating a stage (messages, timers, set list) by its owner. The realtime hub's copy of a stage whose owner it
   * checked at connect answers without a read: the row when the copy is this user's stage, else undefined (then
   * `change` decides).
   */
  operateCached(
    user: AuthUser,
    id: string,
    cached: { view: StageView; ownerId: string } | undefined,
  ): repo.StageRow | undefined {
    return cached && cached.ownerId === user.id && cached.view.id === id
      ? { ...cached.view, ownerId: cached.ownerId }
      : undefined
  },
  /**
   * Running the show (running order, live controls): the stage's owner, or a grant for this stage. 404 at once for
   * an id that cannot name a stage; the check it returns is applied to the stage's owner as the caller loads the
   * stage (under its row lock, or from the hub's copy), so it costs no read of its own.
   */
  run(actor: Actor, stageId: string): (ownerId: string) => void {
    if (!repo.UUID.test(stageId)) throw notFound()
    return (ownerId) => {
      const allowed = 'grant' in actor ? actor.stageId === stageId : actor.id === ownerId
      if (!allowed) throw forbidden()
    }
  },
}

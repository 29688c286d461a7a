import type { Deps } from '../../deps.ts'
import { AppError } from '../../http/errors.ts'
import * as repo from './repository.ts'

/** The answer to a revoked link's token, over HTTP and on the socket alike: it never works again. */
export const linkRevoked = () => AppError.of(403, 'showcontrol.errors.linkRevoked')

/**
 * What a stage's link lets its holder do (the links themselves are the owner's to list, create and revoke:
 * stagePolicy). A viewer reads; a controller and the API token operate the stage and its show; nobody with a link
 * deletes the stage or sees its links. A person's link opens pages; the API token is for tools only.
 */
export const linkPolicy = {
  /** Every link reads the stage it belongs to, and only that one. */
  read(link: repo.LinkRow): { stageId: string } {
    return { stageId: link.stageId }
  },
  /** A page opened with a link: a viewer's or a controller's, not the API token. */
  openPage(link: repo.LinkRow): repo.LinkRow {
    if (link.role === 'api') throw AppError.of(403, 'showcontrol.errors.apiTokenNotForPages')
    return link
  },
  /** The show-control API (`Authorization: Bearer`): the API token only. */
  callApi(link: repo.LinkRow): repo.LinkRow {
    if (link.role !== 'api') throw AppError.of(403, 'showcontrol.errors.apiOnly')
    return link
  },
  /** Operating the stage or its show: a controller link or the API token, and not one revoked a moment ago. */
  async operate(deps: Pick<Deps, 'db'>, link: repo.LinkRow): Promise<repo.LinkRow> {
    if (link.role === 'viewer') throw AppError.of(403, 'showcontrol.errors.viewerCannotControl')
    const state = await repo.state(deps.db, link.id)
    if (state === 'revoked') throw linkRevoked()
    if (state === null) throw AppError.of(401, 'showcontrol.errors.unknownLink')
    return link
  },
}

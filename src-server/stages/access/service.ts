/**
 * Role links of a stage: the stage's owner creates and revokes them (stagePolicy), and a link lets its holder do
 * what linkPolicy (policy.ts) says: a viewer reads, a controller and the API token operate, nobody with a link
 * deletes the stage or sees links.
 *
 * Tokens are 32 random bytes; only their SHA-256 is stored. A token with 256 bits of entropy needs no slow hash:
 * the digest cannot be reversed, and a database leak does not hand out working links. The price: a link is shown
 * once, when created (then as a URL and QR code); a lost link is replaced by a new one.
 */
import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import {
  ACCESS_LIMITS,
  type CreatedLink,
  type createLinkInput,
  type DisplayDevice,
  type LinkView,
  linkUrl,
  userAgentSummary,
  wellFormedDeviceId,
  wellFormedToken,
} from '../../../src/stages/access.ts'
import type { ParsedStageOp, StageView } from '../../../src/stages/protocol.ts'
import type { ParsedRunOp } from '../../../src/stages/running-order.ts'
import type { AuthUser } from '../../auth/verify.ts'
import type { Deps } from '../../deps.ts'
import { AppError, tooManyRequests } from '../../http/errors.ts'
import { stagePolicy } from '../policy.ts'
import { UUID } from '../repository.ts'
import * as runOrder from '../running-order/service.ts'
import { applyCheckedStageOp, loadView } from '../service.ts'
import { linkPolicy, linkRevoked } from './policy.ts'
import * as repo from './repository.ts'

/** Every server copy LISTENs here: `{ "links": [ids] }` closes the sockets opened with those links. */
export const LINKS_CHANNEL = 'stages_links'

export { linkRevoked } from './policy.ts'
export type { LinkRow } from './repository.ts'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The owner's links of a stage, with the devices that opened them. */
export async function listLinks(deps: Deps, user: AuthUser, stageId: string): Promise<LinkView[]> {
  await stagePolicy.read(deps, user, stageId)
  return repo.listByStage(deps.db, stageId)
}

/** The devices that opened the stage's display link (by its code), with when each was last seen. */
export async function listDisplayDevices(deps: Deps, user: AuthUser, stageId: string): Promise<DisplayDevice[]> {
  await stagePolicy.read(deps, user, stageId)
  return repo.displayDevices(deps.db, stageId)
}

/**
 * A display page (opened with the stage's code) was seen: opened (with its user agent), or left, last heard from at
 * `lastHeard` (closed, or dropped after falling silent). Pages without a well-formed device id (tools, the bench)
 * are not remembered. Never fails the display's connection.
 */
export async function seeDisplay(
  deps: Deps,
  stageId: string,
  device: { id: string | null; userAgent: string | undefined },
  lastHeard?: Date,
): Promise<void> {
  const id = wellFormedDeviceId(device.id)
  if (!id) return
  // A page leaving only moves its "last seen" (a stage deleted meanwhile has nothing left to update).
  await repo
    .touchDisplay(deps.db, stageId, { id, userAgent: userAgentSummary(device.userAgent) }, lastHeard)
    .catch((err) => deps.log.warn({ err }, 'stages: display device not remembered'))
}

/**
 * A connected display says what it is: the name its operator gave the screen and whether it allowed its audible cue.
 * False when the stage does not remember the device (nothing to update).
 */
export async function describeScreen(
  deps: Deps,
  stageId: string,
  deviceId: string,
  screen: { name: string; sound: boolean },
): Promise<boolean> {
  return repo.describeDisplay(deps.db, stageId, deviceId, screen)
}

/** A new link; for role 'api' it replaces the stage's API token (rotation). The token is in this answer only. */
export async function createLink(
  deps: Deps,
  user: AuthUser,
  stageId: string,
  { role, label }: z.output<typeof createLinkInput>,
): Promise<CreatedLink> {
  await stagePolicy.change(deps, user, stageId)
  const token = randomBytes(32).toString('base64url')
  const r = await repo.insert(
    deps.db,
    { stageId, role, label, tokenHash: hashToken(token) },
    ACCESS_LIMITS.linksPerStage,
  )
  if (r === 'full') {
    throw AppError.of(409, 'showcontrol.errors.tooManyLinks')
  }
  if (r.replaced.length) await cutOff(deps, r.replaced)
  return { ...r.link, token, url: role === 'api' ? null : linkUrl(deps.config.publicUrl.replace(/\/$/, ''), token) }
}

/**
 * Revokes a link at once: it stays as a tombstone, so its token answers "revoked" from then on (never "unknown", and
 * never works again), and every socket opened with it is closed, on every server copy.
 */
export async function revokeLink(deps: Deps, user: AuthUser, stageId: string, linkId: string): Promise<void> {
  await stagePolicy.change(deps, user, stageId)
  if (!UUID.test(linkId) || !(await repo.revoke(deps.db, stageId, linkId))) {
    throw AppError.of(404, 'showcontrol.errors.linkNotFound')
  }
  await cutOff(deps, [linkId])
}

async function cutOff(deps: Deps, ids: string[]): Promise<void> {
  deps.stageHub?.dropLinks(ids)
  await repo.notify(deps.db, LINKS_CHANNEL, JSON.stringify({ links: ids }))
}

/**
 * Public: the live link a token names. Wrong tokens spend the same budget per client address as unknown stage codes
 * (counted before the lookup, given back when the token exists), so guessing links is no faster than codes. A
 * revoked link's token is no guess: it gets its budget back, and a 403 that says it was revoked.
 */
export async function resolveToken(deps: Deps, token: unknown, clientAddress: string): Promise<repo.LinkRow> {
  const budget = await deps.limits.stageCodes.take(clientAddress)
  if (!budget.ok) {
    throw AppError.of(429, 'showcontrol.errors.tooManyTokens', { seconds: budget.retryAfterS })
  }
  const wellFormed = wellFormedToken(token)
  const found = wellFormed ? await repo.findByHash(deps.db, hashToken(wellFormed)) : null
  if (!found) throw AppError.of(401, 'showcontrol.errors.unknownLink')
  await deps.limits.stageCodes.giveBack(clientAddress)
  const { revoked, ...link } = found
  if (revoked) throw linkRevoked()
  return link
}

/** Whether a link still works (a socket opened with it checks again once registered, see realtime.ts). */
export async function linkIsLive(deps: Deps, linkId: string): Promise<boolean> {
  return (await repo.state(deps.db, linkId)) === 'live'
}

/** A person's link opened in a browser (viewer or controller): the stage, and the device remembered. */
export async function openLink(
  deps: Deps,
  token: unknown,
  clientAddress: string,
  device: { id: string | null; userAgent: string | undefined },
): Promise<{ link: repo.LinkRow; stage: StageView }> {
  const link = linkPolicy.openPage(await resolveToken(deps, token, clientAddress))
  const stage = await loadView(deps, link.stageId)
  if (!stage) throw AppError.of(404, 'stages.errors.notFound')
  const id = wellFormedDeviceId(device.id)
  await repo.touch(deps.db, link.id, id ? { id, userAgent: userAgentSummary(device.userAgent) } : undefined)
  return { link, stage }
}

/** A device leaves: its "last seen" becomes now. */
export async function leaveLink(deps: Deps, linkId: string, deviceId: string | null): Promise<void> {
  const id = wellFormedDeviceId(deviceId)
  // Best effort: a socket closing while the server stops finds no database any more.
  if (id && (await linkIsLive(deps, linkId).catch(() => false))) {
    await repo.touch(deps.db, linkId, { id, userAgent: '' }).catch(() => {})
  }
}

/** A controller's or the API token's operation; a viewer may not, and a link revoked a moment ago no longer. */
export async function operateAsLink(
  deps: Deps,
  link: repo.LinkRow,
  op: ParsedStageOp,
  cached?: StageView,
): Promise<StageView> {
  await linkPolicy.operate(deps, link)
  return applyCheckedStageOp(deps, link.stageId, op, cached)
}

/** The live controls of the running order (start, stop, next, previous, nudge, pause, resume, skip, reorder). */
export const RUN_OP_TYPES: ReadonlySet<unknown> = new Set([
  'start',
  'stop',
  'next',
  'previous',
  'nudge',
  'pause',
  'resume',
  'skip',
  'reorder',
])

/** A running-order live control by a controller link or the API token (parsed by its door). */
export async function runAsLink(deps: Deps, link: repo.LinkRow, op: ParsedRunOp): Promise<StageView> {
  await linkPolicy.operate(deps, link)
  return runOrder.runOp(deps, { grant: 'stage', stageId: link.stageId }, link.stageId, op)
}

/** The stage the API token drives, for `Authorization: Bearer <token>` callers (show-control.ts). */
export async function apiCaller(deps: Deps, authorization: string | undefined, clientAddress: string) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (!token) throw AppError.of(401, 'showcontrol.errors.noToken')
  const link = linkPolicy.callApi(await resolveToken(deps, token, clientAddress))
  const budget = await deps.limits.stageControlToken.take(`link:${link.id}`)
  if (!budget.ok) throw tooManyRequests(budget.retryAfterS)
  await repo.touch(deps.db, link.id)
  return link
}

/** The stage behind a link, as it is now. */
export async function linkedStage(deps: Deps, link: repo.LinkRow): Promise<StageView> {
  const { stageId } = linkPolicy.read(link)
  const stage = await loadView(deps, stageId)
  if (!stage) throw AppError.of(404, 'stages.errors.notFound')
  return stage
}

export const nudgeMinutes = z.coerce
  .number()
  .int()
  .min(-ACCESS_LIMITS.nudgeMinutes)
  .max(ACCESS_LIMITS.nudgeMinutes)
  .refine((n) => n !== 0, 'Nudge by at least one minute')

/**
 * Run of show: editing a stage's running order and its live controls. Every change is written in one
 * transaction that locks the stage row, bumps the stage's version and NOTIFYs, so it reaches every display and
 * manager through the stage whisperer's realtime path (on every server copy), like a message does.
 *
 * Doors that authenticate otherwise than by the owner's session (API tokens, controller links) pass a
 * `StageGrant` for the stage they checked instead of a user; the stage policy (../policy.ts) decides either way.
 */

import type { z } from 'zod'
import { createTranslator } from '../../../src/i18n/index.ts'
import { isLocale } from '../../../src/i18n/locales.ts'
import type { StageState, StageView } from '../../../src/stages/protocol.ts'
import { type RunWarning, runWarnings } from '../../../src/stages/run-warnings.ts'
import {
  applyRunOp,
  type ParsedRunOp,
  type RunItem,
  type RunOp,
  RunOpError,
  type RunOrderView,
  type runOrderHeadSchema,
  type runOrderInputSchema,
} from '../../../src/stages/running-order.ts'
import type { AuthUser } from '../../auth/verify.ts'
import { bookedListingsFor } from '../../bookings/repository.ts'
import type { Deps } from '../../deps.ts'
import { AppError, tooManyRequests } from '../../http/errors.ts'
import { type Actor, stagePolicy } from '../policy.ts'
import * as stageRepo from '../repository.ts'
import { NOTIFY_CHANNEL, notifyPayload } from '../service.ts'
import { buildFromBookings } from './fill.ts'
import * as repo from './repository.ts'

export type { Actor, StageGrant } from '../policy.ts'

/** The stage policy's check for one caller and stage (stagePolicy.run), applied to the stage's owner. */
type MayRun = (ownerId: string) => void

const noOrder = () => AppError.of(404, 'runorder.errors.noOrder')

/** Runs `change` on the stage's running order under the stage's row lock, then announces the new view. */
async function commit(
  deps: Deps,
  mayRun: MayRun,
  stageId: string,
  change: (trx: Deps['db'], order: RunOrderView | null) => Promise<void>,
): Promise<StageView> {
  const view = await deps.db.transaction().execute(async (trx) => {
    const locked = await repo.lockStage(trx, stageId)
    if (!locked) throw AppError.of(404, 'stages.errors.notFound')
    mayRun(locked.ownerId)
    await change(trx, await repo.findByStage(trx, stageId))
    const row = await repo.bumpStage(trx, stageId)
    if (!row) throw AppError.of(404, 'stages.errors.notFound')
    const v: StageView = {
      id: row.id,
      code: row.code,
      name: row.name,
      version: row.version,
      state: (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as StageState,
      updatedAt: new Date(row.updated_at).toISOString(),
      runOrder: await repo.findByStage(trx, stageId),
    }
    await repo.notify(trx, NOTIFY_CHANNEL, notifyPayload({ id: v.id, version: v.version, stage: v }))
    return v
  })
  deps.stageHub?.publish(view)
  return view
}

async function limit(deps: Deps, actor: Actor): Promise<void> {
  const key = 'grant' in actor ? `stage:${actor.stageId}` : actor.id
  const r = await deps.limits.runOrderWrites.take(key)
  if (!r.ok) throw tooManyRequests(r.retryAfterS)
}

/** The stage's running order (null when it has none). */
export async function getRunOrder(deps: Deps, actor: Actor, stageId: string): Promise<RunOrderView | null> {
  const mayRun = stagePolicy.run(actor, stageId)
  const stage = await deps.db.selectFrom('stages').select('owner_id').where('id', '=', stageId).executeTakeFirst()
  if (!stage) throw AppError.of(404, 'stages.errors.notFound')
  mayRun(stage.owner_id)
  return repo.findByStage(deps.db, stageId)
}

/**
 * Saves the whole running order (date, time zone, language, items in order). Items keep their ids when given
 * one of this running order (so the live item survives an edit); a live item that was removed stops the show.
 */
export async function saveRunOrder(
  deps: Deps,
  actor: Actor,
  stageId: string,
  body: z.output<typeof runOrderInputSchema>,
): Promise<StageView> {
  const mayRun = stagePolicy.run(actor, stageId)
  await limit(deps, actor)
  const artistIds = [...new Set(body.items.flatMap((i) => (i.artist_id ? [i.artist_id] : [])))]
  const riderIds = [...new Set(body.items.flatMap((i) => (i.rider_id ? [i.rider_id] : [])))]
  return commit(deps, mayRun, stageId, async (trx, order) => {
    const artists = await repo.existingArtists(trx, artistIds)
    const riders = await repo.ridersOfArtists(trx, riderIds)
    for (const id of artistIds) if (!artists.has(id)) throw AppError.of(400, 'runorder.errors.artist', { id })
    for (const id of riderIds) if (!riders.has(id)) throw AppError.of(400, 'runorder.errors.rider', { id })
    const orderId = await repo.upsertOrder(trx, stageId, {
      date: body.date,
      timezone: body.timezone,
      language: body.language,
    })
    const known = order ? await repo.itemIds(trx, orderId) : new Set<string>()
    const items = body.items.map((i) => ({ ...i, id: i.id && known.has(i.id) ? i.id : undefined }))
    await repo.replaceItems(trx, orderId, items)
    const live = order?.live
    if (live?.current_item_id && !items.some((i) => i.id === live.current_item_id)) {
      await repo.setLive(trx, orderId, {
        current_item_id: null,
        started_at: null,
        paused_at: null,
        paused_ms: 0,
        nudge_ms: 0,
      })
    }
  })
}

export async function deleteRunOrder(deps: Deps, actor: Actor, stageId: string): Promise<StageView> {
  const mayRun = stagePolicy.run(actor, stageId)
  await limit(deps, actor)
  return commit(deps, mayRun, stageId, async (trx, order) => {
    if (!order) throw noOrder()
    await repo.deleteOrder(trx, stageId)
  })
}

function applyOrConflict(order: RunOrderView, op: ParsedRunOp, now: number): ReturnType<typeof applyRunOp> {
  try {
    return applyRunOp(order, op, now)
  } catch (error) {
    if (error instanceof RunOpError) throw AppError.of(409, error.key)
    throw error
  }
}

/**
 * A live-state step (start, stop, next…) as ONE statement: the new live state, the stage's version bump and the
 * NOTIFY, guarded by the version it was computed from (a concurrent change makes it retry on a fresh copy).
 */
async function liveStep(
  deps: Deps,
  mayRun: MayRun,
  stageId: string,
  op: ParsedRunOp,
  cached?: { view: StageView; ownerId: string },
): Promise<StageView> {
  let base = cached && cached.view.id === stageId && cached.view.runOrder !== undefined ? cached : undefined
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!base) {
      const fresh = await loadForStep(deps, stageId)
      if (!fresh) throw AppError.of(404, 'stages.errors.notFound')
      base = fresh
    }
    mayRun(base.ownerId)
    const order = base.view.runOrder
    if (!order) throw noOrder()
    const now = Date.now()
    const { live } = applyOrConflict(order, op, now)
    const updatedAt = new Date(now).toISOString()
    const v: StageView = {
      ...base.view,
      version: base.view.version + 1,
      updatedAt,
      runOrder: { ...order, live, updated_at: updatedAt },
    }
    const written = await repo.stepAndNotify(deps.db, {
      stageId,
      version: base.view.version,
      orderId: order.id,
      live,
      updatedAt,
      channel: NOTIFY_CHANNEL,
      payload: notifyPayload({ id: v.id, version: v.version, stage: v }),
    })
    if (written) {
      deps.stageHub?.publish(v)
      return v
    }
    base = undefined
  }
  throw AppError.of(409, 'stages.errors.busy')
}

async function loadForStep(deps: Deps, stageId: string): Promise<{ view: StageView; ownerId: string } | null> {
  const row = await stageRepo.findById(deps.db, stageId)
  if (!row) return null
  const { ownerId, ...view } = row
  return { view: { ...view, runOrder: await repo.findByStage(deps.db, stageId) }, ownerId }
}

const LIVE_ONLY = new Set<ParsedRunOp['type']>(['start', 'stop', 'next', 'previous', 'nudge', 'pause', 'resume'])

/**
 * A live control (start, stop, next, previous, nudge, pause, resume, skip, reorder). `cached`: the realtime
 * hub's latest copy of the stage, whose owner it checked at connect (saves the reads, as for stage ops); the
 * hub's socket door is not rate-limited (like stage ops), the HTTP doors are.
 */
export async function runOp(
  deps: Deps,
  actor: Actor,
  stageId: string,
  op: ParsedRunOp,
  cached?: { view: StageView; ownerId: string },
): Promise<StageView> {
  const mayRun = stagePolicy.run(actor, stageId)
  if (!cached) await limit(deps, actor)
  if (LIVE_ONLY.has(op.type)) return liveStep(deps, mayRun, stageId, op, cached)
  return commit(deps, mayRun, stageId, async (trx, order) => {
    if (!order) throw noOrder()
    const result = applyOrConflict(order, op, Date.now())
    await repo.updateOrderOfItems(trx, order.id, result.items)
    await repo.setLive(trx, order.id, result.live)
  })
}

// The show-control API, one function per button (Stream Deck / Companion doors call these).
export const start = (deps: Deps, actor: Actor, stageId: string, itemId?: string) =>
  runOp(deps, actor, stageId, { type: 'start', item_id: itemId } satisfies RunOp)
export const stop = (deps: Deps, actor: Actor, stageId: string) => runOp(deps, actor, stageId, { type: 'stop' })
export const next = (deps: Deps, actor: Actor, stageId: string) => runOp(deps, actor, stageId, { type: 'next' })
export const previous = (deps: Deps, actor: Actor, stageId: string) => runOp(deps, actor, stageId, { type: 'previous' })
export const nudge = (deps: Deps, actor: Actor, stageId: string, minutes: number) =>
  runOp(deps, actor, stageId, { type: 'nudge', minutes })
export const pause = (deps: Deps, actor: Actor, stageId: string) => runOp(deps, actor, stageId, { type: 'pause' })
export const resume = (deps: Deps, actor: Actor, stageId: string) => runOp(deps, actor, stageId, { type: 'resume' })
export const skip = (deps: Deps, actor: Actor, stageId: string, itemId: string, skipped = true) =>
  runOp(deps, actor, stageId, { type: 'skip', item_id: itemId, skipped })
export const reorder = (deps: Deps, actor: Actor, stageId: string, itemIds: string[]) =>
  runOp(deps, actor, stageId, { type: 'reorder', item_ids: itemIds })

/**
 * Fills the running order from the stage owner's booked acts on its date (enquiries with status "booked"):
 * each act with its rider's show time and a changeover between acts. Replaces the items; the show is stopped.
 */
export async function fillFromBookings(
  deps: Deps,
  user: AuthUser,
  stageId: string,
  body: z.output<typeof runOrderHeadSchema>,
): Promise<StageView & { warnings: RunWarning[] }> {
  const mayRun = stagePolicy.run(user, stageId)
  await limit(deps, user)
  const view = await commit(deps, mayRun, stageId, async (trx, order) => {
    const listings = await bookedListingsFor(trx, { bookerId: user.id, date: body.date })
    const acts = listings.filter((l) => l.kind === 'artist')
    const riders = await repo.latestRiderPerArtist(
      trx,
      acts.map((a) => a.listing_id),
    )
    const t = createTranslator(isLocale(body.language) ? body.language : 'en')
    const items: (Omit<RunItem, 'id'> & { id?: string })[] = buildFromBookings(acts, riders, {
      changeover: t('runorder.fill.changeover'),
    })
    if (items.length === 0) {
      throw AppError.of(409, 'runorder.errors.noBookings')
    }
    const orderId = await repo.upsertOrder(trx, stageId, body)
    await repo.replaceItems(trx, orderId, items)
    if (order) {
      await repo.setLive(trx, orderId, {
        current_item_id: null,
        started_at: null,
        paused_at: null,
        paused_ms: 0,
        nudge_ms: 0,
      })
    }
  })
  // Bookings and riders may not fit together: the overlaps and curfew overruns the filled order has.
  return { ...view, warnings: view.runOrder ? runWarnings(view.runOrder, Date.now()) : [] }
}

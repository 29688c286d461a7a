/**
 * The rules of availability. tRPC and the REST mirror both call these functions. A calendar belongs to its
 * listing, so the directory's listingPolicy decides: writes ask it on their first line (venues: their owner or an
 * admin; artists and services: admins), then take the per-user write limit. Reads are public, but a block's note
 * only reaches the listing's editors.
 */
import {
  addDays,
  type Block,
  type Calendar,
  type ClearBody,
  daysBetween,
  maskToWeekdays,
  READ_MAX_DAYS,
  type SetBlockBody,
  type SettingsBody,
  todayIso,
  type WeeklyBody,
  weekdaysToMask,
} from '../../src/availability/schemas.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { listingNotFound } from '../directory/errors.ts'
import { listingPolicy } from '../directory/policy.ts'
import { badRequest, notFound, tooManyRequests } from '../http/errors.ts'
import * as repo from './repository.ts'

type Svc = Pick<Deps, 'db' | 'limits'>

/** The per-user budget of calendar writes: 429 past it. */
async function takeWriteLimit(deps: Svc, user: AuthUser): Promise<AuthUser> {
  const budget = await deps.limits.availabilityWrites.take(user.id)
  if (!budget.ok) throw tooManyRequests(budget.retryAfterS)
  return user
}

/** First day of this month, and the last day of the month two months on. */
function defaultSpan(): { from: string; to: string } {
  const from = `${todayIso().slice(0, 7)}-01`
  const d = new Date(`${from}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + 3)
  return { from, to: addDays(d.toISOString().slice(0, 10), -1) }
}

const toBlock = (b: repo.BlockOut, withNote: boolean): Block => ({
  id: b.id,
  start_date: b.start_date,
  end_date: b.end_date,
  status: b.status,
  ...(withNote ? { note: b.note } : {}),
})

/** GET a listing's calendar from..to (default: this month and the next two; at most READ_MAX_DAYS days). */
export async function getCalendar(
  deps: Svc,
  user: AuthUser | null,
  type: EntityType,
  id: number,
  query: { from?: string; to?: string },
): Promise<Calendar> {
  const canEdit = await listingPolicy.mayChange(deps.db, user, type, id)
  const span = defaultSpan()
  const from = query.from ?? (query.to ? addDays(query.to, -(daysBetween(span.from, span.to) + 1)) : span.from)
  const to = query.to ?? (query.from ? addDays(query.from, daysBetween(span.from, span.to)) : span.to)
  if (daysBetween(from, to) < 0) throw badRequest('availability.errors.readRangeReversed')
  if (daysBetween(from, to) >= READ_MAX_DAYS)
    throw badRequest('availability.errors.readRangeTooLong', { days: READ_MAX_DAYS })
  if (!(await repo.listingExists(deps.db, type, id))) throw listingNotFound(type)
  const [blocks, mask, multiple] = await Promise.all([
    repo.blocksBetween(deps.db, type, id, from, to),
    repo.weeklyMask(deps.db, type, id),
    repo.multipleEventsPerDay(deps.db, type, id),
  ])
  return {
    type,
    id,
    from,
    to,
    closed_weekdays: maskToWeekdays(mask),
    blocks: blocks.map((b) => toBlock(b, canEdit)),
    multiple_events_per_day: multiple,
    can_edit: canEdit,
  }
}

/** Marks start..end booked / hold / unavailable (replacing what those days said). */
export async function setBlock(
  deps: Svc,
  user: AuthUser,
  type: EntityType,
  id: number,
  body: SetBlockBody,
): Promise<{ success: true; block: Block }> {
  await listingPolicy.change(deps.db, user, type, id)
  const me = await takeWriteLimit(deps, user)
  const block = await repo.blockDates(deps.db, {
    kind: type,
    listingId: id,
    startDate: body.start_date,
    endDate: body.end_date,
    status: body.status,
    note: body.note,
    createdBy: me.id,
  })
  return { success: true, block: toBlock(block, true) }
}

/** Frees start..end: blocks there are removed or cut back. */
export async function clearRange(
  deps: Svc,
  user: AuthUser,
  type: EntityType,
  id: number,
  body: ClearBody,
): Promise<{ success: true; changed: number }> {
  await listingPolicy.change(deps.db, user, type, id)
  await takeWriteLimit(deps, user)
  const changed = await repo.clearDates(deps.db, {
    kind: type,
    listingId: id,
    startDate: body.start_date,
    endDate: body.end_date,
  })
  return { success: true, changed }
}

export async function removeBlock(
  deps: Svc,
  user: AuthUser,
  type: EntityType,
  id: number,
  blockId: number,
): Promise<{ success: true }> {
  await listingPolicy.change(deps.db, user, type, id)
  await takeWriteLimit(deps, user)
  if (!(await repo.deleteBlock(deps.db, type, id, blockId))) throw notFound('availability.errors.blockNotFound')
  return { success: true }
}

/** Sets the weekdays the listing is always closed (an empty list: open every day). */
export async function setWeekly(
  deps: Svc,
  user: AuthUser,
  type: EntityType,
  id: number,
  body: WeeklyBody,
): Promise<{ success: true; closed_weekdays: number[] }> {
  await listingPolicy.change(deps.db, user, type, id)
  const me = await takeWriteLimit(deps, user)
  const mask = weekdaysToMask(body.closed_weekdays)
  await repo.setWeeklyMask(deps.db, type, id, mask, me.id)
  return { success: true, closed_weekdays: maskToWeekdays(mask) }
}

/** Sets whether the listing takes several events a day (then a booking no longer holds the whole day). */
export async function setSettings(
  deps: Svc,
  user: AuthUser,
  type: EntityType,
  id: number,
  body: SettingsBody,
): Promise<{ success: true; multiple_events_per_day: boolean }> {
  await listingPolicy.change(deps.db, user, type, id)
  const me = await takeWriteLimit(deps, user)
  await repo.setMultipleEventsPerDay(deps.db, type, id, body.multiple_events_per_day, me.id)
  return { success: true, multiple_events_per_day: body.multiple_events_per_day }
}

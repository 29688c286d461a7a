/**
 * The only code of the availability feature that touches the database (tables of migration 0029). Every
 * function takes the executor, so callers may run it inside their own transaction (an enquiry marked booked
 * blocks its date with `blockDates(trx, …)` in the same transaction).
 */
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely'
import {
  type AvailabilityStatus,
  BLOCK_MAX_DAYS,
  BLOCKS_MAX,
  daysBetween,
  isIsoDate,
  NOTE_MAX,
  weekdayMaskOf,
} from '../../src/availability/constants.ts'
import { type EntityType, isEntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import type { Database } from '../db/schema.ts'
import { listingNotFound } from '../directory/errors.ts'
import { AppError } from '../http/errors.ts'

export type Db = Kysely<Database> | Transaction<Database>

export interface BlockOut {
  id: number
  start_date: string
  end_date: string
  status: AvailabilityStatus
  note: string
  created_by: string | null
}

export interface BlockDatesInput {
  kind: EntityType
  listingId: number
  /** `YYYY-MM-DD`, both days included. */
  startDate: string
  endDate: string
  status: AvailabilityStatus
  note?: string
  /** The user who blocks the dates (null for the system). */
  createdBy: string | null
}

const BLOCK_COLUMNS = sql`id, start_date::text as start_date, end_date::text as end_date, status, note, created_by`

/** The blocks of one listing overlapping from..to (both included), by start date; at most BLOCKS_MAX. */
export async function blocksBetween(db: Db, kind: EntityType, id: number, from: string, to: string) {
  const { rows } = await sql<BlockOut>`select ${BLOCK_COLUMNS} from availability_blocks
    where entity_type = ${kind} and entity_id = ${id} and start_date <= ${to}::date and end_date >= ${from}::date
    order by start_date, id limit ${BLOCKS_MAX}`.execute(db)
  return rows
}

/** The listing's closed weekdays as a mask (0: open every day). */
export async function weeklyMask(db: Db, kind: EntityType, id: number): Promise<number> {
  const row = await db
    .selectFrom('availability_weekly')
    .select('closed_weekdays')
    .where('entity_type', '=', kind)
    .where('entity_id', '=', id)
    .executeTakeFirst()
  return row?.closed_weekdays ?? 0
}

/** Sets the closed weekdays (mask 0 removes the pattern). */
export async function setWeeklyMask(db: Db, kind: EntityType, id: number, mask: number, userId: string | null) {
  if (mask === 0) {
    await db.deleteFrom('availability_weekly').where('entity_type', '=', kind).where('entity_id', '=', id).execute()
    return
  }
  await db
    .insertInto('availability_weekly')
    .values({ entity_type: kind, entity_id: id, closed_weekdays: mask, updated_by: userId })
    .onConflict((oc) =>
      oc
        .columns(['entity_type', 'entity_id'])
        .doUpdateSet({ closed_weekdays: mask, updated_by: userId, updated_at: sql`now()` as never }),
    )
    .execute()
}

export async function listingExists(db: Db, kind: EntityType, id: number): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(KIND_PATH[kind])} where id = ${id}`.execute(db)
  return rows.length > 0
}

/** Within a transaction: the caller's when it is one, else a new one. */
function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work)
}

/** One writer per listing's calendar at a time (trims and the block cap stay consistent). */
async function lockListing(trx: Transaction<Database>, kind: EntityType, id: number) {
  await sql`select pg_advisory_xact_lock(hashtext(${`availability:${kind}:${id}`}))`.execute(trx)
}

/**
 * Frees start..end of one listing: blocks inside go, blocks reaching in are cut back, a block covering the
 * whole range splits in two. Answers how many blocks changed.
 */
async function trim(trx: Transaction<Database>, kind: EntityType, id: number, start: string, end: string) {
  const mine = sql`entity_type = ${kind} and entity_id = ${id}`
  const s = sql`${start}::date`
  const e = sql`${end}::date`
  // A block covering the range on both sides: its right part becomes a block of its own.
  const split = await sql`insert into availability_blocks
      (entity_type, entity_id, start_date, end_date, status, note, created_by, created_at)
    select entity_type, entity_id, ${e} + 1, end_date, status, note, created_by, created_at
    from availability_blocks where ${mine} and start_date < ${s} and end_date > ${e}`.execute(trx)
  const left = await sql`update availability_blocks set end_date = ${s} - 1, updated_at = now()
    where ${mine} and start_date < ${s} and end_date >= ${s}`.execute(trx)
  const right = await sql`update availability_blocks set start_date = ${e} + 1, updated_at = now()
    where ${mine} and start_date >= ${s} and start_date <= ${e} and end_date > ${e}`.execute(trx)
  const inside = await sql`delete from availability_blocks
    where ${mine} and start_date >= ${s} and end_date <= ${e}`.execute(trx)
  return [split, left, right, inside].reduce((n, r) => n + Number(r.numAffectedRows ?? 0), 0)
}

async function blockCount(db: Db, kind: EntityType, id: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from availability_blocks
    where entity_type = ${kind} and entity_id = ${id}`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/** The checks the zod schemas make, for callers that come without them (another feature's service). */
function checkRange(startDate: string, endDate: string) {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) throw AppError.of(400, 'availability.errors.badDates')
  const span = daysBetween(startDate, endDate)
  if (span < 0) throw AppError.of(400, 'availability.errors.blockRangeReversed')
  if (span >= BLOCK_MAX_DAYS) throw AppError.of(400, 'availability.errors.blockRangeTooLong', { days: BLOCK_MAX_DAYS })
}

/**
 * Marks startDate..endDate of a listing booked / hold / unavailable, replacing what the calendar said for
 * those days (other blocks are cut back or split). Runs in the caller's transaction when given one. Throws
 * AppError 400 (bad dates or note), 404 (no such listing), 409 (more than BLOCKS_MAX blocks).
 */
export async function blockDates(db: Db, input: BlockDatesInput): Promise<BlockOut> {
  const { kind, listingId, startDate, endDate, status, createdBy } = input
  if (!isEntityType(kind)) throw AppError.of(404, 'directory.errors.notFound')
  checkRange(startDate, endDate)
  const note = (input.note ?? '').trim()
  if (note.length > NOTE_MAX) throw AppError.of(400, 'availability.errors.noteTooLong', { max: NOTE_MAX })
  if (!['booked', 'hold', 'unavailable'].includes(status)) throw AppError.of(400, 'availability.errors.badStatus')
  return inTransaction(db, async (trx) => {
    await lockListing(trx, kind, listingId)
    if (!(await listingExists(trx, kind, listingId))) throw listingNotFound(kind)
    await trim(trx, kind, listingId, startDate, endDate)
    if ((await blockCount(trx, kind, listingId)) >= BLOCKS_MAX) throw tooMany()
    const { rows } = await sql<BlockOut>`insert into availability_blocks
        (entity_type, entity_id, start_date, end_date, status, note, created_by)
      values (${kind}, ${listingId}, ${startDate}::date, ${endDate}::date, ${status}, ${note}, ${createdBy})
      returning ${BLOCK_COLUMNS}`.execute(trx)
    return rows[0]!
  })
}

const tooMany = () => AppError.of(409, 'availability.errors.tooManyBlocks', { max: BLOCKS_MAX })

/** Frees startDate..endDate of a listing (blocks there are removed or cut back). Answers the blocks changed. */
export async function clearDates(
  db: Db,
  input: Pick<BlockDatesInput, 'kind' | 'listingId' | 'startDate' | 'endDate'>,
): Promise<number> {
  checkRange(input.startDate, input.endDate)
  return inTransaction(db, async (trx) => {
    await lockListing(trx, input.kind, input.listingId)
    const changed = await trim(trx, input.kind, input.listingId, input.startDate, input.endDate)
    // Splitting a block adds one: still within the cap.
    if ((await blockCount(trx, input.kind, input.listingId)) > BLOCKS_MAX) throw tooMany()
    return changed
  })
}

/** Deletes one block of a listing; false when the listing has no such block. */
export async function deleteBlock(db: Db, kind: EntityType, id: number, blockId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('availability_blocks')
    .where('id', '=', blockId)
    .where('entity_type', '=', kind)
    .where('entity_id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * The search's date filter: the listing (the kind's table, unaliased in the query) has no block overlapping
 * from..to and its weekly pattern closes none of the weekdays in it. A listing is available for a range when it
 * is free on every day of it.
 */
export function availableSql(kind: EntityType, from: string, to: string): RawBuilder<unknown> {
  const listingId = sql.ref(`${KIND_PATH[kind]}.id`)
  const type = sql.lit(kind)
  return sql`not exists (select 1 from availability_blocks b where b.entity_type = ${type}
      and b.entity_id = ${listingId}
      and daterange(b.start_date, b.end_date, '[]') && daterange(${from}::date, ${to}::date, '[]'))
    and not exists (select 1 from availability_weekly w where w.entity_type = ${type}
      and w.entity_id = ${listingId} and (w.closed_weekdays & ${sql.lit(weekdayMaskOf(from, to))}) <> 0)`
}

/** Whether the listing takes several events a day (no settings row: it does not). */
export async function multipleEventsPerDay(db: Db, kind: EntityType, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('availability_settings')
    .select('multiple_events_per_day')
    .where('entity_type', '=', kind)
    .where('entity_id', '=', id)
    .executeTakeFirst()
  return row?.multiple_events_per_day ?? false
}

export async function setMultipleEventsPerDay(db: Db, kind: EntityType, id: number, value: boolean, userId: string) {
  await db
    .insertInto('availability_settings')
    .values({ entity_type: kind, entity_id: id, multiple_events_per_day: value, updated_by: userId })
    .onConflict((oc) =>
      oc
        .columns(['entity_type', 'entity_id'])
        .doUpdateSet({ multiple_events_per_day: value, updated_by: userId, updated_at: sql`now()` as never }),
    )
    .execute()
}

/** Why a listing cannot be asked for one day: closed that weekday, or the day's block status; null when free. */
export type DayRefusal = 'closed' | AvailabilityStatus

/**
 * What the listing's calendar says about one day: its weekly pattern closes it, or a block covers it (booked wins
 * over hold and unavailable). A listing taking several events a day stays open on booked days.
 */
export async function dayRefusal(db: Db, kind: EntityType, id: number, day: string): Promise<DayRefusal | null> {
  const [mask, multiple, blocks] = await Promise.all([
    weeklyMask(db, kind, id),
    multipleEventsPerDay(db, kind, id),
    blocksBetween(db, kind, id, day, day),
  ])
  if (mask & weekdayMaskOf(day, day)) return 'closed'
  const statuses = new Set(blocks.map((b) => b.status))
  if (statuses.has('booked') && !multiple) return 'booked'
  if (statuses.has('unavailable')) return 'unavailable'
  if (statuses.has('hold')) return 'hold'
  return null
}

import type { Transaction } from 'kysely'
import type { EntityType } from '../../src/directory/kinds.ts'
import { blockDates, type DayRefusal, dayRefusal, multipleEventsPerDay } from '../availability/repository.ts'
import type { Database } from '../db/schema.ts'
import { isUniqueViolation } from '../http/errors.ts'
import { dayHolder } from './day-repository.ts'
import type { Db, EnquiryOut } from './repository.ts'
import { type EnquiryErrorKey, fail } from './rules.ts'

/**
 * Enquiries against the listing's calendar (availability, migration 0029): a day the calendar closes cannot be asked
 * for, and a listing that takes one event a day can be booked once a day (the unique index of migration 0041 decides
 * races).
 */

const REFUSALS: Record<DayRefusal, EnquiryErrorKey> = {
  closed: 'dayClosed',
  booked: 'dayBooked',
  hold: 'dayBlocked',
  unavailable: 'dayBlocked',
}

/** Why the listing cannot be asked for the day (the error key), or null when the day is open. */
export async function dayUnavailable(
  db: Db,
  type: EntityType,
  id: number,
  date: string,
): Promise<EnquiryErrorKey | null> {
  const refusal = await dayRefusal(db, type, id, date)
  return refusal ? REFUSALS[refusal] : null
}

/** 409 with the reason when the listing's calendar closes the day. */
export async function assertDayOpen(db: Db, type: EntityType, id: number, date: string): Promise<void> {
  const key = await dayUnavailable(db, type, id, date)
  if (key) throw fail(key)
}

/**
 * Marks a booked enquiry's date as booked in the listing's calendar, inside the transaction that books it: the
 * status and the calendar change together or not at all. The note (seen only by the listing side) names the enquiry.
 */
export async function blockBookedDate(
  trx: Transaction<Database>,
  enquiry: EnquiryOut,
  userId: string,
): Promise<boolean> {
  await blockDates(trx, {
    kind: enquiry.entity_type,
    listingId: enquiry.entity_id,
    startDate: enquiry.event_date,
    endDate: enquiry.event_date,
    status: 'booked',
    note: `Enquiry #${enquiry.id}: ${enquiry.event_type}`.slice(0, 200),
    createdBy: userId,
  })
  return true
}

/**
 * Whether booking this enquiry holds the listing's whole day (the listing takes one event a day); 409 when another
 * booking already holds it. A booking racing past this check is stopped by the unique index (see bookingRace).
 */
export async function claimDay(trx: Transaction<Database>, enquiry: EnquiryOut): Promise<boolean> {
  if (await multipleEventsPerDay(trx, enquiry.entity_type, enquiry.entity_id)) return false
  const listing = { type: enquiry.entity_type, id: enquiry.entity_id, date: enquiry.event_date }
  if (await dayHolder(trx, { ...listing, exceptId: enquiry.id })) throw fail('alreadyBooked')
  return true
}

/** The unique index of migration 0041 refused a second booking of a day: the same 409 as the check before it. */
export function bookingRace(error: unknown): unknown {
  return isUniqueViolation(error) ? fail('alreadyBooked') : error
}

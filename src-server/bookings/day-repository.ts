import { sql } from 'kysely'
import type { EnquiryStatus } from '../../src/bookings/constants.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import type { Db } from './repository.ts'

/** The enquiries of one listing's day: what keeps a day to one booking, and what the owner is warned about. */

export interface SameDayEnquiry {
  id: number
  status: EnquiryStatus
  event_time: string | null
}

/**
 * The other enquiries to a listing for one day that are still open or booked (the owner's warning in a thread),
 * booked first; at most `limit`.
 */
export function sameDayEnquiries(
  db: Db,
  listing: { type: EntityType; id: number; date: string; exceptId: number },
  limit = 20,
): Promise<SameDayEnquiry[]> {
  return db
    .selectFrom('enquiries')
    .select(['id', 'status', 'event_time'])
    .where('entity_type', '=', listing.type)
    .where('entity_id', '=', listing.id)
    .where('event_date', '=', sql<string>`${listing.date}::date`)
    .where('id', '!=', listing.exceptId)
    .where('status', 'in', ['new', 'replied', 'booked'])
    .orderBy(sql`status = 'booked'`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** The booking that holds a listing's day (another enquiry than `exceptId`), if any. */
export async function dayHolder(
  db: Db,
  listing: { type: EntityType; id: number; date: string; exceptId: number },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('enquiries')
    .select('id')
    .where('entity_type', '=', listing.type)
    .where('entity_id', '=', listing.id)
    .where('event_date', '=', sql<string>`${listing.date}::date`)
    .where('status', '=', 'booked')
    .where('holds_day', '=', true)
    .where('id', '!=', listing.exceptId)
    .executeTakeFirst()
  return row?.id
}

/** Whether the booker has an open enquiry (new or replied) to the listing for that day. */
export async function hasOpenEnquiry(
  db: Db,
  bookerId: string,
  listing: { type: EntityType; id: number; date: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('enquiries')
    .select('id')
    .where('booker_id', '=', bookerId)
    .where('entity_type', '=', listing.type)
    .where('entity_id', '=', listing.id)
    .where('event_date', '=', sql<string>`${listing.date}::date`)
    .where('status', 'in', ['new', 'replied'])
    .executeTakeFirst()
  return row !== undefined
}

import type { Transaction } from 'kysely'
import { blockDates } from '../availability/repository.ts'
import type { Database } from '../db/schema.ts'
import type { EnquiryOut } from './repository.ts'

/**
 * Marks a booked enquiry's date as booked in the listing's calendar (availability, migration 0029), inside the
 * transaction that books it: the status and the calendar change together or not at all. The note (seen only by
 * the listing side) names the enquiry.
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

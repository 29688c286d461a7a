import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { EnquiryOut } from './repository.ts'

/**
 * Marks a booked enquiry's date as booked in the listing's calendar (availability, migration 0029), inside the
 * transaction that books it. Returns whether the date was blocked. Until the availability feature is merged this
 * blocks nothing.
 */
export async function blockBookedDate(
  _trx: Transaction<Database>,
  _enquiry: EnquiryOut,
  _userId: string,
): Promise<boolean> {
  return false
}

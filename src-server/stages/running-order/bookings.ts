/**
 * Where "Fill from bookings" reads the stage owner's booked listings for a date. The booking loop (helper
 * "enquiry", `src-server/bookings/repository.ts`) exports `bookedListingsFor(db, { bookerId, date })` with this
 * shape; until it is merged this stand-in answers no bookings.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface BookedListing {
  kind: 'artist' | 'venue' | 'service'
  listing_id: number
  name: string
  event_time: string | null
}

export async function bookedListingsFor(
  _db: Kysely<Database>,
  _input: { bookerId: string; date: string },
): Promise<BookedListing[]> {
  return []
}

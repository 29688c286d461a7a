import { type EnquiryStatus, EVENT_DAYS_AHEAD_MAX } from '../../src/bookings/constants.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'

/** The enquiry rules that need no database: errors, the clock, dates and status transitions. */

const STATUS = {
  notFound: 404,
  listingNotFound: 404,
  listNotFound: 404,
  listEmpty: 400,
  listTooLong: 400,
  dateInPast: 400,
  dateTooFar: 400,
  badDate: 400,
  ownListing: 400,
  illegalTransition: 409,
  closed: 409,
  threadFull: 409,
  dayClosed: 409,
  dayBlocked: 409,
  dayBooked: 409,
  alreadyBooked: 409,
  quoteListingOnly: 403,
  quoteBookerOnly: 403,
  quoteNotFound: 404,
  quoteNotOffered: 409,
  quoteExpired: 409,
  quoteClosed: 409,
  quotesFull: 409,
  quoteValidUntil: 400,
  quoteDepositDue: 400,
} as const
/** The enquiry errors: each is `bookings.errors.<key>` in the catalogs. */
export type EnquiryErrorKey = keyof typeof STATUS

export function fail(key: EnquiryErrorKey, params?: Record<string, string>): AppError {
  return AppError.of(STATUS[key], `bookings.errors.${key}`, params)
}

/** Now, as the services see it (deps.clock in tests). */
export const nowOf = (deps: Pick<Deps, 'clock'>): Date => deps.clock?.() ?? new Date()

/** 'YYYY-MM-DD' of a moment, in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10)

/** An event date must exist, not be before today (UTC, a day's grace for time zones) nor too far ahead. */
export function checkEventDate(date: string, now: Date): void {
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || isoDay(parsed) !== date) throw fail('badDate')
  const yesterday = new Date(now.getTime() - 86_400_000)
  if (date < isoDay(yesterday)) throw fail('dateInPast')
  if (date > isoDay(new Date(now.getTime() + EVENT_DAYS_AHEAD_MAX * 86_400_000))) throw fail('dateTooFar')
}

/**
 * The status machine: new → replied (the listing side's first answer) → booked | declined; new → booked | declined
 * directly; the booker may withdraw while nothing is decided. booked, declined and withdrawn are final.
 */
const BY_LISTING: Partial<Record<EnquiryStatus, EnquiryStatus[]>> = {
  new: ['booked', 'declined'],
  replied: ['booked', 'declined'],
}
const BY_BOOKER: Partial<Record<EnquiryStatus, EnquiryStatus[]>> = {
  new: ['withdrawn'],
  replied: ['withdrawn'],
}

export function nextStatuses(from: EnquiryStatus, side: 'booker' | 'listing'): EnquiryStatus[] {
  return (side === 'booker' ? BY_BOOKER : BY_LISTING)[from] ?? []
}

export function checkTransition(from: EnquiryStatus, to: EnquiryStatus, side: 'booker' | 'listing'): void {
  if (!nextStatuses(from, side).includes(to)) throw fail('illegalTransition', { from, to })
}

/** Messages may go on while the enquiry is open or booked (logistics); declined and withdrawn close it. */
export const acceptsMessages = (status: EnquiryStatus) => status !== 'declined' && status !== 'withdrawn'

/** Quotes may be sent and answered while nothing is decided (new or replied). */
export const quotesOpen = (status: EnquiryStatus) => status === 'new' || status === 'replied'

import type { ColumnType, Generated } from 'kysely'
import type { EnquiryStatus } from '../../src/bookings/constants.ts'
import type { StoredQuoteState } from '../../src/bookings/quotes.ts'
import type { EntityType } from '../../src/directory/kinds.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** Kysely table types of enquiries (migrations/0030_enquiries.ts). */
export interface EnquiryRow {
  id: Generated<number>
  booker_id: string
  entity_type: EntityType
  entity_id: number
  /** `date`: read as 'YYYY-MM-DD' text (see repository: cast in every select). */
  event_date: ColumnType<string, string, string>
  event_time: string | null
  event_type: string
  guests: number | null
  budget_amount: number | null
  budget_currency: string | null
  message: string
  status: ColumnType<EnquiryStatus, EnquiryStatus | undefined, EnquiryStatus>
  booker_locale: string | null
  /** booked: the event date was marked in the listing's calendar. */
  date_blocked: ColumnType<boolean, boolean | undefined, boolean>
  /** booked for a listing that takes one event a day: the unique index of migration 0041 allows one per day. */
  holds_day: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Timestamp
  updated_at: Timestamp
  booker_message_at: Timestamp
  listing_message_at: Timestamp | null
  booker_read_at: Timestamp
  listing_read_at: Timestamp | null
}

export interface EnquiryMessageRow {
  id: Generated<number>
  enquiry_id: number
  author_id: string
  side: 'booker' | 'listing'
  body: string
  /** Set when the message records a status change (the body may then be empty). */
  status: EnquiryStatus | null
  created_at: Timestamp
}

export interface MailLocaleRow {
  user_id: string
  locale: string
  updated_at: Timestamp
}

export interface BookingsTables {
  enquiries: EnquiryRow
  enquiry_messages: EnquiryMessageRow
  enquiry_quotes: EnquiryQuoteRow
  mail_locales: MailLocaleRow
}

/** migrations/0031_reviews.ts */
export interface ReviewRow {
  id: Generated<number>
  enquiry_id: number
  booker_id: string
  entity_type: EntityType
  entity_id: number
  communication: number
  professionalism: number
  value: number
  text: string
  answer: string | null
  answered_at: Timestamp | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ListingRatingRow {
  entity_type: EntityType
  entity_id: number
  rating: ColumnType<string, never, never>
  review_count: ColumnType<number, never, never>
}

export interface ReviewsTables {
  reviews: ReviewRow
  listing_ratings: ListingRatingRow
}

/** migrations/0054_enquiry_quotes.ts */
export interface EnquiryQuoteRow {
  id: Generated<number>
  enquiry_id: number
  author_id: string
  price_amount: number
  currency: string
  included: string
  deposit_amount: ColumnType<number, number | undefined, number>
  /** `date`: read as 'YYYY-MM-DD' text (quotes-repository casts it in every select). */
  deposit_due: ColumnType<string | null, string | null | undefined, string | null>
  deposit_method: ColumnType<string, string | undefined, string>
  terms: ColumnType<string, string | undefined, string>
  valid_until: ColumnType<string, string, string>
  status: ColumnType<StoredQuoteState, StoredQuoteState | undefined, StoredQuoteState>
  created_at: Timestamp
  decided_at: Timestamp | null
}

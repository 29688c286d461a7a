import { z } from 'zod'
import { ENTITY_TYPES } from '../directory/kinds.ts'
import { CURRENCIES } from '../directory/vocabulary.ts'
import { LOCALES } from '../i18n/locales.ts'
import { INT4_MAX } from '../validation/input.ts'
import {
  BUDGET_MAX,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  EVENT_TYPE_MAX,
  GUESTS_MAX,
  MESSAGE_MAX,
} from './constants.ts'
import { quoteSchema } from './quotes.ts'

/** Shared by the server doors (REST, tRPC) and the client: the enquiries API's inputs and outputs. */

const id = z.number().int().positive().max(INT4_MAX)
const entityType = z.enum(ENTITY_TYPES)
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES)
const locale = z.enum(LOCALES).optional()

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, { error: () => `${label}: at most ${max} characters` })
    .refine((s) => s.trim().length > 0, { error: () => `${label}: required` })

/** The event's facts, the same for one listing or a whole favourites list. */
export const enquiryFacts = z.object({
  event_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => 'event_date: expected YYYY-MM-DD' }),
  event_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => 'event_time: expected HH:MM' })
    .nullish(),
  event_type: text(EVENT_TYPE_MAX, 'event_type'),
  guests: z.number().int().min(1).max(GUESTS_MAX).nullish(),
  budget_amount: z.number().int().min(0).max(BUDGET_MAX).nullish(),
  budget_currency: z.enum(CURRENCIES).nullish(),
  message: text(MESSAGE_MAX, 'message'),
  /** The UI language of the sender: emails to them are written in it. */
  locale,
})
export type EnquiryFacts = z.infer<typeof enquiryFacts>

export const createEnquiryInput = enquiryFacts.extend({ entity_type: entityType, entity_id: id })
export type CreateEnquiryInput = z.infer<typeof createEnquiryInput>

export const createListEnquiryInput = enquiryFacts.extend({ list_id: id })
export type CreateListEnquiryInput = z.infer<typeof createListEnquiryInput>

export const enquiryIdInput = z.object({ enquiry_id: id, locale })
export type EnquiryIdInput = z.infer<typeof enquiryIdInput>

export const replyInput = z.object({ enquiry_id: id, body: text(MESSAGE_MAX, 'body'), locale })
export type ReplyInput = z.infer<typeof replyInput>

export const statusInput = z.object({
  enquiry_id: id,
  status: z.enum(['booked', 'declined', 'withdrawn']),
  /** booked only: also mark the event date booked in the listing's calendar (default true). */
  block_date: z.boolean().optional(),
  locale,
})
export type StatusInput = z.infer<typeof statusInput>

const page = z.coerce.number().int().min(1).max(500).optional()

export const inboxInput = z.object({
  entity_type: entityType.optional(),
  entity_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  status: enquiryStatusSchema.optional(),
  page,
  locale,
})
export type InboxInput = z.infer<typeof inboxInput>

/** The booker's own enquiries: optionally one status. */
export const mineInput = z.object({ status: enquiryStatusSchema.optional(), page, locale })
export type MineInput = z.infer<typeof mineInput>

export const listingSummarySchema = z.object({
  name: z.string(),
  city: z.string(),
  country: z.string(),
  photo: z.string().nullable(),
})

export const enquirySchema = z.object({
  id: z.number(),
  entity_type: entityType,
  entity_id: z.number(),
  /** Null when the listing left the directory. */
  listing: listingSummarySchema.nullable(),
  /** The booker's display name (the listing side sees no email address). */
  booker_name: z.string(),
  event_date: z.string(),
  event_time: z.string().nullable(),
  event_type: z.string(),
  guests: z.number().nullable(),
  budget_amount: z.number().nullable(),
  budget_currency: z.string().nullable(),
  message: z.string(),
  status: enquiryStatusSchema,
  /** The caller's side of this enquiry. */
  side: z.enum(['booker', 'listing']),
  /** Something from the other side the caller has not opened yet. */
  unread: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Enquiry = z.infer<typeof enquirySchema>

export const enquiryPageSchema = z.object({
  items: z.array(enquirySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
})
export type EnquiryPage = z.infer<typeof enquiryPageSchema>

/**
 * A list's enquiries per status plus `all`, in the list's scope but any status (the filter row's counts): the inbox's
 * for the same listing filter, the booker's for all they sent.
 */
export const statusCountsSchema = z.object({
  all: z.number(),
  new: z.number(),
  replied: z.number(),
  booked: z.number(),
  declined: z.number(),
  withdrawn: z.number(),
} satisfies Record<EnquiryStatus | 'all', z.ZodNumber>)
export type StatusCounts = z.infer<typeof statusCountsSchema>

/** A page of a status-filtered list (inbox, the booker's enquiries) with its counts per status. */
export const countedPageSchema = enquiryPageSchema.extend({ counts: statusCountsSchema })
export type CountedPage = z.infer<typeof countedPageSchema>

export const messageSchema = z.object({
  id: z.number(),
  side: z.enum(['booker', 'listing']),
  body: z.string(),
  /** A status change this message records. */
  status: enquiryStatusSchema.nullable(),
  mine: z.boolean(),
  created_at: z.string(),
})
export type EnquiryMessage = z.infer<typeof messageSchema>

export const threadSchema = z.object({
  enquiry: enquirySchema,
  messages: z.array(messageSchema),
  /** Statuses the caller may set now (validated again by the server). */
  next_statuses: z.array(enquiryStatusSchema),
  can_reply: z.boolean(),
  /** booked: whether the event date is blocked in the listing's calendar. */
  date_blocked: z.boolean(),
  /** Listing side only: the other open or booked enquiries to the listing for the same day (booked first). */
  same_day: z.array(z.object({ id: z.number(), status: enquiryStatusSchema, event_time: z.string().nullable() })),
  /** The listing side's quotes, oldest first: at most one is offered; a newer one replaces it. */
  quotes: z.array(quoteSchema),
  /** The listing side may send a quote now (the enquiry is open). */
  can_quote: z.boolean(),
})
export type Thread = z.infer<typeof threadSchema>

/**
 * Why a list item got no enquiry: the listing left the directory, is the booker's own, the booker's limit, the
 * booker already has an open enquiry to it for that date, or its calendar closes the day.
 */
export const LIST_SKIP_REASONS = [
  'not_found',
  'own_listing',
  'rate_limited',
  'already_asked',
  'day_closed',
  'day_blocked',
  'day_booked',
] as const
const listSkipReason = z.enum(LIST_SKIP_REASONS)
export type ListSkipReason = (typeof LIST_SKIP_REASONS)[number]

export const listEnquiryResultSchema = z.object({
  created: z.array(z.object({ entity_type: entityType, entity_id: z.number(), enquiry_id: z.number() })),
  /** Items of the list that did not get one, and why. */
  skipped: z.array(z.object({ entity_type: entityType, entity_id: z.number(), reason: listSkipReason })),
})
export type ListEnquiryResult = z.infer<typeof listEnquiryResultSchema>

export const unreadSchema = z.object({ count: z.number() })

export const statusesSchema = z.array(
  z.object({ entity_type: entityType, entity_id: z.number(), enquiry_id: z.number(), status: enquiryStatusSchema }),
)
export type EnquiryStatuses = z.infer<typeof statusesSchema>

const stars = z.number().int().min(1).max(5)
export const REVIEW_EDIT_DAYS = 14

export const reviewInput = z.object({
  enquiry_id: id,
  communication: stars,
  professionalism: stars,
  value: stars,
  text: text(MESSAGE_MAX, 'text'),
})
export type ReviewInput = z.infer<typeof reviewInput>

export const answerInput = z.object({ review_id: id, answer: text(MESSAGE_MAX, 'answer') })
export type AnswerInput = z.infer<typeof answerInput>

export const listingReviewsInput = z.object({
  entity_type: entityType,
  entity_id: z.coerce.number().int().positive().max(INT4_MAX),
  page: z.coerce.number().int().min(1).max(500).optional(),
})
export type ListingReviewsInput = z.infer<typeof listingReviewsInput>

export const reviewSchema = z.object({
  id: z.number(),
  enquiry_id: z.number(),
  entity_type: entityType,
  entity_id: z.number(),
  /** The booker's display name ('' when they have none). */
  author: z.string(),
  communication: z.number(),
  professionalism: z.number(),
  value: z.number(),
  /** Mean of the three criteria. */
  rating: z.number(),
  text: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  event_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Review = z.infer<typeof reviewSchema>

export const listingReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  items: z.array(reviewSchema),
  page: z.number(),
  limit: z.number(),
  /** The caller answers for this listing (may answer reviews without an answer). */
  can_answer: z.boolean(),
})
export type ListingReviews = z.infer<typeof listingReviewsSchema>

export const bookingReviewSchema = z.object({
  review: reviewSchema.nullable(),
  /** The booker may write (after the event, none yet) or edit (within 14 days) now. */
  can_write: z.boolean(),
  can_edit: z.boolean(),
  /** The listing side may answer (a review without an answer). */
  can_answer: z.boolean(),
  /** When writing opens (the day after the event). */
  opens_on: z.string(),
})
export type BookingReview = z.infer<typeof bookingReviewSchema>

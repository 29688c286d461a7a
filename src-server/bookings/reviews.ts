import {
  type AnswerInput,
  type BookingReview,
  type EnquiryIdInput,
  type ListingReviews,
  type ListingReviewsInput,
  REVIEW_EDIT_DAYS,
  type Review,
  type ReviewInput,
} from '../../src/bookings/schemas.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError, tooManyRequests } from '../http/errors.ts'
import { reviewPolicy } from './policy.ts'
import * as repo from './repository.ts'
import * as reviewsRepo from './reviews-repository.ts'
import { isoDay, nowOf } from './rules.ts'

/**
 * Reviews from real bookings: only the booker of a booked enquiry, only after its event date, one per
 * booking, editable for 14 days; the listing side answers once, publicly. Reading a listing's reviews is public.
 * Who may do what: reviewPolicy (policy.ts), asked first by each function.
 */

/** The review errors: each is `bookings.errors.<key>` in the catalogs. */
const STATUS = {
  reviewNotAllowed: 409,
  reviewExists: 409,
  reviewNotFound: 404,
  reviewLocked: 409,
  answerExists: 409,
} as const
const fail = (key: keyof typeof STATUS) => AppError.of(STATUS[key], `bookings.errors.${key}`)
const REVIEWS_PAGE = 10
const EDIT_MS = REVIEW_EDIT_DAYS * 86_400_000

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())
const dayAfter = (date: string) => isoDay(new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000))

function toReview(r: NonNullable<reviewsRepo.ReviewOut>, names: Map<string, string>): Review {
  return {
    id: r.id,
    enquiry_id: r.enquiry_id,
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    author: names.get(r.booker_id) ?? '',
    communication: r.communication,
    professionalism: r.professionalism,
    value: r.value,
    rating: Math.round(((r.communication + r.professionalism + r.value) / 3) * 100) / 100,
    text: r.text,
    answer: r.answer,
    answered_at: iso(r.answered_at),
    event_date: r.event_date,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  }
}

async function takeLimit(deps: Deps, userId: string) {
  const r = await deps.limits.reviewWrites.take(userId)
  if (!r.ok) throw tooManyRequests(r.retryAfterS)
}

/** GET /api/enquiries/{id}/review: the booking's review and what the caller may do with it. */
export async function bookingReview(deps: Deps, me: AuthUser, input: EnquiryIdInput): Promise<BookingReview> {
  const { e, side } = await reviewPolicy.read(deps, me, input.enquiry_id)
  const r = await reviewsRepo.reviewOfEnquiry(deps.db, e.id)
  const now = nowOf(deps)
  const opens = dayAfter(e.event_date)
  const names = await repo.displayNames(deps.db, [e.booker_id])
  return {
    review: r ? toReview(r, names) : null,
    can_write: side === 'booker' && !r && e.status === 'booked' && isoDay(now) >= opens,
    can_edit: side === 'booker' && !!r && now.getTime() - new Date(r.created_at).getTime() < EDIT_MS,
    can_answer: side === 'listing' && !!r && r.answer === null,
    opens_on: opens,
  }
}

/** POST /api/enquiries/{id}/review: write (or, within 14 days, edit) the booking's review. */
export async function saveReview(deps: Deps, me: AuthUser, input: ReviewInput): Promise<BookingReview> {
  const e = await reviewPolicy.write(deps, me, input.enquiry_id)
  const now = nowOf(deps)
  if (e.status !== 'booked' || isoDay(now) < dayAfter(e.event_date)) throw fail('reviewNotAllowed')
  await takeLimit(deps, me.id)
  const values = {
    communication: input.communication,
    professionalism: input.professionalism,
    value: input.value,
    text: input.text.trim(),
  }
  const existing = await reviewsRepo.reviewOfEnquiry(deps.db, e.id)
  if (existing) {
    if (now.getTime() - new Date(existing.created_at).getTime() >= EDIT_MS) throw fail('reviewLocked')
    await reviewsRepo.updateReview(deps.db, existing.id, values, now)
  } else {
    const id = await reviewsRepo.insertReview(
      deps.db,
      { ...values, enquiry_id: e.id, booker_id: me.id, entity_type: e.entity_type, entity_id: e.entity_id },
      now,
    )
    if (id === 'duplicate') throw fail('reviewExists')
  }
  return bookingReview(deps, me, { enquiry_id: e.id })
}

/** POST /api/reviews/{id}/answer: the listing side answers a review once, publicly. */
export async function answer(deps: Deps, me: AuthUser, input: AnswerInput): Promise<Review> {
  const r = await reviewPolicy.answer(deps, me, input.review_id)
  await takeLimit(deps, me.id)
  if (!(await reviewsRepo.answerReview(deps.db, r.id, input.answer.trim(), nowOf(deps)))) throw fail('answerExists')
  const updated = await reviewsRepo.reviewById(deps.db, r.id)
  return toReview(updated!, await repo.displayNames(deps.db, [r.booker_id]))
}

/** GET /api/reviews: a listing's average, count and reviews, newest first, 10 a page (public). */
export async function listingReviews(
  deps: Deps,
  user: AuthUser | null,
  input: ListingReviewsInput,
): Promise<ListingReviews> {
  const { canAnswer } = await reviewPolicy.readListing(deps, user, input.entity_type, input.entity_id)
  const page = input.page ?? 1
  const { items, average, count } = await reviewsRepo.listingReviews(
    deps.db,
    input.entity_type,
    input.entity_id,
    REVIEWS_PAGE,
    (page - 1) * REVIEWS_PAGE,
  )
  const names = await repo.displayNames(
    deps.db,
    items.map((r) => r.booker_id),
  )
  return {
    average,
    count,
    items: items.map((r) => toReview(r, names)),
    page,
    limit: REVIEWS_PAGE,
    can_answer: canAnswer,
  }
}

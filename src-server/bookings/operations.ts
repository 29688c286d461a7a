import { z } from 'zod'
import { decideQuoteInput, sendQuoteInput } from '../../src/bookings/quotes.ts'
import {
  answerInput,
  bookingReviewSchema,
  countedPageSchema,
  createEnquiryInput,
  createListEnquiryInput,
  enquiryIdInput,
  enquirySchema,
  inboxInput,
  listEnquiryResultSchema,
  listingReviewsInput,
  listingReviewsSchema,
  mineInput,
  replyInput,
  reviewInput,
  reviewSchema,
  statusesSchema,
  statusInput,
  threadSchema,
  unreadSchema,
} from '../../src/bookings/schemas.ts'
import { LOCALES } from '../../src/i18n/locales.ts'
import { INT4_MAX } from '../../src/validation/input.ts'
import { operation } from '../http/operation.ts'
import * as quotes from './quotes-service.ts'
import * as reviews from './reviews.ts'
import * as service from './service.ts'

const tags = ['enquiries']
const reviewTags = ['reviews']
/** REST paths carry the enquiry (or review) as `:id`, a string: the tRPC input names it enquiry_id (review_id). */
const idParam = z.coerce.number().int().positive().max(INT4_MAX)
const idParams = z.object({ id: idParam })
const localeQuery = z.object({ locale: z.enum(LOCALES).optional() })

/**
 * Enquiries and their quotes (docs/product.md §14): tRPC's `enquiries.*`, and the REST mirror a venue's booking
 * system reads and answers its inbox through with a bearer token.
 */
export const enquiriesOperations = {
  create: operation({
    summary: 'Send an enquiry to one listing (event date and time, type, guests, budget, message)',
    tags,
    auth: 'user',
    jsonLimit: '32kb',
    input: createEnquiryInput,
    output: enquirySchema,
    trpc: 'mutation',
    rest: { method: 'post', path: '/enquiries', status: 201 },
    handler: ({ deps, user, input }) => service.createEnquiry(deps, user, input),
  }),
  createForList: operation({
    summary: 'Send the same enquiry to every listing of one of your favourites lists (at most 30)',
    tags,
    auth: 'user',
    jsonLimit: '32kb',
    input: createListEnquiryInput,
    output: listEnquiryResultSchema,
    trpc: 'mutation',
    rest: { method: 'post', path: '/enquiries/list', status: 201 },
    handler: ({ deps, user, input }) => service.createListEnquiries(deps, user, input),
  }),
  mine: operation({
    summary:
      'Your enquiries as a booker, with statuses (unread first, 20 a page); optionally one status, with counts per ' +
      'status of all you sent',
    tags,
    auth: 'user',
    input: mineInput,
    output: countedPageSchema,
    trpc: 'query',
    rest: { method: 'get', path: '/enquiries/mine' },
    handler: ({ deps, user, input }) => service.myEnquiries(deps, user, input),
  }),
  inbox: operation({
    summary:
      'Enquiries to the listings you answer for (venue owner; admin for artists and services), unread first; ' +
      'optionally one listing and one status, with counts per status for the listing filter',
    tags,
    auth: 'user',
    input: inboxInput,
    output: countedPageSchema,
    trpc: 'query',
    rest: { method: 'get', path: '/enquiries/inbox' },
    handler: ({ deps, user, input }) => service.inbox(deps, user, input),
  }),
  unread: operation({
    summary: 'How many enquiry threads have something you have not read, on either side',
    tags,
    auth: 'user',
    output: unreadSchema,
    trpc: 'query',
    rest: { method: 'get', path: '/enquiries/unread' },
    handler: ({ deps, user }) => service.unreadCount(deps, user),
  }),
  statuses: operation({
    summary: 'Per listing, the status of your latest enquiry',
    tags,
    auth: 'user',
    output: statusesSchema,
    trpc: 'query',
    rest: { method: 'get', path: '/enquiries/statuses' },
    handler: ({ deps, user }) => service.statuses(deps, user),
  }),
  // After the fixed /enquiries/... paths above: koa-router tries routes in this order.
  thread: operation({
    summary: 'One enquiry with its thread (marks it read for your side)',
    tags,
    auth: 'user',
    input: enquiryIdInput,
    output: threadSchema,
    trpc: 'query',
    rest: {
      method: 'get',
      path: '/enquiries/:id',
      params: idParams,
      query: localeQuery,
      input: ({ params, query }) => ({ enquiry_id: params.id, ...query }),
    },
    handler: ({ deps, user, input }) => service.getThread(deps, user, input),
  }),
  reply: operation({
    summary: 'Write in the thread (the listing side’s first answer sets the status to replied)',
    tags,
    auth: 'user',
    jsonLimit: '32kb',
    input: replyInput,
    output: threadSchema,
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/enquiries/:id/messages',
      status: 201,
      params: idParams,
      body: replyInput.omit({ enquiry_id: true }),
      input: ({ params, body }) => ({ ...body, enquiry_id: params.id }),
    },
    handler: ({ deps, user, input }) => service.reply(deps, user, input),
  }),
  setStatus: operation({
    summary: 'Set the status: booked or declined (listing side; booked can block the date), withdrawn (booker)',
    tags,
    auth: 'user',
    jsonLimit: '4kb',
    input: statusInput,
    output: threadSchema,
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/enquiries/:id/status',
      params: idParams,
      body: statusInput.omit({ enquiry_id: true }),
      input: ({ params, body }) => ({ ...body, enquiry_id: params.id }),
    },
    handler: ({ deps, user, input }) => service.setStatus(deps, user, input),
  }),
  sendQuote: operation({
    summary:
      'Send a quote (listing side): price and currency, what is included, deposit with due date and how it is paid, ' +
      'terms, valid until; replaces the open one',
    tags,
    auth: 'user',
    jsonLimit: '32kb',
    input: sendQuoteInput,
    output: threadSchema,
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/enquiries/:id/quotes',
      status: 201,
      params: idParams,
      body: sendQuoteInput.omit({ enquiry_id: true }),
      input: ({ params, body }) => ({ ...body, enquiry_id: params.id }),
    },
    handler: ({ deps, user, input }) => quotes.sendQuote(deps, user, input),
  }),
  decideQuote: operation({
    summary: 'Accept (books the date, 409 when the day is taken) or decline an open quote (booker)',
    tags,
    auth: 'user',
    jsonLimit: '4kb',
    input: decideQuoteInput,
    output: threadSchema,
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/enquiries/:id/quotes/:quote_id/decision',
      params: z.object({ id: idParam, quote_id: idParam }),
      body: decideQuoteInput.omit({ enquiry_id: true, quote_id: true }),
      input: ({ params, body }) => ({ ...body, enquiry_id: params.id, quote_id: params.quote_id }),
    },
    handler: ({ deps, user, input }) => quotes.decideQuote(deps, user, input),
  }),
}

/** Reviews of bookings and a listing's ratings (docs/product.md §15): tRPC's `reviews.*` and their REST paths. */
export const reviewsOperations = {
  forBooking: operation({
    summary: 'The review of a booked enquiry, and whether you may write, edit or answer it now',
    tags: reviewTags,
    auth: 'user',
    input: enquiryIdInput,
    output: bookingReviewSchema,
    trpc: 'query',
    rest: {
      method: 'get',
      path: '/enquiries/:id/review',
      params: idParams,
      input: ({ params }) => ({ enquiry_id: params.id }),
    },
    handler: ({ deps, user, input }) => reviews.bookingReview(deps, user, input),
  }),
  save: operation({
    summary:
      'Write the review of your booking after the event (1–5 stars on three criteria + text); edit it for 14 days',
    tags: reviewTags,
    auth: 'user',
    jsonLimit: '32kb',
    input: reviewInput,
    output: bookingReviewSchema,
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/enquiries/:id/review',
      params: idParams,
      body: reviewInput.omit({ enquiry_id: true }),
      input: ({ params, body }) => ({ ...body, enquiry_id: params.id }),
    },
    handler: ({ deps, user, input }) => reviews.saveReview(deps, user, input),
  }),
  answer: operation({
    summary: 'Answer a review of your listing, once and publicly',
    tags: reviewTags,
    auth: 'user',
    jsonLimit: '32kb',
    input: answerInput,
    output: reviewSchema,
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/reviews/:id/answer',
      params: idParams,
      body: answerInput.omit({ review_id: true }),
      input: ({ params, body }) => ({ ...body, review_id: params.id }),
    },
    handler: ({ deps, user, input }) => reviews.answer(deps, user, input),
  }),
  forListing: operation({
    summary: "A listing's average rating, review count and reviews, newest first (10 a page)",
    tags: reviewTags,
    auth: 'optional',
    input: listingReviewsInput,
    output: listingReviewsSchema,
    trpc: 'query',
    rest: { method: 'get', path: '/reviews' },
    handler: ({ deps, user, input }) => reviews.listingReviews(deps, user, input),
  }),
}

import { decideQuoteInput, sendQuoteInput } from '../../src/bookings/quotes.ts'
import {
  answerInput,
  createEnquiryInput,
  createListEnquiryInput,
  enquiryIdInput,
  inboxInput,
  listingReviewsInput,
  mineInput,
  replyInput,
  reviewInput,
  statusInput,
} from '../../src/bookings/schemas.ts'
import { authedProcedure, publicProcedure, router } from '../trpc.ts'
import * as quotes from './quotes-service.ts'
import * as reviews from './reviews.ts'
import * as service from './service.ts'

/** tRPC door onto enquiries (same functions as the REST mirror). */
export const enquiriesRouter = router({
  create: authedProcedure
    .input(createEnquiryInput)
    .mutation(({ ctx, input }) => service.createEnquiry(ctx.deps, ctx.user, input)),
  createForList: authedProcedure
    .input(createListEnquiryInput)
    .mutation(({ ctx, input }) => service.createListEnquiries(ctx.deps, ctx.user, input)),
  mine: authedProcedure.input(mineInput).query(({ ctx, input }) => service.myEnquiries(ctx.deps, ctx.user, input)),
  inbox: authedProcedure.input(inboxInput).query(({ ctx, input }) => service.inbox(ctx.deps, ctx.user, input)),
  unread: authedProcedure.query(({ ctx }) => service.unreadCount(ctx.deps, ctx.user)),
  statuses: authedProcedure.query(({ ctx }) => service.statuses(ctx.deps, ctx.user)),
  thread: authedProcedure.input(enquiryIdInput).query(({ ctx, input }) => service.getThread(ctx.deps, ctx.user, input)),
  reply: authedProcedure.input(replyInput).mutation(({ ctx, input }) => service.reply(ctx.deps, ctx.user, input)),
  setStatus: authedProcedure
    .input(statusInput)
    .mutation(({ ctx, input }) => service.setStatus(ctx.deps, ctx.user, input)),
  sendQuote: authedProcedure
    .input(sendQuoteInput)
    .mutation(({ ctx, input }) => quotes.sendQuote(ctx.deps, ctx.user, input)),
  decideQuote: authedProcedure
    .input(decideQuoteInput)
    .mutation(({ ctx, input }) => quotes.decideQuote(ctx.deps, ctx.user, input)),
})

/** tRPC door onto reviews (same functions as the REST mirror). */
export const reviewsRouter = router({
  forBooking: authedProcedure
    .input(enquiryIdInput)
    .query(({ ctx, input }) => reviews.bookingReview(ctx.deps, ctx.user, input)),
  save: authedProcedure.input(reviewInput).mutation(({ ctx, input }) => reviews.saveReview(ctx.deps, ctx.user, input)),
  answer: authedProcedure.input(answerInput).mutation(({ ctx, input }) => reviews.answer(ctx.deps, ctx.user, input)),
  forListing: publicProcedure
    .input(listingReviewsInput)
    .query(({ ctx, input }) => reviews.listingReviews(ctx.deps, ctx.user, input)),
})

import type { EntityType } from '../../src/directory/kinds.ts'
import { type OwnScope, ownScope } from '../auth/policy.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { answers, type ListingSide, listingSideOf, sideOfEnquiry } from './listing-side.ts'
import * as repo from './repository.ts'
import * as reviewsRepo from './reviews-repository.ts'
import { fail } from './rules.ts'

type Db = Pick<Deps, 'db'>

/** The caller as the listing side sees them: their id, and whether they answer for the admins' listings. */
async function answererOf(db: repo.Db, user: AuthUser): Promise<repo.Answerer> {
  return { userId: user.id, admin: await repo.isAdminUser(db, user.id) }
}

/** A listing's own side may not ask it (a venue's owner enquiring at their venue). */
const mayAsk = (me: AuthUser, side: ListingSide) => !(side.kind === 'owner' && side.userId === me.id)

/** The enquiry as the caller sees it, or 404 when the caller is on neither side. */
async function eitherSide(deps: Db, me: AuthUser, enquiryId: number) {
  const e = await repo.enquiryById(deps.db, enquiryId)
  if (!e) throw fail('notFound')
  if (e.booker_id === me.id) return { e, side: 'booker' as const }
  if (answers(sideOfEnquiry(e), await answererOf(deps.db, me))) return { e, side: 'listing' as const }
  throw fail('notFound')
}

/**
 * Enquiries: a booker asks any listing but their own; its booker and its listing side (listing-side.ts: a venue's
 * owner, else the admins) read the thread, write in it and move its status (rules.ts says which status each side
 * may set). Anyone else gets 404, so ids of other people's enquiries reveal nothing.
 */
export const enquiryPolicy = {
  /** Asking one listing: its listing side, or 404 (no such listing) / 400 (the caller's own). */
  async ask(deps: Db, me: AuthUser, type: EntityType, id: number): Promise<ListingSide> {
    const side = await listingSideOf(deps.db, type, id)
    if (!side) throw fail('listingNotFound')
    if (!mayAsk(me, side)) throw fail('ownListing')
    return side
  },
  /** Asking many listings at once (one of the booker's favourites lists): the caller's own listings are skipped. */
  mayAsk,
  /** The booker's own enquiries, lists and counts: scoped to this id. */
  mine: (me: AuthUser): OwnScope => ownScope(me),
  /** The inbox: enquiries to the listings the caller answers for. */
  inbox: (deps: Db, me: AuthUser) => answererOf(deps.db, me),
  read: eitherSide,
  answer: eitherSide,
  changeStatus: eitherSide,
  /** Sending (or replacing) a quote: the enquiry's listing side; its booker gets 403, anyone else 404. */
  async sendQuote(deps: Db, me: AuthUser, enquiryId: number) {
    const { e, side } = await eitherSide(deps, me, enquiryId)
    if (side !== 'listing') throw fail('quoteListingOnly')
    return e
  },
  /** Accepting or declining a quote: the enquiry's booker; its listing side gets 403, anyone else 404. */
  async decideQuote(deps: Db, me: AuthUser, enquiryId: number) {
    const { e, side } = await eitherSide(deps, me, enquiryId)
    if (side !== 'booker') throw fail('quoteBookerOnly')
    return e
  },
}

/** The review errors' 404 (kept with the review rules' other errors in `bookings.errors`). */
const reviewNotFound = () => AppError.of(404, 'bookings.errors.reviewNotFound')

/**
 * Reviews: anyone reads a listing's reviews; the booker writes (and edits) the review of their booking, and the
 * listing side answers it, once. The booking's two sides see its review and what they may do with it.
 */
export const reviewPolicy = {
  /** A booking's review: its booker or its listing side, else 404. */
  read: eitherSide,
  /** Writing or editing a booking's review: its booker only, else 404 (when and how often: reviews.ts). */
  async write(deps: Db, me: AuthUser, enquiryId: number) {
    const e = await repo.enquiryById(deps.db, enquiryId)
    if (!e || e.booker_id !== me.id) throw fail('notFound')
    return e
  },
  /** Answering a review: the listing side of its listing, else 404. */
  async answer(deps: Db, me: AuthUser, reviewId: number) {
    const r = await reviewsRepo.reviewById(deps.db, reviewId)
    if (!r) throw reviewNotFound()
    const side = await listingSideOf(deps.db, r.entity_type, r.entity_id)
    if (!side || !answers(side, await answererOf(deps.db, me))) throw reviewNotFound()
    return r
  },
  /** A listing's reviews are public; `canAnswer` tells the listing side it may answer them. 404 for no listing. */
  async readListing(deps: Db, user: AuthUser | null, type: EntityType, id: number) {
    const side = await listingSideOf(deps.db, type, id)
    if (!side) throw fail('listingNotFound')
    return { side, canAnswer: user ? answers(side, await answererOf(deps.db, user)) : false }
  },
}

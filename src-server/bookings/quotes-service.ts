import type { DecideQuoteInput, QuoteFields, SendQuoteInput } from '../../src/bookings/quotes.ts'
import { QUOTES_PER_ENQUIRY_MAX } from '../../src/bookings/quotes.ts'
import type { Thread } from '../../src/bookings/schemas.ts'
import type { AuthUser } from '../auth/verify.ts'
import { dayRefusal } from '../availability/repository.ts'
import type { Deps } from '../deps.ts'
import { tooManyRequests } from '../http/errors.ts'
import { rememberMailLocale } from '../mail/locales.ts'
import { blockBookedDate, bookingRace, claimDay } from './calendar.ts'
import { enquiryPolicy } from './policy.ts'
import * as quotes from './quotes-repository.ts'
import * as repo from './repository.ts'
import { type EnquiryErrorKey, fail, isoDay, nowOf, quotesOpen } from './rules.ts'
import { getThread, mailOther } from './service.ts'

/**
 * Quotes: the listing side offers a price for the enquiry's date (what is included, a deposit with its due date and
 * how it is paid, terms, valid until); the booker accepts (the enquiry is booked under the same one-booking-a-day
 * rules as "Mark as booked") or declines (the enquiry stays open for another quote). A new quote replaces the
 * offered one. Only the two sides of the enquiry see its quotes: anyone else gets the enquiry's 404.
 */

async function takeMessageLimit(deps: Deps, userId: string) {
  const r = await deps.limits.enquiryMessages.take(userId)
  if (!r.ok) throw tooManyRequests(r.retryAfterS)
}

/** Valid until and the deposit's due date lie between today and the event day. */
function checkQuoteDates(q: QuoteFields, eventDate: string, now: Date) {
  const today = isoDay(now)
  if (q.valid_until < today || q.valid_until > eventDate) throw fail('quoteValidUntil')
  const deposit = q.deposit_amount ?? 0
  if (deposit > 0 && q.deposit_due && (q.deposit_due < today || q.deposit_due > eventDate))
    throw fail('quoteDepositDue')
}

/** POST /api/enquiries/{id}/quotes: the listing side sends a quote; an offered one is replaced. */
export async function sendQuote(deps: Deps, me: AuthUser, input: SendQuoteInput): Promise<Thread> {
  const e = await enquiryPolicy.sendQuote(deps, me, input.enquiry_id)
  const now = nowOf(deps)
  checkQuoteDates(input.quote, e.event_date, now)
  await takeMessageLimit(deps, me.id)
  const q = input.quote
  const deposit = q.deposit_amount ?? 0
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockEnquiry(trx, e.id)
    const current = await repo.enquiryById(trx, e.id)
    if (!current) throw fail('notFound')
    if (!quotesOpen(current.status)) throw fail('quoteClosed')
    if ((await quotes.quoteCount(trx, e.id)) >= QUOTES_PER_ENQUIRY_MAX) throw fail('quotesFull')
    await quotes.closeOffered(trx, e.id, 'replaced', now)
    await quotes.insertQuote(
      trx,
      {
        enquiry_id: e.id,
        author_id: me.id,
        price_amount: q.price_amount,
        currency: q.currency,
        included: q.included.trim(),
        deposit_amount: deposit,
        deposit_due: deposit > 0 ? (q.deposit_due ?? null) : null,
        deposit_method: deposit > 0 ? (q.deposit_method ?? '').trim() : '',
        terms: (q.terms ?? '').trim(),
        valid_until: q.valid_until,
      },
      now,
    )
    await repo.touch(trx, e.id, 'listing', now, current.status === 'new' ? 'replied' : undefined)
  })
  if (input.locale) await rememberMailLocale(deps.db, me.id, input.locale)
  const sent = (await quotes.quotesOf(deps.db, e.id)).at(-1)
  await mailOther(deps, e, 'listing', me.id, { kind: 'enquiry_quote', body: '', quote: sent })
  return getThread(deps, me, { enquiry_id: e.id, locale: input.locale })
}

/** Days a booking cannot take: a hold (the listing side's own pencil) gives way to the accepted quote. */
const REFUSALS = { closed: 'dayClosed', booked: 'dayBooked', unavailable: 'dayBlocked' } as const

/** POST /api/enquiries/{id}/quotes/{quoteId}/decision: the booker accepts (books the date) or declines. */
export async function decideQuote(deps: Deps, me: AuthUser, input: DecideQuoteInput): Promise<Thread> {
  const e = await enquiryPolicy.decideQuote(deps, me, input.enquiry_id)
  await takeMessageLimit(deps, me.id)
  const now = nowOf(deps)
  const accept = input.decision === 'accepted'
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await repo.lockEnquiry(trx, e.id)
      const current = await repo.enquiryById(trx, e.id)
      if (!current) throw fail('notFound')
      const quote = await quotes.quoteById(trx, e.id, input.quote_id)
      if (!quote) throw fail('quoteNotFound')
      if (quote.status !== 'offered' || !quotesOpen(current.status)) throw fail('quoteNotOffered')
      if (quote.valid_until < isoDay(now)) throw fail('quoteExpired')
      if (!accept) {
        await quotes.decide(trx, quote.id, 'declined', now)
        await repo.touch(trx, e.id, 'booker', now)
        return
      }
      const refusal = await dayRefusal(trx, current.entity_type, current.entity_id, current.event_date)
      if (refusal && refusal !== 'hold') throw fail(REFUSALS[refusal] as EnquiryErrorKey)
      const holdsDay = await claimDay(trx, current)
      await quotes.decide(trx, quote.id, 'accepted', now)
      const dateBlocked = await blockBookedDate(trx, current, me.id)
      await repo.insertMessage(
        trx,
        { enquiry_id: e.id, author_id: me.id, side: 'booker', body: '', status: 'booked' },
        now,
      )
      await repo.touch(trx, e.id, 'booker', now, 'booked', { dateBlocked, holdsDay })
    })
    .catch((error) => {
      throw bookingRace(error)
    })
  if (input.locale) await rememberMailLocale(deps.db, me.id, input.locale)
  const decided = await quotes.quoteById(deps.db, e.id, input.quote_id)
  // Acceptance books the date: both sides get the mail; a declined quote tells the listing side only.
  await mailOther(
    deps,
    e,
    'booker',
    me.id,
    { kind: accept ? 'enquiry_quote_accepted' : 'enquiry_quote_declined', body: '', quote: decided },
    accept,
  )
  return getThread(deps, me, { enquiry_id: e.id, locale: input.locale })
}

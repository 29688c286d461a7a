import { LIST_ENQUIRY_MAX, PAGE_SIZE, THREAD_MESSAGES_MAX } from '../../src/bookings/constants.ts'
import type {
  CountedPage,
  CreateEnquiryInput,
  CreateListEnquiryInput,
  Enquiry,
  EnquiryFacts,
  EnquiryIdInput,
  EnquiryStatuses,
  InboxInput,
  ListEnquiryResult,
  ListSkipReason,
  MineInput,
  ReplyInput,
  StatusInput,
  Thread,
} from '../../src/bookings/schemas.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { entitySummaries, summaryKey } from '../directory/summaries.ts'
import { tooManyRequests } from '../http/errors.ts'
import { rememberMailLocale } from '../mail/locales.ts'
import { assertDayOpen, blockBookedDate, bookingRace, claimDay, dayUnavailable } from './calendar.ts'
import { hasOpenEnquiry, sameDayEnquiries } from './day-repository.ts'
import { type ListingSide, listingSideOf, recipientsOf, sideOfEnquiry } from './listing-side.ts'
import { type EnquiryMail, sendEnquiryMail } from './mails.ts'
import { enquiryPolicy } from './policy.ts'
import { closeOffered, quotesOf } from './quotes-repository.ts'
import * as repo from './repository.ts'
import { acceptsMessages, checkEventDate, checkTransition, fail, nextStatuses, nowOf, quotesOpen } from './rules.ts'
import { bookerNames, toEnquiries, toEnquiry, toMessages, toQuotes, unreadFor } from './views.ts'

/**
 * Enquiries: a booker asks a listing; the listing side (listing-side.ts) answers in a thread and books
 * or declines. tRPC and the REST mirror both call these functions; each asks the enquiry policy first (policy.ts).
 * An enquiry the caller is on neither side of is "not found", so ids of other people's enquiries reveal nothing.
 */

type Svc = Deps

async function takeLimits(deps: Svc, bookerId: string, type: EntityType, id: number): Promise<void> {
  const perListing = await deps.limits.enquiriesPerListing.take(`${bookerId}:${type}:${id}`)
  if (!perListing.ok) throw tooManyRequests(perListing.retryAfterS)
  const perBooker = await deps.limits.enquiriesPerBooker.take(bookerId)
  if (!perBooker.ok) throw tooManyRequests(perBooker.retryAfterS)
}

function newEnquiry(me: AuthUser, type: EntityType, id: number, facts: EnquiryFacts): repo.NewEnquiry {
  return {
    booker_id: me.id,
    entity_type: type,
    entity_id: id,
    event_date: facts.event_date,
    event_time: facts.event_time ?? null,
    event_type: facts.event_type.trim(),
    guests: facts.guests ?? null,
    budget_amount: facts.budget_amount ?? null,
    budget_currency: facts.budget_amount == null ? null : (facts.budget_currency ?? 'EUR'),
    message: facts.message.trim(),
    booker_locale: facts.locale ?? null,
  }
}

async function remember(deps: Svc, userId: string, locale: Locale | undefined) {
  if (locale) await rememberMailLocale(deps.db, userId, locale)
}

async function mailNew(deps: Svc, me: AuthUser, side: ListingSide, enquiryId: number) {
  const [e, names, summaries] = await Promise.all([
    repo.enquiryById(deps.db, enquiryId),
    bookerNames(deps, [me.id]),
    recipientsOf(deps.db, side),
  ])
  if (!e) return
  const listing = await entitySummaries(deps, [{ type: e.entity_type, id: e.entity_id }])
  await sendEnquiryMail(
    deps,
    summaries.filter((id) => id !== me.id),
    {
      kind: 'enquiry',
      enquiry: e,
      listingName: listing.get(summaryKey(e.entity_type, e.entity_id))?.name ?? '',
      bookerName: names.get(me.id) ?? '',
      body: e.message,
    },
  )
}

/** POST /api/enquiries: one enquiry to one listing. */
export async function createEnquiry(deps: Svc, me: AuthUser, input: CreateEnquiryInput): Promise<Enquiry> {
  const side = await enquiryPolicy.ask(deps, me, input.entity_type, input.entity_id)
  checkEventDate(input.event_date, nowOf(deps))
  await assertDayOpen(deps.db, input.entity_type, input.entity_id, input.event_date)
  await takeLimits(deps, me.id, input.entity_type, input.entity_id)
  const id = await repo.insertEnquiry(deps.db, newEnquiry(me, input.entity_type, input.entity_id, input), nowOf(deps))
  await remember(deps, me.id, input.locale)
  await mailNew(deps, me, side, id)
  return (await readEnquiry(deps, id, 'booker')).enquiry
}

const SKIP_OF_REFUSAL: Partial<Record<string, ListSkipReason>> = {
  dayClosed: 'day_closed',
  dayBooked: 'day_booked',
  dayBlocked: 'day_blocked',
}

/** POST /api/enquiries/list: the same enquiry to every listing of one of the booker's favourites lists. */
export async function createListEnquiries(
  deps: Svc,
  me: AuthUser,
  input: CreateListEnquiryInput,
): Promise<ListEnquiryResult> {
  const { ownerId } = enquiryPolicy.mine(me)
  checkEventDate(input.event_date, nowOf(deps))
  const list = await repo.favoriteListItems(deps.db, ownerId, input.list_id)
  if (!list) throw fail('listNotFound')
  if (!list.items.length) throw fail('listEmpty')
  if (list.items.length > LIST_ENQUIRY_MAX) throw fail('listTooLong')
  const created: ListEnquiryResult['created'] = []
  const skipped: ListEnquiryResult['skipped'] = []
  const sides: { side: ListingSide; id: number }[] = []
  for (const item of list.items) {
    const side = await listingSideOf(deps.db, item.entity_type, item.entity_id)
    if (!side) {
      skipped.push({ ...item, reason: 'not_found' })
      continue
    }
    if (!enquiryPolicy.mayAsk(me, side)) {
      skipped.push({ ...item, reason: 'own_listing' })
      continue
    }
    const day = { type: item.entity_type, id: item.entity_id, date: input.event_date }
    if (await hasOpenEnquiry(deps.db, me.id, day)) {
      skipped.push({ ...item, reason: 'already_asked' })
      continue
    }
    const closed = await dayUnavailable(deps.db, day.type, day.id, day.date)
    if (closed) {
      skipped.push({ ...item, reason: SKIP_OF_REFUSAL[closed] ?? 'day_blocked' })
      continue
    }
    const perListing = await deps.limits.enquiriesPerListing.take(`${me.id}:${item.entity_type}:${item.entity_id}`)
    if (!perListing.ok) {
      skipped.push({ ...item, reason: 'rate_limited' })
      continue
    }
    const perBooker = await deps.limits.enquiriesPerBooker.take(me.id)
    if (!perBooker.ok) {
      if (!created.length) throw tooManyRequests(perBooker.retryAfterS)
      skipped.push({ ...item, reason: 'rate_limited' })
      continue
    }
    const id = await repo.insertEnquiry(deps.db, newEnquiry(me, item.entity_type, item.entity_id, input), nowOf(deps))
    created.push({ ...item, enquiry_id: id })
    sides.push({ side, id })
  }
  await remember(deps, me.id, input.locale)
  for (const s of sides) await mailNew(deps, me, s.side, s.id)
  return { created, skipped }
}

async function readEnquiry(deps: Svc, id: number, side: 'booker' | 'listing') {
  const e = await repo.enquiryById(deps.db, id)
  if (!e) throw fail('notFound')
  const [enquiry] = await toEnquiries(deps, [{ ...e, unread: unreadFor(e, side) }], () => side)
  return { e, enquiry: enquiry! }
}

/** GET /api/enquiries/{id}: the enquiry and its thread; opening it marks it read for the caller's side. */
export async function getThread(deps: Svc, me: AuthUser, input: EnquiryIdInput): Promise<Thread> {
  const { e, side } = await enquiryPolicy.read(deps, me, input.enquiry_id)
  const wasUnread = unreadFor(e, side)
  if (wasUnread) await repo.markRead(deps.db, e.id, side, nowOf(deps))
  await remember(deps, me.id, input.locale)
  const [messages, quotes, summaries, names, sameDay] = await Promise.all([
    repo.messagesOf(deps.db, e.id),
    quotesOf(deps.db, e.id),
    entitySummaries(deps, [{ type: e.entity_type, id: e.entity_id }]),
    bookerNames(deps, [e.booker_id]),
    side === 'listing'
      ? sameDayEnquiries(deps.db, { type: e.entity_type, id: e.entity_id, date: e.event_date, exceptId: e.id })
      : [],
  ])
  return {
    enquiry: toEnquiry(e, summaries, names, side, false),
    messages: toMessages(messages, side),
    next_statuses: nextStatuses(e.status, side),
    can_reply: acceptsMessages(e.status),
    date_blocked: e.date_blocked,
    same_day: sameDay,
    quotes: toQuotes(quotes, e, side, nowOf(deps)),
    can_quote: side === 'listing' && quotesOpen(e.status),
  }
}

async function takeMessageLimit(deps: Svc, userId: string) {
  const r = await deps.limits.enquiryMessages.take(userId)
  if (!r.ok) throw tooManyRequests(r.retryAfterS)
}

/**
 * Mails the other side of the enquiry than `from` (and, with `alsoSender`, the sender too). A helper of services that
 * have already asked the enquiry policy: it takes the sender's id, not the caller.
 */
export async function mailOther(
  deps: Svc,
  e: repo.EnquiryOut,
  from: 'booker' | 'listing',
  senderId: string,
  mail: Pick<EnquiryMail, 'kind' | 'body' | 'status' | 'quote'>,
  alsoSender = false,
) {
  const others = from === 'booker' ? await recipientsOf(deps.db, sideOfEnquiry(e)) : [e.booker_id]
  const recipients = alsoSender ? [...others, senderId] : others.filter((id) => id !== senderId)
  const [summaries, names] = await Promise.all([
    entitySummaries(deps, [{ type: e.entity_type, id: e.entity_id }]),
    bookerNames(deps, [e.booker_id]),
  ])
  await sendEnquiryMail(deps, recipients, {
    ...mail,
    enquiry: e,
    listingName: summaries.get(summaryKey(e.entity_type, e.entity_id))?.name ?? '',
    bookerName: names.get(e.booker_id) ?? '',
  })
}

/** POST /api/enquiries/{id}/messages: a message from either side; the listing side's first answer sets "replied". */
export async function reply(deps: Svc, me: AuthUser, input: ReplyInput): Promise<Thread> {
  const { e, side } = await enquiryPolicy.answer(deps, me, input.enquiry_id)
  await takeMessageLimit(deps, me.id)
  const now = nowOf(deps)
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockEnquiry(trx, e.id)
    const current = await repo.enquiryById(trx, e.id)
    if (!current) throw fail('notFound')
    if (!acceptsMessages(current.status)) throw fail('closed')
    if ((await repo.messageCount(trx, e.id)) >= THREAD_MESSAGES_MAX) throw fail('threadFull')
    const status = side === 'listing' && current.status === 'new' ? 'replied' : undefined
    await repo.insertMessage(
      trx,
      { enquiry_id: e.id, author_id: me.id, side, body: input.body.trim(), status: null },
      now,
    )
    await repo.touch(trx, e.id, side, now, status)
  })
  await remember(deps, me.id, input.locale)
  await mailOther(deps, e, side, me.id, { kind: 'enquiry_reply', body: input.body.trim() })
  return getThread(deps, me, { enquiry_id: e.id })
}

/** POST /api/enquiries/{id}/status: booked or declined by the listing side, withdrawn by the booker. */
export async function setStatus(deps: Svc, me: AuthUser, input: StatusInput): Promise<Thread> {
  const { e, side } = await enquiryPolicy.changeStatus(deps, me, input.enquiry_id)
  await takeMessageLimit(deps, me.id)
  const now = nowOf(deps)
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await repo.lockEnquiry(trx, e.id)
      const current = await repo.enquiryById(trx, e.id)
      if (!current) throw fail('notFound')
      checkTransition(current.status, input.status, side)
      let booking: { dateBlocked: boolean; holdsDay: boolean } | undefined
      if (input.status === 'booked') {
        const holdsDay = await claimDay(trx, current)
        const dateBlocked = input.block_date !== false && (await blockBookedDate(trx, current, me.id))
        booking = { dateBlocked, holdsDay }
      }
      // Booked, declined or withdrawn otherwise: an offer still open is no longer one.
      await closeOffered(trx, e.id, 'withdrawn', now)
      await repo.insertMessage(trx, { enquiry_id: e.id, author_id: me.id, side, body: '', status: input.status }, now)
      await repo.touch(trx, e.id, side, now, input.status, booking)
    })
    .catch((error) => {
      throw bookingRace(error)
    })
  await remember(deps, me.id, input.locale)
  await mailOther(deps, e, side, me.id, { kind: 'enquiry_status', body: '', status: input.status })
  return getThread(deps, me, { enquiry_id: e.id })
}

const pageOf = (page: number | undefined) => {
  const p = page ?? 1
  return { page: p, limit: PAGE_SIZE, offset: (p - 1) * PAGE_SIZE }
}

/** GET /api/enquiries/mine: the booker's enquiries (optionally one status), unread first, then newest; counts. */
export async function myEnquiries(deps: Svc, me: AuthUser, input: MineInput): Promise<CountedPage> {
  const { ownerId } = enquiryPolicy.mine(me)
  const { page, limit, offset } = pageOf(input.page)
  const { items, total, counts } = await repo.enquiriesOfBooker(deps.db, ownerId, input, limit, offset)
  await remember(deps, me.id, input.locale)
  return { items: await toEnquiries(deps, items, () => 'booker'), total, page, limit, counts }
}

/** GET /api/enquiries/inbox: enquiries to the listings the caller answers for, unread first. */
export async function inbox(deps: Svc, me: AuthUser, input: InboxInput): Promise<CountedPage> {
  const who = await enquiryPolicy.inbox(deps, me)
  const { page, limit, offset } = pageOf(input.page)
  const { items, total, counts } = await repo.inboxOf(deps.db, who, input, limit, offset)
  await remember(deps, me.id, input.locale)
  return { items: await toEnquiries(deps, items, () => 'listing'), total, page, limit, counts }
}

/** GET /api/enquiries/unread: threads with something unread, on either side (the header's count). */
export async function unreadCount(deps: Svc, me: AuthUser): Promise<{ count: number }> {
  const { ownerId } = enquiryPolicy.mine(me)
  return { count: await repo.unreadCount(deps.db, ownerId) }
}

/** GET /api/enquiries/statuses: per listing, the status of the booker's latest enquiry (favourites page). */
export async function statuses(deps: Svc, me: AuthUser): Promise<EnquiryStatuses> {
  const { ownerId } = enquiryPolicy.mine(me)
  const rows = await repo.latestStatuses(deps.db, ownerId)
  return rows.map((r) => ({ entity_type: r.entity_type, entity_id: r.entity_id, enquiry_id: r.id, status: r.status }))
}

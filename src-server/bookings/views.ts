import type { Quote } from '../../src/bookings/quotes.ts'
import type { Enquiry, EnquiryMessage } from '../../src/bookings/schemas.ts'
import type { Deps } from '../deps.ts'
import { type EntitySummary, entitySummaries, summaryKey } from '../directory/summaries.ts'
import { signUpNamesOf } from '../mail/recipients.ts'
import type { QuoteOut } from './quotes-repository.ts'
import * as repo from './repository.ts'
import { isoDay, quotesOpen } from './rules.ts'

/** Shapes rows into the API's JSON (snake_case, ISO times). */

type ViewDeps = Pick<Deps, 'config' | 'db' | 'log' | 'storage' | 'supabaseUrl' | 'supabaseServiceRoleKey'>

/**
 * The names bookers are shown by (threads, inboxes, mails): the profile's display name or username, else the name
 * given at sign-up; users with neither are absent (the pages say "Booker").
 */
export async function bookerNames(deps: Omit<ViewDeps, 'storage'>, userIds: readonly string[]) {
  const names = await repo.displayNames(deps.db, userIds)
  const missing = userIds.filter((id) => !names.has(id))
  if (missing.length) for (const [id, name] of await signUpNamesOf(deps, missing)) names.set(id, name)
  return names
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString())

export async function toEnquiries(
  deps: ViewDeps,
  rows: (repo.EnquiryOut & { unread: boolean })[],
  side: (row: repo.EnquiryOut) => 'booker' | 'listing',
): Promise<Enquiry[]> {
  const [summaries, names] = await Promise.all([
    entitySummaries(
      deps,
      rows.map((r) => ({ type: r.entity_type, id: r.entity_id })),
    ),
    bookerNames(
      deps,
      rows.map((r) => r.booker_id),
    ),
  ])
  return rows.map((r) => toEnquiry(r, summaries, names, side(r), r.unread))
}

export function toEnquiry(
  r: repo.EnquiryOut,
  summaries: Map<string, EntitySummary>,
  names: Map<string, string>,
  side: 'booker' | 'listing',
  unread: boolean,
): Enquiry {
  const s = summaries.get(summaryKey(r.entity_type, r.entity_id))
  return {
    id: r.id,
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    listing: s ? { name: s.name, city: s.city, country: s.country, photo: s.photo } : null,
    booker_name: names.get(r.booker_id) ?? '',
    event_date: r.event_date,
    event_time: r.event_time,
    event_type: r.event_type,
    guests: r.guests,
    budget_amount: r.budget_amount,
    budget_currency: r.budget_currency,
    message: r.message,
    status: r.status,
    side,
    unread,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }
}

export function toMessages(
  rows: Awaited<ReturnType<typeof repo.messagesOf>>,
  side: 'booker' | 'listing',
): EnquiryMessage[] {
  return rows.map((m) => ({
    id: m.id,
    side: m.side,
    body: m.body,
    status: m.status,
    mine: m.side === side,
    created_at: iso(m.created_at),
  }))
}

/** Unread for one side of a row read without the computed flag. */
export function unreadFor(r: repo.EnquiryOut, side: 'booker' | 'listing'): boolean {
  if (side === 'booker') return r.listing_message_at !== null && r.listing_message_at > r.booker_read_at
  return r.listing_read_at === null || r.booker_message_at > r.listing_read_at
}

/**
 * The quotes as one side sees them: an offered quote past its valid-until day reads as expired; the booker may
 * decide an offered, unexpired quote while the enquiry is open. Both sides see every quote and its state.
 */
export function toQuotes(
  rows: QuoteOut[],
  e: Pick<repo.EnquiryOut, 'status'>,
  side: 'booker' | 'listing',
  now: Date,
): Quote[] {
  const today = isoDay(now)
  return rows.map((q) => {
    const state = q.status === 'offered' && q.valid_until < today ? 'expired' : q.status
    return {
      id: q.id,
      price_amount: q.price_amount,
      currency: q.currency,
      included: q.included,
      deposit_amount: q.deposit_amount,
      deposit_due: q.deposit_due,
      deposit_method: q.deposit_method,
      terms: q.terms,
      valid_until: q.valid_until,
      state,
      created_at: iso(q.created_at),
      decided_at: q.decided_at ? iso(q.decided_at) : null,
      can_decide: side === 'booker' && state === 'offered' && quotesOpen(e.status),
    }
  })
}

import type { EnquiryStatus } from '../../src/bookings/constants.ts'
import { createTranslator, type MessageKey } from '../../src/i18n/index.ts'
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../src/i18n/locales.ts'
import { pathFor } from '../../src/routes.ts'
import type { Deps } from '../deps.ts'
import { mailLocalesOf } from '../mail/locales.ts'
import { emailsOf } from '../mail/recipients.ts'
import { escapeHtml, mailTransport } from '../mail/transport.ts'
import type { QuoteOut } from './quotes-repository.ts'
import type * as repo from './repository.ts'

type Translator = ReturnType<typeof createTranslator>

/**
 * Emails to the other side of an enquiry: a new enquiry, each message, each status change. Written in the
 * recipient's language when known (src-server/mail/locales.ts), links only from PUBLIC_URL. A mail never fails the request:
 * failures are logged.
 */

type MailDeps = Pick<Deps, 'config' | 'db' | 'log' | 'supabaseUrl' | 'supabaseServiceRoleKey'>

export type EnquiryMailKind =
  | 'enquiry'
  | 'enquiry_reply'
  | 'enquiry_status'
  | 'enquiry_quote'
  | 'enquiry_quote_accepted'
  | 'enquiry_quote_declined'

export interface EnquiryMail {
  kind: EnquiryMailKind
  enquiry: Pick<
    repo.EnquiryOut,
    'id' | 'event_date' | 'event_time' | 'event_type' | 'guests' | 'budget_amount' | 'budget_currency'
  >
  listingName: string
  bookerName: string
  /** The message the mail carries (the enquiry's, or the reply's). */
  body: string
  status?: EnquiryStatus
  /** The quote a quote mail is about. */
  quote?: QuoteOut
}

const KEYS: Record<EnquiryMailKind, [subject: MessageKey, lead: MessageKey]> = {
  enquiry: ['bookings.mail.newSubject', 'bookings.mail.newLead'],
  enquiry_reply: ['bookings.mail.replySubject', 'bookings.mail.replyLead'],
  enquiry_status: ['bookings.mail.statusSubject', 'bookings.mail.statusLead'],
  enquiry_quote: ['bookings.mail.quoteSubject', 'bookings.mail.quoteLead'],
  enquiry_quote_accepted: ['bookings.mail.quoteAcceptedSubject', 'bookings.mail.quoteAcceptedLead'],
  enquiry_quote_declined: ['bookings.mail.quoteDeclinedSubject', 'bookings.mail.quoteDeclinedLead'],
}

/** The quote's terms as lines of text: price, what is included, deposit, terms, valid until. */
function quoteLines(q: QuoteOut, t: Translator, locale: Locale): string[] {
  const money = (n: number) => `${new Intl.NumberFormat(LOCALE_TAGS[locale]).format(n)} ${q.currency}`
  const lines = [
    `${t('bookings.quote.price')}: ${money(q.price_amount)}`,
    `${t('bookings.quote.included')}: ${q.included}`,
  ]
  if (q.deposit_amount > 0 && q.deposit_due)
    lines.push(
      `${t('bookings.quote.deposit')}: ${t('bookings.quote.depositLine', { amount: money(q.deposit_amount), date: formatDate(q.deposit_due, locale) })}`,
      `${t('bookings.quote.depositMethod')}: ${q.deposit_method}`,
    )
  if (q.terms) lines.push(`${t('bookings.quote.terms')}: ${q.terms}`)
  lines.push(`${t('bookings.quote.validUntil')}: ${formatDate(q.valid_until, locale)}`)
  return lines
}

function formatDate(date: string, locale: Locale): string {
  const d = new Date(`${date}T12:00:00Z`)
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(d)
}

export function renderEnquiryMail(mail: EnquiryMail, locale: Locale, publicUrl: string) {
  const t = createTranslator(locale)
  const e = mail.enquiry
  const date = formatDate(e.event_date, locale) + (e.event_time ? `, ${e.event_time}` : '')
  const name = mail.listingName
  const status = mail.status ? t(`bookings.status.${mail.status}`) : ''
  const [subjectKey, leadKey] = KEYS[mail.kind]
  const params = { name, date, status, booker: mail.bookerName || t('bookings.thread.booker') }
  const subject = t(subjectKey, params)
  const lead = t(leadKey, params)
  const link = `${publicUrl}${pathFor('account-enquiry', { id: e.id }, locale)}`
  const facts: string[] = []
  if (mail.kind === 'enquiry') {
    facts.push(`${t('bookings.mail.eventType')}: ${e.event_type}`)
    if (e.guests) facts.push(`${t('bookings.mail.guests')}: ${e.guests}`)
    if (e.budget_amount != null)
      facts.push(`${t('bookings.mail.budget')}: ${e.budget_amount} ${e.budget_currency ?? 'EUR'}`)
  }
  if (mail.quote) facts.push(...quoteLines(mail.quote, t, locale))
  const footer = t('bookings.mail.footer')
  const parts = [lead, ...(facts.length ? [facts.join('\n')] : []), ...(mail.body ? [mail.body] : [])]
  const text = `${parts.join('\n\n')}\n\n${t('bookings.mail.open')}\n${link}\n\n${footer}`
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    facts.length ? `<p>${facts.map(escapeHtml).join('<br>')}</p>` : '',
    mail.body ? `<blockquote style="white-space:pre-wrap">${escapeHtml(mail.body)}</blockquote>` : '',
    `<p>${escapeHtml(t('bookings.mail.open'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
  ].join('')
  return { subject, text, html, link }
}

/** Sends the mail to each recipient (user ids) in their language; never throws. */
export async function sendEnquiryMail(deps: MailDeps, recipients: readonly string[], mail: EnquiryMail) {
  if (!recipients.length) return
  try {
    const [emails, locales] = await Promise.all([emailsOf(deps, recipients), mailLocalesOf(deps.db, recipients)])
    const send = mailTransport(deps)
    for (const userId of new Set(recipients)) {
      const to = emails.get(userId)
      if (!to) continue
      const locale = locales.get(userId) ?? DEFAULT_LOCALE
      const { subject, text, html, link } = renderEnquiryMail(mail, locale, deps.config.publicUrl)
      await send({ to, kind: mail.kind, subject, text, html, link })
    }
  } catch (error) {
    deps.log.error({ err: error, enquiryId: mail.enquiry.id }, 'enquiry mail failed')
  }
}

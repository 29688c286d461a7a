import { z } from 'zod'
import { CURRENCIES } from '../directory/vocabulary.ts'
import { LOCALES } from '../i18n/locales.ts'
import { INT4_MAX } from '../validation/input.ts'
import { BUDGET_MAX } from './constants.ts'

/**
 * Quotes, shared by the server doors (REST, tRPC) and the client: the listing side's offer in an enquiry's thread
 * (price, what is included, deposit, terms, valid until) and the booker's answer to it.
 */

export const QUOTE_INCLUDED_MAX = 2000
export const QUOTE_TERMS_MAX = 5000
export const QUOTE_DEPOSIT_METHOD_MAX = 500
/** Quotes per enquiry, replaced ones included. */
export const QUOTES_PER_ENQUIRY_MAX = 20

/** What a quote is now. `expired`: offered, but its valid-until day has passed (computed, never stored). */
export const QUOTE_STATES = ['offered', 'accepted', 'declined', 'replaced', 'withdrawn', 'expired'] as const
export type QuoteState = (typeof QUOTE_STATES)[number]
/** The states a quote row stores. */
export type StoredQuoteState = Exclude<QuoteState, 'expired'>

const id = z.number().int().positive().max(INT4_MAX)
const locale = z.enum(LOCALES).optional()
const day = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => `${label}: expected YYYY-MM-DD` })
const amount = z.number().int().min(0).max(BUDGET_MAX)

/** The quote as the listing side writes it; the dates are checked against the event and today by the server. */
export const quoteFields = z
  .object({
    price_amount: amount,
    currency: z.enum(CURRENCIES),
    included: z
      .string()
      .max(QUOTE_INCLUDED_MAX, { error: () => `included: at most ${QUOTE_INCLUDED_MAX} characters` })
      .refine((s) => s.trim().length > 0, { error: () => 'included: required' }),
    deposit_amount: amount.optional(),
    deposit_due: day('deposit_due').nullish(),
    /** How the deposit is paid (bank transfer, invoice…): payment itself happens outside Stagebook. */
    deposit_method: z
      .string()
      .max(QUOTE_DEPOSIT_METHOD_MAX, { error: () => `deposit_method: at most ${QUOTE_DEPOSIT_METHOD_MAX} characters` })
      .optional(),
    terms: z
      .string()
      .max(QUOTE_TERMS_MAX, { error: () => `terms: at most ${QUOTE_TERMS_MAX} characters` })
      .optional(),
    valid_until: day('valid_until'),
  })
  .superRefine((q, ctx) => {
    const deposit = q.deposit_amount ?? 0
    if (deposit > q.price_amount)
      ctx.addIssue({ code: 'custom', path: ['deposit_amount'], message: 'deposit_amount: at most the price' })
    if (deposit > 0 && !q.deposit_due)
      ctx.addIssue({ code: 'custom', path: ['deposit_due'], message: 'deposit_due: required with a deposit' })
    if (deposit > 0 && !q.deposit_method?.trim())
      ctx.addIssue({ code: 'custom', path: ['deposit_method'], message: 'deposit_method: required with a deposit' })
  })
export type QuoteFields = z.infer<typeof quoteFields>

export const sendQuoteInput = z.object({ enquiry_id: id, quote: quoteFields, locale })
export type SendQuoteInput = z.infer<typeof sendQuoteInput>

export const QUOTE_DECISIONS = ['accepted', 'declined'] as const
export const decideQuoteInput = z.object({
  enquiry_id: id,
  quote_id: id,
  decision: z.enum(QUOTE_DECISIONS),
  locale,
})
export type DecideQuoteInput = z.infer<typeof decideQuoteInput>

export const quoteSchema = z.object({
  id: z.number(),
  price_amount: z.number(),
  currency: z.string(),
  included: z.string(),
  deposit_amount: z.number(),
  deposit_due: z.string().nullable(),
  deposit_method: z.string(),
  terms: z.string(),
  valid_until: z.string(),
  state: z.enum(QUOTE_STATES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The booker may accept or decline it now (validated again by the server). */
  can_decide: z.boolean(),
})
export type Quote = z.infer<typeof quoteSchema>

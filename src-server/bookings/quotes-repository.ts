import { sql } from 'kysely'
import type { StoredQuoteState } from '../../src/bookings/quotes.ts'
import type { Db } from './repository.ts'

/** The only code of quotes that touches the database (migrations/0054_enquiry_quotes.ts). */

export interface QuoteOut {
  id: number
  enquiry_id: number
  price_amount: number
  currency: string
  included: string
  deposit_amount: number
  deposit_due: string | null
  deposit_method: string
  terms: string
  valid_until: string
  status: StoredQuoteState
  created_at: Date
  decided_at: Date | null
}

export interface NewQuote {
  enquiry_id: number
  author_id: string
  price_amount: number
  currency: string
  included: string
  deposit_amount: number
  deposit_due: string | null
  deposit_method: string
  terms: string
  valid_until: string
}

function quoteBase(db: Db) {
  return db
    .selectFrom('enquiry_quotes')
    .select([
      'id',
      'enquiry_id',
      'price_amount',
      'currency',
      'included',
      'deposit_amount',
      sql<string | null>`to_char(deposit_due, 'YYYY-MM-DD')`.as('deposit_due'),
      'deposit_method',
      'terms',
      sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until'),
      'status',
      'created_at',
      'decided_at',
    ])
}

/** An enquiry's quotes, oldest first (bounded by QUOTES_PER_ENQUIRY_MAX on the way in). */
export function quotesOf(db: Db, enquiryId: number): Promise<QuoteOut[]> {
  return quoteBase(db).where('enquiry_id', '=', enquiryId).orderBy('id').execute() as Promise<QuoteOut[]>
}

export function quoteById(db: Db, enquiryId: number, quoteId: number): Promise<QuoteOut | undefined> {
  return quoteBase(db).where('enquiry_id', '=', enquiryId).where('id', '=', quoteId).executeTakeFirst() as Promise<
    QuoteOut | undefined
  >
}

export async function quoteCount(db: Db, enquiryId: number): Promise<number> {
  const row = await db
    .selectFrom('enquiry_quotes')
    .where('enquiry_id', '=', enquiryId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The enquiry's offered quote becomes `status` (replaced by a newer one, withdrawn when the enquiry closes). */
export async function closeOffered(
  db: Db,
  enquiryId: number,
  status: Extract<StoredQuoteState, 'replaced' | 'withdrawn'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('enquiry_quotes')
    .set({ status, decided_at: now })
    .where('enquiry_id', '=', enquiryId)
    .where('status', '=', 'offered')
    .execute()
}

export async function insertQuote(db: Db, values: NewQuote, now: Date): Promise<number> {
  const row = await db
    .insertInto('enquiry_quotes')
    .values({ ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The booker's answer; only an offered quote changes (false when it was no longer offered). */
export async function decide(
  db: Db,
  quoteId: number,
  status: Extract<StoredQuoteState, 'accepted' | 'declined'>,
  now: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('enquiry_quotes')
    .set({ status, decided_at: now })
    .where('id', '=', quoteId)
    .where('status', '=', 'offered')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

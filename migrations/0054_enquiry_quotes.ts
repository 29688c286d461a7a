import { type Kysely, sql } from 'kysely'

/**
 * Quotes in an enquiry's thread: the listing side's offer (price and currency, what is included, a deposit with its
 * due date and how it is paid, terms, valid until) that the booker accepts or declines.
 * - `status`: offered → accepted | declined (the booker), replaced (a newer quote of the same enquiry), withdrawn (the
 *   enquiry was booked, declined or withdrawn otherwise). "Expired" is not stored: an offered quote past its
 *   `valid_until` reads as expired.
 * - At most one offered quote per enquiry (unique partial index): a changed quote replaces the old one in the same
 *   transaction, so two racing "send quote" cannot leave two open offers.
 * - Amounts are whole currency units, like the enquiry's budget; the deposit is at most the price.
 * - Deleting the enquiry (a deleted listing or booker) deletes its quotes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enquiry_quotes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.notNull())
    .addColumn('price_amount', 'integer', (c) => c.notNull().check(sql`price_amount between 0 and 100000000`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('included', 'text', (c) => c.notNull().check(sql`length(btrim(included)) between 1 and 2000`))
    .addColumn('deposit_amount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`deposit_amount >= 0`))
    .addColumn('deposit_due', 'date')
    .addColumn('deposit_method', 'text', (c) => c.notNull().defaultTo('').check(sql`length(deposit_method) <= 500`))
    .addColumn('terms', 'text', (c) => c.notNull().defaultTo('').check(sql`length(terms) <= 5000`))
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('offered')
        .check(sql`status in ('offered', 'accepted', 'declined', 'replaced', 'withdrawn')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('enquiry_quotes_deposit_le_price', sql`deposit_amount <= price_amount`)
    .addCheckConstraint('enquiry_quotes_deposit_due', sql`deposit_amount = 0 or deposit_due is not null`)
    .execute()
  await db.schema.createIndex('enquiry_quotes_enquiry_idx').on('enquiry_quotes').columns(['enquiry_id', 'id']).execute()
  await sql`
    create unique index enquiry_quotes_one_offer on enquiry_quotes (enquiry_id) where status = 'offered'
  `.execute(db)
}

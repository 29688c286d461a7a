/**
 * Prices across currencies: the rate table (migration 0027), the filter bounds in euros, and the price each
 * card and entry shows in the booker's display currency (with the original amount when converted).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import { z } from 'zod'
import { CURRENCIES, DEFAULT_CURRENCY, type EntityType } from '../../src/directory/schema.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Database } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { badRequest } from '../http/errors.ts'
import { ratesPolicy } from './policy.ts'
import type { Run } from './repository.ts'

type Db = Kysely<Database>
/** Units of each currency one euro buys, and the day the newest of them was set ('YYYY-MM-DD'). */
export type Rates = Map<string, number> & { asOf?: string | null }

/** Units of each currency one euro buys. */
export async function loadRates(run: Run): Promise<Rates> {
  const rows = await run(
    sql<{ currency: string; per_eur: string; day: string }>`select currency, per_eur,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day from currency_rates`,
  )
  const rates: Rates = new Map(rows.map((r) => [r.currency, Number(r.per_eur)]))
  rates.asOf = rows.reduce<string | null>((newest, r) => (newest && newest > r.day ? newest : r.day), null)
  return rates
}

/** An amount given in `currency`, as the euro value the `*_eur` columns hold (same numeric quotient). */
export const inEuros = (amount: number, currency: string): RawBuilder<number> =>
  sql<number>`(${amount}::numeric / (select per_eur from currency_rates where currency = ${currency}))`

export interface ShownPrice {
  /** Lowest (or only) amount, in the display currency. */
  amount: number | null
  /** Upper end of a range (artists' fees), else null. */
  amount_max: number | null
  currency: string
  unit: string
  /** The listing's own amounts when they were converted (approximately, at the rates of `rates_date`), else null. */
  original: { amount: number | null; amount_max: number | null; currency: string; rates_date: string | null } | null
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/** A listing's price fields (card row or full row) → what the booker sees, or null when it has no price. */
export function shownPrice(
  type: EntityType,
  row: Record<string, unknown>,
  display: string,
  rates: Rates,
): ShownPrice | null {
  const from = String(row.currency ?? DEFAULT_CURRENCY)
  const [min, max, unit] =
    type === 'artist'
      ? [num(row.fee_min), num(row.fee_max), 'show']
      : type === 'venue'
        ? [num(row.hire_price), null, String(row.hire_unit ?? 'evening')]
        : [num(row.price_from), null, String(row.price_unit ?? 'day')]
  if (min === null && max === null) return null
  const rateFrom = rates.get(from)
  const rateTo = rates.get(display)
  if (from === display || !rateFrom || !rateTo)
    return { amount: min, amount_max: max, currency: from, unit, original: null }
  const convert = (v: number | null) => (v === null ? null : Math.round((v / rateFrom) * rateTo))
  return {
    amount: convert(min),
    amount_max: convert(max),
    currency: display,
    unit,
    original: { amount: min, amount_max: max, currency: from, rates_date: rates.asOf ?? null },
  }
}

export const ratesUpdateSchema = z.object({
  rates: z
    .partialRecord(
      z.enum(CURRENCIES, { error: () => 'Unknown currency' }),
      z.number().positive('A rate must be greater than 0').max(1_000_000),
    )
    .refine((r) => Object.keys(r).length > 0, 'Give at least one rate'),
})

export async function listRates(db: Db) {
  const rows = await db.selectFrom('currency_rates').selectAll().orderBy('currency').execute()
  return {
    base: 'EUR',
    items: rows.map((r) => ({
      currency: r.currency,
      per_eur: Number(r.per_eur),
      updated_at: new Date(r.updated_at).toISOString(),
    })),
  }
}

/** An admin sets rates, through either door (`PUT /api/currency-rates`, `directory.setRates`). */
export async function updateRates(deps: Pick<Deps, 'db'>, user: AuthUser, rates: Record<string, number>) {
  await ratesPolicy.change(deps.db, user)
  return setRates(deps.db, rates)
}

/**
 * Sets rates (units per euro); the table's trigger re-prices the listings in those currencies. No access check:
 * the operator's `npm run rates:set` on the host calls it directly; users come through updateRates.
 */
export async function setRates(db: Db, rates: Record<string, number>) {
  if (rates.EUR !== undefined && rates.EUR !== 1) throw badRequest('directory.errors.eurBase')
  await db.transaction().execute(async (trx) => {
    for (const [currency, perEur] of Object.entries(rates))
      await trx
        .insertInto('currency_rates')
        .values({ currency, per_eur: String(perEur) })
        .onConflict((oc) =>
          oc.column('currency').doUpdateSet({ per_eur: String(perEur), updated_at: sql`now()` as never }),
        )
        .execute()
  })
  return listRates(db)
}

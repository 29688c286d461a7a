import { type Kysely, sql } from 'kysely'

/**
 * Prices that compare across currencies: a rate table (units of a currency per euro, fixed reference rates here,
 * refreshed by `npm run rates:set`), venue hire prices and service "from" prices with their currency, and per
 * listing its price in euros (`*_eur`), kept by triggers when the listing or a rate changes, so price filters
 * and sorts read one indexed column. The euro value is the exact numeric quotient, so a filter bound converted
 * with the same rate compares equal to a listing of the same amount.
 */
const RATES: [string, number][] = [
  ['EUR', 1],
  ['GBP', 0.85],
  ['USD', 1.1],
  ['CHF', 0.95],
  ['SEK', 11],
  ['DKK', 7.5],
  ['NOK', 11.5],
  ['PLN', 4.3],
  ['CZK', 25],
]

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table currency_rates (
      currency text primary key check (currency ~ '^[A-Z]{3}$'),
      per_eur numeric not null check (per_eur > 0),
      updated_at timestamptz not null default now()
    )
  `.execute(db)
  for (const [currency, perEur] of RATES)
    await sql`insert into currency_rates (currency, per_eur) values (${currency}, ${String(perEur)}::numeric)`.execute(
      db,
    )

  await sql`alter table artists add column fee_min_eur numeric, add column fee_max_eur numeric`.execute(db)
  await sql`alter table venues
    add column hire_price integer check (hire_price >= 0),
    add column hire_unit text not null default 'evening' check (hire_unit in ('evening', 'day')),
    add column currency text not null default 'EUR',
    add column price_eur numeric`.execute(db)
  await sql`alter table services
    add column price_from integer check (price_from >= 0),
    add column price_unit text not null default 'day' check (price_unit in ('hour', 'day', 'event')),
    add column currency text not null default 'EUR',
    add column price_eur numeric`.execute(db)

  await sql`
    create or replace function public.listing_price_eur() returns trigger
    language plpgsql as $$
    declare rate numeric;
    begin
      select per_eur into rate from public.currency_rates where currency = new.currency;
      if tg_table_name = 'artists' then
        new.fee_min_eur := new.fee_min::numeric / rate;
        new.fee_max_eur := new.fee_max::numeric / rate;
      elsif tg_table_name = 'venues' then
        new.price_eur := new.hire_price::numeric / rate;
      else
        new.price_eur := new.price_from::numeric / rate;
      end if;
      return new;
    end
    $$
  `.execute(db)
  for (const table of ['artists', 'venues', 'services'])
    await sql`create trigger ${sql.raw(`${table}_price_eur`)} before insert or update on ${sql.table(table)}
      for each row execute function public.listing_price_eur()`.execute(db)

  // A new rate re-prices the listings in that currency (the trigger above recomputes their euro columns).
  await sql`
    create or replace function public.currency_rate_changed() returns trigger
    language plpgsql as $$
    begin
      update public.artists set currency = currency where currency = new.currency;
      update public.venues set currency = currency where currency = new.currency;
      update public.services set currency = currency where currency = new.currency;
      return null;
    end
    $$
  `.execute(db)
  await sql`create trigger currency_rates_changed after insert or update on currency_rates
    for each row execute function public.currency_rate_changed()`.execute(db)

  await sql`update artists set currency = currency`.execute(db)
  await sql`create index artists_fee_min_eur_idx on artists (fee_min_eur)`.execute(db)
  await sql`create index artists_fee_max_eur_idx on artists (fee_max_eur)`.execute(db)
  await sql`create index venues_price_eur_idx on venues (price_eur)`.execute(db)
  await sql`create index services_price_eur_idx on services (price_eur)`.execute(db)
}

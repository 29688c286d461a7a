import { type Kysely, sql } from 'kysely'

/**
 * Rate-limit counters shared by every server copy (src-server/limits). The shape is the one rate-limiter-flexible's
 * RateLimiterPostgres reads and writes: key (the limit's prefix + the client address…), points used in the
 * current window, window end in epoch milliseconds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    )
  `.execute(db)
  await sql`create index rate_limits_expire_idx on rate_limits (expire)`.execute(db)
}

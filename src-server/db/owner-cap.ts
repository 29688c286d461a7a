import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from './schema.ts'

/** A per-account cap: the owner may hold at most `max` rows of `table`. */
export type OwnerCap = (
  | { table: 'stages' | 'riders'; ownerColumn: 'owner_id' }
  | { table: 'favorite_lists' | 'favorites'; ownerColumn: 'user_id' }
) & { ownerId: string; max: number }

/**
 * The one mechanism for per-account caps that hold under concurrency. Inside the transaction that will insert:
 * takes a transaction-scoped advisory lock on (table, owner), then counts. Parallel creates of one owner queue on
 * the lock, and each counts the rows the ones before it committed; other owners and tables do not wait.
 * True when the owner has room for one more row.
 */
export async function roomWithinCap(trx: Transaction<Database>, cap: OwnerCap): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(hashtext(${cap.table}), hashtext(${cap.ownerId}))`.execute(trx)
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.table(cap.table)} where ${sql.ref(cap.ownerColumn)} = ${cap.ownerId}
  `.execute(trx)
  return Number(rows[0]!.n) < cap.max
}

/** roomWithinCap and `insert` in one transaction; 'full' when the owner already holds `max` rows. */
export function insertWithinCap<T>(
  db: Kysely<Database>,
  cap: OwnerCap,
  insert: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | 'full'> {
  return db.transaction().execute(async (trx) => ((await roomWithinCap(trx, cap)) ? insert(trx) : ('full' as const)))
}

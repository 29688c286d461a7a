import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from './schema.ts'

export interface OwnerCap {
  /** The table the owner's rows live in, and its owner column. */
  table: 'stages' | 'riders'
  ownerColumn: 'owner_id'
  ownerId: string
  /** The owner may hold at most this many rows. */
  max: number
}

/**
 * The one mechanism for per-account caps that hold under concurrency: the count and the insert run in one
 * transaction holding a transaction-scoped advisory lock on (table, owner). Parallel creates of one owner queue
 * on the lock, and each counts the rows the ones before it committed; other owners and tables do not wait.
 * Resolves with `insert`'s result, or 'full' when the owner already holds `max` rows.
 */
export function insertWithinCap<T>(
  db: Kysely<Database>,
  cap: OwnerCap,
  insert: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | 'full'> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${cap.table}), hashtext(${cap.ownerId}))`.execute(trx)
    const { n } = await trx
      .selectFrom(cap.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(cap.ownerColumn, '=', cap.ownerId)
      .executeTakeFirstOrThrow()
    if (Number(n) >= cap.max) return 'full' as const
    return insert(trx)
  })
}

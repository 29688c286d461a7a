import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { EntityType } from '../../src/directory/kinds.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { type SearchQuery, searchSql } from './repository.ts'
import { seedDemo } from './seed.ts'

/**
 * A city filter under every order and the usual filters can be answered from the city index alone (migration
 * 0039): with the kind's other indexes dropped (in a transaction, rolled back) and table scans turned off, the
 * inner page is an index-only scan of it, so no order needs a heap page per entry of the city. Which plan the
 * planner then picks on real data is the benchmark's business; this checks that the index covers them all.
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedDemo(t.deps.db, 20)
})
afterAll(() => t?.stop())

const TABLE = { artist: 'artists', venue: 'venues', service: 'services' } as const
const MAIN = { artist: 'dj', venue: 'club', service: 'catering' } as const
const index = (type: EntityType) => `${TABLE[type]}_city_cover_idx`

async function innerScan(type: EntityType, q: Partial<SearchQuery>) {
  const query: SearchQuery = { text: null, city: 'Berlin', sort: 'name', limit: 20, offset: 40, ...q }
  const c = searchSql(type, query).compile(t.deps.db as never)
  const rollback = new Error('rollback')
  let plan = ''
  await t.deps.db
    .transaction()
    .execute(async (trx) => {
      const { rows: others } = await sql<{ name: string }>`select indexname as name from pg_indexes
        where tablename = ${TABLE[type]} and indexname not in (${`${TABLE[type]}_pkey`}, ${index(type)})`.execute(trx)
      for (const { name } of others) await sql`drop index ${sql.ref(name)}`.execute(trx)
      await sql`set local enable_seqscan = off`.execute(trx)
      await sql`set local enable_bitmapscan = off`.execute(trx)
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${c.sql}`, [...c.parameters]),
      )
      plan = rows.map((r) => r['QUERY PLAN']).join('\n')
      throw rollback
    })
    .catch((e) => {
      if (e !== rollback) throw e
    })
  return plan
}

const SORTS: Record<EntityType, SearchQuery['sort'][]> = {
  artist: ['name', 'rating', 'price', 'price_desc', 'newest'],
  venue: ['name', 'rating', 'price', 'price_desc', 'capacity', 'capacity_desc', 'newest'],
  service: ['name', 'rating', 'price', 'price_desc', 'newest'],
}

it.each(Object.keys(SORTS) as EntityType[])(
  '%s: a city page in every order, filtered, reads the index alone',
  async (type) => {
    const filters: Partial<SearchQuery>[] = [
      {},
      { main: MAIN[type], minRating: 4 },
      type === 'artist' ? { feeMin: 100, feeMax: 5000 } : { priceMax: 5000 },
      ...(type === 'venue' ? [{ capacityMin: 100, capacityMax: 2000 }] : []),
    ]
    for (const sort of SORTS[type])
      for (const f of filters) {
        const plan = await innerScan(type, { sort, ...f })
        expect(plan, `${sort} ${JSON.stringify(f)}`).toContain(`Index Only Scan using ${index(type)} on ${TABLE[type]}`)
      }
  },
)

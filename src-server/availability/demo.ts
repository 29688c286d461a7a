import { type Kysely, sql } from 'kysely'
import { ENTITY_TYPES, KIND_PATH } from '../../src/directory/kinds.ts'
import type { Database } from '../db/schema.ts'

/**
 * Demo calendars, so the feature shows: about every fifth listing of each kind (the demo owner's venues among
 * them) gets a booked day, a two-day hold and an unavailable day in the next two months, dates spread by id;
 * every eleventh venue is closed on Mondays. Set-based: three statements per kind, whatever SEED_COUNT is.
 */
export async function seedDemoAvailability(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql`select 1 from availability_blocks limit 1`.execute(db)
  if (rows.length) return
  for (const kind of ENTITY_TYPES) {
    const table = sql.table(KIND_PATH[kind])
    const picked = sql`(select id from ${table} where id % 5 = 1 order by id limit 2000)`
    await sql`insert into availability_blocks (entity_type, entity_id, start_date, end_date, status, note)
      select ${sql.lit(kind)}, id, current_date + (id * 7 % 50 + 1)::int, current_date + (id * 7 % 50 + 1)::int, 'booked',
        'Demo: private party'
      from ${picked} l
      union all
      select ${sql.lit(kind)}, id, current_date + (id * 11 % 50 + 3)::int, current_date + (id * 11 % 50 + 4)::int, 'hold',
        'Demo: option for a festival'
      from ${picked} l where id * 11 % 50 + 3 > id * 7 % 50 + 1 or id * 11 % 50 + 4 < id * 7 % 50 + 1
      union all
      select ${sql.lit(kind)}, id, current_date + (id * 3 % 40 + 20)::int, current_date + (id * 3 % 40 + 20)::int,
        'unavailable', ''
      from ${picked} l`.execute(db)
  }
  await sql`insert into availability_weekly (entity_type, entity_id, closed_weekdays)
    select 'venue', id, 1 from venues where id % 11 = 2 order by id limit 2000`.execute(db)
}

/** The only code that touches the `stages` table. */
import { type Kysely, sql } from 'kysely'
import type { StageState, StageView } from '../../src/stages/protocol.ts'
import { insertWithinCap } from '../db/owner-cap.ts'
import type { Database } from '../db/schema.ts'

export interface StageRow extends StageView {
  ownerId: string
}

const columns = ['id', 'owner_id', 'code', 'name', 'version', 'state', 'updated_at'] as const

function toRow(r: {
  id: string
  owner_id: string
  code: string
  name: string
  version: number
  state: StageState
  updated_at: Date
}): StageRow {
  return {
    id: r.id,
    ownerId: r.owner_id,
    code: r.code,
    name: r.name,
    version: r.version,
    state: typeof r.state === 'string' ? (JSON.parse(r.state) as StageState) : r.state,
    updatedAt: new Date(r.updated_at).toISOString(),
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function findById(db: Kysely<Database>, id: string): Promise<StageRow | null> {
  if (!UUID.test(id)) return null
  const r = await db.selectFrom('stages').select(columns).where('id', '=', id).executeTakeFirst()
  return r ? toRow(r) : null
}

export async function findByCode(db: Kysely<Database>, code: string): Promise<StageRow | null> {
  const r = await db.selectFrom('stages').select(columns).where('code', '=', code).executeTakeFirst()
  return r ? toRow(r) : null
}

export async function listByOwner(db: Kysely<Database>, ownerId: string): Promise<StageRow[]> {
  const rows = await db
    .selectFrom('stages')
    .select(columns)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'asc')
    .execute()
  return rows.map(toRow)
}

/**
 * Inserts a stage unless its owner already has `max` (atomic under parallel creates, see insertWithinCap);
 * null when the code is taken (the caller picks another).
 */
export async function insert(
  db: Kysely<Database>,
  values: { ownerId: string; name: string; code: string; state: StageState },
  max: number,
): Promise<StageRow | null | 'full'> {
  return insertWithinCap(
    db,
    { table: 'stages', ownerColumn: 'owner_id', ownerId: values.ownerId, max },
    async (trx) => {
      const r = await trx
        .insertInto('stages')
        .values({ owner_id: values.ownerId, name: values.name, code: values.code, state: JSON.stringify(values.state) })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning(columns)
        .executeTakeFirst()
      return r ? toRow(r) : null
    },
  )
}

export async function rename(db: Kysely<Database>, id: string, name: string): Promise<StageRow | null> {
  const r = await db
    .updateTable('stages')
    .set({ name, version: sql`version + 1` as never, updated_at: sql`now()` as never })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst()
  return r ? toRow(r) : null
}

export async function remove(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('stages').where('id', '=', id).execute()
}

/**
 * Writes a new state if nobody changed the stage since `version` was read, and NOTIFYs in the same statement
 * (one round trip; the notification is only sent when the row was updated). Null on a lost race.
 */
export async function updateStateAndNotify(
  db: Kysely<Database>,
  input: { id: string; version: number; state: StageState; updatedAt: string; channel: string; payload: string },
): Promise<boolean> {
  const r = await sql<{ version: number }>`
    with u as (
      update stages set state = ${JSON.stringify(input.state)}::jsonb, version = version + 1,
        updated_at = ${input.updatedAt}::timestamptz
      where id = ${input.id} and version = ${input.version}
      returning version
    )
    select version, pg_notify(${input.channel}, ${input.payload}) from u
  `.execute(db)
  return r.rows.length === 1
}

/** NOTIFY on the shared channel (every server copy LISTENs). */
export async function notify(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db)
}

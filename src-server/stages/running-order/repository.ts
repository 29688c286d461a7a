/** The only code that touches the running order tables (and bumps the stage's version when its running order changes). */
import { type Kysely, sql } from 'kysely'
import type { RunItem, RunLive, RunOrderView } from '../../../src/stages/running-order.ts'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

const ms = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime())

export async function findByStage(db: Db, stageId: string): Promise<RunOrderView | null> {
  const o = await db
    .selectFrom('stage_running_orders')
    .select([
      'id',
      sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
      'timezone',
      'language',
      'current_item_id',
      'started_at',
      'paused_at',
      'paused_ms',
      'nudge_ms',
      'updated_at',
    ])
    .where('stage_id', '=', stageId)
    .executeTakeFirst()
  if (!o) return null
  const items = await db
    .selectFrom('stage_running_order_items')
    .select([
      'id',
      'title',
      'kind',
      'planned_start',
      'duration_min',
      'start_mode',
      'artist_id',
      'rider_id',
      'notes',
      'skipped',
    ])
    .where('running_order_id', '=', o.id)
    .orderBy('position', 'asc')
    .execute()
  return {
    id: o.id,
    date: o.date,
    timezone: o.timezone,
    language: o.language,
    items: items as RunItem[],
    live: {
      current_item_id: o.current_item_id,
      started_at: ms(o.started_at as Date | null),
      paused_at: ms(o.paused_at as Date | null),
      paused_ms: o.paused_ms,
      nudge_ms: o.nudge_ms,
    },
    updated_at: new Date(o.updated_at as Date).toISOString(),
  }
}

/** Serialises running order changes of one stage (row lock until the transaction ends); false when it is gone. */
/** The time zone of each of these stages' running orders (stages without one are not in the map). */
export async function timezonesOf(db: Db, stageIds: readonly string[]): Promise<Map<string, string>> {
  if (!stageIds.length) return new Map()
  const rows = await db
    .selectFrom('stage_running_orders')
    .select(['stage_id', 'timezone'])
    .where('stage_id', 'in', stageIds)
    .execute()
  return new Map(rows.map((r) => [r.stage_id, r.timezone]))
}

export async function lockStage(trx: Db, stageId: string): Promise<{ ownerId: string } | null> {
  const r = await trx.selectFrom('stages').select('owner_id').where('id', '=', stageId).forUpdate().executeTakeFirst()
  return r ? { ownerId: r.owner_id } : null
}

export async function upsertOrder(
  trx: Db,
  stageId: string,
  values: { date: string; timezone: string; language: string },
): Promise<string> {
  const r = await trx
    .insertInto('stage_running_orders')
    .values({ stage_id: stageId, ...values })
    .onConflict((oc) => oc.column('stage_id').doUpdateSet({ ...values, updated_at: sql`now()` as never }))
    .returning('id')
    .executeTakeFirstOrThrow()
  return r.id
}

/** Replaces the items: kept ids stay (the live current item survives an edit), new ones get fresh ids. */
export async function replaceItems(
  trx: Db,
  orderId: string,
  items: (Omit<RunItem, 'id'> & { id?: string })[],
): Promise<void> {
  await trx.deleteFrom('stage_running_order_items').where('running_order_id', '=', orderId).execute()
  if (items.length === 0) return
  await trx
    .insertInto('stage_running_order_items')
    .values(
      items.map((item, position) => ({
        ...(item.id ? { id: item.id } : {}),
        running_order_id: orderId,
        position,
        title: item.title,
        kind: item.kind,
        planned_start: item.planned_start,
        duration_min: item.duration_min,
        start_mode: item.start_mode,
        artist_id: item.artist_id,
        rider_id: item.rider_id,
        notes: item.notes,
        skipped: item.skipped,
      })),
    )
    .execute()
}

/** Positions and skip flags after a live reorder or skip. */
export async function updateOrderOfItems(trx: Db, orderId: string, items: RunItem[]): Promise<void> {
  for (const [position, item] of items.entries()) {
    await trx
      .updateTable('stage_running_order_items')
      .set({ position, skipped: item.skipped })
      .where('running_order_id', '=', orderId)
      .where('id', '=', item.id)
      .execute()
  }
}

export async function setLive(trx: Db, orderId: string, live: RunLive): Promise<void> {
  await trx
    .updateTable('stage_running_orders')
    .set({
      current_item_id: live.current_item_id,
      started_at: live.started_at === null ? null : new Date(live.started_at),
      paused_at: live.paused_at === null ? null : new Date(live.paused_at),
      paused_ms: live.paused_ms,
      nudge_ms: live.nudge_ms,
      updated_at: sql`now()` as never,
    })
    .where('id', '=', orderId)
    .execute()
}

export async function touchOrder(trx: Db, orderId: string): Promise<void> {
  await trx
    .updateTable('stage_running_orders')
    .set({ updated_at: sql`now()` as never })
    .where('id', '=', orderId)
    .execute()
}

export async function deleteOrder(trx: Db, stageId: string): Promise<void> {
  await trx.deleteFrom('stage_running_orders').where('stage_id', '=', stageId).execute()
}

/** Item ids of this running order (the only ids an edit may keep). */
export async function itemIds(db: Db, orderId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('stage_running_order_items')
    .select('id')
    .where('running_order_id', '=', orderId)
    .execute()
  return new Set(rows.map((r) => r.id))
}

/** Bumps the stage's version (displays and managers see a change) and returns the stage row. */
export async function bumpStage(trx: Db, stageId: string) {
  return trx
    .updateTable('stages')
    .set({ version: sql`version + 1` as never, updated_at: sql`now()` as never })
    .where('id', '=', stageId)
    .returning(['id', 'owner_id', 'code', 'name', 'version', 'state', 'updated_at'])
    .executeTakeFirst()
}

export async function notify(trx: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(trx)
}

/** Which of these artists exist (linked acts must be real directory artists) and which riders are theirs. */
export async function existingArtists(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('artists').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((r) => r.id as number))
}

export async function ridersOfArtists(
  db: Db,
  ids: string[],
): Promise<Map<string, { artistId: number | null; doc: unknown }>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('riders').select(['id', 'artist_id', 'doc']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, { artistId: r.artist_id, doc: r.doc }]))
}

/** A rider per artist for the fill (the newest one of each artist). */
export async function latestRiderPerArtist(
  db: Db,
  artistIds: number[],
): Promise<Map<number, { id: string; doc: unknown }>> {
  if (artistIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('riders')
    .select(['id', 'artist_id', 'doc'])
    .where('artist_id', 'in', artistIds)
    .orderBy('updated_at', 'desc')
    .execute()
  const out = new Map<number, { id: string; doc: unknown }>()
  for (const r of rows)
    if (r.artist_id !== null && !out.has(r.artist_id)) out.set(r.artist_id, { id: r.id, doc: r.doc })
  return out
}

/**
 * One live step in one statement: writes the live state and bumps the stage's version if nobody changed the
 * stage since `version`, and NOTIFYs only then. False on a lost race.
 */
export async function stepAndNotify(
  db: Db,
  input: {
    stageId: string
    version: number
    orderId: string
    live: RunLive
    updatedAt: string
    channel: string
    payload: string
  },
): Promise<boolean> {
  const { live } = input
  const ts = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
  const r = await sql<{ version: number }>`
    with s as (
      update stages set version = version + 1, updated_at = ${input.updatedAt}::timestamptz
      where id = ${input.stageId} and version = ${input.version}
      returning version
    ), o as (
      update stage_running_orders set
        current_item_id = ${live.current_item_id}::uuid,
        started_at = ${ts(live.started_at)}::timestamptz,
        paused_at = ${ts(live.paused_at)}::timestamptz,
        paused_ms = ${live.paused_ms},
        nudge_ms = ${live.nudge_ms},
        updated_at = ${input.updatedAt}::timestamptz
      where id = ${input.orderId} and exists (select 1 from s)
      returning id
    )
    select s.version, pg_notify(${input.channel}, ${input.payload}) from s, o
  `.execute(db)
  return r.rows.length === 1
}

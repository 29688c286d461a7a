/** The only code that touches `stage_links`, `stage_link_devices` and `stage_display_devices`. */
import { type Kysely, sql } from 'kysely'
import { ACCESS_LIMITS, type DisplayDevice, type LinkRole, type LinkView } from '../../../src/stages/access.ts'
import type { Database } from '../../db/schema.ts'

export interface LinkRow {
  id: string
  stageId: string
  role: LinkRole
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

/**
 * The link a token hash names, if there is one: live, or revoked (a tombstone, kept so its token answers "revoked"
 * rather than "unknown").
 */
export async function findByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<(LinkRow & { revoked: boolean }) | null> {
  const r = await db
    .selectFrom('stage_links')
    .select(['id', 'stage_id', 'role', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  return r ? { id: r.id, stageId: r.stage_id, role: r.role, revoked: r.revoked_at !== null } : null
}

/** Whether the link still works ('live'), was revoked (its tombstone), or is gone (its stage was deleted). */
export async function state(db: Kysely<Database>, id: string): Promise<'live' | 'revoked' | null> {
  const r = await db.selectFrom('stage_links').select('revoked_at').where('id', '=', id).executeTakeFirst()
  return r ? (r.revoked_at === null ? 'live' : 'revoked') : null
}

export async function listByStage(db: Kysely<Database>, stageId: string): Promise<LinkView[]> {
  const links = await db
    .selectFrom('stage_links')
    .select(['id', 'stage_id', 'role', 'label', 'created_at', 'last_used_at'])
    .where('stage_id', '=', stageId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'asc')
    .limit(ACCESS_LIMITS.linksPerStage)
    .execute()
  const ids = links.map((l) => l.id)
  const devices = ids.length
    ? await db
        .selectFrom('stage_link_devices')
        .select(['link_id', 'device_id', 'user_agent', 'last_seen_at'])
        .where('link_id', 'in', ids)
        .orderBy('last_seen_at', 'desc')
        .execute()
    : []
  return links.map((l) => ({
    id: l.id,
    stage_id: l.stage_id,
    role: l.role,
    label: l.label,
    created_at: iso(l.created_at)!,
    last_used_at: iso(l.last_used_at),
    devices: devices
      .filter((d) => d.link_id === l.id)
      .map((d) => ({ device_id: d.device_id, user_agent: d.user_agent, last_seen_at: iso(d.last_seen_at)! })),
  }))
}

/**
 * Inserts a link unless the stage already has `max` live ones (a lock per stage makes the count hold under parallel
 * creates). A new API token replaces the stage's previous one in the same transaction, which is revoked (kept as a
 * tombstone): the ids it replaced come back so their sockets and callers can be cut off. 'full' when there is no
 * room.
 */
export async function insert(
  db: Kysely<Database>,
  values: { stageId: string; role: LinkRole; label: string; tokenHash: string },
  max: number,
): Promise<{ link: LinkView; replaced: string[] } | 'full'> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('stage_links'), hashtext(${values.stageId}))`.execute(trx)
    const replaced =
      values.role === 'api'
        ? (
            await trx
              .updateTable('stage_links')
              .set({ revoked_at: sql`now()` as never })
              .where('stage_id', '=', values.stageId)
              .where('role', '=', 'api')
              .where('revoked_at', 'is', null)
              .returning('id')
              .execute()
          ).map((r) => r.id)
        : []
    if (replaced.length) await trx.deleteFrom('stage_link_devices').where('link_id', 'in', replaced).execute()
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from stage_links where stage_id = ${values.stageId} and revoked_at is null
    `.execute(trx)
    if (Number(rows[0]!.n) >= max) return 'full' as const
    const r = await trx
      .insertInto('stage_links')
      .values({ stage_id: values.stageId, role: values.role, label: values.label, token_hash: values.tokenHash })
      .returning(['id', 'stage_id', 'role', 'label', 'created_at', 'last_used_at'])
      .executeTakeFirstOrThrow()
    return {
      link: {
        id: r.id,
        stage_id: r.stage_id,
        role: r.role,
        label: r.label,
        created_at: iso(r.created_at)!,
        last_used_at: null,
        devices: [],
      },
      replaced,
    }
  })
}

/**
 * Revokes a live link of the stage: it stays as a tombstone (revoked_at set, which nothing ever clears) and the
 * devices that used it are forgotten. False when the stage has no such live link (none, another stage's, or already
 * revoked).
 */
export async function revoke(db: Kysely<Database>, stageId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('stage_links')
      .set({ revoked_at: sql`now()` as never })
      .where('id', '=', id)
      .where('stage_id', '=', stageId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (!r) return false
    await trx.deleteFrom('stage_link_devices').where('link_id', '=', id).execute()
    return true
  })
}

/**
 * Last use of a live link, and of the device that used it (the oldest devices beyond the bound are forgotten). A
 * revoked link is left as it is.
 */
export async function touch(
  db: Kysely<Database>,
  linkId: string,
  device?: { id: string; userAgent: string },
): Promise<void> {
  const live = await db
    .updateTable('stage_links')
    .set({ last_used_at: sql`now()` as never })
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (!live || !device) return
  await db
    .insertInto('stage_link_devices')
    .values({ link_id: linkId, device_id: device.id, user_agent: device.userAgent })
    .onConflict((oc) =>
      oc.columns(['link_id', 'device_id']).doUpdateSet(
        // A device leaving (no user agent at hand) only moves its "last seen".
        device.userAgent
          ? { user_agent: device.userAgent, last_seen_at: sql`now()` as never }
          : { last_seen_at: sql`now()` as never },
      ),
    )
    .execute()
  await sql`
    delete from stage_link_devices where link_id = ${linkId} and device_id not in (
      select device_id from stage_link_devices where link_id = ${linkId}
      order by last_seen_at desc limit ${ACCESS_LIMITS.devicesPerLink}
    )
  `.execute(db)
}

/**
 * A display of the stage arrived (online), or left with the time it was last heard from (offline from then); the
 * oldest beyond the bound go.
 */
export async function touchDisplay(
  db: Kysely<Database>,
  stageId: string,
  device: { id: string; userAgent: string },
  lastHeard?: Date,
): Promise<void> {
  if (lastHeard) {
    await db
      .updateTable('stage_display_devices')
      .set({ last_seen_at: lastHeard.toISOString(), online: false })
      .where('stage_id', '=', stageId)
      .where('device_id', '=', device.id)
      // The same screen back on a new socket since (before its dead one was dropped) stays live.
      .where('last_seen_at', '<=', lastHeard)
      .execute()
    return
  }
  await db
    .insertInto('stage_display_devices')
    .values({ stage_id: stageId, device_id: device.id, user_agent: device.userAgent, online: true })
    .onConflict((oc) =>
      oc
        .columns(['stage_id', 'device_id'])
        .doUpdateSet({ user_agent: device.userAgent, last_seen_at: sql`now()` as never, online: true }),
    )
    .execute()
  await sql`
    delete from stage_display_devices where stage_id = ${stageId} and device_id not in (
      select device_id from stage_display_devices where stage_id = ${stageId}
      order by last_seen_at desc limit ${ACCESS_LIMITS.devicesPerLink}
    )
  `.execute(db)
}

/** A connected display says its name and whether it may play sound; false when the stage has no such device row. */
export async function describeDisplay(
  db: Kysely<Database>,
  stageId: string,
  deviceId: string,
  screen: { name: string; sound: boolean },
): Promise<boolean> {
  const r = await db
    .updateTable('stage_display_devices')
    .set({ name: screen.name, sound: screen.sound })
    .where('stage_id', '=', stageId)
    .where('device_id', '=', deviceId)
    .returning('device_id')
    .executeTakeFirst()
  return r !== undefined
}

/** The stage's connected displays (their device ids, names and browsers) that `match`es: by device id or by name. */
export async function connectedScreens(
  db: Kysely<Database>,
  stageId: string,
  match: { device: string } | { name: string },
): Promise<{ device_id: string; name: string; user_agent: string }[]> {
  let q = db
    .selectFrom('stage_display_devices')
    .select(['device_id', 'name', 'user_agent'])
    .where('stage_id', '=', stageId)
    .where('online', '=', true)
  q =
    'device' in match
      ? q.where('device_id', '=', match.device)
      : q.where(sql<string>`lower(name)`, '=', match.name.toLowerCase())
  return q.limit(ACCESS_LIMITS.devicesPerLink).execute()
}

/** A display device's name and browser (for who acknowledged), if the stage remembers it. */
export async function displayName(
  db: Kysely<Database>,
  stageId: string,
  deviceId: string,
): Promise<{ name: string; user_agent: string } | null> {
  const r = await db
    .selectFrom('stage_display_devices')
    .select(['name', 'user_agent'])
    .where('stage_id', '=', stageId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst()
  return r ?? null
}

/** A live link's label. */
export async function linkLabel(db: Kysely<Database>, linkId: string): Promise<string | null> {
  const r = await db
    .selectFrom('stage_links')
    .select('label')
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return r?.label ?? null
}

/** The devices that opened the stage's display link, most recently seen first. */
export async function displayDevices(db: Kysely<Database>, stageId: string): Promise<DisplayDevice[]> {
  const rows = await db
    .selectFrom('stage_display_devices')
    .select(['device_id', 'user_agent', 'last_seen_at', 'online', 'name', 'sound'])
    .where('stage_id', '=', stageId)
    .orderBy('last_seen_at', 'desc')
    .limit(ACCESS_LIMITS.devicesPerLink)
    .execute()
  return rows.map((d) => ({
    device_id: d.device_id,
    user_agent: d.user_agent,
    last_seen_at: iso(d.last_seen_at)!,
    online: d.online,
    name: d.name,
    sound: d.sound,
  }))
}

/** NOTIFY on a channel every server copy LISTENs to. */
export async function notify(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db)
}

/** The only place the riders feature touches the database. */
import { type Kysely, sql } from 'kysely'
import type { VenueFacts } from '../../src/riders/fit.ts'
import type { RiderDoc, RiderSection, VersionReason } from '../../src/riders/schema.ts'
import type { RiderState } from '../../src/riders/versions.ts'
import { insertWithinCap } from '../db/owner-cap.ts'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database>

const columns = [
  'r.id',
  'r.owner_id',
  'r.artist_id',
  'r.name',
  'r.variant',
  'r.doc_locale',
  'r.doc',
  'r.revision',
  'r.version',
  'r.version_revision',
  'r.share_token',
  'r.share_views',
  'r.share_last_viewed_at',
  'r.created_at',
  'r.updated_at',
  'a.name as artist_name',
] as const

function withArtist(db: Db) {
  return db.selectFrom('riders as r').leftJoin('artists as a', 'a.id', 'r.artist_id')
}

export async function listByOwner(db: Db, ownerId: string) {
  return withArtist(db)
    .select([
      'r.id',
      'r.artist_id',
      'r.name',
      'r.variant',
      'r.revision',
      'r.version',
      'r.version_revision',
      'r.share_token',
      'r.updated_at',
      'a.name as artist_name',
    ])
    .where('r.owner_id', '=', ownerId)
    .orderBy('r.updated_at', 'desc')
    .limit(500)
    .execute()
}

export async function findById(db: Db, id: string) {
  return withArtist(db).select(columns).where('r.id', '=', id).executeTakeFirst()
}

export async function findByShareToken(db: Db, token: string) {
  return withArtist(db).select(columns).where('r.share_token', '=', token).executeTakeFirst()
}

/** Inserts a rider unless its owner already has `max` (atomic under parallel creates, see insertWithinCap). */
export async function insert(
  db: Db,
  values: { ownerId: string; artistId: number | null; name: string; variant: string; docLocale: string; doc: RiderDoc },
  max: number,
): Promise<string | 'full'> {
  return insertWithinCap(
    db,
    { table: 'riders', ownerColumn: 'owner_id', ownerId: values.ownerId, max },
    async (trx) => {
      const row = await trx
        .insertInto('riders')
        .values({
          owner_id: values.ownerId,
          artist_id: values.artistId,
          name: values.name,
          variant: values.variant,
          doc_locale: values.docLocale,
          doc: JSON.stringify(values.doc),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
  )
}

/**
 * Applies a change and bumps the revision. With `baseRevision` the update only happens when nobody saved in
 * between; the result is undefined then.
 */
export async function update(
  db: Db,
  id: string,
  changes: {
    name?: string
    variant?: string
    artistId?: number | null
    docLocale?: string
    doc?: RiderDoc
  },
  baseRevision?: number,
): Promise<{ revision: number } | undefined> {
  let q = db
    .updateTable('riders')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.variant !== undefined ? { variant: changes.variant } : {}),
      ...(changes.artistId !== undefined ? { artist_id: changes.artistId } : {}),
      ...(changes.docLocale !== undefined ? { doc_locale: changes.docLocale } : {}),
      ...(changes.doc !== undefined ? { doc: JSON.stringify(changes.doc) } : {}),
      revision: sql<number>`revision + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
  if (baseRevision !== undefined) q = q.where('revision', '=', baseRevision)
  return q.returning('revision').executeTakeFirst()
}

/** The counters another tab polls: no document, one indexed row. */
export async function findRevision(db: Db, id: string) {
  return db
    .selectFrom('riders')
    .select(['owner_id', 'revision', 'version', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/**
 * Makes the next version of a rider unless its latest version already holds the current revision (then
 * undefined). `summarize` gets the previous version's state (null for the first) and the current one. Keeps
 * the newest `keep` history rows. The rider row is locked, so two marks at once make one version each in turn.
 */
export async function insertVersion(
  db: Db,
  values: { riderId: string; userId: string; reason: VersionReason },
  summarize: (before: RiderState | null, after: RiderState) => RiderSection[],
  keep: number,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const rider = await trx
      .selectFrom('riders')
      .select(['name', 'variant', 'artist_id', 'doc_locale', 'doc', 'revision', 'version', 'version_revision'])
      .where('id', '=', values.riderId)
      .forUpdate()
      .executeTakeFirst()
    if (!rider || rider.version_revision === rider.revision) return undefined
    const previous = await trx
      .selectFrom('rider_versions')
      .select('snapshot')
      .where('rider_id', '=', values.riderId)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst()
    const state: RiderState = {
      name: rider.name,
      variant: rider.variant,
      artistId: rider.artist_id,
      docLocale: rider.doc_locale,
      doc: rider.doc,
    }
    const number = rider.version + 1
    await trx
      .insertInto('rider_versions')
      .values({
        rider_id: values.riderId,
        number,
        revision: rider.revision,
        created_by: values.userId,
        reason: values.reason,
        sections: JSON.stringify(summarize(previous?.snapshot ?? null, state)),
        snapshot: JSON.stringify(state),
      })
      .execute()
    await trx
      .updateTable('riders')
      .set({ version: number, version_revision: rider.revision })
      .where('id', '=', values.riderId)
      .execute()
    await trx
      .deleteFrom('rider_versions')
      .where('rider_id', '=', values.riderId)
      .where('number', '<=', number - keep)
      .execute()
    return number
  })
}

/** A rider's version history, newest first, with the display name of who made each. */
export async function listVersions(db: Db, riderId: string, limit: number) {
  return db
    .selectFrom('rider_versions as v')
    .leftJoin('profiles as p', 'p.id', 'v.created_by')
    .select(['v.number', 'v.revision', 'v.reason', 'v.sections', 'v.created_at', 'p.display_name', 'p.username'])
    .where('v.rider_id', '=', riderId)
    .orderBy('v.number', 'desc')
    .limit(limit)
    .execute()
}

/** One more view of a shared rider: a counter and a time on the rider row, so storage never grows. */
export async function countShareView(db: Db, token: string): Promise<void> {
  await db
    .updateTable('riders')
    .set({ share_views: sql<number>`share_views + 1`, share_last_viewed_at: sql`now()` })
    .where('share_token', '=', token)
    .execute()
}

export async function setShareToken(db: Db, id: string, token: string | null): Promise<void> {
  await db.updateTable('riders').set({ share_token: token }).where('id', '=', id).execute()
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.deleteFrom('riders').where('id', '=', id).execute()
}

export async function artistExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('artists').select('id').where('id', '=', id).executeTakeFirst())
}

export async function findVenue(db: Db, id: number): Promise<VenueFacts | undefined> {
  return db
    .selectFrom('venues')
    .select([
      'id',
      'name',
      'stage_width_m',
      'stage_depth_m',
      'stage_height_m',
      'desk_channels',
      'has_pa',
      'pa_description',
      'has_lighting',
      'backline',
      'power',
      'power_amps',
      'monitor_mixes',
      'monitor_wedges',
      'iem_systems',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Name look-up for the pickers (venue fit check, artist link): prefix/word match, small result. */
export async function searchNames(db: Db, table: 'venues' | 'artists', q: string, limit: number) {
  let query = db.selectFrom(table).select(['id', 'name', 'city', 'country']).orderBy('name').limit(limit)
  const term = q.trim()
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('city', 'ilike', like)]))
  }
  return query.execute()
}

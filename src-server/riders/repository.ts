/** The only place the riders feature touches the database. */
import { type Kysely, sql } from 'kysely'
import type { VenueFacts } from '../../src/riders/fit.ts'
import type { RiderDoc } from '../../src/riders/schema.ts'
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
  'r.version',
  'r.share_token',
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
      'r.version',
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
 * Applies a change and bumps the version. With `baseVersion` the update only happens when nobody saved in
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
  baseVersion?: number,
): Promise<{ version: number } | undefined> {
  let q = db
    .updateTable('riders')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.variant !== undefined ? { variant: changes.variant } : {}),
      ...(changes.artistId !== undefined ? { artist_id: changes.artistId } : {}),
      ...(changes.docLocale !== undefined ? { doc_locale: changes.docLocale } : {}),
      ...(changes.doc !== undefined ? { doc: JSON.stringify(changes.doc) } : {}),
      version: sql<number>`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
  if (baseVersion !== undefined) q = q.where('version', '=', baseVersion)
  return q.returning('version').executeTakeFirst()
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

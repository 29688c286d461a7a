/**
 * Rider rules. Every method checks access first (the signed-in owner; the share token for the public view),
 * then calls the repository. REST routes and tRPC procedures are thin doors onto these functions.
 */
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { checkVenueFit, type FitReport } from '../../src/riders/fit.ts'
import {
  type createRiderInput,
  type duplicateRiderInput,
  type LookupInput,
  type Rider,
  type RiderSummary,
  readStoredDoc,
  type SharedRider,
  type updateRiderInput,
} from '../../src/riders/schema.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError, notFound } from '../http/errors.ts'
import * as repo from './repository.ts'

/** Per user; a generous bound that still stops a script from filling the table. */
export const MAX_RIDERS_PER_USER = 200

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>

/** Inputs as the doors hand them over, parsed by the schemas of `src/riders/schema.ts`. */
type CreateRider = z.output<typeof createRiderInput>
type UpdateRider = z.output<typeof updateRiderInput>
type DuplicateRider = z.output<typeof duplicateRiderInput>

const iso = (d: Date | string) => new Date(d).toISOString()

/** `doc` given: the document was just validated by this request, so it is not parsed again. */
function toRider(row: Row, doc?: Rider['doc']): Rider {
  return {
    id: row.id,
    name: row.name,
    variant: row.variant,
    artistId: row.artist_id,
    artistName: row.artist_name ?? null,
    version: row.version,
    shared: row.share_token != null,
    shareToken: row.share_token,
    docLocale: row.doc_locale as Rider['docLocale'],
    // Older documents gain new fields' defaults on read.
    doc: doc ?? readStoredDoc(row.doc),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

const riderNotFound = () => notFound('Rider not found', 'riders.errors.notFound')

/** Loads a rider the user owns; someone else's rider is indistinguishable from a missing one. */
async function owned(deps: Deps, user: AuthUser, id: string): Promise<{ user: AuthUser; row: Row }> {
  const row = await repo.findById(deps.db, id)
  if (!row || row.owner_id !== user.id) throw riderNotFound()
  return { user, row }
}

async function checkArtist(deps: Deps, artistId: number | null | undefined): Promise<void> {
  if (artistId == null) return
  if (!(await repo.artistExists(deps.db, artistId))) {
    throw new AppError(400, 'Artist not found', 'riders.errors.artistNotFound')
  }
}

export async function listRiders(deps: Deps, user: AuthUser): Promise<RiderSummary[]> {
  const rows = await repo.listByOwner(deps.db, user.id)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    variant: r.variant,
    artistId: r.artist_id,
    artistName: r.artist_name ?? null,
    version: r.version,
    shared: r.share_token != null,
    updatedAt: iso(r.updated_at),
  }))
}

export async function getRider(deps: Deps, user: AuthUser, id: string): Promise<Rider> {
  return toRider((await owned(deps, user, id)).row)
}

/** Inserts a rider within the per-account cap (checked atomically with the insert). */
async function insertWithinCap(deps: Deps, values: Parameters<typeof repo.insert>[1]): Promise<string> {
  const id = await repo.insert(deps.db, values, MAX_RIDERS_PER_USER)
  if (id === 'full') {
    throw new AppError(409, `You can keep at most ${MAX_RIDERS_PER_USER} riders`, 'riders.errors.tooMany', {
      max: MAX_RIDERS_PER_USER,
    })
  }
  return id
}

export async function createRider(deps: Deps, user: AuthUser, data: CreateRider): Promise<Rider> {
  await checkArtist(deps, data.artistId)
  const id = await insertWithinCap(deps, { ownerId: user.id, ...data })
  return toRider((await repo.findById(deps.db, id))!)
}

export async function updateRider(deps: Deps, user: AuthUser, id: string, data: UpdateRider): Promise<Rider> {
  const { row } = await owned(deps, user, id)
  await checkArtist(deps, data.artistId)
  const { baseVersion, ...changes } = data
  const done = await repo.update(deps.db, row.id, changes, baseVersion)
  if (!done) {
    throw new AppError(
      409,
      'This rider was changed elsewhere; reload to see the latest version',
      'riders.errors.conflict',
    )
  }
  return toRider((await repo.findById(deps.db, row.id))!)
}

export async function duplicateRider(deps: Deps, user: AuthUser, id: string, data: DuplicateRider): Promise<Rider> {
  const { user: u, row } = await owned(deps, user, id)
  const source = toRider(row)
  const variant = data.variant ?? (source.variant ? `${source.variant} (copy)` : 'copy').slice(0, 80)
  const newId = await insertWithinCap(deps, {
    ownerId: u.id,
    artistId: source.artistId,
    name: data.name ?? source.name,
    variant,
    docLocale: source.docLocale,
    doc: source.doc,
  })
  return toRider((await repo.findById(deps.db, newId))!)
}

export async function deleteRider(deps: Deps, user: AuthUser, id: string): Promise<void> {
  const { row } = await owned(deps, user, id)
  await repo.remove(deps.db, row.id)
}

/** 24 URL-safe characters from 18 random bytes (144 bits). */
export const newShareToken = () => randomBytes(18).toString('base64url')

export async function shareRider(
  deps: Deps,
  user: AuthUser,
  id: string,
): Promise<{ token: string; path: string; url: string }> {
  const { row } = await owned(deps, user, id)
  let token = row.share_token
  if (!token) {
    token = newShareToken()
    await repo.setShareToken(deps.db, row.id, token)
  }
  const path = `/riders/shared/${token}`
  return { token, path, url: `${deps.config.publicUrl.replace(/\/$/, '')}${path}` }
}

export async function revokeShare(deps: Deps, user: AuthUser, id: string): Promise<void> {
  const { row } = await owned(deps, user, id)
  await repo.setShareToken(deps.db, row.id, null)
}

/** The public, read-only view of a shared rider: always the current version. */
export async function getShared(deps: Deps, token: string): Promise<SharedRider> {
  const row = await repo.findByShareToken(deps.db, token)
  if (!row) throw notFound('Shared rider not found', 'riders.errors.shareNotFound')
  const r = toRider(row)
  return {
    name: r.name,
    variant: r.variant,
    artistName: r.artistName,
    docLocale: r.docLocale,
    doc: r.doc,
    version: r.version,
    updatedAt: r.updatedAt,
  }
}

export async function venueFit(deps: Deps, user: AuthUser, id: string, venueId: number): Promise<FitReport> {
  const { row } = await owned(deps, user, id)
  const venue = await repo.findVenue(deps.db, venueId)
  if (!venue) throw notFound('Venue not found', 'riders.errors.venueNotFound')
  return checkVenueFit(toRider(row).doc, venue)
}

/** Picker options for the venue fit check and the artist link (signed-in users only: the doors see to it). */
export async function lookup(deps: Deps, { kind, q }: LookupInput) {
  return repo.searchNames(deps.db, kind === 'venue' ? 'venues' : 'artists', q, 20)
}

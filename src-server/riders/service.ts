/**
 * Rider rules. Every method asks the rider policy first (policy.ts: the signed-in owner; the share token for the
 * public view), then calls the repository. REST routes and tRPC procedures are thin doors onto these functions.
 */
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { checkVenueFit, type FitReport } from '../../src/riders/fit.ts'
import {
  type createRiderInput,
  type duplicateRiderInput,
  type LookupInput,
  type LookupOption,
  type Rider,
  type RiderRevision,
  type RiderSummary,
  type RiderVersion,
  readStoredDoc,
  type SharedRider,
  type updateRiderInput,
  type VersionReason,
} from '../../src/riders/schema.ts'
import { changedSections, type RiderState } from '../../src/riders/versions.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { type RiderRow, riderPolicy } from './policy.ts'
import * as repo from './repository.ts'
import { ViewDeduper } from './view-counter.ts'

/** Per user; a generous bound that still stops a script from filling the table. */
export const MAX_RIDERS_PER_USER = 200

/** History rows kept per rider: the newest ones; older versions leave the list (their number stays used). */
export const MAX_VERSIONS_KEPT = 20

const shareViews = new ViewDeduper()

type Row = RiderRow

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
    revision: row.revision,
    version: row.version,
    changedSinceVersion: row.version_revision !== row.revision,
    shared: row.share_token != null,
    shareToken: row.share_token,
    shareViews: row.share_views,
    shareLastViewedAt: row.share_last_viewed_at ? iso(row.share_last_viewed_at) : null,
    docLocale: row.doc_locale as Rider['docLocale'],
    // Older documents gain new fields' defaults on read.
    doc: doc ?? readStoredDoc(row.doc),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

async function checkArtist(deps: Deps, artistId: number | null | undefined): Promise<void> {
  if (artistId == null) return
  if (!(await repo.artistExists(deps.db, artistId))) {
    throw AppError.of(400, 'riders.errors.artistNotFound')
  }
}

export async function listRiders(deps: Deps, user: AuthUser): Promise<RiderSummary[]> {
  const { ownerId } = riderPolicy.list(user)
  const rows = await repo.listByOwner(deps.db, ownerId)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    variant: r.variant,
    artistId: r.artist_id,
    artistName: r.artist_name ?? null,
    revision: r.revision,
    version: r.version,
    changedSinceVersion: r.version_revision !== r.revision,
    shared: r.share_token != null,
    updatedAt: iso(r.updated_at),
  }))
}

export async function getRider(deps: Deps, user: AuthUser, id: string): Promise<Rider> {
  return toRider(await riderPolicy.read(deps, user, id))
}

/** Inserts a rider within the per-account cap (checked atomically with the insert). */
async function insertWithinCap(deps: Deps, values: Parameters<typeof repo.insert>[1]): Promise<string> {
  const id = await repo.insert(deps.db, values, MAX_RIDERS_PER_USER)
  if (id === 'full') {
    throw AppError.of(409, 'riders.errors.tooMany', { max: MAX_RIDERS_PER_USER })
  }
  return id
}

export async function createRider(deps: Deps, user: AuthUser, data: CreateRider): Promise<Rider> {
  const { ownerId } = riderPolicy.create(user)
  await checkArtist(deps, data.artistId)
  const id = await insertWithinCap(deps, { ownerId, ...data })
  return toRider((await repo.findById(deps.db, id))!)
}

export async function updateRider(deps: Deps, user: AuthUser, id: string, data: UpdateRider): Promise<Rider> {
  const row = await riderPolicy.change(deps, user, id)
  await checkArtist(deps, data.artistId)
  const { baseRevision, ...changes } = data
  const done = await repo.update(deps.db, row.id, changes, baseRevision)
  if (!done) {
    throw AppError.of(409, 'riders.errors.conflict')
  }
  return toRider((await repo.findById(deps.db, row.id))!)
}

export async function duplicateRider(deps: Deps, user: AuthUser, id: string, data: DuplicateRider): Promise<Rider> {
  const row = await riderPolicy.read(deps, user, id)
  const { ownerId } = riderPolicy.create(user)
  const source = toRider(row)
  const variant = data.variant ?? (source.variant ? `${source.variant} (copy)` : 'copy').slice(0, 80)
  const newId = await insertWithinCap(deps, {
    ownerId,
    artistId: source.artistId,
    name: data.name ?? source.name,
    variant,
    docLocale: source.docLocale,
    doc: source.doc,
  })
  return toRider((await repo.findById(deps.db, newId))!)
}

export async function deleteRider(deps: Deps, user: AuthUser, id: string): Promise<void> {
  const row = await riderPolicy.delete(deps, user, id)
  await repo.remove(deps.db, row.id)
}

/** 24 URL-safe characters from 18 random bytes (144 bits). */
export const newShareToken = () => randomBytes(18).toString('base64url')

export async function shareRider(
  deps: Deps,
  user: AuthUser,
  id: string,
): Promise<{ token: string; path: string; url: string }> {
  const row = await riderPolicy.share(deps, user, id)
  let token = row.share_token
  if (!token) {
    token = newShareToken()
    await repo.setShareToken(deps.db, row.id, token)
  }
  // The crew gets a version they can name: sharing a rider changed since its last version makes one.
  await makeVersion(deps, user, row.id, 'share')
  const path = `/riders/shared/${token}`
  return { token, path, url: `${deps.config.publicUrl.replace(/\/$/, '')}${path}` }
}

export async function revokeShare(deps: Deps, user: AuthUser, id: string): Promise<void> {
  const row = await riderPolicy.share(deps, user, id)
  await repo.setShareToken(deps.db, row.id, null)
}

/**
 * The public, read-only view of a shared rider: the current document. `viewer` (the client address) counts the
 * view once per viewer and link per window; the owner sees the count on the rider.
 */
export async function getShared(deps: Deps, token: string, viewer: string): Promise<SharedRider> {
  const row = await repo.findByShareToken(deps.db, token)
  if (!row) throw AppError.of(404, 'riders.errors.shareNotFound')
  if (shareViews.shouldCount(viewer, token)) await repo.countShareView(deps.db, token)
  const r = toRider(row)
  return {
    name: r.name,
    variant: r.variant,
    artistName: r.artistName,
    docLocale: r.docLocale,
    doc: r.doc,
    version: r.version,
    changedSinceVersion: r.changedSinceVersion,
    updatedAt: r.updatedAt,
  }
}

/** The counters of one rider, for another tab to notice a newer save cheaply. */
export async function getRevision(deps: Deps, user: AuthUser, id: string): Promise<RiderRevision> {
  const row = await riderPolicy.readRevision(deps, user, id)
  return { revision: row.revision, version: row.version, updatedAt: iso(row.updated_at) }
}

/** Both states read back like a stored document, so a default added later is not counted as a change. */
const summarize = (before: RiderState | null, after: RiderState) =>
  before
    ? changedSections({ ...before, doc: readStoredDoc(before.doc) }, { ...after, doc: readStoredDoc(after.doc) })
    : []

async function makeVersion(deps: Deps, user: AuthUser, riderId: string, reason: VersionReason): Promise<void> {
  await repo.insertVersion(deps.db, { riderId, userId: user.id, reason }, summarize, MAX_VERSIONS_KEPT)
}

/**
 * Marks the current state as the next version people refer to; a rider whose latest version already holds
 * every save keeps that version (so repeated marks, shares and prints make no empty versions).
 */
export async function markVersion(deps: Deps, user: AuthUser, id: string, reason: VersionReason): Promise<Rider> {
  const row = await riderPolicy.change(deps, user, id)
  await makeVersion(deps, user, row.id, reason)
  return toRider((await repo.findById(deps.db, row.id))!)
}

/** A rider's recent versions, newest first: who, when, why, and which sections changed. */
export async function listVersions(deps: Deps, user: AuthUser, id: string): Promise<RiderVersion[]> {
  const row = await riderPolicy.read(deps, user, id)
  const rows = await repo.listVersions(deps.db, row.id, MAX_VERSIONS_KEPT)
  return rows.map((v) => ({
    number: v.number,
    revision: v.revision,
    reason: v.reason,
    sections: v.sections,
    byName: v.display_name || v.username || null,
    createdAt: iso(v.created_at),
  }))
}

export async function venueFit(deps: Deps, user: AuthUser, id: string, venueId: number): Promise<FitReport> {
  const row = await riderPolicy.read(deps, user, id)
  const venue = await repo.findVenue(deps.db, venueId)
  if (!venue) throw AppError.of(404, 'riders.errors.venueNotFound')
  return checkVenueFit(toRider(row).doc, venue)
}

/** Picker options for the venue fit check and the artist link (signed-in users only: the doors see to it). */
export async function lookup(deps: Deps, { kind, q }: LookupInput): Promise<LookupOption[]> {
  return repo.searchNames(deps.db, kind === 'venue' ? 'venues' : 'artists', q, 20)
}

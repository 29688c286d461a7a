/**
 * Rider rules. Every method checks access first (the signed-in owner; the share token for the public view),
 * then calls the repository. REST routes and tRPC procedures are thin doors onto these functions.
 */
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { checkVenueFit, type FitReport } from '../../src/riders/fit.ts'
import {
  createRiderInput,
  duplicateRiderInput,
  type Rider,
  type RiderSummary,
  riderDocSchema,
  type SharedRider,
  shareToken,
  updateRiderInput,
} from '../../src/riders/schema.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError, notFound, unauthorized } from '../http/errors.ts'
import { zodMessage } from '../http/rest.ts'
import * as repo from './repository.ts'

/** Per user; a generous bound that still stops a script from filling the table. */
export const MAX_RIDERS_PER_USER = 200

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>

const iso = (d: Date | string) => new Date(d).toISOString()

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new AppError(400, zodMessage(result.error))
  return result.data
}

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
    doc: doc ?? riderDocSchema.parse(row.doc),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

const riderNotFound = () => notFound('Rider not found', 'riders.errors.notFound')

function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized()
  return user
}

/** Loads a rider the user owns; someone else's rider is indistinguishable from a missing one. */
async function owned(deps: Deps, user: AuthUser | null, id: unknown): Promise<{ user: AuthUser; row: Row }> {
  const u = requireUser(user)
  const riderId = parse(z.uuid('Rider not found'), id)
  const row = await repo.findById(deps.db, riderId)
  if (!row || row.owner_id !== u.id) throw riderNotFound()
  return { user: u, row }
}

async function checkArtist(deps: Deps, artistId: number | null | undefined): Promise<void> {
  if (artistId == null) return
  if (!(await repo.artistExists(deps.db, artistId))) {
    throw new AppError(400, 'Artist not found', 'riders.errors.artistNotFound')
  }
}

export async function listRiders(deps: Deps, user: AuthUser | null): Promise<RiderSummary[]> {
  const u = requireUser(user)
  const rows = await repo.listByOwner(deps.db, u.id)
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

export async function getRider(deps: Deps, user: AuthUser | null, id: unknown): Promise<Rider> {
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

export async function createRider(deps: Deps, user: AuthUser | null, input: unknown): Promise<Rider> {
  const u = requireUser(user)
  const data = parse(createRiderInput, input)
  await checkArtist(deps, data.artistId)
  const id = await insertWithinCap(deps, { ownerId: u.id, ...data })
  return toRider((await repo.findById(deps.db, id))!)
}

export async function updateRider(deps: Deps, user: AuthUser | null, id: unknown, input: unknown): Promise<Rider> {
  const { row } = await owned(deps, user, id)
  const data = parse(updateRiderInput, input)
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

export async function duplicateRider(deps: Deps, user: AuthUser | null, id: unknown, input: unknown): Promise<Rider> {
  const { user: u, row } = await owned(deps, user, id)
  const data = parse(duplicateRiderInput, input ?? {})
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

export async function deleteRider(deps: Deps, user: AuthUser | null, id: unknown): Promise<void> {
  const { row } = await owned(deps, user, id)
  await repo.remove(deps.db, row.id)
}

/** 24 URL-safe characters from 18 random bytes (144 bits). */
export const newShareToken = () => randomBytes(18).toString('base64url')

export async function shareRider(
  deps: Deps,
  user: AuthUser | null,
  id: unknown,
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

export async function revokeShare(deps: Deps, user: AuthUser | null, id: unknown): Promise<void> {
  const { row } = await owned(deps, user, id)
  await repo.setShareToken(deps.db, row.id, null)
}

/** The public, read-only view of a shared rider: always the current version. */
export async function getShared(deps: Deps, token: unknown): Promise<SharedRider> {
  const parsed = shareToken.safeParse(token)
  if (!parsed.success) throw notFound('Shared rider not found', 'riders.errors.shareNotFound')
  const row = await repo.findByShareToken(deps.db, parsed.data)
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

export const venueIdInput = z.coerce.number().int().positive('Invalid venue id').max(2_147_483_647, 'Invalid venue id')

export async function venueFit(deps: Deps, user: AuthUser | null, id: unknown, venueId: unknown): Promise<FitReport> {
  const { row } = await owned(deps, user, id)
  const vid = parse(venueIdInput, venueId)
  const venue = await repo.findVenue(deps.db, vid)
  if (!venue) throw notFound('Venue not found', 'riders.errors.venueNotFound')
  return checkVenueFit(toRider(row).doc, venue)
}

export const lookupInput = z.object({
  kind: z.enum(['venue', 'artist']),
  q: z.string().max(80, 'Search is too long').default(''),
})

/** Picker options for the venue fit check and the artist link (signed-in users only). */
export async function lookup(deps: Deps, user: AuthUser | null, input: unknown) {
  requireUser(user)
  const { kind, q } = parse(lookupInput, input)
  return repo.searchNames(deps.db, kind === 'venue' ? 'venues' : 'artists', q, 20)
}

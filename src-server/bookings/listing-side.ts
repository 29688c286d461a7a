import type { EntityType } from '../../src/directory/kinds.ts'
import * as repo from './repository.ts'

/**
 * Who answers enquiries for a listing (decision record 0007). Today: a venue's owner; admins for artists,
 * services and venues nobody owns. An artist's or service's own account later becomes one more `owner` case
 * here (and one branch in repository.answeredBy); nothing else changes.
 */
export type ListingSide = { kind: 'owner'; userId: string } | { kind: 'admins' }

/** The listing side of a listing, or null when the listing does not exist. */
export async function listingSideOf(db: repo.Db, type: EntityType, id: number): Promise<ListingSide | null> {
  const owner = await repo.listingOwner(db, type, id)
  if (owner === undefined) return null
  return owner ? { kind: 'owner', userId: owner } : { kind: 'admins' }
}

/** The same rule for an enquiry already read with its venue's owner (repository.EnquiryOut.owner_id). */
export function sideOfEnquiry(e: Pick<repo.EnquiryOut, 'entity_type' | 'owner_id'>): ListingSide {
  return e.entity_type === 'venue' && e.owner_id ? { kind: 'owner', userId: e.owner_id } : { kind: 'admins' }
}

export function answers(side: ListingSide, who: repo.Answerer): boolean {
  return side.kind === 'owner' ? side.userId === who.userId : who.admin
}

/** User ids to email about a new enquiry or a booker's message. */
export async function recipientsOf(db: repo.Db, side: ListingSide): Promise<string[]> {
  return side.kind === 'owner' ? [side.userId] : repo.adminIds(db)
}

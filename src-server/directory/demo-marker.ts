import { type RawBuilder, sql } from 'kysely'
import type { EntityType } from '../../src/directory/kinds.ts'
import { DEMO_OWNER } from '../demo-accounts.ts'

/**
 * How a demo listing is told from a real one: the demo seed gives every listing a contact on an `.example` domain
 * (RFC 2606 reserves it, so no real contact can be there); the set-based rows of large seeds get the one website
 * below. The demo owner's venues count as demo too, whatever their owner edited. Seed photos, `npm run seed --
 * --remove` and the tests use this one predicate.
 */
export const DEMO_DOMAIN = '.example'

/** The contact of the set-based seed rows (no photos are drawn for them: there may be millions). */
export const BULK_DEMO_WEBSITE = 'https://bulk.stagebook.example'

/** SQL: the listing row in scope (`contacts` unqualified) has a contact on the demo domain. */
function hasDemoContact(): RawBuilder<boolean> {
  const pattern = `%${DEMO_DOMAIN}`
  return sql<boolean>`(contacts->>'email' like ${pattern} or contacts->>'website' like ${pattern})`
}

/** SQL: the listing row in scope (`contacts`, `owner_id` unqualified) is demo data. */
export function isDemoListing(kind: EntityType): RawBuilder<boolean> {
  return kind === 'venue' ? sql<boolean>`(${hasDemoContact()} or owner_id = ${DEMO_OWNER.id}::uuid)` : hasDemoContact()
}

/** SQL: a listing the demo seed draws photos for: its demo rows except the set-based ones (there may be millions). */
export function getsDemoPhotos(): RawBuilder<boolean> {
  return sql<boolean>`(${hasDemoContact()} and contacts->>'website' is distinct from ${BULK_DEMO_WEBSITE})`
}

import type { Kysely } from 'kysely'
import { ENTITY_TYPES, type EntityType } from '../src/directory/kinds.ts'
import { lastTwoSegments } from '../src/photos/schemas.ts'
import { accountDeletionRepo } from './auth/account-deletion-repo.ts'
import type { Config } from './config.ts'
import type { Database } from './db/schema.ts'
import { DEMO_ACCOUNTS, seedsDemo } from './demo-accounts.ts'
import { demoRemovalRepo } from './demo-removal-repo.ts'
import { createLogger } from './log.ts'
import { BUCKET_OF } from './photos/service.ts'
import { openBlobStore } from './storage/backend.ts'
import { directStorage } from './storage/direct-driver.ts'
import { hostedStorage, type ObjectStorage } from './storage/driver.ts'

/**
 * `npm run seed -- --remove`: takes the demo content off a site and leaves everything of real users. Demo
 * listings are the ones the seed marks (directory/demo-marker.ts); with them go their photos (storage objects),
 * enquiries, reviews, favourites and calendars; then the demo bookers' profiles and enquiries, and the demo
 * accounts (admin, venue owner) with everything they own, as an account deletion does. A real user's favourite or
 * enquiry of a demo listing goes with the listing. Safe to run again: a second run finds nothing.
 *
 * A service function: the CLI calls it, and so can a running server that holds the data directory.
 */

export interface DemoRemovalContext {
  db: Kysely<Database>
  storage: ObjectStorage
}

export interface DemoRemoval {
  listings: Record<EntityType, number>
  photos: number
  enquiries: number
  reviews: number
  bookers: number
  /** Emails of the demo accounts removed. */
  accounts: string[]
}

/** Keys removed per storage call. */
const REMOVE_BATCH = 500

export async function removeDemoContent(ctx: DemoRemovalContext): Promise<DemoRemoval> {
  // Photos first, while the rows still name them: if storage fails, nothing is deleted and a second run retries.
  const removed = new Set<string>()
  for (const kind of ENTITY_TYPES) {
    await removePhotos(ctx, kind, await demoRemovalRepo.demoPhotos(ctx.db, kind), removed)
  }
  const rows = await demoRemovalRepo.deleteDemoRows(ctx.db)
  // Photos stored meanwhile (the demo photo seeding may run in the server): the delete returned every row's list.
  for (const kind of ENTITY_TYPES) await removePhotos(ctx, kind, rows.photos[kind], removed)
  const present = new Set(await demoRemovalRepo.demoAccountsPresent(ctx.db))
  const accounts = DEMO_ACCOUNTS.filter((a) => present.has(a.id))
  for (const account of accounts) {
    await ctx.storage.remove('avatars', [`${account.id}.webp`]).catch((error: Error) => {
      if (!/not.?found/i.test(error.message)) throw error
    })
    await accountDeletionRepo.deleteUserData(ctx.db, account.id)
  }
  return {
    listings: rows.listings,
    photos: removed.size,
    enquiries: rows.enquiries,
    reviews: rows.reviews,
    bookers: rows.bookers,
    accounts: accounts.map((a) => a.email),
  }
}

async function removePhotos(ctx: DemoRemovalContext, kind: EntityType, urls: string[], removed: Set<string>) {
  const keys = [...new Set(urls.map(lastTwoSegments))].filter((key) => !removed.has(`${kind}:${key}`))
  for (let i = 0; i < keys.length; i += REMOVE_BATCH) {
    const batch = keys.slice(i, i + REMOVE_BATCH)
    await ctx.storage.remove(BUCKET_OF[kind], batch)
    for (const key of batch) removed.add(`${kind}:${key}`)
  }
}

/**
 * The terminal command: storage as the configuration has it, one line per part removed, and a hint when the next
 * start would seed again. Its context is the one a command run by a server holding the data directory gets too.
 */
export async function removeDemoFromTerminal(ctx: {
  db: Kysely<Database>
  config: Config
  print: (line: string) => void
}): Promise<DemoRemoval> {
  const { db, config } = ctx
  const blobs = config.embeddedSupabase ? await openBlobStore(config, createLogger('warn')) : null
  const storage = blobs
    ? directStorage({ db, config, blobs })
    : await hostedStorage(config.SUPABASE_URL!.replace(/\/+$/, ''), config.SUPABASE_SERVICE_ROLE_KEY!)
  const removal = await removeDemoContent({ db, storage }).finally(() => blobs?.close())
  for (const line of describeRemoval(removal)) ctx.print(line)
  if (seedsDemo(config)) ctx.print('This configuration seeds the demo again at the next start: set SEED_DEMO=false.')
  return removal
}

/** The lines the CLI prints. */
export function describeRemoval(r: DemoRemoval): string[] {
  const { artist, venue, service } = r.listings
  return [
    `Removed ${artist} artists, ${venue} venues and ${service} services of the demo directory, with ${r.photos} photos.`,
    `Removed ${r.enquiries} demo enquiries (${r.reviews} reviews) and ${r.bookers} demo bookers.`,
    r.accounts.length ? `Removed the demo accounts ${r.accounts.join(', ')}.` : 'No demo accounts to remove.',
  ]
}

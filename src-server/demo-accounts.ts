import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { Database } from './db/schema.ts'

/**
 * Demo accounts of an embedded start with demo data (shown in the start banner, listed in the README).
 * Fixed ids so every feature's demo data can refer to them (the owner owns the first demo venues).
 */
export const DEMO_ADMIN = {
  id: '00000000-0000-4000-8000-00000000a001',
  email: 'admin@stagebook.local',
  password: 'stagebook-admin',
} as const

export const DEMO_OWNER = {
  id: '00000000-0000-4000-8000-00000000a002',
  email: 'owner@stagebook.local',
  password: 'stagebook-owner',
} as const

export const DEMO_ACCOUNTS = [
  { ...DEMO_ADMIN, role: 'admin' },
  { ...DEMO_OWNER, role: 'venue owner' },
] as const

/** How many of the first demo venues (by id) the demo owner owns. */
export const DEMO_OWNER_VENUES = 3

/**
 * The demo accounts of this start: `known` (the passwords above) only on a laptop; a public start gets none
 * unless DEMO_ACCOUNTS=random asks for them, and then with random passwords shown once.
 */
export function demoAccountsMode(config: Pick<Config, 'DEMO_ACCOUNTS' | 'isPublic'>): 'known' | 'random' | 'none' {
  if (config.DEMO_ACCOUNTS === 'false') return 'none'
  if (config.DEMO_ACCOUNTS === 'random') return 'random'
  return config.isPublic ? 'none' : 'known'
}

/**
 * Whether this start seeds the demo content into an empty directory: SEED_DEMO=true always; `auto` only on a
 * laptop with the embedded database, never on a public address (a real site starts empty).
 */
export function seedsDemo(config: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL' | 'isPublic'>): boolean {
  if (config.SEED_DEMO === 'true') return true
  return config.SEED_DEMO === 'auto' && !config.DATABASE_URL && !config.isPublic
}

/** A demo account whose password this start may show (banner). */
export interface DemoCredentials {
  role: string
  email: string
  password: string
}

/**
 * Demo bookers: the authors of the demo reviews (bookings/demo.ts). Profiles only, with a display name and no
 * username: no auth user row, so no email, no password and no way to sign in as one of them.
 */
export const DEMO_BOOKERS: readonly { id: string; name: string }[] = [
  'Lena K.',
  'Tom B.',
  'Sophie M.',
  'Marco R.',
  'Amélie D.',
  'Jonas W.',
  'Clara S.',
  'Pablo G.',
  'Hannah F.',
  'Luca P.',
  'Emma L.',
  'Noah H.',
  'Giulia C.',
  'Felix A.',
  'Inès B.',
  'Oliver T.',
  'Marta V.',
  'Julien R.',
  'Sara N.',
  'David O.',
  'Chiara F.',
  'Max E.',
  'Lucía M.',
  'Ben S.',
  'Elif Y.',
  'Paul J.',
  'Nora K.',
  'Hugo L.',
  'Alba P.',
  'Tobias G.',
  'Camille F.',
  'Samuel I.',
  'Ida N.',
  'Mateo C.',
  'Greta H.',
  'Finn D.',
].map((name, i) => ({ id: `00000000-0000-4000-8000-00000000b${String(i + 1).padStart(3, '0')}`, name }))

/**
 * Removing the demo content (demo-removal.ts) deletes the demo accounts as an account deletion does, whose
 * tombstone refuses every later write naming them (migration 0024): a demo seed asked for again lifts it first.
 */
export async function allowDemoAccountsAgain(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('deleted_users')
    .where(
      'id',
      'in',
      DEMO_ACCOUNTS.map((a) => a.id),
    )
    .execute()
}

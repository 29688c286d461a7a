import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { Database } from './db/schema.ts'
import type { DemoLang } from './directory/seed-places.ts'

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
 * Demo bookers: the authors of the demo reviews (bookings/demo.ts), each writing in the language of the cities whose
 * listings they review. Profiles only, with a display name and no username: no auth user row, so no email, no
 * password and no way to sign in as one of them. Ids follow the order below (the first 36 are those of earlier
 * seeds); every language has at least as many bookers as a listing has reviews at most.
 */
const BOOKER_NAMES: readonly [string, DemoLang][] = [
  ['Lena K.', 'de'],
  ['Tom B.', 'en'],
  ['Sophie M.', 'en'],
  ['Marco R.', 'it'],
  ['Amélie D.', 'fr'],
  ['Jonas W.', 'de'],
  ['Clara S.', 'de'],
  ['Pablo G.', 'es'],
  ['Hannah F.', 'de'],
  ['Luca P.', 'it'],
  ['Emma L.', 'en'],
  ['Noah H.', 'en'],
  ['Giulia C.', 'it'],
  ['Felix A.', 'de'],
  ['Inès B.', 'fr'],
  ['Oliver T.', 'en'],
  ['Marta V.', 'es'],
  ['Julien R.', 'fr'],
  ['Sara N.', 'it'],
  ['David O.', 'en'],
  ['Chiara F.', 'it'],
  ['Max E.', 'de'],
  ['Lucía M.', 'es'],
  ['Ben S.', 'en'],
  ['Elif Y.', 'de'],
  ['Paul J.', 'en'],
  ['Nora K.', 'de'],
  ['Hugo L.', 'fr'],
  ['Alba P.', 'es'],
  ['Tobias G.', 'de'],
  ['Camille F.', 'fr'],
  ['Samuel I.', 'en'],
  ['Ida N.', 'de'],
  ['Mateo C.', 'es'],
  ['Greta H.', 'de'],
  ['Finn D.', 'de'],
  ['Katrin W.', 'de'],
  ['Moritz B.', 'de'],
  ['Sabine L.', 'de'],
  ['Florian H.', 'de'],
  ['Thomas G.', 'fr'],
  ['Léa M.', 'fr'],
  ['Nicolas P.', 'fr'],
  ['Manon C.', 'fr'],
  ['Antoine B.', 'fr'],
  ['Chloé V.', 'fr'],
  ['Mathieu L.', 'fr'],
  ['Élodie R.', 'fr'],
  ['Karim S.', 'fr'],
  ['Pauline T.', 'fr'],
  ['Baptiste N.', 'fr'],
  ['Francesca B.', 'it'],
  ['Alessandro M.', 'it'],
  ['Federica T.', 'it'],
  ['Matteo G.', 'it'],
  ['Elena V.', 'it'],
  ['Davide L.', 'it'],
  ['Silvia R.', 'it'],
  ['Lorenzo C.', 'it'],
  ['Martina P.', 'it'],
  ['Giorgio S.', 'it'],
  ['Valentina D.', 'it'],
  ['Javier R.', 'es'],
  ['Carmen L.', 'es'],
  ['Sergio M.', 'es'],
  ['Núria F.', 'es'],
  ['Álvaro D.', 'es'],
  ['Laura S.', 'es'],
  ['Jordi P.', 'es'],
  ['Irene G.', 'es'],
  ['Diego H.', 'es'],
  ['Paula N.', 'es'],
  ['Raúl T.', 'es'],
  ['Charlotte W.', 'en'],
  ['James R.', 'en'],
  ['Priya S.', 'en'],
  ['Rachel K.', 'en'],
  ['Callum M.', 'en'],
  ['Grace H.', 'en'],
  ['Liam O.', 'en'],
]

export const DEMO_BOOKERS: readonly { id: string; name: string; lang: DemoLang }[] = BOOKER_NAMES.map(
  ([name, lang], i) => ({ id: `00000000-0000-4000-8000-00000000b${String(i + 1).padStart(3, '0')}`, name, lang }),
)

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

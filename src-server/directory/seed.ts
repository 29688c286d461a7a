/**
 * Demo data: a few fixed showcase entries (the tests rely on them), then deterministic rows written from templates
 * (demo-data.ts, small counts), or set-based SQL from generate_series for large counts (the 1M-row benchmark).
 * Photos come after the server listens (seed-photos.ts).
 */

import { type Kysely, sql } from 'kysely'
import { CITIES } from '../../src/directory/cities.ts'
import { ACT_TYPES, GENRES, SERVICE_CATEGORIES, VENUE_TYPES } from '../../src/directory/schema.ts'
import type { Database } from '../db/schema.ts'
import { allowDemoAccountsAgain, DEMO_OWNER, DEMO_OWNER_VENUES } from '../demo-accounts.ts'
import { demoRows, PLANNED_ROWS } from './demo-data.ts'
import { BULK_DEMO_WEBSITE, isDemoListing } from './demo-marker.ts'
import { seedEventTypes } from './seed-events.ts'

type Db = Kysely<Database>

const SHOWCASE_VENUES = [
  {
    name: 'Glutwerk',
    venue_type: 'club',
    city: 'Berlin',
    country: 'DE',
    lat: 52.5036,
    lng: 13.4594,
    address: 'Rummelsburger Ufer 12, 10245 Berlin',
    capacity_standing: 1500,
    capacity_seated: null,
    description:
      'Techno club in a former transformer hall by the Spree in Friedrichshain, with a towering sound system.',
    contacts: JSON.stringify({ email: 'booking@glutwerk.example', website: 'https://glutwerk.example' }),
  },
  {
    name: 'Salle Symphonique du Canal',
    venue_type: 'concert-hall',
    city: 'Paris',
    country: 'FR',
    lat: 48.8852,
    lng: 2.3768,
    address: '58 quai de la Loire, 75019 Paris',
    capacity_standing: null,
    capacity_seated: 2400,
    description: 'Symphonic concert hall by the Canal de l’Ourcq, with a shoebox auditorium and a concert organ.',
    contacts: JSON.stringify({ phone: '+33 1 42 10 20 30', website: 'https://symphoniqueducanal.example' }),
  },
  {
    name: 'Elbtonhalle',
    venue_type: 'concert-hall',
    city: 'Hamburg',
    country: 'DE',
    lat: 53.5427,
    lng: 9.9931,
    address: 'Dalmannkai 12, 20457 Hamburg',
    capacity_standing: null,
    capacity_seated: 2100,
    description: 'Concert hall on a quay of the Elbe with a warm acoustic for orchestras and choirs.',
    contacts: JSON.stringify({ phone: '+49 40 3571 2040', website: 'https://elbtonhalle.example' }),
  },
]

const SHOWCASE_ARTISTS = [
  {
    name: 'Ruido Jacarandá',
    act_type: 'band',
    genres: ['rock', 'latin'],
    city: 'Mexico City',
    country: 'MX',
    lat: 19.4326,
    lng: -99.1332,
    lineup_size: 4,
    fee_min: 25000,
    fee_max: 60000,
    currency: 'USD',
    languages: ['es'],
    description: 'Rock band from Coyoacán mixing cumbia, punk and electronic sounds.',
    contacts: JSON.stringify({ email: 'booking@ruidojacaranda.example', website: 'https://ruidojacaranda.example' }),
  },
  {
    name: 'Zoë Ashgrove',
    act_type: 'solo',
    genres: ['classical', 'electronic'],
    city: 'San Francisco',
    country: 'US',
    lat: 37.7749,
    lng: -122.4194,
    lineup_size: 1,
    fee_min: 4000,
    fee_max: 9000,
    currency: 'USD',
    languages: ['en'],
    description: 'Cellist and composer building cinematic pieces from looped strings and field recordings.',
    contacts: JSON.stringify({ email: 'booking@zoeashgrove.example', website: 'https://zoeashgrove.example' }),
  },
]

const SHOWCASE_SERVICES = [
  {
    name: 'Wummerwerk Berlin',
    category: 'sound',
    city: 'Berlin',
    country: 'DE',
    lat: 52.5,
    lng: 13.42,
    radius_km: 300,
    price_info: 'PA systems from 450 EUR per day',
    description: 'Touring-grade PA, monitoring and engineers for clubs and open-air stages.',
    contacts: JSON.stringify({ email: 'hire@wummerwerk.example', phone: '+49 30 6120 4455' }),
  },
]

/** The hand-written showcase entries (their texts are not from the templates). */
export const SHOWCASE_NAMES = [...SHOWCASE_VENUES, ...SHOWCASE_ARTISTS, ...SHOWCASE_SERVICES].map((e) => e.name)

async function insertShowcase(db: Db): Promise<void> {
  await db
    .insertInto('venues')
    .values(SHOWCASE_VENUES.map((v) => ({ ...v, has_pa: true, has_lighting: true })))
    .execute()
  await db.insertInto('artists').values(SHOWCASE_ARTISTS).execute()
  await db.insertInto('services').values(SHOWCASE_SERVICES).execute()
}

/** The template rows of `count` demo entries a kind (the showcase entries count too); no count: the full plan. */
export const templateRows = (count?: number) =>
  demoRows(
    count === undefined
      ? PLANNED_ROWS
      : {
          artists: count - SHOWCASE_ARTISTS.length,
          venues: count - SHOWCASE_VENUES.length,
          services: count - SHOWCASE_SERVICES.length,
        },
  )

/**
 * Demo rows, deterministic: the showcase entries, then `count` of each kind in all (showcase included) from
 * demo-data.ts — the demo cities first, every type three times in each, then a few other cities, then the types
 * bookers search for most until every city has eight of them. No count: that whole plan.
 */
export async function seedDemo(db: Db, count?: number): Promise<void> {
  await insertShowcase(db)
  const rows = templateRows(count)
  for (const [table, list] of [
    ['artists', rows.artists],
    ['venues', rows.venues],
    ['services', rows.services],
  ] as const) {
    for (let i = 0; i < list.length; i += 500)
      await db
        .insertInto(table)
        .values(list.slice(i, i + 500) as never)
        .execute()
  }
  await seedEventTypes(db)
  await allowDemoAccountsAgain(db)
  await assignDemoOwner(db)
}

/** The demo owner owns the first demo venues (never a real one, should the directory hold some). */
export async function assignDemoOwner(db: Db): Promise<void> {
  await sql`update venues set owner_id = ${DEMO_OWNER.id}::uuid
    where id in (select id from venues where ${isDemoListing('venue')} order by id limit ${DEMO_OWNER_VENUES})`.execute(
    db,
  )
}

const arr = (a: readonly string[]) => sql.raw(`array[${a.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`)

/** Set-based bulk rows (no faker): `count` more rows of each kind, deterministic by row number. */
export async function seedBulk(db: Db, count: { artists: number; venues: number; services: number }): Promise<void> {
  // Building the search indexes once afterwards is several times faster than maintaining them row by row.
  await db.connection().execute(async (conn) => {
    const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef
      from pg_indexes where schemaname = 'public' and tablename in ('artists', 'venues', 'services')
      and indexname not like '%_pkey'`.execute(conn)
    for (const i of indexes) await sql`drop index if exists ${sql.ref(i.indexname)}`.execute(conn)
    try {
      await insertBulk(conn, count)
      await seedEventTypes(conn)
    } finally {
      await sql`set maintenance_work_mem = '256MB'`.execute(conn).catch(() => {})
      for (const i of indexes) await sql.raw(i.indexdef).execute(conn)
    }
  })
}

async function insertBulk(db: Db, count: { artists: number; venues: number; services: number }): Promise<void> {
  const cities = sql.raw(
    `(values ${CITIES.map((c, i) => `(${i}, '${c.name.replace(/'/g, "''")}', '${c.country}', ${c.lat}, ${c.lng})`).join(',')}) as c(i, name, country, lat, lng)`,
  )
  const n = CITIES.length
  // Vocabularies large enough that a word matches a plausible share of rows (as real names do), not a twelfth.
  const ADJ = [
    'Blue',
    'Velvet',
    'Electric',
    'Golden',
    'Silent',
    'Wild',
    'Neon',
    'Midnight',
    'Crimson',
    'Lunar',
    'Rusty',
    'Solar',
    'Hollow',
    'Bright',
    'Broken',
    'Frozen',
    'Gentle',
    'Hidden',
    'Iron',
    'Jade',
    'Kind',
    'Lazy',
    'Magic',
    'Naked',
    'Orange',
    'Paper',
    'Quiet',
    'Royal',
    'Scarlet',
    'Tender',
    'Urban',
    'Vivid',
    'Wooden',
    'Young',
    'Amber',
    'Black',
    'Cosmic',
    'Dusty',
    'Early',
    'Fading',
    'Glass',
    'Honey',
    'Indigo',
    'Jolly',
    'Little',
    'Modern',
    'Northern',
    'Open',
    'Purple',
    'Restless',
  ]
  const NOUN = [
    'Owls',
    'Rivers',
    'Engines',
    'Foxes',
    'Echoes',
    'Pilots',
    'Tigers',
    'Lanterns',
    'Waves',
    'Comets',
    'Ghosts',
    'Saints',
    'Anchors',
    'Bandits',
    'Canyons',
    'Dreamers',
    'Embers',
    'Falcons',
    'Gardens',
    'Harbors',
    'Islands',
    'Jackals',
    'Kings',
    'Lions',
    'Mirrors',
    'Nomads',
    'Oceans',
    'Poets',
    'Queens',
    'Ravens',
    'Sparrows',
    'Thieves',
    'Unicorns',
    'Vandals',
    'Wolves',
    'Yachts',
    'Zebras',
    'Arrows',
    'Bees',
    'Crows',
    'Drums',
    'Eagles',
    'Flames',
    'Giants',
    'Horses',
    'Icebergs',
    'Jets',
    'Kites',
    'Monks',
    'Needles',
  ]
  const FIRST = [
    'Anna',
    'Lukas',
    'Marie',
    'Jonas',
    'Chloé',
    'Mateo',
    'Giulia',
    'Noah',
    'Léa',
    'Emil',
    'Sofia',
    'Björn',
    'Clara',
    'David',
    'Elena',
    'Felix',
    'Greta',
    'Hugo',
    'Ines',
    'Jan',
    'Karla',
    'Leon',
    'Mia',
    'Nils',
    'Olga',
    'Paul',
    'Rosa',
    'Simon',
    'Tilda',
    'Ugo',
    'Vera',
    'Wim',
    'Xenia',
    'Yann',
    'Zoé',
    'Aurelio',
    'Beatriz',
    'Carlos',
    'Dora',
    'Érik',
  ]
  const STREET = [
    'Hafen',
    'Linden',
    'Mühlen',
    'Kastanien',
    'Rosen',
    'Canal',
    'Market',
    'Station',
    'Garden',
    'Harbour',
    'Mill',
    'Bridge',
    'Church',
    'Castle',
    'River',
    'Park',
    'Forest',
    'Lake',
    'Hill',
    'Valley',
    'Meadow',
    'Orchard',
    'Quarry',
    'Tower',
    'Gate',
    'Wharf',
    'Dock',
    'Foundry',
    'Brewery',
    'Tannery',
    'Rampart',
    'Cloister',
    'Arcade',
    'Viaduct',
    'Pier',
    'Lighthouse',
    'Granary',
    'Salt',
    'Copper',
    'Silver',
    'Oak',
    'Elm',
    'Birch',
    'Maple',
    'Cedar',
    'Willow',
    'Poplar',
    'Ash',
    'Hazel',
    'Pine',
    'Alder',
    'Chestnut',
    'Beech',
    'Yew',
    'Laurel',
    'Olive',
    'Fig',
    'Cherry',
    'Plum',
    'Apple',
  ]
  const WORD = [
    'live',
    'stage',
    'intimate',
    'loud',
    'acoustic',
    'touring',
    'festival',
    'late',
    'night',
    'crowd',
    'dance',
    'weekend',
    'rooftop',
    'basement',
    'warehouse',
    'vinyl',
    'analog',
    'modular',
    'brass',
    'strings',
    'choir',
    'percussion',
    'improvised',
    'cinematic',
    'ambient',
    'groove',
    'heavy',
    'raw',
    'polished',
    'wedding',
    'corporate',
    'private',
    'open',
    'family',
    'matinee',
    'residency',
    'showcase',
    'premiere',
    'album',
    'release',
    'tour',
    'session',
    'jam',
    'battle',
    'cabaret',
    'burlesque',
    'karaoke',
    'quiz',
    'tasting',
    'gala',
  ]
  const adjectives = arr(ADJ)
  const nouns = arr(NOUN)
  const firsts = arr(FIRST)
  const streets = arr(STREET)
  const words = arr(WORD)
  const [a, no, fi, st, wo] = [ADJ.length, NOUN.length, FIRST.length, STREET.length, WORD.length]
  const base =
    'g, c.name as city, c.country, c.lat + ((g::bigint * 7919) % 1000 - 500) / 8000.0 as lat, c.lng + ((g::bigint * 104729) % 1000 - 500) / 8000.0 as lng'
  // The demo marker (demo-marker.ts): `npm run seed -- --remove` finds these rows by it.
  const bulkContacts = sql`${JSON.stringify({ website: BULK_DEMO_WEBSITE })}::jsonb`
  const created = sql.raw(`timestamptz '2025-01-01' + (g % 500) * interval '1 day' + (g % 86400) * interval '1 second'`)
  await sql`insert into artists (name, act_type, genres, city, country, lat, lng, lineup_size, fee_min, fee_max, currency, description, contacts, created_at, updated_at, last_confirmed_at)
    select (${adjectives})[1 + g % ${a}] || ' ' || (${nouns})[1 + (g / ${a}) % ${no}] || ' ' || g,
      (${arr(ACT_TYPES)})[1 + (g / 7) % ${ACT_TYPES.length}],
      array[(${arr(GENRES)})[1 + g % ${GENRES.length}], (${arr(GENRES)})[1 + (g / 3) % ${GENRES.length}]],
      city, country, lat, lng, 1 + g % 8, 200 + (g % 80) * 100, 600 + (g % 80) * 150, 'EUR',
      (${arr(GENRES)})[1 + g % ${GENRES.length}] || ' act from ' || city || ', ' || (${words})[1 + g % ${wo}] || ' ' || (${words})[1 + (g / 5) % ${wo}] || ' shows for ' || (${firsts})[1 + (g / 7) % ${fi}],
      ${bulkContacts}, ${created}, ${created}, ${created}
    from (select ${sql.raw(base)} from generate_series(1, ${count.artists}) g join ${cities} on c.i = g % ${n}) s`.execute(
    db,
  )
  await sql`insert into venues (name, venue_type, city, country, lat, lng, address, capacity_standing, capacity_seated, stage_width_m, stage_depth_m, has_pa, has_lighting, description, contacts, created_at, updated_at, last_confirmed_at)
    select (${streets})[1 + g % ${st}] || ' ' || initcap(replace((${arr(VENUE_TYPES)})[1 + (g / 5) % ${VENUE_TYPES.length}], '-', ' ')) || ' ' || g,
      (${arr(VENUE_TYPES)})[1 + (g / 5) % ${VENUE_TYPES.length}], city, country, lat, lng,
      (${streets})[1 + (g / 3) % ${st}] || 'straße ' || (1 + g % 120) || ', ' || city,
      50 + (g * 37) % 5000, case when g % 2 = 0 then 30 + (g * 17) % 2000 end, 4 + g % 12, 3 + g % 8, g % 5 <> 0, g % 4 <> 0,
      'Venue in ' || city || ' for ' || (${words})[1 + g % ${wo}] || ' ' || (${words})[1 + (g / 7) % ${wo}] || ' events',
      ${bulkContacts}, ${created}, ${created}, ${created}
    from (select ${sql.raw(base)} from generate_series(1, ${count.venues}) g join ${cities} on c.i = g % ${n}) s`.execute(
    db,
  )
  await sql`insert into services (name, category, city, country, lat, lng, radius_km, price_info, description, contacts, created_at, updated_at, last_confirmed_at)
    select (${firsts})[1 + (g / 7) % ${fi}] || ' ' || initcap(replace((${arr(SERVICE_CATEGORIES)})[1 + (g / 3) % ${SERVICE_CATEGORIES.length}], '-', ' ')) || ' ' || g,
      (${arr(SERVICE_CATEGORIES)})[1 + (g / 3) % ${SERVICE_CATEGORIES.length}], city, country, lat, lng, 25 * (1 + g % 20),
      'From ' || (100 + g % 900) || ' EUR per day',
      (${arr(SERVICE_CATEGORIES)})[1 + (g / 3) % ${SERVICE_CATEGORIES.length}] || ' crew based in ' || city || ', ' || (${words})[1 + g % ${wo}],
      ${bulkContacts}, ${created}, ${created}, ${created}
    from (select ${sql.raw(base)} from generate_series(1, ${count.services}) g join ${cities} on c.i = g % ${n}) s`.execute(
    db,
  )
}

/** `count` per kind: templates up to 2000 per kind, set-based SQL above (showcase entries always first). */
export async function seedDirectory(db: Db, count?: number): Promise<void> {
  if (count === undefined || count <= 2000) return seedDemo(db, count)
  await seedDemo(db, 200)
  await seedBulk(db, { artists: count - 200, venues: count - 200, services: count - 200 })
  await sql`analyze artists`.execute(db)
  await sql`analyze venues`.execute(db)
  await sql`analyze services`.execute(db)
}

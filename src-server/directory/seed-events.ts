/**
 * The demo data's event types: each type or category serves a plausible set of events (a wedding band, a
 * club-night DJ, a conference caterer), and every listing takes the core of its set plus, picked by its id, some of
 * the rest — deterministic, so the same seed gives the same listings. One set-based update per kind, for the
 * template seed and the bulk seed alike.
 */
import { type Kysely, sql } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import type { EventType } from '../../src/directory/vocabulary.ts'
import type { Database } from '../db/schema.ts'
import { MAIN_COLUMN } from './repository.ts'

type Events = readonly EventType[]

/** Per main value: the events every such listing serves, then those some serve. */
export const DEMO_EVENTS: Record<EntityType, Record<string, readonly [Events, Events]>> = {
  artist: {
    band: [
      ['wedding', 'private-party'],
      ['corporate', 'festival', 'concert', 'club-night'],
    ],
    dj: [
      ['club-night', 'private-party'],
      ['wedding', 'corporate', 'festival'],
    ],
    solo: [['concert'], ['wedding', 'private-party', 'corporate', 'theatre']],
    duo: [['wedding'], ['private-party', 'corporate', 'concert']],
    trio: [['concert'], ['wedding', 'corporate', 'private-party']],
    orchestra: [['concert'], ['wedding', 'corporate', 'theatre', 'festival']],
    choir: [['concert'], ['wedding', 'theatre']],
    comedian: [['theatre'], ['corporate', 'private-party', 'festival']],
    magician: [['private-party'], ['corporate', 'wedding', 'theatre']],
    dancer: [['theatre'], ['festival', 'corporate', 'wedding', 'club-night']],
  },
  venue: {
    club: [['club-night'], ['private-party', 'concert', 'corporate']],
    bar: [['private-party'], ['club-night', 'concert', 'corporate']],
    theatre: [['theatre'], ['concert', 'conference', 'corporate']],
    'concert-hall': [['concert'], ['conference', 'corporate', 'theatre']],
    arena: [['concert'], ['festival', 'conference', 'corporate']],
    'open-air': [['festival'], ['concert', 'wedding', 'corporate']],
    'festival-site': [['festival'], ['concert', 'corporate']],
    church: [['concert'], ['wedding']],
    restaurant: [['private-party'], ['wedding', 'corporate', 'conference']],
    gallery: [['private-party'], ['corporate', 'wedding', 'conference']],
    'event-hall': [
      ['wedding', 'corporate', 'private-party'],
      ['conference', 'concert', 'theatre'],
    ],
  },
  service: {
    sound: [
      ['concert', 'festival'],
      ['wedding', 'corporate', 'conference', 'club-night', 'theatre'],
    ],
    lighting: [
      ['concert', 'theatre'],
      ['festival', 'wedding', 'club-night', 'corporate'],
    ],
    staging: [
      ['festival', 'concert'],
      ['corporate', 'conference', 'theatre'],
    ],
    backline: [['concert'], ['festival', 'club-night']],
    catering: [
      ['wedding', 'corporate'],
      ['private-party', 'conference', 'festival'],
    ],
    security: [
      ['festival', 'concert'],
      ['club-night', 'corporate', 'conference'],
    ],
    'photo-video': [['wedding'], ['corporate', 'concert', 'festival', 'private-party']],
    transport: [
      ['festival', 'concert'],
      ['corporate', 'wedding'],
    ],
    'booking-agency': [['corporate'], ['wedding', 'festival', 'private-party', 'concert']],
    merchandise: [['concert', 'festival'], ['club-night']],
  },
}

const list = (events: Events) => sql.raw(`array[${events.map((e) => `'${e}'`).join(',')}]::text[]`)

/**
 * Fills event_types where a listing has none yet (the seeded rows): the core events of its type, and each further
 * event of the type when a hash of the id and the event's position says so (about half of them).
 */
export async function seedEventTypes(db: Kysely<Database>): Promise<void> {
  for (const kind of Object.keys(DEMO_EVENTS) as EntityType[]) {
    const main = sql.ref(MAIN_COLUMN[kind])
    const cases = Object.entries(DEMO_EVENTS[kind]).map(([value, [core, some]]) => {
      const picked = some.map(
        (e, i) =>
          sql`case when (id::bigint * 7919 + ${sql.lit(i * 31)}) % 10 < 5 then ${list([e])} else '{}'::text[] end`,
      )
      return sql`when ${value} then ${sql.join([list(core), ...picked], sql` || `)}`
    })
    await sql`update ${sql.table(KIND_PATH[kind])} set event_types = case ${main} ${sql.join(cases, sql` `)} else '{}'::text[] end
      where event_types = '{}'`.execute(db)
  }
}

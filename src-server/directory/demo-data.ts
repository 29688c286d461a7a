/**
 * The demo rows (no database): names, facts and descriptions that belong together, written from the templates in
 * seed-names.ts and seed-texts.ts in the language of the entry's city, with contacts on `.example` domains, phone
 * numbers in the country's format and fees in the country's one currency. Deterministic: the same count gives the
 * same rows.
 *
 * Order: rounds over the demo cities, every type once per city and round, so three rounds give every city three
 * entries of every type (270 a kind); then 42 go to the other cities (MORE_CITIES); then rounds of the types
 * bookers search for most (MAIN_TYPES) until every demo city and then every other city has MAIN_PER_CITY of each
 * (PLANNED_ROWS, the default), then further full rounds over the demo cities. A smaller count gives the first rows
 * of a larger one.
 */
import { districtOf } from '../../src/directory/districts.ts'
import { ACT_TYPES, type GENRES, SERVICE_CATEGORIES, VENUE_TYPES } from '../../src/directory/schema.ts'
import { CATALOGS } from '../../src/i18n/catalogs.ts'
import { ARTIST_FACTS, FIRST_GENRES, GENRE_CHOICES, SERVICE_PRICE, VENUE_FACTS, VENUE_HIRE } from './seed-facts.ts'
import {
  ARTIST_NAMES,
  BAND_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  PERSON_NAMED,
  REAL_LOOKALIKES,
  SERVICE_NAMES,
  VENUE_NAMES,
} from './seed-names.ts'
import {
  CURRENCY_OF,
  DEMO_CITIES,
  type DemoLang,
  type DemoPlace,
  formatAddress,
  formatPhone,
  MORE_CITIES,
  PER_EURO,
} from './seed-places.ts'
import { AND, ARTIST_TEXTS, CLOSING, PRICE_TEXTS, SERVICE_TEXTS, VENUE_TEXTS } from './seed-texts.ts'

type Genre = (typeof GENRES)[number]

/** Rounds over the demo cities that come before the other cities get their share. */
export const FULL_ROUNDS = 3

/** The types a booker searches for most: every demo city has MAIN_PER_CITY of each. */
export const MAIN_TYPES: Record<'artists' | 'venues' | 'services', readonly string[]> = {
  artists: ['band', 'dj', 'solo', 'duo', 'orchestra'],
  venues: ['club', 'concert-hall', 'bar', 'theatre', 'festival-site', 'event-hall'],
  services: ['sound', 'lighting', 'catering', 'photo-video', 'booking-agency'],
}
export const MAIN_PER_CITY = 8

/** mulberry32: a small seeded generator, so the demo data is the same on every start. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Slot {
  place: DemoPlace
  type: string
  /** How many entries of this type this city already has. */
  nth: number
  /** The quarters the entry may name: a city's later quarters only in the fill rounds, so the first rows stay. */
  quarters: DemoPlace['quarters']
}

/** Types added after the first rows were fixed (the judged search queries use them): they join in the fill rounds. */
const LATE_TYPES: ReadonlySet<string> = new Set(['event-hall'])

/**
 * The city and type of every demo entry of a kind up to the last fill round: three rounds over the demo cities, a
 * few entries in the other cities, then rounds of the main types until every demo city and then every other city
 * has MAIN_PER_CITY of each.
 */
function plannedSlots(types: readonly string[], mainTypes: readonly string[]): Slot[] {
  const out: Slot[] = []
  const seen = new Map<string, number>()
  const count = (place: DemoPlace, type: string) => seen.get(`${place.name}|${type}`) ?? 0
  const add = (place: DemoPlace, type: string, quarters = place.quarters) => {
    const nth = count(place, type)
    seen.set(`${place.name}|${type}`, nth + 1)
    out.push({ place, type, nth, quarters })
  }
  const firstTypes = types.filter((type) => !LATE_TYPES.has(type))
  for (let r = 0; r < FULL_ROUNDS; r++) for (const place of DEMO_CITIES) for (const type of firstTypes) add(place, type)
  // Then the other cities, one type each in turn (offset per city so the types spread).
  for (let i = 0; i < MORE_CITIES_FIRST; i++) {
    const place = MORE_CITIES[i % MORE_CITIES.length]!
    add(place, firstTypes[(i + Math.floor(i / MORE_CITIES.length) * 3) % firstTypes.length]!)
  }
  for (const places of [DEMO_CITIES, MORE_CITIES])
    for (let r = 0; r < MAIN_PER_CITY; r++)
      for (const place of places)
        for (const type of mainTypes)
          if (count(place, type) <= r) add(place, type, [...place.quarters, ...(place.laterQuarters ?? [])])
  return out
}

/** Entries the other cities get before the fill rounds (three rounds over them, one type each). */
const MORE_CITIES_FIRST = MORE_CITIES.length * 3

const PLANS = new Map<string, Slot[]>()
const plan = (types: readonly string[], mainTypes: readonly string[]) => {
  const key = mainTypes.join()
  if (!PLANS.has(key)) PLANS.set(key, plannedSlots(types, mainTypes))
  return PLANS.get(key)!
}

/** The city and type of the first `n` entries of a kind (past the plan: further rounds over the demo cities). */
function slots(types: readonly string[], mainTypes: readonly string[], n: number): Slot[] {
  const out = plan(types, mainTypes).slice(0, Math.max(0, n))
  if (out.length < n) {
    const seen = new Map<string, number>()
    for (const slot of out) seen.set(`${slot.place.name}|${slot.type}`, slot.nth + 1)
    while (out.length < n)
      for (const place of DEMO_CITIES)
        for (const type of types) {
          const nth = seen.get(`${place.name}|${type}`) ?? 0
          seen.set(`${place.name}|${type}`, nth + 1)
          out.push({ place, type, nth, quarters: place.quarters })
        }
  }
  return out.slice(0, Math.max(0, n))
}

/** The city as the entry's language writes it (Wien, München; English texts keep the English name). */
const cityText = (place: DemoPlace) => (place.lang === 'en' ? place.name : place.local)

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

export function slug(name: string): string {
  return name
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** A friendly amount: two significant digits (1 250, 34 000). */
function friendly(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1)
  return Math.round(n / step) * step
}

function genreList(lang: DemoLang, genres: readonly Genre[]): string {
  const labels = genres.map((g) => {
    const label = CATALOGS.directory[lang].genres[g]
    return lang === 'de' ? label : label.toLowerCase()
  })
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ${AND[lang]} ${labels.at(-1)}` : labels[0]!
}

interface Ctx {
  rnd: () => number
  int: (min: number, max: number) => number
  pick: <T>(a: readonly T[]) => T
}

function context(seed: number): Ctx {
  const rnd = random(seed)
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1))
  return { rnd, int, pick: (a) => a[Math.floor(rnd() * a.length)]! }
}

/** The quarter of the nth entry of a type in a city: different for the entries of one type. */
const quarterOf = (slot: Slot, typeIndex: number) => slot.quarters[(typeIndex * 3 + slot.nth) % slot.quarters.length]!

/** Within about 500 m of the quarter's centre. */
const jitter = (c: Ctx) => (c.rnd() - 0.5) * 0.009

/** The entry's city, and its point in the quarter it names (districts.json has every demo quarter). */
function placeColumns(slot: Slot, c: Ctx, quarter: [string, string, string]) {
  const centre = districtOf(`${quarter[0]}, ${slot.place.name}`) ?? slot.place
  return {
    city: slot.place.name,
    country: slot.place.country,
    lat: Math.round((centre.lat + jitter(c)) * 10_000) / 10_000,
    lng: Math.round((centre.lng + jitter(c)) * 10_000) / 10_000,
  }
}

function dates(c: Ctx) {
  const created = new Date(Date.UTC(2025, 4, 1) + c.int(0, 390) * 86_400_000 + c.int(0, 86_399) * 1000)
  return { created_at: created, updated_at: created, last_confirmed_at: created }
}

function contacts(name: string, place: DemoPlace, c: Ctx, mailbox: string, person?: string) {
  const domain = `${slug(name)}.example`
  return JSON.stringify({
    email: `${mailbox}@${domain}`,
    phone: formatPhone(place, () => c.int(0, 9)),
    website: `https://${domain}`,
    ...(person ? { person } : {}),
  })
}

/** Attempts after which a name template may add words to be unique (a DJ's last name). */
const LONGER_NAME_AFTER = 50

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a)

/**
 * How far a name attempt moves the pattern on beyond the quarter: stepping both by one repeats after lcm(patterns,
 * quarters) attempts (4 patterns, 8 quarters: only 8 names), so each further walk starts one pattern later and reaches
 * the pairs the last one missed. Zero for the first walk, so names found there stay as they were.
 */
const patternShift = (attempt: number, patterns: number, quarters: number) =>
  Math.floor(attempt / ((patterns * quarters) / gcd(patterns, quarters)))

/** A name not used yet: the template with the slot's quarter, else the next quarters. */
function uniqueName(used: Set<string>, make: (attempt: number) => string): string {
  for (let attempt = 0; ; attempt++) {
    const name = make(attempt)
    if (!used.has(name) || attempt > 2 * LONGER_NAME_AFTER) {
      used.add(name)
      return name
    }
  }
}

// ---- venues

/**
 * Monitoring as a house with that desk would list it (its own random stream, so the other facts stay as they were):
 * a bigger desk has more mixes; about a third of the venues leave in-ear systems unsaid, and houses without a desk
 * say nothing.
 */
function demoMonitoring(desk: number | null, c: Ctx) {
  if (desk == null) return { monitor_mixes: null, monitor_wedges: null, iem_systems: null }
  const mixes = desk >= 64 ? c.pick([12, 16]) : desk >= 48 ? c.pick([8, 10]) : desk >= 32 ? 6 : 4
  return {
    monitor_mixes: mixes,
    monitor_wedges: mixes + c.int(0, 2),
    iem_systems: c.rnd() < 0.33 ? null : desk >= 48 ? c.int(2, 6) : c.int(0, 1),
  }
}

function venueRow(slot: Slot, index: number, used: Set<string>) {
  const c = context(1_000_000 + index)
  const { place, type } = slot
  const typeIndex = VENUE_TYPES.indexOf(type as (typeof VENUE_TYPES)[number])
  const patterns = VENUE_NAMES[place.lang][type]!
  let quarter = quarterOf(slot, typeIndex)
  const name = uniqueName(used, (attempt) => {
    quarter = slot.quarters[(typeIndex * 3 + slot.nth + attempt) % slot.quarters.length]!
    const shift = patternShift(attempt, patterns.length, slot.quarters.length)
    return fill(patterns[(slot.nth + attempt + shift + DEMO_CITIES.indexOf(place) + 1) % patterns.length]!, {
      q: quarter[0],
    })
  })
  const f = VENUE_FACTS[type]!
  const round10 = (n: number) => (n > 1000 ? Math.round(n / 100) * 100 : Math.round(n / 10) * 10)
  const standing = f.standing ? round10(c.int(...f.standing)) : null
  const seated = f.seated ? round10(c.int(...f.seated)) : null
  const cap = Math.max(standing ?? 0, seated ?? 0)
  const width = c.int(...f.stage)
  const closing = c.pick(CLOSING[place.lang].venue)
  // Its own random stream, so the price leaves the other facts of the demo rows as they were.
  const hire = VENUE_HIRE[type]!
  const currency = CURRENCY_OF[place.country] ?? 'EUR'
  const hirePrice = friendly(context(4_000_000 + index).int(...hire.price) * (PER_EURO[currency] ?? 1))
  // The facts draw from `c` in this order: a new fact takes its own stream (demoMonitoring), never a draw in between.
  const row = {
    name,
    venue_type: type,
    ...placeColumns(slot, c, quarter),
    address: formatAddress(place, quarter, c.int(1, 140)),
    capacity_standing: standing,
    capacity_seated: seated,
    stage_width_m: width,
    stage_depth_m: Math.max(2, Math.round(width * (0.55 + c.rnd() * 0.2))),
    stage_height_m: type === 'festival-site' || type === 'open-air' ? 1.8 : Math.round((0.3 + c.rnd() * 0.8) * 10) / 10,
    desk_channels: f.desk.length ? c.pick(f.desk) : null,
    has_pa: f.pa,
    has_lighting: f.light,
    backline: f.backline.filter(() => c.rnd() < 0.7),
    power: cap > 2000 ? '3-phase 125A CEE' : cap > 300 ? '3-phase 63A CEE' : '3-phase 32A CEE',
    power_amps: cap > 2000 ? 125 : cap > 300 ? 63 : 32,
    accessibility: f.access.filter(() => c.rnd() < 0.8),
    hire_price: hirePrice,
    hire_unit: hire.unit,
    currency,
    description: `${fill(VENUE_TEXTS[place.lang][type]!, { q: quarter[0], cap, city: cityText(place) })} ${closing}`,
    contacts: contacts(name, place, c, c.pick(['booking', 'info', 'events'])),
    ...dates(c),
  }
  return { ...row, ...demoMonitoring(row.desk_channels, context(5_000_000 + index)) }
}

// ---- artists

function artistRow(slot: Slot, index: number, used: Set<string>) {
  const c = context(2_000_000 + index)
  const { place, type } = slot
  const lang = place.lang
  const typeIndex = ACT_TYPES.indexOf(type as (typeof ACT_TYPES)[number])
  const personNamed = PERSON_NAMED[type]
  const patterns = personNamed ? [personNamed] : (ARTIST_NAMES[lang][type] ?? ['{band}'])
  let pattern = 0
  let quarter = quarterOf(slot, typeIndex)
  const name = uniqueName(used, (attempt) => {
    quarter = slot.quarters[(typeIndex * 3 + slot.nth + attempt) % slot.quarters.length]!
    const shift = patternShift(attempt, patterns.length, slot.quarters.length)
    pattern = (slot.nth + attempt + shift + DEMO_CITIES.indexOf(place) + 1) % patterns.length
    const firsts = FIRST_NAMES[lang]
    const lasts = LAST_NAMES[lang]
    const first = c.pick(firsts)
    // Eight DJs a city use up a language's first names: then "DJ Lena" becomes "DJ Lena Wolf".
    const template = personNamed && attempt > LONGER_NAME_AFTER ? `${personNamed} {last}` : patterns[pattern]!
    return fill(template, {
      q: quarter[0],
      first,
      first2: c.pick(firsts.filter((f) => f !== first)),
      last: c.pick(lasts),
      last2: c.pick(lasts),
      band: `${c.pick(BAND_WORDS.adjectives)} ${c.pick(BAND_WORDS.nouns)}`,
    })
  })
  const choices = GENRE_CHOICES[type]!
  const genres =
    type === 'choir'
      ? choices[pattern % choices.length]!
      : (FIRST_GENRES[type]?.[slot.nth] ?? choices[(slot.nth + index) % choices.length]!)
  const facts = ARTIST_FACTS[type]!
  // A dance company (a name with a quarter) is several dancers.
  const company = type === 'dancer' && pattern === 1
  const size = company ? c.int(4, 10) : c.int(...facts.size)
  const currency = CURRENCY_OF[place.country] ?? 'EUR'
  const rate = PER_EURO[currency] ?? 1
  const feeMin = friendly(c.int(...facts.fee) * rate * (company ? 2 : 1))
  const feeMax = friendly(feeMin * (1.5 + c.rnd() * 1.5))
  const person = `${c.pick(FIRST_NAMES[lang])} ${c.pick(LAST_NAMES[lang])}`
  const text = fill(ARTIST_TEXTS[lang][type]!, { city: cityText(place), size, genres: genreList(lang, genres) })
  return {
    name,
    act_type: type,
    genres,
    ...placeColumns(slot, c, quarter),
    lineup_size: size,
    fee_min: feeMin,
    fee_max: feeMax,
    currency,
    languages: lang === 'en' ? ['en'] : [lang, ...(c.rnd() < 0.6 ? ['en'] : [])],
    description: `${text} ${c.pick(CLOSING[lang].artist)}`,
    links: JSON.stringify({ website: `https://${slug(name)}.example` }),
    contacts: contacts(name, place, c, 'booking', person),
    ...dates(c),
  }
}

// ---- services

function serviceRow(slot: Slot, index: number, used: Set<string>) {
  const c = context(3_000_000 + index)
  const { place, type } = slot
  const lang = place.lang
  const typeIndex = SERVICE_CATEGORIES.indexOf(type as (typeof SERVICE_CATEGORIES)[number])
  const patterns = SERVICE_NAMES[lang][type]!
  let quarter = quarterOf(slot, typeIndex)
  const name = uniqueName(used, (attempt) => {
    quarter = slot.quarters[(typeIndex * 3 + slot.nth + attempt) % slot.quarters.length]!
    const shift = patternShift(attempt, patterns.length, slot.quarters.length)
    return fill(patterns[(slot.nth + attempt + shift) % patterns.length]!, { q: quarter[0] })
  })
  const radius = c.pick([50, 100, 150, 200, 300, 500])
  const currency = CURRENCY_OF[place.country] ?? 'EUR'
  const price = SERVICE_PRICE[type]
  const text = fill(SERVICE_TEXTS[lang][type]!, { q: quarter[0], city: cityText(place) })
  const priceFrom = price ? friendly(c.int(...price) * (PER_EURO[currency] ?? 1)) : null
  return {
    name,
    category: type,
    ...placeColumns(slot, c, quarter),
    radius_km: radius,
    price_info: priceFrom === null ? '' : fill(PRICE_TEXTS[lang], { price: priceFrom, currency }),
    price_from: priceFrom,
    price_unit: 'day',
    currency,
    description: `${text} ${fill(c.pick(CLOSING[lang].service), { radius })}`,
    contacts: contacts(
      name,
      place,
      c,
      c.pick(['hello', 'office', 'info']),
      `${c.pick(FIRST_NAMES[lang])} ${c.pick(LAST_NAMES[lang])}`,
    ),
    ...dates(c),
  }
}

/** Rows of each kind in the full plan: every demo city and every other city filled (the default demo directory). */
export const PLANNED_ROWS = {
  artists: plan(ACT_TYPES, MAIN_TYPES.artists).length,
  venues: plan(VENUE_TYPES, MAIN_TYPES.venues).length,
  services: plan(SERVICE_CATEGORIES, MAIN_TYPES.services).length,
}

/** `n` rows of each kind (the showcase entries are not among them). */
export function demoRows(n: { artists: number; venues: number; services: number }) {
  const make = <R>(
    types: readonly string[],
    mainTypes: readonly string[],
    count: number,
    row: (s: Slot, i: number, used: Set<string>) => R,
  ) => {
    const used = new Set<string>(REAL_LOOKALIKES)
    return slots(types, mainTypes, count).map((s, i) => row(s, i, used))
  }
  return {
    artists: make(ACT_TYPES, MAIN_TYPES.artists, n.artists, artistRow),
    venues: make(VENUE_TYPES, MAIN_TYPES.venues, n.venues, venueRow),
    services: make(SERVICE_CATEGORIES, MAIN_TYPES.services, n.services, serviceRow),
  }
}

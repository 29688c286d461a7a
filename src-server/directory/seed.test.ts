/**
 * The demo data looks like the real thing, so a first look at the product convinces: every demo city has three
 * entries of every type, texts are made of template words only (no filler, no generator nonsense), contacts are on
 * `.example` domains with the country's phone prefix, one currency per country, capacities that fit the type; and
 * after the server listens every demo entry gets 3–6 photos through the real photo pipeline and storage.
 */
import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { districtOf } from '../../src/directory/districts.ts'
import { ACT_TYPES, CURRENCIES, GENRES, SERVICE_CATEGORIES, VENUE_TYPES } from '../../src/directory/schema.ts'
import { fold, foldedWords } from '../../src/directory/text.ts'
import { CATALOGS } from '../../src/i18n/catalogs.ts'
import { ENV_SHAPE } from '../config.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { demoRows, MAIN_PER_CITY, MAIN_TYPES } from './demo-data.ts'
import { SHOWCASE_NAMES, seedDemo, templateRows } from './seed.ts'
import { demoPhotoFiles, entryPictures, RUN } from './seed-photo-converter.ts'
import { demoPhotoState } from './seed-photos.ts'
import { DEMO_CITIES, MORE_CITIES } from './seed-places.ts'
import { AND, ARTIST_TEXTS, CLOSING, PRICE_TEXTS, SERVICE_TEXTS, VENUE_TEXTS } from './seed-texts.ts'

const LANGS = ['en', 'de', 'fr', 'es', 'it'] as const

/** Every word the templates and the catalogs' genre labels can put into a description. */
function dictionary(): Set<string> {
  const texts: string[] = []
  for (const lang of LANGS) {
    for (const group of [VENUE_TEXTS, ARTIST_TEXTS, SERVICE_TEXTS]) texts.push(...Object.values(group[lang]))
    texts.push(...Object.values(CLOSING[lang]).flat(), AND[lang], PRICE_TEXTS[lang])
    texts.push(...GENRES.map((g) => CATALOGS.directory[lang].genres[g]), ...CURRENCIES)
  }
  return new Set(texts.flatMap((t) => foldedWords(t.replace(/\{\w+\}/g, ' '))))
}

/** Names and places an entry's text may mention besides template words. */
const PLACE_WORDS = new Set(
  [...DEMO_CITIES, ...MORE_CITIES].flatMap((p) =>
    foldedWords([p.name, p.local, ...[...p.quarters, ...(p.laterQuarters ?? [])].map((q) => q[0])].join(' ')),
  ),
)

const alien = (text: string, words: Set<string>) =>
  foldedWords(text).filter((w) => !words.has(w) && !PLACE_WORDS.has(w) && !/^\d+$/.test(w))

describe('demo texts', () => {
  it('use only template words: no faker filler, in the language of the city', () => {
    const words = dictionary()
    const rows = demoRows({ artists: 300, venues: 300, services: 300 })
    const all = [...rows.artists, ...rows.venues, ...rows.services]
    for (const row of all)
      expect(alien(`${row.description} ${'price_info' in row ? row.price_info : ''}`, words), row.name).toEqual([])
    // The check can fail: filler text is caught.
    expect(alien('Conservo thesis synagoga talus cohors', words)).toHaveLength(5)
    // A Berlin listing reads German, a Paris one French.
    const berlin = rows.venues.find((v) => v.city === 'Berlin')!
    const paris = rows.venues.find((v) => v.city === 'Paris')!
    expect(berlin.description).toMatch(/ für | mit /)
    expect(paris.description).toMatch(/ pour | avec /)
  })
  it('the default (no SEED_COUNT) gives every city eight of each main type, in five quarters or more, every name once', () => {
    expect(ENV_SHAPE.SEED_COUNT.parse(undefined)).toBeUndefined()
    const rows = templateRows()
    for (const kind of ['artists', 'venues', 'services'] as const) {
      const list: { name: string; city: string; type: string; lat: number; lng: number }[] = rows[kind].map((r) => ({
        ...r,
        type: 'act_type' in r ? r.act_type : 'venue_type' in r ? r.venue_type : r.category,
      }))
      expect(new Set(list.map((r) => r.name)).size, kind).toBe(list.length)
      for (const city of [...DEMO_CITIES, ...MORE_CITIES]) {
        const centres = [...city.quarters, ...(city.laterQuarters ?? [])].map(
          ([q]) => districtOf(`${q}, ${city.name}`)!,
        )
        const near = (r: { lat: number; lng: number }) =>
          centres.reduce((a, b) =>
            Math.hypot(a.lat - r.lat, a.lng - r.lng) <= Math.hypot(b.lat - r.lat, b.lng - r.lng) ? a : b,
          )
        const mine = list.filter((r) => r.city === city.name)
        for (const type of MAIN_TYPES[kind])
          expect(mine.filter((r) => r.type === type).length, `${city.name} ${type}`).toBeGreaterThanOrEqual(
            MAIN_PER_CITY,
          )
        expect(new Set(mine.map((r) => near(r).name)).size, `${kind} in ${city.name}`).toBeGreaterThanOrEqual(5)
      }
    }
  })
  it('are deterministic', () => {
    expect(demoRows({ artists: 20, venues: 20, services: 20 })).toEqual(
      demoRows({ artists: 20, venues: 20, services: 20 }),
    )
  })
})

/** Mean difference per channel (0–255) of two pictures seen as 32×18 thumbnails. */
async function pictureDistance(a: Buffer, b: Buffer): Promise<number> {
  const thumb = (x: Buffer) => sharp(x).resize(32, 18, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  const [x, y] = await Promise.all([thumb(a), thumb(b)])
  let sum = 0
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!)
  return sum / x.length
}

describe('demo pictures', () => {
  it('the eight entries of a type in a city never share a picture', () => {
    for (const city of [0, 4]) {
      const runs = Array.from({ length: MAIN_PER_CITY }, (_, rank) => entryPictures('club', RUN, rank, city))
      expect(new Set(runs.flat()).size).toBe(RUN * MAIN_PER_CITY)
    }
  })
  it('their covers differ in scene, framing or colour (not one silhouette recoloured)', async () => {
    for (const type of Object.values(MAIN_TYPES).flat()) {
      const covers = Array.from(
        { length: MAIN_PER_CITY },
        (_, rank) => demoPhotoFiles('artist', 1, type, rank, 2)[0]!.data,
      )
      let closest = Number.POSITIVE_INFINITY
      for (let i = 0; i < covers.length; i++)
        for (let j = i + 1; j < covers.length; j++)
          closest = Math.min(closest, await pictureDistance(covers[i]!, covers[j]!))
      expect(closest, type).toBeGreaterThanOrEqual(4)
    }
  })
})

/**
 * Types added after the first 300 rows were fixed (demo-data.ts LATE_TYPES): they join in the fill rounds, so the
 * judged searches' 300 rows stay as they were; the default count gives them MAIN_PER_CITY in every demo city.
 */
const ADDED_AFTER_300: ReadonlySet<string> = new Set(['event-hall'])

describe('seeded demo data (300 a kind)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ setup: false })
    await seedDemo(t.deps.db, 300)
  })
  afterAll(() => t?.stop())

  it('every demo city has at least three entries of every type', async () => {
    for (const [table, column, types] of [
      ['artists', 'act_type', ACT_TYPES],
      ['venues', 'venue_type', VENUE_TYPES],
      ['services', 'category', SERVICE_CATEGORIES],
    ] as const) {
      const { rows } = await sql<{ city: string; type: string; n: number }>`select city, ${sql.ref(column)} as type,
          count(*)::int as n from ${sql.table(table)} group by 1, 2`.execute(t.deps.db)
      const count = new Map(rows.map((r) => [`${r.city}|${r.type}`, r.n]))
      for (const city of DEMO_CITIES)
        for (const type of types.filter((type) => !ADDED_AFTER_300.has(type)))
          expect(count.get(`${city.name}|${type}`) ?? 0, `${city.name} ${type}`).toBeGreaterThanOrEqual(3)
    }
  })

  it('no seeded description holds a word outside the template dictionaries', async () => {
    const words = dictionary()
    for (const table of ['artists', 'venues', 'services'] as const) {
      const rows = await t.deps.db.selectFrom(table).select(['name', 'description']).execute()
      for (const r of rows.filter((r) => !SHOWCASE_NAMES.includes(r.name)))
        expect(alien(r.description, words), r.name).toEqual([])
    }
  })

  it('every demo city has every genre', async () => {
    const { rows } = await sql<{ city: string; genre: string }>`select distinct city, unnest(genres) as genre
      from artists`.execute(t.deps.db)
    const have = new Set(rows.map((r) => `${r.city}|${r.genre}`))
    for (const city of DEMO_CITIES)
      for (const g of GENRES) expect(have.has(`${city.name}|${g}`), `${city.name} ${g}`).toBe(true)
  })

  it('filters shown in the UI find entries: DJs in Berlin, clubs for 300+ in Berlin', async () => {
    for (const path of [
      '/api/artists/search?city=Berlin&type=dj',
      '/api/venues/search?city=Berlin&type=club&capacity_min=300',
      '/api/services/search?city=Berlin&category=sound',
      '/api/venues/search?city=Paris&type=restaurant',
    ]) {
      const body = await (await t.api(path)).json()
      expect(body.total, path).toBeGreaterThanOrEqual(3)
    }
    const techno = await (await t.api('/api/artists/search?city=Berlin&genre=techno')).json()
    expect(techno.total).toBeGreaterThanOrEqual(1)
  })

  it('contacts on .example domains with the country phone prefix, one currency per country', async () => {
    const prefix: Record<string, string> = { DE: '+49 ', AT: '+43 ', FR: '+33 ', GB: '+44 ', IT: '+39 ', ES: '+34 ' }
    for (const table of ['artists', 'venues', 'services'] as const) {
      const rows = await t.deps.db.selectFrom(table).select(['name', 'country', 'contacts']).execute()
      for (const r of rows) {
        if (r.contacts.email) expect(r.contacts.email, r.name).toMatch(/@[a-z0-9-]+\.example$/)
        if (r.contacts.website) expect(r.contacts.website, r.name).toMatch(/^https:\/\/[a-z0-9-]+\.example$/)
        if (r.contacts.phone && prefix[r.country])
          expect(r.contacts.phone, r.name).toMatch(new RegExp(`^\\${prefix[r.country]}`))
      }
    }
    const { rows } = await sql<{ country: string; n: number }>`select country, count(distinct currency)::int as n
      from artists group by country`.execute(t.deps.db)
    for (const r of rows) expect(r.n, r.country).toBe(1)
  })

  it('capacities and fees fit the type', async () => {
    const { rows } = await sql<{ type: string; lo: number; hi: number }>`select venue_type as type,
        min(capacity)::int as lo, max(capacity)::int as hi from venues group by 1`.execute(t.deps.db)
    const cap = Object.fromEntries(rows.map((r) => [r.type, r]))
    expect(cap.restaurant!.hi).toBeLessThanOrEqual(200)
    expect(cap.bar!.hi).toBeLessThanOrEqual(300)
    expect(cap.club!.lo).toBeGreaterThanOrEqual(300)
    expect(cap.arena!.lo).toBeGreaterThanOrEqual(5000)
    const fees = await sql<{ type: string; hi: number }>`select act_type as type, max(fee_max)::int as hi
      from artists where currency = 'EUR' group by 1`.execute(t.deps.db)
    const fee = Object.fromEntries(fees.rows.map((r) => [r.type, r.hi]))
    expect(fee.dj!).toBeLessThan(fee.orchestra!)
    const names = await t.deps.db.selectFrom('artists').select(['name', 'act_type', 'genres']).execute()
    // A choir never plays metal, a DJ never sings in a choir.
    for (const a of names)
      if (a.act_type === 'choir' || a.act_type === 'orchestra') expect(a.genres, a.name).not.toContain('metal')
    expect(names.filter((a) => fold(a.name).startsWith('dj ')).every((a) => a.act_type === 'dj')).toBe(true)
    expect(SHOWCASE_NAMES).toContain('Glutwerk')
  })

  it('venues and services have prices in their country currency that fit the type', async () => {
    const mixed = await sql<{ country: string }>`select country from (
        select country, currency from venues where hire_price is not null
        union select country, currency from services where price_from is not null
        union select country, currency from artists) c
      group by country having count(distinct currency) > 1`.execute(t.deps.db)
    expect(mixed.rows).toEqual([])
    const { rows } = await sql<{ type: string; lo: number; hi: number; unpriced: number }>`select venue_type as type,
        min(price_eur)::int as lo, max(price_eur)::int as hi, count(*) filter (where hire_price is null)::int as unpriced
      from venues where not (name = any(${SHOWCASE_NAMES})) group by 1`.execute(t.deps.db)
    const hire = Object.fromEntries(rows.map((r) => [r.type, r]))
    for (const r of rows) expect(r.unpriced, r.type).toBe(0)
    expect(hire.bar!.hi).toBeLessThan(hire['concert-hall']!.lo)
    expect(hire.arena!.lo).toBeGreaterThanOrEqual(15_000)
    const services = await t.deps.db
      .selectFrom('services')
      .select(['name', 'price_from', 'price_info', 'currency'])
      .where('price_from', 'is not', null)
      .execute()
    expect(services.length).toBeGreaterThan(0)
    // The note and the number tell the same price.
    for (const s of services) expect(s.price_info, s.name).toContain(`${s.price_from} ${s.currency}`)
  })
})

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('demo photos after the server listens', () => {
  let t: TestApp
  beforeAll(async () => {
    // Four of each kind (the showcase entries and one more): every photo is a sharp encode, the costliest part.
    t = await startTestApp({ env: { SEED_DEMO: 'true', SEED_COUNT: '4' } })
  })
  afterAll(() => t?.stop())

  it('every demo entry gets 3–6 photos through the pipeline and storage; cards show the first', async () => {
    const state = demoPhotoState(t.deps)
    expect(state).toBeDefined()
    await state!.done
    let total = 0
    for (const table of ['artists', 'venues', 'services'] as const) {
      const rows = await t.deps.db.selectFrom(table).select(['id', 'name', 'photos']).execute()
      expect(rows.length).toBe(4)
      for (const r of rows) {
        expect(r.photos.length, r.name).toBeGreaterThanOrEqual(3)
        expect(r.photos.length, r.name).toBeLessThanOrEqual(6)
        for (const url of r.photos)
          expect(url).toMatch(new RegExp(`/storage/v1/object/public/${table}/${r.id}/[0-9a-f-]+\\.webp$`))
        total += r.photos.length
      }
    }
    expect(state!.stored).toBe(total)
    // Drawn and converted in a child process (its memory leaves with it), which has ended.
    const pid = state!.converterPid
    expect(pid).toBeGreaterThan(0)
    expect(pid).not.toBe(process.pid)
    await expect.poll(() => processExists(pid!), { timeout: 10_000 }).toBe(false)
    console.log(`demo photos: ${total} for 12 entries in ${state!.ms} ms`)
    const venue = await t.deps.db
      .selectFrom('venues')
      .select(['id', 'photos'])
      .where('name', '=', 'Glutwerk')
      .executeTakeFirstOrThrow()
    const res = await fetch(new URL(venue.photos[0]!, t.url))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 540])
    const card = await (await t.api('/api/venues/search?q=Glutwerk')).json()
    expect(card.items[0].photo).toBe(venue.photos[0])
    // The photos of one entry differ from each other.
    const bodies = await Promise.all(
      venue.photos.map(async (u) =>
        Buffer.from(await (await fetch(new URL(u, t.url))).arrayBuffer()).toString('base64'),
      ),
    )
    expect(new Set(bodies).size).toBe(bodies.length)
  }, 300_000)
})

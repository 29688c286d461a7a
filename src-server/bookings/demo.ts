import { type Kysely, sql } from 'kysely'
import { ENTITY_TYPES, type EntityType, KIND_PATH, KINDS } from '../../src/directory/kinds.ts'
import type { Database } from '../db/schema.ts'
import { DEMO_ADMIN, DEMO_BOOKERS, DEMO_OWNER } from '../demo-accounts.ts'
import { random } from '../directory/demo-data.ts'
import { CURRENCY_OF, type DemoLang, demoLangOf, PER_EURO } from '../directory/seed-places.ts'
import { eventsOf, type Mood, moodOf, REVIEW_WORDS, reviewSentences } from './demo-texts.ts'

/**
 * Demo reviews, made the way the product makes them: a demo booker's enquiry, booked by accepting the listing
 * side's quote, for a date in the past year, then the booker's review after it (sometimes with the listing side's
 * answer). About two in five listings of each kind get 1–15 reviews, mostly 4–5 stars. Venues with an owner get
 * none: the demo owner's showcase venues keep an empty inbox for the booking-loop demo.
 *
 * As in a real city's directory, bookers, enquiries, reviews and answers are in the language of the listing's
 * city, and a review talks about the listing's type (demo-texts.ts); no text is used twice in one seed.
 *
 * Deterministic: each listing's reviews come from a generator seeded by its kind and id; dates count back from
 * the day of seeding. Idempotent: the demo bookers' profiles are written in the same transaction, and their being
 * there means it is done. Only on the demo directory (the demo owner owns venues there), never on real listings.
 */

const REVIEWED_SHARE = 0.4
const MAX_REVIEWS = 15
/** Listings per kind that may get reviews, the first by id: a 100k-row benchmark directory gets no 200k reviews. */
const LISTINGS_MAX = 2000
const DAY = 86_400_000
const KIND_SEED: Record<EntityType, number> = { artist: 5_000_000, venue: 6_000_000, service: 7_000_000 }
const GUESTS: Record<EntityType, [number, number]> = { artist: [40, 400], venue: [80, 1500], service: [100, 3000] }

/**
 * A listing that may get reviews: its kind and id, its act type, venue type or category, its city's language and
 * its country's currency (the quotes' prices are in it).
 */
export interface DemoListing {
  kind: EntityType
  id: number
  type: string
  lang: DemoLang
  currency: string
}

/** One booked enquiry and its review, as the statement below reads them. */
interface DemoReview {
  entity_type: EntityType
  entity_id: number
  booker_id: string
  event_date: string
  event_type: string
  guests: number
  message: string
  locale: DemoLang
  currency: string
  per_euro: number
  asked_at: string
  booked_at: string
  reviewed_at: string
  communication: number
  professionalism: number
  value: number
  text: string
  answer: string | null
  answered_at: string | null
}

const clampStars = (n: number) => Math.min(5, Math.max(1, Math.round(n)))
/** Draws of another text when one is taken: enough that none repeats in a default demo directory. */
const TEXT_TRIES = 30

/**
 * The reviews of one listing: none for three in five of them. `used` holds the texts written so far (for this
 * listing, or for the whole seed): a text already there is drawn again.
 */
export function listingReviews(listing: DemoListing, now: Date, used = new Set<string>()): DemoReview[] {
  const { kind, id, type, lang, currency } = listing
  const words = REVIEW_WORDS[lang]
  const rnd = random(KIND_SEED[kind] + id)
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1))
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!
  // The sentences of this listing's reviews so far: another review of it says something else while it can.
  const said = new Set<string>()
  const unsaid = (a: readonly string[]) => {
    const left = a.filter((s) => !said.has(s))
    return left.length > 0 ? pick(left) : undefined
  }
  if (rnd() >= REVIEWED_SHARE) return []
  // A listing has its level (most are good, some are not), each review scatters around it.
  const level = rnd() < 0.15 ? 2.9 + rnd() : 4.2 + rnd() * 0.8
  // Most listings have a few reviews, some many (a long tail, as on any review site).
  const count = 1 + Math.floor(rnd() ** 2.5 * MAX_REVIEWS)
  // Bookers who write in the listing's language.
  const bookers = DEMO_BOOKERS.filter((b) => b.lang === lang)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const out: DemoReview[] = []
  for (let k = 0; k < count; k++) {
    // A different booker for each review of a listing: a partial shuffle.
    const j = k + Math.floor(rnd() * (bookers.length - k))
    ;[bookers[k], bookers[j]] = [bookers[j]!, bookers[k]!]
    const event = today - int(15, 360) * DAY
    const asked = event - int(7, 90) * DAY + int(8, 22) * 3_600_000
    const booked = asked + int(1, 5) * DAY
    const reviewed = event + int(1, 13) * DAY + int(9, 23) * 3_600_000
    const stars = clampStars(level + (rnd() + rnd() - 1) * 1.3)
    const criterion = () => {
      const r = rnd()
      return clampStars(stars + (r < 0.15 ? -1 : r > 0.9 ? 1 : 0))
    }
    const [communication, professionalism, value] = [criterion(), criterion(), criterion()]
    const mood: Mood = moodOf(Math.round((communication + professionalism + value) / 3))
    let sentences = reviewSentences(words, kind, type, mood, { rnd, pick, unsaid })
    for (let tries = 1; used.has(sentences.join(' ')) && tries < TEXT_TRIES; tries++)
      sentences = reviewSentences(words, kind, type, mood, { rnd, pick, unsaid })
    const text = sentences.join(' ')
    used.add(text)
    for (const s of sentences) said.add(s)
    const answered = rnd() < (mood === 'great' || mood === 'good' ? 0.15 : 0.5)
    const eventType = words.events[pick(eventsOf(kind, type))]
    const guests = int(...GUESTS[kind])
    out.push({
      entity_type: kind,
      entity_id: id,
      booker_id: bookers[k]!.id,
      event_date: new Date(event).toISOString().slice(0, 10),
      event_type: eventType,
      guests,
      message: words.enquiry.replace('{event}', eventType).replace('{guests}', String(guests)),
      locale: lang,
      currency,
      per_euro: PER_EURO[currency] ?? 1,
      asked_at: new Date(asked).toISOString(),
      booked_at: new Date(Math.min(booked, event)).toISOString(),
      reviewed_at: new Date(reviewed).toISOString(),
      communication,
      professionalism,
      value,
      text,
      answer: answered ? pick(words.answers[mood === 'great' || mood === 'good' ? 'thanks' : 'sorry']) : null,
      answered_at: answered ? new Date(Math.min(reviewed + int(2, 48) * 3_600_000, now.getTime())).toISOString() : null,
    })
  }
  return out
}

const QUOTE_WORDS = Object.fromEntries(Object.entries(REVIEW_WORDS).map(([lang, words]) => [lang, words.quote]))

/** Seeds the demo reviews once; returns how many it wrote (0 when done before, or on a non-demo directory). */
export async function seedDemoReviews(db: Kysely<Database>, now: Date): Promise<number> {
  const done = await db.selectFrom('profiles').select('id').where('id', '=', DEMO_BOOKERS[0]!.id).executeTakeFirst()
  if (done) return 0
  const demoDirectory = await db
    .selectFrom('venues')
    .select('id')
    .where('owner_id', '=', DEMO_OWNER.id)
    .executeTakeFirst()
  if (!demoDirectory) return 0
  const reviews: DemoReview[] = []
  const used = new Set<string>()
  for (const kind of ENTITY_TYPES) {
    const listings = await sql<{ id: number; type: string; city: string; country: string }>`select id,
        ${sql.ref(KINDS[kind].mainColumn)} as type, city, country from ${sql.table(KIND_PATH[kind])}
      ${kind === 'venue' ? sql`where owner_id is null` : sql``} order by id limit ${LISTINGS_MAX}`.execute(db)
    for (const { id, type, city, country } of listings.rows)
      reviews.push(
        ...listingReviews(
          { kind, id, type, lang: demoLangOf(city, country), currency: CURRENCY_OF[country] ?? 'EUR' },
          now,
          used,
        ),
      )
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profiles')
      .values(DEMO_BOOKERS.map((b) => ({ id: b.id, display_name: b.name, created_at: now, updated_at: now })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    // The planner takes jsonb_to_recordset for 100 rows, so it would join the thousands of reviews to the enquiries
    // they made by nested loops; hash joins take a moment. (The rating triggers run without JIT: migration 0059.)
    await sql`set local enable_nestloop = off`.execute(trx)
    // One statement: the enquiries, their "booked" status messages (the listing side: admins answer for
    // listings nobody owns) and the reviews; the reviews' trigger keeps listing_ratings.
    await sql`with src as (
        select * from jsonb_to_recordset(${JSON.stringify(reviews)}::jsonb) as s(entity_type text, entity_id integer,
          booker_id uuid, event_date date, event_type text, guests integer, message text, locale text, currency text,
          per_euro numeric, asked_at timestamptz,
          booked_at timestamptz, reviewed_at timestamptz, communication smallint, professionalism smallint,
          value smallint, text text, answer text, answered_at timestamptz)
      ), booked as (
        insert into enquiries (booker_id, entity_type, entity_id, event_date, event_type, guests, message, status,
          booker_locale, created_at, updated_at, booker_message_at, listing_message_at, booker_read_at, listing_read_at)
        select booker_id, entity_type, entity_id, event_date, event_type, guests, message, 'booked', locale,
          asked_at, booked_at, asked_at, booked_at, booked_at, booked_at
        from src
        returning id, booker_id, entity_type, entity_id, event_date, updated_at
      ), status as (
        insert into enquiry_messages (enquiry_id, author_id, side, body, status, created_at)
        select id, ${DEMO_ADMIN.id}::uuid, 'listing', '', 'booked', updated_at from booked
      ), quoted as (
        -- Each was booked by accepting a quote a day before: a price by kind and guests, 30 % deposit.
        insert into enquiry_quotes (enquiry_id, author_id, price_amount, currency, included, deposit_amount,
          deposit_due, deposit_method, terms, valid_until, status, created_at, decided_at)
        -- Its words in the listing's language, its price in the currency of the listing's country.
        select q.id, ${DEMO_ADMIN.id}::uuid, q.price, q.currency, q.words -> 'included' ->> q.entity_type,
          round(q.price * 0.3 / 50) * 50, q.event_date - 14, q.words ->> 'depositMethod', q.words ->> 'terms',
          q.event_date, 'accepted', q.updated_at - interval '1 day', q.updated_at
        from (
          select b.id, b.event_date, b.updated_at, b.entity_type, s.currency,
            (round(greatest(6, round(coalesce(s.guests, 100) * case b.entity_type when 'venue' then 0.3
              when 'service' then 0.16 else 0.2 end)) * s.per_euro) * 50)::integer as price,
            ${JSON.stringify(QUOTE_WORDS)}::jsonb -> s.locale as words
          from booked b join src s using (booker_id, entity_type, entity_id, event_date)
        ) q
      )
      insert into reviews (enquiry_id, booker_id, entity_type, entity_id, communication, professionalism, value, text,
        answer, answered_at, created_at, updated_at)
      select b.id, s.booker_id, s.entity_type, s.entity_id, s.communication, s.professionalism, s.value, s.text,
        s.answer, s.answered_at, s.reviewed_at, s.reviewed_at
      from booked b join src s using (booker_id, entity_type, entity_id, event_date)`.execute(trx)
  })
  return reviews.length
}

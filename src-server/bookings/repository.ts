import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely'
import type { EnquiryStatus } from '../../src/bookings/constants.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import type { Database } from '../db/schema.ts'

/** The only code of enquiries that touches the database. */

export type Db = Kysely<Database> | Transaction<Database>

/** Who is asking for an inbox: their id, and whether they are an admin (the listing side of unowned listings). */
export interface Answerer {
  userId: string
  admin: boolean
}

export interface EnquiryOut {
  id: number
  booker_id: string
  entity_type: EntityType
  entity_id: number
  event_date: string
  event_time: string | null
  event_type: string
  guests: number | null
  budget_amount: number | null
  budget_currency: string | null
  message: string
  status: EnquiryStatus
  booker_locale: string | null
  date_blocked: boolean
  created_at: Date
  updated_at: Date
  booker_message_at: Date
  listing_message_at: Date | null
  booker_read_at: Date
  listing_read_at: Date | null
  /** The venue's owner at read time (null for artists, services and unowned venues). */
  owner_id: string | null
}

const eventDate = sql<string>`to_char(e.event_date, 'YYYY-MM-DD')`.as('event_date')

function enquiryBase(db: Db) {
  return db
    .selectFrom('enquiries as e')
    .leftJoin('venues as v', (j) => j.onRef('v.id', '=', 'e.entity_id').on('e.entity_type', '=', 'venue'))
    .select([
      'e.id',
      'e.booker_id',
      'e.entity_type',
      'e.entity_id',
      eventDate,
      'e.event_time',
      'e.event_type',
      'e.guests',
      'e.budget_amount',
      'e.budget_currency',
      'e.message',
      'e.status',
      'e.booker_locale',
      'e.date_blocked',
      'e.created_at',
      'e.updated_at',
      'e.booker_message_at',
      'e.listing_message_at',
      'e.booker_read_at',
      'e.listing_read_at',
      'v.owner_id',
    ])
}

/**
 * The listing side of an enquiry as SQL (see listing-side.ts for the rule in words): a venue's owner, and admins
 * for artists, services and venues nobody owns. An artist account taking over later adds one branch here.
 */
function answeredBy(who: Answerer) {
  return (eb: any): Expression<SqlBool> => {
    const own = eb.and([eb('e.entity_type', '=', 'venue'), eb('v.owner_id', '=', who.userId)])
    if (!who.admin) return own
    return eb.or([own, eb('e.entity_type', '!=', 'venue'), eb('v.owner_id', 'is', null)])
  }
}

export function enquiryById(db: Db, id: number): Promise<EnquiryOut | undefined> {
  return enquiryBase(db).where('e.id', '=', id).executeTakeFirst() as Promise<EnquiryOut | undefined>
}

/** Locks the enquiry row until the transaction ends (status changes serialise on it). */
export async function lockEnquiry(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.selectFrom('enquiries').select('id').where('id', '=', id).forUpdate().execute()
}

export interface NewEnquiry {
  booker_id: string
  entity_type: EntityType
  entity_id: number
  event_date: string
  event_time: string | null
  event_type: string
  guests: number | null
  budget_amount: number | null
  budget_currency: string | null
  message: string
  booker_locale: string | null
}

export async function insertEnquiry(db: Db, values: NewEnquiry, now: Date): Promise<number> {
  const row = await db
    .insertInto('enquiries')
    .values({ ...values, created_at: now, updated_at: now, booker_message_at: now, booker_read_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function insertMessage(
  db: Db,
  values: {
    enquiry_id: number
    author_id: string
    side: 'booker' | 'listing'
    body: string
    status: EnquiryStatus | null
  },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('enquiry_messages')
    .values({ ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export function messagesOf(db: Db, enquiryId: number) {
  return db
    .selectFrom('enquiry_messages')
    .where('enquiry_id', '=', enquiryId)
    .select(['id', 'author_id', 'side', 'body', 'status', 'created_at'])
    .orderBy('id')
    .execute()
}

export async function messageCount(db: Db, enquiryId: number): Promise<number> {
  const row = await db
    .selectFrom('enquiry_messages')
    .where('enquiry_id', '=', enquiryId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A new message or status from one side: the other side has something unread; the writer has read it all. */
export async function touch(
  db: Db,
  id: number,
  side: 'booker' | 'listing',
  now: Date,
  status?: EnquiryStatus,
  booking?: { dateBlocked: boolean; holdsDay: boolean },
): Promise<void> {
  await db
    .updateTable('enquiries')
    .set({
      updated_at: now,
      ...(booking?.dateBlocked ? { date_blocked: true } : {}),
      ...(booking?.holdsDay ? { holds_day: true } : {}),
      ...(side === 'booker'
        ? { booker_message_at: now, booker_read_at: now }
        : { listing_message_at: now, listing_read_at: now }),
      ...(status ? { status } : {}),
    })
    .where('id', '=', id)
    .execute()
}

export async function markRead(db: Db, id: number, side: 'booker' | 'listing', now: Date): Promise<void> {
  await db
    .updateTable('enquiries')
    .set(side === 'booker' ? { booker_read_at: now } : { listing_read_at: now })
    .where('id', '=', id)
    .execute()
}

type Scope = ReturnType<typeof enquiryBase>

/**
 * One page of a list of enquiries (the booker's, an inbox), optionally one status, unread first, then newest. With it
 * the list's size per status in the same scope but any status (the filter row's counts): one grouped statement.
 */
async function countedPage(
  scope: Scope,
  status: EnquiryStatus | undefined,
  unread: RawBuilder<boolean>,
  limit: number,
  offset: number,
) {
  const q = status ? scope.where('e.status', '=', status) : scope
  // The total is the chosen status's count (or all of them): no count statement of its own.
  const [items, perStatus] = await Promise.all([
    q
      .select(unread.as('unread'))
      .orderBy(unread, 'desc')
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    scope
      .clearSelect()
      .select((eb) => ['e.status', eb.fn.countAll<string>().as('n')])
      .groupBy('e.status')
      .execute(),
  ])
  const counts = { all: 0, new: 0, replied: 0, booked: 0, declined: 0, withdrawn: 0 } satisfies Record<
    EnquiryStatus | 'all',
    number
  >
  for (const row of perStatus) {
    counts[row.status] = Number(row.n)
    counts.all += Number(row.n)
  }
  return { items: items as (EnquiryOut & { unread: boolean })[], total: counts[status ?? 'all'], counts }
}

const bookerUnread = sql<boolean>`coalesce(e.listing_message_at > e.booker_read_at, false)`

/** One page of a booker's enquiries (optionally one status), unread first (an answer not yet seen), with counts. */
export async function enquiriesOfBooker(
  db: Db,
  bookerId: string,
  filter: { status?: EnquiryStatus },
  limit: number,
  offset: number,
) {
  return countedPage(enquiryBase(db).where('e.booker_id', '=', bookerId), filter.status, bookerUnread, limit, offset)
}

const listingUnread = sql<boolean>`(e.listing_read_at is null or e.booker_message_at > e.listing_read_at)`

/**
 * One page of the inbox of the listing side: optionally one listing and one status, unread first, then newest, with
 * the counts per status for the same listing filter.
 */
export async function inboxOf(
  db: Db,
  who: Answerer,
  filter: { entity_type?: EntityType; entity_id?: number; status?: EnquiryStatus },
  limit: number,
  offset: number,
) {
  let scope = enquiryBase(db).where(answeredBy(who))
  if (filter.entity_type) scope = scope.where('e.entity_type', '=', filter.entity_type)
  if (filter.entity_id) scope = scope.where('e.entity_id', '=', filter.entity_id)
  return countedPage(scope, filter.status, listingUnread, limit, offset)
}

/**
 * The header's number: threads with something unread, as booker plus as listing side. One query (the admin role is
 * a sub-select), served by the booker and listing indexes.
 */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('enquiries as e')
    .leftJoin('venues as v', (j) => j.onRef('v.id', '=', 'e.entity_id').on('e.entity_type', '=', 'venue'))
    .where(
      sql<SqlBool>`(
        (e.booker_id = ${userId} and e.listing_message_at > e.booker_read_at)
        or ((e.listing_read_at is null or e.booker_message_at > e.listing_read_at) and (
          (e.entity_type = 'venue' and v.owner_id = ${userId})
          or ((e.entity_type <> 'venue' or v.owner_id is null)
            and exists (select 1 from user_roles r where r.user_id = ${userId} and r.role = 'admin'))
        ))
      )`,
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The venue's owner, or null (artists, services, unowned venues); undefined when the listing does not exist. */
export async function listingOwner(db: Db, type: EntityType, id: number): Promise<string | null | undefined> {
  if (type === 'venue') {
    const row = await db.selectFrom('venues').select('owner_id').where('id', '=', id).executeTakeFirst()
    return row ? row.owner_id : undefined
  }
  const table = type === 'artist' ? 'artists' : 'services'
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
  return row ? null : undefined
}

/** The latest enquiry's status per listing, for a booker's favourites page. */
export async function latestStatuses(db: Db, bookerId: string) {
  return db
    .selectFrom('enquiries')
    .where('booker_id', '=', bookerId)
    .distinctOn(['entity_type', 'entity_id'])
    .select(['entity_type', 'entity_id', 'id', 'status'])
    .orderBy('entity_type')
    .orderBy('entity_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export interface BookedListing {
  kind: EntityType
  listing_id: number
  name: string
  event_time: string | null
}

/**
 * Listings a booker has booked for one date (status booked), with their names: a stage's running order is
 * filled from these (helper "runorder"). Ordered by time (unset last), then name.
 */
export async function bookedListingsFor(db: Db, input: { bookerId: string; date: string }): Promise<BookedListing[]> {
  const rows = await db
    .selectFrom('enquiries as e')
    .leftJoin('artists as a', (j) => j.onRef('a.id', '=', 'e.entity_id').on('e.entity_type', '=', 'artist'))
    .leftJoin('venues as v', (j) => j.onRef('v.id', '=', 'e.entity_id').on('e.entity_type', '=', 'venue'))
    .leftJoin('services as s', (j) => j.onRef('s.id', '=', 'e.entity_id').on('e.entity_type', '=', 'service'))
    .where('e.booker_id', '=', input.bookerId)
    .where('e.status', '=', 'booked')
    .where('e.event_date', '=', sql<string>`${input.date}::date`)
    .select([
      'e.entity_type as kind',
      'e.entity_id as listing_id',
      sql<string>`coalesce(a.name, v.name, s.name)`.as('name'),
      'e.event_time',
    ])
    .orderBy(sql`e.event_time asc nulls last`)
    .orderBy('name')
    .execute()
  // One row per listing (two booked enquiries for the same act and date count once).
  const seen = new Set<string>()
  return rows.filter((r) => {
    const key = `${r.kind}:${r.listing_id}`
    if (seen.has(key) || r.name == null) return false
    seen.add(key)
    return true
  })
}

/** Display names of users (profiles); users without a profile or name are absent. */
export async function displayNames(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)]
  if (!ids.length) return new Map()
  const rows = await db
    .selectFrom('profiles')
    .select(['id', 'display_name', 'username'])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((r) => [r.id, r.display_name || r.username || '']).filter(([, n]) => n) as [string, string][])
}

/** Admin user ids (the listing side of artists, services and unowned venues); capped for mail fan-out. */
export async function adminIds(db: Db, limit = 20): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').limit(limit).execute()
  return rows.map((r) => r.user_id)
}

export async function isAdminUser(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst()
  return row !== undefined
}

/** The items of one of the user's favourites lists (undefined when the list is not theirs). */
export async function favoriteListItems(db: Db, userId: string, listId: number) {
  const list = await db
    .selectFrom('favorite_lists')
    .select(['id', 'name'])
    .where('id', '=', listId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!list) return undefined
  const items = await db
    .selectFrom('favorites')
    .select(['entity_type', 'entity_id'])
    .where('list_id', '=', listId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1000)
    .execute()
  return { name: list.name, items }
}

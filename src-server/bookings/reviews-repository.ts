import { sql } from 'kysely'
import type { EntityType } from '../../src/directory/kinds.ts'
import { shownRating } from '../directory/ratings-sql.ts'
import type { Db } from './repository.ts'

/** The only code of reviews that touches the database. */

const columns = [
  'r.id',
  'r.enquiry_id',
  'r.booker_id',
  'r.entity_type',
  'r.entity_id',
  'r.communication',
  'r.professionalism',
  'r.value',
  'r.text',
  'r.answer',
  'r.answered_at',
  'r.created_at',
  'r.updated_at',
  sql<string>`to_char(e.event_date, 'YYYY-MM-DD')`.as('event_date'),
] as const

function base(db: Db) {
  return db.selectFrom('reviews as r').innerJoin('enquiries as e', 'e.id', 'r.enquiry_id').select(columns)
}

export type ReviewOut = Awaited<ReturnType<typeof reviewById>> & {}

export function reviewById(db: Db, id: number) {
  return base(db).where('r.id', '=', id).executeTakeFirst()
}

export function reviewOfEnquiry(db: Db, enquiryId: number) {
  return base(db).where('r.enquiry_id', '=', enquiryId).executeTakeFirst()
}

export async function insertReview(
  db: Db,
  values: {
    enquiry_id: number
    booker_id: string
    entity_type: EntityType
    entity_id: number
    communication: number
    professionalism: number
    value: number
    text: string
  },
  now: Date,
): Promise<number | 'duplicate'> {
  const row = await db
    .insertInto('reviews')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('enquiry_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? 'duplicate'
}

export async function updateReview(
  db: Db,
  id: number,
  values: { communication: number; professionalism: number; value: number; text: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute()
}

/** Sets the answer once: false when it had one already (two answers racing: one wins). */
export async function answerReview(db: Db, id: number, answer: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('reviews')
    .set({ answer, answered_at: now })
    .where('id', '=', id)
    .where('answer', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function listingReviews(db: Db, type: EntityType, id: number, limit: number, offset: number) {
  const [items, rating] = await Promise.all([
    base(db)
      .where('r.entity_type', '=', type)
      .where('r.entity_id', '=', id)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('listing_ratings')
      .select([shownRating(sql.ref('rating')).as('rating'), 'review_count'])
      .where('entity_type', '=', type)
      .where('entity_id', '=', id)
      .executeTakeFirst(),
  ])
  return { items, average: rating ? Number(rating.rating) : null, count: rating ? Number(rating.review_count) : 0 }
}

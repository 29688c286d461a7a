import { randomUUID } from 'node:crypto'
import type { EntityType } from '../../src/directory/kinds.ts'
import type { TestApp } from './harness.ts'

/** A review's stars: [communication, professionalism, value]. */
export type Stars = [number, number, number]

const DAY = 86_400_000

/**
 * Reviews written as the product makes them: each rests on its own booked enquiry, ten days past, by a fresh
 * booker (the triggers then keep the listing's average).
 */
export async function addReviews(t: TestApp, type: EntityType, id: number, stars: Stars[]): Promise<void> {
  const eventDate = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10)
  for (const [communication, professionalism, value] of stars) {
    const booker_id = randomUUID()
    const enquiry = await t.deps.db
      .insertInto('enquiries')
      .values({
        booker_id,
        entity_type: type,
        entity_id: id,
        event_date: eventDate,
        event_type: 'Concert',
        message: 'Free that night?',
        status: 'booked',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.deps.db
      .insertInto('reviews')
      .values({
        enquiry_id: enquiry.id,
        booker_id,
        entity_type: type,
        entity_id: id,
        communication,
        professionalism,
        value,
        text: 'A good night.',
      } as never)
      .execute()
  }
}

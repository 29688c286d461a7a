import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { seedDemoReviews } from './demo.ts'
import { enquiriesOperations, reviewsOperations } from './operations.ts'
import { nowOf } from './rules.ts'

/** Enquiries, their inbox and reviews: the booking loop (docs/product.md §14, §15). */
export const bookingsFeature: Feature = {
  name: 'bookings',
  rest: restRoutesOf([...Object.values(enquiriesOperations), ...Object.values(reviewsOperations)]),
  async setup(deps) {
    // End-to-end tests restart the server "after the event": a laptop start only, never a public one.
    const days = deps.config.CLOCK_SHIFT_DAYS
    if (days > 0 && !deps.config.isPublic) {
      deps.clock = () => new Date(Date.now() + days * 86_400_000)
      deps.log.warn({ days }, 'bookings: the clock is shifted (CLOCK_SHIFT_DAYS), for tests only')
    }
    // After the directory's demo data (features.ts order).
    if (deps.seedDemo) {
      const started = performance.now()
      const reviews = await seedDemoReviews(deps.db, nowOf(deps))
      if (reviews) deps.log.info({ reviews, ms: Math.round(performance.now() - started) }, 'demo reviews seeded')
    }
  },
}

import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { seedDemoAvailability } from './demo.ts'
import { availabilityOperations } from './operations.ts'

/** Listings' calendars (blocked dates, weekly pattern); the search's date filter reads them (repository.ts). */
export const availabilityFeature: Feature = {
  name: 'availability',
  rest: restRoutesOf(availabilityOperations),
  /** After the directory's demo data (features.ts order): a few demo calendars. */
  async setup(deps) {
    if (deps.seedDemo) await seedDemoAvailability(deps.db)
  },
}

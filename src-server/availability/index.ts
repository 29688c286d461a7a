import type { Feature } from '../feature.ts'
import { availabilityRest } from './rest.ts'

/** Listings' calendars (blocked dates, weekly pattern); the search's date filter reads them (repository.ts). */
export const availabilityFeature: Feature = {
  name: 'availability',
  rest: availabilityRest,
}

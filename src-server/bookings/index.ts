import type { Feature } from '../feature.ts'
import { enquiriesRest } from './rest.ts'

/** Enquiries, their inbox and (later) reviews: the booking loop of issue 17. */
export const bookingsFeature: Feature = {
  name: 'bookings',
  rest: enquiriesRest,
}

import { authFeature } from './auth/index.ts'
import { availabilityFeature } from './availability/index.ts'
import { bookingsFeature } from './bookings/index.ts'
import { directoryFeature } from './directory/index.ts'
import { favoritesFeature } from './favorites/index.ts'
import type { Feature } from './feature.ts'
import type { RestRoute } from './http/rest.ts'
import { photosFeature } from './photos/index.ts'
import { profileFeature } from './profile/index.ts'
import { ridersFeature } from './riders/index.ts'
import { shellFeature } from './shell/index.ts'
import { stageAccessFeature } from './stages/access/index.ts'
import { stagesFeature } from './stages/index.ts'
import { storageFeature } from './storage/index.ts'

/** Order matters for setup(): auth first (users), storage (buckets), then the directory (demo data), then the rest. */
export const FEATURES: readonly Feature[] = [
  authFeature,
  storageFeature,
  directoryFeature,
  favoritesFeature,
  bookingsFeature,
  availabilityFeature,
  profileFeature,
  photosFeature,
  ridersFeature,
  stagesFeature,
  stageAccessFeature,
  shellFeature,
]

/** Every route of the `/api` REST mirror, as mounted; the OpenAPI document is generated from this list. */
export const REST_ROUTES: readonly RestRoute[] = FEATURES.flatMap((f) => f.rest ?? [])

import { accountOperations } from './auth/operations.ts'
import { availabilityOperations } from './availability/operations.ts'
import { enquiriesOperations, reviewsOperations } from './bookings/operations.ts'
import { directoryOperations } from './directory/operations.ts'
import { favoritesOperations } from './favorites/operations.ts'
import { trpcRouterOf } from './http/operation.ts'
import { photosOperations } from './photos/operations.ts'
import { profileOperations } from './profile/operations.ts'
import { ridersOperations } from './riders/operations.ts'
import { shellOperations } from './shell/operations.ts'
import { stageLinksOperations } from './stages/access/operations.ts'
import { stagesOperations } from './stages/operations.ts'
import { runOrderOperations } from './stages/running-order/operations.ts'
import { router } from './trpc.ts'

/** The tRPC API, generated from each feature's operations (decision record 0013). */
export const appRouter = router({
  health: trpcRouterOf(shellOperations).health,
  account: trpcRouterOf(accountOperations),
  availability: trpcRouterOf(availabilityOperations),
  directory: trpcRouterOf(directoryOperations),
  enquiries: trpcRouterOf(enquiriesOperations),
  favorites: trpcRouterOf(favoritesOperations),
  photos: trpcRouterOf(photosOperations),
  profile: trpcRouterOf(profileOperations),
  reviews: trpcRouterOf(reviewsOperations),
  riders: trpcRouterOf(ridersOperations),
  stages: trpcRouterOf(stagesOperations),
  stageLinks: trpcRouterOf(stageLinksOperations),
  runOrder: trpcRouterOf(runOrderOperations),
})

export type AppRouter = typeof appRouter

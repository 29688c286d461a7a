import { accountOperations } from './auth/operations.ts'
import { availabilityOperations } from './availability/operations.ts'
import { enquiriesRouter, reviewsRouter } from './bookings/router.ts'
import { directoryRouter } from './directory/router.ts'
import { favoritesOperations } from './favorites/operations.ts'
import { trpcRouterOf } from './http/operation.ts'
import { photosOperations } from './photos/operations.ts'
import { profileOperations } from './profile/operations.ts'
import { ridersRouter } from './riders/router.ts'
import { shellOperations } from './shell/operations.ts'
import { stageLinksRouter } from './stages/access/router.ts'
import { stagesRouter } from './stages/router.ts'
import { runOrderRouter } from './stages/running-order/router.ts'
import { router } from './trpc.ts'

/** The tRPC API. Routers only wire; each feature's procedures call its service. */
export const appRouter = router({
  health: trpcRouterOf(shellOperations).health,
  account: trpcRouterOf(accountOperations),
  availability: trpcRouterOf(availabilityOperations),
  directory: directoryRouter,
  enquiries: enquiriesRouter,
  favorites: trpcRouterOf(favoritesOperations),
  photos: trpcRouterOf(photosOperations),
  profile: trpcRouterOf(profileOperations),
  reviews: reviewsRouter,
  riders: ridersRouter,
  stages: stagesRouter,
  stageLinks: stageLinksRouter,
  runOrder: runOrderRouter,
})

export type AppRouter = typeof appRouter

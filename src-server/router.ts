import { accountRouter } from './auth/account-router.ts'
import { availabilityRouter } from './availability/router.ts'
import { enquiriesOperations, reviewsOperations } from './bookings/operations.ts'
import { directoryRouter } from './directory/router.ts'
import { favoritesOperations } from './favorites/operations.ts'
import { trpcRouterOf } from './http/operation.ts'
import { photosRouter } from './photos/router.ts'
import { profileRouter } from './profile/router.ts'
import { ridersOperations } from './riders/operations.ts'
import { stageLinksRouter } from './stages/access/router.ts'
import { stagesRouter } from './stages/router.ts'
import { runOrderRouter } from './stages/running-order/router.ts'
import { publicProcedure, router } from './trpc.ts'

/** The tRPC API. Routers only wire; each feature's procedures call its service. */
export const appRouter = router({
  health: publicProcedure.query(() => ({ ok: true as const })),
  account: accountRouter,
  availability: availabilityRouter,
  directory: directoryRouter,
  enquiries: trpcRouterOf(enquiriesOperations),
  favorites: trpcRouterOf(favoritesOperations),
  photos: photosRouter,
  profile: profileRouter,
  reviews: trpcRouterOf(reviewsOperations),
  riders: trpcRouterOf(ridersOperations),
  stages: stagesRouter,
  stageLinks: stageLinksRouter,
  runOrder: runOrderRouter,
})

export type AppRouter = typeof appRouter

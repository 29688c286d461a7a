import { accountRouter } from './auth/account-router.ts'
import { availabilityRouter } from './availability/router.ts'
import { enquiriesRouter, reviewsRouter } from './bookings/router.ts'
import { directoryOperations } from './directory/operations.ts'
import { favoritesOperations } from './favorites/operations.ts'
import { trpcRouterOf } from './http/operation.ts'
import { photosRouter } from './photos/router.ts'
import { profileRouter } from './profile/router.ts'
import { ridersRouter } from './riders/router.ts'
import { stageLinksRouter } from './stages/access/router.ts'
import { stagesRouter } from './stages/router.ts'
import { runOrderRouter } from './stages/running-order/router.ts'
import { publicProcedure, router } from './trpc.ts'

/** The tRPC API. Routers only wire; each feature's procedures call its service. */
export const appRouter = router({
  health: publicProcedure.query(() => ({ ok: true as const })),
  account: accountRouter,
  availability: availabilityRouter,
  directory: trpcRouterOf(directoryOperations),
  enquiries: enquiriesRouter,
  favorites: trpcRouterOf(favoritesOperations),
  photos: photosRouter,
  profile: profileRouter,
  reviews: reviewsRouter,
  riders: ridersRouter,
  stages: stagesRouter,
  stageLinks: stageLinksRouter,
  runOrder: runOrderRouter,
})

export type AppRouter = typeof appRouter

import { accountRouter } from './auth/account-router.ts'
import { availabilityRouter } from './availability/router.ts'
import { enquiriesRouter, reviewsRouter } from './bookings/router.ts'
import { directoryRouter } from './directory/router.ts'
import { favoritesOperations } from './favorites/operations.ts'
import { trpcRouterOf } from './http/operation.ts'
import { photosRouter } from './photos/router.ts'
import { profileRouter } from './profile/router.ts'
import { ridersRouter } from './riders/router.ts'
import { stageLinksOperations } from './stages/access/operations.ts'
import { stagesOperations } from './stages/operations.ts'
import { runOrderOperations } from './stages/running-order/operations.ts'
import { publicProcedure, router } from './trpc.ts'

/** The tRPC API. Routers only wire; each feature's procedures call its service. */
export const appRouter = router({
  health: publicProcedure.query(() => ({ ok: true as const })),
  account: accountRouter,
  availability: availabilityRouter,
  directory: directoryRouter,
  enquiries: enquiriesRouter,
  favorites: trpcRouterOf(favoritesOperations),
  photos: photosRouter,
  profile: profileRouter,
  reviews: reviewsRouter,
  riders: ridersRouter,
  stages: trpcRouterOf(stagesOperations),
  stageLinks: trpcRouterOf(stageLinksOperations),
  runOrder: trpcRouterOf(runOrderOperations),
})

export type AppRouter = typeof appRouter

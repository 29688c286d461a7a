import { router } from '../trpc.ts'

export const favoritesRouter = router({})

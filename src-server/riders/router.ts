import { router } from '../trpc.ts'

export const ridersRouter = router({})

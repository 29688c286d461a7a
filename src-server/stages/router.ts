import { router } from '../trpc.ts'

export const stagesRouter = router({})

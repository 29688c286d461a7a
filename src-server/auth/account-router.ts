import { router } from '../trpc.ts'

export const accountRouter = router({})

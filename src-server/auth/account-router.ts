import { publicProcedure, router } from '../trpc.ts'
import { whoAmI } from './index.ts'

export const accountRouter = router({
  /** The caller as the server verified it. */
  me: publicProcedure.query(({ ctx }) => whoAmI(ctx.deps, ctx.user)),
})

import { aal2Procedure, publicProcedure, router } from '../trpc.ts'
import { DeleteAccountSchema, deleteAccount } from './account-deletion.ts'
import { whoAmI } from './index.ts'

export const accountRouter = router({
  /** The caller as the server verified it. */
  me: publicProcedure.query(({ ctx }) => whoAmI(ctx.deps, ctx.user)),
  /** Deletes the caller's account (re-authentication inside; aal2 once a factor is verified). */
  delete: aal2Procedure
    .input(DeleteAccountSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx.deps, ctx.user, input, ctx.koa.ip)),
})

import { z } from 'zod'
import {
  createRiderInput,
  duplicateRiderInput,
  lookupInput,
  markVersionInput,
  riderId,
  shareToken,
  updateRiderInput,
  venueIdInput,
} from '../../src/riders/schema.ts'
import { authedProcedure, publicProcedure, router } from '../trpc.ts'
import * as service from './service.ts'

const byId = z.object({ id: riderId })

/** tRPC door of the riders feature: each procedure calls the service function the REST route calls. */
export const ridersRouter = router({
  list: authedProcedure.query(({ ctx }) => service.listRiders(ctx.deps, ctx.user)),
  get: authedProcedure.input(byId).query(({ ctx, input }) => service.getRider(ctx.deps, ctx.user, input.id)),
  create: authedProcedure
    .input(createRiderInput)
    .mutation(({ ctx, input }) => service.createRider(ctx.deps, ctx.user, input)),
  update: authedProcedure
    .input(byId.extend({ changes: updateRiderInput }))
    .mutation(({ ctx, input }) => service.updateRider(ctx.deps, ctx.user, input.id, input.changes)),
  duplicate: authedProcedure.input(byId.extend(duplicateRiderInput.shape)).mutation(({ ctx, input }) => {
    const { id, ...rest } = input
    return service.duplicateRider(ctx.deps, ctx.user, id, rest)
  }),
  delete: authedProcedure.input(byId).mutation(({ ctx, input }) => service.deleteRider(ctx.deps, ctx.user, input.id)),
  share: authedProcedure.input(byId).mutation(({ ctx, input }) => service.shareRider(ctx.deps, ctx.user, input.id)),
  revokeShare: authedProcedure
    .input(byId)
    .mutation(({ ctx, input }) => service.revokeShare(ctx.deps, ctx.user, input.id)),
  shared: publicProcedure
    .input(z.object({ token: shareToken }))
    .query(({ ctx, input }) => service.getShared(ctx.deps, input.token, ctx.koa.ip)),
  revision: authedProcedure.input(byId).query(({ ctx, input }) => service.getRevision(ctx.deps, ctx.user, input.id)),
  versions: authedProcedure.input(byId).query(({ ctx, input }) => service.listVersions(ctx.deps, ctx.user, input.id)),
  markVersion: authedProcedure
    .input(byId.extend(markVersionInput.shape))
    .mutation(({ ctx, input }) => service.markVersion(ctx.deps, ctx.user, input.id, input.reason)),
  fit: authedProcedure
    .input(byId.extend({ venueId: venueIdInput }))
    .query(({ ctx, input }) => service.venueFit(ctx.deps, ctx.user, input.id, input.venueId)),
  lookup: authedProcedure.input(lookupInput).query(({ ctx, input }) => service.lookup(ctx.deps, input)),
})

import { z } from 'zod'
import { createLinkInput } from '../../../src/stages/access.ts'
import { authedProcedure, router } from '../../trpc.ts'
import * as service from './service.ts'

const stage = z.object({ stageId: z.string().max(64) })

/** tRPC door of stage role links (the manager page); every procedure is one service call. */
export const stageLinksRouter = router({
  list: authedProcedure.input(stage).query(({ ctx, input }) => service.listLinks(ctx.deps, ctx.user, input.stageId)),
  displays: authedProcedure
    .input(stage)
    .query(({ ctx, input }) => service.listDisplayDevices(ctx.deps, ctx.user, input.stageId)),
  create: authedProcedure
    .input(stage.extend({ link: createLinkInput }))
    .mutation(({ ctx, input }) => service.createLink(ctx.deps, ctx.user, input.stageId, input.link)),
  revoke: authedProcedure
    .input(stage.extend({ linkId: z.string().max(64) }))
    .mutation(
      async ({ ctx, input }) => void (await service.revokeLink(ctx.deps, ctx.user, input.stageId, input.linkId)),
    ),
})

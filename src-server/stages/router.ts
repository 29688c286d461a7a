import { z } from 'zod'
import { stageOpSchema } from '../../src/stages/protocol.ts'
import { parseInput } from '../http/rest.ts'
import { authedProcedure, publicProcedure, router } from '../trpc.ts'
import * as service from './service.ts'

const id = z.object({ id: z.string().max(64) })

/** tRPC door of the stage whisperer; every procedure is one service call. */
export const stagesRouter = router({
  list: authedProcedure.query(({ ctx }) => service.listStages(ctx.deps, ctx.user)),
  get: authedProcedure.input(id).query(({ ctx, input }) => service.getStage(ctx.deps, ctx.user, input.id)),
  create: authedProcedure
    .input(z.unknown())
    .mutation(({ ctx, input }) => service.createStage(ctx.deps, ctx.user, parseInput(service.createStageInput, input))),
  rename: authedProcedure
    .input(id.extend({ name: z.unknown() }))
    .mutation(({ ctx, input }) =>
      service.renameStage(ctx.deps, ctx.user, input.id, parseInput(service.renameStageInput, { name: input.name })),
    ),
  delete: authedProcedure
    .input(id)
    .mutation(async ({ ctx, input }) => void (await service.deleteStage(ctx.deps, ctx.user, input.id))),
  /** Any manager operation: `{ id, op: { type: 'message', text, tone } }`. */
  operate: authedProcedure
    .input(id.extend({ op: z.unknown() }))
    .mutation(({ ctx, input }) =>
      service.applyStageOp(ctx.deps, ctx.user, input.id, parseInput(stageOpSchema, input.op)),
    ),
  byCode: publicProcedure
    .input(z.object({ code: z.string().max(16) }))
    .query(({ ctx, input }) => service.stageByCode(ctx.deps, input.code, ctx.koa.ip)),
})

import { z } from 'zod'
import { runOpSchema, runOrderHeadSchema, runOrderInputSchema } from '../../../src/stages/running-order.ts'
import { authedProcedure, router } from '../../trpc.ts'
import * as service from './service.ts'

const id = z.object({ id: z.string().max(64) })

/** tRPC door of the running order; every procedure is one service call (the door parses the input). */
export const runOrderRouter = router({
  get: authedProcedure.input(id).query(({ ctx, input }) => service.getRunOrder(ctx.deps, ctx.user, input.id)),
  save: authedProcedure
    .input(id.extend({ order: runOrderInputSchema }))
    .mutation(({ ctx, input }) => service.saveRunOrder(ctx.deps, ctx.user, input.id, input.order)),
  delete: authedProcedure.input(id).mutation(({ ctx, input }) => service.deleteRunOrder(ctx.deps, ctx.user, input.id)),
  /** A live control: `{ id, op: { type: 'next' } }`. */
  operate: authedProcedure
    .input(id.extend({ op: runOpSchema }))
    .mutation(({ ctx, input }) => service.runOp(ctx.deps, ctx.user, input.id, input.op)),
  fill: authedProcedure
    .input(id.extend({ head: runOrderHeadSchema }))
    .mutation(({ ctx, input }) => service.fillFromBookings(ctx.deps, ctx.user, input.id, input.head)),
})

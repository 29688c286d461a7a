import {
  calendarInput,
  clearInput,
  removeBlockInput,
  setBlockInput,
  settingsInput,
  weeklyInput,
} from '../../src/availability/schemas.ts'
import { authedProcedure, publicProcedure, router } from '../trpc.ts'
import * as service from './service.ts'

/** tRPC door onto the availability service (same functions as the REST mirror). */
export const availabilityRouter = router({
  get: publicProcedure
    .input(calendarInput)
    .query(({ ctx, input }) => service.getCalendar(ctx.deps, ctx.user, input.type, input.id, input)),
  set: authedProcedure
    .input(setBlockInput)
    .mutation(({ ctx, input }) => service.setBlock(ctx.deps, ctx.user, input.type, input.id, input)),
  clear: authedProcedure
    .input(clearInput)
    .mutation(({ ctx, input }) => service.clearRange(ctx.deps, ctx.user, input.type, input.id, input)),
  remove: authedProcedure
    .input(removeBlockInput)
    .mutation(({ ctx, input }) => service.removeBlock(ctx.deps, ctx.user, input.type, input.id, input.block_id)),
  weekly: authedProcedure
    .input(weeklyInput)
    .mutation(({ ctx, input }) => service.setWeekly(ctx.deps, ctx.user, input.type, input.id, input)),
  settings: authedProcedure
    .input(settingsInput)
    .mutation(({ ctx, input }) => service.setSettings(ctx.deps, ctx.user, input.type, input.id, input)),
})

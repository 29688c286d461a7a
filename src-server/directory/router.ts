import { z } from 'zod'
import {
  allSearchSchema,
  artistSearchSchema,
  citySearchSchema,
  ENTITY_TYPES,
  idSchema,
  serviceSearchSchema,
  typeaheadSchema,
  updateInputSchema,
  venueSearchSchema,
} from '../../src/directory/schema.ts'
import { authedProcedure, publicProcedure, router } from '../trpc.ts'
import * as service from './service.ts'

const ref = z.object({ type: z.enum(ENTITY_TYPES), id: idSchema })

export const directoryRouter = router({
  search: publicProcedure
    .input(
      z.discriminatedUnion('type', [
        artistSearchSchema.extend({ type: z.literal('artist') }),
        venueSearchSchema.extend({ type: z.literal('venue') }),
        serviceSearchSchema.extend({ type: z.literal('service') }),
      ]),
    )
    .query(({ ctx, input }) => service.searchDirectory(ctx.deps.db, input.type, input)),
  searchAll: publicProcedure.input(allSearchSchema).query(({ ctx, input }) => service.searchAll(ctx.deps.db, input)),
  typeahead: publicProcedure.input(typeaheadSchema).query(({ ctx, input }) => service.typeahead(ctx.deps.db, input)),
  cities: publicProcedure.input(citySearchSchema).query(({ input }) => service.cities(input)),
  get: publicProcedure
    .input(ref)
    .query(({ ctx, input }) => service.getEntity(ctx.deps.db, ctx.user, input.type, input.id)),
  nearby: publicProcedure.input(ref).query(({ ctx, input }) => service.nearby(ctx.deps.db, input.type, input.id)),
  update: authedProcedure
    .input(updateInputSchema)
    .mutation(({ ctx, input }) => service.updateEntity(ctx.deps.db, ctx.user, input.type, input.id, input.data)),
  confirm: authedProcedure
    .input(ref)
    .mutation(({ ctx, input }) => service.confirmEntity(ctx.deps.db, ctx.user, input.type, input.id)),
})

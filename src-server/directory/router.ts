import { z } from 'zod'
import {
  allSearchSchema,
  artistSearchSchema,
  CURRENCIES,
  citySearchSchema,
  ENTITY_TYPES,
  idSchema,
  myListingsSchema,
  serviceSearchSchema,
  typeaheadSchema,
  updateInputSchema,
  venueSearchSchema,
} from '../../src/directory/schema.ts'
import { authedProcedure, limitedProcedure, publicProcedure, router } from '../trpc.ts'
import { featured, featuredInput } from './featured.ts'
import { myListings } from './listings.ts'
import { listRates, ratesUpdateSchema, updateRates } from './prices.ts'
import { relaxAll, relaxSearch } from './relax.ts'
import * as service from './service.ts'

const ref = z.object({ type: z.enum(ENTITY_TYPES), id: idSchema })
const shownRef = ref.extend({ currency: z.enum(CURRENCIES).optional() })

const kindQuery = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('artist'), query: artistSearchSchema }),
  z.object({ kind: z.literal('venue'), query: venueSearchSchema }),
  z.object({ kind: z.literal('service'), query: serviceSearchSchema }),
])

export const directoryRouter = router({
  search: limitedProcedure('search')
    .input(kindQuery)
    .query(({ ctx, input }) => service.searchDirectory(ctx.deps, input.kind, input.query)),
  relax: limitedProcedure('search')
    .input(kindQuery)
    .query(({ ctx, input }) => relaxSearch(ctx.deps, input.kind, input.query)),
  featured: publicProcedure
    .input(featuredInput.optional())
    .query(({ ctx, input }) => featured(ctx.deps, input?.locale)),
  searchAll: limitedProcedure('search')
    .input(allSearchSchema)
    .query(({ ctx, input }) => service.searchAll(ctx.deps, input)),
  relaxAll: limitedProcedure('search')
    .input(allSearchSchema)
    .query(({ ctx, input }) => relaxAll(ctx.deps, input)),
  typeahead: limitedProcedure('search')
    .input(typeaheadSchema)
    .query(({ ctx, input }) => service.typeahead(ctx.deps.db, input)),
  cities: limitedProcedure('search')
    .input(citySearchSchema)
    .query(({ input }) => service.cities(input)),
  get: publicProcedure
    .input(shownRef)
    .query(({ ctx, input }) => service.getEntity(ctx.deps, ctx.user, input.type, input.id, input.currency)),
  nearby: publicProcedure
    .input(shownRef)
    .query(({ ctx, input }) => service.nearby(ctx.deps, input.type, input.id, input.currency)),
  update: authedProcedure
    .input(updateInputSchema)
    .mutation(({ ctx, input }) => service.updateEntity(ctx.deps, ctx.user, input.type, input.id, input.data)),
  mine: authedProcedure.input(myListingsSchema).query(({ ctx, input }) => myListings(ctx.deps, ctx.user, input)),
  rates: publicProcedure.query(({ ctx }) => listRates(ctx.deps.db)),
  setRates: authedProcedure
    .input(ratesUpdateSchema)
    .mutation(({ ctx, input }) => updateRates(ctx.deps, ctx.user, input.rates)),
  confirm: authedProcedure
    .input(ref)
    .mutation(({ ctx, input }) => service.confirmEntity(ctx.deps, ctx.user, input.type, input.id)),
})

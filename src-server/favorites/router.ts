import {
  addFavoriteInput,
  addListInput,
  moveFavoriteInput,
  removeFavoriteInput,
  removeListInput,
  updateListInput,
} from '../../src/favorites/schemas.ts'
import { authedProcedure, router } from '../trpc.ts'
import * as service from './service.ts'

/** tRPC door onto the favourites service (same functions as the REST mirror). */
export const favoritesRouter = router({
  lists: authedProcedure.query(({ ctx }) => service.getLists(ctx.deps, ctx.user)),
  all: authedProcedure.query(({ ctx }) => service.getFavorites(ctx.deps, ctx.user)),
  addList: authedProcedure.input(addListInput).mutation(({ ctx, input }) => service.addList(ctx.deps, ctx.user, input)),
  updateList: authedProcedure
    .input(updateListInput)
    .mutation(({ ctx, input }) => service.updateList(ctx.deps, ctx.user, input)),
  removeList: authedProcedure
    .input(removeListInput)
    .mutation(({ ctx, input }) => service.removeList(ctx.deps, ctx.user, input)),
  add: authedProcedure
    .input(addFavoriteInput)
    .mutation(({ ctx, input }) => service.addFavorite(ctx.deps, ctx.user, input)),
  remove: authedProcedure
    .input(removeFavoriteInput)
    .mutation(({ ctx, input }) => service.removeFavorite(ctx.deps, ctx.user, input)),
  move: authedProcedure
    .input(moveFavoriteInput)
    .mutation(({ ctx, input }) => service.moveFavorite(ctx.deps, ctx.user, input)),
  duplicate: authedProcedure
    .input(moveFavoriteInput)
    .mutation(({ ctx, input }) => service.duplicateFavorite(ctx.deps, ctx.user, input)),
})

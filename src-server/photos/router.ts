import { z } from 'zod'
import { ENTITY_TYPES } from '../../src/directory/kinds.ts'
import { entityIdSchema, photoDeleteSchema } from '../../src/photos/schemas.ts'
import { authedProcedure, router } from '../trpc.ts'
import { deletePhoto, reorderPhotos } from './service.ts'

const entity = z.object({ type: z.enum(ENTITY_TYPES), id: entityIdSchema })

/** tRPC door onto the photo galleries. Uploads (multipart, with progress) go through the REST mirror. */
export const photosRouter = router({
  remove: authedProcedure
    .input(entity.extend({ path: photoDeleteSchema }))
    .mutation(({ ctx, input }) => deletePhoto(ctx.deps, ctx.user, input.type, input.id, input.path)),
  reorder: authedProcedure
    .input(entity.extend({ photos: z.array(z.string().max(2000)).max(200) }))
    .mutation(({ ctx, input }) => reorderPhotos(ctx.deps, ctx.user, input.type, input.id, input.photos)),
})

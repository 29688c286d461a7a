import { z } from 'zod'
import { ENTITY_TYPES } from '../../src/directory/kinds.ts'
import { avatarUrlSchema, entityIdSchema, photoDeleteSchema, profileUpdateSchema } from '../../src/profile/schemas.ts'
import { deletePhoto, reorderPhotos } from '../photos/service.ts'
import { authedProcedure, router } from '../trpc.ts'
import { getProfile, removeAvatar, updateProfile } from './service.ts'

const entity = z.object({ type: z.enum(ENTITY_TYPES), id: entityIdSchema })

/**
 * tRPC door onto the profile, avatar and photo services. Uploads (multipart, with progress) go through the
 * REST mirror: `/api/user/avatar/update` and `/api/{kind}/…/photo/{id}`.
 */
export const profileRouter = router({
  get: authedProcedure.query(({ ctx }) => getProfile(ctx.deps, ctx.user)),
  update: authedProcedure
    .input(profileUpdateSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.user, input)),
  removeAvatar: authedProcedure
    .input(avatarUrlSchema)
    .mutation(({ ctx, input }) => removeAvatar(ctx.deps, ctx.user, input.avatarUrl)),
  photos: router({
    remove: authedProcedure
      .input(entity.extend({ path: photoDeleteSchema }))
      .mutation(({ ctx, input }) => deletePhoto(ctx.deps, ctx.user, input.type, input.id, input.path)),
    reorder: authedProcedure
      .input(entity.extend({ photos: z.array(z.string().max(2000)).max(200) }))
      .mutation(({ ctx, input }) => reorderPhotos(ctx.deps, ctx.user, input.type, input.id, input.photos)),
  }),
})

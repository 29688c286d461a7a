import { avatarUrlSchema, profileUpdateSchema } from '../../src/profile/schemas.ts'
import { authedProcedure, router } from '../trpc.ts'
import { getProfile, removeAvatar, updateProfile } from './service.ts'

/**
 * tRPC door onto the profile and avatar services. Avatar uploads (multipart, with progress) go through the
 * REST mirror: `/api/user/avatar/update`. Photo galleries are the photos feature's (`photos.*`).
 */
export const profileRouter = router({
  get: authedProcedure.query(({ ctx }) => getProfile(ctx.deps, ctx.user)),
  update: authedProcedure
    .input(profileUpdateSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.user, input)),
  removeAvatar: authedProcedure
    .input(avatarUrlSchema)
    .mutation(({ ctx, input }) => removeAvatar(ctx.deps, ctx.user, input.avatarUrl)),
})

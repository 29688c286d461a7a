import { z } from 'zod'
import { avatarUrlSchema, profileUpdateSchema } from '../../src/profile/schemas.ts'
import { englishText } from '../http/errors.ts'
import { operation } from '../http/operation.ts'
import { admitUpload, MultipartUpload, uploadTmpDir } from '../media/multipart.ts'
import { fetchAvatar, getProfile, removeAvatar, updateAvatar, updateProfile } from './service.ts'

const tags = ['profile']

const profileShape = z.object({
  id: z.string(),
  username: z.string().nullable(),
  display_name: z.string(),
  website: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  updated_at: z.string().nullable(),
})

/**
 * The profile and avatar (docs/product.md §6). The tRPC procedures answer the profile itself, the REST mirror
 * wraps it (`{data}`, `{statusMessage, data}`): the two doors' answers differ, so each is its own operation over
 * the same service call. Avatar uploads (multipart, with progress) and the avatar's bytes are REST only. Photo
 * galleries are the photos feature's.
 */
export const profileOperations = {
  get: operation({
    summary: "The signed-in user's profile",
    tags,
    auth: 'user',
    output: profileShape,
    trpc: 'query',
    handler: ({ deps, user }) => getProfile(deps, user),
  }),
  update: operation({
    summary: 'Update username, display name, website, bio',
    tags,
    auth: 'user',
    input: profileUpdateSchema,
    output: profileShape,
    trpc: 'mutation',
    handler: ({ deps, user, input }) => updateProfile(deps, user, input),
  }),
  removeAvatar: operation({
    summary: 'Remove the avatar and clear avatar_url',
    tags,
    auth: 'user',
    input: avatarUrlSchema,
    output: profileShape,
    trpc: 'mutation',
    handler: ({ deps, user, input }) => removeAvatar(deps, user, input.avatarUrl),
  }),
  getRest: operation({
    summary: "The signed-in user's profile",
    tags,
    auth: 'user',
    output: z.object({ data: profileShape }),
    rest: { method: 'get', path: '/user/profile' },
    handler: async ({ deps, user }) => ({ data: await getProfile(deps, user) }),
  }),
  updateRest: operation({
    summary: 'Update username, display name, website, bio',
    tags,
    auth: 'user',
    input: profileUpdateSchema,
    output: z.object({ statusMessage: z.string(), data: profileShape }),
    rest: { method: 'post', path: '/user/profile/update' },
    handler: async ({ deps, user, input }) => ({
      statusMessage: englishText('media.profile.updated'),
      data: await updateProfile(deps, user, input),
    }),
  }),
  uploadAvatar: operation({
    summary: 'Upload an avatar (multipart: file, filePath); stored as {userId}.webp, 512×512',
    tags,
    auth: 'user',
    output: z.object({ statusMessage: z.string(), avatarUrl: z.string(), data: profileShape }),
    rest: { method: 'post', path: '/user/avatar/update', body: 'multipart', input: () => undefined },
    handler: async ({ deps, user, ctx }) => {
      const upload = new MultipartUpload(ctx.req, {
        tmpDir: uploadTmpDir(deps.config.dataDir),
        ticket: admitUpload(deps.uploads, user.id, ctx.req),
        fileFields: ['file'],
        maxFiles: 1,
      })
      try {
        const data = await updateAvatar(deps, user, async () => {
          const { fields, files } = await upload.read()
          return { file: files[0]?.path ?? null, filePath: fields.filePath }
        })
        return { statusMessage: englishText('media.avatar.uploaded'), avatarUrl: data.avatar_url!, data }
      } finally {
        await upload.dispose()
      }
    },
  }),
  avatar: operation({
    summary: "The bytes of the signed-in user's avatar",
    tags,
    auth: 'user',
    input: avatarUrlSchema,
    output: 'binary',
    rest: { method: 'post', path: '/user/avatar' },
    handler: async ({ deps, user, input, ctx }) => {
      const bytes = await fetchAvatar(deps, user, input.avatarUrl)
      ctx.type = 'image/webp'
      ctx.set('Cache-Control', 'private, no-cache')
      ctx.body = bytes
      return undefined
    },
  }),
  removeAvatarRest: operation({
    summary: 'Remove the avatar and clear avatar_url',
    tags,
    auth: 'user',
    input: avatarUrlSchema,
    output: z.object({ statusMessage: z.string(), data: profileShape }),
    // The avatar's URL comes in the body, as with POST /user/avatar (not in the query string).
    rest: { method: 'delete', path: '/user/avatar', body: avatarUrlSchema, input: ({ body }) => body },
    handler: async ({ deps, user, input }) => ({
      statusMessage: englishText('media.avatar.removed'),
      data: await removeAvatar(deps, user, input.avatarUrl),
    }),
  }),
}

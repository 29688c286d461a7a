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
 * The profile and avatar (docs/product.md §6). The tRPC procedures answer the profile itself; the REST mirror
 * wraps it (`{data}`, `{statusMessage, data}`, its binding's `answer`). Avatar uploads (multipart, with progress)
 * and the avatar's bytes are REST only. Photo galleries are the photos feature's.
 */
export const profileOperations = {
  get: operation({
    summary: "The signed-in user's profile",
    tags,
    auth: 'user',
    output: profileShape,
    trpc: 'query',
    rest: {
      method: 'get',
      path: '/user/profile',
      answer: (data) => ({ data }),
      output: z.object({ data: profileShape }),
    },
    handler: ({ deps, user }) => getProfile(deps, user),
  }),
  update: operation({
    summary: 'Update username, display name, website, bio',
    tags,
    auth: 'user',
    input: profileUpdateSchema,
    output: profileShape,
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/user/profile/update',
      answer: (data) => ({ statusMessage: englishText('media.profile.updated'), data }),
      output: z.object({ statusMessage: z.string(), data: profileShape }),
    },
    handler: ({ deps, user, input }) => updateProfile(deps, user, input),
  }),
  removeAvatar: operation({
    summary: 'Remove the avatar and clear avatar_url',
    tags,
    auth: 'user',
    input: avatarUrlSchema,
    output: profileShape,
    trpc: 'mutation',
    rest: {
      method: 'delete',
      path: '/user/avatar',
      // The avatar's URL comes in the body, as with POST /user/avatar (not in the query string).
      body: avatarUrlSchema,
      input: ({ body }) => body,
      answer: (data) => ({ statusMessage: englishText('media.avatar.removed'), data }),
      output: z.object({ statusMessage: z.string(), data: profileShape }),
    },
    handler: ({ deps, user, input }) => removeAvatar(deps, user, input.avatarUrl),
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
}

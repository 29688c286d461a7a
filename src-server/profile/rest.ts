import { z } from 'zod'
import { avatarUrlSchema, profileUpdateSchema } from '../../src/profile/schemas.ts'
import { englishText } from '../http/errors.ts'
import { restRoute } from '../http/rest.ts'
import { admitUpload, MultipartUpload, uploadTmpDir } from '../media/multipart.ts'
import { fetchAvatar, getProfile, removeAvatar, updateAvatar, updateProfile } from './service.ts'

const profileShape = z.object({
  id: z.string(),
  username: z.string().nullable(),
  display_name: z.string(),
  website: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  updated_at: z.string().nullable(),
})

/** REST mirror of docs/product.md §6 for the profile and avatar. */
export const profileRest = [
  restRoute({
    method: 'get',
    path: '/user/profile',
    summary: "The signed-in user's profile",
    tags: ['profile'],
    auth: 'user',
    response: z.object({ data: profileShape }),
    handler: async ({ deps, user }) => ({ data: await getProfile(deps, user) }),
  }),
  restRoute({
    method: 'post',
    path: '/user/profile/update',
    summary: 'Update username, display name, website, bio',
    tags: ['profile'],
    auth: 'user',
    body: profileUpdateSchema,
    response: z.object({ statusMessage: z.string(), data: profileShape }),
    handler: async ({ deps, user, body }) => ({
      statusMessage: englishText('media.profile.updated'),
      data: await updateProfile(deps, user, body),
    }),
  }),
  restRoute({
    method: 'post',
    path: '/user/avatar/update',
    summary: 'Upload an avatar (multipart: file, filePath); stored as {userId}.webp, 512×512',
    tags: ['profile'],
    auth: 'user',
    body: 'multipart',
    response: z.object({ statusMessage: z.string(), avatarUrl: z.string(), data: profileShape }),
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
  restRoute({
    method: 'post',
    path: '/user/avatar',
    summary: "The bytes of the signed-in user's avatar",
    tags: ['profile'],
    auth: 'user',
    body: avatarUrlSchema,
    response: 'binary',
    handler: async ({ deps, user, body, ctx }) => {
      const bytes = await fetchAvatar(deps, user, body.avatarUrl)
      ctx.type = 'image/webp'
      ctx.set('Cache-Control', 'private, no-cache')
      ctx.body = bytes
      return undefined
    },
  }),
  restRoute({
    method: 'delete',
    path: '/user/avatar',
    summary: 'Remove the avatar and clear avatar_url',
    tags: ['profile'],
    auth: 'user',
    body: avatarUrlSchema,
    response: z.object({ statusMessage: z.string(), data: profileShape }),
    handler: async ({ deps, user, body }) => ({
      statusMessage: englishText('media.avatar.removed'),
      data: await removeAvatar(deps, user, body.avatarUrl),
    }),
  }),
]

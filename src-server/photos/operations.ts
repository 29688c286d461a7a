import { z } from 'zod'
import { ENTITY_TYPES, type EntityType, KIND_PATH, KINDS } from '../../src/directory/kinds.ts'
import { entityIdSchema, photoDeleteSchema, photoFocusSchema } from '../../src/photos/schemas.ts'
import { operation } from '../http/operation.ts'
import { IMAGE_LIMITS } from '../media/images.ts'
import { admitUpload, MultipartUpload, uploadTmpDir } from '../media/multipart.ts'
import { deletePhoto, reorderPhotos, setPhotoFocus, uploadPhotos } from './service.ts'

const tags = ['photos']

/** docs/product.md §7: `/venues/owner/photo/:id` for kinds their owners edit, `/artists/admin/photo/:id` otherwise. */
const photoPath = (type: EntityType) => `/${KIND_PATH[type]}/${KINDS[type].photoEditor}/photo/:id`
const who = (type: EntityType) => (KINDS[type].photoEditor === 'owner' ? `the ${type} owner or an admin` : 'admins')

const entity = z.object({ type: z.enum(ENTITY_TYPES), id: entityIdSchema })
const params = z.object({ id: entityIdSchema })

/** Photo galleries of directory entries. Uploads (multipart, with progress) go through the REST mirror only. */
export const photosOperations = {
  upload: operation({
    summary: `Upload photos of a listing (multipart field "photos", up to ${IMAGE_LIMITS.maxFiles} files of ${IMAGE_LIMITS.maxFileBytes / 1024 / 1024} MB)`,
    tags,
    auth: 'user',
    input: entity,
    output: z.object({ statusMessage: z.string(), responses: z.array(z.string()), photos: z.array(z.string()) }),
    rest: ENTITY_TYPES.map((type) => ({
      method: 'post' as const,
      path: photoPath(type),
      summary: `Upload ${type} photos (multipart field "photos", up to ${IMAGE_LIMITS.maxFiles} files of ${IMAGE_LIMITS.maxFileBytes / 1024 / 1024} MB; ${who(type)})`,
      params,
      body: 'multipart' as const,
      input: ({ params }: { params: { id: number } }) => ({ type, id: params.id }),
    })),
    handler: async ({ deps, user, input, ctx }) => {
      const upload = new MultipartUpload(ctx.req, {
        tmpDir: uploadTmpDir(deps.config.dataDir),
        ticket: admitUpload(deps.uploads, user.id, ctx.req),
        fileFields: ['photos', 'photos[]'],
      })
      try {
        return await uploadPhotos(deps, user, input.type, input.id, async () => (await upload.read()).files)
      } finally {
        await upload.dispose()
      }
    },
  }),
  remove: operation({
    summary: 'Delete a photo of a listing, named by the last two segments of its URL',
    tags,
    auth: 'user',
    input: entity.extend({ path: photoDeleteSchema }),
    output: z.object({ statusMessage: z.string(), photos: z.array(z.string()) }),
    trpc: 'mutation',
    // REST: the body is the photo's path ({"path": …}), the listing is in the URL.
    rest: ENTITY_TYPES.map((type) => ({
      method: 'delete' as const,
      path: photoPath(type),
      summary: `Delete a ${type} photo; body {"path": "<last two segments of its URL>"} (${who(type)})`,
      params,
      body: photoDeleteSchema,
      input: ({ params, body }: { params: { id: number }; body: string }) => ({ type, id: params.id, path: body }),
    })),
    handler: ({ deps, user, input }) => deletePhoto(deps, user, input.type, input.id, input.path),
  }),
  reorder: operation({
    summary: "Put a listing's photos in a new order (every photo it has, once)",
    tags,
    auth: 'user',
    input: entity.extend({ photos: z.array(z.string().max(2000)).max(200) }),
    output: z.object({ photos: z.array(z.string()) }),
    trpc: 'mutation',
    handler: ({ deps, user, input }) => reorderPhotos(deps, user, input.type, input.id, input.photos),
  }),
  focus: operation({
    summary: "Set a photo's focus point (percent from the top left; cards and the cover crop around it)",
    tags,
    auth: 'user',
    input: entity.extend({
      path: photoFocusSchema.shape.path,
      x: photoFocusSchema.shape.x,
      y: photoFocusSchema.shape.y,
    }),
    output: z.object({ photos: z.array(z.string()) }),
    trpc: 'mutation',
    rest: ENTITY_TYPES.map((type) => ({
      method: 'put' as const,
      path: `${photoPath(type)}/focus`,
      summary: `Set a ${type} photo's focus point; body {"path": "<last two segments of its URL>", "x": 0–100, "y": 0–100} (${who(type)})`,
      params,
      body: photoFocusSchema,
      input: ({ params, body }: { params: { id: number }; body: z.infer<typeof photoFocusSchema> }) => ({
        type,
        id: params.id,
        ...body,
      }),
    })),
    handler: ({ deps, user, input }) =>
      setPhotoFocus(deps, user, input.type, input.id, input.path, { x: input.x, y: input.y }),
  }),
}

import { z } from 'zod'
import { ENTITY_TYPES, type EntityType, KIND_PATH, KINDS } from '../../src/directory/kinds.ts'
import { entityIdSchema, photoDeleteSchema } from '../../src/photos/schemas.ts'
import { type RestRoute, restRoute } from '../http/rest.ts'
import { IMAGE_LIMITS } from '../media/images.ts'
import { admitUpload, MultipartUpload, uploadTmpDir } from '../media/multipart.ts'
import { deletePhoto, uploadPhotos } from './service.ts'

/** docs/product.md §7: `/venues/owner/photo/:id` for kinds their owners edit, `/artists/admin/photo/:id` otherwise. */
const photoPath = (type: EntityType) => `/${KIND_PATH[type]}/${KINDS[type].photoEditor}/photo/:id`
const who = (type: EntityType) => (KINDS[type].photoEditor === 'owner' ? `the ${type} owner or an admin` : 'admins')

const params = z.object({ id: entityIdSchema })

function routesFor(type: EntityType): RestRoute[] {
  return [
    restRoute({
      method: 'post',
      path: photoPath(type),
      summary: `Upload ${type} photos (multipart field "photos", up to ${IMAGE_LIMITS.maxFiles} files of ${IMAGE_LIMITS.maxFileBytes / 1024 / 1024} MB; ${who(type)})`,
      tags: ['photos'],
      auth: 'user',
      params,
      body: 'multipart',
      response: z.object({ statusMessage: z.string(), responses: z.array(z.string()), photos: z.array(z.string()) }),
      handler: async ({ deps, user, params, ctx }) => {
        const upload = new MultipartUpload(ctx.req, {
          tmpDir: uploadTmpDir(deps.config.dataDir),
          ticket: admitUpload(deps.uploads, user.id, ctx.req),
          fileFields: ['photos', 'photos[]'],
        })
        try {
          return await uploadPhotos(deps, user, type, params.id, async () => (await upload.read()).files)
        } finally {
          await upload.dispose()
        }
      },
    }),
    restRoute({
      method: 'delete',
      path: photoPath(type),
      summary: `Delete a ${type} photo; body {"path": "<last two segments of its URL>"} (${who(type)})`,
      tags: ['photos'],
      auth: 'user',
      params,
      body: photoDeleteSchema,
      response: z.object({ statusMessage: z.string(), photos: z.array(z.string()) }),
      handler: async ({ deps, user, params, body }) => deletePhoto(deps, user, type, params.id, body),
    }),
  ]
}

export const photosRest: RestRoute[] = ENTITY_TYPES.flatMap(routesFor)

import { z } from 'zod'
import { entityIdSchema, type PhotoEntityType, photoDeleteSchema } from '../../src/profile/schemas.ts'
import { type RestRoute, restRoute } from '../http/rest.ts'
import { MultipartUpload, uploadTmpDir } from '../media/multipart.ts'
import { deletePhoto, uploadPhotos } from './service.ts'

const PATHS: Record<PhotoEntityType, string> = {
  venue: '/venues/owner/photo/:id',
  artist: '/artists/admin/photo/:id',
  service: '/services/admin/photo/:id',
}
const WHO: Record<PhotoEntityType, string> = {
  venue: 'the venue owner or an admin',
  artist: 'admins',
  service: 'admins',
}

const params = z.object({ id: entityIdSchema })

function routesFor(type: PhotoEntityType): RestRoute[] {
  return [
    restRoute({
      method: 'post',
      path: PATHS[type],
      summary: `Upload ${type} photos (multipart field "photos", up to 10 files of 15 MB; ${WHO[type]})`,
      tags: ['photos'],
      auth: 'user',
      params,
      body: 'multipart',
      response: z.object({ statusMessage: z.string(), responses: z.array(z.string()), photos: z.array(z.string()) }),
      handler: async ({ deps, user, params, ctx }) => {
        const upload = new MultipartUpload(ctx.req, {
          tmpDir: uploadTmpDir(deps.config.dataDir),
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
      path: PATHS[type],
      summary: `Delete a ${type} photo; body {"path": "<last two segments of its URL>"} (${WHO[type]})`,
      tags: ['photos'],
      auth: 'user',
      params,
      body: photoDeleteSchema,
      response: z.object({ statusMessage: z.string(), photos: z.array(z.string()) }),
      handler: async ({ deps, user, params, body }) => deletePhoto(deps, user, type, params.id, body),
    }),
  ]
}

export const photosRest: RestRoute[] = [...routesFor('venue'), ...routesFor('artist'), ...routesFor('service')]

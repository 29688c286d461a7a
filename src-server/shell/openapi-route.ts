import { z } from 'zod'
import { restRoute } from '../http/rest.ts'
import { buildOpenApi, type OpenApiDocument } from './openapi.ts'

/** Built once per App (keyed by its deps), from every feature's REST routes. */
const cache = new WeakMap<object, OpenApiDocument>()

/** GET /api/openapi.json (public). */
export const openApiRoute = restRoute({
  method: 'get',
  path: '/openapi.json',
  summary: 'This OpenAPI 3.1 document of the REST mirror',
  tags: ['shell'],
  auth: 'public',
  response: z.object({ openapi: z.literal('3.1.0') }).loose(),
  handler: async ({ deps, ctx }) => {
    let doc = cache.get(deps)
    if (!doc) {
      // Imported here, not at the top: features.ts imports this feature (import cycle).
      const { REST_ROUTES } = await import('../features.ts')
      doc = buildOpenApi(REST_ROUTES, { serverUrl: deps.config.publicUrl, authCookieName: deps.authCookieName })
      cache.set(deps, doc)
    }
    ctx.set('Cache-Control', 'public, max-age=300')
    return doc as OpenApiDocument & Record<string, unknown>
  },
})

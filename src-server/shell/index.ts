import type { Feature } from '../feature.ts'
import { clientErrorsRoute } from './client-errors.ts'
import { openApiRoute } from './openapi-route.ts'
import { mountSitemap } from './sitemap.ts'

export const shellFeature: Feature = {
  name: 'shell',
  rest: [clientErrorsRoute, openApiRoute],
  mount: (koa, deps) => mountSitemap(koa, deps),
}

import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { openApiRoute } from './openapi-route.ts'
import { shellOperations } from './operations.ts'
import { mountSitemap } from './sitemap.ts'

export const shellFeature: Feature = {
  name: 'shell',
  rest: [...restRoutesOf(shellOperations), openApiRoute],
  mount: (koa, deps) => mountSitemap(koa, deps),
}

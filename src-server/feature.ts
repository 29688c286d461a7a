import type http from 'node:http'
import type Koa from 'koa'
import type { RouteMatch, RouteName } from '../src/routes.ts'
import type { Deps } from './deps.ts'
import type { RestRoute } from './http/rest.ts'

/** What the server puts into the HTML of a page (SEO, status). */
export interface PageHead {
  /** 404 when the route's own validation fails (e.g. an id that does not exist). */
  status?: number
  title?: string
  description?: string
  image?: string
  type?: 'website' | 'article' | 'profile' | 'place'
  /** JSON-LD object for rich results. */
  jsonLd?: Record<string, unknown>
}

export type PageHeadResolver = (match: RouteMatch, deps: Deps) => Promise<PageHead | null>

/**
 * A feature plugs into the server through this one shape, so adding one never means editing the app core.
 * tRPC routers are the exception: they are wired statically in router.ts for end-to-end types.
 */
export interface Feature {
  name: string
  /** Routes of the `/api` REST mirror. */
  rest?: readonly RestRoute[]
  /** Koa middleware mounted before the SPA fallback (e.g. `/auth/v1`, `/storage/v1`, `/sitemap.xml`). */
  mount?: (app: Koa, deps: Deps) => void
  /** Runs once at start after migrations (buckets, demo data, realtime hub). */
  setup?: (deps: Deps) => Promise<void>
  /** Runs once the HTTP server listens (WebSocket upgrades); may return a stop function. */
  attach?: (server: http.Server, deps: Deps) => Promise<(() => Promise<void>) | undefined> | undefined
  /** Server-rendered head (title, description, OG) and status for some routes. */
  pageHeads?: Partial<Record<RouteName, PageHeadResolver>>
}

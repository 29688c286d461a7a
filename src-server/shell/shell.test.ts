import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Router from '@koa/router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LOCALES } from '../../src/i18n/locales.ts'
import { localizePath } from '../../src/routes.ts'
import { restRoute } from '../http/rest.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { buildOpenApi, openApiPath } from './openapi.ts'

// A minimal SPA template, so the head the server writes can be checked without building the client.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-shell-dist-'))
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
)

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ setup: false, env: { CLIENT_DIST_DIR: distDir } })
})
afterAll(async () => {
  await t?.stop()
  fs.rmSync(distDir, { recursive: true, force: true })
})

/** The `/api` routes the running server mounted, read from the Koa router's stack. */
function mountedApiRoutes(): { method: string; path: string }[] {
  const routers = t.app.koa.middleware
    .map((mw) => (mw as { router?: Router }).router)
    .filter((r): r is Router => Boolean(r && (r as { opts?: { prefix?: string } }).opts?.prefix === '/api'))
  expect(routers.length).toBeGreaterThan(0)
  const out: { method: string; path: string }[] = []
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue // koa-router adds HEAD to every GET
        out.push({ method: method.toLowerCase(), path: String(layer.path) })
      }
    }
  }
  return out
}

async function insertArtist(name: string): Promise<number> {
  const row = await t.deps.db
    .insertInto('artists')
    .values({ name, city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.4, act_type: 'band' } as never)
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and covers every mounted /api route with auth, request, response and error shapes', async () => {
    const res = await t.api('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.components.schemas.Error.required).toEqual(['statusCode', 'statusMessage'])

    const mounted = mountedApiRoutes()
    expect(mounted.length).toBeGreaterThanOrEqual(2)
    const missing = mounted.filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method])
    expect(missing, `mounted but undocumented: ${JSON.stringify(missing)}`).toEqual([])

    // And nothing documented that is not mounted.
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m} ${p}`),
    )
    const mountedKeys = new Set(mounted.map((r) => `${r.method} ${openApiPath(r.path)}`))
    expect(documented.filter((d) => !mountedKeys.has(d))).toEqual([])

    for (const ops of Object.values(doc.paths as Record<string, Record<string, any>>)) {
      for (const op of Object.values(ops)) {
        expect(op.summary).toBeTruthy()
        expect(op['x-auth']).toMatch(/^(public|optional|user|admin)$/)
        expect(op.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error')
        if (op['x-auth'] === 'user' || op['x-auth'] === 'admin') expect(op.responses['401']).toBeTruthy()
        if (op['x-auth'] === 'admin') expect(op.responses['403']).toBeTruthy()
      }
    }
    // An operation that answers nothing (`output: z.void()`) is documented as 204 No Content.
    const deleteRider = doc.paths['/api/riders/{id}'].delete
    expect(deleteRider.responses['204']).toEqual({ description: 'No Content' })
    expect(deleteRider.responses['200']).toBeUndefined()
    const clientErrors = doc.paths['/api/client-errors'].post
    expect(clientErrors.requestBody.content['application/json'].schema.required).toContain('message')
    expect(clientErrors.responses['202']).toBeTruthy()
  })

  it('describes params, query, JSON and multipart bodies and binary responses from the zod schemas', () => {
    const routes = [
      restRoute({
        method: 'get',
        path: '/things/:id',
        summary: 'Get a thing',
        tags: ['things'],
        auth: 'public',
        params: z.object({ id: z.coerce.number().int().positive() }),
        query: z.object({ q: z.string().max(20).optional(), limit: z.coerce.number().default(10) }),
        response: z.object({ id: z.number(), name: z.string() }),
        handler: async () => ({ id: 1, name: 'x' }),
      }),
      restRoute({
        method: 'post',
        path: '/things/:id/photo',
        summary: 'Upload',
        tags: ['things'],
        auth: 'admin',
        body: 'multipart',
        response: 'binary',
        status: 201,
        handler: async () => undefined,
      }),
      restRoute({
        method: 'patch',
        path: '/things/:id',
        summary: 'Rename',
        tags: ['things'],
        auth: 'user',
        body: z.object({ name: z.string().min(1) }),
        handler: async () => undefined,
      }),
    ]
    const doc = buildOpenApi(routes, { serverUrl: 'http://x' })
    const get = doc.paths['/api/things/{id}']!.get as any
    expect(get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'q', in: 'query', required: false }),
        expect.objectContaining({ name: 'limit', in: 'query' }),
      ]),
    )
    expect(get.security).toEqual([])
    expect(get.responses['200'].content['application/json'].schema.properties.name.type).toBe('string')
    const post = doc.paths['/api/things/{id}/photo']!.post as any
    expect(post.requestBody.content['multipart/form-data']).toBeTruthy()
    expect(post.responses['201'].content['application/octet-stream']).toBeTruthy()
    expect(post.responses['403']).toBeTruthy()
    const patch = doc.paths['/api/things/{id}']!.patch as any
    expect(patch.requestBody.content['application/json'].schema.properties.name.minLength).toBe(1)
    expect(patch.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }])
  })
})

describe('sitemap.xml, robots.txt and the head of a details page', () => {
  it('lists details pages per locale with hreflang alternates', async () => {
    const id = await insertArtist('Sitemap Band')
    const res = await t.api('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('xml')
    const xml = await res.text()
    expect(xml).toContain('<urlset')
    for (const l of LOCALES) {
      const loc = `${t.url}${localizePath(`/artists/${id}/details`, l)}`
      expect(xml).toContain(`<loc>${loc}</loc>`)
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${l}" href="${loc}"/>`)
    }
    expect(xml).toContain(`hreflang="x-default" href="${t.url}/artists/${id}/details"`)
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    expect(xml).toContain(`<loc>${t.url}/de/venues/search</loc>`)

    const page = await t.api('/sitemaps/artists-1.xml')
    expect(await page.text()).toContain(`<loc>${t.url}/fr/artists/${id}/details</loc>`)
    expect((await t.api('/sitemaps/nope-1.xml')).status).toBe(404)
  })

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.api('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain(`Sitemap: ${t.url}/sitemap.xml`)
    expect(text).toContain('Disallow: /api/')
  })

  it('writes title, description, canonical, hreflang and Open Graph into a details page', async () => {
    const id = await insertArtist('Head Band')
    const res = await t.api(`/de/artists/${id}/details`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<html lang="de"')
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+">/)
    expect(html).toContain(`<link rel="canonical" href="${t.url}/de/artists/${id}/details">`)
    for (const l of LOCALES) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${l}" href="${t.url}${localizePath(`/artists/${id}/details`, l)}">`,
      )
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${t.url}/artists/${id}/details">`)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/)
    expect(html).toContain(`<meta property="og:url" content="${t.url}/de/artists/${id}/details">`)
    expect(html).toContain('<meta property="og:locale" content="de">')
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/routes.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './route-preloads.ts'

// The real client build (vitest.global-setup.ts builds it when missing).
const distDir = path.resolve(process.env.CLIENT_DIST_DIR ?? 'dist/client')
const preloads = JSON.parse(fs.readFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ setup: false, env: { CLIENT_DIST_DIR: distDir } })
})
afterAll(async () => {
  await t?.stop()
})

const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]!)
/** What the server added to the template's own preloads and styles. */
const added = (html: string, rel: string) => hrefs(html, rel).filter((h) => !hrefs(template, rel).includes(h))

describe('route preloads', () => {
  it('the build lists every route of the table with its page chunk, and each file exists', () => {
    for (const route of ROUTES) {
      const own = preloads.routes[route.name]
      expect(own?.js.length, route.name).toBeGreaterThan(0)
      for (const file of [...own!.js, ...own!.css]) expect(fs.existsSync(path.join(distDir, file)), file).toBe(true)
    }
    expect(Object.keys(preloads.dictionaries).sort()).toEqual(['de', 'en', 'es', 'fr', 'it'])
  })

  it('a search page preloads its chunks, its styles and both halves of its language, none the entry loads', async () => {
    const res = await t.api('/de/artists/search')
    expect(res.status).toBe(200)
    const html = await res.text()
    const own = preloads.routes['artists-search']!
    expect(added(html, 'modulepreload').sort()).toEqual(
      [...own.js, preloads.dictionaries.de!.core!, preloads.dictionaries.de!.rest!].sort(),
    )
    expect(added(html, 'stylesheet').sort()).toEqual([...own.css].sort())
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(template)![1]!
    expect(added(html, 'modulepreload')).not.toContain(entry)
    for (const file of added(html, 'modulepreload')) {
      const asset = await t.api(file)
      expect(asset.status, file).toBe(200)
      expect(asset.headers.get('content-type')).toMatch(/javascript/)
    }
  })

  it('the home page needs only the core messages; an unknown path only those of its language', async () => {
    const home = await (await t.api('/', { headers: { 'accept-language': 'en' } })).text()
    expect(added(home, 'modulepreload')).toContain(preloads.dictionaries.en!.core)
    expect(added(home, 'modulepreload')).not.toContain(preloads.dictionaries.en!.rest)
    expect(added(home, 'modulepreload')).toEqual(expect.arrayContaining(preloads.routes.index!.js))

    const missing = await t.api('/fr/no-such-page')
    expect(missing.status).toBe(404)
    expect(added(await missing.text(), 'modulepreload')).toEqual([preloads.dictionaries.fr!.core])
  })
})

describe('static assets', () => {
  it('are sent brotli- or gzip-compressed to browsers that accept it, and as they are to others', async () => {
    const file = preloads.routes['artists-search']!.js[0]!
    const raw = fs.readFileSync(path.join(distDir, file), 'utf8')
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await t.api(file, { headers: { 'accept-encoding': accept } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(res.headers.get('content-type')).toMatch(/javascript/)
      expect(await res.text()).toBe(raw) // fetch decodes br and gzip
    }
  })
})

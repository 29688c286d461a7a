import Router from '@koa/router'
import type Koa from 'koa'
import { ENTITY_TYPES, KIND_PATH } from '../../src/directory/kinds.ts'
import { LOCALES } from '../../src/i18n/locales.ts'
import { localizePath, pathFor, type RouteName } from '../../src/routes.ts'
import type { Deps } from '../deps.ts'

/**
 * `/sitemap.xml` (docs/product.md §2 locale routing): the public pages and every details page of the
 * directory, once per locale, each with its hreflang alternates. Ids are paged in fixed id ranges
 * (`/sitemaps/{kind}-{page}.xml`, served from the primary key index) once the directory outgrows one file.
 */
export const KINDS = ENTITY_TYPES.map((kind) => {
  const table = KIND_PATH[kind]
  return { table, route: `${table}-id-details` } as const satisfies { table: string; route: RouteName }
})

type Kind = (typeof KINDS)[number]

/** Ids per sitemap file: × 5 locales stays under the protocol's 50 000 URLs per file. */
export const IDS_PER_FILE = 9000

const STATIC_PAGES: RouteName[] = [
  'index',
  'search',
  ...ENTITY_TYPES.map((kind) => `${KIND_PATH[kind]}-search` as const),
]

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/** One `<url>` per locale, each listing all locales (and x-default) as alternates. */
function urlEntries(base: string, barePath: string, lastmod?: Date): string[] {
  const alternates = [
    ...LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(base + localizePath(barePath, l))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(base + barePath)}"/>`,
  ].join('')
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  return LOCALES.map((l) => `<url><loc>${xmlEscape(base + localizePath(barePath, l))}</loc>${mod}${alternates}</url>`)
}

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`

async function maxIds(deps: Deps): Promise<Record<Kind['table'], number>> {
  const out = {} as Record<Kind['table'], number>
  for (const k of KINDS) {
    const row = await deps.db
      .selectFrom(k.table)
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst()
    out[k.table] = Number(row?.max ?? 0)
  }
  return out
}

async function detailEntries(deps: Deps, kind: Kind, fromId: number, toId: number): Promise<string[]> {
  const rows = await deps.db
    .selectFrom(kind.table)
    .select(['id', 'updated_at'])
    .where('id', '>=', fromId)
    .where('id', '<=', toId)
    .orderBy('id')
    .execute()
  return rows.flatMap((r) =>
    urlEntries(deps.config.publicUrl, pathFor(kind.route, { id: r.id }), new Date(r.updated_at as unknown as string)),
  )
}

const staticEntries = (base: string) => STATIC_PAGES.flatMap((name) => urlEntries(base, pathFor(name)))

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /trpc/',
    'Disallow: /auth/',
    'Disallow: /account',
    'Disallow: /favorites',
    'Disallow: /riderGenerator',
    'Disallow: /stageWhisperer/',
    'Disallow: /dev/',
    ...LOCALES.filter((l) => l !== 'en').map((l) => `Disallow: /${l}/auth/`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}

export function mountSitemap(koa: Koa, deps: Deps): void {
  const router = new Router()
  const xml = (ctx: Koa.Context, body: string) => {
    ctx.type = 'application/xml; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = body
  }
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = robotsTxt(deps.config.publicUrl)
  })
  router.get('/sitemap.xml', async (ctx) => {
    const base = deps.config.publicUrl
    const max = await maxIds(deps)
    const files = KINDS.flatMap((k) =>
      Array.from({ length: Math.ceil(max[k.table] / IDS_PER_FILE) }, (_, i) => `${k.table}-${i + 1}`),
    )
    if (files.length <= 1) {
      // Small directory: one file with everything.
      const entries = [...staticEntries(base)]
      for (const k of KINDS) entries.push(...(await detailEntries(deps, k, 1, max[k.table])))
      if (entries.length <= 50_000) return xml(ctx, urlset(entries))
    }
    const locs = ['static', ...files].map(
      (f) => `<sitemap><loc>${xmlEscape(`${base}/sitemaps/${f}.xml`)}</loc></sitemap>`,
    )
    xml(
      ctx,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.join('\n')}\n</sitemapindex>\n`,
    )
  })
  router.get('/sitemaps/:file', async (ctx, next) => {
    const file = ctx.params.file ?? ''
    if (file === 'static.xml') return xml(ctx, urlset(staticEntries(deps.config.publicUrl)))
    const m = /^(artists|venues|services)-([1-9]\d{0,6})\.xml$/.exec(file)
    if (!m) return next()
    const kind = KINDS.find((k) => k.table === m[1])!
    const page = Number(m[2])
    const entries = await detailEntries(deps, kind, (page - 1) * IDS_PER_FILE + 1, page * IDS_PER_FILE)
    xml(ctx, urlset(entries))
  })
  koa.use(router.routes())
}

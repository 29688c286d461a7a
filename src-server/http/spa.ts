import fs from 'node:fs'
import path from 'node:path'
import type Koa from 'koa'
import send from 'koa-send'
import type { ClientConfig } from '../../src/client-config.ts'
import { createTranslator } from '../../src/i18n/index.ts'
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALES,
  type Locale,
  preferredLocale,
} from '../../src/i18n/locales.ts'
import { localizePath, matchRoute, type RouteDef, splitLocale } from '../../src/routes.ts'
import type { Deps } from '../deps.ts'
import type { PageHead, PageHeadResolver } from '../feature.ts'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './route-preloads.ts'

/** Paths owned by the server, never by the SPA. */
const SERVER_PREFIXES = ['/api', '/trpc', '/auth/v1', '/storage/v1', '/realtime', '/healthz', '/readyz']

export function clientConfig(deps: Deps): ClientConfig {
  return {
    supabaseUrl: deps.config.embeddedSupabase ? null : deps.supabaseUrl,
    supabaseAnonKey: deps.supabaseAnonKey,
    authCookieName: deps.authCookieName,
    embedded: deps.config.embeddedSupabase,
    devMailbox: deps.config.devMailbox,
    secureCookies: deps.config.https,
    signup: !deps.config.embeddedSupabase || deps.config.AUTH_SIGNUP,
    mapStyleUrl: deps.config.MAP_STYLE_URL,
  }
}

/** Id of the JSON data block that carries the client config (data, not script: the CSP allows no inline script). */
export const APP_CONFIG_ELEMENT_ID = 'app-config'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The head the server writes for a page: title, description, canonical, hreflang alternates, Open Graph. */
export function renderHead(opts: {
  deps: Deps
  locale: Locale
  path: string
  search: string
  head: PageHead
  status: number
}): string {
  const { deps, locale, path: barePath, head } = opts
  const t = createTranslator(locale)
  const base = deps.config.publicUrl
  const brand = t('common.brand')
  const title = head.title ? `${head.title} · ${brand}` : `${brand} — ${t('common.tagline')}`
  const description = head.description ?? t('common.home.lead')
  const canonical = `${base}${localizePath(barePath, locale)}${opts.search}`
  const tags = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(description)}">`]
  if (opts.status === 200) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`)
    for (const l of LOCALES) {
      tags.push(
        `<link rel="alternate" hreflang="${l}" href="${escapeHtml(`${base}${localizePath(barePath, l)}${opts.search}`)}">`,
      )
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${base}${barePath}${opts.search}`)}">`)
  } else {
    tags.push('<meta name="robots" content="noindex">')
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(brand)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title ?? title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${locale}">`,
  )
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`)
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`)
  }
  const config = JSON.stringify(clientConfig(deps)).replace(/</g, '\\u003c')
  tags.push(`<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${config}</script>`)
  return tags.join('\n    ')
}

interface ClientBuild {
  template: string
  preloads: RoutePreloads | null
}

/** The built index.html and the route preload table written with it (null before the first build). */
function readBuild(distDir: string): ClientBuild | null {
  const file = path.join(distDir, 'index.html')
  if (!fs.existsSync(file)) return null
  const preloadFile = path.join(distDir, ROUTE_PRELOADS_FILE)
  return {
    template: fs.readFileSync(file, 'utf8'),
    preloads: fs.existsSync(preloadFile) ? (JSON.parse(fs.readFileSync(preloadFile, 'utf8')) as RoutePreloads) : null,
  }
}

/**
 * Preloads for what the page needs beyond the entry: its chunks, its styles and the messages of its language,
 * fetched while the browser runs the entry (the client waits for them before its first render).
 */
export function preloadTags(preloads: RoutePreloads | null, route: RouteDef | null, locale: Locale): string {
  const page = route ? preloads?.routes[route.name] : undefined
  const messages = preloads?.dictionaries[locale]
  const modules = [...(page?.js ?? []), messages?.core, route && !route.coreMessages ? messages?.rest : undefined]
  return [
    ...(page?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...modules.flatMap((href) => (href ? [`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`] : [])),
  ].join('\n    ')
}

/**
 * Serves the built client: static files, and for every other GET the SPA's index.html with the right status
 * (200 for a route of the table, 404 otherwise) and a server-written head.
 */
export function spaMiddleware(deps: Deps, pageHeads: Partial<Record<string, PageHeadResolver>>): Koa.Middleware {
  const distDir = deps.config.clientDistDir
  let build = readBuild(distDir)
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    if (SERVER_PREFIXES.some((p) => ctx.path === p || ctx.path.startsWith(`${p}/`))) return next()

    // Static files of the build (hashed assets are immutable; the build manifest must never be cached).
    if (/\.[a-z0-9]+$/i.test(ctx.path) && !ctx.path.endsWith('.html')) {
      try {
        const immutable = ctx.path.startsWith('/assets/')
        await send(ctx, ctx.path, {
          root: distDir,
          maxage: immutable ? 365 * 24 * 3600 * 1000 : 0,
          immutable,
          setHeaders: (res) => {
            if (!immutable) res.setHeader('Cache-Control', 'no-cache')
            res.setHeader('Vary', 'Accept-Encoding') // assets have brotli and gzip copies (vite.config.ts)
          },
        })
        return
      } catch {
        return next()
      }
    }

    const { locale: prefixLocale, path: barePath, prefixed } = splitLocale(ctx.path)
    const cookieLocale = ctx.cookies.get(LOCALE_COOKIE)
    // `/` goes to the visitor's saved locale, else the browser's preferred one.
    if (ctx.path === '/') {
      const wanted = cookieLocale && isLocale(cookieLocale) ? cookieLocale : preferredLocale(ctx.get('accept-language'))
      if (wanted && wanted !== DEFAULT_LOCALE) {
        ctx.redirect(localizePath('/', wanted))
        return
      }
    }
    const locale = prefixed ? prefixLocale : DEFAULT_LOCALE
    const match = matchRoute(ctx.path)
    let status = match ? 200 : 404
    let head: PageHead = {}
    if (match) {
      const resolver = pageHeads[match.route.name]
      const resolved = resolver ? await resolver(match, deps) : null
      if (resolved) head = resolved
      if (resolved?.status) status = resolved.status
    }
    const t = createTranslator(locale)
    if (status === 404) head = { title: t('common.errors.notFoundTitle') }
    else if (!head.title && match) head = { ...head, title: t(`common.pages.${match.route.name}`) }

    build ??= readBuild(distDir)
    if (!build) {
      ctx.status = 503
      ctx.body = 'The client is not built yet: run `npm run build`.'
      return
    }
    if (match) {
      ctx.cookies.set(LOCALE_COOKIE, locale, {
        maxAge: LOCALE_COOKIE_MAX_AGE_S * 1000,
        httpOnly: false,
        sameSite: 'lax',
        overwrite: true,
      })
    }
    ctx.status = status
    ctx.type = 'html'
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = build.template
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace('<!--app-head-->', renderHead({ deps, locale, path: barePath, search: '', head, status }))
      .replace('</head>', `  ${preloadTags(build.preloads, match?.route ?? null, locale)}\n  </head>`)
  }
}

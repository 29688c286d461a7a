import { bodyParser } from '@koa/bodyparser'
import type Koa from 'koa'
import helmet from 'koa-helmet'
import permissionsPolicy from 'permissions-policy'
import { matchRoute } from '../../src/routes.ts'
import type { Config } from '../config.ts'
import type { Deps } from '../deps.ts'
import { AppError } from './errors.ts'

/** Where browsers send CSP violation reports (logged as warnings; the e2e walks fail on any). */
export const CSP_REPORT_PATH = '/csp-report'

/** The only page meant to be embedded (broadcast tools frame the stage display): DISPLAY_FRAME_ANCESTORS. */
const EMBEDDABLE_ROUTE = 'stageWhisperer-display'

type Directives = Record<string, string[]>

const originOf = (url: string) => new URL(url).origin

/**
 * The SPA's Content-Security-Policy. Scripts only from our origin (the HTML carries no inline script: the client
 * config is a JSON data block); styles may be inline (Mantine writes style attributes and <style> tags); the
 * browser talks to our origin, the Supabase project and the stage WebSocket; images also come as data:/blob:
 * (previews before upload) and from the storage origin; the map style's origin serves map data.
 */
export function cspDirectives(config: Config, frameAncestors: string[] = ["'none'"]): Directives {
  const site = originOf(config.publicUrl)
  const supabase = config.SUPABASE_URL ? originOf(config.SUPABASE_URL) : null
  const socket = site.replace(/^http/, 'ws')
  // The map style's origin serves its tiles, glyphs and sprites (fetched, and drawn as images).
  const map = originOf(config.MAP_STYLE_URL)
  const extra = (...origins: (string | null)[]) => [...new Set(origins.filter((o): o is string => Boolean(o)))]
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra(site, supabase, map)],
    'font-src': ["'self'", 'data:'],
    // blob: the page's own object URLs. Chromium fetches a picked file's preview URL again through connect-src when
    // the image fails to decode (a broken avatar file), which would otherwise be reported as a violation.
    'connect-src': ["'self'", 'blob:', ...extra(site, socket, supabase, map)],
    // MapLibre runs its tile workers from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
    'report-uri': [CSP_REPORT_PATH],
  }
  if (config.https) directives['upgrade-insecure-requests'] = []
  return directives
}

/** Browser features we do not use are switched off; geolocation (a coming "near me") and the display's own two stay. */
const PERMISSIONS = {
  geolocation: ['self'],
  fullscreen: ['self'],
  screenWakeLock: ['self'],
  camera: [],
  microphone: [],
  displayCapture: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  idleDetection: [],
  browsingTopics: [],
}

interface Variant {
  /** DISPLAY_FRAME_ANCESTORS for the embeddable page; null: nobody may frame it. */
  frameAncestors: string[] | null
  /** Public storage objects (photos, avatars) may be shown by other sites; everything else stays same-origin. */
  corp: 'same-origin' | 'cross-origin'
}

function helmetFor(config: Config, variant: Variant): Koa.Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(config, variant.frameAncestors ?? ["'none'"]),
    },
    // frame-ancestors says it for browsers that read CSP; X-Frame-Options cannot list origins.
    xFrameOptions: variant.frameAncestors ? false : { action: 'deny' },
    strictTransportSecurity: config.https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: variant.corp },
  })
}

/**
 * Security headers on every response, in one place (helmet + permissions-policy): CSP, nosniff,
 * Referrer-Policy, frame-ancestors / X-Frame-Options, Permissions-Policy, CORP/COOP, and HSTS when PUBLIC_URL is
 * https. The stage display may be framed by the origins in DISPLAY_FRAME_ANCESTORS.
 */
export function securityHeaders(config: Config): Koa.Middleware {
  // Built on the first request: publicUrl is final only once the server listens (PORT=0 on a laptop).
  let variants: { standard: Koa.Middleware; publicObject: Koa.Middleware; embeddable: Koa.Middleware } | null = null
  const build = () => {
    const standard = helmetFor(config, { frameAncestors: null, corp: 'same-origin' })
    return {
      standard,
      publicObject: helmetFor(config, { frameAncestors: null, corp: 'cross-origin' }),
      embeddable: config.DISPLAY_FRAME_ANCESTORS?.length
        ? helmetFor(config, { frameAncestors: config.DISPLAY_FRAME_ANCESTORS, corp: 'same-origin' })
        : standard,
    }
  }
  const permissions = permissionsPolicy({ features: PERMISSIONS })
  return function securityHeaders(ctx, next) {
    variants ??= build()
    permissions(ctx.req, ctx.res, () => {})
    if (ctx.path.startsWith('/storage/v1/object/public/')) return variants.publicObject(ctx, next)
    if (matchRoute(ctx.path)?.route.name === EMBEDDABLE_ROUTE) return variants.embeddable(ctx, next)
    return variants.standard(ctx, next)
  }
}

/** POST /csp-report: browsers' violation reports, logged as warnings (`msg: "csp violation"`). */
export function cspReports(deps: Deps): Koa.Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    extendTypes: { json: ['application/csp-report', 'application/reports+json'] },
    jsonLimit: '16kb',
    onError: (error) => {
      if ((error as { status?: number }).status === 413) throw AppError.of(413, 'common.errors.cspReportTooLarge')
      throw AppError.of(400, 'common.errors.cspReportMalformed')
    },
  }) as Koa.Middleware
  return async function cspReports(ctx, next) {
    if (ctx.path !== CSP_REPORT_PATH || ctx.method !== 'POST') return next()
    await parse(ctx, async () => {})
    // A bounded number of reports per minute, all clients and server copies together: a flood cannot flood the log.
    if ((await deps.limits.cspReports.take('all')).ok) {
      const body = (ctx.request as { body?: unknown }).body
      const report = (body as { 'csp-report'?: unknown } | undefined)?.['csp-report'] ?? body
      deps.log.warn({ report, requestId: ctx.state.requestId }, 'csp violation')
    }
    ctx.status = 204
  }
}

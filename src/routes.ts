/**
 * The route table shared by client and server (docs/product.md §2). The server answers 200 for a path that
 * matches (404 otherwise, or when the route's own param check fails); the client renders the same table.
 */
import { ENTITY_TYPES, KINDS, type KindPath } from './directory/kinds.ts'
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n/locales.ts'

/** The three pages of each directory kind: `/venues/search`, `/venues/:id/details`, `/venues/:id/edit`. */
export type KindRouteName = `${KindPath}-search` | `${KindPath}-id-details` | `${KindPath}-id-edit`

export type RouteName =
  | 'index'
  | 'account'
  | 'account-enquiries'
  | 'account-enquiry'
  | 'account-inbox'
  | 'favorites'
  | 'search'
  | 'riderGenerator'
  | KindRouteName
  | 'auth-login'
  | 'auth-loginDrawer'
  | 'auth-register'
  | 'auth-forgot'
  | 'auth-reset'
  | 'auth-confirm'
  | 'stageWhisperer-display'
  | 'stageWhisperer-manager'
  | 'stageWhisperer-link'
  | 'stageWhisperer-festival'
  | 'devMailbox'
  | 'apiReference'
  | 'riderShare'

export interface RouteDef {
  name: RouteName
  /** React Router style pattern: `/artists/:id/details` */
  path: string
  /** Needs a signed-in user; the route guard sends anonymous visitors to the login page. */
  protected?: boolean
  /** Param checks: a param that fails its pattern makes the route answer 404. */
  params?: Record<string, RegExp>
  /** The client module (under src-client/) whose default export renders it; the server preloads its chunk. */
  page: string
  /** The page uses only the core message namespaces, which load before the first render (a test checks). */
  coreMessages?: true
}

const numericId = { id: /^[1-9]\d{0,9}$/ }

function kindRoutes(path: KindPath): RouteDef[] {
  return [
    { name: `${path}-search`, path: `/${path}/search`, page: 'directory/SearchPage.tsx' },
    { name: `${path}-id-details`, path: `/${path}/:id/details`, params: numericId, page: 'directory/DetailsPage.tsx' },
    {
      name: `${path}-id-edit`,
      path: `/${path}/:id/edit`,
      params: numericId,
      protected: true,
      page: 'directory/EditPage.tsx',
    },
  ]
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', path: '/', page: 'shell/HomePage.tsx', coreMessages: true },
  { name: 'account', path: '/account', protected: true, page: 'auth/AccountPage.tsx' },
  { name: 'account-enquiries', path: '/account/enquiries', protected: true, page: 'bookings/MyEnquiriesPage.tsx' },
  {
    name: 'account-enquiry',
    path: '/account/enquiries/:id',
    params: numericId,
    protected: true,
    page: 'bookings/ThreadPage.tsx',
  },
  { name: 'account-inbox', path: '/account/inbox', protected: true, page: 'bookings/InboxPage.tsx' },
  { name: 'favorites', path: '/favorites', protected: true, page: 'favorites/FavoritesPage.tsx' },
  { name: 'search', path: '/search', page: 'directory/SearchAllPage.tsx' },
  { name: 'riderGenerator', path: '/riderGenerator', protected: true, page: 'riders/RiderGeneratorPage.tsx' },
  ...ENTITY_TYPES.flatMap((kind) => kindRoutes(KINDS[kind].path)),
  { name: 'auth-login', path: '/auth/login', page: 'auth/LoginPage.tsx' },
  { name: 'auth-loginDrawer', path: '/auth/loginDrawer', page: 'auth/LoginDrawerPage.tsx' },
  { name: 'auth-register', path: '/auth/register', page: 'auth/RegisterPage.tsx' },
  { name: 'auth-forgot', path: '/auth/forgot', page: 'auth/ForgotPage.tsx' },
  { name: 'auth-reset', path: '/auth/reset', page: 'auth/ResetPage.tsx' },
  { name: 'auth-confirm', path: '/auth/confirm', page: 'auth/ConfirmPage.tsx' },
  { name: 'stageWhisperer-display', path: '/stageWhisperer/display', page: 'stages/DisplayPage.tsx' },
  { name: 'stageWhisperer-manager', path: '/stageWhisperer/manager', protected: true, page: 'stages/ManagerPage.tsx' },
  // A viewer or controller link (the token travels in the fragment, out of logs) and the festival overview.
  { name: 'stageWhisperer-link', path: '/stageWhisperer/link', page: 'stages/LinkPage.tsx' },
  {
    name: 'stageWhisperer-festival',
    path: '/stageWhisperer/festival',
    protected: true,
    page: 'stages/FestivalPage.tsx',
  },
  // Beyond the product's table (docs/product.md §2): the embedded dev mailbox, the REST reference and public rider share links.
  { name: 'devMailbox', path: '/dev/mailbox', page: 'auth/DevMailboxPage.tsx' },
  { name: 'apiReference', path: '/api-docs', page: 'shell/ApiReferencePage.tsx' },
  {
    name: 'riderShare',
    path: '/riders/shared/:token',
    params: { token: /^[A-Za-z0-9_-]{16,64}$/ },
    page: 'riders/RiderSharePage.tsx',
  },
]

export const ROUTE_BY_NAME = Object.fromEntries(ROUTES.map((r) => [r.name, r])) as Record<RouteName, RouteDef>

export interface RouteMatch {
  route: RouteDef
  params: Record<string, string>
  locale: Locale
}

/** Splits a locale prefix off a path: `/de/venues/search` → `{ locale: 'de', path: '/venues/search' }`. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)
  if (match && isLocale(match[1]!) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1] as Locale, path: pathname.slice(3) || '/', prefixed: true }
  }
  return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false }
}

/** 'Prefix except default': English paths have no prefix, others start with `/{locale}`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)
/** Each route's pattern split once: every request (API calls too, for the security headers) asks for a match. */
const PATTERNS = ROUTES.map((route) => ({ route, want: segmentsOf(route.path) }))

function matchSegments(want: readonly string[], got: readonly string[]): Record<string, string> | null {
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const g = got[i]!
    if (w.startsWith(':')) {
      // A malformed escape (`%E0%A4%A`, `%ED%A0%80`) names no page: no match, not a URIError (a 500).
      try {
        params[w.slice(1)] = decodeURIComponent(g)
      } catch {
        return null
      }
    } else if (w !== g) return null
  }
  return params
}

/** Finds the route for a full pathname (locale prefix allowed). Param checks that fail count as no match. */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, path } = splitLocale(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  const got = segmentsOf(path)
  for (const { route, want } of PATTERNS) {
    const params = matchSegments(want, got)
    if (!params) continue
    const valid = Object.entries(route.params ?? {}).every(([k, re]) => re.test(params[k] ?? ''))
    return valid ? { route, params, locale } : null
  }
  return null
}

/** Builds a path from a route name and params, with the locale prefix. */
export function pathFor(
  name: RouteName,
  params: Record<string, string | number> = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  const path = ROUTE_BY_NAME[name].path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k])))
  return localizePath(path, locale)
}

import { Suspense } from 'react'
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { ROUTES } from '../../src/routes.ts'
import { RouteGuard } from '../auth/guard.tsx'
import { NotFoundPage, RouteErrorPage } from '../shell/ErrorPages.tsx'
import { Layout } from '../shell/Layout.tsx'
import { PageLoader } from '../shell/PageLoader.tsx'
import { I18nProvider } from './i18n.tsx'
import { OverlayHosts } from './overlays.tsx'
import { BARE_ROUTES, PAGES, RoutePage } from './pages.tsx'

/** Param checks of the route table: a failing param is a 404, as on the server. */
function paramLoader(params: Record<string, RegExp> | undefined) {
  if (!params) return undefined
  return ({ params: got }: { params: Record<string, string | undefined> }) => {
    for (const [key, re] of Object.entries(params)) {
      if (!re.test(got[key] ?? '')) throw new Response('Not Found', { status: 404 })
    }
    return null
  }
}

function routesFor(prefix: string): { layout: RouteObject[]; bare: RouteObject[] } {
  const layout: RouteObject[] = []
  const bare: RouteObject[] = []
  for (const route of ROUTES) {
    const path = route.path === '/' ? prefix || '/' : `${prefix}${route.path}`
    const element = (
      <RouteGuard route={route}>
        <RoutePage page={PAGES[route.name]} />
      </RouteGuard>
    )
    const obj: RouteObject = { path, element, loader: paramLoader(route.params), errorElement: <RouteErrorPage /> }
    ;(BARE_ROUTES.has(route.name) ? bare : layout).push(obj)
  }
  return { layout, bare }
}

export function createAppRouter() {
  const prefixes = LOCALES.map((l) => (l === DEFAULT_LOCALE ? '' : `/${l}`))
  const all = prefixes.map(routesFor)
  return createBrowserRouter([
    {
      // Inside the router so notifications and modals can navigate (e.g. 'Go to Favorites').
      element: (
        <I18nProvider>
          <OverlayHosts />
          <Outlet />
        </I18nProvider>
      ),
      errorElement: (
        <I18nProvider>
          <RouteErrorPage />
        </I18nProvider>
      ),
      children: [
        {
          element: <Layout />,
          errorElement: <RouteErrorPage />,
          children: [...all.flatMap((r) => r.layout), { path: '*', element: <NotFoundPage /> }],
        },
        {
          element: (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          ),
          children: all.flatMap((r) => r.bare),
        },
      ],
    },
  ])
}

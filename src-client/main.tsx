import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { httpBatchLink } from '@trpc/client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { matchRoute, splitLocale } from '../src/routes.ts'
import { loadClientConfig } from './app/config.ts'
import { loadTranslator } from './app/dictionaries.ts'
import { PAGES } from './app/pages.tsx'
import { appFetch } from './app/retry.ts'
import { createAppRouter } from './app/router.tsx'
import { prefetchStartQuery } from './app/start-queries.ts'
import { theme } from './app/theme.ts'
import { trpc } from './app/trpc.ts'
import { installUpdateSwitch } from './app/updates.tsx'
import { SessionProvider } from './auth/session.tsx'

// Config, the page's language and the page itself arrive before the first render, in parallel, so the first
// render shows the page rather than a loader (a failed page chunk is retried, and reported, when it renders).
// No top-level await: page chunks may import shared code that the bundler placed in this entry, and a module
// still awaiting those chunks would never finish evaluating (every page would hang on a blank root).
const startPage = matchRoute(window.location.pathname)
// Retries happen once, in appFetch (docs/product.md §10: queries are GET and retried, mutations are POST and never are).
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
})
const trpcClient = trpc.createClient({ links: [httpBatchLink({ url: '/trpc', fetch: appFetch })] })
prefetchStartQuery(startPage, queryClient, trpcClient)
// Zod is told not to compile parsers (CSP: no eval) before any page builds a schema. Loaded, not imported: a
// static import would put zod into this entry.
const zodConfigured = import('./app/zod-jitless.ts')
void Promise.all([
  loadClientConfig(),
  loadTranslator(splitLocale(window.location.pathname).locale),
  startPage && zodConfigured.then(() => PAGES[startPage.route.name].preload()).catch(() => {}),
  zodConfigured,
]).then(render)

function render(): void {
  const router = createAppRouter()
  installUpdateSwitch(router)

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </MantineProvider>
    </StrictMode>,
  )
}

import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { httpBatchLink } from '@trpc/client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { loadClientConfig } from './app/config.ts'
import { createAppRouter } from './app/router.tsx'
import { theme } from './app/theme.ts'
import { trpc } from './app/trpc.ts'
import { SessionProvider } from './auth/session.tsx'

await loadClientConfig()

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } })
const trpcClient = trpc.createClient({ links: [httpBatchLink({ url: '/trpc' })] })
const router = createAppRouter()

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

/**
 * First-page JavaScript vs a reference skeleton, both built by Vite in this run (targets: ≤ 1.3× the
 * skeleton and ≤ 250 KB gzip), plus the LCP of the home page and a search page.
 *
 *   node bench/bundle.ts            (builds the app into dist/bench and the skeleton into bench/.skeleton)
 *   node bench/bundle.ts --smoke    (the app build of the tests, reused if its sources are unchanged; no LCP)
 *
 * The skeleton is React 19 + TanStack Query + React Router + tRPC client + Mantine (12 components), rendered
 * by one route, with no app code. "First page JS" is every JS response Chromium loads for `/`, gzipped.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { startServer } from '../e2e/fixtures.ts'
import { clientDistDir, ensureFreshClientBuild } from '../src-server/test/client-build.ts'
import { launch, measureLcp, measurePage } from './lcp.ts'
import { SMOKE, sized } from './smoke.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const skeletonDir = path.join(repo, 'bench', '.skeleton')

const SKELETON = `
import '@mantine/core/styles.css'
import { AppShell, Badge, Button, Card, Container, Group, Loader, Menu, SimpleGrid, Stack, Text, TextInput, Title, MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider, Link } from 'react-router'

const trpc = createTRPCClient({ links: [httpBatchLink({ url: '/trpc' })] })
const queryClient = new QueryClient()

function Home() {
  const q = useQuery({ queryKey: ['x'], queryFn: () => trpc.x.query().catch(() => null) })
  return (
    <AppShell header={{ height: 60 }}>
      <AppShell.Header><Group><Title>Skeleton</Title><Menu><Menu.Target><Button>Menu</Button></Menu.Target><Menu.Dropdown><Menu.Item>A</Menu.Item></Menu.Dropdown></Menu></Group></AppShell.Header>
      <AppShell.Main>
        <Container><Stack>
          <Text>Hello</Text><Badge>New</Badge><TextInput label="Search" />
          {q.isPending ? <Loader /> : null}
          <SimpleGrid cols={3}><Card><Link to="/a">A</Link></Card></SimpleGrid>
        </Stack></Container>
      </AppShell.Main>
    </AppShell>
  )
}
const router = createBrowserRouter([{ path: '/', element: <Home /> }])
createRoot(document.getElementById('root')).render(
  <MantineProvider><QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider></MantineProvider>,
)
`

async function buildSkeleton(): Promise<number> {
  fs.rmSync(skeletonDir, { recursive: true, force: true })
  fs.mkdirSync(skeletonDir, { recursive: true })
  fs.writeFileSync(
    path.join(skeletonDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  )
  fs.writeFileSync(path.join(skeletonDir, 'main.jsx'), SKELETON)
  await build({
    root: skeletonDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: path.join(skeletonDir, 'dist'), emptyOutDir: true },
  })
  const assets = path.join(skeletonDir, 'dist', 'assets')
  const bytes = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(assets, f))).length, 0)
  fs.rmSync(skeletonDir, { recursive: true, force: true })
  return bytes
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`

const started = Date.now()
const skeletonBytes = await buildSkeleton()
console.log(
  `reference skeleton (React + TanStack Query + React Router + tRPC client + Mantine): ${kb(skeletonBytes)} gzip JS`,
)

// A smoke run measures the client build the tests use (made here only if its sources changed).
if (SMOKE) ensureFreshClientBuild()
const distDir = SMOKE ? clientDistDir() : (process.env.CLIENT_DIST_DIR ?? 'dist/bench')
if (!process.env.SKIP_APP_BUILD && !SMOKE) {
  execFileSync(process.execPath, [path.join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: repo,
    env: { ...process.env, CLIENT_DIST_DIR: distDir },
    stdio: 'inherit',
  })
}
const server = await startServer({ CLIENT_DIST_DIR: distDir, SEED_COUNT: sized('60', '3') })
const browser = await launch()
try {
  await measurePage(browser, `${server.url}/`) // warm-up
  const home = await measurePage(browser, `${server.url}/`)
  const ratio = home.jsGzipBytes / skeletonBytes
  console.log(
    `first page (/) JS: ${kb(home.jsGzipBytes)} gzip in ${home.jsFiles} files (${kb(home.jsWireBytes)} over the wire, brotli)`,
  )
  console.log(
    `ratio to skeleton: ${ratio.toFixed(2)}× (target ≤ 1.30×: ${ratio <= 1.3 ? 'OK' : 'OVER'}); ` +
      `absolute target ≤ 250 KB: ${home.jsGzipBytes <= 250 * 1024 ? 'OK' : 'OVER'}`,
  )
  // A smoke run leaves the LCP to bench/lcp.ts's smoke run, which measures the same pages.
  const lcp = SMOKE ? {} : await measureLcp(server.url, browser, 5)
  for (const [p, r] of Object.entries(lcp)) {
    console.log(
      `LCP ${p.padEnd(16)} median ${r.medianMs.toFixed(0)} ms (runs ${r.runs.join(', ')}) — target < 1000 ms: ${r.medianMs < 1000 ? 'OK' : 'OVER'}`,
    )
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`)

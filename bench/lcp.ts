/**
 * LCP of the home page and a search page in headless Chromium on localhost (target: under 1 s), and the
 * gzip size of the JavaScript the first page loads.
 *
 *   CLIENT_DIST_DIR=dist/client node bench/lcp.ts      (uses an existing build; `npx vite build` first)
 */
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { startServer } from '../e2e/fixtures.ts'

export interface PageFigures {
  lcpMs: number
  jsFiles: number
  jsGzipBytes: number
  /** What actually crossed the wire for those files (the server sends brotli copies). */
  jsWireBytes: number
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
}

/** One cold load in a fresh context (empty cache): LCP and every JS response of the page, gzipped. */
export async function measurePage(browser: Browser, url: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const js: Promise<[number, number]>[] = []
  page.on('response', (res) => {
    if (/\.m?js(\?|$)/.test(new URL(res.url()).pathname)) {
      js.push(
        Promise.all([
          res.body().then((b) => gzipSync(b).length),
          res
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
        ]).catch(() => [0, 0] as [number, number]),
      )
    }
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle').catch(() => {})
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = e.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(last), 300)
      }),
  )
  const sizes = await Promise.all(js)
  await context.close()
  return {
    lcpMs,
    jsFiles: sizes.length,
    jsGzipBytes: sizes.reduce((a, [gzip]) => a + gzip, 0),
    jsWireBytes: sizes.reduce((a, [, wire]) => a + wire, 0),
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export async function measureLcp(baseUrl: string, browser: Browser, runs = 5) {
  const out: Record<string, { medianMs: number; runs: number[] }> = {}
  for (const path of ['/', '/artists/search']) {
    await measurePage(browser, `${baseUrl}${path}`) // warm the server (first render of the template, DB)
    const times: number[] = []
    for (let i = 0; i < runs; i++) times.push((await measurePage(browser, `${baseUrl}${path}`)).lcpMs)
    out[path] = { medianMs: median(times), runs: times.map((t) => Math.round(t)) }
  }
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startServer({ SEED_COUNT: '60' })
  const browser = await launch()
  try {
    const lcp = await measureLcp(server.url, browser)
    for (const [path, r] of Object.entries(lcp)) {
      console.log(
        `LCP ${path.padEnd(16)} median ${r.medianMs.toFixed(0)} ms (runs ${r.runs.join(', ')}) — target < 1000 ms: ${r.medianMs < 1000 ? 'OK' : 'OVER'}`,
      )
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

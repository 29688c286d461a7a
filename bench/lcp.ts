/**
 * LCP of the home page and a search page in headless Chromium on localhost (target: under 1 s), the
 * gzip size of the JavaScript the first page loads, and the image bytes it loads (target on a search page:
 * ≤ 600 KB), beside what the same pictures weigh as stored originals (1920 × 1080 WebP).
 *
 *   CLIENT_DIST_DIR=dist/client node bench/lcp.ts      (uses an existing build; `npx vite build` first)
 *   node bench/lcp.ts --smoke                           (one load a page, a small demo seed)
 */
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { startServer } from '../e2e/fixtures.ts'
import { sized } from './smoke.ts'

/** The LCP target every page is held to; the printed ratio is LCP / target. */
const LCP_TARGET_MS = 1000

export interface PageFigures {
  lcpMs: number
  jsFiles: number
  jsGzipBytes: number
  /** What actually crossed the wire for those files (the server sends brotli copies). */
  jsWireBytes: number
  /** Storage pictures the page loaded: how many, their bytes, and the bytes of their stored originals. */
  images: number
  imageBytes: number
  originalBytes: number
}

/** The image target of a search page. */
const IMAGE_TARGET_BYTES = 600_000

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
  const images: Promise<[number, number]>[] = []
  page.on('response', (res) => {
    if (res.url().includes('/storage/v1/') && res.request().resourceType() === 'image') {
      const original = res.url().replace('/render/image/public/', '/object/public/').split('?')[0]!
      images.push(
        Promise.all([
          res.body().then((b) => b.length),
          fetch(original, { method: 'HEAD' }).then((r) => Number(r.headers.get('content-length') ?? 0)),
        ]).catch(() => [0, 0] as [number, number]),
      )
    }
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
  const pictures = await Promise.all(images)
  await context.close()
  return {
    images: pictures.length,
    imageBytes: pictures.reduce((a, [bytes]) => a + bytes, 0),
    originalBytes: pictures.reduce((a, [, bytes]) => a + bytes, 0),
    lcpMs,
    jsFiles: sizes.length,
    jsGzipBytes: sizes.reduce((a, [gzip]) => a + gzip, 0),
    jsWireBytes: sizes.reduce((a, [, wire]) => a + wire, 0),
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export async function measureLcp(baseUrl: string, browser: Browser, runs = 5) {
  const out: Record<string, { medianMs: number; runs: number[]; last: PageFigures }> = {}
  for (const path of ['/', '/artists/search', '/venues/search']) {
    await measurePage(browser, `${baseUrl}${path}`) // warm the server (first render of the template, DB, renders)
    const times: number[] = []
    let last: PageFigures | null = null
    for (let i = 0; i < runs; i++) {
      last = await measurePage(browser, `${baseUrl}${path}`)
      times.push(last.lcpMs)
    }
    out[path] = { medianMs: median(times), runs: times.map((t) => Math.round(t)), last: last! }
  }
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startServer({ SEED_COUNT: sized('60', '3') })
  const browser = await launch()
  try {
    // Cards show photos once the demo photos are in (seeded in the background after the start).
    if (!process.argv.includes('--smoke')) {
      const deadline = Date.now() + 600_000
      while (!server.logs.some((l) => l.includes('directory demo photos seeded')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2000))
      }
    }
    const lcp = await measureLcp(server.url, browser, sized(5, 1))
    for (const [path, r] of Object.entries(lcp)) {
      console.log(
        `LCP ${path.padEnd(16)} median ${r.medianMs.toFixed(0)} ms (runs ${r.runs.join(', ')}) — target < ${LCP_TARGET_MS} ms: ` +
          `${r.medianMs < LCP_TARGET_MS ? 'OK' : 'OVER'}, ratio to the target ${(r.medianMs / LCP_TARGET_MS).toFixed(2)}×`,
      )
      const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`
      const target =
        path === '/'
          ? ''
          : ` — target ≤ ${kb(IMAGE_TARGET_BYTES)}: ${r.last.imageBytes <= IMAGE_TARGET_BYTES ? 'OK' : 'OVER'}`
      console.log(
        `images ${path.padEnd(13)} ${r.last.images} pictures, ${kb(r.last.imageBytes)} (as stored originals ${kb(r.last.originalBytes)})${target}`,
      )
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

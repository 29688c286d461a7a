/**
 * LCP in headless Chromium on localhost (target: under 1 s) of the home page, the artist search, the venue search
 * in Berlin and a venue's details page, with real-sized photos: the listings those pages show first get a
 * 1920 × 1080 photo uploaded (a noisy JPEG, stored as WebP like an owner's camera picture) in place of the small
 * demo pictures. Per page also the gzip size of the JavaScript it loads, and the bytes of the pictures it loads
 * (target on a search page: ≤ 600 KB) beside what the same pictures weigh as stored originals (the comparator: a
 * card that loads its full photo).
 *
 *   CLIENT_DIST_DIR=dist/client node bench/lcp.ts      (uses an existing build; `npx vite build` first)
 *   node bench/lcp.ts --smoke                           (one load a page, a small demo seed, photos for 2 listings)
 */
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { startServer } from '../e2e/fixtures.ts'
import { DEMO_ADMIN } from '../src-server/demo-accounts.ts'
import { noisyJpeg } from '../src-server/media/test-images.ts'
import { signIn } from './signed-in.ts'
import { sized } from './smoke.ts'

/** The LCP target every page is held to; the printed ratio is LCP / target. */
const LCP_TARGET_MS = 1000

export interface PageFigures {
  lcpMs: number
  /** What the last LCP entry painted: a tag, and the picture's path for an image. */
  lcpElement: string
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
    if (process.env.LCP_DEBUG && res.request().resourceType() === 'image') console.log(`  image ${res.url()}`)
    if (res.url().includes('/storage/v1/') && res.request().resourceType() === 'image') {
      const original = res.url().replace('/render/image/public/', '/object/public/').split('?')[0]!
      images.push(
        Promise.all([
          res.body().then((b) => b.length),
          fetch(original)
            .then((r) => r.arrayBuffer())
            .then((b) => b.byteLength),
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
  // The last largest-contentful-paint entry once none has come for 500 ms (at most 10 s); none at all is an error,
  // not a zero (a page that painted nothing measured nothing).
  const lcp = await page.evaluate(
    () =>
      new Promise<{ ms: number; element: string } | null>((resolve) => {
        let last: { ms: number; element: string } | null = null
        let quiet: ReturnType<typeof setTimeout> | null = null
        const done = () => resolve(last)
        const give = setTimeout(done, 10_000)
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
            const url = e.url ? ` ${new URL(e.url).pathname.split('/').slice(-3).join('/')}` : ''
            last = { ms: e.startTime, element: `${e.element?.tagName.toLowerCase() ?? '?'}${url}` }
          }
          if (quiet) clearTimeout(quiet)
          quiet = setTimeout(() => {
            clearTimeout(give)
            done()
          }, 500)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  if (lcp === null || lcp.ms <= 0) {
    const text = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    ).slice(0, 200)
    await context.close()
    throw new Error(`no largest-contentful-paint entry for ${url} (page text: ${JSON.stringify(text)})`)
  }
  // Pictures still on their way when the paint settled are counted too: until no response came in while the
  // earlier ones were read (a Promise.all of the array as it was would miss what lands while it waits).
  await page.waitForLoadState('networkidle').catch(() => {})
  const settled = async <T>(list: Promise<T>[]) => {
    let seen = -1
    while (seen !== list.length) {
      seen = list.length
      await Promise.all(list)
      await page.waitForLoadState('networkidle').catch(() => {})
    }
    return Promise.all(list)
  }
  const sizes = await settled(js)
  const pictures = await settled(images)
  await context.close()
  return {
    images: pictures.length,
    imageBytes: pictures.reduce((a, [bytes]) => a + bytes, 0),
    originalBytes: pictures.reduce((a, [, bytes]) => a + bytes, 0),
    lcpMs: lcp.ms,
    lcpElement: lcp.element,
    jsFiles: sizes.length,
    jsGzipBytes: sizes.reduce((a, [gzip]) => a + gzip, 0),
    jsWireBytes: sizes.reduce((a, [, wire]) => a + wire, 0),
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** The pages measured: the home page, the two searches of the target, and a details page (set by main). */
export const PAGES = ['/', '/artists/search', '/venues/search?city=Berlin']

export async function measureLcp(baseUrl: string, browser: Browser, runs = 5, pages = PAGES) {
  const out: Record<string, { medianMs: number; runs: number[]; last: PageFigures }> = {}
  for (const path of pages) {
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

interface Listing {
  id: number
  photos?: string[]
}

/**
 * Gives the first `count` listings of a search (as its page asks for them) one real-sized photo each, first in
 * their gallery: their demo pictures are deleted, then a 1920 × 1080 JPEG is uploaded (stored as WebP).
 */
async function realPhotos(baseUrl: string, token: string, kind: 'artist' | 'venue', query: string, count: number) {
  const res = await fetch(`${baseUrl}/api/${kind}s/search?limit=24&${query}`)
  const { items } = (await res.json()) as { items: Listing[] }
  const photo = await noisyJpeg(1920, 1080)
  const editPath = kind === 'venue' ? 'owner' : 'admin'
  const headers = { authorization: `Bearer ${token}` }
  const ids: number[] = []
  for (const item of items.slice(0, count)) {
    const details = (await (await fetch(`${baseUrl}/api/${kind}s/${item.id}`)).json()) as Listing
    for (const url of details.photos ?? []) {
      const path = new URL(url, baseUrl).pathname.split('/').slice(-2).join('/')
      await fetch(`${baseUrl}/api/${kind}s/${editPath}/photo/${item.id}`, {
        method: 'DELETE',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ path }),
      })
    }
    const form = new FormData()
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'camera.jpg')
    const up = await fetch(`${baseUrl}/api/${kind}s/${editPath}/photo/${item.id}`, {
      method: 'POST',
      headers,
      body: form,
    })
    if (!up.ok) throw new Error(`uploading a photo to ${kind} ${item.id}: ${up.status} ${await up.text()}`)
    ids.push(item.id)
  }
  return ids
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startServer({ SEED_COUNT: sized('60', '3') })
  const browser = await launch()
  try {
    // The demo photos are seeded in the background after the start: wait for them, so none lands after ours.
    const deadline = Date.now() + sized(600_000, 120_000)
    while (!server.logs.some((l) => l.includes('directory demo photos seeded')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    const { token } = await signIn(server.url, DEMO_ADMIN.email, DEMO_ADMIN.password)
    const perPage = sized(24, 2)
    await realPhotos(server.url, token, 'artist', '', perPage)
    const berlin = await realPhotos(server.url, token, 'venue', 'city=Berlin', perPage)
    const anyVenue = berlin[0] ?? (await realPhotos(server.url, token, 'venue', '', 1))[0]
    // The details page is `/venues/:id/details` (src/routes.ts); `/venues/:id` is the 404 page, which a run
    // measured once as "the details page" (its LCP the 404 text, no picture loaded).
    const details = anyVenue ? `/venues/${anyVenue}/details` : null
    const pages = [...PAGES, ...(details ? [details] : [])]
    // Figures from a loaded machine measure the load: the load average goes with them (docs/benchmarks.md).
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')
    console.log(`load average before measuring: ${load()}`)
    const lcp = await measureLcp(server.url, browser, sized(5, 1), pages)
    console.log(`load average after measuring: ${load()}`)
    if (details && !lcp[details]?.last.images) throw new Error(`${details} loaded no stored picture`)
    for (const [path, r] of Object.entries(lcp)) {
      console.log(
        `LCP ${path.padEnd(28)} median ${r.medianMs.toFixed(0)} ms (runs ${r.runs.join(', ')}) — target < ${LCP_TARGET_MS} ms: ` +
          `${r.medianMs < LCP_TARGET_MS ? 'OK' : 'OVER'}, ratio to the target ${(r.medianMs / LCP_TARGET_MS).toFixed(2)}× (last: ${r.last.lcpElement})`,
      )
      const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`
      const target = path.includes('/search')
        ? ` — target ≤ ${kb(IMAGE_TARGET_BYTES)}: ${r.last.imageBytes <= IMAGE_TARGET_BYTES ? 'OK' : 'OVER'}`
        : ''
      const ratio = r.last.originalBytes ? `, ratio ${(r.last.imageBytes / r.last.originalBytes).toFixed(2)}×` : ''
      console.log(
        `images ${path.padEnd(25)} ${r.last.images} pictures, ${kb(r.last.imageBytes)} (as stored originals ${kb(r.last.originalBytes)}${ratio})${target}`,
      )
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

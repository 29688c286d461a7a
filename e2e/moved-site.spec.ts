import type { Page } from '@playwright/test'
import { expect, startServer, test } from './fixtures.ts'

/**
 * A site moved to another address keeps its images. The demo photos are uploaded under one PUBLIC_URL (the port
 * the first server gets); the server stops, keeping its data, and starts on it under another port, so another
 * PUBLIC_URL. Every photo on the home page and in a gallery loads, and neither the page nor the server sees a CSP
 * violation (rows once kept the old origin: 24 of them on one home page).
 */

/** The storage images of the page: where each points and whether it loaded. */
const storageImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => /\/storage\/v1\/(object|render\/image)\/public\//.test(img.currentSrc))
      .map((img) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 })),
  )

test('after a move to another port, the home page and a gallery show their photos without CSP violations', async ({
  page,
}) => {
  test.setTimeout(600_000)
  // Four demo entries of each kind (the showcase ones among them): their 66 photos are in within seconds.
  const first = await startServer({ SEED_COUNT: '4' })
  let second: Awaited<ReturnType<typeof startServer>> | null = null
  try {
    // The demo photos arrive in the background after the first start; their paths are written then.
    await expect
      .poll(() => first.logs.some((l) => l.includes('directory demo photos seeded')), {
        timeout: 400_000,
        intervals: [2_000],
      })
      .toBe(true)
    await first.stop({ keepData: true })

    second = await startServer({ DATA_DIR: first.dataDir })
    const origin = new URL(second.url).origin
    expect(origin).not.toBe(new URL(first.url).origin)

    // Tall enough that no lazy image waits for a scroll.
    await page.setViewportSize({ width: 1280, height: 4000 })
    // The showcase is built on the first visit of this start: its cards come with photos.
    await page.goto(`${second.url}/`)
    const featured = page.getByTestId('featured-card')
    await expect(featured.first()).toBeVisible()
    await expect
      .poll(async () => (await storageImages(page)).filter((i) => i.loaded).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(await featured.count())
    const home = await storageImages(page)
    expect(home.length).toBeGreaterThan(0)
    for (const image of home) {
      expect(new URL(image.src).origin).toBe(origin)
      expect(image.loaded, image.src).toBe(true)
    }

    // A listing's gallery: the first showcase entry's page.
    await featured.first().click()
    await expect(page).toHaveURL(/\/details$/)
    await expect(page.getByTestId('gallery')).toBeVisible()
    await expect.poll(async () => (await storageImages(page)).length).toBeGreaterThan(0)
    await expect
      .poll(async () => (await storageImages(page)).every((i) => i.loaded && new URL(i.src).origin === origin))
      .toBe(true)
  } finally {
    await first.stop({ keepData: Boolean(second) }).catch(() => {})
    // Throws when the server logged a CSP violation report.
    await second?.stop()
  }
})

import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Full-page screenshots at phone (375 px) and desktop (1280 px) width into `dir`, as `<name>-<width>.png`; at
 * neither width may the page scroll sideways (a row inside it may).
 */
export async function shootWidths(page: Page, dir: string, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
}

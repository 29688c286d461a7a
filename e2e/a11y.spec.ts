import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ROUTES } from '../src/routes.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/**
 * Accessibility: every route of the route table passes axe (WCAG 2.1 A/AA) with no serious or critical
 * violation, signed in where the route is protected; the layout is usable from the keyboard with visible focus.
 */

/** A real id of each directory kind, read from the sitemap (falls back to 1). */
async function firstIds(page: Page): Promise<Record<string, string>> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  const ids: Record<string, string> = {}
  for (const kind of ['artists', 'venues', 'services']) {
    ids[kind] = new RegExp(`/${kind}/(\\d+)/details<`).exec(xml)?.[1] ?? '1'
  }
  return ids
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
}

/** A concrete path for each route of the table. */
function pathOf(route: (typeof ROUTES)[number], ids: Record<string, string>): string {
  const kind = route.path.split('/')[1] ?? ''
  return route.path.replace(':id', ids[kind] ?? '1').replace(':token', 'AbCdEfGhIjKlMnOpQrSt')
}

// The two halves of the route table run on both workers at once; within a half one test reports every page (a
// failing test restarts the worker and its server).
test.describe.configure({ mode: 'parallel' })

const PAGES = [...ROUTES, { name: 'not-found', path: '/missing/page' } as unknown as (typeof ROUTES)[number]]
const HALVES = [PAGES.slice(0, Math.ceil(PAGES.length / 2)), PAGES.slice(Math.ceil(PAGES.length / 2))]

for (const [half, routes] of HALVES.entries()) {
  test(`axe: routes ${half + 1} of 2 of the route table (and the not-found page)`, async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(routes.length * 60_000) // a ceiling: one page a minute on a very busy machine
    await signInAs(context, server)
    const ids = await firstIds(page)
    const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {}
    for (const route of routes) {
      const path = pathOf(route, ids)
      await page.goto(path)
      await expect(page.locator('#root')).not.toBeEmpty()
      // Let lazy pages and their first data settle; live pages (stage sockets, rider checks) never go quiet, so
      // the wait is bounded.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
      await expect(page.getByRole('status').filter({ has: page.locator('.mantine-Loader-root') }))
        .toHaveCount(0, { timeout: 15_000 })
        .catch(() => {})
      const violations = await seriousViolations(page)
      if (violations.length) found[`${route.name} ${path}`] = violations
    }
    test.info().annotations.push({ type: 'axe', description: JSON.stringify(found) })
    expect(found, JSON.stringify(found, null, 2)).toEqual({})
  })
}

test('keyboard: skip link, header navigation and visible focus', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  // Visible focus: the focused element has an outline.
  await page.keyboard.press('Tab')
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const s = getComputedStyle(el)
    return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThan(0)
  // Reach the artists link from the keyboard and follow it.
  for (let i = 0; i < 10; i++) {
    if (
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Artists' })
        .evaluate((el) => el === document.activeElement)
    )
      break
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/artists\/search$/)
})

import { expect, test } from './fixtures.ts'

/** The app shell in a real Chromium: errors, build switch, chunk reload guard, offline state, API reference. */

test('unknown paths answer 404 with the Page Not Found page', async ({ page }) => {
  const res = await page.goto('/no/such/page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /no/such/page')
  await expect(page).toHaveTitle(/Page Not Found/)
})

test('the server writes the head and the SPA keeps it in sync when navigating', async ({ page, baseURL }) => {
  await page.goto('/de/venues/search')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/de/venues/search`)
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    `${baseURL}/fr/venues/search`,
  )
  await page.getByRole('link', { name: 'API-Referenz' }).click()
  await expect(page).toHaveURL(/\/de\/api-docs$/)
  await expect(page).toHaveTitle(/API-Referenz/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/de/api-docs`)
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute('href', `${baseURL}/it/api-docs`)
})

test('a new build is picked up and switched to on the next route change', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const ownId = await page.evaluate(async () => (await (await fetch('/builds/latest.json')).json()).id)
  expect(ownId).toBeTruthy()
  // Deploy a "new build": latest.json now names another id.
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'brand-new-build', timestamp: Date.now() } }),
  )
  await page.evaluate(() => {
    ;(window as unknown as { marker: number }).marker = 1
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect(page.getByText('A new version of Stagebook is available')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-new-build', 'brand-new-build')
  // Still the same document until the visitor moves on…
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  const reloaded = page.waitForEvent('load')
  await page.getByRole('link', { name: 'API reference' }).click()
  await reloaded
  // …then the next page is a full load of the new build.
  await expect(page).toHaveURL(/\/api-docs$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
})

test('a chunk-load error reloads the page once, then shows the error instead of looping', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The API reference page's chunk is gone (an old build's tab after a deploy that dropped it).
  await page.route(/\/assets\/ApiReferencePage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }))
  let loads = 0
  page.on('load', () => loads++)
  await page.getByRole('link', { name: 'API reference' }).click()
  await expect(page.getByText('Part of the app could not be loaded')).toBeVisible()
  expect(loads).toBe(1)
  expect(await page.evaluate(() => sessionStorage.getItem('stagebook:chunk-reload-at'))).toBeTruthy()
})

test('offline state is shown and the app recovers when the network returns', async ({ page, context }) => {
  await page.goto('/api-docs')
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline')
  await context.setOffline(false)
  await expect(page.getByTestId('offline-banner')).toHaveCount(0)
  await expect(page.getByText('You are back online')).toBeVisible()
})

test('the API reference lists every operation of the OpenAPI document', async ({ page, request }) => {
  const doc = await (await request.get('/api/openapi.json')).json()
  const total = Object.values(doc.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0)
  await page.goto('/api-docs')
  // 113+ operations render at once: on a loaded 2-core machine that alone took over 30 s.
  await expect(page.getByTestId('api-operation')).toHaveCount(total, { timeout: 120_000 })
  await page.getByLabel('Filter endpoints').fill('openapi')
  await expect(page.getByTestId('api-operation')).toHaveCount(1)
  await page.getByRole('button', { name: /GET \/api\/openapi\.json/ }).click()
  await expect(page.getByRole('heading', { name: 'Responses' })).toBeVisible()
})

test('screenshots of the shell pages at desktop and phone width', async ({ page }) => {
  for (const [name, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 375, 740],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`shell-home-${name}.png`), fullPage: true })
    await page.goto('/api-docs')
    await expect(page.getByTestId('api-operation').first()).toBeVisible({ timeout: 120_000 })
    await page.getByTestId('api-operation').first().getByRole('button').click()
    await page.screenshot({ path: test.info().outputPath(`shell-api-${name}.png`), fullPage: true })
    await page.goto('/nope')
    await page.screenshot({ path: test.info().outputPath(`shell-404-${name}.png`) })
  }
})

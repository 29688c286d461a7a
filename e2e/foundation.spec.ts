import { ROUTES } from '../src/routes.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

test('home page renders the layout with navigation and footer', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book live events with confidence')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  for (const label of ['Artists', 'Venues', 'Services', 'Search', 'Rider generator', 'Stage whisperer']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible()
  }
  await expect(page.getByRole('contentinfo')).toContainText('Stagebook')
})

test('unknown paths show the Page Not Found page with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /this/does/not/exist')
  await expect(page).toHaveTitle(/Page Not Found/)
})

test('a route whose own validation fails is a 404 too', async ({ page }) => {
  const response = await page.goto('/venues/abc/details')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /venues/abc/details')
})

test('client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-page')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /missing-page')
})

test('every route of the table answers 200 and renders a titled page', async ({ page, request, server }) => {
  test.slow() // one page load per route: on a busy machine that is minutes
  // A shared rider page answers 404 for a token that was never issued: share one first.
  const { accessToken } = await signInAs(page.context(), server)
  const headers = { authorization: `Bearer ${accessToken}` }
  const rider = await (await request.post('/api/riders', { headers, data: { name: 'Act' } })).json()
  const share = await (await request.post(`/api/riders/${rider.id}/share`, { headers })).json()
  for (const route of ROUTES) {
    const path = route.path.replace(':id', '1').replace(':token', share.token)
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('body')).not.toContainText('Page Not Found')
  }
})

test('switching language keeps the page, sets the cookie for 365 days and renders German', async ({
  page,
  context,
}) => {
  await page.goto('/venues/search')
  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitem', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/venues\/search$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Künstler' }),
  ).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'locale')
  expect(cookie?.value).toBe('de')
  expect(Math.round((cookie!.expires * 1000 - Date.now()) / 86_400_000)).toBe(365)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/venues\/search$/)
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/venues\/search$/)
})

test('a page reached from the home page in another language gets its feature messages in that language', async ({
  page,
}) => {
  // The home page loads only the shell's messages; the search page needs the directory's too.
  await page.goto('/')
  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitem', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/fr$/)
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Salles' }).click()
  await expect(page).toHaveURL(/\/fr\/venues\/search$/)
  await expect(page.getByRole('textbox', { name: 'Ville' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Trier par' })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/\b(directory|favorites|common)\.[a-z]/)

  // This page arrived through React.lazy: a language switch re-renders it but must not remount it.
  const searchBox = page.getByRole('search').getByRole('textbox')
  await searchBox.fill('Jazz trio')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Langue' }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/venues\/search$/)
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toBeVisible()
  await expect(searchBox).toHaveValue('Jazz trio')
})

test('the layout works on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Venues' }).click()
  await expect(page).toHaveURL(/\/venues\/search$/)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

const shots = process.env.DIRECTORY_SHOTS ?? 'test-results/directory'
const OWNER_ID = '00000000-0000-4000-8000-00000000a002'

const cards = (page: Page) => page.getByTestId('result-card')
const search = async (page: Page, q: string) => {
  const input = page.getByTestId('search-input')
  await input.fill(q)
  await input.press('Escape')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}

test('search venues: prefix, typo, accents; the URL carries the search', async ({ page }) => {
  await page.goto('/venues/search')
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByTestId('result-count')).toContainText('60 results')
  await page.screenshot({ path: `${shots}/venues-search-desktop.png`, fullPage: false })

  await search(page, 'Glutw')
  await expect(page).toHaveURL(/q=Glutw/)
  await expect(cards(page).first()).toContainText('Glutwerk')

  await search(page, 'Symphoniqeu')
  await expect(cards(page).first()).toContainText('Salle Symphonique du Canal')

  await page.goBack()
  await expect(page).toHaveURL(/q=Glutw/)
  await expect(cards(page).first()).toContainText('Glutwerk')
  await page.reload()
  await expect(cards(page).first()).toContainText('Glutwerk')

  await page.goto('/artists/search?q=ruido')
  await expect(cards(page).first()).toContainText('Ruido Jacarandá')
})

test('German UI: a misspelt venue is found, the type-ahead corrects it, the page says what it searched for', async ({
  page,
}) => {
  await page.goto('/de/venues/search')
  await expect(cards(page).first()).toBeVisible()
  const input = page.getByTestId('search-input')
  await input.fill('glutwekr')
  // The type-ahead suggests the corrected name while typing.
  await expect(page.getByRole('option', { name: /Glutwerk/ })).toBeVisible()
  await input.press('Escape')
  await page.getByRole('button', { name: 'Suchen', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/venues\/search\?q=glutwekr/)
  await expect(cards(page).first()).toContainText('Glutwerk')
  await expect(page.getByTestId('corrected-notice')).toHaveText('Ergebnisse für Glutwerk')
  await page.screenshot({ path: `${shots}/venues-search-corrected-de.png`, fullPage: false })
  // Spelt right, no notice; a German city name finds the English-named city.
  await page.goto('/de/venues/search?q=Glutwerk')
  await expect(cards(page).first()).toContainText('Glutwerk')
  await expect(page.getByTestId('corrected-notice')).toHaveCount(0)
  await page.goto('/de/search?q=Hambrug')
  await expect(page.getByTestId('corrected-notice')).toHaveText('Ergebnisse für Hamburg')
})

test('filters: type with facet counts, near a city sorted by distance, empty state', async ({ page }) => {
  await page.goto('/venues/search')
  await page.getByTestId('filter-main').click()
  // The count sits beside the label in the dropdown (not in the chosen value).
  const option = page.getByRole('option', { name: /^Concert hall\s*\d+$/ })
  await expect(option).toBeVisible()
  await option.click()
  await expect(page).toHaveURL(/type=concert-hall/)
  await expect(cards(page).first()).toContainText(/Concert hall/i)

  await page.goto('/venues/search')
  const near = page.getByTestId('filter-near')
  await near.fill('Berl')
  await page.getByRole('option', { name: 'Berlin' }).click()
  await expect(page).toHaveURL(/near=52\.52/)
  await expect(page).toHaveURL(/sort=distance/)
  await expect(cards(page).first()).toContainText('km away')

  await page.goto('/venues/search?q=zzzzqqqq')
  await expect(page.getByTestId('empty-state')).toBeVisible()
  await expect(page.getByText('Nothing matches this search')).toBeVisible()
  await page.goto('/venues/search?type=spaceship')
  await expect(page.getByText('Unknown venue type')).toBeVisible()
})

test('German UI: the city filter offers and shows city names in German, and filters by the city', async ({ page }) => {
  await page.goto('/de/venues/search')
  const city = page.getByTestId('filter-city')
  await city.fill('Munchen')
  await page.getByRole('option', { name: 'München', exact: true }).click()
  await expect(page).toHaveURL(/city=Munich/)
  await expect(city).toHaveValue('München')
  await expect(cards(page).first()).toContainText('München')
  await page.reload()
  await expect(page.getByTestId('filter-city')).toHaveValue('München')
})

test('/search shows each kind with links to the per-kind pages', async ({ page }) => {
  await page.goto('/search?q=berlin')
  await expect(page.getByTestId('all-venue').getByTestId('result-card').first()).toBeVisible()
  await expect(page.getByTestId('all-service')).toContainText('Wummerwerk Berlin')
  await page
    .getByTestId('all-venue')
    .getByRole('link', { name: /See all/ })
    .click()
  await expect(page).toHaveURL(/\/venues\/search\?q=berlin/)
})

test('details: facts, gallery of the demo photos, nearby, server 404 for a missing id', async ({ page, server }) => {
  // Demo photos are seeded in the background once the server listens; venue 1 comes first.
  await expect
    .poll(async () => ((await (await page.request.get(`${server.url}/api/venues/1`)).json()).photos ?? []).length)
    .toBeGreaterThanOrEqual(3)
  await page.goto('/venues/1/details')
  await expect(page.getByRole('heading', { level: 1, name: 'Glutwerk' })).toBeVisible()
  await expect(page.getByTestId('facts')).toContainText('1,500')
  await expect(page.getByTestId('last-confirmed')).toBeVisible()
  await expect(page.getByTestId('gallery')).toBeVisible()
  await expect(page.getByTestId('gallery-empty')).toHaveCount(0)
  await expect(page).toHaveTitle(/Glutwerk/)
  await page.screenshot({ path: `${shots}/venue-details-desktop.png`, fullPage: true })

  const res = await page.goto('/venues/999999/details')
  expect(res?.status()).toBe(404)
  await expect(page.getByText('Page Not Found').first()).toBeVisible()
})

test('search cards ask for thumbnails at their size, the first ones eager, never the full photo', async ({
  page,
  server,
}) => {
  await expect
    .poll(async () => ((await (await page.request.get(`${server.url}/api/venues/1`)).json()).photos ?? []).length)
    .toBeGreaterThanOrEqual(3)
  const storage: { url: string; bytes: number }[] = []
  page.on('response', async (res) => {
    if (!res.url().includes('/storage/v1/')) return
    storage.push({ url: res.url(), bytes: (await res.body().catch(() => Buffer.alloc(0))).length })
  })
  await page.goto('/venues/search')
  const photos = cards(page).locator('img')
  await expect(photos.first()).toBeVisible()
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  const shown = await photos.evaluateAll((imgs) =>
    imgs.map((img) => {
      const i = img as HTMLImageElement
      return { src: i.currentSrc, width: i.naturalWidth, loading: i.loading, priority: i.getAttribute('fetchpriority') }
    }),
  )
  expect(shown.length).toBeGreaterThan(3)
  for (const image of shown.slice(0, 3)) expect(image).toMatchObject({ loading: 'eager', priority: 'high' })
  for (const image of shown.slice(3)) expect(image.loading).toBe('lazy')
  // A card is ≈ 180–330 px wide at 1280 px beside the filters and the map: the 400 px rendition on a 1× screen.
  expect(shown[0]!.src).toMatch(/\/storage\/v1\/render\/image\/public\/venues\/.*[?&]width=400&height=150/)
  expect(shown[0]!.width).toBeLessThanOrEqual(400)
  expect(storage.filter((r) => r.url.includes('/storage/v1/object/public/'))).toEqual([])
  for (const r of storage) expect(r.bytes, r.url).toBeLessThan(120_000)
  // The first cards' pictures were preloaded as soon as the results came (their LCP), with the cards' own sources,
  // so each was downloaded once.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((l) => l.imageSrcset),
  )
  const eager = await photos.evaluateAll((imgs) => imgs.slice(0, 3).map((img) => (img as HTMLImageElement).srcset))
  expect(preloaded).toEqual(eager)
  for (const image of shown.slice(0, 3))
    expect(storage.filter((r) => r.url === image.src).length, image.src).toBeLessThanOrEqual(1)
})

test('the owner edits a venue with field-level validation; others get 403', async ({ page, context, server }) => {
  await signInAs(context, server, { id: OWNER_ID, email: 'owner@stagebook.local' })
  await page.goto('/venues/1/edit')
  const capacity = page.getByLabel('Standing capacity')
  // Numbers read as everywhere else in the locale (the edit page once showed "1 500" beside "1,500").
  await expect(capacity).toHaveValue('1,500')
  await page.getByLabel('Country code').fill('1')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByTestId('save').click()
  await expect(page.getByText('Use a two-letter country code (e.g. DE)')).toBeVisible()
  await expect(page.getByText('Enter a valid email address')).toBeVisible()
  await page.screenshot({ path: `${shots}/venue-edit-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByLabel('In-ear systems').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/venue-edit-monitoring-375.png` })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('Country code').fill('DE')
  await page.getByLabel('Email').fill('door@glutwerk.example')
  await capacity.fill('1700')
  // The monitoring riders check against: mixes and in-ear systems given, wedges left unsaid.
  await page.getByLabel('Monitor mixes').fill('8')
  await page.getByLabel('In-ear systems').fill('0')
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(/\/venues\/1\/details/)
  const facts = page.getByTestId('facts')
  await expect(facts).toContainText('1,700')
  await expect(facts.getByRole('row', { name: /^Monitor mixes\s*8$/ })).toBeVisible()
  await expect(facts.getByRole('row', { name: /^In-ear systems\s*0$/ })).toBeVisible()
  await expect(facts).not.toContainText('Wedges')

  await context.clearCookies()
  await signInAs(context, server)
  await page.goto('/venues/1/edit')
  await expect(page.getByTestId('forbidden')).toContainText(
    'Only the owner of this venue or an administrator can edit it.',
  )
  await page.goto('/artists/1/edit')
  await expect(page.getByTestId('forbidden')).toContainText('Only administrators can edit artists and services.')
})

test('phone width: search and details fit 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/artists/search')
  await expect(cards(page).first()).toBeVisible()
  await page.getByRole('button', { name: 'Filters' }).click()
  await expect(page.getByTestId('filter-main')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `${shots}/artists-search-mobile.png`, fullPage: false })
  await page.goto('/venues/2/details')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `${shots}/venue-details-mobile.png`, fullPage: true })
})

test('near: typos still find the place, nonsense says so, and "Use my location" searches around the browser', async ({
  page,
  context,
}) => {
  await page.goto('/venues/search')
  const near = page.getByTestId('filter-near')
  await near.fill('Hambrg')
  await page.getByRole('option', { name: 'Hamburg' }).click()
  await expect(page).toHaveURL(/near=53\.55/)

  await near.fill('qqqqxxzz')
  await expect(page.getByText('No place matches “qqqqxxzz”.')).toBeVisible()

  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 52.52, longitude: 13.405 })
  await page.goto('/venues/search')
  await page.getByTestId('use-my-location').click()
  await expect(page).toHaveURL(/near=52\.52%2C13\.405|near=52\.52,13\.405/)
  await expect(page).toHaveURL(/sort=distance/)
  await expect(near).toHaveValue('My location')
  await expect(cards(page).first()).toContainText('km away')
  await page.screenshot({ path: 'test-results/directory/near-my-location.png' })
})

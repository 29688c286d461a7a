import type { Page } from '@playwright/test'
import { cityName } from '../src/directory/city-names.ts'
import { expect, test } from './fixtures.ts'

const shots = process.env.HOME_SHOTS ?? 'test-results/home'
const cards = (page: Page) => page.getByTestId('result-card')

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 812 })
    })

    test('home search: a misspelt name is suggested and opens its page; a category word and a misspelt city lead to results', async ({
      page,
    }) => {
      await page.goto('/')
      const what = page.getByTestId('home-what')
      await what.fill('glutwekr')
      const suggestion = page.getByRole('option', { name: /Glutwerk/ })
      await expect(suggestion).toBeVisible()
      await page.screenshot({ path: `${shots}/home-typeahead-${width}.png` })
      await suggestion.click()
      await expect(page).toHaveURL(/\/venues\/\d+\/details$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Glutwerk' })).toBeVisible()

      await page.goto('/')
      await page.getByTestId('home-what').fill('club')
      await page.getByRole('option', { name: 'Clubs' }).click()
      await expect(page).toHaveURL(/\/venues\/search\?type=club$/)
      await expect(cards(page).first()).toBeVisible()

      await page.goto('/')
      const where = page.getByTestId('home-where')
      await where.fill('Hambrg')
      await page.getByRole('option', { name: 'Hamburg' }).click()
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(/\/artists\/search\?city=Hamburg$/)
      await expect(page.getByTestId('result-count')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })

    test('an empty search offers the change that finds something, with its count and the nearest entries', async ({
      page,
    }) => {
      await page.goto('/venues/search?q=Glutwerk&city=Leipzig')
      const empty = page.getByTestId('empty-state')
      await expect(empty).toBeVisible()
      const around = page.getByTestId('relax-city')
      await expect(around).toContainText('Search around Leipzig (200 km)')
      await expect(around).toContainText('1 result')
      await expect(page.getByTestId('relax-items').getByTestId('result-card').first()).toContainText(
        /Glutwerk.*km away/s,
      )
      await page.screenshot({ path: `${shots}/empty-state-${width}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await around.click()
      await expect(page).toHaveURL(/near=51\.3397%2C12\.3731/)
      await expect(page).toHaveURL(/radius_km=200/)
      await expect(cards(page).first()).toContainText('Glutwerk')
    })
  })
}

test('German UI shows German city names; search by the directory name is unchanged', async ({ page, request }) => {
  // A city of the demo data with names of its own in German and Italian.
  let city = ''
  for (const name of ['Cologne', 'Munich', 'Vienna', 'Milan', 'Rome', 'Prague', 'Lisbon', 'Warsaw']) {
    const res = await request.get(`/api/venues/search?city=${name}&limit=1`)
    if ((await res.json()).total > 0) {
      city = name
      break
    }
  }
  expect(city).not.toBe('')
  const german = cityName(city, 'de')
  expect(german).not.toBe(city)
  await page.goto(`/de/venues/search?city=${city}`)
  await expect(cards(page).first()).toContainText(`${german}, `)
  await cards(page).first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/de\/venues\/\d+\/details$/)
  await expect(page.getByText(`${german}, `).first()).toBeVisible()
  await page.goto(`/it/venues/search?city=${city}`)
  await expect(cards(page).first()).toContainText(`${cityName(city, 'it')}, `)
  await page.goto(`/venues/search?city=${city}`)
  await expect(cards(page).first()).toContainText(`${city}, `)
})

test('the home page shows listings with photos once the demo photos are in', async ({ page }) => {
  // The demo photos arrive in the background after start; the showcase is cached for a minute.
  await expect
    .poll(
      async () => {
        await page.goto('/')
        // The showcase arrives after the page (its own request): give it a moment before counting.
        await page
          .getByTestId('featured-card')
          .first()
          .waitFor({ timeout: 20_000 })
          .catch(() => {})
        return page.getByTestId('featured-card').count()
      },
      // Photo seeding competes with the other e2e servers for 2 cores: give it time, ask only that some arrived.
      { timeout: 240_000, intervals: [5_000] },
    )
    .toBeGreaterThanOrEqual(1)
  await expect(page.getByTestId('featured-card').first().locator('img')).toHaveJSProperty('complete', true)
  await page.screenshot({ path: `${shots}/home-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${shots}/home-375.png`, fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

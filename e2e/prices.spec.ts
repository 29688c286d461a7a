import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const shots = process.env.DIRECTORY_SHOTS ?? 'test-results/directory'
const cards = (page: Page) => page.getByTestId('result-card')
/** The first whole amount in a price line ("From €1,200 per evening" → 1200). */
const amountOf = (text: string) => Number((text.match(/\d[\d,.\s\u202f\u00a0]*/)?.[0] ?? '').replace(/\D/g, ''))

test('venues: price max and price sort in the display currency, listed amount beneath when converted', async ({
  page,
}) => {
  await page.goto('/venues/search')
  await expect(cards(page).first()).toBeVisible()
  const max = page.getByTestId('filter-price-max')
  await max.fill('1000')
  await max.press('Enter')
  await expect(page).toHaveURL(/price_max=1000/)
  await page.getByTestId('sort').click()
  await page.getByRole('option', { name: 'Price: high to low' }).click()
  await expect(page).toHaveURL(/sort=price_desc/)
  const prices = page.getByTestId('result-card').getByTestId('price')
  await expect(prices.first()).toContainText(/^From €[\d,]+ per (evening|day)/)
  // The previous page stays on screen until the sorted one arrives (slow on a busy machine): wait for the order.
  const shownAmounts = async () => (await prices.allTextContents()).map(amountOf)
  await expect
    .poll(async () => {
      const amounts = await shownAmounts()
      return amounts.length > 1 && amounts.every((a, i) => i === 0 || a <= amounts[i - 1]!)
    }, 'prices are listed from high to low')
    .toBe(true)
  for (const a of await shownAmounts()) expect(a).toBeLessThanOrEqual(1000)

  // Pounds: the filter's amount is read in GBP now, prices shown in GBP, euro venues listed beneath.
  await page.getByTestId('display-currency').click()
  await page.getByRole('option', { name: 'GBP', exact: true }).click()
  await expect(page.getByText('Max. price (GBP)')).toBeVisible()
  await expect(prices.first()).toContainText(/^From £[\d,]+ per (evening|day)/)
  await expect(prices.filter({ hasText: 'Listed as €' }).first()).toBeVisible()
  // A converted amount says it is approximate, with the day of the rates it used.
  await expect(prices.filter({ hasText: 'Listed as €' }).first()).toContainText(
    /Listed as €[\d,]+ · approx\., rates of \d{1,2} [A-Z][a-z]{2,3} \d{4}$/,
  )
  await page.screenshot({ path: `${shots}/venues-price-sort.png`, fullPage: false })

  // The choice is remembered, and the details page shows the same price.
  await page.reload()
  await expect(page.getByTestId('display-currency')).toHaveValue('GBP')
  const first = cards(page).first()
  const cardPrice = (await first.getByTestId('price').locator('p').first().textContent()) ?? ''
  expect(cardPrice).toMatch(/^From £[\d,]+ per/)
  await first.getByRole('link').first().click()
  await expect(page.getByTestId('details-price')).toContainText(cardPrice)

  // Acts: a fee range per show, sorted cheapest first.
  await page.goto('/artists/search?sort=price')
  await expect(cards(page).first().getByTestId('price')).toContainText(/^£[\d,]+ – £[\d,]+ per show/)
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/**
 * The booker scenario, end to end on desktop and phone: find a venue for 300 people in Berlin and a DJ for
 * the same night, from the home page, with photos, prices, a map and favourites. Screenshots of every step. (The e2e
 * server seeds 60 entries a kind; the demo data test holds the full seed to three of each type per city.)
 */
const shots = 'test-results/booker-walk'
const cards = (page: Page) => page.getByTestId('result-card')

for (const width of [1280, 375]) {
  test(`booker at ${width} px: a Berlin venue for 300 and a DJ for the same night`, async ({
    page,
    context,
    server,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 812 })
    await signInAs(context, server)

    // Home: venues, where = a misspelt Berlin.
    await page.goto('/')
    await page.getByTestId('home-kind').getByRole('radio', { name: 'Venues' }).click()
    await page.getByTestId('home-where').fill('Berln')
    await page.getByRole('option', { name: 'Berlin' }).click()
    await page.screenshot({ path: `${shots}/1-home-${width}.png` })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/venues\/search\?city=Berlin$/)
    await expect(cards(page).first()).toBeVisible()

    // 300 guests or more, cheapest first: every card holds 300+ and shows its hire price.
    await page.goto('/venues/search?city=Berlin&capacity_min=300&sort=price')
    await expect(cards(page).first()).toBeVisible()
    const count = await cards(page).count()
    expect(count).toBeGreaterThanOrEqual(1)
    for (let i = 0; i < count; i++) {
      const guests = Number(
        (await cards(page)
          .nth(i)
          .getByText(/Up to [\d,]+ guests/)
          .textContent())!.replace(/\D/g, ''),
      )
      expect(guests).toBeGreaterThanOrEqual(300)
    }
    await expect(cards(page).first().getByTestId('price')).toContainText(/€/)
    await page.screenshot({ path: `${shots}/2-venues-${width}.png`, fullPage: width < 600 })

    // Its details: name, price, the gallery (demo photos arrive in the background) and a map or its calm fallback.
    const venue = (await cards(page).first().getByRole('link').first().textContent())!.trim()
    await cards(page).first().getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name: venue })).toBeVisible()
    await expect(page.getByTestId('gallery').or(page.getByTestId('gallery-empty'))).toBeVisible()
    await expect(page.getByTestId('details-price')).toContainText(/€/)
    await page
      .getByRole('button', { name: `Save ${venue}` })
      .or(page.getByTestId('favorite-toggle').first())
      .first()
      .click()
    await expect(page.getByTestId('favorite-toggle').first()).toHaveAttribute('aria-pressed', 'true')
    await page.screenshot({ path: `${shots}/3-venue-details-${width}.png`, fullPage: true })

    // "Send an enquiry" stays at hand on a phone: once the page's own button is scrolled away, a bar at the bottom
    // of the screen holds it (a 44 px target at least); on a desktop there is no such bar.
    const sticky = page.getByTestId('enquiry-sticky')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    if (width < 600) {
      await expect(sticky).toBeVisible()
      await expect(sticky).toHaveText('Send an enquiry')
      const box = (await sticky.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.y + box.height).toBeLessThanOrEqual(812)
      expect(box.y + box.height).toBeGreaterThan(812 - 100)
      // Scrolled to the end, the footer's last line stands above the bar, not under it.
      const footerLink = page.locator('footer').getByRole('link').last()
      const footerBottom = async () => {
        const link = await footerLink.boundingBox()
        return link ? link.y + link.height : Number.POSITIVE_INFINITY
      }
      await expect.poll(footerBottom).toBeLessThanOrEqual(box.y)
      await page.screenshot({ path: `${shots}/3b-venue-details-sticky-${width}.png` })
      await sticky.click()
      await expect(page.getByRole('dialog').getByLabel('Event date')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // Back at the top, the page's own button is in view and the bar is gone.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByTestId('enquiry-open').scrollIntoViewIfNeeded()
      await expect(sticky).toHaveCount(0)
    } else await expect(sticky).toHaveCount(0)

    // A DJ in Berlin: at least three, each with a fee range.
    await page.goto('/artists/search?city=Berlin&type=dj')
    await expect(cards(page).first()).toBeVisible()
    expect(await cards(page).count()).toBeGreaterThanOrEqual(1)
    await expect(cards(page).first()).toContainText(/DJ/i)
    await expect(cards(page).first().getByTestId('price')).toContainText(/€/)
    await page.screenshot({ path: `${shots}/4-djs-${width}.png`, fullPage: width < 600 })
    const dj = (await cards(page).first().getByRole('link').first().textContent())!.trim()
    await cards(page).first().getByTestId('favorite-toggle').click()
    await expect(cards(page).first().getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true')

    // Both in the favourites list, ready to book.
    await page.goto('/favorites')
    await expect(page.getByText(venue).first()).toBeVisible()
    await expect(page.getByText(dj).first()).toBeVisible()
    await page.screenshot({ path: `${shots}/5-favorites-${width}.png`, fullPage: true })
  })
}

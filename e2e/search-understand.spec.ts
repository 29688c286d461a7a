import { expect, test } from './fixtures.ts'

const shots = process.env.DIRECTORY_SHOTS ?? 'test-results/directory'

test('words read as filters show as chips; a word that finds nothing is left out, one click brings it back', async ({
  page,
}) => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto('/artists/search?q=wedding+band+berlin+klub')
    const chips = page.getByTestId('understood-chips')
    await expect(chips).toContainText('Wedding')
    await expect(chips).toContainText('Band')
    await expect(chips).toContainText('Berlin')
    await expect(page.getByTestId('relaxed-notice')).toContainText('klub')
    await expect(page.getByTestId('result-card').first()).toBeVisible()
    await page.screenshot({ path: `${shots}/search-understood-${name}.png` })
  }
  await page.getByTestId('strict-link').click()
  await expect(page).toHaveURL(/strict=1/)
  await expect(page.getByTestId('relaxed-notice')).toHaveCount(0)
  await page.goto('/artists/search?q=wedding+band+berlin')
  await page.getByRole('button', { name: 'Remove filter Wedding' }).click()
  await expect(page).toHaveURL(/q=band\+berlin/)
  await page.goto('/search?q=wedding+band+berlin+klub')
  await expect(page.getByTestId('understood-chips')).toContainText('Berlin')
  await page.screenshot({ path: `${shots}/search-all-understood-desktop.png` })
})

test('a district in the words is a chip and searches around it; the near field offers districts', async ({ page }) => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto('/venues/search?q=club+near+Kreuzberg')
    await expect(page.getByTestId('understood-chips')).toContainText('Kreuzberg, Berlin')
    await expect(page.getByTestId('result-card').first()).toContainText('km')
    await page.screenshot({ path: `${shots}/search-district-${name}.png` })
  }
  await page.goto('/de/venues/search?q=club+near+Kreuzberg')
  await page.getByRole('button', { name: /Kreuzberg, Berlin/ }).click()
  await expect(page).toHaveURL(/q=club(&|$)/)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/venues/search')
  const near = page.getByTestId('filter-near')
  await near.fill('Montmart')
  await page.getByRole('option', { name: 'Montmartre, Paris' }).click()
  await expect(page).toHaveURL(/near=48\.88/)
  await expect(page).toHaveURL(/place=Montmartre/)
})

test('an empty /search offers every kind’s changes that find something, each with its count', async ({ page }) => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto('/search?q=magician+Shibuya')
    const options = page.getByTestId('relax-options')
    await expect(options.getByRole('link').first()).toBeVisible()
    // Every suggestion and its count are whole: no badge cut to "5 RES…", no button past the screen's edge.
    const clipped = await options.getByRole('link').evaluateAll((links) =>
      links.flatMap((link) => {
        const badge = link.querySelector<HTMLElement>('[data-testid="relax-count"]')
        const label = link.querySelector<HTMLElement>('.mantine-Button-label')
        const box = link.getBoundingClientRect()
        const b = badge?.getBoundingClientRect()
        // The badge's text sits in an inner element that cuts it with an ellipsis: every element must fit.
        const fits = (el: HTMLElement) =>
          [el, ...el.querySelectorAll<HTMLElement>('*')].every((e) => e.scrollWidth <= e.clientWidth)
        const whole =
          badge &&
          label &&
          b &&
          fits(badge) &&
          fits(label) &&
          b.left >= box.left &&
          b.right <= box.right &&
          box.left >= 0 &&
          box.right <= document.documentElement.clientWidth
        return whole ? [] : [link.textContent]
      }),
    )
    expect(clipped, name).toEqual([])
    await expect(options.getByTestId('relax-count').first()).toHaveText(/\d+ results?/i)
    await page.screenshot({ path: `${shots}/search-all-empty-${name}.png`, fullPage: true })
  }
  const first = page.getByTestId('relax-options').getByRole('link').first()
  await first.click()
  await expect(page).toHaveURL(/\/(artists|venues|services)\/search\?/)
  await expect(page.getByTestId('result-card').first()).toBeVisible()
})

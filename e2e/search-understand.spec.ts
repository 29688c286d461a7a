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

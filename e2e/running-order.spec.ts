import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

const shots = process.env.STAGES_SHOTS ?? 'test-results/stages-shots'

async function addItem(page: Page, index: number, title: string, minutes: string, mode?: string) {
  await page.getByTestId('runorder-add').click()
  const item = page.getByTestId('runorder-item').nth(index)
  await item.getByTestId('runorder-item-title').fill(title)
  await item.getByTestId('runorder-item-duration').fill(minutes)
  if (mode) {
    await item.getByRole('textbox', { name: 'Starts' }).click()
    await page.getByRole('option', { name: mode, exact: true }).click()
  }
}

test('a manager builds a running order, starts it; a TV display follows, an overrun turns red, a nudge moves the expected starts', async ({
  page,
  context,
  browser,
  server,
}) => {
  test.setTimeout(240_000)
  await signInAs(context, server)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/stageWhisperer/manager')
  await page.getByLabel('Stage name').fill('Club stage')
  await page.getByRole('button', { name: 'Create stage' }).click()
  const codeEl = page.getByTestId('stage-code')
  await expect(codeEl).toHaveText(/^[A-Z2-9]{6}$/)
  const code = (await codeEl.textContent())!

  // Two items: a one-minute support act, then the headliner started by hand.
  await expect(page.getByTestId('runorder-card')).toBeVisible()
  await addItem(page, 0, 'Support act', '1')
  await addItem(page, 1, 'Headliner', '45', 'Manually')
  await page.getByTestId('runorder-save').click()
  await expect(page.getByText('Running order saved')).toBeVisible()
  await expect(page.getByTestId('runorder-live')).toBeVisible()

  // The display: a TV, no session.
  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  const display = await tv.newPage()
  await display.goto(`${server.url}/stageWhisperer/display?code=${code}`)
  await expect(display.getByTestId('stage-screen')).toBeVisible()
  await expect(display.getByTestId('run-panel')).toHaveCount(0)

  await page.getByTestId('runorder-start').click()
  await expect(display.getByTestId('run-current')).toContainText('Support act')
  await expect(display.getByTestId('run-next')).toContainText('Headliner')
  await expect(display.getByTestId('run-timer')).toHaveText(/^0:[0-5]\d$|^1:00$/)
  await expect(display.getByTestId('run-panel')).toHaveAttribute('data-overrun', 'false')

  // A nudge of +5 minutes moves the headliner's expected start by five minutes, on the manager and the display.
  const nextAt = display.getByTestId('run-next-at')
  const before = (await nextAt.textContent())!
  const row = page.getByTestId('runorder-live-row').nth(1)
  const rowBefore = (await row.textContent())!
  await page.getByTestId('runorder-nudge-5').click()
  await expect(nextAt).not.toHaveText(before)
  await expect(row).not.toHaveText(rowBefore)
  const minutes = (s: string) => {
    const m = /(\d{1,2}):(\d{2})/.exec(s)!
    return Number(m[1]) * 60 + Number(m[2])
  }
  expect((minutes((await nextAt.textContent())!) - minutes(before) + 1440) % 1440).toBe(5)
  await expect(page.getByTestId('runorder-item-expected').nth(1)).toContainText(/\+\d+ min|Expected/)
  await page.getByTestId('runorder-nudge--5').click()
  await expect(nextAt).toHaveText(before)

  await display.screenshot({ path: `${shots}/runorder-display-1920.png` })
  await page.screenshot({ path: `${shots}/runorder-manager-1280.png`, fullPage: true })

  // The one-minute act runs over: the display counts up negative in red, the manager says so.
  await expect(display.getByTestId('run-panel')).toHaveAttribute('data-overrun', 'true', { timeout: 90_000 })
  await expect(display.getByTestId('run-timer')).toHaveText(/^-\d+:\d{2}$/)
  const colour = await display.getByTestId('run-timer').evaluate((el) => getComputedStyle(el).color)
  expect(colour).toBe('rgb(255, 59, 48)')
  await expect(page.getByTestId('runorder-status')).toHaveText('Overrun')
  await display.screenshot({ path: `${shots}/runorder-display-overrun-1920.png` })

  // Next: the headliner is on, the display follows.
  await page.getByTestId('runorder-next').click()
  await expect(display.getByTestId('run-current')).toContainText('Headliner')
  await expect(display.getByTestId('run-panel')).toHaveAttribute('data-overrun', 'false')

  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: `${shots}/runorder-manager-375.png`, fullPage: true })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)
  expect(overflow, 'no horizontal scroll at 375 px').toBe(false)
  await tv.close()
})

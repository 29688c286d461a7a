import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { device } from './devices.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/**
 * What the manager sees of the show's health: each display screen live or lost since when, and the running order's
 * times that do not fit (an overlap, a curfew overrun) listed in the editor before the show.
 */

/** Screenshots only when asked for (`STAGES_SHOTS=<dir>`). */
const shots = process.env.STAGES_SHOTS
async function shootAt(page: Page, name: string, testId: string): Promise<void> {
  if (!shots) return
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.getByTestId(testId).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${shots}/${name}-${width}.png` })
  }
}

test('the manager sees live and lost displays and the running order warnings', async ({
  page,
  context,
  browser,
  server,
}) => {
  test.setTimeout(600_000)
  if (shots) fs.mkdirSync(shots, { recursive: true })
  const manager = await signInAs(context, server)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/stageWhisperer/manager')
  await page.getByLabel('Stage name').fill('Health stage')
  await page.getByRole('button', { name: 'Create stage' }).click()
  const code = (await page.getByTestId('stage-code').textContent())!
  expect(code).toMatch(/^[A-Z2-9]{6}$/)
  const stages = (await (
    await fetch(`${server.url}/api/stages`, { headers: { authorization: `Bearer ${manager.accessToken}` } })
  ).json()) as { id: string }[]
  const saved = await fetch(`${server.url}/api/stages/${stages[0]!.id}/running-order`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${manager.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      date: '2027-05-02',
      timezone: 'Europe/Berlin',
      items: [
        { title: 'First act', kind: 'act', planned_start: 20 * 60, duration_min: 134 },
        { title: 'Changeover', kind: 'changeover', duration_min: 20, start_mode: 'after' },
        { title: 'Late act', kind: 'act', planned_start: 21 * 60 + 45, duration_min: 60 },
        { title: 'Curfew', kind: 'curfew', planned_start: 23 * 60, duration_min: 0 },
      ],
    }),
  })
  expect(saved.status).toBe(200)

  // Two screens open the display; one is switched off.
  const url = `${server.url}/stageWhisperer/display?code=${code}`
  const stays = await device(browser, url, { width: 1280, height: 720 })
  const goes = await device(browser, url, { width: 1280, height: 720 })
  const devices = page.getByTestId('display-device')
  await expect(devices).toHaveCount(2)
  await expect(page.locator('[data-testid="display-device"][data-online="true"]')).toHaveCount(2)
  await goes.context().close()
  await expect(page.locator('[data-testid="display-device"][data-online="false"]')).toHaveCount(1)
  await expect(page.getByText(/^Lost since \d{1,2}:\d{2}:\d{2}/)).toBeVisible()
  await expect(page.locator('[data-testid="display-device"][data-online="true"]')).toHaveCount(1)
  await shootAt(page, 'display-states', 'display-devices')

  const warnings = page.getByTestId('runorder-warning')
  await expect(warnings).toHaveCount(2)
  await expect(warnings.nth(0)).toHaveText('Late act is planned 49 min before Changeover is expected to end')
  await expect(warnings.nth(1)).toHaveText('The show is expected to run 34 min past the curfew')
  await shootAt(page, 'runorder-warnings', 'runorder-warnings')
  // Shortening the first act in the editor takes both warnings away.
  await page.getByTestId('runorder-item-duration').nth(0).fill('60')
  await expect(page.getByTestId('runorder-warnings')).toHaveCount(0)
  await stays.context().close()
})

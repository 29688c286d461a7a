import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { DEMO_ADMIN } from '../src-server/demo-accounts.ts'
import { createRoleLink, device } from './devices.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/**
 * The run of show as one walk: a manager fills a running order from two booked acts, starts it; a TV
 * display and a phone viewer follow; a nudge moves the expected starts; an overrun turns red; a controller link in
 * a second browser context takes over; the stage's API token advances to the next item over HTTP.
 */

/** Screenshots only when asked for (`STAGES_SHOTS=<dir>`): full-page shots cost seconds each on a loaded machine. */
const shots = process.env.STAGES_SHOTS
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!shots) return
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage })
}

const DAY = 86_400_000
const eventDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10)

/** Minutes since midnight of the first HH:MM in a text. */
function minutesOf(text: string): number {
  const m = /(\d{1,2}):(\d{2})/.exec(text)
  if (!m) throw new Error(`no time in "${text}"`)
  return Number(m[1]) * 60 + Number(m[2])
}

test('run of show: a running order from two booked acts drives a TV display, a phone viewer, a controller link and the API token', async ({
  page,
  context,
  browser,
  server,
}) => {
  test.setTimeout(900_000)
  if (shots) fs.mkdirSync(shots, { recursive: true })
  const api = (path: string, token: string, body?: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  // Two booked acts on the night: the manager enquires with two artists, the artists' side (admins answer for
  // artists) marks both booked, through the REST mirror the booking pages use.
  const manager = await signInAs(context, server)
  const adminContext = await browser.newContext()
  const admin = await signInAs(adminContext, server, { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email })
  await adminContext.close()
  const acts: string[] = []
  for (const [id, time] of [
    [1, '20:00'],
    [2, '21:15'],
  ] as const) {
    const artist = (await (await fetch(`${server.url}/api/artists/${id}`)).json()) as { name: string }
    acts.push(artist.name)
    const sent = await api('/enquiries', manager.accessToken, {
      entity_type: 'artist',
      entity_id: id,
      event_date: eventDate,
      event_time: time,
      event_type: 'Club night',
      message: 'Would you play our club night?',
    })
    expect(sent.status).toBe(201)
    const enquiry = (await sent.json()) as { id: number }
    expect((await api(`/enquiries/${enquiry.id}/status`, admin.accessToken, { status: 'booked' })).status).toBe(200)
  }
  const [support, headliner] = acts as [string, string]

  // The manager creates the stage and fills its running order from the bookings of that date.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/stageWhisperer/manager')
  await page.getByLabel('Stage name').fill('Club stage')
  await page.getByRole('button', { name: 'Create stage' }).click()
  const codeEl = page.getByTestId('stage-code')
  await expect(codeEl).toHaveText(/^[A-Z2-9]{6}$/)
  const code = (await codeEl.textContent())!
  await page.getByTestId('runorder-date').fill(eventDate)
  await page.getByRole('button', { name: 'Fill from bookings' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Fill from bookings' }).click()
  // The headliner's booking (21:15) starts 5 minutes before the support act and the changeover end: the fill
  // says so, and the editor lists the overlap.
  await expect(page.getByText('Filled from bookings, but some times do not fit')).toBeVisible()
  await expect(page.getByRole('alert', { name: 'Times that do not fit' })).toContainText(
    'is planned 5 min before Changeover is expected to end',
  )
  const titles = page.getByTestId('runorder-item-title')
  await expect(titles).toHaveCount(3)
  await expect(titles.nth(0)).toHaveValue(support)
  await expect(titles.nth(1)).toHaveValue('Changeover')
  await expect(titles.nth(2)).toHaveValue(headliner)
  await expect(page.getByTestId('runorder-item-planned').nth(0)).toHaveValue('20:00')
  // Each act links its directory page.
  await expect(page.getByTestId('runorder-item-artist')).toHaveCount(2)
  await expect(page.getByTestId('runorder-item-artist').first()).toHaveAttribute('href', '/artists/1/details')
  // A quick one-minute changeover, saved.
  await page.getByTestId('runorder-item-duration').nth(1).fill('1')
  await page.getByTestId('runorder-save').click()
  await expect(page.getByText('Running order saved')).toBeVisible()
  await expect(page.getByTestId('runorder-live')).toBeVisible()

  // A viewer link for the crew's phones.
  const viewerUrl = await createRoleLink(page, 'viewer', 'Crew phones')
  await page.keyboard.press('Escape')

  // The TV at the stage and the phone follow before the show starts.
  const tv = await device(browser, `${server.url}/stageWhisperer/display?code=${code}`, { width: 1920, height: 1080 })
  await expect(tv.getByTestId('stage-screen')).toBeVisible()
  const phone = await device(browser, viewerUrl, { width: 375, height: 812 }, true)
  await expect(phone.getByTestId('viewer-runorder')).toContainText(support)

  // Start: the support act is on, everywhere.
  await page.getByTestId('runorder-start').click()
  await expect(tv.getByTestId('run-current')).toContainText(support)
  await expect(tv.getByTestId('run-next')).toContainText('Changeover')
  await expect(tv.getByTestId('run-panel')).toHaveAttribute('data-overrun', 'false')
  await expect(phone.getByTestId('viewer-runorder').locator('[aria-current="true"]')).toContainText(support)

  // A nudge of +5 minutes moves the expected starts of what follows, on the display and the manager; −5 undoes it.
  const nextAt = tv.getByTestId('run-next-at')
  const before = (await nextAt.textContent())!
  const changeoverRow = page.getByTestId('runorder-live-row').nth(1)
  const rowBefore = (await changeoverRow.textContent())!
  await page.getByTestId('runorder-nudge-5').click()
  await expect(nextAt).not.toHaveText(before)
  expect((minutesOf((await nextAt.textContent())!) - minutesOf(before) + 1440) % 1440).toBe(5)
  await expect(changeoverRow).not.toHaveText(rowBefore)
  expect((minutesOf((await changeoverRow.textContent())!) - minutesOf(rowBefore) + 1440) % 1440).toBe(5)
  await page.getByTestId('runorder-nudge--5').click()
  await expect(nextAt).toHaveText(before)
  await shot(tv, 'display-1920')
  await shot(phone, 'viewer-375', true)

  // Next: the one-minute changeover. A minute taken from it makes it run over: red and negative on the TV, red on
  // the phone and the manager.
  await page.getByTestId('runorder-next').click()
  await expect(tv.getByTestId('run-current')).toContainText('Changeover')
  await expect(tv.getByTestId('run-next')).toContainText(headliner)
  await page.getByTestId('runorder-nudge--1').click()
  await expect(tv.getByTestId('run-panel')).toHaveAttribute('data-overrun', 'true')
  await expect(tv.getByTestId('run-timer')).toHaveText(/^-\d+:\d{2}$/)
  expect(await tv.getByTestId('run-timer').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 59, 48)')
  await expect(phone.getByTestId('run-panel')).toHaveAttribute('data-overrun', 'true')
  await expect(page.getByTestId('runorder-status')).toHaveText('Overrun')
  await shot(tv, 'display-overrun-1920')
  await shot(phone, 'viewer-overrun-375', true)
  await shot(page, 'manager-1440', true)

  // A controller link, opened in a second browser context without an account, takes over: its +5 gives the
  // changeover time again, and every display follows.
  const controllerUrl = await createRoleLink(page, 'controller', 'Second desk')
  await page.keyboard.press('Escape')
  const desk = await device(browser, controllerUrl, { width: 1280, height: 900 })
  await expect(desk.getByTestId('controller')).toBeVisible()
  await expect(desk.getByTestId('runorder-status')).toHaveText('Overrun')
  await desk.getByTestId('runorder-nudge-5').click()
  await expect(tv.getByTestId('run-panel')).toHaveAttribute('data-overrun', 'false')
  await expect(page.getByTestId('runorder-status')).toHaveText('Running')
  await expect(tv.getByTestId('run-timer')).toHaveText(/^\d+:\d{2}$/)

  // The stage's API token (a Stream Deck through Companion) advances to the next item: the headliner is on.
  await page.getByTestId('api-token-button').click()
  const tokenEl = page.getByTestId('created-token')
  await expect(tokenEl).toHaveText(/^[A-Za-z0-9_-]{43}$/)
  const apiToken = (await tokenEl.textContent())!
  await page.keyboard.press('Escape')
  const next = await api('/show-control/next', apiToken)
  expect(next.status).toBe(200)
  await expect(tv.getByTestId('run-current')).toContainText(headliner)
  await expect(phone.getByTestId('viewer-runorder').locator('[aria-current="true"]')).toContainText(headliner)
  await expect(desk.getByTestId('runorder-live-current')).toHaveText(headliner)
  await expect(page.getByTestId('runorder-live-current')).toHaveText(headliner)
  // A token that is not the stage's is refused.
  expect((await api('/show-control/next', 'x'.repeat(43))).status).toBe(401)

  // The manager sees every device that opened a link, the TV included, with when it was last seen.
  await page.reload()
  await expect(page.getByTestId('display-device')).toHaveCount(1)
  await expect(page.getByTestId('link-viewer').getByTestId('link-device')).toHaveCount(1)
  await expect(page.getByTestId('link-controller').getByTestId('link-device')).toHaveCount(1)

  await shot(tv, 'display-headliner-1920')
  await shot(phone, 'viewer-headliner-375', true)
  await shot(desk, 'controller-1280', true)
  await shot(page, 'manager-live-1440', true)
  await page.setViewportSize({ width: 375, height: 812 })
  await shot(page, 'manager-375', true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false)
  await desk.context().close()
  await phone.context().close()
  await tv.context().close()
})

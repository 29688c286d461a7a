import { addDays, todayIso } from '../src/availability/constants.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/** A venue owner blocks a day on the edit page: the date filter no longer finds the venue, its page shows the day. */
const OWNER = { id: '00000000-0000-4000-8000-00000000a002', email: 'owner@stagebook.local' }
const shots = 'test-results/availability'

test('an owner blocks a date → the search with that date leaves the venue out; the details page marks it', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(420_000)
  const api = async (path: string) => (await page.request.get(`${server.url}${path}`)).json()
  const found = await api('/api/venues/search?q=Glutwerk')
  const venue = found.items.find((i: { name: string }) => i.name === 'Glutwerk')
  expect(venue).toBeTruthy()
  // A day of the next weeks that is free (demo calendars block some), with a free day after it.
  let day = ''
  for (let i = 6; i < 24 && !day; i++) {
    const d = addDays(todayIso(), i)
    const [on, next] = await Promise.all([
      api(`/api/venues/search?q=Glutwerk&available_from=${d}`),
      api(`/api/venues/search?q=Glutwerk&available_from=${addDays(d, 1)}`),
    ])
    const has = (r: { items: { id: number }[] }) => r.items.some((x) => x.id === venue.id)
    if (has(on) && has(next)) day = d
  }
  expect(day).not.toBe('')

  await signInAs(context, server, OWNER)
  await page.goto(`/venues/${venue.id}/edit`)
  const editor = page.getByTestId('availability-editor')
  await expect(editor).toBeVisible({ timeout: 60_000 })
  // The day may be in the month after the first one shown.
  const cell = editor.locator(`[data-day="${day}"]:not([data-outside])`)
  if (!(await cell.isVisible())) await editor.getByRole('button', { name: /next/i }).first().click()
  await cell.click()
  await expect(page.getByTestId('availability-selection')).not.toHaveText('No days selected')
  await page.getByTestId('availability-status').getByText('Booked').click()
  await page.getByTestId('availability-note').fill('Private: Smith wedding')
  await page.getByTestId('availability-mark').click()
  await expect(page.getByText('Calendar saved')).toBeVisible()
  await expect(editor.locator(`[data-day="${day}"][data-status="booked"]:not([data-outside])`)).toBeVisible()
  await expect(page.getByTestId('availability-blocks')).toContainText('Private: Smith wedding')
  await editor.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/editor-desktop.png` })
  await page.setViewportSize({ width: 375, height: 800 })
  await editor.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/editor-phone.png` })
  await page.setViewportSize({ width: 1280, height: 800 })

  // The search with that date no longer finds Glutwerk; the day after it does.
  await page.goto(`/venues/search?q=Glutwerk&available_from=${day}`)
  await expect(page.getByTestId('filter-available')).not.toHaveText('')
  await expect(page.locator(`[data-result-id="${venue.id}"]`)).toHaveCount(0)
  await expect(page.getByText(/nothing matches/i).first()).toBeVisible()
  await page.screenshot({ path: `${shots}/search-desktop.png` })
  await page.goto(`/venues/search?q=Glutwerk&available_from=${addDays(day, 1)}`)
  await expect(page.locator(`[data-result-id="${venue.id}"]`).first()).toBeVisible()

  // The details page marks the day; its note stays with the owner (the public API leaves it out).
  await page.goto(`/venues/${venue.id}/details`)
  const calendar = page.getByTestId('availability-calendar')
  await expect(calendar).toBeVisible({ timeout: 60_000 })
  // It opens on this month; the days before today are greyed (marked past, and drawn unlike today).
  const today = todayIso()
  const todayCell = calendar.locator(`[data-day="${today}"]:not([data-outside])`)
  await expect(todayCell).toBeVisible()
  await expect(todayCell).not.toHaveAttribute('data-past')
  const yesterday = addDays(today, -1)
  if (yesterday.slice(0, 7) === today.slice(0, 7)) {
    const pastCell = calendar.locator(`[data-day="${yesterday}"]:not([data-outside])`)
    await expect(pastCell).toHaveAttribute('data-past')
    const look = (cell: typeof pastCell) =>
      cell.evaluate((el) => {
        const style = getComputedStyle(el)
        return `${style.color} ${style.fontWeight} ${style.backgroundColor}`
      })
    expect(await look(pastCell)).not.toBe(await look(todayCell))
  }
  const shown = calendar.locator(`[data-day="${day}"]:not([data-outside])`)
  if (!(await shown.isVisible()))
    await calendar
      .getByRole('button', { name: /later months/i })
      .first()
      .click()
  await expect(calendar.locator(`[data-day="${day}"][data-status="booked"]:not([data-outside])`)).toBeVisible()
  await expect(page.getByTestId('availability-legend')).toContainText('Booked')
  await calendar.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/details-desktop.png` })
  await page.setViewportSize({ width: 375, height: 800 })
  await calendar.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/details-phone.png` })
  const publicCalendar = await (
    await fetch(`${server.url}/api/venues/${venue.id}/availability?from=${day}&to=${day}`)
  ).json()
  expect(publicCalendar.blocks).toEqual([expect.objectContaining({ start_date: day, status: 'booked' })])
  expect(JSON.stringify(publicCalendar)).not.toContain('Smith')
})

test('the home search passes the chosen date to the results', async ({ page }) => {
  await page.goto('/')
  // The plain field gives way to the date picker at the first focus on the form.
  await page.getByTestId('home-when').click()
  const field = page.locator('button[data-testid="home-when"]')
  await expect(field).toBeVisible()
  await field.click()
  const picker = page.getByRole('dialog')
  await expect(picker).toBeVisible()
  // Today (the first day one may pick), twice: a one-day range. Mantine labels each day "24 November 2026".
  const day = todayIso()
  const name = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const button = picker.getByRole('button', { name, exact: true })
  await button.click()
  await button.click()
  await page.getByTestId('home-what').fill('club')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`available_from=${day}`))
  await page.screenshot({ path: `${shots}/home-results.png` })
})

import { addDays, todayIso } from '../src/availability/constants.ts'
import { DEMO_ADMIN } from '../src-server/demo-accounts.ts'
import { apiCall } from './api-call.ts'
import { expect, freePort, startServer, test } from './fixtures.ts'
import { shootWidths } from './screenshots.ts'
import { signInAs } from './session.ts'

/**
 * The listing side's inbox filter: the demo admin answers for every artist, so their inbox holds the demo
 * directory's booked (and read) enquiries. A booker sends three more (one stays new, one is answered, one
 * declined); the admin filters by "New" and sees only the new one, the counts on the filter row match the API's,
 * the filter survives a reload and the way back from a thread, and an empty status says so. The booker's own list
 * (`/account/enquiries`) has the same filter over their three. Screenshots at phone and desktop width.
 */

const shots = process.env.INBOX_SHOTS ?? 'test-results/inbox-filter'
const STATUSES = ['all', 'new', 'replied', 'booked', 'declined', 'withdrawn'] as const
type Counts = Record<(typeof STATUSES)[number], number>

test('inbox and my enquiries: filter by status with counts, kept in the URL across reload and back', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const server = await startServer({ PORT: String(await freePort()) })
  const bookerCtx = await browser.newContext({ baseURL: server.url })
  const adminCtx = await browser.newContext({ baseURL: server.url })
  try {
    const booker = await signInAs(bookerCtx, server)
    const admin = await signInAs(adminCtx, server, { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email })

    // Three enquiries to artists (the admin answers for them): new, replied, declined.
    const ask = async (artist: number, event_type: string, days: number) => {
      const res = await apiCall(server, booker.accessToken, 'POST', '/enquiries', {
        entity_type: 'artist',
        entity_id: artist,
        event_date: addDays(todayIso(), days),
        event_type,
        message: 'Are you free that night?',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.id as number
    }
    const fresh = await ask(1, 'Rooftop launch party', 20)
    const answered = await ask(2, 'Wedding reception', 21)
    const declined = await ask(3, 'Corporate gala', 22)
    const reply = await apiCall(server, admin.accessToken, 'POST', `/enquiries/${answered}/messages`, { body: 'Yes!' })
    expect(reply.status).toBe(201)
    const decline = await apiCall(server, admin.accessToken, 'POST', `/enquiries/${declined}/status`, {
      status: 'declined',
    })
    expect(decline.status).toBe(200)

    const api = (await apiCall(server, admin.accessToken, 'GET', '/enquiries/inbox')).body.counts as Counts
    expect(api).toMatchObject({ new: 1, replied: 1, declined: 1, withdrawn: 0 })
    // The demo directory's booked enquiries drown the three: that is what the filter is for.
    expect(api.booked).toBeGreaterThan(20)

    const o = await adminCtx.newPage()
    await o.goto('/account/inbox')
    const filter = o.getByRole('radiogroup', { name: 'Filter by status' })
    await expect(filter).toBeVisible()
    // Each option shows the API's count, as English writes numbers.
    for (const s of STATUSES)
      await expect(filter.locator(`[data-testid="status-count"][data-status="${s}"]`), s).toHaveText(
        api[s].toLocaleString('en'),
      )
    await expect(filter.getByRole('radio', { name: /^All/ })).toBeChecked()
    await expect(o.getByTestId('enquiry-row')).toHaveCount(20)
    await shootWidths(o, shots, 'all')

    // "New": only the new enquiry, the URL says so, the counts stay.
    await filter.getByText('New', { exact: true }).click()
    await expect(o).toHaveURL(/[?&]status=new(&|$)/)
    await expect(filter.getByRole('radio', { name: /^New/ })).toBeChecked()
    await expect(o.getByTestId('enquiry-list')).not.toHaveAttribute('aria-busy')
    await expect(o.getByTestId('enquiry-row')).toHaveCount(1)
    await expect(o.getByTestId('enquiry-row')).toContainText('Rooftop launch party')
    await expect(o.getByTestId('enquiry-row').getByTestId('enquiry-status')).toHaveText('New')
    await expect(filter.locator('[data-testid="status-count"][data-status="new"]')).toHaveText('1')
    await expect(filter.locator('[data-testid="status-count"][data-status="all"]')).toHaveText(
      api.all.toLocaleString('en'),
    )
    await shootWidths(o, shots, 'new')

    // A reload keeps the filter.
    await o.reload()
    await expect(filter.getByRole('radio', { name: /^New/ })).toBeChecked()
    await expect(o.getByTestId('enquiry-row')).toHaveCount(1)
    await expect(o.getByTestId('enquiry-row')).toContainText('Rooftop launch party')

    // Into the thread and back: still filtered (opening it marks it read, it stays new).
    await o.getByTestId('enquiry-row').click()
    await expect(o).toHaveURL(new RegExp(`/account/enquiries/${fresh}$`))
    await expect(o.getByRole('button', { name: 'Mark as booked' })).toBeVisible()
    await o.goBack()
    await expect(o).toHaveURL(/[?&]status=new(&|$)/)
    await expect(filter.getByRole('radio', { name: /^New/ })).toBeChecked()
    await expect(o.getByTestId('enquiry-row')).toHaveCount(1)
    // The thread's own "Back" link returns to the filtered list too.
    await o.getByTestId('enquiry-row').click()
    await expect(o).toHaveURL(new RegExp(`/account/enquiries/${fresh}$`))
    await o.getByRole('link', { name: 'Back' }).click()
    await expect(o).toHaveURL(/\/account\/inbox\?status=new$/)
    await expect(filter.getByRole('radio', { name: /^New/ })).toBeChecked()
    await expect(o.getByTestId('enquiry-row')).toHaveCount(1)

    // "Declined" and "Replied" show theirs.
    await filter.getByText('Declined', { exact: true }).click()
    await expect(o).toHaveURL(/[?&]status=declined(&|$)/)
    await expect(o.getByTestId('enquiry-list')).not.toHaveAttribute('aria-busy')
    await expect(o.getByTestId('enquiry-row')).toHaveCount(1)
    await expect(o.getByTestId('enquiry-row')).toContainText('Corporate gala')

    // An empty status says so, apart from an empty inbox, and offers the way back to all.
    await filter.getByText('Withdrawn', { exact: true }).click()
    await expect(o).toHaveURL(/[?&]status=withdrawn(&|$)/)
    await expect(o.getByTestId('status-filtered-empty')).toContainText('No enquiries with the status “Withdrawn”.')
    await expect(o.getByText('No enquiries yet.')).toHaveCount(0)
    await shootWidths(o, shots, 'empty-status')
    await o.getByRole('button', { name: 'Show all enquiries' }).click()
    await expect(o).not.toHaveURL(/status=/)
    await expect(filter.getByRole('radio', { name: /^All/ })).toBeChecked()
    await expect(o.getByTestId('enquiry-row')).toHaveCount(20)

    // Page 2 of all, then a filter: back to page 1.
    await o.getByRole('button', { name: '2', exact: true }).click()
    await expect(o).toHaveURL(/[?&]page=2(&|$)/)
    await filter.getByText('Booked', { exact: true }).click()
    await expect(o).toHaveURL(/[?&]status=booked$/)
    await expect(o).not.toHaveURL(/page=/)
    await expect(o.getByTestId('enquiry-list')).not.toHaveAttribute('aria-busy')
    await expect(o.getByTestId('enquiry-row').first().getByTestId('enquiry-status')).toHaveText('Booked')
    const pagination = o.locator('.mantine-Pagination-root')
    await expect(pagination.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page')

    // The booker's side: their three enquiries, the same filter row, counts of theirs only.
    const mine = (await apiCall(server, booker.accessToken, 'GET', '/enquiries/mine')).body.counts as Counts
    expect(mine).toEqual({ all: 3, new: 1, replied: 1, booked: 0, declined: 1, withdrawn: 0 })
    const b = await bookerCtx.newPage()
    await b.goto('/account/enquiries')
    const mineFilter = b.getByRole('radiogroup', { name: 'Filter by status' })
    for (const s of STATUSES)
      await expect(mineFilter.locator(`[data-testid="status-count"][data-status="${s}"]`), s).toHaveText(
        String(mine[s]),
      )
    await expect(b.getByTestId('enquiry-row')).toHaveCount(3)
    await shootWidths(b, shots, 'mine-all')
    await mineFilter.getByText('Declined', { exact: true }).click()
    await expect(b).toHaveURL(/\/account\/enquiries\?status=declined$/)
    await expect(b.getByTestId('enquiry-list')).not.toHaveAttribute('aria-busy')
    await expect(b.getByTestId('enquiry-row')).toHaveCount(1)
    await expect(b.getByTestId('enquiry-row')).toContainText('Corporate gala')
    await shootWidths(b, shots, 'mine-declined')
    // A reload keeps it; so does the thread's "Back".
    await b.reload()
    await expect(mineFilter.getByRole('radio', { name: /^Declined/ })).toBeChecked()
    await expect(b.getByTestId('enquiry-row')).toHaveCount(1)
    await expect(b.getByTestId('enquiry-row')).toContainText('Corporate gala')
    await b.getByTestId('enquiry-row').click()
    await expect(b).toHaveURL(new RegExp(`/account/enquiries/${declined}$`))
    await b.getByRole('link', { name: 'Back' }).click()
    await expect(b).toHaveURL(/\/account\/enquiries\?status=declined$/)
    await expect(mineFilter.getByRole('radio', { name: /^Declined/ })).toBeChecked()
    await expect(b.getByTestId('enquiry-row')).toHaveCount(1)
    // A status they have none of says so and leads back to all.
    await mineFilter.getByText('Booked', { exact: true }).click()
    await expect(b.getByTestId('status-filtered-empty')).toContainText('No enquiries with the status “Booked”.')
    await shootWidths(b, shots, 'mine-empty-status')
    await b.getByRole('button', { name: 'Show all enquiries' }).click()
    await expect(b).toHaveURL(/\/account\/enquiries$/)
    await expect(mineFilter.getByRole('radio', { name: /^All/ })).toBeChecked()
    await expect(b.getByTestId('enquiry-row')).toHaveCount(3)
  } finally {
    await bookerCtx.close()
    await adminCtx.close()
    await server.stop()
  }
})

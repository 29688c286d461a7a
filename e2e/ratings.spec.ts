import { DEMO_OWNER } from '../src-server/demo-accounts.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/**
 * Stars on cards and search by rating, on the worker's demo directory. The review comes through the real API: a
 * booker's enquiry for yesterday (the earliest date an enquiry takes), the owner marks it booked, and the booker
 * reviews it (a review opens the day after the event). 5 + 5 + 4 stars: ★ 4.7 (1).
 */

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

test('a reviewed venue shows its stars; search sorts and filters by rating, and refuses a bad rating', async ({
  page,
  context,
  browser,
  server,
}) => {
  const booker = await signInAs(context, server)
  const ownerCtx = await browser.newContext({ baseURL: server.url })
  const owner = await signInAs(ownerCtx, server, { id: DEMO_OWNER.id, email: DEMO_OWNER.email })
  await ownerCtx.close()
  const api = async (token: string, path: string, json: unknown) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    })
    const body = await res.json()
    expect(res.status, `${path}: ${JSON.stringify(body)}`).toBeLessThan(300)
    return body
  }
  const venue = (await (await fetch(`${server.url}/api/venues/1`)).json()) as { id: number; name: string }
  const enquiry = await api(booker.accessToken, '/enquiries', {
    entity_type: 'venue',
    entity_id: venue.id,
    event_date: yesterday(),
    event_type: 'Concert',
    message: 'Was it free last night?',
  })
  await api(owner.accessToken, `/enquiries/${enquiry.id}/status`, { status: 'booked' })
  await api(booker.accessToken, `/enquiries/${enquiry.id}/review`, {
    communication: 5,
    professionalism: 5,
    value: 4,
    text: 'Great room, great crew.',
  })

  // The card in the results shows the stars; cards of listings without reviews show none.
  await page.goto(`/venues/search?q=${encodeURIComponent(venue.name)}`)
  const card = page.getByTestId('result-card').filter({ hasText: venue.name }).first()
  await expect(card.getByTestId('stars')).toHaveText('★ 4.7 (1)')
  await expect(card.getByRole('img', { name: 'Rated 4.7 out of 5 from 1 review' })).toBeVisible()

  // Sort by rating: the reviewed venue comes first, the URL keeps the order.
  await page.goto('/venues/search')
  await expect(page.getByTestId('result-count')).toContainText('60 results')
  await page.getByTestId('sort').click()
  await page.getByRole('option', { name: 'Best rated' }).click()
  await expect(page).toHaveURL(/sort=rating/)
  await expect(page.getByTestId('result-card').first()).toContainText(venue.name)
  await expect(page.getByTestId('result-card').nth(1).getByTestId('stars')).toHaveCount(0)

  // At least 4.5 stars: only the reviewed venue; the filter is in the URL and survives a reload.
  await page.getByTestId('filter-rating').click()
  await page.getByRole('option', { name: '4.5+ stars' }).click()
  await expect(page).toHaveURL(/min_rating=4\.5/)
  await expect(page.getByTestId('result-count')).toHaveText('1 result')
  await page.reload()
  await expect(page.getByTestId('filter-rating')).toHaveValue('4.5+ stars')
  await expect(page.getByTestId('result-card')).toHaveCount(1)
  await expect(page.getByTestId('result-card').getByTestId('stars')).toHaveText('★ 4.7 (1)')

  // A rating no one offers, typed into the address: the page says what is wrong and offers to clear it.
  await page.goto('/venues/search?min_rating=9')
  await expect(page.getByText('min_rating: at most 5')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await expect(page).not.toHaveURL(/min_rating/)
  await expect(page.getByTestId('result-count')).toContainText('60 results')

  // Favourites show the stars of a listing too.
  await api(booker.accessToken, '/favorites/add', { entity_type: 'venue', entity_id: venue.id })
  await page.goto('/favorites')
  await expect(page.getByTestId('fav-item').filter({ hasText: venue.name }).getByTestId('stars')).toHaveText(
    '★ 4.7 (1)',
  )
})

import { addDays, todayIso } from '../src/availability/constants.ts'
import { DEMO_OWNER } from '../src-server/demo-accounts.ts'
import { apiCall } from './api-call.ts'
import { expect, freePort, startServer, test } from './fixtures.ts'
import { shootWidths } from './screenshots.ts'
import { signInAs } from './session.ts'

/**
 * The booking loop walked with two browser contexts, booker and venue owner: search with a date → enquiry → mail in the
 * dev mailbox → the owner replies → the booker sees reply and status → the owner marks booked, the date is blocked
 * → the date search no longer finds the venue → time moves past the event (the server restarts on the same data
 * with CLOCK_SHIFT_DAYS) → the booker reviews → the details page shows it with average and count → the owner
 * answers once, publicly. Phone and desktop screenshots of the enquiry pages along the way.
 */

const shots = process.env.BOOKING_SHOTS ?? 'test-results/booking-loop'

/** Whether a venue search for one day finds the venue (the REST mirror of the search page). */
async function searchFinds(url: string, name: string, day: string): Promise<boolean> {
  const q = `q=${encodeURIComponent(name)}&available_from=${day}&available_to=${day}`
  const res = (await (await fetch(`${url}/api/venues/search?${q}`)).json()) as { items: { name: string }[] }
  return res.items.some((i) => i.name === name)
}

test('booking loop: enquiry, reply, booked and blocked, review after the event, public answer', async ({ browser }) => {
  test.setTimeout(600_000)
  const port = String(await freePort())
  let server = await startServer({ PORT: port })
  const base = { baseURL: server.url }
  const bookerCtx = await browser.newContext(base)
  const ownerCtx = await browser.newContext(base)
  try {
    const booker = await signInAs(bookerCtx, server)
    const owner = await signInAs(ownerCtx, server, { id: DEMO_OWNER.id, email: DEMO_OWNER.email })
    expect(
      (await apiCall(server, booker.accessToken, 'POST', '/user/profile/update', { display_name: 'Mara Lind' })).status,
    ).toBe(200)
    const venue = (await (await fetch(`${server.url}/api/venues/1`)).json()) as { name: string }
    const b = await bookerCtx.newPage()
    const o = await ownerCtx.newPage()

    // The first day from the day after tomorrow on that the venue is free (demo calendars block some days).
    let offset = 2
    while (!(await searchFinds(server.url, venue.name, addDays(todayIso(), offset))) && offset < 30) offset++
    const eventDate = addDays(todayIso(), offset)
    expect(await searchFinds(server.url, venue.name, eventDate)).toBe(true)

    // The booker finds the venue free on the date and sends an enquiry from its details page.
    await b.goto(
      `/venues/search?q=${encodeURIComponent(venue.name)}&available_from=${eventDate}&available_to=${eventDate}`,
    )
    await expect(b.getByTestId('result-card').filter({ hasText: venue.name }).first()).toBeVisible()
    // The search's day travels in the link to the details page and pre-fills the form's date.
    await b
      .getByTestId('result-card')
      .filter({ hasText: venue.name })
      .first()
      .getByRole('link', { name: venue.name })
      .click()
    await expect(b).toHaveURL(new RegExp(`/venues/1/details\\?date=${eventDate}$`))
    await b.getByTestId('enquiry-open').click()
    const form = b.getByRole('dialog')
    await expect(form.getByLabel('Event date')).toHaveValue(eventDate)
    // The form shows the venue's calendar: past days are greyed and cannot be picked.
    const yesterday = addDays(todayIso(), -1)
    await expect(form.getByTestId('enquiry-calendar')).toBeVisible()
    if (yesterday.slice(0, 7) === eventDate.slice(0, 7))
      await expect(form.locator(`[data-day="${yesterday}"]`)).toHaveAttribute('data-status', 'past')
    await form.getByLabel('Event date').fill(eventDate)
    await form.getByLabel('Type of event').fill('Album release')
    await form.getByLabel('Message').fill('Is the hall free for our album release?')
    await form.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(b.getByText(`Enquiry sent to ${venue.name}`)).toBeVisible()

    // The owner's mail is in the dev mailbox, with a link from PUBLIC_URL.
    let link = ''
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(owner.email)}`)
        const mails = ((await res.json()) as { mails: { kind: string; subject: string; link: string }[] }).mails
        link = mails.find((m) => m.kind === 'enquiry')?.link ?? ''
        return link
      })
      .toContain(`${server.url}/account/enquiries/`)
    const threadPath = new URL(link).pathname
    const enquiryId = Number(threadPath.split('/').pop())

    // The owner replies from the thread the mail links to; the booker's name is shown, not "Booker".
    await o.goto(threadPath)
    await expect(o.getByText('Is the hall free for our album release?')).toBeVisible()
    await expect(o.getByText('From Mara Lind')).toBeVisible()
    await o.getByLabel('Your reply').fill('Yes, it is free. 800 EUR for the evening.')
    await o.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(o.getByTestId('enquiry-status')).toHaveText('Replied')

    // The booker sees the unread answer in the header, the status in their list, then the reply.
    await b.goto('/account/enquiries')
    await expect(b.getByTestId('header-unread')).toContainText('1')
    await expect(b.getByTestId('enquiry-row').first().getByTestId('enquiry-status')).toHaveText('Replied')
    await b.getByTestId('enquiry-row').first().click()
    await expect(b.getByText('Yes, it is free. 800 EUR for the evening.')).toBeVisible()

    // The owner marks it booked; the date is blocked in the calendar and the date search no longer finds the venue.
    await o.reload()
    await o.getByRole('button', { name: 'Mark as booked' }).click()
    await expect(o.getByTestId('enquiry-status')).toHaveText('Booked')
    await expect(o.getByText('The date is marked as booked in the calendar.')).toBeVisible()
    await b.reload()
    await expect(b.getByTestId('enquiry-status')).toHaveText('Booked')
    expect(await searchFinds(server.url, venue.name, eventDate)).toBe(false)

    // The booked day is greyed in the enquiry form's calendar and refused with its reason.
    await b.goto(`/venues/1/details?date=${eventDate}`)
    await b.getByTestId('enquiry-open').click()
    const bookedForm = b.getByRole('dialog')
    await expect(bookedForm.locator(`[data-day="${eventDate}"]`)).toHaveAttribute('data-status', 'booked')
    await expect(bookedForm.locator(`[data-day="${eventDate}"]`)).toBeDisabled()
    await expect(bookedForm.getByText('This day is already booked. Please pick another day.').first()).toBeVisible()
    await shootWidths(b, shots, 'enquiry-form-booked')
    await bookedForm.getByRole('button', { name: 'Cancel' }).click()
    await b.goto(threadPath)

    // Before the event there is nothing to review yet, and the server refuses one.
    await expect(b.getByTestId('review-box')).toContainText('You can review this booking after the event.')
    await expect(b.getByTestId('review-form')).toHaveCount(0)
    const early = { communication: 5, professionalism: 5, value: 5, text: 'Too early' }
    expect((await apiCall(server, booker.accessToken, 'POST', `/enquiries/${enquiryId}/review`, early)).status).toBe(
      409,
    )

    // More enquiries, so the lists have something to lay out: other venues of the owner and an artist.
    const other = async (
      entity_type: 'venue' | 'artist',
      entity_id: number,
      days: number,
      event_type: string,
      message: string,
    ) => {
      const res = await apiCall(server, booker.accessToken, 'POST', '/enquiries', {
        entity_type,
        entity_id,
        event_date: addDays(eventDate, days),
        event_time: '19:30',
        event_type,
        guests: 240,
        budget_amount: 3500,
        budget_currency: 'EUR',
        message,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.id as number
    }
    await other('venue', 2, 9, 'Company summer party with live band, DJ and late-night food trucks', 'Hello!')
    const replied = await other('venue', 3, 12, 'Wedding', 'Do you have a room for 240 guests with a dance floor?')
    const withdrawn = await other('artist', 1, 20, 'Club night', 'Would you play a two-hour set?')
    expect(
      (await apiCall(server, owner.accessToken, 'POST', `/enquiries/${replied}/messages`, { body: 'We do.' })).status,
    ).toBe(201)
    expect(
      (await apiCall(server, booker.accessToken, 'POST', `/enquiries/${withdrawn}/status`, { status: 'withdrawn' }))
        .status,
    ).toBe(200)

    // Time moves past the event: the server stops, keeping its data, and starts again on it with its clock
    // `offset + 2` days on (the session cookies stay valid: the signing keys live in DATA_DIR too).
    await server.stop({ keepData: true })
    server = await startServer({ PORT: port, DATA_DIR: server.dataDir, CLOCK_SHIFT_DAYS: String(offset + 2) })
    expect(server.logs.some((l) => l.includes('the clock is shifted'))).toBe(true)

    // The booker reviews the booking: the form says what is missing, then publishes three ratings and a text.
    await b.goto(threadPath)
    const review = b.getByTestId('review-form')
    await expect(review).toBeVisible()
    await review.getByRole('button', { name: 'Publish review' }).click()
    await expect(review.getByRole('alert')).toHaveText('Give each of the three a star rating and write a few words.')
    // A star is a label over a visually hidden radio; the nth label is n stars (the first one is "none").
    const stars = { communication: 5, professionalism: 4, value: 5 }
    for (const [criterion, n] of Object.entries(stars)) {
      await review.getByTestId(`rate-${criterion}`).locator('label').nth(n).click()
      await expect(review.getByTestId(`rate-${criterion}`).getByRole('radio', { name: String(n) })).toBeChecked()
    }
    await review.getByLabel('Your review').fill('Wonderful hall, fast answers.')
    await review.getByRole('button', { name: 'Publish review' }).click()
    await expect(b.getByText('Review published')).toBeVisible()
    const box = b.getByTestId('review-box')
    await expect(box.getByTestId('review')).toContainText('Wonderful hall, fast answers.')
    await expect(box.getByRole('button', { name: 'Edit review' })).toBeVisible()

    // Only the booker reviews, and only once; the booker cannot answer their own review.
    const again = { communication: 1, professionalism: 1, value: 1, text: 'Owner writing' }
    expect((await apiCall(server, owner.accessToken, 'POST', `/enquiries/${enquiryId}/review`, again)).status).toBe(404)
    const state = await apiCall(server, booker.accessToken, 'GET', `/enquiries/${enquiryId}/review`)
    expect(state.body).toMatchObject({ can_write: false, can_edit: true, can_answer: false })
    const reviewId = (state.body.review as { id: number }).id
    expect(
      (await apiCall(server, booker.accessToken, 'POST', `/reviews/${reviewId}/answer`, { answer: 'Me' })).status,
    ).toBe(404)

    // The details page shows it with the average of the three criteria and the count.
    await b.goto('/venues/1/details')
    await expect(b.getByTestId('reviews-summary')).toContainText('Average 4.7 of 5')
    await expect(b.getByTestId('reviews-summary')).toContainText('1 review')
    await expect(b.getByTestId('reviews').getByTestId('review')).toContainText('Wonderful hall, fast answers.')

    // The owner answers once, publicly, from the thread; the answer form is gone and a second answer is refused.
    await o.goto(threadPath)
    await o.getByLabel('Answer publicly').fill('Thank you, come back any time!')
    await o.getByRole('button', { name: 'Publish answer' }).click()
    await expect(o.getByText('Answer published')).toBeVisible()
    await expect(o.getByTestId('review-answer')).toContainText('Thank you, come back any time!')
    await expect(o.getByLabel('Answer publicly')).toHaveCount(0)
    expect(
      (await apiCall(server, owner.accessToken, 'POST', `/reviews/${reviewId}/answer`, { answer: 'Twice' })).status,
    ).toBe(409)
    await b.reload()
    await expect(b.getByTestId('review-answer')).toContainText(`Answer from ${venue.name}`)
    await expect(b.getByTestId('review-answer')).toContainText('Thank you, come back any time!')

    // Screenshots with data: the booker's list and thread, the owner's inbox and an open enquiry's thread.
    await b.goto('/account/enquiries')
    await expect(b.getByTestId('enquiry-row')).toHaveCount(4)
    await shootWidths(b, shots, 'enquiries')
    await b.goto(threadPath)
    await expect(b.getByTestId('review-answer')).toBeVisible()
    await shootWidths(b, shots, 'thread-booked')
    await o.goto('/account/inbox')
    await expect(o.getByTestId('enquiry-row')).toHaveCount(3)
    await shootWidths(o, shots, 'inbox')
    await o.getByTestId('enquiry-row').filter({ hasText: 'Company summer party' }).click()
    await expect(o.getByRole('button', { name: 'Mark as booked' })).toBeVisible()
    await shootWidths(o, shots, 'thread-open')
  } finally {
    await bookerCtx.close()
    await ownerCtx.close()
    await server.stop()
  }
})

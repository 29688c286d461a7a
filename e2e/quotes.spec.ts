import { addDays, todayIso } from '../src/availability/constants.ts'
import { DEMO_OWNER } from '../src-server/demo-accounts.ts'
import { apiCall } from './api-call.ts'
import { expect, startServer, test } from './fixtures.ts'
import { shootWidths } from './screenshots.ts'
import { signInAs } from './session.ts'

/**
 * Quotes walked with two browser contexts, booker and venue owner: an enquiry → the owner sends a quote from the
 * thread → the booker sees it with its terms and declines → the owner sends a changed quote (the old one stays,
 * replaced) → the booker accepts and the enquiry is booked → the owner sees it accepted and no more quote button.
 * Phone and desktop screenshots of both sides along the way.
 */

const shots = process.env.QUOTE_SHOTS ?? 'test-results/quotes'

test('quotes: the owner offers, the booker declines, a changed quote is accepted and books the date', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const server = await startServer()
  const base = { baseURL: server.url }
  const bookerCtx = await browser.newContext(base)
  const ownerCtx = await browser.newContext(base)
  try {
    const booker = await signInAs(bookerCtx, server)
    await signInAs(ownerCtx, server, { id: DEMO_OWNER.id, email: DEMO_OWNER.email })
    await apiCall(server, booker.accessToken, 'POST', '/user/profile/update', { display_name: 'Mara Lind' })
    // A day the demo calendar leaves free for venue 1 (the enquiry refuses the others with a 409).
    let eventDate = ''
    for (let offset = 20; offset < 60 && !eventDate; offset++) {
      const res = await apiCall(server, booker.accessToken, 'POST', '/enquiries', {
        entity_type: 'venue',
        entity_id: 1,
        event_date: addDays(todayIso(), offset),
        event_type: 'Wedding',
        guests: 180,
        budget_amount: 3000,
        budget_currency: 'EUR',
        message: 'We would love to celebrate our wedding in your hall. Is the date free?',
      })
      if (res.status === 201) eventDate = addDays(todayIso(), offset)
      else expect(res.status, JSON.stringify(res.body)).toBe(409)
    }
    expect(eventDate).not.toBe('')
    const mine = await apiCall(server, booker.accessToken, 'GET', '/enquiries/mine')
    const enquiryId = (mine.body.items as { id: number }[])[0]!.id
    const threadPath = `/account/enquiries/${enquiryId}`

    // The owner sends a quote from the thread.
    const o = await ownerCtx.newPage()
    await o.goto(threadPath)
    await expect(o.getByText('From Mara Lind')).toBeVisible()
    await o.getByTestId('quote-open').click()
    const form = o.getByTestId('quote-form')
    await form.getByLabel('Price').fill('3200')
    await form.getByLabel('What is included').fill('Hall from 15:00 to 02:00, dance floor, PA and lights, two staff')
    await form.getByLabel('Deposit', { exact: true }).fill('800')
    await form.getByLabel('Deposit due by').fill(addDays(todayIso(), 7))
    await form.getByLabel('How the deposit is paid').fill('Bank transfer to the IBAN on the invoice')
    await form.getByLabel('Terms').fill('Deposit refunded if cancelled up to 30 days before the event.')
    await shootWidths(o, shots, 'quote-form')
    await form.getByRole('button', { name: 'Send quote' }).click()
    const ownerQuote = o.getByTestId('quote')
    await expect(ownerQuote).toHaveAttribute('data-state', 'offered')
    await expect(ownerQuote.getByTestId('quote-note')).toContainText("Waiting for the booker's answer")
    await expect(o.getByTestId('enquiry-status')).toHaveText('Replied')
    await shootWidths(o, shots, 'quote-owner-offered')

    // The booker sees it with its terms, and declines.
    const b = await bookerCtx.newPage()
    await b.goto(threadPath)
    const quote = b.getByTestId('quote')
    await expect(quote.getByTestId('quote-price')).toHaveText('3,200 EUR')
    await expect(quote).toContainText('Bank transfer to the IBAN on the invoice')
    await shootWidths(b, shots, 'quote-booker-offered')
    await quote.getByRole('button', { name: 'Decline quote' }).click()
    await expect(quote).toHaveAttribute('data-state', 'declined')
    await expect(quote.getByRole('button', { name: 'Accept and book' })).toHaveCount(0)

    // The owner sees the decline and sends a changed quote; the declined one stays visible.
    await o.reload()
    await expect(o.getByTestId('quote').first().getByTestId('quote-note')).toHaveText(
      'The booker declined this quote. You can send another one.',
    )
    await o.getByTestId('quote-open').click()
    await expect(form.getByLabel('Price')).toHaveValue('3200')
    await form.getByLabel('Price').fill('2900')
    await form.getByRole('button', { name: 'Send quote' }).click()
    await expect(o.getByTestId('quote')).toHaveCount(2)
    await expect(o.getByTestId('quote').nth(1)).toHaveAttribute('data-state', 'offered')

    // A third, changed again: the open one is replaced, not lost.
    await o.getByRole('button', { name: 'Send a changed quote' }).click()
    await form.getByLabel('Price').fill('2800')
    await form.getByRole('button', { name: 'Send quote' }).click()
    await expect(o.getByTestId('quote')).toHaveCount(3)
    await expect(o.getByTestId('quote').nth(1)).toHaveAttribute('data-state', 'replaced')

    // The booker accepts the open quote: the enquiry is booked and the date blocked.
    await b.reload()
    const open = b.locator('[data-testid="quote"][data-state="offered"]')
    await expect(open.getByTestId('quote-price')).toHaveText('2,800 EUR')
    await open.getByRole('button', { name: 'Accept and book' }).click()
    await expect(b.getByTestId('enquiry-status')).toHaveText('Booked')
    await expect(b.locator('[data-testid="quote"][data-state="accepted"]')).toBeVisible()
    await expect(b.getByText('The date is marked as booked in the calendar.')).toBeVisible()
    await shootWidths(b, shots, 'quote-booker-accepted')

    // The owner sees it accepted; nothing is left to quote or mark; both got the mail.
    await o.reload()
    await expect(o.getByTestId('enquiry-status')).toHaveText('Booked')
    await expect(o.locator('[data-testid="quote"][data-state="accepted"]')).toBeVisible()
    await expect(o.getByTestId('quote-open')).toHaveCount(0)
    await shootWidths(o, shots, 'quote-owner-accepted')
    for (const email of [booker.email, DEMO_OWNER.email]) {
      await expect
        .poll(async () => {
          const res = await fetch(`${server.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
          return ((await res.json()) as { mails: { kind: string }[] }).mails.map((m) => m.kind)
        })
        .toContain('enquiry_quote_accepted')
    }
  } finally {
    await bookerCtx.close()
    await ownerCtx.close()
    await server.stop()
  }
})

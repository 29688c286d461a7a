import { expect, test } from './fixtures.ts'

/**
 * A listing link with another scheme (stored before the server refused them, or arriving from elsewhere)
 * is shown as text, never as a clickable href. The server's answer is rewritten to carry such links.
 */
test('details: javascript:, data: and vbscript: links are not rendered as links; https is', async ({ page }) => {
  await page.route(/\/trpc\/[^?]*directory\.get/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { result?: { data?: Record<string, unknown> } }[]
    for (const item of Array.isArray(body) ? body : [body]) {
      const data = item.result?.data
      if (!data || !('contacts' in data)) continue
      data.contacts = { ...(data.contacts as object), website: 'javascript:alert(document.domain)' }
      data.links = {
        website: 'https://safe.example/',
        audio: 'data:text/html,<script>alert(1)</script>',
        video: 'vbscript:msgbox(1)',
      }
    }
    await route.fulfill({ response, json: body })
  })
  await page.goto('/venues/1/details')
  await expect(page.getByRole('heading', { level: 1, name: 'Glutwerk' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'safe.example/' })).toHaveAttribute('href', 'https://safe.example/')
  await expect(page.getByTestId('unsafe-link')).toHaveCount(3)
  await expect(page.getByTestId('unsafe-link').first()).toHaveText('javascript:alert(document.domain)')
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.filter((h) => /^\s*(javascript|data|vbscript):/i.test(h))).toEqual([])
})

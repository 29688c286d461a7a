import { type Browser, expect, type Page } from '@playwright/test'

/**
 * A device of its own, without any session: a TV at the stage, a phone in the crew's pocket, a second operator's
 * laptop. Closing its page's context is the caller's (the browser's end closes it otherwise).
 */
export async function device(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  mobile = false,
): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile })
  const page = await context.newPage()
  await page.goto(url)
  return page
}

/**
 * Creates a viewer or controller link in the manager's share card and returns its URL (shown once). The dialog
 * stays open for the caller's own checks; Escape closes it.
 */
export async function createRoleLink(page: Page, role: 'viewer' | 'controller', label: string): Promise<string> {
  await page.getByLabel('Label (optional)').fill(label)
  await page.getByRole('button', { name: `New ${role} link` }).click()
  const created = page.getByTestId('created-link')
  await expect(created).toHaveText(/\/stageWhisperer\/link#[A-Za-z0-9_-]{43}$/)
  return (await created.textContent())!
}

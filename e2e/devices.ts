import type { Browser, Page } from '@playwright/test'

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

import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/** "My listings" on /account: an owner's venues with what each lacks; an admin's view of every kind. */
const OWNER = { id: '00000000-0000-4000-8000-00000000a002', email: 'owner@stagebook.local' }
const ADMIN = { id: '00000000-0000-4000-8000-00000000a001', email: 'admin@stagebook.local' }
const shots = 'test-results/listings'

test('an owner finds their venues on /account with what each still needs, and edits one', async ({
  page,
  context,
  server,
}) => {
  await signInAs(context, server, OWNER)
  await page.goto('/account')
  const section = page.getByTestId('my-listings')
  await expect(section.getByRole('heading', { name: 'My listings' })).toBeVisible()
  const glutwerk = section.getByTestId('my-listing').filter({ hasText: 'Glutwerk' })
  await expect(glutwerk).toBeVisible()
  // Its row says how complete it is and names each missing part (demo photos arrive in the background, so what is
  // missing depends on timing; that the badges and the ring agree does not).
  const ring = glutwerk.getByLabel(/^\d of \d done$/)
  const [done, total] = (await ring.getAttribute('aria-label'))!.match(/\d/g)!.map(Number)
  const missing = glutwerk.locator('[data-testid^="missing-"]')
  if (done === total) await expect(glutwerk.getByText('Complete')).toBeVisible()
  else await expect(missing).toHaveCount(total! - done!)
  await page.screenshot({ path: `${shots}/owner-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/owner-phone.png` })
  await glutwerk.getByRole('link', { name: 'Edit: Glutwerk' }).click()
  await expect(page).toHaveURL(/\/venues\/\d+\/edit$/)
  await expect(page.getByRole('heading', { level: 1, name: /Glutwerk/ })).toBeVisible()
})

test('an admin switches kinds and filters by name; a booker without listings sees no section', async ({
  page,
  context,
  server,
}) => {
  await signInAs(context, server, ADMIN)
  await page.goto('/account')
  const section = page.getByTestId('my-listings')
  await expect(section.getByRole('heading', { name: 'All listings' })).toBeVisible()
  await section.getByText('Services', { exact: true }).click()
  await section.getByRole('textbox', { name: 'Filter by name' }).fill('Wummer')
  await expect(section.getByTestId('my-listing').first()).toContainText('Wummerwerk Berlin')
  await section.getByRole('textbox', { name: 'Filter by name' }).fill('zzzz-nothing')
  await expect(section.getByText('No listing matches.')).toBeVisible()

  await context.clearCookies()
  await signInAs(context, server)
  await page.goto('/account')
  await expect(page.getByTestId('account-email')).toBeVisible()
  await expect(page.getByTestId('avatar-panel')).toBeVisible()
  await expect(page.getByTestId('my-listings')).toHaveCount(0)
})

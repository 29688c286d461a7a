import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/** The rough edges a booker met on the favourites page and around the heart. */

function notification(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text })
}

const heart = (page: Page, index: number) => page.getByTestId('favorite-toggle').nth(index)
/** Until the hearts know the session they say "Sign in to save …" and a tap asks to sign in: wait until they offer to add. */
const expectSignedInHeart = (page: Page, index: number) =>
  expect(heart(page, index)).toHaveAttribute('aria-label', /^Add .* to favourites$/)

async function createList(page: Page, name: string) {
  await page.getByRole('button', { name: 'New list' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('List name').fill(name)
  await dialog.getByRole('button', { name: 'Create list' }).click()
  return dialog
}

function boxesOverlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('no bounding box')
  return b
}

test('New list: the first dialog closes after creating; a second list of the same name is refused', async ({
  page,
  context,
  server,
}) => {
  await signInAs(context, server)
  await page.goto('/favorites')
  await expect(page.getByTestId('fav-empty')).toBeVisible()
  const dialog = await createList(page, 'Summer')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('fav-list')).toHaveCount(1)
  // The notification sits below the header: the Account button stays reachable.
  const created = notification(page, 'List "Summer" created')
  await expect(created).toBeVisible()
  // Hovered, a notification stays (its auto-close waits), so a busy machine measures it before it goes.
  await created.hover()
  expect(boxesOverlap(await box(created), await box(page.getByRole('link', { name: 'Account' })))).toBe(false)

  const again = await createList(page, ' summer ')
  await expect(again.getByText('You already have a list with this name')).toBeVisible()
  await again.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('fav-list')).toHaveCount(1)
})

test('lists holding an item are greyed out in Move/Copy; the multi-list title follows removals; a full list says so first', async ({
  page,
  context,
  server,
}) => {
  await signInAs(context, server)
  await page.goto('/favorites')
  await expect(page.getByTestId('fav-empty')).toBeVisible()
  await createList(page, 'A')
  await expect(page.getByTestId('fav-list')).toHaveCount(1)
  await createList(page, 'B')
  await expect(page.getByTestId('fav-list')).toHaveCount(2)

  // One item in both lists (added to A, copied to B), a second item in A only.
  await page.goto('/venues/search')
  await expectSignedInHeart(page, 1)
  await expectSignedInHeart(page, 0)
  const itemName = (await heart(page, 0).getAttribute('aria-label'))!.replace(/^Add (.*) to favourites$/, '$1')
  await heart(page, 0).click()
  await expect(notification(page, 'Item added to "A"')).toBeVisible()
  await heart(page, 1).click()
  await expect(notification(page, 'Item added to "A"').last()).toBeVisible()
  await page.goto('/favorites')
  const listA = page.getByTestId('fav-list').filter({ has: page.getByRole('heading', { name: 'A', exact: true }) })
  await listA.getByRole('button', { name: `Actions for ${itemName}` }).click()
  await page.getByRole('menuitem', { name: 'B' }).last().click()
  await expect(notification(page, 'Item copied to "B"')).toBeVisible()

  // B already holds it: both of B's entries are disabled, with a hint.
  await listA.getByRole('button', { name: `Actions for ${itemName}` }).click()
  const targets = page.getByRole('menuitem', { name: /^B/ })
  await expect(targets).toHaveCount(2)
  for (const target of await targets.all()) {
    await expect(target).toBeDisabled()
    await expect(target).toContainText('Already there')
  }
  await page.keyboard.press('Escape')

  // A list with favourites: the message comes at once, no confirmation first.
  await listA.getByRole('button', { name: 'Actions for list A' }).click()
  await page.getByRole('menuitem', { name: 'Delete list' }).click()
  await expect(notification(page, 'Cannot remove list that contains favorites')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The heart's menu follows a per-list removal and offers the list it left.
  await page.goto('/venues/search')
  await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'true')
  await heart(page, 0).click()
  const menu = page.getByTestId('heart-menu')
  await expect(menu).toContainText('Saved in 2 lists')
  await menu.getByRole('menuitem', { name: 'Remove from “B”' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, remove' }).click()
  await expect(notification(page, 'Item removed from “B”')).toBeVisible()
  await heart(page, 0).click()
  await expect(menu).toContainText('Saved in 1 list')
  await menu.getByRole('menuitem', { name: 'B', exact: true }).click()
  await expect(notification(page, 'Item added to "B"')).toBeVisible()
})

test('offline: the heart says nothing was changed, the page stays; Favourites shows the lists as last loaded', async ({
  page,
  context,
  server,
}) => {
  await signInAs(context, server)
  await page.goto('/venues/search')
  await expectSignedInHeart(page, 2)
  const url = page.url()
  // The visitor has used the page (the overlay containers are fetched at the first interaction).
  await page.mouse.move(200, 200)
  await page.mouse.move(220, 240)
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /overlay-hosts/.test(e.name))))
    .toBe(true)
  await context.setOffline(true)
  await heart(page, 2).click()
  await expect(notification(page, 'You are offline: nothing was changed.')).toBeVisible()
  expect(page.url()).toBe(url)
  await expect(heart(page, 2)).toHaveAttribute('aria-pressed', 'false')
  await context.setOffline(false)

  // Saved online, then offline: the favourites page (reached in the app) shows the list as loaded, with a notice.
  await heart(page, 2).click()
  await expect(notification(page, /Item added to/)).toBeVisible()
  await page.getByRole('link', { name: 'Favourites' }).first().click()
  await expect(page.getByTestId('fav-item')).toHaveCount(1)
  await context.setOffline(true)
  await page.goBack()
  await expect(heart(page, 2)).toBeVisible()
  await page.getByRole('link', { name: 'Favourites' }).first().click()
  await expect(page.getByTestId('fav-offline')).toBeVisible()
  await expect(page.getByTestId('fav-item')).toHaveCount(1)
  await expect(page.getByText('Internal Server Error')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/favorites-offline.png', fullPage: true })
  await context.setOffline(false)
})

test('a confirm closes when the page changes (Back)', async ({ page, context, server }) => {
  await signInAs(context, server)
  await page.goto('/venues/search')
  await expectSignedInHeart(page, 0)
  await heart(page, 0).click()
  await expect(notification(page, /Item added to/)).toBeVisible()
  await page.goto('/favorites')
  await page
    .getByRole('button', { name: /^Actions for (?!list)/ })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Remove from this list' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/venues\/search/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'true')
})

test('phone: a tapped heart leaves no tooltip behind', async ({ browser, server }) => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const page = await context.newPage()
  await signInAs(context, server)
  await page.goto('/venues/search')
  await expectSignedInHeart(page, 0)
  await heart(page, 0).tap()
  await expect(notification(page, /Item added to/)).toBeVisible()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await context.close()
})

test('search page: the sort box is never blank, and a chosen type reads without its count', async ({ page }) => {
  // Slow the search answer so the page is seen before it.
  await page.route('**/trpc/directory.search**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.goto('/artists/search?type=dj')
  await expect(page.getByTestId('sort')).toHaveValue('Name')
  await expect(page.getByTestId('filter-main')).toHaveValue('DJ')
  await expect(page.getByTestId('result-count')).toContainText(/result/)
  await expect(page.getByTestId('filter-main')).toHaveValue('DJ')
  await page.getByTestId('filter-main').click()
  await expect(page.getByRole('option', { name: /^DJ\s*\d+$/ })).toBeVisible()
})

test('edit page: photos are said to save on upload; leaving with unsaved details asks first', async ({
  page,
  context,
  server,
}) => {
  await signInAs(context, server, { id: '00000000-0000-4000-8000-00000000a002', email: 'owner@stagebook.local' })
  await page.goto('/venues/1/edit')
  const name = page.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toBeVisible()
  await expect(page.getByTestId('photos-note')).toContainText('Photos are saved as soon as they finish uploading')
  await name.fill(`${await name.inputValue()} (edited)`)
  await expect(page.getByTestId('unsaved')).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()
  const ask = page.getByRole('dialog')
  await expect(ask).toContainText('Leave without saving?')
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(/\/venues\/1\/edit$/)
  await expect(name).toHaveValue(/\(edited\)$/)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/venues\/1\/details$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('(edited)')
})

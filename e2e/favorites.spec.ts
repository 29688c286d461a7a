import type { Page } from '@playwright/test'
import { createConfirmedUser } from './auth-helpers.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

const shots = process.env.FAV_SHOTS ?? 'test-results/favorites'

function notification(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text })
}

/** The heart of the index-th search result (cards are in result order). */
function heart(page: Page, index: number) {
  return page.getByTestId('favorite-toggle').nth(index)
}

async function confirmYesRemove(page: Page) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Are you sure you want to remove this item from the selected list?')
  await dialog.getByRole('button', { name: 'Yes, remove' }).click()
}

test('an anonymous heart opens the sign-in drawer over the page and saves the item once signed in', async ({
  page,
  server,
}) => {
  const user = await createConfirmedUser(server)
  await page.goto('/venues/1/details')
  const heart = page.getByTestId('favorite-toggle').first()
  await expect(heart).toBeVisible()
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!
  await heart.click()
  const drawer = page.getByRole('dialog', { name: 'Sign in' })
  await expect(drawer.getByTestId('drawer-lead')).toContainText(`Sign in to save ${name}`)
  await expect(page).toHaveURL(/\/venues\/1\/details$/)
  await drawer.getByLabel('Email').fill(user.email)
  await drawer.getByLabel('Password', { exact: true }).fill(user.password)
  await drawer.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(notification(page, /Item added to "My Favorites from /)).toBeVisible()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/venues\/1\/details$/)
})

test('favourites walk: add, second list, move, copy, multi-list notification, delete refused, empty, delete', async ({
  page,
  context,
  server,
}) => {
  test.slow() // a long walk: three times the configured ceiling
  await signInAs(context, server)

  // 1. favourite from search: goes to an automatically created first list
  await page.goto('/venues/search')
  await expect(heart(page, 1)).toBeVisible()
  // The hearts say "Sign in to save …" until the page knows the session: read the name once they say "Add …".
  await expect(heart(page, 0)).toHaveAttribute('aria-label', /^Add .* to favourites$/)
  const firstName = (await heart(page, 0).getAttribute('aria-label'))!.replace(/^Add (.*) to favourites$/, '$1')
  await heart(page, 0).click()
  const added = notification(page, /Item added to "My Favorites from /)
  await expect(added).toBeVisible()
  await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'true')
  const defaultList = (await added.locator('.mantine-Notification-title').textContent())!.match(/"(.*)"/)![1]!

  // 2. a second list, created on the favourites page
  await page.goto('/favorites')
  await expect(page.getByTestId('fav-list')).toHaveCount(1)
  await page.getByRole('button', { name: 'New list' }).click()
  const createDialog = page.getByRole('dialog')
  await createDialog.getByRole('button', { name: 'Create list' }).click()
  await expect(createDialog).toContainText('List name cannot be empty')
  await createDialog.getByLabel('List name').fill('Tour 2027')
  await createDialog.getByRole('button', { name: 'Create list' }).click()
  await expect(page.getByTestId('fav-list')).toHaveCount(2)

  // 3. add another item and move it from the 'added' notification
  await page.goto('/venues/search')
  await expect(heart(page, 1)).toHaveAttribute('aria-label', /^Add .* to favourites$/)
  await heart(page, 1).click()
  const added2 = notification(page, `Item added to "${defaultList}"`)
  await expect(added2).toBeVisible()
  await added2.getByTestId('fav-move-select').selectOption({ label: 'Tour 2027' })
  await expect(notification(page, 'Item moved to "Tour 2027"')).toBeVisible()

  // 4. copy the first item into the second list on the favourites page
  await page.goto('/favorites')
  const defaultCard = page.getByTestId('fav-list').filter({ hasText: defaultList })
  const tourCard = page.getByTestId('fav-list').filter({ hasText: 'Tour 2027' })
  await expect(tourCard.getByTestId('fav-item')).toHaveCount(1)
  await defaultCard.getByRole('button', { name: `Actions for ${firstName}` }).click()
  await page.getByRole('menuitem', { name: 'Tour 2027' }).last().click()
  await expect(notification(page, 'Item copied to "Tour 2027"')).toBeVisible()
  await expect(tourCard.getByTestId('fav-item')).toHaveCount(2)
  await page.screenshot({ path: `${shots}/favorites-desktop.png`, fullPage: true })

  // 5. the heart of a saved item opens its menu: the lists it is in, the others to add it to, remove from all
  await page.goto('/venues/search')
  await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'true')
  await heart(page, 0).click()
  const menu = page.getByTestId('heart-menu')
  await expect(menu).toContainText('Saved in 2 lists')
  await expect(menu.getByRole('menuitem', { name: `Remove from “${defaultList}”` })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Remove from “Tour 2027”' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Remove from all lists' })).toBeVisible()
  await page.screenshot({ path: `${shots}/heart-menu.png` })
  // It closes itself like any menu: Escape, then a click elsewhere.
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await heart(page, 0).click()
  await expect(menu).toBeVisible()
  await page.mouse.click(5, 300)
  await expect(menu).toHaveCount(0)
  await heart(page, 0).click()
  await menu.getByRole('menuitem', { name: 'Go to Favorites' }).click()
  await expect(page).toHaveURL(/\/favorites$/)
  await expect(menu).toHaveCount(0)

  // 6. deleting a non-empty list is refused with the spec's message, before any confirmation
  await tourCard.getByRole('button', { name: 'Actions for list Tour 2027' }).click()
  await page.getByRole('menuitem', { name: 'Delete list' }).click()
  await expect(notification(page, 'Cannot remove list that contains favorites')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(tourCard).toBeVisible()

  // 7. empty it, then delete it
  for (let i = 0; i < 2; i++) {
    await tourCard
      .getByRole('button', { name: /^Actions for (?!list)/ })
      .first()
      .click()
    await page.getByRole('menuitem', { name: 'Remove from this list' }).click()
    await confirmYesRemove(page)
    await expect(tourCard.getByTestId('fav-item')).toHaveCount(1 - i)
  }
  await expect(tourCard).toContainText('This list is empty')
  await tourCard.getByRole('button', { name: 'Actions for list Tour 2027' }).click()
  await page.getByRole('menuitem', { name: 'Delete list' }).click()
  const del = page.getByRole('dialog')
  await expect(del).toContainText('Confirm Deletion')
  await expect(del.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await del.getByRole('button', { name: 'Delete' }).click()
  await expect(notification(page, 'List "Tour 2027" deleted')).toBeVisible()
  await expect(page.getByTestId('fav-list')).toHaveCount(1)

  // 8. the heart of an item in one list: its menu names the list; removing from it needs no second question
  await page.goto('/venues/search')
  await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'true')
  await heart(page, 0).click()
  await expect(page.getByTestId('heart-menu')).toContainText('Saved in 1 list')
  await expect(page.getByRole('menuitem', { name: 'Remove from all lists' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: `Remove from “${defaultList}”` }).click()
  await confirmYesRemove(page)
  await expect(notification(page, `Item removed from “${defaultList}”`)).toBeVisible()
  await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'false')

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/favorites')
  await expect(page.getByTestId('fav-list')).toHaveCount(1)
  await page.screenshot({ path: `${shots}/favorites-375.png`, fullPage: true })
})

test("empty state in German; another user sees none of the first user's hearts", async ({ page, context, server }) => {
  await signInAs(context, server)
  await page.goto('/de/favorites')
  await expect(page.getByTestId('fav-empty')).toContainText('Noch keine Favoriten')
  await page.screenshot({ path: `${shots}/favorites-empty-de.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: `${shots}/favorites-empty-375.png`, fullPage: true })

  // user A favourites venue 1 from its details page
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/venues/1/details')
  const heartA = page.getByTestId('favorite-toggle').first()
  await expect(heartA).toHaveAttribute('aria-label', /^Add .* to favourites$/)
  await heartA.click()
  await expect(notification(page, /Item added to "My Favorites from /)).toBeVisible()
  await expect(heartA).toHaveAttribute('aria-pressed', 'true')

  // user B in the same browser: no stale heart, no list of A
  await context.clearCookies()
  await signInAs(context, server)
  await page.goto('/venues/1/details')
  await expect(page.getByTestId('favorite-toggle').first()).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/favorites')
  await expect(page.getByTestId('fav-empty')).toBeVisible()
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/** Screenshots land here (looked at by people, not compared). */
const SHOTS = process.env.RIDERS_SHOTS ?? 'test-results/riders-shots'

const saveState = (page: Page) => page.getByTestId('save-state')
const expectSaved = (page: Page) => expect(saveState(page)).toHaveAttribute('data-state', 'saved')
const catering = (page: Page) => page.getByLabel('Catering')
/**
 * A tab that has not looked for newer saves yet (its check runs on focus and every 15 s): its revision checks fail
 * until `notice` is called, so the test decides when the tab may learn of the other's save.
 */
async function unaware(page: Page) {
  const pattern = '**/trpc/riders.revision*'
  await page.route(pattern, (route) => route.abort())
  return () => page.unroute(pattern)
}
/** What a tab does when the user comes back to it. */
const comeBack = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
  })

async function openRider(page: Page, id: string) {
  await page.goto(`/riderGenerator?id=${id}`)
  await expectSaved(page)
  await page.getByRole('tab', { name: 'Hospitality' }).click()
}

test('two tabs on one rider: the stale one stops, keeps its text, and overwrites or reloads', async ({
  page: tabA,
  context,
  server,
}) => {
  const user = await signInAs(context, server)
  const res = await tabA.request.post(`${server.url}/api/riders`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
    data: { name: 'Two Tabs', variant: 'Full band' },
  })
  expect(res.status()).toBe(201)
  const { id } = (await res.json()) as { id: string }

  const tabB = await context.newPage()
  const saves: string[] = []
  tabB.on('request', (r) => {
    if (r.url().includes('riders.update')) saves.push(r.url())
  })
  await openRider(tabA, id)
  await openRider(tabB, id)

  // A saves first; B, still on the older revision, then edits the same rider.
  const noticeB = await unaware(tabB)
  await catering(tabA).fill('Soup from A')
  await expectSaved(tabA)
  await catering(tabB).fill('Pasta from B')

  // B's save meets the newer revision: conflict, nothing more sent, B's text kept.
  const banner = tabB.getByTestId('rider-conflict')
  await expect(banner).toBeVisible()
  await expect(saveState(tabB)).toHaveAttribute('data-state', 'conflict')
  expect(saves).toHaveLength(1)
  // Typing on in the conflict (which used to set off a request loop) keeps the text and sends nothing.
  await catering(tabB).pressSequentially(', and salad', { delay: 100 })
  await comeBack(tabB)
  await expect(catering(tabB)).toHaveValue('Pasta from B, and salad')
  expect(saves).toHaveLength(1)

  for (const [size, name] of [
    [{ width: 1280, height: 800 }, 'conflict-1280'],
    [{ width: 375, height: 812 }, 'conflict-375'],
  ] as const) {
    await tabB.setViewportSize(size)
    await banner.scrollIntoViewIfNeeded()
    await tabB.screenshot({ path: `${SHOTS}/${name}.png` })
  }
  await tabB.setViewportSize({ width: 1280, height: 800 })
  await noticeB()

  // Overwrite with mine: B's whole text wins, in one more save.
  await banner.getByRole('button', { name: 'Overwrite with mine' }).click()
  await expectSaved(tabB)
  await expect(banner).toBeHidden()
  expect(saves.length).toBeLessThanOrEqual(3)

  // A, with nothing pending, follows B's save when the user comes back to it.
  await comeBack(tabA)
  await expect(catering(tabA)).toHaveValue('Pasta from B, and salad')
  await expectSaved(tabA)

  // Now A is the stale one after B saves again; A chooses Reload (discard mine).
  const noticeA = await unaware(tabA)
  await catering(tabB).fill('Curry from B')
  await expectSaved(tabB)
  await catering(tabA).fill('A wants pizza')
  const bannerA = tabA.getByTestId('rider-conflict')
  await expect(bannerA).toBeVisible()
  await expect(catering(tabA)).toHaveValue('A wants pizza')
  await noticeA()
  await bannerA.getByRole('button', { name: 'Reload (discard mine)' }).click()
  await expect(catering(tabA)).toHaveValue('Curry from B')
  await expectSaved(tabA)
  await expect(bannerA).toBeHidden()

  // And A edits on from the reloaded revision without a conflict; B sees it on coming back.
  await catering(tabA).fill('Curry and rice')
  await expectSaved(tabA)
  await comeBack(tabB)
  await expect(catering(tabB)).toHaveValue('Curry and rice')
  expect(saves.length).toBeLessThanOrEqual(4)
})

test('mark as version, the short history, and the version on the share page', async ({
  page,
  context,
  server,
  browser,
}) => {
  const user = await signInAs(context, server)
  const res = await page.request.post(`${server.url}/api/riders`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
    data: { name: 'Versioned act' },
  })
  const { id } = (await res.json()) as { id: string }
  await openRider(page, id)
  const versions = page.getByTestId('rider-versions')
  await expect(page.getByTestId('rider-version-label')).toHaveText('No version marked yet (draft)')

  await versions.getByRole('button', { name: 'Mark as version' }).click()
  await expect(page.getByTestId('rider-version-label')).toHaveText('Version 1')
  await expect(versions.getByRole('button', { name: 'Mark as version' })).toBeDisabled()

  // Autosaves do not move the version; they mark it as changed since.
  await catering(page).fill('Hot meal for 5')
  await expectSaved(page)
  await page.getByLabel('Line-up variant').fill('Acoustic')
  await expectSaved(page)
  await expect(page.getByTestId('rider-version-label')).toHaveText('Version 1 + unversioned changes')

  // Sharing makes version 2; the share page names it and the owner sees the view.
  await page.getByRole('button', { name: 'Share' }).click()
  await page.getByRole('button', { name: 'Create share link' }).click()
  const url = await page.getByTestId('share-url').inputValue()
  await expect(page.getByTestId('share-views')).toHaveText('Not viewed yet')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rider-version-label')).toHaveText('Version 2')
  const entries = versions.getByTestId('rider-version-entry')
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toContainText('made on sharing')
  await expect(entries.first()).toContainText('Name & details, Hospitality')
  await expect(entries.nth(1)).toContainText('first version')

  const anon = await browser.newContext()
  const visitor = await anon.newPage()
  await visitor.goto(url)
  await expect(visitor.getByTestId('rider-doc-version').first()).toContainText('Version 2')
  await visitor.reload()
  await expect(visitor.getByText('Hot meal for 5')).toBeVisible()
  await anon.close()

  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByTestId('share-views')).toContainText('Viewed 1 time, last on')
  await page.keyboard.press('Escape')

  for (const [size, name] of [
    [{ width: 1280, height: 800 }, 'history-1280'],
    [{ width: 375, height: 812 }, 'history-375'],
  ] as const) {
    await page.setViewportSize(size)
    await versions.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/${name}.png` })
  }
})

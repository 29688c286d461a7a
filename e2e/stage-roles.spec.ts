import { createRoleLink, device } from './devices.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

const shots = process.env.STAGES_SHOTS ?? 'test-results/stage-roles-shots'

test('role links: a controller sends messages, a viewer follows on a phone, the API token messages and blacks out the displays, revoking cuts off, the festival page sends to all', async ({
  page,
  context,
  browser,
  server,
}) => {
  test.setTimeout(900_000)
  await signInAs(context, server)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/stageWhisperer/manager')
  await page.getByLabel('Stage name').fill('Main stage')
  await page.getByRole('button', { name: 'Create stage' }).click()
  const codeEl = page.getByTestId('stage-code')
  await expect(codeEl).toHaveText(/^[A-Z2-9]{6}$/)
  const code = (await codeEl.textContent())!
  const display = await device(browser, `${server.url}/stageWhisperer/display?code=${code}`, {
    width: 1280,
    height: 720,
  })
  await expect(display.getByText('Ready. Waiting for the stage manager…')).toBeVisible()

  // A controller link, shown once with its QR code.
  const controllerUrl = await createRoleLink(page, 'controller', 'Second desk')
  await expect(page.getByRole('img', { name: 'QR code of the link' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The controller, in a second browser context without an account, sends a message the display shows.
  const controller = await device(browser, controllerUrl, { width: 1280, height: 900 })
  await expect(controller.getByTestId('controller')).toBeVisible()
  await expect(controller.getByTestId('link-status')).toHaveText('Live')
  await expect(controller.getByRole('button', { name: 'Delete stage' })).toHaveCount(0)
  await controller.getByTestId('message-input').fill('From the second desk')
  await controller.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(display.getByTestId('stage-message-text')).toHaveText('From the second desk')
  await controller.screenshot({ path: `${shots}/controller-1280.png`, fullPage: true })

  // A viewer link on a phone follows the show, read-only.
  const viewerUrl = await createRoleLink(page, 'viewer', 'Crew phones')
  await page.keyboard.press('Escape')
  const viewer = await device(browser, viewerUrl, { width: 375, height: 740 }, true)
  await expect(viewer.getByTestId('viewer')).toBeVisible()
  await expect(viewer.getByTestId('viewer-message')).toHaveText('From the second desk')
  await expect(viewer.getByTestId('message-input')).toHaveCount(0)
  expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await viewer.screenshot({ path: `${shots}/viewer-375.png`, fullPage: true })
  // The manager sees the devices that opened the links.
  await page.reload()
  await expect(page.getByTestId('link-device')).toHaveCount(2)

  // The API token (shown once) drives the display over HTTP, as a Stream Deck through Companion would.
  await page.getByTestId('api-token-button').click()
  const tokenEl = page.getByTestId('created-token')
  await expect(tokenEl).toHaveText(/^[A-Za-z0-9_-]{43}$/)
  const apiToken = (await tokenEl.textContent())!
  await page.keyboard.press('Escape')
  const res = await fetch(`${server.url}/api/show-control/message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'From the Stream Deck', tone: 'urgent' }),
  })
  expect(res.status).toBe(200)
  await expect(display.getByTestId('stage-message-text')).toHaveText('From the Stream Deck')
  await expect(viewer.getByTestId('viewer-message')).toHaveText('From the Stream Deck')
  expect(
    (
      await fetch(`${server.url}/api/show-control/blackout/on`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}` },
      })
    ).status,
  ).toBe(200)
  await expect(display.getByTestId('display-blackout')).toBeVisible()
  await expect(display.getByTestId('stage-screen')).toHaveCount(0)

  // Blackout from the manager's switch: back on air, then black again.
  const blackout = page.getByRole('switch', { name: 'Blackout: the displays show nothing' })
  await expect(blackout).toBeChecked()
  await blackout.click({ force: true })
  await expect(display.getByTestId('stage-message-text')).toHaveText('From the Stream Deck')
  await blackout.click({ force: true })
  await expect(display.getByTestId('display-blackout')).toBeVisible()
  await expect(viewer.getByTestId('viewer-blackout')).toBeVisible()
  await page.screenshot({ path: `${shots}/manager-1366.png`, fullPage: true })
  await blackout.click({ force: true })
  await expect(display.getByTestId('stage-screen')).toBeVisible()

  // Revoking the controller link disconnects it at once.
  await page.getByTestId('link-controller').getByRole('button', { name: 'Revoke' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
  await expect(controller.getByTestId('link-refused')).toContainText('revoked')
  await expect(viewer.getByTestId('viewer')).toBeVisible()
  // Opened again, the revoked link still says it was revoked (its tombstone answers), not "does not work".
  await controller.reload()
  await expect(controller.getByTestId('link-refused')).toContainText('revoked')
  await expect(page.getByTestId('link-controller')).toHaveCount(0)

  // The festival page: every stage live, a message to all of them.
  await page.goto('/stageWhisperer/festival')
  await expect(page.getByTestId('festival-stage')).toHaveCount(1)
  await page.getByTestId('festival-message').fill('Doors in five')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(display.getByTestId('stage-message-text')).toHaveText('Doors in five')
  await expect(page.getByTestId('festival-stage-message')).toHaveText('Doors in five')
  await page.screenshot({ path: `${shots}/festival-1366.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: `${shots}/festival-375.png`, fullPage: true })
  await controller.context().close()
  await viewer.context().close()
  await display.context().close()
})

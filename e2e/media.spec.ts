import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { DEMO_OWNER } from '../src-server/demo-accounts.ts'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

const shots = 'test-results/media'

/** The stored object a picture shows: its render URL (any size) or its public URL, without query. */
const objectOf = (src: string) =>
  src.replace('/storage/v1/render/image/public/', '/storage/v1/object/public/').split('?')[0]!

async function photo(file: string, width: number, height: number, color: string): Promise<string> {
  const out = path.join(shots, file)
  fs.mkdirSync(shots, { recursive: true })
  await sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toFile(out)
  return out
}

function notification(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text })
}

test('avatar: upload with preview, 512 result, remove', async ({ page, context, server }) => {
  const user = await signInAs(context, server)
  await page.goto('/account')
  const panel = page.getByTestId('avatar-panel')
  await expect(panel).toBeVisible()
  await page.screenshot({ path: `${shots}/account-desktop.png`, fullPage: true })

  const chooser = page.waitForEvent('filechooser')
  await panel.getByRole('button', { name: 'Choose an image' }).click()
  await (await chooser).setFiles(await photo('avatar.jpg', 1600, 900, '#7048e8'))
  await expect(panel.getByText('Preview')).toBeVisible()
  await panel.getByRole('button', { name: 'Upload' }).click()
  await expect(notification(page, 'Avatar updated')).toBeVisible()
  const img = panel.locator('img')
  await expect(img).toHaveAttribute('src', new RegExp(`/storage/v1/object/public/avatars/${user.id}\\.webp\\?v=`))
  const size = await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])
  expect(size).toEqual([512, 512])

  // Profile fields save too
  await page.getByLabel('Username').fill('E2E.Drummer')
  await page.getByLabel('Display name').fill('E2E Drummer')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(notification(page, 'Profile saved')).toBeVisible()
  await expect(page.getByLabel('Username')).toHaveValue('e2e.drummer')

  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: `${shots}/account-mobile.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  await panel.getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(notification(page, 'Avatar removed')).toBeVisible()
  await expect(panel.locator('img')).toHaveCount(0)
})

test('avatar: a broken file shows the spec error notification', async ({ page, context, server }) => {
  await signInAs(context, server)
  await page.goto('/account')
  const panel = page.getByTestId('avatar-panel')
  const chooser = page.waitForEvent('filechooser')
  await panel.getByRole('button', { name: 'Choose an image' }).click()
  await (await chooser).setFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') })
  await panel.getByRole('button', { name: 'Upload' }).click()
  const note = notification(page, 'Failed to upload avatar.')
  await expect(note).toBeVisible()
  await expect(note).toContainText('Failed to convert image to WebP.')
})

test('venue owner uploads two photos with progress, sees them on the details page, deletes one', async ({
  page,
  context,
  server,
}) => {
  await signInAs(context, server, { id: DEMO_OWNER.id, email: DEMO_OWNER.email })
  // Venue 1's demo photos arrive in the background after the start: count from after they are in.
  await expect
    .poll(async () => ((await (await page.request.get(`${server.url}/api/venues/1`)).json()).photos ?? []).length)
    .toBeGreaterThanOrEqual(3)
  await page.goto('/venues/1/edit')
  const gallery = page.getByTestId('gallery-manager')
  await expect(gallery).toBeVisible()
  const before = await gallery.getByTestId('gallery-photo').count()

  const a = await photo('stage-a.jpg', 3000, 2000, '#e8590c')
  const b = await photo('stage-b.jpg', 1200, 1600, '#1971c2')
  // The dropzone's own file input (what a click on the dropzone opens)
  await page.getByTestId('gallery-dropzone').locator('input[type="file"]').setInputFiles([a, b])
  await expect(page.getByTestId('upload-row')).toHaveCount(2)
  await expect(page.getByTestId('upload-row').first().getByRole('progressbar')).toBeVisible()
  await expect(gallery.getByTestId('gallery-photo')).toHaveCount(before + 2)
  await expect(notification(page, 'Photos uploaded')).toBeVisible()
  await page.screenshot({ path: `${shots}/gallery-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await gallery.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/gallery-mobile.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  const urls = await gallery
    .getByTestId('gallery-photo')
    .locator('img')
    .evaluateAll((els) => els.map((e) => (e as HTMLImageElement).getAttribute('src')!))
    .then((srcs) => srcs.map(objectOf))
  const mine = urls.slice(-2)
  for (const u of mine) expect(u).toMatch(/\/storage\/v1\/object\/public\/venues\/1\/[0-9a-f-]{36}\.webp$/)

  await page.goto('/venues/1/details')
  const shown = page.getByTestId('gallery')
  await expect(shown).toBeVisible()
  // The details page shows the gallery in the order of the manager (thumbnails, first one as the main image).
  // Each at the size of its box: the main photo and the 88 × 56 thumbnails (2× for sharp screens) from the render endpoint.
  const mainSrc = (await shown.locator('img').first().getAttribute('src'))!
  expect(objectOf(mainSrc)).toBe(urls[0])
  expect(mainSrc).toContain('/storage/v1/render/image/public/')
  const thumbs = await shown
    .locator('button[aria-pressed] img')
    .evaluateAll((els) => els.map((e) => (e as HTMLImageElement).getAttribute('src')!))
  expect(thumbs.map(objectOf)).toEqual(urls)
  for (const src of thumbs) expect(src).toMatch(/[?&]width=88&height=56/)
  // Each thumbnail loads (rendered on first request, which takes a while on a busy machine) at most 2× its box.
  for (const u of mine) {
    const thumb = shown.locator('button[aria-pressed] img').nth(urls.indexOf(u))
    await expect
      .poll(() =>
        thumb.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.naturalWidth <= 176),
      )
      .toBe(true)
  }
  await page.screenshot({ path: `${shots}/details.png` })

  // The main photo opens a lightbox: arrow keys move, Escape closes and gives focus back.
  const open = shown.getByRole('button', { name: /Show the photos of .* in full size/ })
  await open.focus()
  await page.keyboard.press('Enter')
  const lightbox = page.getByRole('dialog', { name: /Photos of / })
  await expect(lightbox).toBeVisible()
  await expect(lightbox.getByRole('group', { name: `Photo 1 of ${urls.length}` })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(lightbox.getByRole('group', { name: `Photo 2 of ${urls.length}` })).toBeVisible()
  await page.screenshot({ path: `${shots}/details-lightbox.png`, animations: 'disabled' })
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
  await expect(shown.locator('button[aria-pressed="true"]')).toHaveAttribute('aria-label', `2/${urls.length}`)

  // delete the last one with confirmation
  await page.goto('/venues/1/edit')
  const last = page.getByTestId('gallery-photo').last()
  await last.getByRole('button', { name: /Delete photo/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Confirm Deletion')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(notification(page, 'Photo deleted')).toBeVisible()
  await expect(page.getByTestId('gallery-photo')).toHaveCount(before + 1)
})

test('venue owner drags a photo to the front, makes another the cover and sets its focus point', async ({
  page,
  context,
  server,
}) => {
  await signInAs(context, server, { id: DEMO_OWNER.id, email: DEMO_OWNER.email })
  const stored = async (): Promise<string[]> =>
    ((await (await page.request.get(`${server.url}/api/venues/1`)).json()).photos ?? []) as string[]
  await expect.poll(async () => (await stored()).length).toBeGreaterThanOrEqual(3)
  const start = await stored()
  await page.goto('/venues/1/edit')
  const tiles = page.getByTestId('gallery-photo')
  await expect(tiles).toHaveCount(start.length)

  // The manager shows the stored order (each tile's picture is its photo's file) before anything is dragged.
  for (const [i, url] of start.slice(0, 3).entries()) {
    const file = url
      .split('/')
      .pop()!
      .replace(/[.#].*$/, '')
    await expect(tiles.nth(i).locator('img')).toHaveAttribute('src', new RegExp(file))
  }
  // Drag the third photo onto the first: it moves there, the others shift right.
  await tiles.nth(2).dragTo(tiles.nth(0))
  const dragged = [start[2]!, start[0]!, start[1]!, ...start.slice(3)]
  await expect.poll(stored).toEqual(dragged)
  await expect(tiles.nth(0).getByText('Cover')).toBeVisible()

  // The star makes the second photo the cover in one click.
  await tiles.nth(1).getByTestId('make-cover').click()
  const covered = [dragged[1]!, dragged[0]!, ...dragged.slice(2)]
  await expect.poll(stored).toEqual(covered)

  // The focus point: tap the subject on the whole photo, the card-shaped preview follows, save.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await tiles.nth(0).getByTestId('photo-focus').click()
    const dialog = page.getByRole('dialog')
    const picker = dialog.getByTestId('focus-picker')
    const img = picker.locator('img')
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    // The dialog slides in: measure the photo once it stands still.
    let box = (await img.boundingBox())!
    await expect
      .poll(async () => {
        const now = (await img.boundingBox())!
        const still = JSON.stringify(now) === JSON.stringify(box)
        box = now
        return still
      })
      .toBe(true)
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.15)
    await expect(picker).toHaveAttribute('data-focus', /^(19|20|21),(14|15|16)$/)
    await expect(dialog.getByTestId('focus-preview').locator('img')).toHaveCSS(
      'object-position',
      /^(19|20|21)% (14|15|16)%$/,
    )
    await page.screenshot({ path: `${shots}/focus-picker-${width}.png` })
    if (width === 1280) {
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toHaveCount(0)
    }
  }
  await page.getByRole('dialog').getByTestId('focus-save').click()
  await expect(notification(page, 'Focus saved')).toBeVisible()
  await expect.poll(async () => (await stored())[0]).toMatch(/\.webp#focus=(19|20|21),(14|15|16)$/)
  // Still the same photos in the same order.
  expect((await stored()).map((u) => u.split('#')[0])).toEqual(covered.map((u) => u.split('#')[0]))

  // The details cover is asked for uncropped at its width and cropped by the browser around the point.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/venues/1/details')
    const main = page.getByTestId('gallery').locator('img').first()
    await expect(main).toHaveCSS('object-position', /^(19|20|21)% (14|15|16)%$/)
    const src = (await main.getAttribute('src'))!
    expect(src).toContain('/storage/v1/render/image/public/')
    expect(src).not.toContain('height=')
    await expect.poll(() => main.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    await page.screenshot({ path: `${shots}/details-focus-${width}.png` })
  }

  // Back to the centre, so the other walks see the demo gallery as it was (its order aside).
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/venues/1/edit')
  await tiles.nth(0).getByTestId('photo-focus').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Centre' }).click()
  await page.getByRole('dialog').getByTestId('focus-save').click()
  await expect.poll(async () => (await stored())[0]).not.toContain('#')
})

test('a user who does not own the venue cannot upload', async ({ page, context, server }) => {
  await signInAs(context, server)
  const res = await page.request.post(`${server.url}/api/venues/owner/photo/1`, {
    multipart: { photos: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') } },
  })
  expect(res.status()).toBe(403)
})

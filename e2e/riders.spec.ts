import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { richDoc } from './rider-data.ts'
import { signInAs } from './session.ts'

/** Screenshots and the PDF land here (looked at by people, not compared). */
const SHOTS = process.env.RIDERS_SHOTS ?? 'test-results/riders-shots'

async function apiCreate(request: APIRequestContext, url: string, token: string, data: unknown) {
  const res = await request.post(`${url}/api/riders`, { headers: { authorization: `Bearer ${token}` }, data })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: string }
}

async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved')
}

test('build a rider from the line-up, autosave, reload, drag on the stage plot', async ({
  page,
  context,
  server,
  request,
}) => {
  const user = await signInAs(context, server)
  await page.goto('/riderGenerator')
  await page.getByRole('button', { name: 'Create rider' }).click()
  await page.getByLabel('Act name').fill('The Testers')
  await page.getByLabel('Line-up variant').fill('Full band')
  await page.getByRole('dialog').getByRole('button', { name: 'Create rider' }).click()
  await expectSaved(page)

  // Line-up: two members.
  for (const [name, instrument, vocals] of [
    ['Ana', 'Electric guitar', 'Lead vocal'],
    ['Ben', 'Drum kit', null],
  ] as const) {
    await page.getByRole('button', { name: 'Add member' }).click()
    const member = page.getByTestId('member').last()
    await member.getByLabel('Name').fill(name)
    await member.getByRole('button', { name: 'Add instrument' }).click()
    await member.getByRole('textbox', { name: 'Instruments' }).click()
    await page.getByRole('option', { name: instrument, exact: true }).click()
    if (vocals) {
      await member.getByRole('textbox', { name: 'Vocals' }).click()
      await page.getByRole('option', { name: vocals }).click()
    }
  }
  await expectSaved(page)

  // Input list generated from the line-up.
  await page.getByRole('tab', { name: 'Input list' }).click()
  await page.getByRole('button', { name: 'Generate from line-up' }).click()
  await expect(page.getByTestId('input-row')).toHaveCount(12)
  await expect(page.getByTestId('input-row').first().getByRole('textbox').first()).toHaveValue('Kick in (Ben)')
  await expect(page.getByTestId('input-row').last().getByRole('textbox').first()).toHaveValue('Lead vocal (Ana)')
  await page.getByLabel('Note 1', { exact: true }).fill('Port in reso head')
  await expectSaved(page)

  // Reload: everything is back from the server.
  await page.reload()
  await page.getByRole('tab', { name: 'Input list' }).click()
  await expect(page.getByTestId('input-row')).toHaveCount(12)
  await expect(page.getByLabel('Note 1', { exact: true })).toHaveValue('Port in reso head')

  // Stage plot: place the line-up, then drag the drums 1 m to the right.
  await page.getByRole('tab', { name: 'Stage plot' }).click()
  await page.getByRole('button', { name: 'Place line-up' }).click()
  const drums = page.locator('[data-kind="drums"]')
  await expect(drums).toHaveCount(1)
  await expectSaved(page)
  const before = await (
    await request.get(`${server.url}/api/riders`, { headers: { authorization: `Bearer ${user.accessToken}` } })
  ).json()
  const id = before[0].id
  const get = async () =>
    (await (
      await request.get(`${server.url}/api/riders/${id}`, { headers: { authorization: `Bearer ${user.accessToken}` } })
    ).json()) as {
      doc: { plot: { items: { kind: string; x: number; y: number }[] } }
    }
  const x0 = (await get()).doc.plot.items.find((i) => i.kind === 'drums')!.x
  const svg = page.locator('[data-testid="plot-editor"] svg')
  await svg.scrollIntoViewIfNeeded()
  const svgBox = (await svg.boundingBox())!
  const pxPerM = svgBox.width / (8 + 0.6) // 8 m stage plus the 30 cm margins each side
  const box = (await drums.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + pxPerM * 0.5, box.y + box.height / 2, { steps: 4 })
  await page.mouse.move(box.x + box.width / 2 + pxPerM, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
  await expectSaved(page)
  const x1 = (await get()).doc.plot.items.find((i) => i.kind === 'drums')!.x
  expect(x1 - x0).toBeCloseTo(1, 1)
  // Keyboard: the selected item moves by 25 cm with the arrow keys.
  await drums.focus()
  await page.keyboard.press('ArrowLeft')
  await expectSaved(page)
  expect((await get()).doc.plot.items.find((i) => i.kind === 'drums')!.x).toBeCloseTo(x1 - 0.25, 2)

  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/plot-desktop.png`, fullPage: true })
})

test('stage plot: place the line-up, turn, flip, group, move a group; the print carries it', async ({
  page,
  context,
  server,
}) => {
  const user = await signInAs(context, server)
  const doc = richDoc() // Ana on a wedge, Ben (drums) on in-ears, Cy and Dee named by no mix
  doc.plot.items = []
  const { id } = await apiCreate(page.request, server.url, user.accessToken, { name: 'Plot act', doc })
  const stored = async () =>
    (
      (await (
        await page.request.get(`${server.url}/api/riders/${id}`, {
          headers: { authorization: `Bearer ${user.accessToken}` },
        })
      ).json()) as { doc: { plot: { items: { id: string; x: number; y: number; groupId: string | null }[] } } }
    ).doc.plot.items
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/riderGenerator?id=${id}`)
  await page.getByRole('tab', { name: 'Stage plot' }).click()
  await page.getByRole('button', { name: 'Place line-up' }).click()
  const editor = page.getByTestId('plot-editor')
  const item = (itemId: string) => editor.locator(`[data-plot-item="${itemId}"]`)
  // Ben (lp1) is on in-ears: no wedge; the three others get one each. Nothing is left out on 8 × 6 m.
  await expect(editor.locator('[data-kind="wedge"]')).toHaveCount(3)
  await expect(editor.locator('[data-group="lp1"][data-kind="wedge"]')).toHaveCount(0)
  await expect(page.getByTestId('plot-fit-notice')).toHaveCount(0)
  const count = page.getByTestId('plot-selected-count')

  // A click selects the player's whole group; ungroup it, then turn and flip Dee's keyboard alone.
  const keys = item('lp3-g0')
  await keys.click()
  await expect(count).toHaveText('4 selected')
  // Every item is a named button whose name matches its visible label (a two-line label too).
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="plot-editor"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await page.getByRole('button', { name: 'Ungroup' }).click()
  await editor.locator('[data-stage="1"]').click({ position: { x: 5, y: 5 } })
  await expect(count).toHaveText('0 selected')
  await keys.click()
  await expect(count).toHaveText('1 selected')
  await page.keyboard.press('r')
  await expect(keys).toHaveAttribute('data-rotation', '90')
  await page.getByRole('button', { name: 'Flip' }).click()
  await expect(keys).toHaveAttribute('data-flipped', '1')
  await expect(keys).toHaveAttribute('data-rotation', '270') // a mirrored quarter turn right is a quarter turn left

  // Shift-click adds Dee's person; group the two, and they move as one.
  await item('lp3-person').click({ modifiers: ['Shift'] })
  await expect(count).toHaveText('2 selected')
  await page.getByRole('button', { name: 'Group', exact: true }).click()
  await expectSaved(page)
  const before = await stored()
  const group = before.find((i) => i.id === 'lp3-g0')!.groupId
  expect(group).toBeTruthy()
  expect(before.find((i) => i.id === 'lp3-person')!.groupId).toBe(group)
  await keys.scrollIntoViewIfNeeded()
  const svgBox = (await editor.locator('svg').boundingBox())!
  const pxPerM = svgBox.width / (8 + 0.6)
  const box = (await keys.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 - pxPerM * 0.5, box.y + box.height / 2, { steps: 4 })
  await page.mouse.move(box.x + box.width / 2 - pxPerM, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
  await page.keyboard.press('ArrowUp') // the keys keep the focus: the group moves 25 cm back too
  await expectSaved(page)
  const after = await stored()
  for (const moved of ['lp3-g0', 'lp3-person']) {
    const [a, b] = [before, after].map((items) => items.find((i) => i.id === moved)!)
    expect(b!.x - a!.x, moved).toBeCloseTo(-1, 2)
    expect(b!.y - a!.y, moved).toBeCloseTo(-0.25, 2)
  }
  expect(after.find((i) => i.id === 'lp0-person')).toEqual(before.find((i) => i.id === 'lp0-person'))

  // A box dragged over the empty stage selects what it touches: here everything.
  const stage = (await editor.locator('[data-stage="1"]').boundingBox())!
  await page.mouse.move(stage.x + 4, stage.y + 4)
  await page.mouse.down()
  await page.mouse.move(stage.x + stage.width - 4, stage.y + stage.height - 4, { steps: 5 })
  await page.mouse.up()
  await expect(count).toHaveText(`${after.length} selected`)
  await editor.locator('[data-stage="1"]').click({ position: { x: 5, y: 5 } })
  fs.mkdirSync(SHOTS, { recursive: true })
  await editor.screenshot({ path: `${SHOTS}/plot-editor-1280.png` })

  // The printed plot draws the keyboard turned and mirrored, as the editor does.
  await page.getByRole('button', { name: 'Print / PDF' }).click()
  const printed = page.getByTestId('rider-document').locator('[data-plot-item="lp3-g0"]')
  await expect(printed).toHaveAttribute('data-rotation', '270')
  const transform = await printed.locator('.rider-plot-shape').getAttribute('transform')
  expect(transform).toMatch(/^rotate\(270 [\d.]+ [\d.]+\) translate\([\d.]+ 0\) scale\(-1 1\)$/)
  expect(transform).toBe(await keys.locator('.rider-plot-shape').getAttribute('transform'))
  await page.emulateMedia({ media: 'print' })
  await page
    .getByTestId('rider-document')
    .locator('svg.rider-plot')
    .screenshot({ path: `${SHOTS}/plot-print.png` })
  await page.emulateMedia({ media: 'screen' })
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 768, height: 1024 }) // a tablet
  await editor.screenshot({ path: `${SHOTS}/plot-editor-768.png` })
})

test('duplicate makes a variant, share link shows the current version and can be revoked', async ({
  page,
  context,
  server,
  browser,
}) => {
  const user = await signInAs(context, server)
  const { id } = await apiCreate(page.request, server.url, user.accessToken, {
    name: 'Share act',
    variant: 'Full band',
    doc: richDoc(),
  })
  await page.goto(`/riderGenerator?id=${id}`)
  await expectSaved(page)

  await page.getByRole('button', { name: 'Share' }).click()
  await page.getByRole('button', { name: 'Create share link' }).click()
  const url = await page.getByTestId('share-url').inputValue()
  expect(url).toMatch(/\/riders\/shared\/[A-Za-z0-9_-]{16,}$/)
  await page.keyboard.press('Escape')

  // A visitor without an account reads it.
  const anon = await browser.newContext()
  const visitor = await anon.newPage()
  await visitor.goto(url)
  await expect(visitor.getByRole('heading', { name: 'Share act', level: 1 })).toBeVisible()
  await expect(visitor.getByText('Read-only shared rider')).toBeVisible()
  await expect(visitor.getByText('Hot vegetarian meal for 6')).toBeVisible()

  // The owner edits; the link shows the new version.
  await page.getByRole('tab', { name: 'Hospitality' }).click()
  await page.getByLabel('Catering').fill('Pasta for everyone')
  await expectSaved(page)
  await visitor.reload()
  await expect(visitor.getByText('Pasta for everyone')).toBeVisible()

  // Duplicate into an acoustic variant.
  await page.getByRole('button', { name: 'Duplicate' }).click()
  await page.getByRole('dialog').getByLabel('Line-up variant').fill('Acoustic')
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click()
  await expect(page.getByText('Variant created')).toBeVisible()
  // The closing dialog has a field with the same label until its transition ends.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByLabel('Line-up variant')).toHaveValue('Acoustic')
  expect(new URL(page.url()).searchParams.get('id')).not.toBe(id)

  // Back to the original and revoke its link.
  await page.goto(`/riderGenerator?id=${id}`)
  await page.getByRole('button', { name: 'Share' }).click()
  await page.getByRole('button', { name: 'Revoke link' }).click()
  await expect(page.getByText('Share link revoked')).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByTestId('share-missing')).toBeVisible()
  await anon.close()
})

/** Fit badges whose text is cut (ellipsis) or that reach past the window's right edge. */
const cutBadges = (page: Page) =>
  page.getByTestId('fit-badge').evaluateAll((badges) =>
    badges
      .filter((b) => {
        const label = b.querySelector('.mantine-Badge-label') ?? b
        return label.scrollWidth > label.clientWidth + 1 || b.getBoundingClientRect().right > window.innerWidth
      })
      .map((b) => b.textContent),
  )

test('monitor matrix and venue fit check against a directory venue', async ({ page, context, server }) => {
  const user = await signInAs(context, server)
  const doc = richDoc()
  doc.plot.width = 30 // no demo venue is this wide
  const { id } = await apiCreate(page.request, server.url, user.accessToken, { name: 'Fit act', doc })
  await page.goto(`/riderGenerator?id=${id}`)
  await expectSaved(page)

  // Monitor matrix: two taps give Ben's in-ear mix the kick at "normal".
  await page.getByRole('tab', { name: 'Monitors' }).click()
  const matrix = page.getByTestId('monitor-matrix')
  await expect(matrix.getByRole('button', { name: 'Lead vocal (Ana) in Ana (vocal): loud' })).toHaveText('+++')
  await matrix.getByRole('button', { name: 'Kick in (Ben) in Ben (drums): none' }).click()
  await matrix.getByRole('button', { name: 'Kick in (Ben) in Ben (drums): a little' }).click()
  await expect(matrix.getByRole('button', { name: 'Kick in (Ben) in Ben (drums): normal' })).toHaveText('++')
  await expectSaved(page)
  const saved = await (
    await page.request.get(`${server.url}/api/riders/${id}`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    })
  ).json()
  const kick = doc.inputs.find((i) => i.source === 'Kick in (Ben)')!.id
  expect(saved.doc.monitors[1].sends).toEqual([{ input: kick, level: 2 }])
  fs.mkdirSync(SHOTS, { recursive: true })
  await matrix.screenshot({ path: `${SHOTS}/matrix-1280.png` })

  await page.getByRole('tab', { name: 'Venue fit' }).click()
  await page.getByTestId('fit-venue').click()
  await page.getByRole('option').first().click()
  await expect(page.getByTestId('fit-summary')).toContainText('not covered')
  await expect(page.locator('[data-check="stageWidth"]')).toHaveAttribute('data-status', 'missing')
  await expect(page.locator('[data-check="inputs"]')).toBeVisible()
  await expect(page.locator('[data-check="backline"]')).toBeVisible()
  // The rider's two mixes, one of them stereo, take three sends; the in-ear mix is checked on its own.
  await expect(page.locator('[data-check="monitorMixes"]')).toContainText('3')
  await expect(page.locator('[data-check="iem"]')).toBeVisible()
  expect(await cutBadges(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/fit-1280.png`, fullPage: true })

  // At 375 px every status still reads in full, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(page.getByTestId('fit-table')).toBeVisible()
  expect(await cutBadges(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1)
  await page.screenshot({ path: `${SHOTS}/fit-375.png`, fullPage: true })
  await page.getByRole('tab', { name: 'Monitors' }).click()
  await expect(matrix).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/monitors-375.png`, fullPage: true })
})

test('print view in its own language, with page breaks and a sharp SVG plot', async ({ page, context, server }) => {
  const user = await signInAs(context, server)
  const { id } = await apiCreate(page.request, server.url, user.accessToken, {
    name: 'Print act',
    variant: 'Full band',
    doc: richDoc(),
  })
  await page.goto(`/riderGenerator?id=${id}`)
  await expectSaved(page)
  await page.getByRole('button', { name: 'Print / PDF' }).click()
  const docEl = page.getByTestId('rider-document')
  await expect(docEl).toBeVisible()
  // The document language is separate from the (English) interface.
  await page.getByTestId('print-language').click()
  await page.getByRole('option', { name: 'Deutsch' }).click()
  await expect(docEl).toHaveAttribute('lang', 'de')
  await expect(docEl.getByRole('heading', { name: 'Kanalliste' })).toBeVisible()
  await expect(docEl.getByText('Technischer Rider')).toBeVisible()
  await expect(docEl.getByText('PUBLIKUM', { exact: false })).toBeVisible()
  // The channel names the app generated are German too; the players' names stay.
  await expect(docEl.getByRole('cell', { name: 'Bassdrum innen (Ben)' })).toBeVisible()
  await expect(docEl.locator('.rider-doc-inputs').getByRole('cell', { name: 'Leadgesang (Ana)' })).toBeVisible()
  await expect(docEl.getByRole('cell', { name: 'Kick in (Ben)' })).toHaveCount(0)
  // The monitor matrix prints the inputs some mix wants, with the editor's marks.
  const printed = docEl.getByTestId('printed-matrix')
  await expect(docEl.getByRole('heading', { name: 'Monitormatrix' })).toBeVisible()
  await expect(
    printed.getByRole('row', { name: /Leadgesang \(Ana\)/ }).getByRole('cell', { name: '+++' }),
  ).toBeVisible()
  await expect(printed.getByRole('row')).toHaveCount(3)
  // And French when the document is French.
  await page.getByTestId('print-language').click()
  await page.getByRole('option', { name: 'Français' }).click()
  await expect(docEl).toHaveAttribute('lang', 'fr')
  await expect(docEl.getByRole('cell', { name: 'Grosse caisse intérieur (Ben)' })).toBeVisible()
  await expect(docEl.getByRole('cell', { name: 'Balances', exact: true })).toBeVisible()
  await page.getByTestId('print-language').click()
  await page.getByRole('option', { name: 'Deutsch' }).click()
  await expect(docEl).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('button', { name: 'Print / save as PDF' })).toBeVisible() // interface stays English
  await expectSaved(page) // the chosen document language is saved with the rider

  await page.emulateMedia({ media: 'print' })
  // Only the document prints: no toolbar, no app shell.
  await expect(page.locator('.rider-print-toolbar')).toBeHidden()
  await expect(page.locator('#root')).toBeHidden()
  await expect(docEl.locator('svg.rider-plot')).toBeVisible()
  fs.mkdirSync(SHOTS, { recursive: true })
  const shot = await page.screenshot({ path: `${SHOTS}/print-de.png`, fullPage: true })
  expect(shot.byteLength).toBeGreaterThan(20_000)
  // The shell is not in the print screenshot: the document starts at the top.
  const box = (await docEl.boundingBox())!
  expect(box.y).toBeLessThan(40)

  // Chromium's PDF: the page breaks hold (technical, plot, hospitality → at least 3 A4 pages).
  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  fs.writeFileSync(`${SHOTS}/rider-de.pdf`, pdf)
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages.length).toBeGreaterThanOrEqual(3)
  expect(pages.length).toBeLessThanOrEqual(5)
})

test('the generator and a shared rider at 375 px', async ({ page, context, server, browser }) => {
  const user = await signInAs(context, server)
  const { id } = await apiCreate(page.request, server.url, user.accessToken, {
    name: 'Mobile act',
    variant: 'Duo',
    doc: richDoc(),
  })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/riderGenerator?id=${id}`)
  await expectSaved(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/generator-375.png`, fullPage: true })
  await page.getByRole('tab', { name: 'Stage plot' }).click()
  await page.screenshot({ path: `${SHOTS}/plot-375.png`, fullPage: true })

  const share = await page.request.post(`${server.url}/api/riders/${id}/share`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  })
  const { path } = await share.json()
  const anon = await browser.newContext({ viewport: { width: 375, height: 800 } })
  const visitor = await anon.newPage()
  await visitor.goto(`${server.url}${path}`)
  await expect(visitor.getByRole('heading', { name: 'Mobile act', level: 1 })).toBeVisible()
  await visitor.screenshot({ path: `${SHOTS}/share-375.png`, fullPage: true })
  await anon.close()
})

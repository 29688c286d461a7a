import fs from 'node:fs'
import { expect, test } from './fixtures.ts'
import { pdfInk } from './pdf-pages.ts'
import { richDoc } from './rider-data.ts'
import { signInAs } from './session.ts'

const SHOTS = process.env.RIDERS_SHOTS ?? 'test-results/riders-shots'
const DPI = 150
const mm = (n: number) => (n * DPI) / 25.4

test('the printed rider keeps a margin on every side and every table border', async ({ page, context, server }) => {
  const user = await signInAs(context, server)
  const res = await page.request.post(`${server.url}/api/riders`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
    data: { name: 'Edge act', variant: 'Full band', doc: richDoc() },
  })
  const { id } = (await res.json()) as { id: string }
  await page.goto(`/riderGenerator?id=${id}`)
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved')
  await page.getByRole('button', { name: 'Print / PDF' }).click()
  await expect(page.getByTestId('rider-document')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
  fs.mkdirSync(SHOTS, { recursive: true })
  fs.writeFileSync(`${SHOTS}/rider-edges.pdf`, pdf)

  const pages = await pdfInk(pdf, DPI)
  expect(pages.length).toBeGreaterThanOrEqual(3)
  for (const [i, p] of pages.entries()) {
    const where = `page ${i + 1}`
    // At least 10 mm of paper around the ink (the @page margin is 12 mm).
    expect(p.left, `${where} left margin`).toBeGreaterThanOrEqual(mm(10))
    expect(p.width - 1 - p.right, `${where} right margin`).toBeGreaterThanOrEqual(mm(10))
    expect(p.top, `${where} top margin`).toBeGreaterThanOrEqual(mm(10))
    expect(p.height - 1 - p.bottom, `${where} bottom margin`).toBeGreaterThanOrEqual(mm(10))
    // A table's left border has a right border of the same length at the right edge of the ink.
    if (p.leftLine > mm(10)) expect(p.rightLine, `${where} right table border`).toBeGreaterThanOrEqual(mm(10))
  }
})

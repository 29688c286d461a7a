import fs from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAs } from './session.ts'

/**
 * One clock and readable screens: a stage in Berlin shown on screens set to New York. Every time on the display,
 * the manager's page and the running order reads Berlin time, says so where the screen's own zone differs, and the
 * display at phone, tablet and TV size shows the longest realistic names, a 280-character message, a running order
 * and a set list without cutting anything or laying one thing over another.
 */

const SHOTS = process.env.STAGES_SHOTS ?? '/tmp/stage-screens'
const STAGE_ZONE = 'Europe/Berlin'
const DEVICE_ZONE = 'America/New_York'
const STAGE_NAME = 'Hauptbühne Großes Zelt – Sparkassen Open Air am Elbufer'
const CURRENT_SONG = 'Introduction to the Overture (Extended Festival Version)'
const NEXT_SONG = 'The Long and Winding Road Through the Mountains of Madness (Reprise, Live Acoustic)'
const CURRENT_ACT = 'The Extraordinary Gentlemen of the Northern Lights Orchestra'
const NEXT_ACT = 'Los Hermanos Fernández y su Orquesta Tropical de Medianoche'
const MESSAGE =
  `${'Stage manager: please wrap up after this song, the curfew is strict tonight and the neighbours are calling. '.repeat(3)}`.slice(
    0,
    280,
  )

test.use({ timezoneId: DEVICE_ZONE })

/** HH:MM of `ms` as the stage reads it (en-GB: 24 h). */
function berlin(ms: number, seconds = false): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone: STAGE_ZONE,
  }).format(ms)
}

/** Minutes after midnight (Berlin) of now, and today's date there. */
function berlinNow(): { date: string; minutes: number } {
  const now = Date.now()
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: STAGE_ZONE }).format(now)
  const [h, m] = berlin(now).split(':').map(Number) as [number, number]
  return { date, minutes: h * 60 + m }
}

/** Everything on the screen that is cut, outside the screen or lies over another thing that matters. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.querySelector('[data-testid="stage-screen"]') as HTMLElement
    const box = screen.getBoundingClientRect()
    const problems: string[] = []
    const name = (el: Element) =>
      `${el.getAttribute('data-testid') ?? el.className} "${(el.textContent ?? '').slice(0, 24)}"`
    for (const el of [screen, ...screen.querySelectorAll<HTMLElement>('*')]) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 && r.height === 0) continue
      const style = getComputedStyle(el)
      if (style.display === 'inline') continue
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name(el)} cut sideways: ${el.scrollWidth} > ${el.clientWidth}`)
      if (el.scrollHeight > el.clientHeight + 1 && style.overflowY !== 'visible')
        problems.push(`${name(el)} cut below: ${el.scrollHeight} > ${el.clientHeight}`)
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) problems.push(`${name(el)} ellipsis`)
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)
        problems.push(`${name(el)} outside the screen`)
    }
    const parts = [
      'stage-name',
      'stage-clock',
      'stage-zone',
      'run-curfew',
      'stage-message',
      'run-current',
      'run-next',
      'run-timer',
      'stage-setlist',
    ].map((id) => screen.querySelector(`[data-testid="${id}"]`))
    parts.push(screen.querySelector('.sw-tools'))
    const present = parts.filter((p): p is Element => p !== null)
    for (let i = 0; i < present.length; i++) {
      for (let j = i + 1; j < present.length; j++) {
        const a = present[i]!.getBoundingClientRect()
        const b = present[j]!.getBoundingClientRect()
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
        if (overlap) problems.push(`${name(present[i]!)} lies over ${name(present[j]!)}`)
      }
    }
    return problems
  })
}

async function openScreen(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: DEVICE_ZONE, isMobile: viewport.width < 600 })
  const page = await context.newPage()
  await page.goto(url)
  // A loaded machine can take long to run the app's first render; the screen's own state is the signal.
  await expect(page.getByTestId('stage-screen')).toBeVisible({ timeout: 240_000 })
  return page
}

test('a Berlin stage on New York screens: one clock, and every screen size readable', async ({
  page,
  context,
  browser,
  server,
}) => {
  test.setTimeout(600_000)
  fs.mkdirSync(SHOTS, { recursive: true })
  const manager = await signInAs(context, server)
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${manager.accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300)
    return (await res.json()) as Record<string, unknown>
  }
  const stage = (await api('POST', '/stages', { name: STAGE_NAME })) as { id: string; code: string }
  const { date, minutes } = berlinNow()
  const nextAt = minutes + 60
  await api('PUT', `/stages/${stage.id}/running-order`, {
    date,
    timezone: STAGE_ZONE,
    items: [
      { title: CURRENT_ACT, kind: 'act', planned_start: minutes, duration_min: 10 },
      { title: NEXT_ACT, kind: 'act', planned_start: nextAt, duration_min: 60, start_mode: 'scheduled' },
      { title: 'Curfew', kind: 'curfew', planned_start: nextAt + 60, duration_min: 0 },
    ],
  })
  await api('POST', `/stages/${stage.id}/running-order/ops`, { type: 'start' })
  await api('POST', `/stages/${stage.id}/ops`, { type: 'setList.set', items: [CURRENT_SONG, NEXT_SONG, 'Encore'] })
  await api('POST', `/stages/${stage.id}/ops`, { type: 'setList.goto', index: 0 })
  await api('POST', `/stages/${stage.id}/ops`, { type: 'message', text: MESSAGE, tone: 'attention' })
  const hhmm = (min: number) =>
    `${String(Math.floor(min / 60) % 24).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`

  const url = `${server.url}/stageWhisperer/display?code=${stage.code}`
  const screens = [] as { label: 'phone' | 'tablet' | 'tv'; viewport: { width: number; height: number }; page: Page }[]
  for (const [label, viewport] of [
    ['phone', { width: 375, height: 812 }],
    ['tablet', { width: 768, height: 1024 }],
    ['tv', { width: 1920, height: 1080 }],
  ] as const) {
    // One after another: each screen is up before the next one loads.
    screens.push({ label, viewport, page: await openScreen(browser, url, viewport) })
  }
  const settled = (screen: Page) =>
    screen.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

  // A 280-character message beside the running order: it takes the set list's room.
  for (const { label, viewport, page: screen } of screens) {
    await expect(screen.getByTestId('stage-message-text')).toHaveText(MESSAGE)
    // The clock is Berlin's, not the screen's, and says so.
    const clock = await screen.getByTestId('stage-clock').textContent()
    expect([berlin(Date.now() - 60_000), berlin(Date.now())], label).toContain(clock)
    await expect(screen.getByTestId('stage-zone')).toHaveText(/^Berlin \(GMT\+[12]\)$/)
    await expect(screen.getByTestId('run-next-at')).toHaveText(`at ${hhmm(nextAt)}`)
    await expect(screen.getByTestId('run-curfew')).toContainText(hhmm(nextAt + 60))
    // Everything that matters whole: the stage's name, the acts.
    await expect(screen.getByTestId('stage-name')).toHaveText(STAGE_NAME)
    await expect(screen.getByTestId('run-current')).toContainText(CURRENT_ACT)
    await expect(screen.getByTestId('run-next')).toContainText(NEXT_ACT)
    await settled(screen)
    // The text fits itself to its box after each layout change: wait for the screen to settle into a clean layout.
    await expect.poll(() => layoutProblems(screen), { message: label }).toEqual([])
    // The display ships its condensed face (Roboto Condensed): a 280-character message reaches 90 px on the TV
    // once it has loaded and the text has fitted itself again (84 px in the regular face).
    const least = { phone: 18, tablet: 42, tv: 90 }[label]
    const fontPx = () =>
      screen.getByTestId('stage-message-text').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
    await expect.poll(fontPx, { message: `a 280-character message on the ${label}` }).toBeGreaterThanOrEqual(least)
    expect(
      await screen.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Roboto Condensed') && f.status === 'loaded'),
      ),
      'the shipped condensed face is used',
    ).toBe(true)
    await screen.screenshot({ path: `${SHOTS}/display-${label}-${viewport.width}x${viewport.height}-message.png` })
  }

  // The message cleared: the running order takes the room, the set list is back, whole.
  await api('POST', `/stages/${stage.id}/ops`, { type: 'clear' })
  for (const { label, viewport, page: screen } of screens) {
    await expect(screen.getByTestId('stage-message')).toHaveCount(0)
    await expect(screen.getByTestId('stage-setlist')).toContainText(CURRENT_SONG)
    await expect(screen.getByTestId('stage-setlist')).toContainText(NEXT_SONG)
    await expect(screen.getByTestId('run-current')).toContainText(CURRENT_ACT)
    await expect(screen.getByTestId('run-next')).toContainText(NEXT_ACT)
    await settled(screen)
    await expect.poll(() => layoutProblems(screen), { message: `${label} without a message` }).toEqual([])
    await screen.screenshot({ path: `${SHOTS}/display-${label}-${viewport.width}x${viewport.height}-setlist.png` })
  }

  // A performer taps a short cue: the manager's "seen at" is Berlin time too.
  await api('POST', `/stages/${stage.id}/ops`, { type: 'message', text: 'Two minutes', tone: 'normal' })
  const tv = screens[2]!.page
  await tv.getByTestId('stage-message').click()
  await expect(tv.getByTestId('ack-state')).toHaveText('Seen ✓')
  for (const { page: screen } of screens) await screen.context().close()

  // The manager, on a New York laptop, reads the stage's times from the first render on: "seen at", "lost since",
  // the expected start of the next act, the preview's clock.
  const { state } = (await api('GET', `/stages/${stage.id}`)) as { state: { message: { ackAt: number } } }
  const seenAt = state.message.ackAt
  await expect(async () => {
    const devices = (await (
      await fetch(`${server.url}/api/stages/${stage.id}/display-devices`, {
        headers: { authorization: `Bearer ${manager.accessToken}` },
      })
    ).json()) as { online: boolean; last_seen_at: string }[]
    expect(devices.length).toBe(3)
    expect(devices.every((d) => !d.online)).toBe(true)
  }).toPass({ timeout: 30_000 })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/stageWhisperer/manager')
  const seen = page.getByTestId('seen')
  await expect(seen).toBeVisible({ timeout: 240_000 })
  // Read at once, not retried: the page's first render (from the stage list) must already read Berlin time.
  // "Seen by <the screen's browser>, <Berlin time>": the screen that confirmed has no name here.
  expect(await seen.textContent()).toMatch(new RegExp(`^Seen by .+, ${berlin(seenAt, true)}$`))
  const devices = (await (
    await fetch(`${server.url}/api/stages/${stage.id}/display-devices`, {
      headers: { authorization: `Bearer ${manager.accessToken}` },
    })
  ).json()) as { last_seen_at: string }[]
  const lost = page.locator('[data-testid="display-device"][data-online="false"]')
  await expect(lost).toHaveCount(3)
  const lostTexts = await lost.getByText(/^Lost since /).allTextContents()
  expect(lostTexts.sort()).toEqual(
    devices.map((d) => `Lost since ${berlin(new Date(d.last_seen_at).getTime(), true)}`).sort(),
  )
  await expect(page.getByTestId('runorder-live-next')).toContainText(hhmm(nextAt))
  await expect(page.getByTestId('stage-preview').getByTestId('stage-zone')).toHaveText(/^Berlin \(GMT\+[12]\)$/)
  await expect(page.getByTestId('runorder-item-times').first()).toContainText(hhmm(minutes))
  await page.getByTestId('stage-preview').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/manager-1280.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByTestId('stage-preview').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/manager-375.png` })
})

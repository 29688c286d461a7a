import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const shots = process.env.MAP_SHOTS ?? 'test-results/map'

const cards = (page: Page) => page.getByTestId('result-card')
const pins = (page: Page) => page.getByTestId('map-pin')
const map = (page: Page) => page.getByTestId('map')

/** The map drew its style (WebGL through SwiftShader in headless Chromium). */
const mapReady = (page: Page) => expect(map(page)).toHaveAttribute('data-ready', 'true')

test('venue search: a map beside the list, a pin per result, hover links card and pin', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/venues/search')
  await expect(cards(page).first()).toBeVisible()
  await mapReady(page)
  const count = await cards(page).count()
  await expect(pins(page)).toHaveCount(count)
  // Beside the list, not under it.
  const list = await cards(page).first().boundingBox()
  const box = await map(page).boundingBox()
  expect(box!.x).toBeGreaterThan(list!.x + list!.width)
  await page.screenshot({ path: `${shots}/search-desktop.png` })

  // Hovering a card highlights its pin; only that one.
  const first = page.locator('[data-result-id]').first()
  const id = await first.getAttribute('data-result-id')
  await first.hover()
  await expect(page.locator(`[data-testid="map-pin"][data-id="${id}"]`)).toHaveAttribute('data-highlighted', 'true')
  await expect(page.locator('[data-testid="map-pin"][data-highlighted="true"]')).toHaveCount(1)
  await page.mouse.move(5, 5)
  await expect(page.locator('[data-testid="map-pin"][data-highlighted="true"]')).toHaveCount(0)

  // A card whose pin is inside a cluster highlights the cluster.
  const holder = page.locator(`[data-testid="map-cluster"][data-highlighted="true"]`)
  await first.hover()
  if (await holder.count()) expect((await holder.getAttribute('data-ids'))!.split(',')).toContain(id)
  await page.mouse.move(5, 5)

  // And the reverse: a pin under the pointer highlights its card (one drawn on its own: a cluster opens when
  // tapped, zooming in).
  const single = page.locator('[data-testid="map-pin"]:visible')
  if ((await single.count()) === 0) {
    await page.getByTestId('map-cluster').first().click()
    await expect(single.first()).toBeVisible()
  }
  // One inside the map's frame (pins of results outside the zoomed view are drawn outside it).
  const pinId = await map(page).evaluate((frame) => {
    const r = frame.getBoundingClientRect()
    const inside = [...frame.querySelectorAll<HTMLElement>('[data-testid="map-pin"]:not([hidden])')].find((el) => {
      const p = el.getBoundingClientRect()
      return p.left >= r.left && p.right <= r.right && p.top >= r.top && p.bottom <= r.bottom
    })
    return inside?.dataset.id ?? null
  })
  expect(pinId).not.toBeNull()
  const pin = page.locator(`[data-testid="map-pin"][data-id="${pinId}"]`)
  await pin.hover({ force: true })
  await expect(page.locator(`[data-result-id="${pinId}"]`)).toHaveAttribute('data-highlighted', 'true')

  // Pins follow the filters: a narrower search, fewer pins.
  await page.goto('/venues/search?q=Glutwerk')
  await expect(cards(page).first()).toBeVisible()
  await mapReady(page)
  await expect(pins(page)).toHaveCount(await cards(page).count())
})

test('"Search this area" after moving the map searches near its centre within the visible radius', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/venues/search')
  await expect(cards(page).first()).toBeVisible()
  await mapReady(page)
  const before = await page.getByTestId('result-count').textContent()
  // Not offered before the user moves the map.
  await expect(page.getByTestId('search-area')).toHaveCount(0)

  const box = (await map(page).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 8 })
  await page.mouse.up()
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click()
  await page.getByTestId('search-area').click()

  await expect(page).toHaveURL(/[?&]near=-?\d+\.\d+%2C-?\d+\.\d+/)
  const radius = Number(new URL(page.url()).searchParams.get('radius_km'))
  expect(radius).toBeGreaterThanOrEqual(1)
  expect(radius).toBeLessThanOrEqual(1000)
  await expect(page.getByTestId('result-count')).not.toHaveText(before!)
  await expect(page.getByTestId('filter-near').locator('input').or(page.getByTestId('filter-near'))).toHaveValue(
    'Map area',
  )
  // The offer is gone until the next move; the pins are the new results'.
  await expect(page.getByTestId('search-area')).toHaveCount(0)
  // An empty area shows the nearest entries below the empty state, which load after it: those are not results and
  // get no pins. The results' cards come with the count that changed above, so they can be counted now.
  const results = page.locator('[data-testid="result-card"]:not([data-testid="empty-state"] *)')
  await expect(pins(page)).toHaveCount(await results.count())
})

test('details page shows its place on a map and keeps the OpenStreetMap link', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/venues/search?q=Glutwerk')
  await cards(page).first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/venues\/\d+\/details/)
  await expect(page.getByTestId('details-map')).toBeVisible()
  await mapReady(page)
  await expect(pins(page)).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toBeVisible()
  await expect(page.getByText('Coordinates:')).toHaveCount(0)
  await page.getByTestId('details-map').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/details-desktop.png` })

  // MapLibre's own controls speak the page's language.
  await page.goto(page.url().replace('/venues/', '/de/venues/'))
  await mapReady(page)
  await expect(page.getByRole('button', { name: 'Vergrößern' })).toBeVisible()
})

test('phone: the map is a Map/List switch, not a column', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/venues/search')
  await expect(cards(page).first()).toBeVisible()
  await expect(map(page)).toHaveCount(0)
  await page.screenshot({ path: `${shots}/search-phone-list.png` })

  await page.getByTestId('map-toggle').click()
  await mapReady(page)
  await expect(cards(page)).toHaveCount(0)
  await expect(pins(page).first()).toBeAttached()
  await expect(page.getByTestId('map-toggle')).toHaveText('List')
  await page.screenshot({ path: `${shots}/search-phone-map.png` })

  // Every pin and cluster is a 44 × 44 px target of its own: a tap anywhere inside it reaches it, not a neighbour.
  const targets = page.locator('[data-testid="map-pin"]:visible, [data-testid="map-cluster"]')
  await expect(targets.first()).toBeVisible()
  const measured = await targets.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      const cx = r.left + r.width / 2
      const cy = r.top + r.height / 2
      // The map's own area only: a target under the map's edge or its controls is not a fair probe.
      const probes = [
        [cx, cy],
        [cx - 20, cy - 20],
        [cx + 20, cy - 20],
        [cx - 20, cy + 20],
        [cx + 20, cy + 20],
      ].filter(([x, y]) => x! > 60 && x! < window.innerWidth - 60 && y! > 120 && y! < window.innerHeight - 60)
      const hits = probes.map(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]') === el)
      return {
        box: { x: r.left, y: r.top, w: r.width, h: r.height },
        probes: hits.length,
        hits: hits.filter(Boolean).length,
      }
    }),
  )
  for (const t of measured) {
    expect(t.box.w).toBeGreaterThanOrEqual(44)
    expect(t.box.h).toBeGreaterThanOrEqual(44)
    expect(t.hits).toBe(t.probes)
  }
  // No two targets overlap (touching is fine).
  for (const [i, a] of measured.entries())
    for (const b of measured.slice(i + 1))
      expect(
        a.box.x + a.box.w <= b.box.x + 0.5 ||
          b.box.x + b.box.w <= a.box.x + 0.5 ||
          a.box.y + a.box.h <= b.box.y + 0.5 ||
          b.box.y + b.box.h <= a.box.y + 0.5,
      ).toBe(true)
  // Clusters and single pins together stand for every result once.
  const shown = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLElement>('[data-testid="map-cluster"]')].flatMap((c) =>
      c.dataset.ids!.split(',').map(Number),
    ),
    ...[...document.querySelectorAll<HTMLElement>('[data-testid="map-pin"]:not([hidden])')].map((p) =>
      Number(p.dataset.id),
    ),
  ])
  expect(new Set(shown).size).toBe(await pins(page).count())
  expect(shown).toHaveLength(await pins(page).count())
  // A cluster opens up when tapped: the map zooms in and draws more targets.
  const cluster = page.getByTestId('map-cluster').first()
  if (await cluster.count()) {
    const before = await targets.count()
    const ids = (await cluster.getAttribute('data-ids'))!
    await cluster.click()
    await expect.poll(async () => targets.count()).toBeGreaterThan(before)
    await expect(page.locator(`[data-testid="map-cluster"][data-ids="${ids}"]`)).toHaveCount(0)
    await page.screenshot({ path: `${shots}/search-phone-map-cluster-opened.png` })
  }

  await page.getByTestId('map-toggle').click()
  await expect(cards(page).first()).toBeVisible()
  await expect(map(page)).toHaveCount(0)
})

test('without WebGL the map says so calmly and the list still works', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (type.startsWith('webgl')) return null
      return (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest)
    } as typeof original
  })
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/venues/search')
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByTestId('map-unavailable')).toHaveText('Map unavailable')
  await expect(pins(page)).toHaveCount(0)
})

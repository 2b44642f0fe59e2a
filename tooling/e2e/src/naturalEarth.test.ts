import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'

const { browser, url } = useBrowser()

const NE_LAYERS = ['ne-land', 'ne-water', 'ne-waterway', 'ne-boundary']

type Engine = {
  map: {
    jumpTo(o: object): void
    setMaxBounds(b: null): void
    areTilesLoaded(): boolean
    isStyleLoaded(): boolean
    getLayer(id: string): unknown
    queryRenderedFeatures(o: object): { layer: { id: string }; properties: Record<string, unknown> }[]
  }
}

/**
 * Waits for the basemap's vector layers (the engine adds them after the first pins, or a few
 * seconds after the style where a branch has none) and their tiles.
 */
async function waitForMap(page: Page) {
  await page.waitForFunction(
    () => {
      const engine = (window as unknown as { __quoEngine?: Engine }).__quoEngine
      return !!engine?.map.getLayer('ne-land') && engine.map.areTilesLoaded()
    },
    null,
    { timeout: 45_000 },
  )
  // Layers added a moment ago ask for their tiles on the next frame.
  await page.waitForTimeout(500)
  await page.waitForFunction(() =>
    (window as unknown as { __quoEngine: Engine }).__quoEngine.map.areTilesLoaded(),
  )
}

/** Jumps the map (past a branch's bounds) and waits until every tile of the view is drawn. */
async function viewAt(page: Page, zoom: number, center: [number, number]) {
  await page.evaluate(
    ([zoom, lon, lat]) => {
      const { map } = (window as unknown as { __quoEngine: Engine }).__quoEngine
      map.setMaxBounds(null)
      map.jumpTo({ zoom, center: [lon, lat] })
    },
    [zoom, ...center],
  )
  await waitForMap(page)
}

/** What the map drew, per style layer: feature counts and the names among them. */
async function drawn(page: Page, layers: string[]) {
  return page.evaluate((layers) => {
    const engine = (window as unknown as { __quoEngine: Engine }).__quoEngine
    const counts: Record<string, number> = {}
    const names: string[] = []
    for (const f of engine.map.queryRenderedFeatures({ layers })) {
      counts[f.layer.id] = (counts[f.layer.id] ?? 0) + 1
      if (typeof f.properties.name === 'string') names.push(f.properties.name)
    }
    return { counts, names }
  }, layers)
}

describe('the map outside the OpenStreetMap extract (Natural Earth)', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`draws land, the Rhine and the border on Buchs SG's and Feldkirch's maps (${viewport.width} px)`, async () => {
      const page = await browser().newPage({ viewport })
      await page.goto(url('buchs.localhost', '/map'))
      await waitForMap(page)
      // The branch's own view: never a void.
      const own = await drawn(page, NE_LAYERS)
      expect(own.counts['ne-land']).toBeGreaterThan(0)
      await page.screenshot({ path: `/tmp/quo-ne-buchs-${viewport.width}.png` })
      // Zoomed out over the valley: the Rhine, the Walensee and the Swiss–Liechtenstein border.
      await viewAt(page, 10, [9.35, 47.15])
      const valley = await drawn(page, NE_LAYERS)
      expect(valley.counts['ne-land']).toBeGreaterThan(0)
      expect(valley.counts['ne-boundary']).toBeGreaterThan(0)
      expect(valley.names).toContain('Rhein')
      expect(valley.names).toContain('Walensee')
      await page.screenshot({ path: `/tmp/quo-ne-valley-10-${viewport.width}.png` })
      // Close in at Buchs, the river and the border scaled up rather than nothing.
      await viewAt(page, 13, [9.485, 47.168])
      const close = await drawn(page, NE_LAYERS)
      expect(close.counts['ne-land']).toBeGreaterThan(0)
      expect(close.names).toContain('Rhein')
      await page.close()

      const feldkirch = await browser().newPage({ viewport })
      await feldkirch.goto(url('feldkirch.localhost', '/map'))
      await waitForMap(feldkirch)
      expect((await drawn(feldkirch, NE_LAYERS)).counts['ne-land']).toBeGreaterThan(0)
      await viewAt(feldkirch, 11, [9.57, 47.22])
      const around = await drawn(feldkirch, NE_LAYERS)
      expect(around.counts['ne-land']).toBeGreaterThan(0)
      expect(around.counts['ne-boundary']).toBeGreaterThan(0)
      await feldkirch.screenshot({ path: `/tmp/quo-ne-feldkirch-${viewport.width}.png` })
      // Both sources are credited on the map.
      await feldkirch
        .locator('.maplibregl-ctrl-attrib-button')
        .click({ trial: false })
        .catch(() => {})
      await expect
        .poll(() => feldkirch.locator('.maplibregl-ctrl-attrib').textContent())
        .toMatch(/© OpenStreetMap contributors[\s\S]*Natural Earth/)
      await feldkirch.close()
    })
  }

  it("draws the Swiss bank of the Rhine on Vaduz's map at zoom 12 as land and river", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(url('vaduz.localhost', '/map'))
    await waitForMap(page)
    await viewAt(page, 12, [9.5, 47.14])
    const swiss = await drawn(page, NE_LAYERS)
    expect(swiss.counts['ne-land']).toBeGreaterThan(0)
    expect(swiss.names).toContain('Rhein')
    // The OpenStreetMap layers still draw Vaduz on top.
    expect((await drawn(page, ['water', 'landuse', 'road'])).counts.road).toBeGreaterThan(0)
    await page.screenshot({ path: '/tmp/quo-ne-vaduz-12.png' })
    await page.close()
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, waitForPins } from './browser.js'

const { browser, url } = useBrowser()
const VADUZ: [number, number] = [9.5215, 47.1395]
const VADUZ_STREETS = [
  'Äulestrasse',
  'Städtle',
  'Landstrasse',
  'Austrasse',
  'Heiligkreuz',
  'Fürst-Franz-Josef-Strasse',
  'Bergstrasse',
  'Kirchstrasse',
  'Rathausgasse',
  'Mareestrasse',
  'Wuhrstrasse',
  'Feldstrasse',
  'Postgass',
]

type Engine = {
  map: {
    jumpTo(o: object): void
    areTilesLoaded(): boolean
    setMaxBounds(b: null): void
    queryRenderedFeatures(o: object): { layer: { id: string }; properties: Record<string, unknown> }[]
  }
}

/** Jumps the map and waits until every tile of the new view is drawn. */
async function viewAt(page: Page, zoom: number, center = VADUZ) {
  await page.evaluate(
    ([zoom, lon, lat]) =>
      (window as unknown as { __quoEngine: Engine }).__quoEngine.map.jumpTo({ zoom, center: [lon, lat] }),
    [zoom, ...center],
  )
  await page.waitForFunction(() =>
    (window as unknown as { __quoEngine: Engine }).__quoEngine.map.areTilesLoaded(),
  )
  await page.waitForTimeout(500)
}

/** What the map drew, per style layer: feature counts and the names among them. */
async function drawn(page: Page, layers: string[]) {
  return page.evaluate((layers) => {
    const engine = (window as unknown as { __quoEngine: Engine }).__quoEngine
    const features = engine.map.queryRenderedFeatures({ layers })
    const counts: Record<string, number> = {}
    const names: string[] = []
    for (const f of features) {
      counts[f.layer.id] = (counts[f.layer.id] ?? 0) + 1
      if (typeof f.properties.name === 'string') names.push(f.properties.name)
    }
    return { counts, names }
  }, layers)
}

describe('the street map under the pins (OpenStreetMap geography)', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`draws Vaduz as a real street map at zoom 15 and 17 (${viewport.width} px)`, async () => {
      const page = await browser().newPage({ viewport })
      await page.goto(url('vaduz.localhost', '/map'))
      await waitForPins(page)

      await viewAt(page, 15)
      const at15 = await drawn(page, ['road', 'road-casing', 'building', 'landuse'])
      expect(at15.counts.road).toBeGreaterThan(20)
      expect(at15.counts['road-casing']).toBeGreaterThan(20)
      expect(at15.counts.building).toBeGreaterThan(5)
      expect(at15.counts.landuse).toBeGreaterThan(0)
      // Street names are written along the streets: Vaduz's real ones.
      const labels = await drawn(page, ['road-label', 'road-label-major'])
      expect(labels.names.filter((n) => VADUZ_STREETS.includes(n)).length).toBeGreaterThan(1)
      await page.screenshot({ path: `/tmp/quo-e2e-streetmap-15-${viewport.width}.png` })

      await viewAt(page, 17, [9.5222, 47.1393])
      const at17 = await drawn(page, ['building', 'road-label'])
      // The 2013 extract maps few of the old town's buildings: a handful on a phone's view.
      expect(at17.counts.building).toBeGreaterThanOrEqual(3)
      await page.screenshot({ path: `/tmp/quo-e2e-streetmap-17-${viewport.width}.png` })
      // The old town's one numbered building in the 2013 extract reaches the map's tiles; its
      // number gives way to the museum's pin on the same spot, as every basemap label does.
      const numbers = await page.evaluate(() =>
        (
          window as unknown as {
            __quoEngine: {
              map: { querySourceFeatures(s: string, o: object): { properties: { name?: string } }[] }
            }
          }
        ).__quoEngine.map
          .querySourceFeatures('basemap', { sourceLayer: 'housenumbers' })
          .map((f) => f.properties.name),
      )
      expect(numbers).toContain('32')

      // The credit the licence asks for is on the map.
      await expect
        .poll(() => page.locator('.maplibregl-ctrl-attrib').textContent())
        .toContain('© OpenStreetMap contributors')
      await page.close()
    })
  }

  it('names the towns at a regional zoom', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(url('vaduz.localhost', '/map'))
    await waitForPins(page)
    // The basemap's labels are checked apart from Vaduz's bounds, which keep a visitor closer in.
    await page.evaluate(() =>
      (window as unknown as { __quoEngine: Engine }).__quoEngine.map.setMaxBounds(null),
    )
    await viewAt(page, 12, [9.53, 47.15])
    const { names } = await drawn(page, ['place-label', 'place-label-minor'])
    expect(names).toEqual(expect.arrayContaining(['Schaan', 'Triesenberg']))
    await page.close()
  })
})

import { chromiumOptions } from '@quo/bench'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { serverPort } from './server.js'

/** How the tests start Chromium: software WebGL; pages composited in software too (compositing
 * every frame through SwiftShader cost the suite about a fifth of its browser CPU). */
export const e2eChromium = () => chromiumOptions({ args: ['--disable-gpu-compositing'] })

/** Debian's Chromium, one per test file. */
export function useBrowser(): { browser: () => Browser; url: (host: string, path: string) => string } {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch(e2eChromium())
  })
  afterAll(async () => {
    await browser?.close()
  })
  const port = () => serverPort()
  return {
    browser: () => browser,
    /** A page URL under a branch's host keyword (`vaduz` → vaduz.localhost). */
    url: (host: string, path: string) => `http://${host}:${port()}${path}`,
  }
}

/** Waits until the map engine has drawn pins (the app exposes the engine for tests). */
export async function waitForPins(page: Page | Frame): Promise<void> {
  await page.waitForFunction(
    () => {
      const engine = (
        window as unknown as { __quoEngine?: { map: { queryRenderedFeatures: (o: object) => unknown[] } } }
      ).__quoEngine
      try {
        return (engine?.map.queryRenderedFeatures({ layers: ['quo-items'] }).length ?? 0) > 0
      } catch {
        return false
      }
    },
    null,
    { timeout: 45_000 },
  )
}

/** How many features of one of the map's layers are drawn now (the engine's or the basemap's). */
export function rendered(page: Page | Frame, layer: string): Promise<number> {
  return page.evaluate(
    (id) =>
      (
        window as unknown as { __quoEngine: { map: { queryRenderedFeatures(o: object): unknown[] } } }
      ).__quoEngine.map.queryRenderedFeatures({ layers: [id] }).length,
    layer,
  )
}

/** The viewport point of the rendered pin nearest the middle of the map. */
export function nearestPinPoint(target: Page | Frame): Promise<{ x: number; y: number }> {
  return target.evaluate(() => {
    interface MapLike {
      getCanvas(): HTMLCanvasElement
      queryRenderedFeatures(o: object): { geometry: unknown }[]
      project(c: [number, number]): { x: number; y: number }
    }
    const map = (window as unknown as { __quoEngine: { map: MapLike } }).__quoEngine.map
    const middle = { x: map.getCanvas().clientWidth / 2, y: map.getCanvas().clientHeight / 2 }
    const [nearest] = map
      .queryRenderedFeatures({ layers: ['quo-items'] })
      .map((f) => map.project((f.geometry as { coordinates: [number, number] }).coordinates))
      .sort((a, b) => Math.hypot(a.x - middle.x, a.y - middle.y) - Math.hypot(b.x - middle.x, b.y - middle.y))
    if (!nearest) throw new Error('no pin rendered')
    return nearest
  })
}

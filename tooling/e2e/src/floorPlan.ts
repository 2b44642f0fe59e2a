import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'

// What the map draws of a trade fair's levels: the levels of its pins and the pixels of its
// floor plans (the tests read the MapLibre map, see MapView).

/** Levels of the pins the map has drawn. */
export const drawnLevels = (page: Page) =>
  page.evaluate(() => {
    const map = (
      window as unknown as {
        __quoEngine: { map: { queryRenderedFeatures(o: object): { properties: { level: string } }[] } }
      }
    ).__quoEngine.map
    return [...new Set(map.queryRenderedFeatures({ layers: ['quo-items'] }).map((f) => f.properties.level))]
  })

export interface MapPixels {
  width: number
  height: number
  data: Buffer
}

/** Shows or hides one of the map's layers (the tests read the MapLibre map, see MapView). */
export async function setLayerVisible(page: Page, id: string, visible: boolean): Promise<void> {
  await page.evaluate(
    ([layer, shown]) => {
      const map = (
        window as unknown as {
          __quoEngine: {
            map: { getLayer(l: string): unknown; setLayoutProperty(l: string, k: string, v: string): void }
          }
        }
      ).__quoEngine.map
      if (map.getLayer(layer as string))
        map.setLayoutProperty(layer as string, 'visibility', shown ? 'visible' : 'none')
    },
    [id, visible] as const,
  )
}

/**
 * The map as drawn once it stands still, without what the engine draws over the floor plan
 * (pins, dots, titles, shapes), which changes with the level too: what is left differs only
 * where the floor plan does.
 */
export async function floorPlanPixels(page: Page): Promise<MapPixels> {
  const over = [
    'quo-items',
    'quo-item-dots',
    'quo-item-labels',
    'quo-highlighted',
    'quo-selected',
    'quo-shapes-fill',
    'quo-shapes-walls',
    'quo-shapes-lines',
  ]
  await page.evaluate(async (ids) => {
    const map = (
      window as unknown as {
        __quoEngine: {
          map: {
            getLayer(id: string): unknown
            setLayoutProperty(l: string, k: string, v: string): void
            once(type: string, f: () => void): void
            triggerRepaint(): void
          }
        }
      }
    ).__quoEngine.map
    for (const id of ids) if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', 'none')
    await new Promise<void>((resolve) => {
      map.once('idle', resolve)
      map.triggerRepaint()
    })
  }, over)
  const png = PNG.sync.read(await page.locator('[data-quo-map] canvas').screenshot())
  for (const id of over) await setLayerVisible(page, id, true)
  await page.evaluate(async () => {
    const map = (
      window as unknown as {
        __quoEngine: { map: { once(t: string, f: () => void): void; triggerRepaint(): void } }
      }
    ).__quoEngine.map
    await new Promise<void>((resolve) => {
      map.once('idle', resolve)
      map.triggerRepaint()
    })
  })
  return { width: png.width, height: png.height, data: png.data }
}

/** Pixels whose colour differs noticeably between two pictures of the map. */
export function differing(a: MapPixels, b: MapPixels): number {
  let count = 0
  for (let i = 0; i < Math.min(a.data.length, b.data.length); i += 4) {
    const d =
      Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) +
      Math.abs((a.data[i + 1] ?? 0) - (b.data[i + 1] ?? 0)) +
      Math.abs((a.data[i + 2] ?? 0) - (b.data[i + 2] ?? 0))
    if (d > 30) count++
  }
  return count
}

/** Pixels in the yellow of the floor plan's booths (#FFDD30 over the land). */
export function boothYellow(p: MapPixels): number {
  let count = 0
  for (let i = 0; i < p.data.length; i += 4) {
    const [r, g, b] = [p.data[i] ?? 0, p.data[i + 1] ?? 0, p.data[i + 2] ?? 0]
    if (r > 220 && g > 180 && g < 235 && b < 130) count++
  }
  return count
}

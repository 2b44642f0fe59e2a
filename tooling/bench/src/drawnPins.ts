/** A pin the public map draws now, where it draws it. */
export interface DrawnPin {
  nanoId: string
  lon: number
  lat: number
}

/** A Playwright page or frame: anything that runs a function in the page. */
interface InPage {
  evaluate<A>(pageFunction: (arg: A) => unknown, arg: A): Promise<unknown>
}

/**
 * The pins the public map draws now (the `quo-items` layer, or `layers`, read through the
 * engine the app exposes for tests as `window.__quoEngine`), with their drawn positions.
 * @example const [pin] = await drawnPins(page)
 */
export async function drawnPins(
  page: InPage,
  layers: readonly string[] = ['quo-items'],
): Promise<DrawnPin[]> {
  return (await page.evaluate((layers: readonly string[]) => {
    interface Feature {
      properties: { nanoId: string }
      geometry: { coordinates: [number, number] }
    }
    const map = (
      globalThis as unknown as { __quoEngine: { map: { queryRenderedFeatures(o: object): Feature[] } } }
    ).__quoEngine.map
    return map.queryRenderedFeatures({ layers }).map((f) => ({
      nanoId: f.properties.nanoId,
      lon: f.geometry.coordinates[0],
      lat: f.geometry.coordinates[1],
    }))
  }, layers)) as DrawnPin[]
}

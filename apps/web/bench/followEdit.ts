import { type DrawnPin, drawnPins } from '@quo/bench'
import type { Browser, Page } from 'playwright-core'

const FOCUSED_LAYER = 'quo-focused'

/** The pins the map draws, once it draws any (at 100,000 places many seconds after the start). */
async function someDrawnPins(page: Page, withinMs: number): Promise<DrawnPin[]> {
  for (const begun = performance.now(); ; ) {
    // The focused place (the last run's pin) is drawn on its own layer, not among the pins.
    const pins = await drawnPins(page, ['quo-items', FOCUSED_LAYER])
    if (pins.length > 0) return pins
    if (performance.now() - begun > withinMs) throw new Error(`the map drew no pin within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * A staff save to the changed pin on a visitor's open map: the page follows the pins' change
 * stream and is zoomed to 17; each run moves a drawn pin five metres north over the API and times until the map
 * draws it there (polled every 20 ms), then moves it back. Answers the times in ms.
 */
export async function timeWriteToPin(
  browser: Browser,
  url: string,
  origin: string,
  token: string,
  runs: number,
): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const put = (id: number, lat: number) =>
    fetch(`${origin}/api/items/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lat }),
    })
  try {
    const following = page.waitForRequest((r) => r.url().endsWith('/changes'), { timeout: 120_000 })
    await page.goto(url)
    await following
    // Close in on the pins first: at an overview zoom a pin moved five metres may give way to a
    // neighbour (collision, thinning) and not be drawn at all, at its new place or the old.
    // The stream opens after the first pins (the start picture), the map's own come later.
    const first = (await someDrawnPins(page, 180_000))[0] as DrawnPin
    await page.evaluate(
      ([lon, lat]) =>
        new Promise<void>((resolve) => {
          const map = (
            globalThis as unknown as {
              __quoEngine: { map: { jumpTo(o: object): void; once(e: string, f: () => void): void } }
            }
          ).__quoEngine.map
          map.once('idle', () => resolve())
          map.jumpTo({ center: [lon, lat], zoom: 17 })
        }),
      [first.lon, first.lat],
    )
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      // Zoomed in this far few pins may be drawn: take them in turn.
      const drawn = await someDrawnPins(page, 30_000)
      const pin = drawn[run % drawn.length] as DrawnPin
      const place = (await (await fetch(`${origin}/api/items/nanoid/${pin.nanoId}`)).json()) as {
        id: number
        lat: number
      }
      const shift = 0.00005
      // The visitor has the place in view as the keyboard's focus, which is always drawn as its
      // pin: among 100,000 places, moved five metres, it could otherwise give way to a
      // neighbour (collision) and the run would time the placement, not the edit.
      await page.evaluate(
        (id) =>
          (globalThis as unknown as { __quoEngine: { focusPin(id: string): void } }).__quoEngine.focusPin(id),
        pin.nanoId,
      )
      const saved = performance.now()
      if (!(await put(place.id, place.lat + shift)).ok) throw new Error(`the save of ${pin.nanoId} failed`)
      for (;;) {
        const now = (await drawnPins(page, [FOCUSED_LAYER])).find((p) => p.nanoId === pin.nanoId)
        // Drawn positions are rounded to the tile's grid (at zoom 11 about 1.5e-5°): the pin
        // counts as moved once it is drawn most of the way north.
        if (now && now.lat - pin.lat > shift * 0.6) break
        if (performance.now() - saved > 60_000) {
          const where = now ? `drawn at ${now.lat}` : 'not drawn'
          throw new Error(`the pin ${pin.nanoId} did not move north of ${pin.lat} within 60 s: ${where}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      times.push(performance.now() - saved)
      await put(place.id, place.lat)
      // Let the move back reach the map before the next run.
      await new Promise((resolve) => setTimeout(resolve, 3000))
    }
    return times
  } finally {
    await page.close()
  }
}

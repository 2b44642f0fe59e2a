import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { rendered, useBrowser, waitForPins } from './browser.js'

// The map by keyboard (docs/decisions/0010-accessibility-and-keyboard.md) and its pins at low and
// high zoom (§9), in Vaduz. A map over software WebGL on a busy machine takes its time: the tests
// get two minutes each.

const { browser, url } = useBrowser()

interface Focused {
  tag: string
  label: string
  nanoId: string | null
  /** A ring the visitor sees: an outline of 2 px or more in a colour that is not transparent. */
  ringed: boolean
}

/** The focused element, and whether it shows a focus ring (computed style). */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    const style = el ? getComputedStyle(el) : null
    const width = Number.parseFloat(style?.outlineWidth ?? '0')
    const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style?.outlineColor ?? '')
    return {
      tag: el?.tagName ?? 'NONE',
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      nanoId: el?.dataset.nanoId ?? null,
      ringed: !!style && style.outlineStyle !== 'none' && width >= 2 && !transparent,
    }
  })

/** Presses Tab until `until` holds for the focused element; every stop on the way shows its ring. */
async function tabTo(page: Page, until: (f: Focused) => boolean, max = 25): Promise<Focused> {
  const passed: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    expect(now.tag, `Tab ${i + 1} left the focus on the page body`).not.toBe('BODY')
    expect(now.ringed, `${now.tag} «${now.label}» has no visible focus ring`).toBe(true)
    if (until(now)) return now
    passed.push(`${now.tag} «${now.label}»`)
  }
  throw new Error(`not reached by Tab; passed ${passed.join(', ')}`)
}

type Box = { left: number; top: number; width: number; height: number }
interface Pin {
  nanoId: string
  title: string
  form: string
  box: Box
}

/** The places the map draws now, as the engine lists them for keyboard access. */
const pinsInView = (page: Page): Promise<Pin[]> =>
  page.evaluate(() =>
    (window as unknown as { __quoEngine: { pinsInView(): Pin[] } }).__quoEngine.pinsInView(),
  )

/** Jumps the camera to a zoom and waits until the map is drawn there. */
async function zoomTo(page: Page, zoom: number): Promise<void> {
  await page.evaluate(
    (z) =>
      new Promise<void>((resolve) => {
        const engine = (
          window as unknown as {
            __quoEngine: {
              jumpTo(c: { zoom: number }): void
              once(type: string, f: () => void): void
            }
          }
        ).__quoEngine
        engine.once('idle', () => resolve())
        engine.jumpTo({ zoom: z })
      }),
    zoom,
  )
}

/** The gap between two boxes in pixels; negative when they overlap. */
function gap(a: Box, b: Box): number {
  const dx = Math.max(b.left - (a.left + a.width), a.left - (b.left + b.width))
  const dy = Math.max(b.top - (a.top + a.height), a.top - (b.top + b.height))
  return Math.max(dx, dy)
}

describe('the map by keyboard', () => {
  it('reaches a pin by Tab and arrows, opens its place with Enter, and returns there on close', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(url('vaduz.localhost', '/map'))
    await waitForPins(page)
    await page.locator('[data-quo-pin-list] button').first().waitFor({ state: 'attached' })

    // The map itself is a tab stop with its ring, the places follow it (after the map's own
    // controls) as one tab stop.
    const map = await tabTo(page, (f) => f.tag === 'CANVAS')
    expect(map.label).toBe('Karte')
    // The attribution's toggle and its two credits (OpenStreetMap, Natural Earth) come first.
    const first = await tabTo(page, (f) => f.nanoId !== null, 4)
    const pins = await pinsInView(page)
    expect(pins[0]?.nanoId).toBe(first.nanoId)
    expect(pins.length).toBeGreaterThan(5)

    // Arrows step to other places; the focused one shows its title on the map.
    let chosen = first
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key)
      chosen = await focused(page)
      if (chosen.nanoId !== first.nanoId) break
    }
    expect(chosen.nanoId).not.toBeNull()
    expect(chosen.nanoId).not.toBe(first.nanoId)
    expect(chosen.ringed).toBe(true)
    const title = page.locator(`[data-nano-id="${chosen.nanoId}"] span`)
    await expect.poll(() => title.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    const name = (await title.textContent()) ?? ''
    expect(name.length).toBeGreaterThan(0)

    // Escape goes back to the map, Tab into the places again lands on the chosen one.
    await page.keyboard.press('Escape')
    expect((await focused(page)).tag).toBe('CANVAS')
    expect((await tabTo(page, (f) => f.nanoId !== null, 4)).nanoId).toBe(chosen.nanoId)

    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/map/place/${chosen.nanoId}(/|$)`))
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(name)
    // Opening the place keeps the focus on it, visible, while the map moves there.
    await expect.poll(async () => (await focused(page)).nanoId).toBe(chosen.nanoId)
    expect((await focused(page)).ringed).toBe(true)

    await tabTo(page, (f) => f.label === 'Schliessen')
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.pathname === '/map' || u.pathname === '/map/')
    await expect.poll(async () => (await focused(page)).nanoId).toBe(chosen.nanoId)
    expect((await focused(page)).ringed).toBe(true)
    await page.screenshot({ path: '/tmp/quo-e2e-keyboard-pin.png' })
    await page.close()
  }, 120_000)

  it("names the map's own controls in German", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    try {
      await page.goto(url('vaduz.localhost', '/map'))
      await waitForPins(page)
      // MapLibre's compact attribution toggle (a <summary>), English ("Toggle attribution") unless told.
      const toggle = page.locator('.maplibregl-ctrl-attrib-button')
      expect(await toggle.getAttribute('aria-label')).toBe('Quellenangaben ein- oder ausblenden')
      expect(await page.locator('canvas.maplibregl-canvas').getAttribute('aria-label')).toBe('Karte')
    } finally {
      await page.close()
    }
  })

  it('steps from the search field through the results by arrows, and Enter puts the focus on the opened card', async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } })
    try {
      await page.goto(url('vaduz.localhost', '/map'))
      await waitForPins(page)
      const search = page.locator('#map-search')
      await search.focus()
      await page.keyboard.type('Strasse')
      // The rows answer the whole word; once there, none moves (also when the index completes).
      const rows = page.locator('section[data-query="Strasse"] [data-quo-rows] li a')
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(2)
      const row = async (n: number) => (await rows.nth(n).textContent())?.trim() ?? ''
      await page.keyboard.press('ArrowDown')
      expect((await focused(page)).label).toBe(await row(0))
      expect((await focused(page)).ringed).toBe(true)
      await page.keyboard.press('ArrowDown')
      expect((await focused(page)).label).toBe(await row(1))
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('map-search')

      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/map\/(place|street|building)\//)
      // The opened card has the focus, not a pin somewhere on the map, also once the map has moved.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('place-title')
      await page.waitForTimeout(1500)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('place-title')
    } finally {
      await page.close()
    }
  }, 120_000)

  it('shows fewer pins, apart and never overlapping, at zoom 13 and titles from zoom 17', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(url('vaduz.localhost', '/map'))
    await waitForPins(page)

    await zoomTo(page, 13)
    const low = await pinsInView(page)
    const pins = low.filter((p) => p.form !== 'dot')
    const dots = low.filter((p) => p.form === 'dot')
    expect(pins.length).toBeGreaterThan(3)
    // Where a pin finds no room, a dot shows the place; none covers another.
    expect(dots.length).toBeGreaterThan(0)
    for (const [i, a] of low.entries())
      for (const b of low.slice(i + 1))
        expect(gap(a.box, b.box), `${a.title} and ${b.title} overlap`).toBeGreaterThanOrEqual(0)
    // Zoomed out, pins keep room between them instead of forming a carpet.
    for (const [i, a] of pins.entries())
      for (const b of pins.slice(i + 1))
        expect(gap(a.box, b.box), `${a.title} and ${b.title} too close`).toBeGreaterThanOrEqual(30)
    expect(await rendered(page, 'quo-item-labels')).toBe(0)
    await page.screenshot({ path: '/tmp/quo-e2e-pins-zoom13.png' })

    await zoomTo(page, 16)
    expect(await rendered(page, 'quo-item-labels')).toBe(0)
    await zoomTo(page, 17)
    await expect.poll(() => rendered(page, 'quo-item-labels')).toBeGreaterThan(0)
    const high = (await pinsInView(page)).filter((p) => p.form !== 'dot')
    for (const [i, a] of high.entries())
      for (const b of high.slice(i + 1))
        expect(gap(a.box, b.box), `${a.title} and ${b.title} overlap`).toBeGreaterThanOrEqual(0)
    await page.screenshot({ path: '/tmp/quo-e2e-pins-zoom17.png' })
    await page.close()
  }, 120_000)
})

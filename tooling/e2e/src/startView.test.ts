import { branchBounds, branchCenter, breakpointOf } from '@quo/branch-config'
import { type Branch, BranchesResponse } from '@quo/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser, waitForPins } from './browser.js'
import { serverOrigin } from './server.js'

// Each screen size starts at its own view of the branch and stays within its bounds
// (docs/product.md §3), and 3D tilts the map (and back).

const { browser, url } = useBrowser()

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

let vaduz: Branch
beforeAll(async () => {
  const { branches } = BranchesResponse.parse(await (await fetch(`${serverOrigin()}/api/branches/`)).json())
  const found = branches.find((b) => b.hostKeywords.includes('vaduz'))
  if (!found) throw new Error('the demo has no Vaduz branch')
  vaduz = found
})

interface Camera {
  zoom: number
  pitch: number
  center: [number, number]
  bounds: [[number, number], [number, number]]
}

const camera = (page: Page) =>
  page.evaluate(() => {
    const map = (
      window as unknown as {
        __quoEngine: {
          map: {
            getZoom(): number
            getPitch(): number
            getCenter(): { lng: number; lat: number }
            getBounds(): { toArray(): [[number, number], [number, number]] }
          }
        }
      }
    ).__quoEngine.map
    const c = map.getCenter()
    return {
      zoom: map.getZoom(),
      pitch: map.getPitch(),
      center: [c.lng, c.lat],
      bounds: map.getBounds().toArray(),
    } as Camera
  })

/** Moves the camera as a visitor's wheel or drag would, and waits until it has settled. */
const moveTo = (page: Page, target: { center?: [number, number]; zoom?: number }) =>
  page.evaluate(
    (t) =>
      new Promise<void>((done) => {
        const map = (
          window as unknown as {
            __quoEngine: { map: { once(e: string, f: () => void): void; jumpTo(o: object): void } }
          }
        ).__quoEngine.map
        map.once('moveend', () => done())
        map.jumpTo(t)
      }),
    target,
  )

/** Whether the visible area lies within the bounds, allowing a metre or so of rounding. */
const within = (view: Camera['bounds'], bounds: Camera['bounds']) => {
  const e = 1e-5
  return (
    view[0][0] >= bounds[0][0] - e &&
    view[0][1] >= bounds[0][1] - e &&
    view[1][0] <= bounds[1][0] + e &&
    view[1][1] <= bounds[1][1] + e
  )
}

describe('start view and bounds per screen size', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const name = viewport === PHONE ? 'phone' : 'desktop'
    it(`starts Vaduz at its ${name} view and keeps the view within its ${name} bounds`, async () => {
      const breakpoint = breakpointOf(viewport.width)
      const start = branchCenter(vaduz, breakpoint)
      const bounds = branchBounds(vaduz, breakpoint)
      if (!bounds) throw new Error('the demo sets bounds for Vaduz')
      expect(branchCenter(vaduz, 'xs').zoom).not.toBe(branchCenter(vaduz, 'md').zoom)
      const page = await browser().newPage({ viewport })
      try {
        await page.goto(url('vaduz.localhost', '/map'))
        await waitForPins(page)
        const first = await camera(page)
        expect(first.zoom).toBeCloseTo(start.zoom, 5)
        expect(first.center[0]).toBeCloseTo(start.lon, 5)
        expect(first.center[1]).toBeCloseTo(start.lat, 5)
        if (viewport === DESKTOP) await page.screenshot({ path: '/tmp/quo-e2e-start-vaduz-desktop.png' })

        // Zooming far out stops where the branch's area fills the map: no blank world.
        await moveTo(page, { zoom: 3 })
        const out = await camera(page)
        expect(out.zoom).toBeGreaterThan(9)
        expect(within(out.bounds, bounds)).toBe(true)

        // Panning to Zürich stops at the edge of the area: no blank Zürich.
        await moveTo(page, { center: [8.54, 47.37], zoom: start.zoom })
        const panned = await camera(page)
        expect(within(panned.bounds, bounds)).toBe(true)
        expect(panned.center[0]).toBeGreaterThan(bounds[0][0])
      } finally {
        await page.close()
      }
    })
  }
})

describe('3D', () => {
  it('tilts the map when chosen and lays it flat again when leaving it; the chosen option stays legible', async () => {
    const page = await browser().newPage({ viewport: DESKTOP })
    try {
      await page.goto(url('vaduz.localhost', '/map'))
      await waitForPins(page)
      expect((await camera(page)).pitch).toBe(0)
      const threeD = page.locator('label').filter({ hasText: /^3D$/ })
      await threeD.click()
      await expect.poll(async () => (await camera(page)).pitch, { timeout: 10_000 }).toBeGreaterThan(40)
      // The pointer still rests on the chosen option: it stays the dark primary, not the pale hover.
      const background = await threeD.locator('span').evaluate((e) => getComputedStyle(e).backgroundColor)
      expect(background).not.toBe('rgba(0, 0, 0, 0)')
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number)
      expect(0.2126 * (r ?? 255) + 0.7152 * (g ?? 255) + 0.0722 * (b ?? 255)).toBeLessThan(128)
      await page.screenshot({ path: '/tmp/quo-e2e-3d-desktop.png' })

      await page
        .locator('label')
        .filter({ hasText: /^Strasse$/ })
        .click()
      await expect.poll(async () => (await camera(page)).pitch, { timeout: 10_000 }).toBe(0)
    } finally {
      await page.close()
    }
  })
})

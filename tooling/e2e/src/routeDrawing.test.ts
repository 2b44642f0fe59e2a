import { slugify } from '@quo/branch-config'
import { BasemapResponse, type Branch, BranchesResponse, Category } from '@quo/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { rendered, useBrowser, waitForPins } from './browser.js'
import { serverOrigin } from './server.js'

// An opened route is drawn along its course and an opened lift red and dashed (docs/product.md
// §9), with the selected pin inside the view; closing the card takes the line away again.

const { browser, url } = useBrowser()
const api = async <T>(path: string, schema: z.ZodType<T>) =>
  schema.parse(await (await fetch(`${serverOrigin()}/api${path}`)).json())

interface RouteItem {
  host: string
  nanoId: string
  title: string
  lon: number
  lat: number
}

/** The first route item, on any active map, of a category that `kind` accepts. */
async function firstRoute(
  branches: Branch[],
  categories: Category[],
  kind: (category: Category) => boolean,
): Promise<RouteItem> {
  const ids = new Set(categories.filter(kind).map((c) => c.id))
  for (const branch of branches.filter((b) => b.hostKeywords[0])) {
    const { items } = await api(`/items/basemap/branchshortid/${branch.shortId}`, BasemapResponse)
    const row = items.find((r) => r[4] === 'route' && ids.has(r[5] ?? -1))
    if (row)
      return {
        host: `${branch.hostKeywords[0]}.localhost`,
        nanoId: row[0],
        title: row[1],
        lon: row[2],
        lat: row[3],
      }
  }
  throw new Error('the demo has no route of the category looked for')
}

let lift: RouteItem
let trail: RouteItem
beforeAll(async () => {
  const { branches } = await api('/branches/', BranchesResponse)
  const categories = await api('/categories/', z.array(Category))
  // Lifts come from the OpenStreetMap extract (aerialway), as the Cable Car category.
  lift = await firstRoute(branches, categories, (c) => c.subCategory === 'Cable Car')
  trail = await firstRoute(branches, categories, (c) => c.mainCategory === 'Highway')
})

/** Rendered line features of the wide route layer and of the lift layer. */
const drawn = async (page: Page) => ({
  routes: await rendered(page, 'quo-routes'),
  lifts: await rendered(page, 'quo-lift-routes'),
})

/** Whether a position is inside the map's canvas now. */
const inView = (page: Page, lon: number, lat: number) =>
  page.evaluate(
    ([x, y]) => {
      const map = (
        window as unknown as {
          __quoEngine: {
            map: {
              project(c: [number, number]): { x: number; y: number }
              getCanvas(): HTMLCanvasElement
            }
          }
        }
      ).__quoEngine.map
      const p = map.project([x as number, y as number])
      const c = map.getCanvas()
      return p.x >= 0 && p.y >= 0 && p.x <= c.clientWidth && p.y <= c.clientHeight
    },
    [lon, lat],
  )

describe('routes and lifts on the public map', () => {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    it(`draws an opened lift red and dashed and an opened route wide, and removes them on close (${viewport.name})`, async () => {
      const page = await browser().newPage({ viewport })
      try {
        await page.goto(url(lift.host, `/map/place/${lift.nanoId}/x`))
        await waitForPins(page)
        await expect.poll(() => page.getByRole('heading', { name: lift.title }).count()).toBeGreaterThan(0)
        await expect
          .poll(() => drawn(page), { timeout: 30_000 })
          .toEqual({ routes: 0, lifts: expect.any(Number) })
        expect((await drawn(page)).lifts).toBeGreaterThan(0)
        expect(await inView(page, lift.lon, lift.lat)).toBe(true)
        await page.screenshot({ path: `/tmp/quo-e2e-lift-${viewport.name}.png` })

        await page.goto(url(trail.host, `/map/place/${trail.nanoId}/x`))
        await waitForPins(page)
        await expect.poll(async () => (await drawn(page)).routes, { timeout: 30_000 }).toBeGreaterThan(0)
        expect((await drawn(page)).lifts).toBe(0)
        expect(await inView(page, trail.lon, trail.lat)).toBe(true)
        await page.screenshot({ path: `/tmp/quo-e2e-route-${viewport.name}.png` })
        // A waypoint's link carries the waypoint's own slug, not the route's, also once followed.
        const waypoint = page.locator('h2:text-is("Wegpunkte") + ol a').first()
        const name = (await waypoint.textContent()) ?? ''
        expect(await waypoint.getAttribute('href')).toMatch(
          new RegExp(`/map/place/[\\w-]+/${slugify(name)}$`),
        )
        await waypoint.click()
        await expect
          .poll(() => decodeURI(new URL(page.url()).pathname))
          .toMatch(new RegExp(`/${slugify(name)}$`))
        await page.goBack()
        await expect.poll(async () => (await drawn(page)).routes, { timeout: 30_000 }).toBeGreaterThan(0)

        // Closing the card (its close button) leaves the map without the line.
        await page
          .getByRole('button', { name: /schliessen/i })
          .first()
          .click()
        await expect.poll(() => page.url()).toMatch(/\/map\/?$/)
        await expect.poll(async () => (await drawn(page)).routes, { timeout: 30_000 }).toBe(0)
      } finally {
        await page.close()
      }
    })
  }

  it("draws a ski area's lifts on its map from zoom 12, red and dashed, without opening them", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } })
    try {
      await page.goto(url('malbun.localhost', '/map'))
      await waitForPins(page)
      /** Moves to Malbun's valley, where the Täli and Hochegg lifts run, and waits until drawn. */
      const viewAt = (zoom: number) =>
        page.evaluate(async (z) => {
          const map = (
            window as unknown as {
              __quoEngine: {
                map: {
                  jumpTo(o: object): void
                  once(e: string, f: () => void): void
                  triggerRepaint(): void
                  setMaxBounds(b: null): void
                }
              }
            }
          ).__quoEngine.map
          // The layer's own zoom rule is checked, apart from Malbun's bounds, which stop a
          // visitor's zoom out above 12 on a desktop anyway.
          map.setMaxBounds(null)
          map.jumpTo({ center: [9.6075, 47.1], zoom: z })
          await new Promise<void>((resolve) => {
            map.once('idle', resolve)
            map.triggerRepaint()
          })
        }, zoom)
      await viewAt(14)
      expect(await rendered(page, 'aerialway')).toBeGreaterThan(0)
      const color = await page.evaluate(() =>
        JSON.stringify(
          (
            window as unknown as { __quoEngine: { map: { getPaintProperty(l: string, n: string): unknown } } }
          ).__quoEngine.map.getPaintProperty('aerialway', 'line-color'),
        ),
      )
      expect(color).toContain('#E53935')
      await page.screenshot({ path: '/tmp/quo-e2e-malbun-lifts-desktop.png' })
      await viewAt(11)
      expect(await rendered(page, 'aerialway')).toBe(0)
    } finally {
      await page.close()
    }
  })
})

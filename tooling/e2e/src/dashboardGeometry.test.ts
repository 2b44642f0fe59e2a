import { BranchesResponse, DashboardItem } from '@quo/contract'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken } from './staffSignIn.js'

// Shapes drawn in Chromium after a real sign-in (docs/decisions/0016-shapes-and-floor-plans.md): a
// rectangle drawn as a booth on a trade fair's place with level OG appears on the fair's OG floor
// plan and not on EG; an area whose edges cross is refused in German.

const { browser } = useBrowser()

// Beside the demo fair's halls in Schaan, where no other booth is drawn.
const AT: [number, number] = [9.5102, 47.1641]
const ZOOM = 19

function tilePixel(lon: number, lat: number, z: number) {
  const n = 2 ** z
  const x = ((lon + 180) / 360) * n
  const r = (lat * Math.PI) / 180
  const y = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n
  return { x: Math.floor(x), y: Math.floor(y), px: Math.floor((x % 1) * 256), py: Math.floor((y % 1) * 256) }
}

async function alphaAt(origin: string, shortId: number, level: string, lon: number, lat: number) {
  const { x, y, px, py } = tilePixel(lon, lat, ZOOM)
  const res = await fetch(`${origin}/api/branches/${shortId}/tiles_${level}/${ZOOM}/${x}/${y}.png`)
  expect(res.status).toBe(200)
  const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()))
  return png.data[(py * png.width + px) * 4 + 3] as number
}

/** Clicks on the drawing map at offsets from its centre, in CSS pixels. */
async function clickMap(page: Page, points: [number, number][]) {
  const map = page.getByRole('application', { name: 'Zeichenfläche' })
  // Centred in the window, clear of the editor's sticky save bar at the bottom.
  await map.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  const box = await map.boundingBox()
  if (!box) throw new Error('no drawing map')
  for (const [dx, dy] of points) {
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy)
    await page.waitForTimeout(120)
  }
}

describe('shapes on the map', () => {
  for (const viewport of [
    { width: 1280, height: 900, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    it(`draws a booth that shows on its fair's level, and refuses a crossing area (${viewport.name})`, async () => {
      const origin = serverOrigin()
      const token = await staffAccessToken(browser())
      const staff = async (method: string, path: string, body?: unknown) =>
        fetch(`${origin}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      const { branches } = BranchesResponse.parse(await (await fetch(`${origin}/api/branches/`)).json())
      const fair = branches.find((b) => b.levels.length > 1)
      if (!fair) throw new Error('the demo has no fair with levels')
      const tags = (await (await fetch(`${origin}/api/tags/`)).json()) as { id: number; tagKey: string }[]
      const fairTag = tags.find((t) => t.tagKey === fair.tagKey)?.id
      const lat = AT[1] + (viewport.name === 'phone' ? 0.0004 : 0)
      const created = await staff('POST', '/items', {
        title: `E2E Stand ${viewport.name}`,
        lon: AT[0],
        lat,
        tagIds: [fairTag],
      })
      expect(created.status).toBe(201)
      const { id } = DashboardItem.parse(await created.json())
      const level = await staff('POST', '/items/details/', {
        itemId: id,
        dataKeyV2: 'level',
        dataValue: 'OG',
      })
      expect(level.status).toBe(201)

      const page = await browser().newPage({ viewport })
      try {
        await page.goto(`${origin}/dashboard/places/${id}/`)
        await signInOnIssuerPage(page)
        await page.waitForURL(`${origin}/dashboard/places/${id}/`)
        const section = page.getByRole('region', { name: 'Formen auf der Karte' })
        await section.getByText('Ebene OG').waitFor({ timeout: 20_000 })
        await section.getByRole('button', { name: 'Neue Form zeichnen' }).click()
        const drawing = section.getByRole('application', { name: 'Zeichenfläche' })
        await drawing.scrollIntoViewIfNeeded()
        await expect.poll(() => drawing.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true')
        expect(await section.getByLabel('Art der Form').inputValue()).toBe('140')

        // A corner that makes the edges cross is refused as it is set.
        await section.getByRole('button', { name: 'Fläche', exact: true }).click()
        await clickMap(page, [
          [-60, -40],
          [60, 40],
          [60, -40],
          [-60, 40],
        ])
        await section.getByRole('alert').getByText('Die Form überschneidet sich selbst.').waitFor()
        await page.screenshot({ path: `/tmp/quo-e2e-geometry-cross-${viewport.name}.png` })
        await page.keyboard.press('Escape')

        await section.getByRole('button', { name: 'Rechteck' }).click()
        await clickMap(page, [
          [-50, -30],
          [50, 30],
        ])
        await page.screenshot({ path: `/tmp/quo-e2e-geometry-${viewport.name}.png` })
        await section.getByRole('button', { name: 'Form speichern' }).click()
        await section
          .getByRole('list', { name: 'Formen des Orts' })
          .getByText('Stand')
          .waitFor({ timeout: 15_000 })
        // A floor plan image would be laid over the booth just drawn: its bounds are proposed.
        const west = section.getByLabel('West (Länge)')
        await west.scrollIntoViewIfNeeded()
        await expect.poll(async () => Math.abs(Number(await west.inputValue()) - AT[0])).toBeLessThan(0.0003)
        await page.screenshot({ path: `/tmp/quo-e2e-floor-plan-${viewport.name}.png` })
      } finally {
        await page.close()
      }

      const item = DashboardItem.parse(await (await staff('GET', `/items/dashboard/${id}`)).json())
      expect(item.geojsons).toHaveLength(1)
      const [shape] = item.geojsons
      expect(shape?.geojsonType).toBe(140)
      const doc = shape?.geojson
      const ring =
        doc?.type === 'FeatureCollection' && doc.features[0]?.geometry?.type === 'Polygon'
          ? doc.features[0].geometry.coordinates[0]
          : undefined
      expect(ring?.length).toBe(5)
      const lons = (ring ?? []).map((p) => p[0] as number)
      const lats = (ring ?? []).map((p) => p[1] as number)
      const centre: [number, number] = [
        (Math.min(...lons) + Math.max(...lons)) / 2,
        (Math.min(...lats) + Math.max(...lats)) / 2,
      ]
      // Drawn where the map was centred: on the place.
      expect(Math.abs(centre[0] - AT[0])).toBeLessThan(0.0003)
      expect(await alphaAt(origin, fair.shortId, 'og', ...centre)).toBeGreaterThan(0)
      expect(await alphaAt(origin, fair.shortId, 'eg', ...centre)).toBe(0)
    })
  }
})

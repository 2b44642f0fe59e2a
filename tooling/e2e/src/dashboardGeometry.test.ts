import { BranchesResponse, DashboardItem } from '@quo/contract'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken } from './staffSignIn.js'

// Shapes drawn in Chromium after a real sign-in (docs/decisions/0016-shapes-and-floor-plans.md): a
// rectangle drawn as a booth on a trade fair's place with level OG appears on the fair's OG floor
// plan and not on EG; a corner that would make an area cross itself is refused and said so in
// German; the drawing map shows the place's pin and the level's booths already drawn, zooms with
// its buttons, and the place editor's save bar never lies over it (issue 28, item 16).

const { browser } = useBrowser()

// Beside the demo fair's halls in Schaan, where no other booth is drawn.
const AT: [number, number] = [9.5102, 47.1641]
const ZOOM = 19
/** The drawing map's start zoom (GeometryEditor). */
const DRAW_ZOOM = 18
/** A neighbour's booth this far east of the place (in degrees): about 80 px at the start zoom. */
const NEIGHBOUR_EAST = 0.00022

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

/** CSS pixels east of the map's centre of a longitude difference at a zoom (MapLibre's 512 px tiles). */
const pixelsEast = (degrees: number, zoom: number) => (degrees * 512 * 2 ** zoom) / 360

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Colour of the drawing map's pixel at an offset from its centre, as the screen shows it. */
async function mapPixel(page: Page, dx: number, dy: number) {
  const map = page.getByRole('application', { name: 'Zeichenfläche' })
  const png = PNG.sync.read(await map.screenshot())
  const x = Math.round(png.width / 2 + dx)
  const y = Math.round(png.height / 2 + dy)
  const i = (y * png.width + x) * 4
  return { r: png.data[i] as number, g: png.data[i + 1] as number, b: png.data[i + 2] as number }
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
    { width: 1440, height: 900, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    it(`draws a booth that shows on its fair's level, beside the level's booths, and says why a corner is refused (${viewport.name})`, async () => {
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

      // A neighbouring booth on the same level, already drawn: the drawing map shows it, pale.
      const neighbour = await staff('POST', '/items', {
        title: `E2E Nachbarstand ${viewport.name}`,
        lon: AT[0] + NEIGHBOUR_EAST,
        lat,
        tagIds: [fairTag],
      })
      expect(neighbour.status).toBe(201)
      const neighbourId = DashboardItem.parse(await neighbour.json()).id
      expect(
        (await staff('POST', '/items/details/', { itemId: neighbourId, dataKeyV2: 'level', dataValue: 'OG' }))
          .status,
      ).toBe(201)
      const [west, east] = [AT[0] + NEIGHBOUR_EAST - 0.00004, AT[0] + NEIGHBOUR_EAST + 0.00004]
      const [south, north] = [lat - 0.000025, lat + 0.000025]
      const booth = await staff('POST', '/geojsons/', {
        geojsonType: 140,
        geojson: {
          type: 'Polygon',
          coordinates: [
            [
              [west, south],
              [east, south],
              [east, north],
              [west, north],
              [west, south],
            ],
          ],
        },
      })
      expect(booth.status).toBe(201)
      const boothId = ((await booth.json()) as { id: number }).id
      expect(
        (await staff('POST', '/items/geojsons/', { itemId: neighbourId, geojsonId: boothId, type: 140 }))
          .status,
      ).toBe(201)

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

        // The save bar never lies over the drawing map or the drawing's buttons, wherever they are
        // scrolled to (it floated over their lower part at the foot of the window).
        const saveBar = page.getByRole('region', { name: 'Ort speichern' })
        const drawingSave = section.getByRole('button', { name: 'Form speichern' })
        for (const [target, block] of [
          [drawing, 'end'],
          [drawing, 'center'],
          [drawingSave, 'end'],
        ] as const) {
          await target.evaluate((el, b) => el.scrollIntoView({ block: b }), block)
          const bar = await saveBar.boundingBox()
          const map = await drawing.boundingBox()
          const button = await drawingSave.boundingBox()
          if (!bar || !map || !button) throw new Error('no save bar, drawing map or button')
          expect(overlap(bar, map), `save bar over the map (${block})`).toBe(false)
          expect(overlap(bar, button), `save bar over the drawing's save button (${block})`).toBe(false)
          if (target === drawing && block === 'end')
            await page.screenshot({ path: `/tmp/quo-e2e-geometry-savebar-${viewport.name}.png` })
        }

        // The place's pin stands on the map's centre, where the place is.
        await drawing.evaluate((el) => el.scrollIntoView({ block: 'center' }))
        const mapBox = await drawing.boundingBox()
        const pinBox = await drawing.locator('[data-place-pin]').boundingBox()
        if (!mapBox || !pinBox) throw new Error('no pin on the drawing map')
        expect(Math.abs(pinBox.x + pinBox.width / 2 - (mapBox.x + mapBox.width / 2))).toBeLessThan(3)
        expect(Math.abs(pinBox.y + pinBox.height - (mapBox.y + mapBox.height / 2))).toBeLessThan(3)

        // The neighbour's booth shows in its yellow (pale), east of the place; the same distance
        // west is plain map.
        const toNeighbour = pixelsEast(NEIGHBOUR_EAST, DRAW_ZOOM)
        const yellowish = ({ r, b }: { r: number; b: number }) => r - b
        await expect
          .poll(async () => yellowish(await mapPixel(page, toNeighbour, 0)), { timeout: 30_000 })
          .toBeGreaterThan(35)
        expect(yellowish(await mapPixel(page, -toNeighbour, 0))).toBeLessThan(25)
        await page.screenshot({ path: `/tmp/quo-e2e-geometry-context-${viewport.name}.png` })

        // Zoom buttons, named in German, zoom the drawing map in and out.
        expect(await drawing.getAttribute('data-zoom')).toBe(DRAW_ZOOM.toFixed(2))
        await section.getByRole('button', { name: 'Vergrössern' }).click()
        await expect.poll(() => drawing.getAttribute('data-zoom')).toBe((DRAW_ZOOM + 1).toFixed(2))
        await section.getByRole('button', { name: 'Verkleinern' }).click()
        await expect.poll(() => drawing.getAttribute('data-zoom')).toBe(DRAW_ZOOM.toFixed(2))

        // A corner that would make the edges cross is not set, and the map says so (terra-draw
        // alone drops it without a word: the booth became a triangle); the next corner clears it.
        await section.getByRole('button', { name: 'Fläche', exact: true }).click()
        await clickMap(page, [
          [-60, -40],
          [60, 40],
          [60, -40],
          [-60, 40],
        ])
        const refusal = section
          .getByRole('alert')
          .getByText('Diese Ecke würde die Form sich selbst kreuzen lassen; sie wurde nicht gesetzt.', {
            exact: false,
          })
        await refusal.waitFor()
        const refusalBox = await refusal.boundingBox()
        const barBox = await saveBar.boundingBox()
        if (!refusalBox || !barBox) throw new Error('no refusal or save bar')
        expect(overlap(refusalBox, barBox)).toBe(false)
        await page.screenshot({ path: `/tmp/quo-e2e-geometry-cross-${viewport.name}.png` })
        await clickMap(page, [[0, -80]])
        await refusal.waitFor({ state: 'detached' })
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

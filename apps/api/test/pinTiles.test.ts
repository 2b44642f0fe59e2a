import { VectorTile } from '@mapbox/vector-tile'
import { BASEMAP_FLAGS, type BasemapItem, decodeBasemap, PinSummary, Problem } from '@quo/contract'
import { PIN_TILE_LAYER } from '@quo/map-symbols'
import { sql } from 'drizzle-orm'
import { PbfReader } from 'pbf'
import { describe, expect, it, vi } from 'vitest'
import { toTilePixel } from '../src/tiles/rasterize.js'
import { useTestApp } from './helpers.js'

const { app, database } = useTestApp()

const get = (url: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } })

/** The 512 px tile (MapLibre's vector tiles) a position lies in at `z`. */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const [px, py] = toTilePixel(lon, lat, z, 0, 0)
  return [Math.floor(px / 256), Math.floor(py / 256)]
}

/** The pins of a tile, decoded: their properties. */
async function pinsOf(url: string): Promise<Record<string, unknown>[]> {
  const res = await get(url)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile')
  expect(res.headers['cache-control']).toBe('public, no-cache')
  if (res.rawPayload.byteLength === 0) return []
  const layer = new VectorTile(new PbfReader(res.rawPayload)).layers[PIN_TILE_LAYER]
  return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties) : []
}

async function vaduzPins(): Promise<BasemapItem[]> {
  return decodeBasemap((await get('/api/items/basemap/branchshortid/3')).json())
}

describe('pin tiles', () => {
  it('carry each pin of the branch in the tile it lies in, with what the map filters and draws by', async () => {
    const pins = await vaduzPins()
    const pin = pins.find((p) => p.categoryId !== null) as BasemapItem
    const [x, y] = tileOf(pin.lon, pin.lat, 16)
    const tile = await pinsOf(`/api/basemap/pins/3/16/${x}/${y}.mvt`)
    const drawn = tile.find((p) => p.nanoId === pin.nanoId)
    expect(drawn).toMatchObject({ title: pin.title, categoryId: pin.categoryId, level: pin.level ?? 'EG' })
    expect(drawn?.icon).toMatch(/^quo-(icon|event)-\d+$/)
    expect(typeof drawn?.sortKey).toBe('number')
    // Every pin of the tile is the branch's and lies in it.
    const byId = new Map(pins.map((p) => [p.nanoId, p]))
    for (const p of tile) {
      const item = byId.get(p.nanoId as string) as BasemapItem
      expect(tileOf(item.lon, item.lat, 16)).toEqual([x, y])
    }
    // At zoom 0 the one tile holds the pins thinning keeps there: the most important first.
    const world = await pinsOf('/api/basemap/pins/3/0/0/0.mvt')
    expect(world.length).toBeGreaterThan(0)
    expect(world.length).toBeLessThanOrEqual(pins.length)
    expect(world.every((p) => p.minZoom === 0)).toBe(true)
    // The main site's tiles hold every branch's pins.
    const all = await pinsOf(`/api/basemap/pins/16/${x}/${y}.mvt`)
    expect(all.map((p) => p.nanoId)).toEqual(expect.arrayContaining(tile.map((p) => p.nanoId)))
  })

  it('answers an unchanged tile with 304 and shows a staff edit on the next read', async () => {
    const pin = (await vaduzPins())[0] as BasemapItem
    const [x, y] = tileOf(pin.lon, pin.lat, 16)
    const url = `/api/basemap/pins/3/16/${x}/${y}.mvt`
    const first = await get(url)
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304)
    await database().db.execute(
      sql`UPDATE items SET title = 'Neu auf der Kachel' WHERE nano_id = ${pin.nanoId}`,
    )
    await vi.waitFor(
      async () => {
        const drawn = (await pinsOf(url)).find((p) => p.nanoId === pin.nanoId)
        expect(drawn?.title).toBe('Neu auf der Kachel')
      },
      { timeout: 10_000, interval: 50 },
    )
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(200)
  })

  it('sums a map up: how many pins, of which version and kinds, following a staff edit', async () => {
    const basemap = await get('/api/items/basemap/branchshortid/3')
    const pins = decodeBasemap(basemap.json())
    const res = await get('/api/basemap/pins/3/summary')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, no-cache')
    const summary = PinSummary.parse(res.json())
    expect(summary.count).toBe(pins.length)
    // The version is the pins' ETag, as the change stream says it.
    expect(summary.version).toBe(basemap.headers.etag)
    const kinds = new Set(summary.kinds.map((k) => `${k.categoryId}:${k.flags}`))
    expect(kinds.size).toBe(summary.kinds.length)
    for (const pin of pins)
      expect(kinds.has(`${pin.categoryId}:${pin.flags & BASEMAP_FLAGS.hasEvents}`), pin.nanoId).toBe(true)
    expect(
      (await get('/api/basemap/pins/3/summary', { 'if-none-match': res.headers.etag as string })).statusCode,
    ).toBe(304)
    // The main site's map sums up every branch's pins.
    const all = PinSummary.parse((await get('/api/basemap/pins/summary')).json())
    expect(all.count).toBeGreaterThanOrEqual(summary.count)

    const gone = pins[0] as BasemapItem
    // Its tags are what make a place the branch's: without them it leaves the branch's map.
    await database().db.execute(
      sql`DELETE FROM item_tags WHERE item_id = (SELECT id FROM items WHERE nano_id = ${gone.nanoId})`,
    )
    await vi.waitFor(
      async () => {
        const after = PinSummary.parse((await get('/api/basemap/pins/3/summary')).json())
        expect(after.count).toBe(summary.count - 1)
        expect(after.version).toBe((await get('/api/items/basemap/branchshortid/3')).headers.etag)
      },
      { timeout: 10_000, interval: 50 },
    )
    // Short ids run from 1 to 30, all of them in use by the demo's branches.
    const unknown = await get('/api/basemap/pins/31/summary')
    expect(unknown.statusCode).toBe(400)
    expect(Problem.parse(unknown.json()).status).toBe(400)
  })

  it('answers a tile outside its zoom, and a malformed path with a problem', async () => {
    for (const [url, status] of [
      ['/api/basemap/pins/3/2/4/0.mvt', 400],
      ['/api/basemap/pins/3/2/0/0.png', 400],
      ['/api/basemap/pins/3/23/0/0.mvt', 400],
      ['/api/basemap/pins/999/2/0/0.mvt', 400],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(status)
      expect(Problem.parse(res.json()).status).toBe(status)
    }
  })
})

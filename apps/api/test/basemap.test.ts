import { VectorTile } from '@mapbox/vector-tile'
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import { BasemapStyle, Problem, Street } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { PbfReader } from 'pbf'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { basemapStyle } from '../src/tiles/basemapStyle.js'
import { toTilePixel } from '../src/tiles/rasterize.js'
import { useTestApp } from './helpers.js'

const PUBLIC_URL = 'http://localhost:8091'
const { app, database } = useTestApp({ publicUrl: PUBLIC_URL })

const VADUZ_HOST = 'vaduz.localhost:8091'

/** Reads until `ok` holds: the change feed reaches the server a moment after the commit (PostgreSQL). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, 20))
  }
}

async function get(url: string, headers: Record<string, string> = {}) {
  return app().inject({ method: 'GET', url, headers: { host: VADUZ_HOST, ...headers } })
}

async function style(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers)
  expect(res.statusCode).toBe(200)
  return BasemapStyle.parse(res.json())
}

function tileOf(lon: number, lat: number, z: number): [number, number] {
  const [px, py] = toTilePixel(lon, lat, z, 0, 0)
  return [Math.floor(px / 256), Math.floor(py / 256)]
}

/** The decoded layers of a vector tile: layer name → the features' properties. */
async function tileLayers(url: string): Promise<Record<string, Record<string, unknown>[]>> {
  const res = await get(url)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile')
  const tile = new VectorTile(new PbfReader(res.rawPayload))
  const out: Record<string, Record<string, unknown>[]> = {}
  for (const [name, layer] of Object.entries(tile.layers)) {
    out[name] = Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties)
  }
  return out
}

async function vaduzStreets() {
  return z.array(Street).parse((await get('/api/streets/branchshortid/3')).json())
}

describe('basemap style', () => {
  it('is a valid MapLibre style for a branch and for the main site', async () => {
    for (const url of ['/api/basemap/style/3.json', '/api/basemap/style.json']) {
      expect(validateStyleMin((await get(url)).json())).toEqual([])
    }
  })

  it("points a branch's style at its own streets and buildings, on the host it was asked on", async () => {
    const s = await style('/api/basemap/style/3.json')
    expect(s.glyphs).toBe(`http://${VADUZ_HOST}/api/basemap/glyphs/{fontstack}/{range}.pbf`)
    expect(s.sources['basemap-branch']).toMatchObject({
      type: 'vector',
      tiles: [`http://${VADUZ_HOST}/api/basemap/tiles/3/{z}/{x}/{y}.mvt`],
    })
    expect(s.sources.basemap).toMatchObject({
      tiles: [`http://${VADUZ_HOST}/api/basemap/tiles/{z}/{x}/{y}.mvt`],
    })
    const layers = s.layers.map((l) => l.id)
    for (const id of ['land', 'water', 'waterway', 'buildings', 'street', 'street-label', 'housenumber']) {
      expect(layers).toContain(id)
    }
    // Centred on the branch (Vaduz), not on the country.
    expect(s.center[0]).toBeCloseTo(9.52, 1)
    expect(s.center[1]).toBeCloseTo(47.14, 1)

    const schaan = await style('/api/basemap/style/4.json', { host: 'localhost:8091' })
    expect(schaan.sources['basemap-branch']).toMatchObject({
      tiles: ['http://localhost:8091/api/basemap/tiles/4/{z}/{x}/{y}.mvt'],
    })
  })

  it("names only the product's own hosts in its URLs, and varies on the host", async () => {
    // Credits link to their sources' own pages; every other URL is the product's.
    const urls = (s: BasemapStyle) =>
      JSON.stringify([s.glyphs, s.sources], (key, value) => (key === 'attribution' ? undefined : value))
    for (const headers of <Record<string, string>[]>[
      { host: 'evil.example' },
      { host: 'evil.example:8091' },
      { host: 'vaduz.localhost:9999' },
      { host: 'localhost.evil.example:8091' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      const res = await get('/api/basemap/style/3.json', headers)
      expect(res.statusCode).toBe(200)
      expect(res.headers.vary).toMatch(/\bhost\b/)
      const text = urls(BasemapStyle.parse(res.json()))
      expect(text).not.toContain('evil')
      expect(text).not.toContain('https:')
      expect(text).not.toContain(':9999')
      expect(text).toMatch(/http:\/\/(vaduz\.)?localhost:8091\//)
    }
    const forged = BasemapStyle.parse(
      (await get('/api/basemap/style/3.json', { host: 'evil.example' })).json(),
    )
    expect(forged.glyphs).toBe(`${PUBLIC_URL}/api/basemap/glyphs/{fontstack}/{range}.pbf`)
  })

  it('centres the main site on the default centre and draws no branch data there', async () => {
    const s = await style('/api/basemap/style.json')
    expect(s.center).toEqual([9.548428, 47.155579])
    expect(s.zoom).toBe(11)
    expect(Object.keys(s.sources)).toEqual(['basemap'])
  })

  it('turns white for a winter season, and refuses unknown seasons', async () => {
    const land = (s: BasemapStyle) =>
      (s.layers.find((l) => l.id === 'land')?.paint as Record<string, string> | undefined)?.[
        'background-color'
      ]
    const summer = await style('/api/basemap/style/21.json')
    const winter = await style('/api/basemap/style/21.json?season=winter')
    expect(land(winter)).not.toBe(land(summer))
    // Natural Earth's land takes the season's land colour too.
    const neLand = (st: BasemapStyle) => JSON.stringify(st.layers.find((l) => l.id === 'ne-land')?.paint)
    expect(neLand(winter)).toContain(land(winter) as string)
    expect(neLand(summer)).toContain(land(summer) as string)
    expect(validateStyleMin((await get('/api/basemap/style/21.json?season=winter')).json())).toEqual([])
    expect((await get('/api/basemap/style/21.json?season=herbst')).statusCode).toBe(400)
  })

  it('is a cached read with an ETag', async () => {
    const first = await get('/api/basemap/style/3.json')
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const again = await get('/api/basemap/style/3.json', { 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
  })

  it('refuses malformed branch ids and hosts', async () => {
    const res = await get('/api/basemap/style/31.json')
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect((await get('/api/basemap/style/3.json', { host: 'evil.example/x' })).statusCode).toBe(400)
  })
})

describe('basemap tiles', () => {
  it("hold the branch's streets and buildings, and not another branch's", async () => {
    const street = (await vaduzStreets())[0] as Street
    const [x, y] = tileOf(street.lon, street.lat, 14)
    const vaduz = await tileLayers(`/api/basemap/tiles/3/14/${x}/${y}.mvt`)
    expect(vaduz.streets?.map((p) => p.name)).toContain(street.title)
    expect(vaduz.buildings?.length).toBeGreaterThan(0)
    expect(vaduz.housenumbers?.every((p) => typeof p.housenumber === 'string')).toBe(true)
    // Schaan's tiles over Vaduz are empty: each branch draws only its own data.
    const schaan = await tileLayers(`/api/basemap/tiles/4/14/${x}/${y}.mvt`)
    expect(schaan.streets ?? []).toHaveLength(0)
  })

  it('hold the Rhine as water and a named waterway, and place names', async () => {
    const [x, y] = tileOf(9.503, 47.132, 12)
    const base = await tileLayers(`/api/basemap/tiles/12/${x}/${y}.mvt`)
    expect(base.water?.length).toBeGreaterThan(0)
    expect(base.waterway?.map((p) => p.name)).toContain('Rhein')
    expect(base.places?.map((p) => p.name)).toContain('Vaduz')
  })

  it('hold Natural Earth land, lakes, rivers and borders outside the OpenStreetMap extract', async () => {
    const at = async (lon: number, lat: number, z: number) => {
      const [x, y] = tileOf(lon, lat, z)
      return tileLayers(`/api/basemap/tiles/${z}/${x}/${y}.mvt`)
    }
    const names = (features: Record<string, unknown>[] | undefined) => (features ?? []).map((p) => p.name)
    // Buchs SG, on the Swiss bank of the Rhine: the region at zoom 10, the river and border at 13.
    const buchs10 = await at(9.4717, 47.1679, 10)
    expect(buchs10.ne_land?.length).toBe(1)
    expect(names(buchs10.ne_water)).toContain('Walensee')
    expect(names(buchs10.ne_waterway)).toContain('Rhein')
    expect(buchs10.ne_boundary?.length).toBeGreaterThan(0)
    const buchs13 = await at(9.4717, 47.1679, 13)
    expect(buchs13.ne_land?.length).toBe(1)
    expect(names(buchs13.ne_waterway)).toContain('Rhein')
    expect(buchs13.ne_boundary?.length).toBeGreaterThan(0)
    // Feldkirch (Vorarlberg): land and the Austrian border with Liechtenstein.
    const feldkirch = await at(9.598, 47.238, 11)
    expect(feldkirch.ne_land?.length).toBe(1)
    expect(feldkirch.ne_boundary?.length).toBeGreaterThan(0)
    // The Walensee is water, also scaled up to a street zoom.
    for (const z of [11, 14]) expect(names((await at(9.2, 47.12, z)).ne_water)).toContain('Walensee')
    expect((await at(9.2, 47.12, 14)).ne_land?.every((p) => p.source === 'naturalearth')).toBe(true)
  })

  it('keep the OpenStreetMap layers inside the extract, with Natural Earth only beneath them', async () => {
    const [x, y] = tileOf(9.503, 47.132, 12)
    const vaduz = await tileLayers(`/api/basemap/tiles/12/${x}/${y}.mvt`)
    expect(vaduz.water?.length).toBeGreaterThan(0)
    expect(vaduz.waterway?.map((p) => p.name)).toContain('Rhein')
    expect(vaduz.places?.map((p) => p.name)).toContain('Vaduz')
    expect([...(vaduz.water ?? []), ...(vaduz.waterway ?? [])].some((p) => p.source)).toBe(false)
    expect(vaduz.ne_land?.length).toBe(1)
    const s = await style('/api/basemap/style/3.json')
    const ids = s.layers.map((l) => l.id)
    for (const id of ['ne-land', 'ne-water', 'ne-waterway', 'ne-boundary']) {
      expect(ids.indexOf(id)).toBeGreaterThan(ids.indexOf('land'))
      expect(ids.indexOf(id)).toBeLessThan(ids.indexOf('landuse'))
    }
    // The shared tiles reach over the whole region, and both sources are credited.
    const source = s.sources.basemap as unknown as { bounds: number[]; attribution: string }
    expect(source.bounds[0]).toBeLessThanOrEqual(8.8)
    expect(source.bounds[2]).toBeGreaterThanOrEqual(10.3)
    expect(source.attribution).toContain('Natural Earth')
    // With an OpenStreetMap import, its credit comes first, next to Natural Earth's.
    const withOsm = basemapStyle({
      origin: 'http://vaduz.localhost:8091',
      branchShortId: 3,
      center: { lon: 9.52, lat: 47.14, zoom: 13 },
      openStreetMap: true,
      baseBounds: [9.47, 47.05, 9.64, 47.27],
      branchBounds: undefined,
    }).sources.basemap as { attribution: string }
    expect(withOsm.attribution).toMatch(/© OpenStreetMap contributors.*Natural Earth/)
  })

  it('answer empty tiles far away, and refuse tiles outside their zoom level', async () => {
    expect(await tileLayers('/api/basemap/tiles/14/0/0.mvt')).toEqual({})
    expect((await get('/api/basemap/tiles/2/4/0.mvt')).statusCode).toBe(400)
    expect((await get('/api/basemap/tiles/3/14/1/abc')).statusCode).toBe(400)
  })

  it('show a new street once it is written', async () => {
    const street = (await vaduzStreets())[0] as Street
    const [x, y] = tileOf(street.lon, street.lat, 14)
    const url = `/api/basemap/tiles/3/14/${x}/${y}.mvt`
    await tileLayers(url)
    const [lon, lat] = [street.lon, street.lat]
    await database().db.execute(sql`
      INSERT INTO streets (nano_id, branch_id, title, lon, lat, geometry)
      SELECT 'basemapTestStreet01', id, 'Neue Basemapgasse', ${lon}, ${lat},
        ST_SetSRID(ST_MakeLine(ST_MakePoint(${lon}, ${lat}), ST_MakePoint(${lon + 0.001}, ${lat})), 4326)
      FROM branches WHERE short_id = 3`)
    await expect
      .poll(async () => (await tileLayers(url)).streets?.map((p) => p.name), { timeout: 5000 })
      .toContain('Neue Basemapgasse')
  })
})

describe('glyphs', () => {
  it('serve SDF ranges of the style fonts, cached for long', async () => {
    const res = await get(
      '/api/basemap/glyphs/Open%20Sans%20Regular,Arial%20Unicode%20MS%20Regular/0-255.pbf',
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/x-protobuf')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.rawPayload.length).toBeGreaterThan(10_000)
    const empty = await get('/api/basemap/glyphs/Open%20Sans%20Bold/19968-20223.pbf')
    expect(empty.statusCode).toBe(200)
    expect(empty.rawPayload.length).toBeLessThan(64)
  })

  it('answer 404 for unknown font stacks and 400 for bad ranges', async () => {
    const unknown = await get('/api/basemap/glyphs/Comic%20Sans%20MS/0-255.pbf')
    expect(unknown.statusCode).toBe(404)
    expect(Problem.parse(unknown.json()).detail).toBe('Unknown font stack')
    expect((await get('/api/basemap/glyphs/Open%20Sans%20Regular/0-511.pbf')).statusCode).toBe(400)
  })

  it('cover every font the styles use', async () => {
    const fonts = new Set<string>()
    for (const l of (await style('/api/basemap/style/3.json')).layers) {
      const stack = (l.layout as { 'text-font'?: string[] } | undefined)?.['text-font']
      if (stack) fonts.add(stack.join(','))
    }
    expect(fonts.size).toBeGreaterThan(1)
    for (const f of fonts) {
      expect((await get(`/api/basemap/glyphs/${encodeURIComponent(f)}/0-255.pbf`)).statusCode).toBe(200)
    }
  })
})

describe('an unknown branch', () => {
  it('has no style and no tiles (404 problem+json)', async () => {
    // Known from the cached branch list first, so the removal arrives through the change feed.
    expect((await get('/api/basemap/style/30.json')).statusCode).toBe(200)
    await database().db.execute(sql`DELETE FROM branches WHERE short_id = 30`)
    for (const url of ['/api/basemap/style/30.json', '/api/basemap/tiles/30/14/8627/5759.mvt']) {
      const res = await until(
        () => get(url),
        (r) => r.statusCode === 404,
      )
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(Problem.parse(res.json()).detail).toBe('Unknown branch')
    }
  })
})

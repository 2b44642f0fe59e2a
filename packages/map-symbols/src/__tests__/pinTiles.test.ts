import { VectorTile } from '@mapbox/vector-tile'
import type { BasemapItem, Category } from '@quo/contract'
import { PbfReader } from 'pbf'
import { describe, expect, it } from 'vitest'
import {
  type ItemFeature,
  itemFeature,
  PIN_REST_LAYER,
  PIN_TILE_LAYER,
  PIN_TILE_MAX_ZOOM,
  PINS_PER_CELL,
  toFeatureCollection,
} from '../index.js'
import { PinTiles } from '../tiles.js'

/** A reproducible crowd around Vaduz, most places within a few hundred metres of the centre. */
function items(count: number): BasemapItem[] {
  let seed = 11
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  return Array.from({ length: count }, (_, i) => ({
    nanoId: `p${String(i).padStart(9, '0')}`,
    title: `Ort ${i}`,
    type: 'place',
    lon: 9.52 + (random() - 0.5) * 0.1 * random(),
    lat: 47.14 + (random() - 0.5) * 0.1 * random(),
    categoryId: i % 5 === 0 ? null : (i % 4) + 1,
    level: null,
    flags: 0,
    tagIds: [],
  }))
}

const categories = new Map<number, Category>()

/** Tile column and row of a position at `zoom`. */
function tileOf(lon: number, lat: number, zoom: number): [number, number] {
  const n = 2 ** zoom
  const sin = Math.sin((lat * Math.PI) / 180)
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  ]
}

function decode(bytes: Uint8Array, name = PIN_TILE_LAYER) {
  const layer = new VectorTile(new PbfReader(bytes)).layers[name]
  return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i)) : []
}

describe('PinTiles', () => {
  const features = toFeatureCollection(items(20_000), categories, 'EG').features
  const tiles = new PinTiles(
    features,
    features.map((_, i) => i),
  )

  it('puts each pin into the one tile of each zoom it lies in, from its minZoom on', () => {
    for (const zoom of [3, 10, 13, PIN_TILE_MAX_ZOOM, PIN_TILE_MAX_ZOOM + 2]) {
      const expected = new Map<string, string[]>()
      for (const f of features) {
        if (zoom < PIN_TILE_MAX_ZOOM && f.properties.minZoom > zoom) continue
        const key = tileOf(...f.geometry.coordinates, zoom).join('/')
        expected.set(key, [...(expected.get(key) ?? []), f.properties.nanoId])
      }
      let seen = 0
      for (const [key, ids] of expected) {
        const [x, y] = key.split('/').map(Number) as [number, number]
        const got = decode(tiles.tile(zoom, x, y)).map((f) => f.properties.nanoId)
        expect(got.sort(), `zoom ${zoom} tile ${key}`).toEqual(ids.sort())
        seen += got.length
      }
      expect(seen).toBe(
        zoom < PIN_TILE_MAX_ZOOM ? features.filter((f) => f.properties.minZoom <= zoom).length : 20_000,
      )
    }
  })

  it('carries what the layers filter, sort and draw by, and places the pin where it is', () => {
    const f = features.find(
      (x) => x.properties.categoryId !== null && x.properties.minZoom <= 12,
    ) as (typeof features)[0]
    const [x, y] = tileOf(...f.geometry.coordinates, 12)
    const got = decode(tiles.tile(12, x, y)).find((t) => t.properties.nanoId === f.properties.nanoId)
    if (!got) throw new Error('the pin is not in its tile')
    expect(got.properties).toEqual(f.properties)
    const [lon, lat] = (got.toGeoJSON(x, y, 12).geometry as { coordinates: number[] }).coordinates
    expect(lon).toBeCloseTo(f.geometry.coordinates[0], 4)
    expect(lat).toBeCloseTo(f.geometry.coordinates[1], 4)
    // A tile has no null: a pin without a category leaves the property out.
    const bare = features.find((x) => x.properties.categoryId === null && x.properties.minZoom <= 12)
    const [bx, by] = tileOf(...(bare?.geometry.coordinates ?? [0, 0]), 12)
    const bareTile = decode(tiles.tile(12, bx, by)).find(
      (t) => t.properties.nanoId === bare?.properties.nanoId,
    )
    expect(bareTile?.properties).not.toHaveProperty('categoryId')
  })

  it('counts the places a tile leaves out, per level, near where they are', () => {
    for (const zoom of [8, 11, 14]) {
      const [x, y] = tileOf(9.52, 47.14, zoom)
      const bytes = tiles.tile(zoom, x, y)
      const inTile = features.filter((f) => tileOf(...f.geometry.coordinates, zoom).join() === `${x},${y}`)
      const rest = decode(bytes, PIN_REST_LAYER)
      const left = rest.reduce((sum, f) => sum + Number(f.properties.count), 0)
      expect(left, `zoom ${zoom}`).toBe(inTile.filter((f) => f.properties.minZoom > zoom).length)
      expect(left).toBeGreaterThan(0)
      expect(left + decode(bytes).length).toBe(inTile.length)
      for (const f of rest) expect(f.properties).toMatchObject({ z: zoom, level: 'EG' })
      // Each count sits within its eighth of the tile, at the middle of its places.
      const [first] = rest
      if (!first) throw new Error(`no count at zoom ${zoom}`)
      const [lon = 0, lat = 0] = (first.toGeoJSON(x, y, zoom).geometry as { coordinates: number[] })
        .coordinates
      const near = inTile.filter(
        (f) =>
          f.properties.minZoom > zoom &&
          tileOf(...f.geometry.coordinates, zoom + 3).join() === tileOf(lon, lat, zoom + 3).join(),
      )
      expect(near.length).toBeGreaterThan(0)
    }
    // From the highest zoom on every place is drawn: nothing left to count.
    const [x, y] = tileOf(9.52, 47.14, PIN_TILE_MAX_ZOOM)
    expect(decode(tiles.tile(PIN_TILE_MAX_ZOOM, x, y), PIN_REST_LAYER)).toEqual([])
  })

  it('answers empty bytes where there are no pins and refuses a tile outside its zoom', () => {
    expect(tiles.tile(10, 0, 0).byteLength).toBe(0)
    expect(() => tiles.tile(2, 4, 0)).toThrow(RangeError)
    expect(() => tiles.tile(-1, 0, 0)).toThrow(RangeError)
  })
})

/** Every pin the tiles of `zoom` carry around Vaduz, with the thinning square it lies in. */
function carried(tiles: PinTiles, zoom: number) {
  const [left, top] = tileOf(9.46, 47.2, zoom)
  const [right, bottom] = tileOf(9.58, 47.08, zoom)
  const pins: { nanoId: string; title: string; level: string; minZoom: number; square: string }[] = []
  for (let x = left; x <= right; x++)
    for (let y = top; y <= bottom; y++)
      for (const f of decode(tiles.tile(zoom, x, y))) {
        // 16 squares of 32 px to a 512 px tile of 4,096 units.
        const [point] = f.loadGeometry()[0] ?? []
        const square = `${x * 16 + Math.floor((point?.x ?? 0) / 256)}/${y * 16 + Math.floor((point?.y ?? 0) / 256)}`
        const { nanoId, title, level, minZoom } = f.properties
        pins.push({
          nanoId: String(nanoId),
          title: String(title),
          level: String(level),
          minZoom: Number(minZoom),
          square,
        })
      }
  return pins
}

describe('PinTiles.patched', () => {
  const before = toFeatureCollection(items(20_000), categories, 'EG').features
  const base = new PinTiles(
    before,
    before.map((_, i) => i),
  )
  const idOf = (f: ItemFeature) => before.indexOf(f)
  const at = (f: ItemFeature, lon: number, lat: number, title = f.properties.title): ItemFeature =>
    itemFeature(
      {
        nanoId: f.properties.nanoId,
        title,
        type: 'place',
        lon,
        lat,
        categoryId: f.properties.categoryId,
        level: null,
        flags: 0,
        tagIds: [],
      },
      undefined,
      'EG',
    )
  // A pin shown at the overview, moved into the crowd at the centre; one renamed where it is;
  // a new one in the crowd; one removed.
  const moving = before.find(
    (f) => f.properties.minZoom === 0 && f.geometry.coordinates[0] < 9.5,
  ) as ItemFeature
  const renamed = before.find((f) => f.properties.minZoom > 3 && f.properties.minZoom < 12) as ItemFeature
  const removed = before.find(
    (f) => f.properties.minZoom <= 10 && f !== moving && f !== renamed,
  ) as ItemFeature
  const moved = at(moving, 9.5201, 47.1401)
  const added = at(
    { ...moving, properties: { ...moving.properties, nanoId: 'new000001' } },
    9.5202,
    47.1402,
    'Neu',
  )
  const next = base.patched(
    [
      { id: idOf(moving), feature: moved },
      { id: idOf(renamed), feature: at(renamed, ...renamed.geometry.coordinates, 'Umbenannt') },
      { id: 20_000, feature: added },
    ],
    [idOf(removed)],
  )
  const everyPin = carried(next, PIN_TILE_MAX_ZOOM)
  const pin = (nanoId: string) => everyPin.find((p) => p.nanoId === nanoId)

  it('shows the changed, the new and not the removed pin, and leaves the tiles it came from as they were', () => {
    expect(next.size).toBe(20_000)
    expect(everyPin).toHaveLength(20_000)
    const [x, y] = tileOf(9.5201, 47.1401, PIN_TILE_MAX_ZOOM)
    expect(decode(next.tile(PIN_TILE_MAX_ZOOM, x, y)).map((f) => f.properties.nanoId)).toContain(
      moving.properties.nanoId,
    )
    expect(pin(renamed.properties.nanoId)).toMatchObject({
      title: 'Umbenannt',
      minZoom: renamed.properties.minZoom,
    })
    expect(pin('new000001')?.title).toBe('Neu')
    expect(pin(removed.properties.nanoId)).toBeUndefined()
    // In the crowd at the centre, neither finds room at the overview.
    expect(pin(moving.properties.nanoId)?.minZoom).toBeGreaterThan(8)
    expect(pin('new000001')?.minZoom).toBeGreaterThan(8)
    const old = carried(base, PIN_TILE_MAX_ZOOM)
    expect(old.find((p) => p.nanoId === renamed.properties.nanoId)?.title).toBe(renamed.properties.title)
    expect(old.find((p) => p.nanoId === removed.properties.nanoId)).toBeDefined()
    expect(old.find((p) => p.nanoId === 'new000001')).toBeUndefined()
  })

  it("keeps every other pin's zoom, and no square of any zoom holds more than it may", () => {
    const was = new Map(before.map((f) => [f.properties.nanoId, f.properties.minZoom]))
    const kept = everyPin.filter((p) => p.nanoId !== moving.properties.nanoId && p.nanoId !== 'new000001')
    expect(kept.every((p) => p.minZoom === was.get(p.nanoId))).toBe(true)
    for (let zoom = 0; zoom < PIN_TILE_MAX_ZOOM; zoom++) {
      const counts = new Map<string, number>()
      for (const p of carried(next, zoom))
        counts.set(`${p.level} ${p.square}`, (counts.get(`${p.level} ${p.square}`) ?? 0) + 1)
      expect(Math.max(...counts.values()), `zoom ${zoom}`).toBeLessThanOrEqual(PINS_PER_CELL)
    }
  })

  it('patches patched tiles again: a pin moved back is where it was, a removed one may return, an old id may join', () => {
    const back = next.patched(
      [
        { id: idOf(moving), feature: at(moving, ...moving.geometry.coordinates) },
        { id: idOf(removed), feature: at(removed, ...removed.geometry.coordinates) },
        // An item that was not on this map (another branch's) and joins it, with a lower id.
        {
          id: -5,
          feature: at(
            { ...removed, properties: { ...removed.properties, nanoId: 'old000005' } },
            9.53,
            47.15,
          ),
        },
      ],
      [20_000],
    )
    expect(back.size).toBe(20_001)
    const [x, y] = tileOf(...moving.geometry.coordinates, PIN_TILE_MAX_ZOOM)
    expect(decode(back.tile(PIN_TILE_MAX_ZOOM, x, y)).map((f) => f.properties.nanoId)).toContain(
      moving.properties.nanoId,
    )
    const pins = carried(back, PIN_TILE_MAX_ZOOM).map((p) => p.nanoId)
    expect(pins).not.toContain('new000001')
    expect(pins).toEqual(expect.arrayContaining([removed.properties.nanoId, 'old000005']))
    // Found again by its id, though it came after ids above it.
    const gone = back.patched([{ id: 19_999, feature: at(before[19_999] as ItemFeature, 9.54, 47.16) }], [-5])
    expect(gone.size).toBe(20_000)
    expect(carried(gone, PIN_TILE_MAX_ZOOM).map((p) => p.nanoId)).not.toContain('old000005')
  })
})

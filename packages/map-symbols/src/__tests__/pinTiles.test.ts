import { VectorTile } from '@mapbox/vector-tile'
import type { BasemapItem, Category } from '@quo/contract'
import { PbfReader } from 'pbf'
import { describe, expect, it } from 'vitest'
import { PIN_TILE_LAYER, PIN_TILE_MAX_ZOOM, toFeatureCollection } from '../index.js'
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

function decode(bytes: Uint8Array) {
  const layer = new VectorTile(new PbfReader(bytes)).layers[PIN_TILE_LAYER]
  return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i)) : []
}

describe('PinTiles', () => {
  const features = toFeatureCollection(items(20_000), categories, 'EG').features
  const tiles = new PinTiles(features)

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

  it('answers empty bytes where there are no pins and refuses a tile outside its zoom', () => {
    expect(tiles.tile(10, 0, 0).byteLength).toBe(0)
    expect(() => tiles.tile(2, 4, 0)).toThrow(RangeError)
    expect(() => tiles.tile(-1, 0, 0)).toThrow(RangeError)
  })
})

// A big map's pins as vector tiles. One GeoJSON source of 76,000 pins makes MapLibre's worker
// cut every pin into tiles again on each change and makes the visitor download all of them
// before the first is drawn; tiles cut here (by the API, from the pins it keeps hot) carry only
// what their zoom shows — the thinning of `pinMinZooms` — and a change reloads a screenful.

import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { ItemFeature, ItemProperties } from './pinFeatures.js'
import { mercator } from './pinThinning.js'
import { PIN_TILE_LAYER, PIN_TILE_MAX_ZOOM } from './pinTileRules.js'

const EXTENT = 4096
/** Bits per axis of the order pins are kept in: a tile of any zoom up to 16 is one range of it. */
const ORDER_BITS = PIN_TILE_MAX_ZOOM

/** Spreads the 16 bits of `n` to the even bits of a 32-bit number. */
function spread(n: number): number {
  let v = n & 0xffff
  v = (v | (v << 8)) & 0x00ff00ff
  v = (v | (v << 4)) & 0x0f0f0f0f
  v = (v | (v << 2)) & 0x33333333
  v = (v | (v << 1)) & 0x55555555
  return v
}

/** Z-order (Morton) number of a tile column and row: tiles within a tile are one range of it. */
const zOrder = (x: number, y: number): number => (spread(x) | (spread(y) << 1)) >>> 0

/** First index of `sorted` whose value is at least `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((sorted[mid] ?? 0) < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** A pin's properties as a tile carries them: a tile has no null, so a pin without category omits it. */
function tags(p: ItemProperties): Record<string, string | number | boolean> {
  const { categoryId, ...rest } = p
  return categoryId === null ? rest : { ...rest, categoryId }
}

/**
 * The pins of one map as Mapbox vector tiles of one layer (`PIN_TILE_LAYER`), 512 px wide like
 * MapLibre's: a tile of zoom z carries the pins whose `minZoom` is at most z, and from
 * `PIN_TILE_MAX_ZOOM` on every pin in it. The pins are kept in Z-order, so a tile is a binary
 * search and a walk over what it holds — a few milliseconds even for the overview tile of
 * 100,000 places.
 * @example
 * const tiles = new PinTiles(toFeatureCollection(items, categories, 'EG').features)
 * reply.send(tiles.tile(14, 8593, 5747))
 */
export class PinTiles {
  private readonly order: Uint32Array
  private readonly keys: Float64Array
  private readonly xs: Float64Array
  private readonly ys: Float64Array

  constructor(private readonly features: readonly ItemFeature[]) {
    const n = features.length
    this.xs = new Float64Array(n)
    this.ys = new Float64Array(n)
    const side = 2 ** ORDER_BITS
    const codes = new Float64Array(n)
    features.forEach((f, i) => {
      const [x, y] = mercator(f.geometry.coordinates[0], f.geometry.coordinates[1])
      this.xs[i] = x
      this.ys[i] = y
      codes[i] = zOrder(Math.floor(x * side), Math.floor(y * side))
    })
    this.order = Uint32Array.from(features.keys()).sort((a, b) => (codes[a] ?? 0) - (codes[b] ?? 0))
    this.keys = Float64Array.from(this.order, (i) => codes[i] ?? 0)
  }

  /** How many pins the tiles hold. */
  get size(): number {
    return this.features.length
  }

  /**
   * The tile's pins, encoded; empty bytes when it has none.
   * @throws RangeError for a tile outside its zoom
   */
  tile(z: number, x: number, y: number): Uint8Array {
    const count = 2 ** z
    if (!Number.isInteger(z) || z < 0 || x < 0 || y < 0 || x >= count || y >= count)
      throw new RangeError(`no tile ${z}/${x}/${y}`)
    // The tile's range in Z-order: at zoom ≤ 16 exactly its pins, above it those of its zoom-16 tile.
    const shift = ORDER_BITS - Math.min(z, ORDER_BITS)
    const [ox, oy] = z > ORDER_BITS ? [x >>> (z - ORDER_BITS), y >>> (z - ORDER_BITS)] : [x, y]
    const span = 4 ** shift
    const first = lowerBound(this.keys, zOrder(ox, oy) * span)
    const end = lowerBound(this.keys, (zOrder(ox, oy) + 1) * span)
    const everyPin = z >= PIN_TILE_MAX_ZOOM
    const inTile: number[] = []
    for (let k = first; k < end; k++) {
      const i = this.order[k] ?? 0
      if (everyPin || (this.features[i] as ItemFeature).properties.minZoom <= z) inTile.push(i)
    }
    // In the order the pins were given: MapLibre places pins of equal sort key in tile order, so
    // the same pins win as from one GeoJSON source (in Z-order they packed into a grid of pins
    // that left no room for a single dot).
    inTile.sort((a, b) => a - b)
    const features: {
      type: 1
      geometry: [number, number][]
      tags: Record<string, string | number | boolean>
    }[] = []
    for (const i of inTile) {
      const px = ((this.xs[i] ?? 0) * count - x) * EXTENT
      const py = ((this.ys[i] ?? 0) * count - y) * EXTENT
      if (px < 0 || py < 0 || px >= EXTENT || py >= EXTENT) continue
      features.push({
        type: 1,
        geometry: [[Math.floor(px), Math.floor(py)]],
        tags: tags((this.features[i] as ItemFeature).properties),
      })
    }
    if (features.length === 0) return new Uint8Array()
    return fromGeojsonVt(
      { [PIN_TILE_LAYER]: { features } } as unknown as Parameters<typeof fromGeojsonVt>[0],
      {
        version: 2,
        extent: EXTENT,
      },
    )
  }
}

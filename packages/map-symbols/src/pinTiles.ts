// A big map's pins as vector tiles. One GeoJSON source of 76,000 pins makes MapLibre's worker
// cut every pin into tiles again on each change and makes the visitor download all of them
// before the first is drawn; tiles cut here (by the API, from the pins it keeps hot) carry only
// what their zoom shows — the thinning of `pinMinZooms` — and a change reloads a screenful.

import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { ItemFeature, ItemProperties } from './pinFeatures.js'
import { mercator, PINS_PER_CELL, THINNING_CELL_SIZE, THINNING_MAX_ZOOM } from './pinThinning.js'
import { PIN_REST_LAYER, PIN_REST_SQUARES, PIN_TILE_LAYER, PIN_TILE_MAX_ZOOM } from './pinTileRules.js'
import { MAP_TILE_SIZE } from './placement.js'

const EXTENT = 4096

/** A point feature as `fromGeojsonVt` takes it. */
interface TileFeature {
  type: 1
  geometry: [number, number][]
  tags: Record<string, string | number | boolean>
}
/** Thinning's squares per tile side, as a power of two: a square of zoom z is a tile of zoom z + 4. */
const SQUARE_ZOOMS = Math.log2(MAP_TILE_SIZE / THINNING_CELL_SIZE)
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

/** A pin's place in the Z-order, from its Web Mercator position. */
const codeOf = (x: number, y: number): number => {
  const side = 2 ** ORDER_BITS
  return zOrder(Math.floor(x * side), Math.floor(y * side))
}

/** What a patch hands the next tiles: their Z-order, positions and id lookup. */
interface Built {
  order: Uint32Array
  keys: Float64Array
  xs: Float64Array
  ys: Float64Array
  joined: ReadonlyMap<number, number>
  sortedIds: number
}

/** Whether a changed pin thins as it did: same place, level and importance. */
function samePlace(a: ItemFeature, b: ItemFeature): boolean {
  const [p, q] = [a.properties, b.properties]
  return (
    a.geometry.coordinates[0] === b.geometry.coordinates[0] &&
    a.geometry.coordinates[1] === b.geometry.coordinates[1] &&
    p.level === q.level &&
    p.sortKey === q.sortKey
  )
}

/** A copy of `values` with room for `length`. */
function grown(values: Float64Array, length: number): Float64Array {
  const copy = new Float64Array(Math.max(length, values.length))
  copy.set(values)
  return copy
}

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
 * const tiles = new PinTiles(toFeatureCollection(items, categories, 'EG').features, itemIds)
 * reply.send(tiles.tile(14, 8593, 5747))
 */
export class PinTiles {
  /** The pins by index; a removed pin's slot is empty. */
  private readonly features: readonly (ItemFeature | undefined)[]
  /** Item id of each slot: ascending as built, with later joiners after them. */
  private readonly ids: readonly number[]
  /** Slots of pins that joined with an id below the last one built (`ids` is no longer sorted there). */
  private readonly joined: ReadonlyMap<number, number>
  /** How many slots from the start hold ascending ids. */
  private readonly sortedIds: number
  /** Indexes of `features` in Z-order. */
  private order: Uint32Array
  private keys: Float64Array
  private readonly xs: Float64Array
  private readonly ys: Float64Array

  /**
   * @param features the pins, in the order MapLibre is to place pins of equal sort key
   * @param itemIds each pin's item id, ascending: what a patch finds its pins by
   */
  constructor(features: readonly ItemFeature[], itemIds: readonly number[])
  constructor(features: readonly (ItemFeature | undefined)[], itemIds: readonly number[], built: Built)
  constructor(features: readonly (ItemFeature | undefined)[], itemIds: readonly number[], built?: Built) {
    this.features = features
    this.ids = itemIds
    if (built) {
      ;({
        order: this.order,
        keys: this.keys,
        xs: this.xs,
        ys: this.ys,
        joined: this.joined,
        sortedIds: this.sortedIds,
      } = built)
      return
    }
    this.joined = new Map()
    this.sortedIds = itemIds.length
    const n = features.length
    this.xs = new Float64Array(n)
    this.ys = new Float64Array(n)
    const codes = new Float64Array(n)
    features.forEach((f, i) => {
      if (!f) return
      const [x, y] = mercator(f.geometry.coordinates[0], f.geometry.coordinates[1])
      this.xs[i] = x
      this.ys[i] = y
      codes[i] = codeOf(x, y)
    })
    this.order = Uint32Array.from(features.keys()).sort((a, b) => (codes[a] ?? 0) - (codes[b] ?? 0))
    this.keys = Float64Array.from(this.order, (i) => codes[i] ?? 0)
  }

  /** How many pins the tiles hold. */
  get size(): number {
    return this.order.length
  }

  /**
   * These tiles with a few pins changed: `changed` replace the pins of their item ids or join
   * them, the pins of `removed` ids go. Answers new tiles and leaves these as they were, in
   * milliseconds where building them anew from 380,000 pins takes seconds. A pin that keeps its
   * place, level and sort key keeps its `minZoom`; one that moved or joined gets the lowest zoom
   * whose thinning squares all have room for it now, so no square ever holds more than
   * `PINS_PER_CELL` of a level. Room a removed pin leaves is not given to another: building the
   * tiles anew (`new PinTiles`) does that, and may thin a little differently.
   * @example const next = tiles.patched([{ id: 42, feature: itemFeature(item, category, 'EG') }], [17])
   */
  patched(changed: readonly { id: number; feature: ItemFeature }[], removed: readonly number[]): PinTiles {
    const features = this.features.slice()
    const ids = this.ids.slice()
    const joined = new Map(this.joined)
    const out = new Set<number>()
    const placing: number[] = []
    for (const id of removed) {
      const i = this.slotOf(id)
      if (i === undefined || !features[i]) continue
      features[i] = undefined
      out.add(i)
    }
    for (const { id, feature } of changed) {
      let i = this.slotOf(id)
      const was = i === undefined ? undefined : features[i]
      if (i !== undefined && was && samePlace(was, feature)) {
        feature.properties.minZoom = was.properties.minZoom
        features[i] = feature
        continue
      }
      if (was && i !== undefined) out.add(i)
      if (i === undefined) {
        i = ids.length
        if (id < (ids.at(-1) ?? Number.NEGATIVE_INFINITY) || joined.size > 0) joined.set(id, i)
        ids.push(id)
      }
      features[i] = feature
      placing.push(i)
    }
    const sortedIds = joined.size > 0 ? Math.min(...joined.values()) : ids.length
    const xs = grown(this.xs, features.length)
    const ys = grown(this.ys, features.length)
    let { order, keys } = this
    if (out.size > 0) {
      keys = keys.filter((_, k) => !out.has(order[k] ?? 0))
      order = order.filter((i) => !out.has(i))
    }
    const next = new PinTiles(features, ids, { order, keys, xs, ys, joined, sortedIds })
    for (const i of placing) next.place(i)
    return next
  }

  /** The slot of an item's pin, present or removed, or undefined if it never had one. */
  private slotOf(id: number): number | undefined {
    const joined = this.joined.get(id)
    if (joined !== undefined) return joined
    let lo = 0
    let hi = this.sortedIds
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.ids[mid] ?? 0) < id) lo = mid + 1
      else hi = mid
    }
    return lo < this.sortedIds && this.ids[lo] === id ? lo : undefined
  }

  /** Puts pin `i` into the Z-order at its position, thinned against the pins already in it. */
  private place(i: number): void {
    const feature = this.features[i] as ItemFeature
    const [x, y] = mercator(feature.geometry.coordinates[0], feature.geometry.coordinates[1])
    this.xs[i] = x
    this.ys[i] = y
    feature.properties.minZoom = this.roomFrom(x, y, feature.properties.level)
    const code = codeOf(x, y)
    const at = lowerBound(this.keys, code + 1)
    const order = new Uint32Array(this.order.length + 1)
    order.set(this.order.subarray(0, at))
    order[at] = i
    order.set(this.order.subarray(at), at + 1)
    const keys = new Float64Array(this.keys.length + 1)
    keys.set(this.keys.subarray(0, at))
    keys[at] = code
    keys.set(this.keys.subarray(at), at + 1)
    this.order = order
    this.keys = keys
  }

  /**
   * The lowest zoom from which every thinning square around (x, y) has room for one more pin
   * of `level`; past `THINNING_MAX_ZOOM`, the zoom after it. From the highest zoom down, so the
   * walk stops at the first full square, mostly within a few hundred pins.
   */
  private roomFrom(x: number, y: number, level: string): number {
    for (let z = THINNING_MAX_ZOOM; z >= 0; z--) if (this.squareFull(z, x, y, level)) return z + 1
    return 0
  }

  private squareFull(z: number, x: number, y: number, level: string): boolean {
    const squareZoom = z + SQUARE_ZOOMS
    const side = 2 ** squareZoom
    const column = Math.floor(x * side)
    const row = Math.floor(y * side)
    // A square finer than the Z-order's grid is found within the grid's cell around it.
    const coarser = Math.max(0, squareZoom - ORDER_BITS)
    const span = 4 ** Math.max(0, ORDER_BITS - squareZoom)
    const cell = zOrder(Math.floor(column / 2 ** coarser), Math.floor(row / 2 ** coarser))
    const end = lowerBound(this.keys, (cell + 1) * span)
    let count = 0
    for (let k = lowerBound(this.keys, cell * span); k < end; k++) {
      const i = this.order[k] ?? 0
      const { minZoom, level: its } = (this.features[i] as ItemFeature).properties
      if (minZoom > z || its !== level) continue
      if (
        coarser > 0 &&
        (Math.floor((this.xs[i] ?? 0) * side) !== column || Math.floor((this.ys[i] ?? 0) * side) !== row)
      )
        continue
      if (++count >= PINS_PER_CELL) return true
    }
    return false
  }

  /**
   * The tile's pins, encoded, with a count of those its zoom leaves out (`PIN_REST_LAYER`);
   * empty bytes when it has neither.
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
    const rest = new Map<string, { count: number; x: number; y: number; level: string }>()
    for (let k = first; k < end; k++) {
      const i = this.order[k] ?? 0
      const { minZoom, level } = (this.features[i] as ItemFeature).properties
      if (everyPin || minZoom <= z) {
        inTile.push(i)
        continue
      }
      const px = (this.xs[i] ?? 0) * count - x
      const py = (this.ys[i] ?? 0) * count - y
      const key = `${Math.floor(px * PIN_REST_SQUARES)},${Math.floor(py * PIN_REST_SQUARES)},${level}`
      const square = rest.get(key) ?? { count: 0, x: 0, y: 0, level }
      square.count++
      square.x += px
      square.y += py
      rest.set(key, square)
    }
    // In the order the pins were given: MapLibre places pins of equal sort key in tile order, so
    // the same pins win as from one GeoJSON source (in Z-order they packed into a grid of pins
    // that left no room for a single dot).
    inTile.sort((a, b) => a - b)
    const features: TileFeature[] = []
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
    const left: TileFeature[] = [...rest.values()].map((square) => ({
      type: 1,
      geometry: [
        [Math.floor((square.x / square.count) * EXTENT), Math.floor((square.y / square.count) * EXTENT)],
      ],
      tags: { count: square.count, z, level: square.level },
    }))
    if (features.length === 0 && left.length === 0) return new Uint8Array()
    return fromGeojsonVt(
      { [PIN_TILE_LAYER]: { features }, [PIN_REST_LAYER]: { features: left } } as unknown as Parameters<
        typeof fromGeojsonVt
      >[0],
      {
        version: 2,
        extent: EXTENT,
      },
    )
  }
}

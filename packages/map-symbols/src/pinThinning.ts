// Which places a map tile carries at each zoom. MapLibre lays out one symbol bucket per layer
// and tile, and a bucket breaks past 65,536 vertices (maplibre-gl-js #2891): at an overview zoom
// a region of 100,000 places puts every one of them into one tile, and the map draws no pin at
// all. Thinned, a tile never holds more than a screenful of candidates, the most important
// first — the same ones MapLibre's collision would have shown, since it places by sort key too.

import { MAP_TILE_SIZE } from './placement.js'

/**
 * Side of the squares, in CSS pixels at the tile's zoom, that thinning counts places in: about
 * the room of one pin with its padding, or of two dots.
 * @example const cellsPerTile = MAP_TILE_SIZE / THINNING_CELL_SIZE // 16
 */
export const THINNING_CELL_SIZE = 32

/**
 * Most places of one level a square (`THINNING_CELL_SIZE`) carries at a zoom. More than a
 * square can show, so thinning takes nothing collision would have drawn, and few enough that a
 * 512 px tile holds at most 2,048 places per layer, far below MapLibre's limit.
 * @example expect(placesInTile).toBeLessThanOrEqual(PINS_PER_CELL * 16 * 16)
 */
export const PINS_PER_CELL = 8

/**
 * From this zoom on every place is in its tile: a square is then about 37 m wide, and what
 * still crowds one (a mall's shops on one point) waits one more zoom.
 * @example if (zoom > THINNING_MAX_ZOOM) everyPlaceIsDrawn()
 */
export const THINNING_MAX_ZOOM = 16

/** What thinning reads of a place. */
export interface ThinningPoint {
  lon: number
  lat: number
  /** Places of different levels never crowd each other out: only one level is shown. */
  level: string
  /** Lower is more important (the pins' `symbol-sort-key`). */
  sortKey: number
}

/** Position in the Web Mercator world, 0..1 both ways (as MapLibre's tiles divide it). */
export function mercator(lon: number, lat: number): [number, number] {
  const x = (lon + 180) / 360
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180)
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
  return [Math.min(Math.max(x, 0), 1 - 1e-12), Math.min(Math.max(y, 0), 1 - 1e-12)]
}

const CELLS_PER_TILE = MAP_TILE_SIZE / THINNING_CELL_SIZE

/**
 * The lowest zoom at which each place is in its tile (`minZoom` of its feature; `zoom >=
 * minZoom` in the layers' filters): places go in by sort key (then by their order), each into
 * the first zoom whose square around it still has room — a square at one zoom holds the four
 * of the next, so no square at any zoom ever holds more than `PINS_PER_CELL`. A place that
 * finds no room up to `THINNING_MAX_ZOOM` shows from the zoom after.
 * @example pinMinZooms(features.map((f) => ({ lon, lat, level: f.properties.level, sortKey: f.properties.sortKey })))
 */
export function pinMinZooms(points: readonly ThinningPoint[]): Uint8Array {
  const minZooms = new Uint8Array(points.length)
  if (points.length === 0) return minZooms
  const xs = new Float64Array(points.length)
  const ys = new Float64Array(points.length)
  const levels = new Map<string, number>()
  const levelOf = new Uint16Array(points.length)
  let minX = 1
  let minY = 1
  let maxX = 0
  let maxY = 0
  points.forEach((p, i) => {
    const [x, y] = mercator(p.lon, p.lat)
    xs[i] = x
    ys[i] = y
    minX = Math.min(minX, x)
    minY = Math.min(minY, y)
    maxX = Math.max(maxX, x)
    maxY = Math.max(maxY, y)
    if (!levels.has(p.level)) levels.set(p.level, levels.size)
    levelOf[i] = levels.get(p.level) ?? 0
  })
  const order = points
    .map((_, i) => i)
    .sort((a, b) => (points[a]?.sortKey ?? 0) - (points[b]?.sortKey ?? 0) || a - b)
  // Squares are numbered within the data's extent: a region's squares of one zoom fit an array.
  const zooms: SquareCounts[] = []
  for (let z = 0; z <= THINNING_MAX_ZOOM; z++) {
    const side = 2 ** z * CELLS_PER_TILE
    const left = Math.floor(minX * side)
    const top = Math.floor(minY * side)
    const columns = Math.floor(maxX * side) - left + 1
    const rows = Math.floor(maxY * side) - top + 1
    zooms.push(new SquareCounts(side, left, top, columns, rows, levels.size))
  }
  for (const i of order) {
    const x = xs[i] ?? 0
    const y = ys[i] ?? 0
    const level = levelOf[i] ?? 0
    let zoom = 0
    while (zoom <= THINNING_MAX_ZOOM && (zooms[zoom] as SquareCounts).full(x, y, level)) zoom++
    minZooms[i] = zoom
    for (let z = zoom; z <= THINNING_MAX_ZOOM; z++) (zooms[z] as SquareCounts).add(x, y, level)
  }
  return minZooms
}

/** Most squares of one zoom counted in an array; beyond, a map holds the occupied ones. */
const MAX_ARRAY_SQUARES = 1 << 22

/** How many places each square of one zoom holds. */
class SquareCounts {
  private readonly array: Uint8Array | null
  private readonly map = new Map<number, number>()

  constructor(
    private readonly side: number,
    private readonly left: number,
    private readonly top: number,
    private readonly columns: number,
    private readonly rows: number,
    levels: number,
  ) {
    const squares = columns * rows * levels
    this.array = squares <= MAX_ARRAY_SQUARES ? new Uint8Array(squares) : null
  }

  full(x: number, y: number, level: number): boolean {
    const k = this.key(x, y, level)
    return (this.array ? (this.array[k] ?? 0) : (this.map.get(k) ?? 0)) >= PINS_PER_CELL
  }

  add(x: number, y: number, level: number): void {
    const k = this.key(x, y, level)
    if (this.array) this.array[k] = Math.min(255, (this.array[k] ?? 0) + 1)
    else this.map.set(k, (this.map.get(k) ?? 0) + 1)
  }

  private key(x: number, y: number, level: number): number {
    const column = Math.floor(x * this.side) - this.left
    const row = Math.floor(y * this.side) - this.top
    return (level * this.rows + row) * this.columns + column
  }
}

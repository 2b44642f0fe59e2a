import { describe, expect, it } from 'vitest'
import { MAP_TILE_SIZE, PINS_PER_CELL, pinMinZooms, THINNING_MAX_ZOOM, type ThinningPoint } from '../index.js'

/** A reproducible crowd around Vaduz: most places within a few hundred metres of the centre. */
function crowd(count: number, level = 'EG'): ThinningPoint[] {
  let seed = 7
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  return Array.from({ length: count }, () => ({
    lon: 9.52 + (random() - 0.5) * 0.1 * random(),
    lat: 47.14 + (random() - 0.5) * 0.1 * random(),
    level,
    sortKey: Math.floor(random() * 40),
  }))
}

/** Places per 512 px tile at `zoom` among those the zoom carries. */
function perTile(points: readonly ThinningPoint[], minZooms: Uint8Array, zoom: number): Map<string, number> {
  const tiles = new Map<string, number>()
  points.forEach((p, i) => {
    if ((minZooms[i] ?? 0) > zoom) return
    const n = 2 ** zoom
    const x = Math.floor(((p.lon + 180) / 360) * n)
    const sin = Math.sin((p.lat * Math.PI) / 180)
    const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n)
    const key = `${p.level}/${x}/${y}`
    tiles.set(key, (tiles.get(key) ?? 0) + 1)
  })
  return tiles
}

describe('pinMinZooms', () => {
  it('keeps every tile of every zoom far below the 65,536 vertices of one MapLibre symbol bucket', () => {
    const points = crowd(70_000)
    const minZooms = pinMinZooms(points)
    const squaresPerTile = (MAP_TILE_SIZE / 32) ** 2
    for (let zoom = 0; zoom <= THINNING_MAX_ZOOM; zoom++) {
      const most = Math.max(...perTile(points, minZooms, zoom).values())
      // Four vertices a symbol: 16,384 symbols fill a bucket.
      expect(most).toBeLessThanOrEqual(PINS_PER_CELL * squaresPerTile)
      expect(most * 4).toBeLessThan(65_536)
    }
    // Past the thinning's last zoom every place is drawn.
    expect(Math.max(...minZooms)).toBeLessThanOrEqual(THINNING_MAX_ZOOM + 1)
  })

  it('draws a region of few places at every zoom', () => {
    const points = crowd(8)
    expect([...pinMinZooms(points)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
  })

  it('lets the most important places show first where they crowd', () => {
    const spot = { lon: 9.52, lat: 47.14, level: 'EG' }
    const points = Array.from({ length: 40 }, (_, i) => ({ ...spot, sortKey: 40 - i }))
    const minZooms = pinMinZooms(points)
    // The lowest sort keys (the last ones here) take the room of the overview zooms.
    expect(minZooms.slice(-PINS_PER_CELL).every((z) => z === 0)).toBe(true)
    expect(minZooms.slice(0, 40 - PINS_PER_CELL).every((z) => z > THINNING_MAX_ZOOM)).toBe(true)
  })

  it('never lets a level crowd out another, only one of which is shown', () => {
    const points = [...crowd(20, 'EG'), ...crowd(20, 'OG')]
    const minZooms = pinMinZooms(points)
    const shownAtZero = (level: string) =>
      points.filter((p, i) => p.level === level && minZooms[i] === 0).length
    expect(shownAtZero('EG')).toBe(PINS_PER_CELL)
    expect(shownAtZero('OG')).toBe(PINS_PER_CELL)
  })
})

import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { toTilePixel } from '../src/tiles/rasterize.js'
import { useTestApp } from './helpers.js'

const { app } = useTestApp()

/** Tile containing a coordinate. */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const [px, py] = toTilePixel(lon, lat, z, 0, 0)
  return [Math.floor(px / 256), Math.floor(py / 256)]
}

/** Share of pixels drawn (alpha > 0) in one of our unfiltered RGBA PNGs. */
function coverage(png: Buffer): number {
  const idat = png.subarray(33 + 8, png.length - 12)
  const raw = inflateSync(idat)
  let drawn = 0
  for (let row = 0; row < 256; row++)
    for (let col = 0; col < 256; col++) if ((raw[row * 1025 + 1 + col * 4 + 3] as number) > 0) drawn++
  return drawn / (256 * 256)
}

// The demo fair sits in Schaan.
const [X, Y] = tileOf(9.50866, 47.16498, 17)

describe('level raster tiles', () => {
  it('draws the ground floor of the fair as a PNG', async () => {
    const res = await app().inject({ method: 'GET', url: `/api/branches/25/tiles_eg/17/${X}/${Y}.png` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers.etag).toBeDefined()
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    expect(coverage(res.rawPayload)).toBeGreaterThan(0.005)
  })

  it('draws a different plan for the upper floor, and nothing far away', async () => {
    const eg = await app().inject({ method: 'GET', url: `/api/branches/25/tiles_eg/17/${X}/${Y}.png` })
    const og = await app().inject({ method: 'GET', url: `/api/branches/25/tiles_og/17/${X}/${Y}.png` })
    expect(og.statusCode).toBe(200)
    expect(og.headers.etag).not.toBe(eg.headers.etag)
    const far = await app().inject({ method: 'GET', url: `/api/branches/25/tiles_eg/17/${X + 40}/${Y}.png` })
    expect(coverage(far.rawPayload)).toBe(0)
  })

  it('rejects unknown levels, branches without levels and tiles outside the zoom', async () => {
    expect(
      (await app().inject({ method: 'GET', url: `/api/branches/25/tiles_ug/17/${X}/${Y}.png` })).statusCode,
    ).toBe(404)
    expect(
      (await app().inject({ method: 'GET', url: `/api/branches/3/tiles_eg/17/${X}/${Y}.png` })).statusCode,
    ).toBe(404)
    expect(
      (await app().inject({ method: 'GET', url: '/api/branches/25/tiles_eg/2/9/0.png' })).statusCode,
    ).toBe(400)
    expect(
      (await app().inject({ method: 'GET', url: '/api/branches/25/tiles_eg/17/1/abc' })).statusCode,
    ).toBe(400)
  })
})

import { describe, expect, it } from 'vitest'
import { tileUrls } from '../offline/tileUrls.js'

// Vaduz and its surroundings, as a kiosk's start view shows them.
const VADUZ: [number, number, number, number] = [9.5, 47.12, 9.54, 47.16]

describe('the tiles of a view', () => {
  it('cover the view at every zoom up to the last, lowest zooms first, each source named by its template', () => {
    const urls = tileUrls(
      [
        { tiles: ['https://quo.li/api/basemap/tiles/{z}/{x}/{y}.mvt'], maxzoom: 14 },
        { tiles: ['https://quo.li/api/branches/25/tiles_eg/{z}/{x}/{y}.png'], minzoom: 13, maxzoom: 22 },
      ],
      VADUZ,
      { maxZoom: 15, limit: 10_000 },
    )
    // The tile of the whole world first, the one holding Vaduz at zoom 14 among the last.
    expect(urls[0]).toBe('https://quo.li/api/basemap/tiles/0/0/0.mvt')
    expect(urls).toContain('https://quo.li/api/basemap/tiles/14/8625/5753.mvt')
    // The basemap stops at its last zoom; the floor plan starts at its first and goes on.
    expect(urls.some((u) => u.includes('/basemap/tiles/15/'))).toBe(false)
    expect(urls.some((u) => u.includes('/tiles_eg/12/'))).toBe(false)
    expect(urls.filter((u) => u.includes('/tiles_eg/15/')).length).toBeGreaterThan(4)
    const zooms = urls.map((u) => Number(u.split('/').at(-3)))
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b))
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('stop at the limit and count rows from the south for a TMS source', () => {
    expect(tileUrls([{ tiles: ['t/{z}/{x}/{y}'] }], VADUZ, { maxZoom: 22, limit: 40 })).toHaveLength(40)
    expect(tileUrls([{ tiles: ['t/{z}/{x}/{y}'], scheme: 'tms' }], VADUZ, { maxZoom: 1, limit: 9 })).toEqual([
      't/0/0/0',
      't/1/1/1',
    ])
  })

  it('ask a source of 256 px tiles for the next zoom, as the map does', () => {
    const urls = tileUrls(
      [
        { tiles: ['vector/{z}/{x}/{y}'], maxzoom: 14 },
        { tiles: ['plan/{z}/{x}/{y}'], tileSize: 256, maxzoom: 22 },
      ],
      VADUZ,
      { minZoom: 13, maxZoom: 14, limit: 10_000 },
    )
    const zoomsOf = (prefix: string) =>
      new Set(urls.filter((u) => u.startsWith(prefix)).map((u) => u.split('/')[1]))
    expect(zoomsOf('vector/')).toEqual(new Set(['13', '14']))
    expect(zoomsOf('plan/')).toEqual(new Set(['14', '15']))
  })
})

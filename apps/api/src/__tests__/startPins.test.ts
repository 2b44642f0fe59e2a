import { BASEMAP_FLAGS, type BasemapItem, type Category } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { placeStartPins, type StartView, startPinsSvg, worldPixel } from '../tiles/startPins.js'

const VIEW: StartView = { lon: 9.52, lat: 47.14, zoom: 16, width: 400, height: 300 }

/** A lon/lat `dx`, `dy` CSS pixels from the view's centre. */
function at(dx: number, dy: number): { lon: number; lat: number } {
  const [cx, cy] = worldPixel(VIEW.lon, VIEW.lat, VIEW.zoom)
  const size = 512 * 2 ** VIEW.zoom
  const lon = ((cx + dx) / size) * 360 - 180
  const n = Math.PI - (2 * Math.PI * (cy + dy)) / size
  return { lon, lat: (180 / Math.PI) * Math.atan(Math.sinh(n)) }
}

function item(nanoId: string, dx: number, dy: number, extra: Partial<BasemapItem> = {}): BasemapItem {
  return {
    nanoId,
    title: nanoId,
    ...at(dx, dy),
    type: 'place',
    categoryId: null,
    level: null,
    flags: 0,
    tagIds: [],
    ...extra,
  } as BasemapItem
}

const none = new Map<number, Category>()

describe('start pins', () => {
  it('puts a pin where the map will: its image centred on the point', () => {
    const [pin] = placeStartPins([item('a', 30, -20)], none, VIEW, false)
    expect(pin).toMatchObject({ nanoId: 'a', width: 40, height: 40 })
    expect(pin?.x).toBeCloseTo(200 + 30 - 20, 3)
    expect(pin?.y).toBeCloseTo(150 - 20 - 20, 3)
  })

  it('leaves out a pin that would overlap one with a lower sort key, as the map does', () => {
    const closed = item('closed', 0, 0, { flags: BASEMAP_FLAGS.closed })
    const open = item('open', 10, 10, { flags: BASEMAP_FLAGS.hasChildren })
    const apart = item('apart', 100, 0)
    const placed = placeStartPins([closed, open, apart], none, VIEW, false).map((p) => p.nanoId)
    expect(placed).toEqual(['open', 'apart'])
  })

  it('draws event pins in their larger size', () => {
    const [pin] = placeStartPins([item('e', 0, 0, { flags: BASEMAP_FLAGS.hasEvents })], none, VIEW, false)
    expect(pin).toMatchObject({ icon: 'quo-event-none', width: 68, height: 68 })
  })

  it('shows only the ground level on branches with levels, and nothing outside the view', () => {
    const items = [item('eg', 0, 0), item('og', 100, 0, { level: 'OG' }), item('far', 1000, 0)]
    expect(placeStartPins(items, none, VIEW, true).map((p) => p.nanoId)).toEqual(['eg'])
    expect(placeStartPins(items, none, VIEW, false).map((p) => p.nanoId)).toEqual(['eg', 'og'])
  })

  it('draws each pin image once and uses it for every pin of that image', () => {
    const svg = startPinsSvg({
      items: [item('a', 0, 0), item('b', 100, 0), item('c', -100, 50)],
      categories: [],
      icons: [],
      view: VIEW,
      hasLevels: false,
      land: '#f2efe9',
      colorOf: () => '#000000',
    })
    expect(svg.match(/<svg id="quo-icon-none"/g)).toHaveLength(1)
    expect(svg.match(/<use href="#quo-icon-none"/g)).toHaveLength(3)
    expect(svg).toContain('width="400" height="300"')
    expect(svg).toContain('fill="#f2efe9"')
  })
})

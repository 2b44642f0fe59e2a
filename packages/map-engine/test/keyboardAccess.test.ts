import type { BasemapItem } from '@quo/contract'
import { describe, expect, it, vi } from 'vitest'
import { categories, icons, makeItems } from '../example/demoData.js'
import { LAYER_IDS, type MapClick, MapEngine } from '../src/index.js'
import { FakeMap } from './fakeMaplibre.js'

// The engine's keyboard and screen-reader access over a stand-in for MapLibre: the focused
// place's layer, opening a place as a click would, the places in view. Their drawing is the
// Chromium tests' part.

vi.mock('maplibre-gl', () => import('./fakeMaplibre.js'))
vi.mock('../src/pinImageCache.js', () => ({
  PinImageCache: class {
    rasterise = () => Promise.resolve(['quo-icon-1'])
    addTo = () => {}
  },
}))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function populated(items: BasemapItem[], levels = false) {
  const engine = new MapEngine({
    container: {} as HTMLElement,
    style: 'https://tiles.example/style.json',
    siteUrl: 'https://vaduz.quo.li/',
  })
  const map = FakeMap.last
  map.fire('style.load')
  engine.setData({
    items,
    categories,
    icons,
    ...(levels ? { levels: [{ key: 'EG', sortOrder: 0, layerId: 'eg', layerPath: null }] } : {}),
  })
  await settle()
  return { engine, map }
}

describe('MapEngine keyboard access', () => {
  const items = makeItems(20)
  const [first, second] = items as [BasemapItem, BasemapItem]

  it('draws the focused place on its own layer, below the selected pin', async () => {
    const { engine, map } = await populated(items)
    const ids = map.layers.map((l) => l.id)
    expect(ids.indexOf(LAYER_IDS.focused)).toBe(ids.indexOf(LAYER_IDS.selected) - 1)
    expect(map.getFilter(LAYER_IDS.focused)).toEqual(['==', ['get', 'nanoId'], ''])
    engine.focusPin(first.nanoId)
    expect(map.getFilter(LAYER_IDS.focused)).toEqual(['==', ['get', 'nanoId'], first.nanoId])
    engine.focusPin(null)
    expect(map.getFilter(LAYER_IDS.focused)).toEqual(['==', ['get', 'nanoId'], ''])
  })

  it('leaves the selected place to its selected pin, and keeps a focus made before the data', async () => {
    const engine = new MapEngine({ container: {} as HTMLElement, style: 'https://tiles.example/s.json' })
    const map = FakeMap.last
    engine.focusPin(second.nanoId)
    map.fire('style.load')
    engine.setData({ items, categories, icons })
    await settle()
    expect(map.getFilter(LAYER_IDS.focused)).toEqual(['==', ['get', 'nanoId'], second.nanoId])
    engine.select({ kind: 'item', nanoId: second.nanoId, lon: second.lon, lat: second.lat })
    expect(map.getFilter(LAYER_IDS.focused)).toEqual(['==', ['get', 'nanoId'], ''])
    engine.select(null)
    expect(map.getFilter(LAYER_IDS.focused)).toEqual(['==', ['get', 'nanoId'], second.nanoId])
  })

  it('shows the focused place on its level only', async () => {
    const { engine, map } = await populated(items, true)
    engine.focusPin(first.nanoId)
    expect(map.getFilter(LAYER_IDS.focused)).toEqual([
      'all',
      ['==', ['get', 'nanoId'], first.nanoId],
      ['==', ['get', 'level'], 'EG'],
    ])
  })

  it('opens a place as a click on its pin would, and nothing for an unknown one', async () => {
    const { engine } = await populated(items)
    const clicks: MapClick[] = []
    engine.on('click', (c) => clicks.push(c))
    expect(engine.activatePin(first.nanoId)).toBe(true)
    expect(engine.activatePin('<script>')).toBe(false)
    expect(clicks).toEqual([
      {
        kind: 'place',
        nanoId: first.nanoId,
        title: first.title,
        lon: first.lon,
        lat: first.lat,
        url: `https://vaduz.quo.li/map/place/${first.nanoId}/ort-1`,
      },
    ])
  })

  it('lists no places before the map is populated', () => {
    const engine = new MapEngine({ container: {} as HTMLElement, style: 'https://tiles.example/s.json' })
    expect(engine.pinsInView()).toEqual([])
  })
})

import type { BasemapItem } from '@quo/contract'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { categories, icons, makeItems } from '../example/demoData.js'
import { LAYER_IDS, MapEngine, type MapEngineEvents, SOURCE_IDS } from '../src/index.js'
import { FakeMap, Marker } from './fakeMaplibre.js'

// The engine over a stand-in for MapLibre: which sources and layers new data touches, and the
// typed events. What MapLibre draws is the Chromium test's part (engine.chromium.test.ts).

vi.mock('maplibre-gl', () => import('./fakeMaplibre.js'))
// Rasterising needs a browser's canvas; here the pins are there at once.
vi.mock('../src/pinImageCache.js', () => ({
  PinImageCache: class {
    rasterise = () => Promise.resolve(['quo-icon-1'])
    addTo = () => {}
  },
}))

const STYLE_URL = 'https://tiles.example/style.json'
/** Lets the engine's awaited steps (pin images, source updates, the frame) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(options: { exposeMap?: boolean } = {}) {
  const engine = new MapEngine({
    container: {} as HTMLElement,
    style: STYLE_URL,
    center: [9.5215, 47.141],
    zoom: 13,
    ...options,
  })
  const map = FakeMap.last
  map.fire('style.load')
  return { engine, map }
}

function record<K extends keyof MapEngineEvents>(engine: MapEngine, type: K): MapEngineEvents[K][] {
  const seen: MapEngineEvents[K][] = []
  engine.on(type, (payload) => seen.push(payload))
  return seen
}

const data = (items: BasemapItem[]) => ({ items, categories, icons })

describe('MapEngine.setData on a populated map', () => {
  let engine: MapEngine
  let map: FakeMap
  let items: BasemapItem[]

  beforeEach(async () => {
    ;({ engine, map } = start())
    items = makeItems(200)
    engine.setData(data(items))
    await settle()
    for (const spy of [map.addLayer, map.removeLayer, map.addSource, map.removeSource]) spy.mockClear()
  })

  it('draws every layer once, the selected pin on top', () => {
    const ids = map.layers.map((l) => l.id)
    expect(ids.at(-1)).toBe(LAYER_IDS.selected)
    expect(ids).toContain(LAYER_IDS.items)
    expect(ids).toContain(LAYER_IDS.labels)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('sends one changed item as a diff and keeps every layer and source', async () => {
    const changed = { ...(items[7] as BasemapItem), lon: 9.6, title: 'Neu' }
    const next = items.map((i, n) => (n === 7 ? changed : i))
    const populated = record(engine, 'populated')
    engine.setData(data(next))
    await settle()

    const source = map.getSource(SOURCE_IDS.items)
    expect(source?.updateData).toHaveBeenCalledTimes(1)
    const diff = source?.updateData.mock.calls[0]?.[0] as { add: { properties: { nanoId: string } }[] }
    const sent = diff.add.map((f) => f.properties.nanoId)
    expect(sent[0]).toBe(changed.nanoId)
    // Besides it, only places whose thinning zoom the move changed (the room it left or took).
    expect(sent.length).toBeLessThanOrEqual(3)
    expect(source?.setData).not.toHaveBeenCalled()
    expect(map.addLayer).not.toHaveBeenCalled()
    expect(map.removeLayer).not.toHaveBeenCalled()
    expect(map.addSource).not.toHaveBeenCalled()
    expect(map.removeSource).not.toHaveBeenCalled()
    expect(populated).toEqual([{ items: 200 }])
  })

  it('sends removed and added items as a diff', async () => {
    const added = { ...(items[0] as BasemapItem), nanoId: 'itemNEW' }
    engine.setData(data([...items.slice(1), added]))
    await settle()
    const diff = map.getSource(SOURCE_IDS.items)?.updateData.mock.calls[0]?.[0] as {
      add: { properties: { nanoId: string } }[]
      remove: string[]
    }
    expect(diff.remove).toEqual([items[0]?.nanoId])
    expect(diff.add.map((f) => f.properties.nanoId)).toEqual(['itemNEW'])
  })

  it('replaces all items with setData, still keeping the layers', async () => {
    engine.setData(data(makeItems(200, 0.3)))
    await settle()
    const source = map.getSource(SOURCE_IDS.items)
    expect(source?.setData).toHaveBeenCalledTimes(1)
    expect(source?.updateData).not.toHaveBeenCalled()
    expect(map.addLayer).not.toHaveBeenCalled()
    expect(map.removeLayer).not.toHaveBeenCalled()
  })

  it('sends nothing when no item changed, and still announces the data', async () => {
    const drawn = record(engine, 'drawn')
    engine.setData(data(items.map((i) => ({ ...i }))))
    await settle()
    const source = map.getSource(SOURCE_IDS.items)
    expect(source?.setData).not.toHaveBeenCalled()
    expect(source?.updateData).not.toHaveBeenCalled()
    expect(drawn).toEqual([{ items: 200 }])
  })

  it('adds and removes only the layers whose set changes: floor plans come with levels', async () => {
    const withPlans = new MapEngine({
      container: {} as HTMLElement,
      style: STYLE_URL,
      levelTileUrl: (l) => `https://tiles.example/${l.key}/{z}/{x}/{y}.png`,
    })
    const m = FakeMap.last
    m.fire('style.load')
    withPlans.setData(data(items))
    await settle()
    m.addLayer.mockClear()
    m.removeLayer.mockClear()
    const levels = [{ key: 'OG', sortOrder: 1, layerId: 'og', layerPath: 'og' }]
    withPlans.setData({ ...data(items), levels })
    await settle()
    expect(m.addLayer.mock.calls.map(([l]) => l.id)).toEqual(['quo-level-OG'])
    expect(m.removeLayer).not.toHaveBeenCalled()
    // Below every other layer of the engine.
    expect(m.addLayer.mock.calls[0]?.[1]).toBe(LAYER_IDS.shapesFill)
    withPlans.setData(data(items))
    await settle()
    expect(m.removeLayer.mock.calls.map(([id]) => id)).toEqual(['quo-level-OG'])
  })

  const way = {
    type: 'LineString' as const,
    coordinates: [
      [9.5, 47.1],
      [9.51, 47.11],
    ] as [number, number][],
  }

  it('shows routes in place on the routes source', () => {
    engine.showRoutes([{ way, lift: true }])
    const setData = map.getSource(SOURCE_IDS.routes)?.setData
    expect(setData?.mock.calls[0]?.[0]).toMatchObject({ features: [{ properties: { lift: true } }] })
    expect(map.addSource).not.toHaveBeenCalled()
  })

  it("draws a selected item's routes and takes them away with the selection", () => {
    engine.select({ kind: 'item', nanoId: 'lift1', lon: 9.5, lat: 47.1, routes: [{ way, lift: true }] })
    const setData = map.getSource(SOURCE_IDS.routes)?.setData
    expect(setData?.mock.calls.at(-1)?.[0]).toMatchObject({ features: [{ properties: { lift: true } }] })
    engine.select({ kind: 'street', nanoId: 'street1', lon: 9.5, lat: 47.1 })
    expect(setData?.mock.calls.at(-1)?.[0]).toMatchObject({ features: [] })
    engine.select({ kind: 'item', nanoId: 'trail1', lon: 9.5, lat: 47.1, routes: [{ way }] })
    engine.select(null)
    expect(setData?.mock.calls.at(-1)?.[0]).toMatchObject({ features: [] })
  })

  it('a style change populates the new style from scratch', async () => {
    engine.setStyle({ version: 8, sources: {}, layers: [] })
    map.layers.length = 0
    map.sources.clear()
    map.fire('style.load')
    await settle()
    expect(map.addSource).toHaveBeenCalledWith(SOURCE_IDS.items, expect.objectContaining({ type: 'geojson' }))
    expect(map.layers.at(-1)?.id).toBe(LAYER_IDS.selected)
  })
})

describe('MapEngine events', () => {
  it('tells a failed style request from other errors', () => {
    const { engine, map } = start()
    const styleErrors = record(engine, 'styleerror')
    const errors = record(engine, 'error')
    map.styleLoaded = false
    const fail = (props: Record<string, string>) =>
      map.fire('error', { error: Object.assign(new Error('failed'), props) })
    fail({ url: 'https://tiles.example/0/0/0.pbf' })
    fail({ url: STYLE_URL, name: 'AbortError' })
    expect(styleErrors).toEqual([])
    fail({ url: STYLE_URL })
    expect(styleErrors).toHaveLength(1)
    expect(styleErrors[0]?.url).toBe(STYLE_URL)
    expect(styleErrors[0]?.error.message).toBe('failed')
    expect(errors).toHaveLength(3)
    // A style that loaded after all is not replaced.
    map.styleLoaded = true
    fail({ url: STYLE_URL })
    expect(styleErrors).toHaveLength(1)
  })

  it('announces load, idle and moves with the camera', () => {
    const { engine, map } = start()
    const loads = record(engine, 'load')
    const idles = record(engine, 'idle')
    const moves = record(engine, 'moveend')
    map.fire('load')
    map.fire('idle')
    map.fire('moveend', { originalEvent: {} })
    map.fire('moveend', {})
    expect(loads).toEqual([{ center: [9.5215, 47.141], zoom: 13 }])
    expect(idles).toEqual([{ center: [9.5215, 47.141], zoom: 13 }])
    expect(moves).toEqual([{ userInitiated: true }, { userInitiated: false }])
  })

  it('announces drawn, then populated, for new data; once() hears only the next', async () => {
    const { engine } = start()
    const order: string[] = []
    engine.on('drawn', () => order.push('drawn'))
    engine.on('populated', () => order.push('populated'))
    const next: number[] = []
    engine.once('populated', ({ items }) => next.push(items))
    engine.setData(data(makeItems(10)))
    await settle()
    engine.setData(data(makeItems(12)))
    await settle()
    expect(order).toEqual(['drawn', 'populated', 'drawn', 'populated'])
    expect(next).toEqual([10])
  })

  it('moves the camera and keeps markers without handing out the map', () => {
    const { engine, map } = start()
    engine.jumpTo({ center: [9.5, 47.1], zoom: 12 })
    engine.flyTo({ center: [9.6, 47.2], zoom: Math.max(engine.getZoom(), 15) })
    expect(map.jumpTo).toHaveBeenCalledWith({ center: [9.5, 47.1], zoom: 12 })
    expect(map.flyTo).toHaveBeenCalledWith({ center: [9.6, 47.2], zoom: 15 })
    expect(engine.getCenter()).toEqual([9.5215, 47.141])
    const marker = engine.addMarker({} as HTMLElement, [9.5, 47.1])
    marker.setPosition([9.51, 47.11])
    engine.destroy()
    expect(map.remove).toHaveBeenCalled()
    expect(() => engine.map).toThrow(/exposeMap/)
  })

  it('lets a person move a draggable marker by pointer or arrow keys, and says where', () => {
    const { engine } = start()
    const keys = new Map<string, (event: unknown) => void>()
    const element = {
      addEventListener: (type: string, listener: (event: unknown) => void) => keys.set(type, listener),
      removeEventListener: (type: string) => keys.delete(type),
    } as unknown as HTMLElement
    const moves: [number, number][] = []
    const pin = engine.addMarker(element, [9.5, 47.1], { draggable: true, onMove: (at) => moves.push(at) })
    const marker = Marker.last
    expect(marker.options.draggable).toBe(true)
    marker.dragTo([9.52, 47.14])
    const press = (key: string, shiftKey = false) =>
      keys.get('keydown')?.({ key, shiftKey, preventDefault: () => undefined })
    press('ArrowRight')
    press('ArrowUp', true)
    press('Enter')
    expect(moves).toHaveLength(3)
    expect(moves[0]).toEqual([9.52, 47.14])
    expect(moves[1]?.[0]).toBeCloseTo(9.524, 6)
    expect(moves[2]?.[1]).toBeCloseTo(47.18, 6)
    pin.remove()
    expect(keys.has('keydown')).toBe(false)
  })

  it('hands out the MapLibre map to tests that ask for it', () => {
    const { engine, map } = start({ exposeMap: true })
    expect(engine.map).toBe(map)
  })
})

// A stand-in for maplibre-gl in unit tests (`vi.mock('maplibre-gl', () => import('./fakeMaplibre.js'))`):
// it keeps sources and layers in memory, records the calls the engine makes and fires events on
// demand, so tests can tell which layers and sources an update touched.
import { vi } from 'vitest'

type Listener = (event: Record<string, unknown>) => void

export interface FakeSource {
  type: string
  setData: ReturnType<typeof vi.fn>
  updateData: ReturnType<typeof vi.fn>
}

export class FakeMap {
  /** The last map created, for the test to drive. */
  static last: FakeMap
  readonly sources = new Map<string, FakeSource>()
  readonly layers: { id: string; filter?: unknown }[] = []
  readonly images = new Set<string>()
  glyphs: string | undefined = 'https://glyphs.example/{fontstack}/{range}.pbf'
  styleLoaded = true
  zoom: number
  center: [number, number]
  private listeners = new Map<string, Set<Listener>>()

  readonly addSource = vi.fn((id: string, spec: { type: string }) => {
    this.sources.set(id, {
      type: spec.type,
      setData: vi.fn(() => Promise.resolve()),
      updateData: vi.fn(() => Promise.resolve()),
    })
  })
  readonly removeSource = vi.fn((id: string) => void this.sources.delete(id))
  readonly addLayer = vi.fn((layer: { id: string; filter?: unknown }, before?: string) => {
    const at = before ? this.layers.findIndex((l) => l.id === before) : -1
    this.layers.splice(at < 0 ? this.layers.length : at, 0, { ...layer })
  })
  readonly removeLayer = vi.fn((id: string) => {
    const at = this.layers.findIndex((l) => l.id === id)
    if (at >= 0) this.layers.splice(at, 1)
  })
  readonly setFilter = vi.fn((id: string, filter: unknown) => {
    const layer = this.layers.find((l) => l.id === id)
    if (layer) layer.filter = filter ?? undefined
  })
  /** The style's setters the engine calls without MapLibre's check (layers/unchecked.ts). */
  readonly style = {
    addLayer: (layer: { id: string }, before?: string) => this.addLayer(layer, before),
    addSource: (id: string, spec: { type: string }) => this.addSource(id, spec),
  }
  readonly _update = vi.fn()
  readonly setFeatureState = vi.fn()
  readonly setPaintProperty = vi.fn()
  readonly setLayoutProperty = vi.fn()
  readonly jumpTo = vi.fn()
  readonly flyTo = vi.fn()
  readonly easeTo = vi.fn()
  readonly fitBounds = vi.fn()
  readonly setStyle = vi.fn()
  readonly remove = vi.fn()

  constructor(options: { center: [number, number]; zoom: number }) {
    this.center = options.center
    this.zoom = options.zoom
    FakeMap.last = this
  }

  on(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set()
    this.listeners.set(type, set)
    set.add(listener)
    return this
  }
  off(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener)
    return this
  }
  once(type: string, listener: Listener) {
    const wrapped: Listener = (e) => {
      this.off(type, wrapped)
      listener(e)
    }
    return this.on(type, wrapped)
  }
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event)
  }
  /** A frame: `render`, then `idle` as the map has nothing left to load. */
  triggerRepaint() {
    queueMicrotask(() => {
      this.fire('render')
      this.fire('idle')
    })
  }

  getSource(id: string) {
    return this.sources.get(id)
  }
  getLayer(id: string) {
    return this.layers.find((l) => l.id === id)
  }
  getLayersOrder() {
    return this.layers.map((l) => l.id)
  }
  getFilter(id: string) {
    return this.getLayer(id)?.filter
  }
  getStyle() {
    return { version: 8, sources: {}, layers: this.layers, glyphs: this.glyphs }
  }
  isSourceLoaded() {
    return true
  }
  isStyleLoaded() {
    return this.styleLoaded
  }
  hasImage(id: string) {
    return this.images.has(id)
  }
  addImage(id: string) {
    this.images.add(id)
  }
  getZoom() {
    return this.zoom
  }
  getCenter() {
    return { toArray: () => this.center, lng: this.center[0], lat: this.center[1] }
  }
  queryRenderedFeatures() {
    return []
  }
  getCanvas() {
    return { clientWidth: 1280, clientHeight: 800 }
  }
  /** A thousand pixels a degree, north up: enough for a marker's key moves. */
  project({ lng, lat }: { lng: number; lat: number }) {
    return { x: lng * 1000, y: -lat * 1000 }
  }
  unproject([x, y]: [number, number]) {
    return { lng: x / 1000, lat: -y / 1000 }
  }
}

/** MapLibre's names for the stand-ins. */
export { FakeMap as Map }

export class Marker {
  /** The last marker created, for the test to drive. */
  static last: Marker
  readonly remove = vi.fn(() => this)
  lngLat: [number, number] = [0, 0]
  readonly listeners = new Map<string, () => void>()
  constructor(readonly options: { element: HTMLElement; draggable?: boolean }) {
    Marker.last = this
  }
  setLngLat(at: [number, number] | { lng: number; lat: number }) {
    this.lngLat = Array.isArray(at) ? at : [at.lng, at.lat]
    return this
  }
  getLngLat() {
    const [lng, lat] = this.lngLat
    return { lng, lat, toArray: () => [lng, lat] }
  }
  on(type: string, listener: () => void) {
    this.listeners.set(type, listener)
    return this
  }
  /** A person let go of the marker at `at`. */
  dragTo(at: [number, number]) {
    this.lngLat = at
    this.listeners.get('dragend')?.()
  }
  addTo() {
    return this
  }
}

export class Popup {
  /** The last popup created, for the test to read. */
  static last: Popup
  /** What the engine put in it. */
  content: unknown
  readonly remove = vi.fn(() => this)
  constructor() {
    Popup.last = this
  }
  setLngLat() {
    return this
  }
  setDOMContent(content: unknown) {
    this.content = content
    return this
  }
  addTo() {
    return this
  }
}

import { DEFAULT_CENTER, DEFAULT_LEVEL } from '@quo/branch-config'
import {
  type GeoJSONSource,
  Map as MapLibreMap,
  type PaddingOptions,
  type Popup,
  ScaleControl,
  type StyleSpecification,
} from 'maplibre-gl'
import { type CameraOptions, frameResults, frameSelection } from './camera/cameraMoves.js'
import type { LonLat, Selection } from './camera/selectionCamera.js'
import { Emitter } from './events/emitter.js'
import type { MapEngineEvents } from './events/engineEvents.js'
import { type Emit, forwardMapEvents } from './events/mapEvents.js'
import { fullSiteUrl, type MapClick } from './interaction/clickTarget.js'
import { coordinatePopup } from './interaction/coordinatePopup.js'
import { type PinInView, pinsInView } from './interaction/pinsInView.js'
import { clickTarget } from './interaction/pointer.js'
import { SOURCE_IDS } from './layers/layerSpecs.js'
import { Populator } from './lifecycle/populator.js'
import { addMarker, type MapMarker, type MarkerOptions } from './markers/marker.js'
import type { MapData, MapEngineOptions } from './options.js'
import { PinImageCache } from './pinImageCache.js'
import { type RouteInput, routeCollection } from './sources/shapes.js'
import { applyFocus } from './state/focusState.js'
import { HighlightMarks } from './state/highlightState.js'
import { applyLevel } from './state/levelState.js'
import { applySelection, markSelected } from './state/selectionState.js'
import type { ViewState } from './state/viewState.js'

const DEFAULT_PADDING: PaddingOptions = { top: 12, right: 12, bottom: 12, left: 12 }
/** More places than a keyboard user steps through, fewer than a big screen's dots can be. */
const PINS_IN_VIEW_LIMIT = 200

/**
 * The map of a branch, over MapLibre, driven by plain calls — `setData`, `setStyle`, `select`,
 * `highlight`, `setLevel`, `showRoutes`, the camera — and typed events (`engine.on`). It
 * populates once data and style have both loaded, again after each style change, and in place
 * for new data. Every item is a feature of one GeoJSON source (nanoId promoted to the feature
 * id); selection and dimming are feature-state, so 20,000 pins cost one upload.
 * @example
 * const engine = new MapEngine({ container, style: styleUrl, center: [9.5215, 47.141], zoom: 13 })
 * engine.on('click', (c) => navigate(c.url))
 * engine.setData({ items, categories, icons })
 */
export class MapEngine extends Emitter<MapEngineEvents> {
  readonly #map: MapLibreMap
  readonly #exposeMap: boolean
  readonly #options: MapEngineOptions
  #style: string | StyleSpecification
  readonly #view: ViewState
  readonly #marks = new HighlightMarks()
  readonly #populator: Populator
  readonly #markers = new Set<MapMarker>()
  #popup: Popup | null = null

  /**
   * Creates the MapLibre map in `options.container` and starts loading the style.
   * @example const engine = new MapEngine({ container: document.getElementById('map')!, style: styleUrl })
   */
  constructor(options: MapEngineOptions) {
    super()
    this.#options = options
    this.#exposeMap = !!options.exposeMap
    this.#style = options.style
    this.#view = {
      data: null,
      selection: null,
      highlighted: null,
      focused: null,
      level: DEFAULT_LEVEL,
      satellite: !!options.satellite,
      routes: [],
    }
    const map = new MapLibreMap({
      container: options.container,
      style: options.style,
      center: options.center ?? [DEFAULT_CENTER.lon, DEFAULT_CENTER.lat],
      zoom: options.zoom ?? DEFAULT_CENTER.zoom,
      attributionControl: { compact: true },
      ...options.mapOptions,
    })
    this.#map = map
    if (options.scaleBar) map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left')
    const emit: Emit = (type, payload) => this.emit(type, payload)
    const pins = new PinImageCache(Math.min(2, globalThis.devicePixelRatio || 1), options.colorOf)
    this.#populator = new Populator(map, options, this.#view, pins, this.#marks, emit, () => {
      if (this.#view.selection) this.select(this.#view.selection)
    })
    map.on('style.load', () => this.#populator.styleLoaded())
    map.on('click', (e) => {
      if (!this.#populator.populated) return
      const click = clickTarget(map, e, this.#siteUrl())
      if (click) this.emit('click', click)
    })
    map.on('contextmenu', (e) => {
      this.#popup?.remove()
      this.#popup = coordinatePopup(e.lngLat).addTo(map)
      this.emit('coordinates', { lon: e.lngLat.lng, lat: e.lngLat.lat })
    })
    forwardMapEvents(map, emit, () => this.#style)
  }

  /**
   * The MapLibre map itself — for tests only, and only with `exposeMap: true`; apps use the
   * engine's methods and events, which keep working when the engine's internals change.
   * @throws without `exposeMap: true`
   * @example new MapEngine({ container, style, exposeMap: true }).map.queryRenderedFeatures({ layers: ['quo-items'] })
   */
  get map(): MapLibreMap {
    if (!this.#exposeMap)
      throw new Error('MapEngine.map is for tests: create the engine with exposeMap: true')
    return this.#map
  }

  /**
   * Draws new data: items, categories and icons, and optionally streets, buildings, shapes and
   * levels. The map takes it in place — a few changed items as a diff, the layers staying — and
   * populates as soon as the style is ready too; `drawn` and `populated` follow.
   * @example engine.setData({ items, categories, icons, levels: branch.levels })
   */
  setData(data: MapData): void {
    this.#view.data = data
    void this.#populator.populate()
  }

  /**
   * Switches the basemap style (road, topo, satellite, 3D, a season) and repopulates after it.
   * @example engine.setStyle(satelliteStyleUrl, { satellite: true })
   */
  setStyle(style: string | StyleSpecification, options: { satellite?: boolean } = {}): void {
    if (style === this.#style && !!options.satellite === this.#view.satellite) return
    this.#style = style
    this.#view.satellite = !!options.satellite
    this.#populator.styleChanging()
    this.#map.setStyle(style, { diff: false })
  }

  /**
   * Selects an item, street or building: its pin becomes the selected pin and the camera moves
   * (spec §4); null clears the selection.
   * @example engine.select({ kind: 'item', nanoId: 'abc123', lon: 9.52, lat: 47.14 })
   */
  select(selection: Selection | null): void {
    const previous = this.#view.selection
    this.#view.selection = selection
    if (!this.#populator.populated) return
    if (previous) markSelected(this.#map, previous, false)
    applySelection(this.#map, selection)
    applyFocus(this.#map, this.#view)
    if (selection) frameSelection(this.#map, selection, this.#padding())
  }

  /**
   * Highlights search results: every other pin dims and the view fits them; null clears.
   * @example engine.highlight(results.map((r) => r.nanoId), { fit: true })
   */
  highlight(nanoIds: readonly string[] | null, options: { fit?: boolean } = {}): void {
    const highlighted = nanoIds ? new Set(nanoIds) : null
    this.#view.highlighted = highlighted
    if (!this.#populator.populated) return
    this.#marks.apply(this.#map, this.#view)
    if (!highlighted || options.fit === false || !this.#view.data) return
    const points = this.#view.data.items
      .filter((i) => highlighted.has(i.nanoId))
      .map((i): LonLat => [i.lon, i.lat])
    frameResults(this.#map, points, this.#padding())
  }

  /**
   * Shows one level: its floor plan and its items; items without a level count as ground level.
   * @example engine.setLevel('OG')
   */
  setLevel(key: string): void {
    this.#view.level = key
    if (this.#populator.populated) applyLevel(this.#map, this.#view, this.#populator.levels, this.#marks.ids)
  }

  /**
   * The level shown now (default `EG`).
   * @example levelSwitch.value = engine.currentLevel
   */
  get currentLevel(): string {
    return this.#view.level
  }

  /**
   * Draws the ways of the selected item: lifts red and dashed, other routes wide.
   * @example engine.showRoutes([{ way: lift.way, lift: true }, { way: trail.way }])
   */
  showRoutes(routes: readonly RouteInput[]): void {
    this.#view.routes = [...routes]
    // Without the source yet, the next populate adds it with these routes.
    void this.#map.getSource<GeoJSONSource>(SOURCE_IDS.routes)?.setData(routeCollection(this.#view.routes))
  }

  /**
   * The places the map draws now, for keyboard and screen-reader access (the map's canvas is
   * one picture to them): each once, the selected pin first, then highlighted results, pins and
   * dots, each by sort key, then top to bottom; at most `limit`, none before the map is populated.
   * Read it again after `idle`: moves, data, level and highlight change what is drawn.
   * @example engine.on('idle', () => setPins(engine.pinsInView()))
   */
  pinsInView(limit = PINS_IN_VIEW_LIMIT): PinInView[] {
    return this.#populator.populated ? pinsInView(this.#map, limit) : []
  }

  /**
   * Marks the place the keyboard is on: it is drawn as its pin, even where it had only room for
   * a dot, and the pins around it make room; null ends it. The app draws the focus ring itself
   * (around the place's `box` of `pinsInView`).
   * @example button.onfocus = () => engine.focusPin(pin.nanoId)
   */
  focusPin(nanoId: string | null): void {
    if (this.#view.focused === nanoId) return
    this.#view.focused = nanoId
    if (this.#populator.populated) applyFocus(this.#map, this.#view)
  }

  /**
   * Opens an item as a click on its pin would: emits `click` for it (a keyboard's Enter on a
   * place of `pinsInView`). Answers false, emitting nothing, for an item the data lacks.
   * @example if (event.key === 'Enter') engine.activatePin(pin.nanoId)
   */
  activatePin(nanoId: string): boolean {
    const item = this.#view.data?.items.find((i) => i.nanoId === nanoId)
    if (!item) return false
    const click: MapClick = {
      kind: 'place',
      nanoId,
      title: item.title,
      lon: item.lon,
      lat: item.lat,
      url: fullSiteUrl(this.#siteUrl(), 'place', nanoId, item.title),
    }
    this.emit('click', click)
    return true
  }

  /**
   * Where a position is on the map's canvas now, in CSS pixels from its top-left corner (an
   * app's overlay following a place while the camera moves).
   * @example const { x, y } = engine.project([pin.lon, pin.lat])
   */
  project(at: LonLat): { x: number; y: number } {
    const { x, y } = this.#map.project(at)
    return { x, y }
  }

  /**
   * Puts the camera somewhere at once, without animation.
   * @example engine.jumpTo({ center: [9.5215, 47.141], zoom: 13 })
   */
  jumpTo(camera: CameraOptions): void {
    this.#map.jumpTo(camera)
  }

  /**
   * Flies the camera somewhere, zooming out and in on the way.
   * @example engine.flyTo({ center: [lon, lat], zoom: Math.max(engine.getZoom(), 15) })
   */
  flyTo(camera: CameraOptions): void {
    this.#map.flyTo(camera)
  }

  /**
   * Fits the camera to places the app draws itself (the embed's results as markers): one at
   * zoom 14 at least, several in their bounds, with the engine's padding; `animate: false`
   * jumps there (a map that has just opened).
   * @example engine.fitPoints(results.map((r) => [r.lon, r.lat]), { animate: false })
   */
  fitPoints(points: readonly LonLat[], options: { animate?: boolean } = {}): void {
    frameResults(this.#map, points, this.#padding(), options.animate ?? true)
  }

  /**
   * The camera's zoom now.
   * @example const zoom = engine.getZoom()
   */
  getZoom(): number {
    return this.#map.getZoom()
  }

  /**
   * The camera's centre now, as longitude and latitude.
   * @example const [lon, lat] = engine.getCenter()
   */
  getCenter(): LonLat {
    return this.#map.getCenter().toArray() as LonLat
  }

  /**
   * Keeps an element of the app on a position, above the pins (the visitor's own position, say);
   * `destroy` takes it off too. With `draggable`, a person can move it with mouse, finger or
   * keyboard (the position being edited in the dashboard), and `onMove` hears where it was put.
   * @example const me = engine.addMarker(dot, [coords.longitude, coords.latitude])
   * @example const pin = engine.addMarker(el, [9.52, 47.14], { draggable: true, onMove: ([lon, lat]) => setPosition({ lon, lat }) })
   */
  addMarker(element: HTMLElement, at: LonLat, options: MarkerOptions = {}): MapMarker {
    const marker = addMarker(this.#map, element, at, options, () => this.#markers.delete(marker))
    this.#markers.add(marker)
    return marker
  }

  /**
   * Ends the engine: removes the map, its markers and popup; no event follows.
   * @example useEffect(() => () => engine.destroy(), [engine])
   */
  destroy(): void {
    this.#populator.destroy()
    this.#popup?.remove()
    for (const marker of [...this.#markers]) marker.remove()
    this.#map.remove()
  }

  #siteUrl(): string {
    return this.#options.siteUrl ?? globalThis.location?.origin ?? ''
  }

  #padding(): PaddingOptions {
    return this.#options.padding ?? DEFAULT_PADDING
  }
}

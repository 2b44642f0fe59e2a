import type { Map as MapLibreMap, PaddingOptions, StyleSpecification } from 'maplibre-gl'
import { frameResults, frameSelection, paddingOf } from './camera/cameraMoves.js'
import { EngineCamera } from './camera/engineCamera.js'
import type { LonLat, Selection } from './camera/selectionCamera.js'
import type { Emit } from './events/mapEvents.js'
import { wireMap } from './events/wireMap.js'
import { placeClick } from './interaction/clickTarget.js'
import { CoordinatePopups } from './interaction/coordinatePopup.js'
import { type PinInView, pinsInView } from './interaction/pinsInView.js'
import { placesLeftOut } from './interaction/placesLeftOut.js'
import { MAP_ENGINE_LABELS } from './labels.js'
import { isFloorPlanSource } from './layers/levelRasters.js'
import { createMap, createPinCache } from './lifecycle/mapSetup.js'
import { Populator } from './lifecycle/populator.js'
import { type MapMarker, type MarkerOptions, MarkerSet } from './markers/marker.js'
import { type TiledSource, tileUrls } from './offline/tileUrls.js'
import type { MapData, MapEngineOptions } from './options.js'
import { showRoutes } from './sources/placeSources.js'
import type { RouteInput } from './sources/shapes.js'
import { applyFocus } from './state/focusState.js'
import { HighlightMarks, highlightedPoints } from './state/highlightState.js'
import { applyLevel } from './state/levelState.js'
import { applySelection, markSelected } from './state/selectionState.js'
import { hasLevels, initialView, type ViewState } from './state/viewState.js'

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
export class MapEngine extends EngineCamera {
  readonly #map: MapLibreMap
  readonly #exposeMap: boolean
  readonly #options: MapEngineOptions
  #style: string | StyleSpecification
  readonly #view: ViewState
  readonly #marks = new HighlightMarks()
  readonly #populator: Populator
  readonly #markers = new MarkerSet()
  readonly #popups: CoordinatePopups

  /**
   * Creates the MapLibre map in `options.container` and starts loading the style.
   * @example const engine = new MapEngine({ container: document.getElementById('map')!, style: styleUrl })
   */
  constructor(options: MapEngineOptions) {
    const map = createMap(options)
    super(map, () => paddingOf(options))
    this.#map = map
    this.#exposeMap = !!options.exposeMap
    this.#options = options
    this.#style = options.style
    this.#view = initialView(options)
    this.#popups = new CoordinatePopups({ ...MAP_ENGINE_LABELS, ...options.labels })
    const emit: Emit = (type, payload) => this.emit(type, payload)
    this.#populator = new Populator(
      map,
      options,
      this.#view,
      createPinCache(options),
      this.#marks,
      emit,
      () => {
        if (this.#view.selection) this.select(this.#view.selection)
      },
    )
    wireMap(map, {
      populator: this.#populator,
      popups: this.#popups,
      emit,
      siteUrl: () => this.#siteUrl(),
      currentStyle: () => this.#style,
    })
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
   * The tiles of every tiled source of the style (basemap, floor plans of every level, shown or
   * not) that cover what the map shows now, from `minZoom` (default 0) up to `maxZoom`, lowest
   * zooms first: what a device fetches ahead so the view works offline — a kiosk its start view
   * at every zoom, a fair visitor's phone the floor plans of the other levels (`only:
   * 'floorPlans'`). Empty before the style loaded.
   * @example for (const url of engine.tileUrlsInView({ maxZoom: 16, limit: 1500 })) void fetch(url)
   */
  tileUrlsInView({
    minZoom,
    maxZoom,
    limit,
    only,
  }: {
    minZoom?: number
    maxZoom: number
    limit: number
    only?: 'floorPlans'
  }): string[] {
    const sources: TiledSource[] = []
    // Sources whose tiles are still loading count too (isStyleLoaded would say no then).
    const ids = this.#map.style?._loaded ? Object.keys(this.#map.getStyle().sources) : []
    for (const id of ids) {
      if (only === 'floorPlans' && !isFloorPlanSource(id)) continue
      const source = this.#map.getSource(id) as Partial<TiledSource> & { type?: string }
      if ((source.type === 'vector' || source.type === 'raster') && source.tiles?.length)
        sources.push({
          tiles: source.tiles,
          minzoom: source.minzoom,
          maxzoom: source.maxzoom,
          scheme: source.scheme,
          tileSize: source.tileSize,
        })
    }
    const b = this.#map.getBounds()
    return tileUrls(sources, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], {
      minZoom,
      maxZoom,
      limit,
    })
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
   * Selects an item, street or building: its pin becomes the selected pin, an item's `routes`
   * or a street's `way` are drawn and the camera moves (docs/product.md §4); null clears it.
   * @example engine.select({ kind: 'item', nanoId: 'abc123', lon: 9.52, lat: 47.14 })
   */
  select(selection: Selection | null): void {
    const previous = this.#view.selection
    this.#view.selection = selection
    // A selected item's ways come and go with it; before the map is populated, `put` draws them.
    this.#view.routes =
      selection?.kind === 'item'
        ? [...(selection.routes ?? [])]
        : selection?.kind === 'street' && selection.way
          ? [{ way: selection.way, street: true }]
          : []
    if (!this.#populator.populated) return
    showRoutes(this.#map, this.#view.routes)
    if (previous) markSelected(this.#map, this.#view, previous, false)
    applySelection(this.#map, this.#view)
    applyFocus(this.#map, this.#view)
    this.#populator.showChosen()
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
    this.#populator.showChosen()
    if (!highlighted || options.fit === false || !this.#view.data) return
    frameResults(this.#map, highlightedPoints(this.#view.data, highlighted), this.#padding())
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
    showRoutes(this.#map, this.#view.routes)
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
   * How many places in view the map leaves out at this zoom to keep its pins readable (and
   * within what MapLibre can draw); zoomed in, they are drawn. 0 before the pins are on the map.
   * @example engine.on('idle', () => setHint(engine.placesLeftOut()))
   */
  placesLeftOut(): number {
    if (!this.#populator.populated) return 0
    const level = hasLevels(this.#view) ? this.#view.level : null
    return placesLeftOut(this.#map, this.#view.tiledPins, this.#populator.shownFeatures, level)
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
    if (!this.#populator.populated) return
    this.#populator.showChosen()
    applyFocus(this.#map, this.#view)
  }

  /**
   * Opens an item as a click on its pin would: emits `click` for it (a keyboard's Enter on a
   * place of `pinsInView`). Answers false, emitting nothing, for an item the data lacks.
   * @example if (event.key === 'Enter') engine.activatePin(pin.nanoId)
   */
  activatePin(nanoId: string): boolean {
    // A big map's tiles may draw a place whose item has not come yet: its pin in view says enough.
    const click =
      placeClick(this.#view.data?.items, nanoId, this.#siteUrl()) ??
      placeClick(
        this.pinsInView(Number.POSITIVE_INFINITY).filter((p) => p.nanoId === nanoId),
        nanoId,
        this.#siteUrl(),
      )
    if (click) this.emit('click', click)
    return !!click
  }

  /**
   * Keeps an element of the app on a position, above the pins (the visitor's own position, say);
   * `destroy` takes it off too. With `draggable`, a person can move it with mouse, finger or
   * keyboard (the position being edited in the dashboard), and `onMove` hears where it was put.
   * @example const me = engine.addMarker(dot, [coords.longitude, coords.latitude])
   * @example const pin = engine.addMarker(el, [9.52, 47.14], { draggable: true, onMove: ([lon, lat]) => setPosition({ lon, lat }) })
   */
  addMarker(element: HTMLElement, at: LonLat, options: MarkerOptions = {}): MapMarker {
    return this.#markers.add(this.#map, element, at, options)
  }

  /**
   * Ends the engine: removes the map, its markers and popup; no event follows.
   * @example useEffect(() => () => engine.destroy(), [engine])
   */
  destroy(): void {
    this.#populator.destroy()
    this.#popups.remove()
    this.#markers.removeAll()
    this.#map.remove()
  }

  #siteUrl(): string {
    return this.#options.siteUrl ?? globalThis.location?.origin ?? ''
  }

  #padding(): PaddingOptions {
    return paddingOf(this.#options)
  }
}

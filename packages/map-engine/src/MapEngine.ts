import { DEFAULT_CENTER, DEFAULT_LEVEL } from '@quo/branch-config'
import type { BasemapItem, Building, Category, Icon, Level, Street } from '@quo/contract'
import {
  type ExpressionSpecification,
  type GeoJSONSource,
  type LayerSpecification,
  type LngLatBoundsLike,
  Map as MapLibreMap,
  type MapMouseEvent,
  type MapOptions,
  type PaddingOptions,
  type Popup,
  type StyleSpecification,
} from 'maplibre-gl'
import { splitBasemap } from './basemapLayers.js'
import { boundsOf, type LonLat, type Selection, selectionCamera } from './camera.js'
import { fullSiteUrl, type MapClick, type MapTargetKind } from './clickTarget.js'
import { coordinatePopup } from './coordinatePopup.js'
import { Emitter } from './emitter.js'
import { toFeatureCollection } from './itemFeatures.js'
import {
  buildingLayer,
  highlightedLayer,
  itemLayer,
  itemOpacity,
  LAYER_IDS,
  labelLayer,
  levelFilter,
  routeLayers,
  SOURCE_IDS,
  selectedLayer,
  shapeLayers,
  shapeLevelFilter,
  streetLayer,
} from './layers.js'
import { PinImageCache } from './pinImageCache.js'
import { type RouteInput, routeCollection, type ShapeInput, shapeCollection } from './shapes.js'

/** The basemap's vector layers follow the pins, or this long after the style loaded at the latest. */
const LATER_LAYERS_TIMEOUT_MS = 5000

export interface MapEngineOptions {
  container: HTMLElement
  style: string | StyleSpecification
  /** Satellite imagery dims pins less (0.4 instead of 0.3). */
  satellite?: boolean
  center?: LonLat
  zoom?: number
  /** Branch rules: no labels for 13. */
  branchShortId?: number | null
  /** Origin of the full site, for the URLs of clicks in a frame; default the page's origin. */
  siteUrl?: string
  /** Pin colour of a category (theme colours are the app's); default the primary colour. */
  colorOf?: (category: Category) => string
  /** Raster tile template of a level (trade-fair floor plans); none draws no floor plan. */
  levelTileUrl?: (level: Level) => string | null
  /** Camera padding for selections and fitted views. */
  padding?: PaddingOptions
  /** Passed to MapLibre as is. */
  mapOptions?: Partial<MapOptions>
}

export interface MapData {
  items: readonly BasemapItem[]
  categories: readonly Category[]
  icons: readonly Icon[]
  streets?: readonly Street[]
  buildings?: readonly Building[]
  shapes?: readonly ShapeInput[]
  levels?: readonly Level[]
}

export interface MapEngineEvents extends Record<string, unknown> {
  /**
   * The first frame that draws the items of a populate (after every style change too): the
   * item source has loaded its tiles. `populated` follows once the map is idle.
   */
  drawn: { items: number }
  /** Data and style are both on the map (after every style change too). */
  populated: { items: number }
  click: MapClick
  /** The user moved the map (kiosk idle timing). */
  moveend: { userInitiated: boolean }
  /** Right-click: the coordinate popup opened here. */
  coordinates: { lon: number; lat: number }
  error: Error
}

/**
 * The map of a branch, over MapLibre, driven by plain calls: `setData`, `setStyle`, `select`,
 * `highlight`, `setLevel`, `showRoutes`. It populates only once data and style have both loaded
 * and again after each style change. Every item is a feature of one GeoJSON source (nanoId
 * promoted to the feature id); selection and dimming are feature-state, so 20,000 pins cost
 * one upload.
 */
export class MapEngine extends Emitter<MapEngineEvents> {
  readonly map: MapLibreMap
  private data: MapData | null = null
  private styleReady = false
  private satellite: boolean
  private style: string | StyleSpecification
  private generation = 0
  private populatedOnce = false
  private selection: Selection | null = null
  private highlighted: Set<string> | null = null
  /** Pins that carry the `highlighted` feature-state now. */
  private marked = new Set<string>()
  private level = DEFAULT_LEVEL
  private routes: RouteInput[] = []
  private readonly pins: PinImageCache
  private popup: Popup | null = null
  /** Basemap layers that wait for the first pins of the current style (see basemapLayers.ts). */
  private laterLayers: LayerSpecification[] = []
  private laterTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly options: MapEngineOptions) {
    super()
    this.satellite = !!options.satellite
    this.style = options.style
    this.pins = new PinImageCache(Math.min(2, globalThis.devicePixelRatio || 1), options.colorOf)
    this.map = new MapLibreMap({
      container: options.container,
      style: options.style,
      center: options.center ?? [DEFAULT_CENTER.lon, DEFAULT_CENTER.lat],
      zoom: options.zoom ?? DEFAULT_CENTER.zoom,
      attributionControl: { compact: true },
      ...options.mapOptions,
    })
    this.map.on('style.load', () => {
      this.styleReady = true
      // Before the first frame asks for their tiles (see basemapLayers.ts).
      this.laterLayers = splitBasemap(this.map.getStyle()).later
      for (const layer of this.laterLayers) this.map.removeLayer(layer.id)
      // Without pins to wait for (no data yet, or it never comes) the basemap completes anyway.
      clearTimeout(this.laterTimer)
      this.laterTimer = setTimeout(() => this.addLaterLayers(), LATER_LAYERS_TIMEOUT_MS)
      void this.populate()
    })
    this.map.on('click', (e) => this.onClick(e))
    this.map.on('contextmenu', (e) => this.onContextMenu(e))
    this.map.on('moveend', (e) => this.emit('moveend', { userInitiated: !!e.originalEvent }))
    this.map.on('error', (e) =>
      this.emit('error', e.error instanceof Error ? e.error : new Error(e.error.message)),
    )
  }

  /** Replaces everything drawn; populates as soon as the style is ready too. */
  setData(data: MapData): void {
    this.data = data
    void this.populate()
  }

  /** Switches the basemap style (road, topo, satellite, 3D, a season) and repopulates after it. */
  setStyle(style: string | StyleSpecification, options: { satellite?: boolean } = {}): void {
    if (style === this.style && !!options.satellite === this.satellite) return
    this.style = style
    this.satellite = !!options.satellite
    this.styleReady = false
    clearTimeout(this.laterTimer)
    this.map.setStyle(style, { diff: false })
  }

  /** Selects an item, street or building: its pin becomes the selected pin and the camera moves (spec §4). */
  select(selection: Selection | null): void {
    const previous = this.selection
    this.selection = selection
    if (!this.isPopulated()) return
    if (previous) this.setState(previous, { selected: false })
    this.applySelection()
    if (!selection) return
    const target = selectionCamera(selection, this.map.getZoom())
    if ('bounds' in target) this.map.fitBounds(target.bounds as LngLatBoundsLike, { padding: this.padding() })
    else this.map.easeTo({ center: target.center, zoom: target.zoom, padding: this.padding() })
  }

  /** Highlights search results: every other pin dims and the view fits them; null clears. */
  highlight(nanoIds: readonly string[] | null, options: { fit?: boolean } = {}): void {
    this.highlighted = nanoIds ? new Set(nanoIds) : null
    if (!this.isPopulated()) return
    this.applyHighlight()
    if (!nanoIds || options.fit === false || !this.data) return
    const points = this.data.items
      .filter((i) => this.highlighted?.has(i.nanoId))
      .map((i): LonLat => [i.lon, i.lat])
    if (points.length === 1 && points[0])
      this.map.easeTo({ center: points[0], zoom: Math.max(this.map.getZoom(), 14) })
    else if (points.length > 1)
      this.map.fitBounds(boundsOf(points) as LngLatBoundsLike, { padding: this.padding(), maxZoom: 18 })
  }

  /** Shows one level: its floor plan and its items; items without a level count as ground level. */
  setLevel(key: string): void {
    this.level = key
    if (this.isPopulated()) this.applyLevel()
  }

  get currentLevel(): string {
    return this.level
  }

  /** Draws the ways of the selected item: lifts red and dashed, other routes wide. */
  showRoutes(routes: readonly RouteInput[]): void {
    this.routes = [...routes]
    if (this.isPopulated())
      (this.map.getSource(SOURCE_IDS.routes) as GeoJSONSource).setData(routeCollection(this.routes))
  }

  destroy(): void {
    this.generation++
    clearTimeout(this.laterTimer)
    this.popup?.remove()
    this.map.remove()
  }

  private isPopulated(): boolean {
    // The selected layer is added last; sources exist a moment earlier (see populate).
    return this.styleReady && !!this.map.getLayer(LAYER_IDS.selected)
  }

  private padding(): PaddingOptions {
    return this.options.padding ?? { top: 12, right: 12, bottom: 12, left: 12 }
  }

  private hasLevels(): boolean {
    return (this.data?.levels?.length ?? 0) > 0
  }

  private async populate(): Promise<void> {
    const data = this.data
    if (!data || !this.styleReady) return
    const generation = ++this.generation
    const categories = new Map(data.categories.map((c) => [c.id, c]))
    // The sources go first: the worker cuts 20,000 pins into tiles while the images are drawn.
    const pinImages = this.pins.rasterise(data.items, categories, data.icons, ['icon', 'event'])
    const map = this.map
    for (const layer of Object.values(LAYER_IDS)) if (map.getLayer(layer)) map.removeLayer(layer)
    for (const source of Object.values(SOURCE_IDS)) if (map.getSource(source)) map.removeSource(source)
    for (const level of data.levels ?? []) {
      const id = `quo-level-${level.key}`
      if (map.getLayer(id)) map.removeLayer(id)
      if (map.getSource(id)) map.removeSource(id)
    }

    for (const level of data.levels ?? []) {
      const url = this.options.levelTileUrl?.(level)
      if (!url) continue
      map.addSource(`quo-level-${level.key}`, { type: 'raster', tiles: [url], tileSize: 256, maxzoom: 22 })
      map.addLayer({ id: `quo-level-${level.key}`, type: 'raster', source: `quo-level-${level.key}` })
    }
    map.addSource(SOURCE_IDS.shapes, { type: 'geojson', data: shapeCollection(data.shapes ?? []) })
    map.addSource(SOURCE_IDS.buildings, {
      type: 'geojson',
      promoteId: 'nanoId',
      data: {
        type: 'FeatureCollection',
        features: (data.buildings ?? []).map((b) => ({
          type: 'Feature',
          geometry: b.polygon,
          properties: {
            nanoId: b.nanoId,
            title: b.street ? `${b.street} ${b.housenumber ?? ''}`.trim() : (b.housenumber ?? ''),
            lon: b.lon,
            lat: b.lat,
          },
        })),
      },
    })
    map.addSource(SOURCE_IDS.routes, { type: 'geojson', data: routeCollection(this.routes) })
    map.addSource(SOURCE_IDS.streets, {
      type: 'geojson',
      promoteId: 'nanoId',
      data: {
        type: 'FeatureCollection',
        features: (data.streets ?? []).map((s) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [s.lon, s.lat] },
          properties: { nanoId: s.nanoId, title: s.title },
        })),
      },
    })
    map.addSource(SOURCE_IDS.items, {
      type: 'geojson',
      promoteId: 'nanoId',
      data: toFeatureCollection(data.items, categories, DEFAULT_LEVEL),
    })

    const pins = await pinImages
    // A newer style or data set arrived while the images were drawn; that run populates.
    if (generation !== this.generation || !this.styleReady) return
    this.pins.addTo(map, pins)

    const levels = this.hasLevels()
    for (const layer of shapeLayers(levels ? shapeLevelFilter(this.level) : null)) map.addLayer(layer)
    map.addLayer(buildingLayer())
    for (const layer of routeLayers()) map.addLayer(layer)
    map.addLayer(streetLayer())
    // Labels need the style's glyphs; styles without them (plain backgrounds) show pins only.
    // Below the pins: MapLibre places the upper layer's symbols first, so pins win collisions
    // and a label only shows where it leaves every pin visible.
    if (map.getStyle().glyphs) map.addLayer(labelLayer(this.options.branchShortId ?? null, this.itemFilter()))
    map.addLayer(itemLayer(this.satellite, this.itemFilter(), !!this.highlighted))
    map.addLayer(highlightedLayer([], this.itemFilter()))
    map.addLayer(selectedLayer(null))

    // New sources start without feature-state.
    this.marked = new Set()
    this.applyLevel()
    this.applySelection()
    this.applyHighlight()
    const first = !this.populatedOnce
    this.populatedOnce = true
    const onRender = () => {
      if (generation === this.generation && !map.isSourceLoaded(SOURCE_IDS.items)) return
      map.off('render', onRender)
      if (generation !== this.generation) return
      this.emit('drawn', { items: data.items.length })
      this.addLaterLayers()
    }
    map.on('render', onRender)
    void this.pins.rasterise(data.items, categories, data.icons, ['selected']).then(
      (ids) => {
        if (generation !== this.generation || !this.styleReady) return
        this.pins.addTo(map, ids)
        // A selection made before its pin image existed draws once the image is there.
        if (this.selection?.kind === 'item') this.applySelection()
      },
      (err: unknown) => this.emit('error', err instanceof Error ? err : new Error(String(err))),
    )
    map.once('idle', () => {
      if (generation === this.generation) this.emit('populated', { items: data.items.length })
    })
    if (first && this.selection) this.select(this.selection)
  }

  /** The basemap's vector layers, below everything the engine draws. */
  private addLaterLayers(): void {
    clearTimeout(this.laterTimer)
    const layers = this.laterLayers
    this.laterLayers = []
    if (!layers.length || !this.styleReady) return
    const below = this.map.getStyle().layers.find((l) => l.id.startsWith('quo-'))?.id
    for (const layer of layers) if (!this.map.getLayer(layer.id)) this.map.addLayer(layer, below)
  }

  private itemFilter(): ExpressionSpecification | null {
    return this.hasLevels() ? levelFilter(this.level) : null
  }

  private setState(selection: Selection, state: Record<string, boolean>): void {
    const source =
      selection.kind === 'item'
        ? SOURCE_IDS.items
        : selection.kind === 'street'
          ? SOURCE_IDS.streets
          : SOURCE_IDS.buildings
    if (this.map.getSource(source)) this.map.setFeatureState({ source, id: selection.nanoId }, state)
  }

  private applySelection(): void {
    const s = this.selection
    this.map.setFilter(LAYER_IDS.selected, ['==', ['get', 'nanoId'], s?.kind === 'item' ? s.nanoId : ''])
    if (s) this.setState(s, { selected: true })
  }

  private applyHighlight(): void {
    const next = this.highlighted ?? new Set<string>()
    for (const id of this.marked) {
      if (!next.has(id)) this.map.setFeatureState({ source: SOURCE_IDS.items, id }, { highlighted: false })
    }
    for (const id of next) this.map.setFeatureState({ source: SOURCE_IDS.items, id }, { highlighted: true })
    this.marked = new Set(next)
    this.map.setPaintProperty(
      LAYER_IDS.items,
      'icon-opacity',
      itemOpacity(this.satellite, !!this.highlighted),
    )
    this.map.setFilter(LAYER_IDS.highlighted, highlightedLayer([...next], this.itemFilter()).filter ?? null)
  }

  private applyLevel(): void {
    const map = this.map
    for (const level of this.data?.levels ?? []) {
      const id = `quo-level-${level.key}`
      if (map.getLayer(id))
        map.setLayoutProperty(id, 'visibility', level.key === this.level ? 'visible' : 'none')
    }
    if (!this.hasLevels()) return
    map.setFilter(LAYER_IDS.items, levelFilter(this.level))
    map.setFilter(
      LAYER_IDS.highlighted,
      highlightedLayer([...this.marked], levelFilter(this.level)).filter ?? null,
    )
    if (map.getLayer(LAYER_IDS.labels)) map.setFilter(LAYER_IDS.labels, levelFilter(this.level))
    for (const layer of shapeLayers(shapeLevelFilter(this.level)))
      map.setFilter(layer.id, layer.filter ?? null)
  }

  private onClick(e: MapMouseEvent): void {
    if (!this.isPopulated()) return
    const layers = [
      LAYER_IDS.selected,
      LAYER_IDS.highlighted,
      LAYER_IDS.items,
      LAYER_IDS.streets,
      LAYER_IDS.buildings,
    ]
    const [hit] = this.map.queryRenderedFeatures(e.point, { layers })
    if (!hit) return
    const kind: MapTargetKind =
      hit.layer.id === LAYER_IDS.streets
        ? 'street'
        : hit.layer.id === LAYER_IDS.buildings
          ? 'building'
          : 'place'
    const p = hit.properties as { nanoId: string; title: string; lon?: number; lat?: number }
    const point =
      hit.geometry.type === 'Point'
        ? (hit.geometry.coordinates as LonLat)
        : [p.lon ?? e.lngLat.lng, p.lat ?? e.lngLat.lat]
    const siteUrl = this.options.siteUrl ?? globalThis.location?.origin ?? ''
    this.emit('click', {
      kind,
      nanoId: p.nanoId,
      title: p.title,
      lon: point[0] as number,
      lat: point[1] as number,
      url: fullSiteUrl(siteUrl, kind, p.nanoId, p.title),
    })
  }

  private onContextMenu(e: MapMouseEvent): void {
    this.popup?.remove()
    const { lng, lat } = e.lngLat
    this.popup = coordinatePopup(e.lngLat).addTo(this.map)
    this.emit('coordinates', { lon: lng, lat })
  }
}

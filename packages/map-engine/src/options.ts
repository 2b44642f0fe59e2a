import type { BasemapItem, Building, Category, Icon, Level, PinSummary, Street } from '@quo/contract'
import type { MapOptions, PaddingOptions, StyleSpecification } from 'maplibre-gl'
import type { LonLat } from './camera/selectionCamera.js'
import type { MapEngineLabels } from './labels.js'
import type { ShapeInput } from './sources/shapes.js'

/**
 * How a `MapEngine` starts: its container, style and camera, and the branch's rules.
 * @example new MapEngine({ container, style: 'https://tiles.example/style.json', center: [9.52, 47.14], zoom: 13, branchShortId: 3 })
 */
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
  /**
   * Vector tiles of the branch's pins (`{z}/{x}/{y}` in `url`; the API's
   * `/api/basemap/pins/{branchShortId}/{z}/{x}/{y}.mvt`): from `from` places on (default
   * `PIN_TILES_FROM`, 30,000) the map draws its pins from these instead of from the items
   * passed, which then serve the selected, highlighted and focused pins, clicks and the
   * keyboard. Without it every map takes its pins as one GeoJSON source.
   */
  pinTiles?: { url: string; from?: number }
  /** Raster tile template of a level (trade-fair floor plans); none draws no floor plan. */
  levelTileUrl?: (level: Level) => string | null
  /** Camera padding for selections and fitted views. */
  padding?: PaddingOptions
  /** Passed to MapLibre as is. */
  mapOptions?: Partial<MapOptions>
  /** A metric scale bar, bottom left (zoom buttons are the app's, beside its other buttons). */
  scaleBar?: boolean
  /** The words of the coordinate popup; those left out stay German (`MAP_ENGINE_LABELS`). */
  labels?: Partial<MapEngineLabels>
  /**
   * For tests only: makes `engine.map`, the MapLibre map itself, readable (end-to-end tests
   * query rendered features through it). Apps use the engine's methods and events instead.
   */
  exposeMap?: boolean
}

/**
 * Everything the engine draws: the branch's items with their categories and icons, and
 * optionally streets, buildings, geojson shapes and levels.
 * @example engine.setData({ items, categories, icons, streets: [], buildings: [], levels: branch.levels })
 */
export interface MapData {
  items: readonly BasemapItem[]
  /**
   * With `pinTiles`: the map's pins summed up (`GET /api/basemap/pins/…/summary`). It decides
   * between tiles and one GeoJSON source by its `count`, draws the pin images of its `kinds`
   * and reloads the tiles in view when its `version` changes — so a big map draws its pins
   * from tiles before its items have come (pass none until then), and items that come later
   * reload no tile.
   */
  pinSummary?: PinSummary
  categories: readonly Category[]
  icons: readonly Icon[]
  streets?: readonly Street[]
  buildings?: readonly Building[]
  shapes?: readonly ShapeInput[]
  levels?: readonly Level[]
}

import { DEFAULT_LEVEL } from '@quo/branch-config'
import { PIN_TILE_LAYER } from '@quo/map-symbols'
import type { ExpressionSpecification } from 'maplibre-gl'
import type { Selection } from '../camera/selectionCamera.js'
import { levelFilter, SOURCE_IDS } from '../layers/layerSpecs.js'
import type { MapData, MapEngineOptions } from '../options.js'
import type { RouteInput } from '../sources/shapes.js'

/** What the map should show, as the app last asked for it; applied whenever the map can. */
export interface ViewState {
  data: MapData | null
  selection: Selection | null
  /** Ids of the highlighted search results; null: no highlight. */
  highlighted: Set<string> | null
  /** The place the keyboard is on (`focusPin`); null: none. */
  focused: string | null
  level: string
  satellite: boolean
  routes: RouteInput[]
  /** Whether the pins on the map come as tiles (`MapEngineOptions.pinTiles`), not as one GeoJSON source. */
  tiledPins: boolean
}

/** The view before the app asks for anything: no data, nothing selected, the ground level. */
export const initialView = (options: MapEngineOptions): ViewState => ({
  data: null,
  selection: null,
  highlighted: null,
  focused: null,
  level: DEFAULT_LEVEL,
  satellite: !!options.satellite,
  routes: [],
  tiledPins: false,
})

/** Where an item's feature-state (selected, highlighted) lives: the pins' source, and its tiles' layer when tiled. */
export const itemStateTarget = (view: Pick<ViewState, 'tiledPins'>, id: string) =>
  view.tiledPins
    ? { source: SOURCE_IDS.items, sourceLayer: PIN_TILE_LAYER, id }
    : { source: SOURCE_IDS.items, id }

/** Whether the branch has levels: only then do items and shapes filter by the shown level. */
export const hasLevels = (view: ViewState): boolean => (view.data?.levels?.length ?? 0) > 0

/** Filter of the items on the shown level; null without levels. */
export const itemFilter = (view: ViewState): ExpressionSpecification | null =>
  hasLevels(view) ? levelFilter(view.level) : null

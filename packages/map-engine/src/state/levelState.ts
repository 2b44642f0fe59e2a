import type { Map as MapLibreMap } from 'maplibre-gl'
import {
  highlightedLayer,
  LAYER_IDS,
  placesFilter,
  shapeLayers,
  shapeLevelFilter,
} from '../layers/layerSpecs.js'
import type { LevelRasters } from '../layers/levelRasters.js'
import { setFilter } from '../layers/setFilter.js'
import { applyFocus } from './focusState.js'
import { hasLevels, itemFilter, type ViewState } from './viewState.js'

/**
 * Shows the view's level: its floor plan, its items, labels and shapes (shapes without a level
 * show on every level). Without levels every item and shape shows.
 */
export function applyLevel(
  map: MapLibreMap,
  view: ViewState,
  rasters: LevelRasters,
  highlightedIds: readonly string[],
): void {
  rasters.show(map, view.level)
  const filter = itemFilter(view)
  setFilter(map, LAYER_IDS.items, placesFilter(filter))
  setFilter(map, LAYER_IDS.dots, placesFilter(filter))
  setFilter(map, LAYER_IDS.highlighted, highlightedLayer(highlightedIds, filter).filter ?? null)
  setFilter(map, LAYER_IDS.labels, placesFilter(filter))
  applyFocus(map, view)
  for (const layer of shapeLayers(hasLevels(view) ? shapeLevelFilter(view.level) : null))
    setFilter(map, layer.id, layer.filter ?? null)
}

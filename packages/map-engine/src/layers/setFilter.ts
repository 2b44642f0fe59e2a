import type { FilterSpecification, Map as MapLibreMap } from 'maplibre-gl'
import { setFilterUnchecked } from './unchecked.js'

/**
 * Sets a layer's filter unless it has it already. MapLibre lays a layer out anew on every
 * change and tells "no filter" as undefined from null apart, so new data with the same level
 * would otherwise lay out 20,000 pins again.
 */
export function setFilter(map: MapLibreMap, layerId: string, filter: FilterSpecification | null): void {
  if (!map.getLayer(layerId)) return
  if (JSON.stringify(map.getFilter(layerId) ?? null) === JSON.stringify(filter)) return
  setFilterUnchecked(map, layerId, filter)
}

import type {
  AddLayerObject,
  FilterSpecification,
  Map as MapLibreMap,
  SourceSpecification,
} from 'maplibre-gl'

/**
 * MapLibre checks every `addLayer`, `addSource` and `setFilter` against the style spec with a
 * serialised copy of the whole style, so each call costs as much as the style is long: putting
 * the basemap's held-back layers back took about 100 ms at 4× CPU (total blocking time:
 * docs/decisions/0008-pins-before-the-map.md). The engine's layers are held to the spec by its
 * tests (layerSpecs.test.ts) and the basemap's by the API's, so the engine skips the check.
 */
const UNCHECKED = { validate: false } as const

/** `map.addLayer` without the style-spec check. */
export function addLayer(map: MapLibreMap, layer: AddLayerObject, before?: string): void {
  map.style.addLayer(layer, before, UNCHECKED)
  // What `map.addLayer` does after the style has the layer: re-evaluate the style, then draw.
  map._update(true)
}

/** `map.addSource` without the style-spec check. */
export function addSource(map: MapLibreMap, id: string, source: SourceSpecification): void {
  map.style.addSource(id, source, UNCHECKED)
  map._update(true)
}

/** `map.setFilter` without the style-spec check. */
export function setFilterUnchecked(
  map: MapLibreMap,
  layerId: string,
  filter: FilterSpecification | null,
): void {
  map.setFilter(layerId, filter, UNCHECKED)
}

/** `map.setPaintProperty` without the style-spec check. */
export function setPaint(
  map: MapLibreMap,
  layerId: string,
  name: Parameters<MapLibreMap['setPaintProperty']>[1],
  value: Parameters<MapLibreMap['setPaintProperty']>[2],
): void {
  map.setPaintProperty(layerId, name, value, UNCHECKED)
}

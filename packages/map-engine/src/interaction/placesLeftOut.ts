import { type ItemFeature, PIN_REST_LAYER, PIN_TILE_MAX_ZOOM } from '@quo/map-symbols'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { SOURCE_IDS } from '../layers/layerSpecs.js'

/**
 * How many places in view the map leaves out at its zoom — the thinning's (`minZoom`), which
 * keeps every tile within what MapLibre can place — on the shown level (null: every level).
 * Tiled pins carry the count per square of their tile (`PIN_REST_LAYER`); the GeoJSON source's
 * pins are counted one by one. Places a pin found no room for are drawn as dots and not counted.
 */
export function placesLeftOut(
  map: MapLibreMap,
  tiled: boolean,
  features: readonly ItemFeature[],
  level: string | null,
): number {
  const zoom = map.getZoom()
  const bounds = map.getBounds()
  let count = 0
  if (tiled) {
    // The tiles of the zoom the map draws; a parent or child kept while others load is not counted twice.
    const tileZoom = Math.min(Math.floor(zoom), PIN_TILE_MAX_ZOOM)
    for (const square of map.querySourceFeatures(SOURCE_IDS.items, { sourceLayer: PIN_REST_LAYER })) {
      const { count: n, z, level: its } = square.properties as { count: number; z: number; level: string }
      if (z !== tileZoom || (level !== null && its !== level) || square.geometry.type !== 'Point') continue
      if (bounds.contains(square.geometry.coordinates as [number, number])) count += n
    }
    return count
  }
  for (const { properties, geometry } of features) {
    if (
      properties.minZoom > zoom &&
      (level === null || properties.level === level) &&
      bounds.contains(geometry.coordinates)
    )
      count++
  }
  return count
}

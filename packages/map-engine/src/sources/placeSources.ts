import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'
import { SOURCE_IDS } from '../layers/layerSpecs.js'
import type { MapData } from '../options.js'
import { putGeoJSON } from './geojsonSources.js'
import { buildingCollection, streetCollection } from './placeCollections.js'
import { type RouteInput, routeCollection, shapeCollection } from './shapes.js'

type Input = 'shapes' | 'buildings' | 'streets'

/**
 * The GeoJSON sources beside the items — shapes, buildings, streets and routes — updated in
 * place; a list the app passes again unchanged (the same array) is not sent again.
 */
export class PlaceSources {
  private inputs: Partial<Record<Input, unknown>> = {}

  /** The style changed: the new style has none of them. */
  forget(): void {
    this.inputs = {}
  }

  /** Puts what changed on the map; answers the updates, settled once MapLibre's worker has them. */
  put(map: MapLibreMap, data: MapData, routes: readonly RouteInput[]): Promise<unknown> {
    const updates: Promise<void>[] = []
    if (this.changed(map, 'shapes', SOURCE_IDS.shapes, data.shapes))
      updates.push(putGeoJSON(map, SOURCE_IDS.shapes, shapeCollection(data.shapes ?? [])))
    if (this.changed(map, 'buildings', SOURCE_IDS.buildings, data.buildings))
      updates.push(putGeoJSON(map, SOURCE_IDS.buildings, buildingCollection(data.buildings ?? []), 'nanoId'))
    // Routes follow the selection (`showRoutes`), not the data.
    if (!map.getSource(SOURCE_IDS.routes))
      updates.push(putGeoJSON(map, SOURCE_IDS.routes, routeCollection(routes)))
    if (this.changed(map, 'streets', SOURCE_IDS.streets, data.streets))
      updates.push(putGeoJSON(map, SOURCE_IDS.streets, streetCollection(data.streets ?? []), 'nanoId'))
    return Promise.all(updates)
  }

  private changed(map: MapLibreMap, input: Input, sourceId: string, value: unknown): boolean {
    const same = input in this.inputs && this.inputs[input] === value && !!map.getSource(sourceId)
    this.inputs[input] = value
    return !same
  }
}

/** Draws the routes of the selection now; without the source yet, the next `put` adds them. */
export function showRoutes(map: MapLibreMap, routes: readonly RouteInput[]): void {
  void map.getSource<GeoJSONSource>(SOURCE_IDS.routes)?.setData(routeCollection(routes))
}

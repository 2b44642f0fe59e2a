import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'
import { addSource } from '../layers/unchecked.js'

type GeoJSON = Parameters<GeoJSONSource['setData']>[0]

/**
 * Puts `data` into the GeoJSON source `id`: adds the source when the style lacks it, otherwise
 * replaces its data in place, so the layers drawing it stay. Answers the source's update, which
 * settles once MapLibre's worker has the new data (at once for a new source).
 */
export function putGeoJSON(map: MapLibreMap, id: string, data: GeoJSON, promoteId?: string): Promise<void> {
  const source = map.getSource<GeoJSONSource>(id)
  if (source) return source.setData(data)
  addSource(map, id, { type: 'geojson', data: data as never, ...(promoteId ? { promoteId } : {}) })
  return Promise.resolve()
}

import type { BasemapItem } from '@quo/contract'

/** Id of the one GeoJSON source that holds every pin. */
export const ITEM_SOURCE_ID = 'quo-items'

/**
 * Basemap items as one GeoJSON FeatureCollection; the feature id is the row index so
 * selection and dimming go through feature-state instead of re-uploading the source.
 * @example map.addSource(ITEM_SOURCE_ID, { type: 'geojson', data: toFeatureCollection(items) })
 */
export function toFeatureCollection(items: readonly BasemapItem[]) {
  return {
    type: 'FeatureCollection' as const,
    features: items.map((item, id) => ({
      type: 'Feature' as const,
      id,
      geometry: { type: 'Point' as const, coordinates: [item.lon, item.lat] as [number, number] },
      properties: {
        nanoId: item.nanoId,
        title: item.title,
        type: item.type,
        categoryId: item.categoryId,
        level: item.level,
        flags: item.flags,
      },
    })),
  }
}

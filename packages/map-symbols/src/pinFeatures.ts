import { sortKey } from '@quo/branch-config'
import type { BasemapItem, Category } from '@quo/contract'
import { BASEMAP_FLAGS } from '@quo/contract/constants'
import { pinImageId } from './pinArtwork.js'
import { pinMinZooms } from './pinThinning.js'

/** Properties of a pin's GeoJSON feature: what the engine's layers filter, sort and draw by. */
export interface ItemProperties {
  nanoId: string
  title: string
  type: BasemapItem['type']
  categoryId: number | null
  /** Level key; items without one count as ground level. */
  level: string
  icon: string
  selectedIcon: string
  sortKey: number
  exhibition: boolean
  /** Lowest zoom whose tiles carry the pin (`pinMinZooms`): zoomed out, the less important give way. */
  minZoom: number
}

const has = (flags: number, flag: number) => (flags & flag) !== 0

/** One pin's GeoJSON feature. */
export interface ItemFeature {
  type: 'Feature'
  geometry: { type: 'Point'; coordinates: [number, number] }
  properties: ItemProperties
}

/**
 * One item's feature, `minZoom` 0 until {@link featureMinZooms} thins the set it belongs to.
 * @example itemFeature(item, categories.get(item.categoryId ?? -1), 'EG')
 */
export function itemFeature(
  item: BasemapItem,
  category: Category | undefined,
  defaultLevel: string,
): ItemFeature {
  const f = item.flags
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [item.lon, item.lat] },
    properties: {
      nanoId: item.nanoId,
      title: item.title,
      type: item.type,
      categoryId: item.categoryId,
      level: item.level ?? defaultLevel,
      icon: pinImageId(has(f, BASEMAP_FLAGS.hasEvents) ? 'event' : 'icon', item.categoryId),
      selectedIcon: pinImageId('selected', item.categoryId),
      sortKey: sortKey({
        zOrder: category?.zOrder ?? 0,
        hasParents: has(f, BASEMAP_FLAGS.hasParents),
        hasChildren: has(f, BASEMAP_FLAGS.hasChildren),
        hasMentions: has(f, BASEMAP_FLAGS.hasMentions),
        hasEvents: has(f, BASEMAP_FLAGS.hasEvents),
        closed: has(f, BASEMAP_FLAGS.closed),
        duplicate: has(f, BASEMAP_FLAGS.duplicate),
      }),
      exhibition: category?.mainCategory === 'Exhibition',
      minZoom: 0,
    },
  }
}

/**
 * Each feature's `minZoom` in this set (`pinMinZooms`): thinning weighs every pin against its
 * neighbours, so one changed pin can move others'.
 * @example featureMinZooms(features).forEach((z, i) => { features[i].properties.minZoom = z })
 */
export function featureMinZooms(features: readonly ItemFeature[]): Uint8Array {
  return pinMinZooms(
    features.map((f) => ({
      lon: f.geometry.coordinates[0],
      lat: f.geometry.coordinates[1],
      level: f.properties.level,
      sortKey: f.properties.sortKey,
    })),
  )
}

/**
 * Basemap items as one GeoJSON FeatureCollection. The source promotes `nanoId` to the feature
 * id, so selection and dimming are feature-state changes, not re-uploads of 20,000 points;
 * each pin's `minZoom` thins the overview zooms (`pinMinZooms`).
 * @example
 * map.addSource('quo-items', { type: 'geojson', data: toFeatureCollection(items, categories, 'EG'), promoteId: 'nanoId' })
 */
export function toFeatureCollection(
  items: readonly BasemapItem[],
  categories: ReadonlyMap<number, Category>,
  defaultLevel: string,
): { type: 'FeatureCollection'; features: ItemFeature[] } {
  const features = items.map((item) =>
    itemFeature(item, item.categoryId === null ? undefined : categories.get(item.categoryId), defaultLevel),
  )
  featureMinZooms(features).forEach((minZoom, i) => {
    const feature = features[i]
    if (feature) feature.properties.minZoom = minZoom
  })
  return { type: 'FeatureCollection', features }
}

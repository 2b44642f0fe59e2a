import { DEFAULT_LEVEL } from '@quo/branch-config'
import type { BasemapItem, Category } from '@quo/contract'
import { featureMinZooms, itemFeature } from '@quo/map-symbols'
import type { ItemFeature } from '../itemFeatures.js'

/**
 * The pins' features, each item's kept while the item object and its category stay the same.
 * New data after a staff edit keeps every unchanged item object (TanStack Query shares what is
 * equal), so setData builds only the changed features, and the diff finds the rest unchanged by
 * identity: the main thread's share of a change of 1 in 20,000 falls from building 20,000
 * features to thinning them.
 */
export class FeatureMemo {
  private byItem = new WeakMap<BasemapItem, { category: Category | undefined; feature: ItemFeature }>()

  /** The features of `items`, thinned as one set (`minZoom`). */
  features(items: readonly BasemapItem[], categories: ReadonlyMap<number, Category>): ItemFeature[] {
    // Built in this call: no one holds them yet, so their minZoom is set in place.
    const fresh = new Set<ItemFeature>()
    const features = items.map((item) => {
      const category = item.categoryId === null ? undefined : categories.get(item.categoryId)
      const known = this.byItem.get(item)
      if (known && known.category === category) return known.feature
      const feature = itemFeature(item, category, DEFAULT_LEVEL)
      fresh.add(feature)
      this.byItem.set(item, { category, feature })
      return feature
    })
    const minZooms = featureMinZooms(features)
    return features.map((feature, i) => {
      const minZoom = minZooms[i] ?? 0
      if (feature.properties.minZoom === minZoom) return feature
      if (fresh.has(feature)) {
        feature.properties.minZoom = minZoom
        return feature
      }
      // A kept feature whose neighbours changed: a new object, so the diff sees it.
      const moved = { ...feature, properties: { ...feature.properties, minZoom } }
      const item = items[i]
      if (item) this.byItem.set(item, { category: this.byItem.get(item)?.category, feature: moved })
      return moved
    })
  }
}

import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'
import { ITEM_SOURCE_ID, type ItemFeature } from '../itemFeatures.js'
import { addSource } from '../layers/unchecked.js'
import { diffItemFeatures } from './itemDiff.js'

/** How new items reached the map. */
export type ItemUpdate = 'added' | 'replaced' | 'diffed' | 'unchanged'

/**
 * The one GeoJSON source of every pin, `nanoId` promoted to the feature id. New data goes in
 * place: a few changed items as a diff (`updateData`: only their tiles are cut again and the
 * worker gets no 20,000 features), most items changed as new data (`setData`); either way
 * the layers and the feature-state (selection, highlight) stay.
 */
export class ItemSource {
  /** The features on the map's source now, by id; empty while the style has no such source. */
  private shown = new Map<string, ItemFeature>()
  /** Whether every id occurs once on the source: MapLibre applies diffs only then. */
  private unique = true

  /** The style changed: the new style has no item source yet. */
  forget(): void {
    this.shown = new Map()
    this.unique = true
  }

  /**
   * Puts the features on the map; answers how, and the update that settles once MapLibre's
   * worker has them.
   */
  put(map: MapLibreMap, features: readonly ItemFeature[]): { how: ItemUpdate; done: Promise<void> } {
    const source = map.getSource<GeoJSONSource>(ITEM_SOURCE_ID)
    const data = { type: 'FeatureCollection' as const, features: [...features] }
    const { byId, unique, diff } = diffItemFeatures(source ? this.shown : new Map(), features)
    const diffable = this.unique
    this.shown = byId
    this.unique = unique
    if (!source) {
      addSource(map, ITEM_SOURCE_ID, { type: 'geojson', promoteId: 'nanoId', data })
      return { how: 'added', done: Promise.resolve() }
    }
    if (!diff || !diffable) return { how: 'replaced', done: source.setData(data) }
    if (!diff.add.length && !diff.remove.length) return { how: 'unchanged', done: Promise.resolve() }
    const update = source.updateData({
      ...(diff.add.length ? { add: diff.add } : {}),
      ...(diff.remove.length ? { remove: diff.remove } : {}),
    })
    // A diff MapLibre cannot apply (its copy of the data lost the ids) falls back to the whole set.
    return { how: 'diffed', done: update.catch(() => source.setData(data)) }
  }
}

import { DEFAULT_LEVEL } from '@quo/branch-config'
import type { BasemapItem } from '@quo/contract'
import { itemFeature } from '@quo/map-symbols'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { SOURCE_IDS } from '../layers/layerSpecs.js'
import type { ViewState } from '../state/viewState.js'
import { putGeoJSON } from './geojsonSources.js'

/** The items the view draws above the rest: the selected one, the highlighted, the focused. */
function chosenIds(view: ViewState): string[] {
  const ids = new Set(view.highlighted ?? [])
  if (view.selection?.kind === 'item') ids.add(view.selection.nanoId)
  if (view.focused) ids.add(view.focused)
  return [...ids].sort()
}

/**
 * With tiled pins, the pins drawn above the rest (highlighted, focused, selected) as a small
 * GeoJSON source of their own: a tile of an overview zoom carries only the pins thinning keeps
 * there, and these are drawn at every zoom. Put again only when they or the items change.
 */
export class ChosenPins {
  private shown: { ids: string; items: readonly BasemapItem[] } | null = null
  private byId: { items: readonly BasemapItem[]; map: Map<string, BasemapItem> } | null = null

  /** The style changed: the new style has no such source. */
  forget(): void {
    this.shown = null
  }

  /** Puts the chosen pins on the map, when the pins are tiled. */
  sync(map: MapLibreMap, view: ViewState): Promise<void> {
    const data = view.data
    if (!view.tiledPins || !data) return Promise.resolve()
    const ids = chosenIds(view)
    const key = ids.join(' ')
    const shown = this.shown
    if (shown && shown.ids === key && shown.items === data.items && map.getSource(SOURCE_IDS.chosen))
      return Promise.resolve()
    this.shown = { ids: key, items: data.items }
    if (this.byId?.items !== data.items)
      this.byId = { items: data.items, map: new Map(data.items.map((i) => [i.nanoId, i])) }
    const categories = new Map(data.categories.map((c) => [c.id, c]))
    const features = ids.flatMap((id) => {
      const item = this.byId?.map.get(id)
      if (!item) return []
      const category = item.categoryId === null ? undefined : categories.get(item.categoryId)
      return [itemFeature(item, category, DEFAULT_LEVEL)]
    })
    return putGeoJSON(map, SOURCE_IDS.chosen, { type: 'FeatureCollection', features }, 'nanoId')
  }
}

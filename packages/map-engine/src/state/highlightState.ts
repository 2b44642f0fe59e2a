import type { Map as MapLibreMap } from 'maplibre-gl'
import type { LonLat } from '../camera/selectionCamera.js'
import { highlightedLayer, itemOpacity, LAYER_IDS } from '../layers/layerSpecs.js'
import { setFilter } from '../layers/setFilter.js'
import { setPaint } from '../layers/unchecked.js'
import type { MapData } from '../options.js'
import { itemFilter, itemStateTarget, type ViewState } from './viewState.js'

/**
 * The highlight of search results as feature-state: only the results carry `highlighted`, and
 * the pin layer's opacity expression fades the rest, so a highlight costs O(results).
 */
export class HighlightMarks {
  /** Pins that carry the `highlighted` feature-state now. */
  private marked = new Set<string>()

  /** A new item source starts without feature-state. */
  forget(): void {
    this.marked = new Set()
  }

  /** Ids marked now. */
  get ids(): string[] {
    return [...this.marked]
  }

  apply(map: MapLibreMap, view: ViewState): void {
    const next = view.highlighted ?? new Set<string>()
    for (const id of this.marked) {
      if (!next.has(id)) map.setFeatureState(itemStateTarget(view, id), { highlighted: false })
    }
    for (const id of next) map.setFeatureState(itemStateTarget(view, id), { highlighted: true })
    this.marked = new Set(next)
    const opacity = itemOpacity(view.satellite, !!view.highlighted)
    for (const layer of [LAYER_IDS.items, LAYER_IDS.dots])
      if (map.getLayer(layer)) setPaint(map, layer, 'icon-opacity', opacity)
    setFilter(map, LAYER_IDS.highlighted, highlightedLayer([...next], itemFilter(view)).filter ?? null)
  }
}

/** Where the highlighted items are, for the camera to fit them. */
export function highlightedPoints(data: MapData, highlighted: ReadonlySet<string>): LonLat[] {
  return data.items.filter((i) => highlighted.has(i.nanoId)).map((i): LonLat => [i.lon, i.lat])
}

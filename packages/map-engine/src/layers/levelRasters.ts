import type { Level } from '@quo/contract'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { LAYER_IDS } from './layerSpecs.js'
import { addLayer, addSource } from './unchecked.js'

const LEVEL_PREFIX = 'quo-level-'
/** Id of a level's floor-plan raster source and layer. */
const levelLayerId = (key: string) => `${LEVEL_PREFIX}${key}`
/** Whether a source of the style is a level's floor plan. */
export const isFloorPlanSource = (id: string) => id.startsWith(LEVEL_PREFIX)

/**
 * The floor plans of the levels (trade fairs): one raster source and layer each, below every
 * other layer of the engine. Tracks what it put on the current style, so new data adds and
 * removes only the levels that changed.
 */
export class LevelRasters {
  /** Layer id → tile URL of the floor plans on the map now. */
  private shown = new Map<string, string>()

  /** The style changed: the new style has none of them. */
  forget(): void {
    this.shown = new Map()
  }

  sync(
    map: MapLibreMap,
    levels: readonly Level[],
    tileUrl: ((level: Level) => string | null) | undefined,
  ): void {
    const wanted = new Map<string, string>()
    for (const level of levels) {
      const url = tileUrl?.(level)
      if (url) wanted.set(levelLayerId(level.key), url)
    }
    for (const [id, url] of this.shown) {
      if (wanted.get(id) === url) continue
      if (map.getLayer(id)) map.removeLayer(id)
      if (map.getSource(id)) map.removeSource(id)
      this.shown.delete(id)
    }
    const below = map.getLayer(LAYER_IDS.shapesFill) ? LAYER_IDS.shapesFill : undefined
    for (const [id, url] of wanted) {
      if (this.shown.has(id)) continue
      addSource(map, id, { type: 'raster', tiles: [url], tileSize: 256, maxzoom: 22 })
      addLayer(map, { id, type: 'raster', source: id }, below)
      this.shown.set(id, url)
    }
  }

  /** Shows the floor plan of `key` only. */
  show(map: MapLibreMap, key: string): void {
    for (const id of this.shown.keys())
      if (map.getLayer(id))
        map.setLayoutProperty(id, 'visibility', id === levelLayerId(key) ? 'visible' : 'none')
  }
}

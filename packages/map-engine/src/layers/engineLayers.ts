import { labelTextSize } from '@quo/branch-config'
import { LABEL_MIN_ZOOM } from '@quo/map-symbols'
import type { ExpressionSpecification, LayerSpecification, Map as MapLibreMap } from 'maplibre-gl'
import {
  buildingLayer,
  dotLayer,
  focusedLayer,
  highlightedLayer,
  itemLayer,
  LAYER_IDS,
  labelLayer,
  NO_PLACE,
  routeLayers,
  selectedLayer,
  shapeLayers,
  shapeLevelFilter,
  streetLayer,
} from './layerSpecs.js'

/** What decides which layers the engine draws. */
export interface LayerPlan {
  /** The shown level, when the branch has levels; null draws every item and shape. */
  level: string | null
  /** Item filter of the shown level, when the branch has levels. */
  itemFilter: ExpressionSpecification | null
  /** Whether the style has glyphs: labels need them. */
  labels: boolean
  branchShortId: number | null
  satellite: boolean
  dimming: boolean
}

/**
 * The engine's layers, bottom to top: shapes, buildings, routes, streets, dots, labels (below
 * the pins: MapLibre places the upper layer's symbols first, so pins win collisions and a label
 * only shows where it leaves every pin visible, a dot only where it leaves pins and labels),
 * pins, highlighted pins, the place the keyboard is on, the selected pin with its title.
 */
export function engineLayers(plan: LayerPlan): LayerSpecification[] {
  return [
    ...shapeLayers(plan.level === null ? null : shapeLevelFilter(plan.level)),
    buildingLayer(),
    ...routeLayers(),
    streetLayer(),
    dotLayer(plan.satellite, plan.itemFilter, plan.dimming),
    ...(plan.labels ? [labelLayer(plan.branchShortId, plan.itemFilter)] : []),
    itemLayer(plan.satellite, plan.itemFilter, plan.dimming),
    highlightedLayer([], plan.itemFilter),
    focusedLayer(NO_PLACE),
    selectedLayer(null, plan.labels ? labelTextSize(LABEL_MIN_ZOOM, plan.branchShortId) : 0),
  ]
}

const ENGINE_LAYER_IDS: readonly string[] = Object.values(LAYER_IDS)

/**
 * Makes the map's engine layers exactly `wanted`, in its order: layers already there stay as
 * they are (their filters and paint follow through `setFilter`/`setPaintProperty`), missing ones
 * go in below the next wanted layer that is there, unwanted ones go. Answers what it changed.
 */
export function syncLayers(
  map: MapLibreMap,
  wanted: readonly LayerSpecification[],
): { added: string[]; removed: string[] } {
  const ids = new Set(wanted.map((l) => l.id))
  const removed = ENGINE_LAYER_IDS.filter((id) => !ids.has(id) && map.getLayer(id))
  for (const id of removed) map.removeLayer(id)
  const added: string[] = []
  wanted.forEach((layer, i) => {
    if (map.getLayer(layer.id)) return
    const before = wanted.slice(i + 1).find((l) => map.getLayer(l.id))?.id
    map.addLayer(layer, before)
    added.push(layer.id)
  })
  return { added, removed }
}

import { labelTextSize } from '@quo/branch-config'
import { ABOVE_PINS, LABEL_MIN_ZOOM, PIN_TILE_LAYER } from '@quo/map-symbols'
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
  SOURCE_IDS,
  selectedLayer,
  shapeLayers,
  shapeLevelFilter,
  streetLayer,
} from './layerSpecs.js'
import { addLayer } from './unchecked.js'

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
  /** Whether the pins come as tiles (`MapEngineOptions.pinTiles`), not as one GeoJSON source. */
  tiled: boolean
}

/**
 * The engine's layers, bottom to top: shapes, buildings, routes, streets, dots, labels (below
 * the pins: MapLibre places the upper layer's symbols first, so pins win collisions and a label
 * only shows where it leaves every pin visible, a dot only where it leaves pins and labels),
 * pins — all of these below the basemap's names marked `ABOVE_PINS` (towns, main roads), which
 * pins give way to — then on top of everything highlighted pins, the place the keyboard is on,
 * and the selected pin with its title.
 */
export function engineLayers(plan: LayerPlan): LayerSpecification[] {
  const layers = [
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
  return plan.tiled ? layers.map(fromPinTiles) : layers
}

/**
 * A layer of the pins as it reads tiled pins: pins, dots and labels from the tiles' layer; the
 * highlighted, focused and selected pins from the `chosen` source, since a tile of an overview
 * zoom leaves out what thinning leaves out, and a search result or the selected place is drawn
 * at every zoom.
 */
function fromPinTiles(layer: LayerSpecification): LayerSpecification {
  if (!('source' in layer) || layer.source !== SOURCE_IDS.items) return layer
  return ON_TOP.has(layer.id)
    ? { ...layer, source: SOURCE_IDS.chosen }
    : { ...layer, 'source-layer': PIN_TILE_LAYER }
}

const ENGINE_LAYER_IDS: readonly string[] = Object.values(LAYER_IDS)

/** The layers above the basemap's names: a search result or the chosen place never gives way. */
const ON_TOP: ReadonlySet<string> = new Set([LAYER_IDS.highlighted, LAYER_IDS.focused, LAYER_IDS.selected])

const abovePins = (layer: { metadata?: unknown } | undefined): boolean =>
  (layer?.metadata as Record<string, unknown> | undefined)?.[ABOVE_PINS] === true

/** The style's first layer that stays above the pins (`ABOVE_PINS` in its metadata), if any. */
function firstNameAbovePins(map: MapLibreMap): string | undefined {
  return map.getLayersOrder().find((id) => abovePins(map.getLayer(id)))
}

/**
 * Where basemap layers go when they come back after the first pins (`LaterLayers`): a name
 * above the pins below the engine's top group, any other layer below every layer of the engine
 * (`quo-…`, floor plans included). Putting layers there moves neither place.
 */
export function basemapLayerSlots(map: MapLibreMap): (layer: LayerSpecification) => string | undefined {
  const order = map.getLayersOrder()
  const belowEngine = order.find((id) => id.startsWith('quo-'))
  const belowTop = order.find((id) => ON_TOP.has(id))
  return (layer) => (abovePins(layer) ? belowTop : belowEngine)
}

/**
 * Makes the map's engine layers exactly `wanted`, in its order: layers already there stay as
 * they are (their filters and paint follow through `setFilter`/`setPaintProperty`), missing ones
 * go in below the next wanted layer of their group that is there — the lower group otherwise
 * below the style's names above the pins, the top group on top — and unwanted ones go.
 * Answers what it changed.
 */
export function syncLayers(
  map: MapLibreMap,
  wanted: readonly LayerSpecification[],
): { added: string[]; removed: string[] } {
  const ids = new Set(wanted.map((l) => l.id))
  const removed = ENGINE_LAYER_IDS.filter((id) => !ids.has(id) && map.getLayer(id))
  for (const id of removed) map.removeLayer(id)
  const added: string[] = []
  const names = firstNameAbovePins(map)
  wanted.forEach((layer, i) => {
    if (map.getLayer(layer.id)) return
    const onTop = ON_TOP.has(layer.id)
    const later = wanted.slice(i + 1).filter((l) => map.getLayer(l.id))
    const before =
      later.find((l) => ON_TOP.has(l.id) === onTop)?.id ?? (onTop ? undefined : (names ?? later[0]?.id))
    addLayer(map, layer, before)
    added.push(layer.id)
  })
  return { added, removed }
}

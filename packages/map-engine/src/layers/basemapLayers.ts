import type { LayerSpecification, StyleSpecification } from 'maplibre-gl'

/**
 * Layer types a basemap draws with the first pins: the land colour and imagery. Vector layers
 * (water, roads, labels …) follow once the pins are on screen — on a slow phone their tiles,
 * shaders and label placement would otherwise hold the pins back by seconds.
 */
const FIRST_FRAME_TYPES: ReadonlySet<LayerSpecification['type']> = new Set(['background', 'raster'])

export interface SplitStyle {
  /** Layers drawn from the start. */
  first: LayerSpecification[]
  /** The remaining layers in their order, to add below the pins once they are drawn. */
  later: LayerSpecification[]
}

export function splitBasemap(style: StyleSpecification): SplitStyle {
  const first: LayerSpecification[] = []
  const later: LayerSpecification[] = []
  for (const layer of style.layers) (FIRST_FRAME_TYPES.has(layer.type) ? first : later).push(layer)
  return { first, later }
}

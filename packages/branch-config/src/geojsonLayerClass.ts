import type { GeojsonTypeCode } from '@quo/contract'

/** How a geojson type is drawn: 1 lines, 2 filled polygons, 3 walls, 4 labeled zones. */
export type GeojsonLayerClass = 1 | 2 | 3 | 4

export interface GeojsonLayerKind {
  name: string
  layerClass: GeojsonLayerClass
}

/**
 * Geojson type code → what it depicts and how it is drawn (docs/product.md §9). Keyed by every code the
 * contract accepts, so a new code fails to compile here until it has a layer class.
 * @example GEOJSON_LAYER_CLASS[130] // { name: 'hallWalls', layerClass: 3 }
 */
export const GEOJSON_LAYER_CLASS = {
  1: { name: 'lineLayer', layerClass: 1 },
  100: { name: 'compoundPolygons', layerClass: 2 },
  110: { name: 'compoundWalls', layerClass: 3 },
  120: { name: 'hallPolygons', layerClass: 2 },
  130: { name: 'hallWalls', layerClass: 3 },
  140: { name: 'booths', layerClass: 2 },
  150: { name: 'ways', layerClass: 3 },
  160: { name: 'boothWalls', layerClass: 3 },
  200: { name: 'labeledZones', layerClass: 4 },
  1000: { name: 'polygons', layerClass: 2 },
  2000: { name: 'lines', layerClass: 1 },
} as const satisfies Record<GeojsonTypeCode, GeojsonLayerKind>

/** Fill of shapes whose geojson names no colour. */
export const DEFAULT_SHAPE_COLOR = '#FFDD30'

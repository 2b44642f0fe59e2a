import { GEOJSON_LAYER_CLASS } from '@quo/branch-config'
import type { GeojsonDocument, GeojsonTypeCode, Geometry, LineGeometry } from '@quo/contract'

/**
 * A geojson shape of an item (hall, booth, area, trail) with its type code, drawn by layer class.
 * @example const hall: ShapeInput = { geojson: polygon, geojsonType: 120, level: 'EG' }
 */
export interface ShapeInput {
  geojson: GeojsonDocument
  geojsonType: GeojsonTypeCode
  /** Level the shape belongs to (halls and booths); none shows on every level. */
  level?: string | null
}

/**
 * A way of the selected item: a route, or a lift drawn red and dashed.
 * @example engine.showRoutes([{ way: chairlift, lift: true }])
 */
export interface RouteInput {
  way: LineGeometry
  /** Lifts are drawn red and dashed. */
  lift?: boolean
  /** An opened street: a wide translucent band along its whole length, the street showing through. */
  street?: boolean
}

type Feature = { type: 'Feature'; geometry: Geometry; properties: Record<string, unknown> }

function features(doc: GeojsonDocument): Feature[] {
  if (doc.type === 'FeatureCollection') {
    return doc.features.flatMap((f) =>
      f.geometry ? [{ type: 'Feature' as const, geometry: f.geometry, properties: f.properties ?? {} }] : [],
    )
  }
  if (doc.type === 'Feature') {
    return doc.geometry ? [{ type: 'Feature', geometry: doc.geometry, properties: doc.properties ?? {} }] : []
  }
  return [{ type: 'Feature', geometry: doc, properties: {} }]
}

/**
 * Shapes as one collection whose features carry their layer class (docs/product.md §9) and level (absent:
 * shown on every level), so a handful of layers draw every type code.
 * @example map.addSource('shapes', { type: 'geojson', data: shapeCollection(shapes) })
 */
export function shapeCollection(shapes: readonly ShapeInput[]) {
  return {
    type: 'FeatureCollection' as const,
    features: shapes.flatMap((shape) =>
      features(shape.geojson).map((f) => {
        const level = shape.level ?? (f.properties.level as string | undefined)
        return {
          ...f,
          properties: {
            ...f.properties,
            geojsonType: shape.geojsonType,
            layerClass: GEOJSON_LAYER_CLASS[shape.geojsonType].layerClass,
            ...(level ? { level } : {}),
          },
        }
      }),
    ),
  }
}

/**
 * Routes as one collection whose features say whether they are lifts or an opened street.
 * @example routeCollection([{ way, lift: true }]).features[0].properties // { lift: true, street: false }
 */
export function routeCollection(routes: readonly RouteInput[]) {
  return {
    type: 'FeatureCollection' as const,
    features: routes.map((r) => ({
      type: 'Feature' as const,
      geometry: r.way,
      properties: { lift: !!r.lift, street: !!r.street },
    })),
  }
}

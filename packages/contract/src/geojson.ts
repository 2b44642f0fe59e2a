import { z } from 'zod'

const Position = z.tuple([z.number(), z.number()]).rest(z.number())
const Point = z.object({ type: z.literal('Point'), coordinates: Position })
const LineString = z.object({ type: z.literal('LineString'), coordinates: z.array(Position).min(2) })
const MultiLineString = z.object({
  type: z.literal('MultiLineString'),
  coordinates: z.array(z.array(Position).min(2)),
})
const Polygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(Position).min(4)) })
const MultiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(Position).min(4))),
})

/** A GeoJSON geometry (RFC 7946) as stored for items, streets and buildings. */
export const Geometry = z.discriminatedUnion('type', [
  Point,
  LineString,
  MultiLineString,
  Polygon,
  MultiPolygon,
])
export type Geometry = z.infer<typeof Geometry>
export const LineGeometry = z.discriminatedUnion('type', [LineString, MultiLineString])
export const PolygonGeometry = z.discriminatedUnion('type', [Polygon, MultiPolygon])

/** A GeoJSON Feature or FeatureCollection stored as an item geojson. */
export const GeojsonDocument = z.union([
  z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        geometry: Geometry.nullable(),
        properties: z.record(z.string(), z.unknown()).nullable(),
      }),
    ),
  }),
  z.object({
    type: z.literal('Feature'),
    geometry: Geometry.nullable(),
    properties: z.record(z.string(), z.unknown()).nullable(),
  }),
  Geometry,
])
export type GeojsonDocument = z.infer<typeof GeojsonDocument>

export type LineGeometry = z.infer<typeof LineGeometry>
export type PolygonGeometry = z.infer<typeof PolygonGeometry>

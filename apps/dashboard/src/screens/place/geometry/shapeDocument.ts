import { GeojsonDocument, type GeojsonTypeCode } from '@quo/contract'
import { type ShapeKind, shapeType } from './shapeTypes.js'

type Position = number[]
/** A drawable feature: one simple geometry, as terra-draw keeps them (its mode in the properties). */
export interface DrawFeature {
  type: 'Feature'
  geometry:
    | { type: 'Polygon'; coordinates: Position[][] }
    | { type: 'LineString'; coordinates: Position[] }
    | { type: 'Point'; coordinates: Position }
  properties: Record<string, unknown>
}

const MODE_OF = { Polygon: 'polygon', LineString: 'linestring', Point: 'point' } as const

/** Longitude and latitude rounded to 7 decimals (about 1 cm); a GPS height is not drawn. */
const round = (p: Position) => p.slice(0, 2).map((n) => Math.round(n * 1e7) / 1e7)

/**
 * A stored document as simple features to draw: multi-geometries split into their parts, the
 * feature's own properties kept (a booth number, a level), the drawing mode set.
 */
export function toDrawFeatures(document: GeojsonDocument): DrawFeature[] {
  const features =
    document.type === 'FeatureCollection'
      ? document.features
      : document.type === 'Feature'
        ? [document]
        : [{ type: 'Feature' as const, geometry: document, properties: {} }]
  const out: DrawFeature[] = []
  for (const f of features) {
    const g = f.geometry
    if (!g) continue
    const properties = { ...(f.properties ?? {}) }
    const add = (geometry: DrawFeature['geometry']) =>
      out.push({ type: 'Feature', geometry, properties: { ...properties, mode: MODE_OF[geometry.type] } })
    if (g.type === 'Polygon') add({ type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(round)) })
    else if (g.type === 'MultiPolygon')
      for (const p of g.coordinates) add({ type: 'Polygon', coordinates: p.map((r) => r.map(round)) })
    else if (g.type === 'LineString') add({ type: 'LineString', coordinates: g.coordinates.map(round) })
    else if (g.type === 'MultiLineString')
      for (const l of g.coordinates) add({ type: 'LineString', coordinates: l.map(round) })
    else add({ type: 'Point', coordinates: round(g.coordinates) })
  }
  return out
}

export type ShapeProblem = 'empty' | 'wrongKind' | 'pointsNotAllowed' | 'selfIntersecting' | 'invalid'

/** Whether a ring or a line crosses itself (neighbouring segments share a point, so they do not count). */
export function crossesItself(points: readonly Position[], closed: boolean): boolean {
  const segments: [Position, Position][] = []
  for (let i = 0; i + 1 < points.length; i++)
    segments.push([points[i] as Position, points[i + 1] as Position])
  const n = segments.length
  for (let i = 0; i < n; i++)
    for (let j = i + 2; j < n; j++) {
      if (closed && i === 0 && j === n - 1) continue
      if (segmentsCross(segments[i] as [Position, Position], segments[j] as [Position, Position])) return true
    }
  return false
}

function segmentsCross([a, b]: [Position, Position], [c, d]: [Position, Position]): boolean {
  const cross = (p: Position, q: Position, r: Position) =>
    ((q[0] as number) - (p[0] as number)) * ((r[1] as number) - (p[1] as number)) -
    ((q[1] as number) - (p[1] as number)) * ((r[0] as number) - (p[0] as number))
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  return d1 * d2 < 0 && d3 * d4 < 0
}

/**
 * The drawing as the document to store for a type code: one FeatureCollection of the drawn
 * features without terra-draw's own properties. Refuses what the code cannot show — a line
 * drawn as a booth, points outside a labelled zone, a shape crossing itself — by name.
 */
export function toDocument(
  features: readonly DrawFeature[],
  code: GeojsonTypeCode,
): { document: GeojsonDocument } | { problem: ShapeProblem } {
  const type = shapeType(code)
  if (!type) return { problem: 'invalid' }
  const shapes = features.filter((f) => f.geometry.type !== 'Point')
  if (shapes.length === 0) return { problem: 'empty' }
  const wanted: Record<ShapeKind, string> = { polygon: 'Polygon', line: 'LineString' }
  if (shapes.some((f) => f.geometry.type !== wanted[type.kind])) return { problem: 'wrongKind' }
  if (!type.labels && features.some((f) => f.geometry.type === 'Point'))
    return { problem: 'pointsNotAllowed' }
  for (const f of shapes) {
    const g = f.geometry
    const rings = g.type === 'Polygon' ? g.coordinates : [g.coordinates as Position[]]
    if (rings.some((r) => crossesItself(r, g.type === 'Polygon'))) return { problem: 'selfIntersecting' }
  }
  const document = {
    type: 'FeatureCollection',
    features: features.map(({ geometry, properties }) => {
      const { mode: _mode, ...own } = properties
      return { type: 'Feature', geometry, properties: own }
    }),
  }
  const checked = GeojsonDocument.safeParse(document)
  return checked.success ? { document: checked.data } : { problem: 'invalid' }
}

/**
 * A GeoJSON or GPX file as features to draw: a GPX track becomes its line, its waypoints points
 * in their order. Null for a file that is neither. The GPX reader loads only when a GPX comes.
 */
export async function parseShapeFile(text: string, fileName: string): Promise<DrawFeature[] | null> {
  const trimmed = text.trimStart()
  if (/\.gpx$/i.test(fileName) || trimmed.startsWith('<')) {
    const dom = new DOMParser().parseFromString(text, 'application/xml')
    if (dom.getElementsByTagName('parsererror').length > 0) return null
    const { gpx } = await import('@tmcw/togeojson')
    const parsed = GeojsonDocument.safeParse(gpx(dom))
    if (!parsed.success) return null
    // A track's per-point times and the GPX type are the recorder's, not the map's: the name stays.
    return toDrawFeatures(parsed.data).map((f) => ({
      ...f,
      properties: {
        mode: f.properties.mode,
        ...(typeof f.properties.name === 'string' ? { name: f.properties.name.slice(0, 200) } : {}),
      },
    }))
  }
  try {
    const parsed = GeojsonDocument.safeParse(JSON.parse(text))
    return parsed.success ? toDrawFeatures(parsed.data) : null
  } catch {
    return null
  }
}

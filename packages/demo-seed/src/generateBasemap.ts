import { RHINE_COURSE, RHINE_WIDTH_METERS } from './catalog/catalogs.js'
import type { DemoData } from './demoData.js'

type LonLat = readonly [number, number]

const METERS_PER_DEGREE = 111_320

/**
 * The band `widthMeters` wide around a polyline, as a closed ring: each vertex moves half the
 * width to either side along the mean normal of its two segments. Fine for gentle curves such as
 * a river course; sharp turns would need joins.
 */
function bandAround(line: readonly LonLat[], widthMeters: number): [number, number][] {
  const half = widthMeters / 2
  const left: [number, number][] = []
  const right: [number, number][] = []
  line.forEach(([lon, lat], i) => {
    const before = line[Math.max(0, i - 1)] as LonLat
    const after = line[Math.min(line.length - 1, i + 1)] as LonLat
    const cos = Math.cos((lat * Math.PI) / 180)
    const dx = (after[0] - before[0]) * cos
    const dy = after[1] - before[1]
    const length = Math.hypot(dx, dy) || 1
    // Unit normal in metres, turned back into degrees of longitude and latitude.
    const nLon = ((-dy / length) * half) / (METERS_PER_DEGREE * cos)
    const nLat = ((dx / length) * half) / METERS_PER_DEGREE
    left.push([lon + nLon, lat + nLat])
    right.push([lon - nLon, lat - nLat])
  })
  const ring = [...left, ...right.reverse()]
  ring.push(ring[0] as [number, number])
  return ring
}

/** Rounds a polyline's corners by cutting each at a quarter and three quarters (Chaikin). */
function smoothed(line: readonly LonLat[], rounds = 2): [number, number][] {
  let points = line.map(([lon, lat]) => [lon, lat] as [number, number])
  for (let r = 0; r < rounds; r++) {
    const next: [number, number][] = [points[0] as [number, number]]
    for (let i = 0; i + 1 < points.length; i++) {
      const [a, b] = [points[i] as [number, number], points[i + 1] as [number, number]]
      next.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]])
      next.push([0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]])
    }
    next.push(points[points.length - 1] as [number, number])
    points = next
  }
  return points
}

/** The demo's water: the Rhine as a river bed to fill and a centre line to label. */
export function generateBasemap(data: DemoData): void {
  const line = smoothed(RHINE_COURSE)
  data.basemapFeatures.push(
    {
      id: 1,
      kind: 'water',
      name: 'Rhein',
      source: 'demo',
      geom: { type: 'Polygon', coordinates: [bandAround(line, RHINE_WIDTH_METERS)] },
    },
    { id: 2, kind: 'river', name: 'Rhein', source: 'demo', geom: { type: 'LineString', coordinates: line } },
  )
}

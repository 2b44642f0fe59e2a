import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson'
import {
  NATURAL_EARTH_REGION,
  type NaturalEarthLayer,
  naturalEarthRegionPath,
} from '../tiles/naturalEarthTiles.js'

// pnpm --filter @quo/api run clip-natural-earth <dir> — cuts the Natural Earth 1:10m layers the
// basemap shows outside the OpenStreetMap extract (land, lakes, rivers, country borders) to the
// demo's region and writes them, rounded to about a metre, to data/naturalearth/region.json.
// <dir> holds the GeoJSON conversions of Natural Earth's shapefiles (data/naturalearth/README.md).

type Box = readonly [number, number, number, number]

const SOURCES: { file: string; layer: NaturalEarthLayer; keep?: (p: Record<string, unknown>) => boolean }[] =
  [
    { file: 'ne_10m_land.json', layer: 'land' },
    { file: 'ne_10m_lakes.json', layer: 'water' },
    { file: 'ne_10m_lakes_europe.json', layer: 'water' },
    // Lake centre lines run through lakes drawn as water already.
    { file: 'ne_10m_rivers_lake_centerlines.json', layer: 'waterway', keep: (p) => p.featurecla === 'River' },
    { file: 'ne_10m_rivers_europe.json', layer: 'waterway', keep: (p) => p.featurecla === 'River' },
    { file: 'ne_10m_admin_0_boundary_lines_land.json', layer: 'boundary' },
  ]

/** Names the European supplement spells in capitals or lost a letter of. */
const NAMES: Record<string, string> = {
  // biome-ignore lint/plugin: a lake's name in the data, not UI text
  'ZUERICH SEE': 'Zürichsee',
  'ZUGER SEE': 'Zugersee',
  // biome-ignore lint/plugin: a lake's name in the data, not UI text
  Vierwaldstttersee: 'Vierwaldstättersee',
}

const round = (v: number) => Math.round(v * 1e5) / 1e5

type Point = [number, number]

const point = (p: Position): Point => [p[0] ?? 0, p[1] ?? 0]

/** Sutherland–Hodgman: the part of a closed ring inside the box (empty when none is). */
function clipRing(ring: Position[], [w, s, e, n]: Box): Position[] {
  const edges: [(p: Point) => boolean, 0 | 1, number][] = [
    [(p) => p[0] >= w, 0, w],
    [(p) => p[0] <= e, 0, e],
    [(p) => p[1] >= s, 1, s],
    [(p) => p[1] <= n, 1, n],
  ]
  let out = ring.slice(0, -1).map(point)
  for (const [inside, axis, value] of edges) {
    const input = out
    out = []
    let prev = input[input.length - 1]
    for (const cur of input) {
      if (prev && inside(cur) !== inside(prev)) out.push(at(prev, cur, axis, value))
      if (inside(cur)) out.push(cur)
      prev = cur
    }
  }
  if (out.length < 3) return []
  const closed = out.map(([x, y]) => [round(x), round(y)])
  return [...closed, [...(closed[0] ?? [])]]
}

function at(a: Point, b: Point, axis: 0 | 1, value: number): Point {
  const t = (value - a[axis]) / (b[axis] - a[axis])
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]
}

/** The parts of a line inside the box, each a line of its own (with the first point outside it). */
function clipLine(line: Position[], [w, s, e, n]: Box): Position[][] {
  const inside = (p: Point) => p[0] >= w && p[0] <= e && p[1] >= s && p[1] <= n
  const parts: Point[][] = []
  let part: Point[] = []
  let prev: Point | undefined
  for (const p of line.map(point)) {
    if (inside(p)) {
      if (part.length === 0 && prev) part.push(prev)
      part.push(p)
    } else if (part.length > 0) {
      part.push(p)
      parts.push(part)
      part = []
    }
    prev = p
  }
  if (part.length > 1) parts.push(part)
  return parts.map((l) => l.map(([x, y]) => [round(x), round(y)]))
}

function clip(geometry: Geometry, box: Box): Geometry | null {
  switch (geometry.type) {
    case 'Polygon':
    case 'MultiPolygon': {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
      const kept = polygons
        .map((rings) => rings.map((r) => clipRing(r, box)))
        .filter((rings) => (rings[0]?.length ?? 0) > 0)
        .map((rings) => rings.filter((r) => r.length > 0))
      return kept.length > 0 ? { type: 'MultiPolygon', coordinates: kept } : null
    }
    case 'LineString':
    case 'MultiLineString': {
      const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates
      const kept = lines.flatMap((l) => clipLine(l, box))
      return kept.length > 0 ? { type: 'MultiLineString', coordinates: kept } : null
    }
    default:
      return null
  }
}

const dir = process.argv[2]
if (!dir) {
  console.error('usage: pnpm --filter @quo/api run clip-natural-earth <dir with ne_10m_*.json>')
  process.exit(2)
}
const features: Feature[] = []
for (const { file, layer, keep } of SOURCES) {
  const source = JSON.parse(readFileSync(join(dir, file), 'utf8')) as FeatureCollection
  let count = 0
  for (const f of source.features) {
    const p = (f.properties ?? {}) as Record<string, unknown>
    if (!f.geometry || (keep && !keep(p))) continue
    const geometry = clip(f.geometry, NATURAL_EARTH_REGION)
    if (!geometry) continue
    const raw = typeof p.name === 'string' ? p.name.trim() : ''
    const name = raw ? (NAMES[raw] ?? raw) : null
    const rank = typeof p.scalerank === 'number' ? p.scalerank : null
    features.push({
      type: 'Feature',
      geometry,
      properties: { layer, ...(name ? { name } : {}), ...(rank !== null ? { rank } : {}) },
    })
    count++
  }
  console.log(`${file}: ${count} features in the region`)
}
const out: FeatureCollection = { type: 'FeatureCollection', bbox: [...NATURAL_EARTH_REGION], features }
writeFileSync(naturalEarthRegionPath(), `${JSON.stringify(out)}\n`)
console.log(`wrote ${naturalEarthRegionPath()}`)

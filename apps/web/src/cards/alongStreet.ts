import type { BasemapItem, LineGeometry } from '@quo/contract'

/** How far from a street's centre line a place still counts as lying on it: its frontage and a front garden. */
const ALONG_STREET_METRES = 40

const METRES_PER_DEGREE_LAT = 111_320

/**
 * The places lying on a street, in the order a visitor walking it from its start meets them.
 * Distances are measured on a local flat projection around the street: exact to a metre over a
 * street's few kilometres. Routes and areas are not "on" a street; places are.
 * @example placesAlong(street.geometry, items).map((p) => p.title) // ['Rathaus', 'Post', …]
 */
export function placesAlong(
  way: LineGeometry,
  items: readonly BasemapItem[],
  withinMetres = ALONG_STREET_METRES,
): BasemapItem[] {
  const lines = way.type === 'LineString' ? [way.coordinates] : way.coordinates
  const first = lines[0]?.[0]
  if (!first) return []
  const xPerDegree = METRES_PER_DEGREE_LAT * Math.cos((first[1] * Math.PI) / 180)
  const toXY = (lon: number, lat: number): [number, number] => [lon * xPerDegree, lat * METRES_PER_DEGREE_LAT]
  // Each segment with how far along the street it starts.
  const segments: { a: [number, number]; b: [number, number]; start: number }[] = []
  let walked = 0
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const [lonA = 0, latA = 0] = line[i - 1] ?? []
      const [lonB = 0, latB = 0] = line[i] ?? []
      const a = toXY(lonA, latA)
      const b = toXY(lonB, latB)
      segments.push({ a, b, start: walked })
      walked += Math.hypot(b[0] - a[0], b[1] - a[1])
    }
  }
  const found: { item: BasemapItem; along: number }[] = []
  for (const item of items) {
    if (item.type !== 'place') continue
    const [px, py] = toXY(item.lon, item.lat)
    let best = Number.POSITIVE_INFINITY
    let along = 0
    for (const { a, b, start } of segments) {
      const dx = b[0] - a[0]
      const dy = b[1] - a[1]
      const length2 = dx * dx + dy * dy
      const t = length2 ? Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / length2)) : 0
      const distance = Math.hypot(px - (a[0] + t * dx), py - (a[1] + t * dy))
      if (distance < best) {
        best = distance
        along = start + t * Math.sqrt(length2)
      }
    }
    if (best <= withinMetres) found.push({ item, along })
  }
  return found.sort((x, y) => x.along - y.along).map((f) => f.item)
}

/** A position as longitude and latitude in degrees. */
export interface Position {
  lon: number
  lat: number
}

const EARTH_RADIUS_M = 6_371_008.8
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in metres (haversine); plenty for "how far on foot". */
export function metresBetween(a: Position, b: Position): number {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** "40 m", "350 m", "1.2 km", "12 km" (Swiss format, as the embed writes it). */
export function distanceText(metres: number): string {
  const tens = Math.round(metres / 10) * 10
  if (tens < 1000) return `${tens} m`
  if (metres < 10_000) return `${(metres / 1000).toFixed(1)} km`
  // Swiss thousands separator, the same in every browser (ICU versions differ).
  return `${String(Math.round(metres / 1000)).replace(/\B(?=(\d{3})+$)/g, '’')} km`
}

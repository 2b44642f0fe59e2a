import type { LonLat } from './osmStream.js'

export interface CityRow {
  id: number
  title: string
  postcode: string | null
  countryId: number
  stateId: number | null
  lon: number
  lat: number
}

/** Beyond this a place belongs to no municipality of the database (a summit between valleys). */
const MAX_DISTANCE_METERS = 6000

/** The nearest municipality centre within reach (equirectangular distance: fine at this scale). */
export function nearestCity(cities: readonly CityRow[], [lon, lat]: LonLat): CityRow | null {
  const cos = Math.cos((lat * Math.PI) / 180)
  let best: CityRow | null = null
  let bestDistance = Number.POSITIVE_INFINITY
  for (const city of cities) {
    const d = Math.hypot((city.lon - lon) * cos, city.lat - lat) * 111_320
    if (d < bestDistance) {
      best = city
      bestDistance = d
    }
  }
  return bestDistance <= MAX_DISTANCE_METERS ? best : null
}

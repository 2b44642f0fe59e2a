import type { Building, Street } from '@quo/contract'

/** Buildings as polygons; their click answers the entrance position and the address as title. */
export function buildingCollection(buildings: readonly Building[]) {
  return {
    type: 'FeatureCollection' as const,
    features: buildings.map((b) => ({
      type: 'Feature' as const,
      geometry: b.polygon,
      properties: {
        nanoId: b.nanoId,
        title: b.street ? `${b.street} ${b.housenumber ?? ''}`.trim() : (b.housenumber ?? ''),
        lon: b.lon,
        lat: b.lat,
      },
    })),
  }
}

/** Streets as their name points, the point a click on a street hits. */
export function streetCollection(streets: readonly Street[]) {
  return {
    type: 'FeatureCollection' as const,
    features: streets.map((s) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [s.lon, s.lat] as [number, number] },
      properties: { nanoId: s.nanoId, title: s.title },
    })),
  }
}

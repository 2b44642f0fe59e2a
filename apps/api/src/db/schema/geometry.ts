import { sql } from 'drizzle-orm'
import { customType } from 'drizzle-orm/pg-core'

type GeometryKind = 'Point' | 'LineString' | 'MultiLineString' | 'Polygon' | 'MultiPolygon' | 'Geometry'

/**
 * A PostGIS geometry column in WGS84 that takes GeoJSON on write. Reads go through
 * `ST_AsGeoJSON` in the query (see `geoJson()`), because drivers hand back WKB.
 */
export const geometry = (kind: GeometryKind) =>
  customType<{ data: unknown; driverData: string }>({
    dataType: () => (kind === 'Geometry' ? 'geometry(Geometry,4326)' : `geometry(${kind},4326)`),
    toDriver: (value) => sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(value)}), 4326)`,
  })

import type { Geometry } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import type { BasemapFeatureKind } from '../db/schema/index.js'
import * as schema from '../db/schema/index.js'

/** Tables the shared land and water layers are drawn from. */
export const BASEMAP_FEATURE_TABLES = [schema.basemapFeatures, schema.cities] as const

export interface BasemapFeature {
  kind: BasemapFeatureKind
  class: string | null
  name: string | null
  properties: Record<string, string | number>
  geometry: Geometry
}

/** Every basemap feature (6 decimals ≈ 0.1 m). */
export async function listBasemapFeatures(db: Db): Promise<BasemapFeature[]> {
  const rows = await queryRows<Omit<BasemapFeature, 'geometry'> & { geometry: string }>(
    db,
    sql`SELECT kind, class, name, properties, ST_AsGeoJSON(geom, 6) AS geometry FROM basemap_features ORDER BY id`,
  )
  return rows.map((r) => ({ ...r, geometry: JSON.parse(r.geometry) }))
}

/** Town and village names to label the map with. */
export async function listPlaceLabels(db: Db): Promise<{ name: string; lon: number; lat: number }[]> {
  return queryRows(db, sql`SELECT title AS name, lon, lat FROM cities ORDER BY id`)
}

/** Whether any feature came from OpenStreetMap, which then has to be credited. */
export async function hasOpenStreetMapFeatures(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ osm: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM basemap_features WHERE source = 'osm') AS osm`,
  )
  return !!row?.osm
}

export type Bounds = [number, number, number, number]

async function extentOf(db: Db, geometries: SQL): Promise<Bounds | undefined> {
  const [row] = await queryRows<{ w: number | null; s: number; e: number; n: number }>(
    db,
    sql`SELECT ST_XMin(x) AS w, ST_YMin(x) AS s, ST_XMax(x) AS e, ST_YMax(x) AS n
        FROM (SELECT ST_Extent(g)::geometry AS x FROM (${geometries}) AS parts(g)) AS extent`,
  )
  return row && row.w !== null ? [row.w, row.s, row.e, row.n] : undefined
}

/** Where the shared layers have anything to draw (west, south, east, north). */
export function basemapExtent(db: Db): Promise<Bounds | undefined> {
  return extentOf(db, sql`SELECT geom FROM basemap_features UNION ALL SELECT geom FROM cities`)
}

/** Where a branch's streets and buildings are. */
export function branchExtent(db: Db, branchId: number): Promise<Bounds | undefined> {
  return extentOf(
    db,
    sql`SELECT geometry FROM streets WHERE branch_id = ${branchId}
        UNION ALL SELECT polygon FROM buildings WHERE branch_id = ${branchId}`,
  )
}

/** A feature to store: areas as their rings' lines (outer and inner, in any order), lines, or a point. */
export interface NewBasemapFeature {
  kind: BasemapFeatureKind
  /** Road class, land-use type, place size …; the style picks colours and widths by it. */
  class: string | null
  shape: 'area' | 'line' | 'point'
  name: string | null
  properties: Record<string, string | number>
  lines: [number, number][][]
}

/** Rows per INSERT, well below the parameter limit. */
const BATCH = 200

function geoJsonOf(f: NewBasemapFeature): string {
  return JSON.stringify(
    f.shape === 'point'
      ? { type: 'Point', coordinates: f.lines[0]?.[0] }
      : { type: 'MultiLineString', coordinates: f.lines },
  )
}

/**
 * Replaces every basemap feature with `features`; run it inside the import's transaction. Areas
 * are assembled from their ring lines by `ST_BuildArea` (multipolygon relations arrive as loose
 * member ways); areas whose rings do not close, e.g. cut off by the extract's border, are left
 * out. Returns how many features of each kind were stored.
 */
export async function replaceBasemapFeatures(
  db: Db,
  features: readonly NewBasemapFeature[],
  source: string,
): Promise<Record<string, number>> {
  await db.execute(sql`DELETE FROM basemap_features`)
  for (let i = 0; i < features.length; i += BATCH) {
    const values = features
      .slice(i, i + BATCH)
      .map(
        (f) =>
          sql`(${f.kind}::text, ${f.class}::text, ${f.name}::text, ${JSON.stringify(f.properties)}::jsonb, ${f.shape}::text, ${geoJsonOf(f)}::text)`,
      )
    await db.execute(sql`
      INSERT INTO basemap_features (kind, class, name, properties, source, geom)
      SELECT kind, class, name, properties, ${source}, geom FROM (
        SELECT v.kind, v.class, v.name, v.properties, CASE v.shape
          WHEN 'area' THEN ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_BuildArea(g)), 3))
          WHEN 'line' THEN ST_LineMerge(g)
          ELSE g END AS geom
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(kind, class, name, properties, shape, json)
        CROSS JOIN LATERAL (SELECT ST_SetSRID(ST_GeomFromGeoJSON(v.json), 4326) AS g) AS parsed
      ) AS built
      WHERE geom IS NOT NULL AND NOT ST_IsEmpty(geom)`)
  }
  const counts = await queryRows<{ kind: string; n: number }>(
    db,
    sql`SELECT kind, count(*)::int AS n FROM basemap_features GROUP BY kind ORDER BY kind`,
  )
  return Object.fromEntries(counts.map((c) => [c.kind, c.n]))
}

import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { VectorTile } from '@mapbox/vector-tile'
import { BasemapStyle } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { PbfReader } from 'pbf'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { readOpenStreetMapBasemap } from '../src/importers/openStreetMap.js'
import { replaceBasemapFeatures } from '../src/repositories/basemapFeatureRepository.js'
import { OSM_ATTRIBUTION } from '../src/tiles/basemapStyle.js'
import { toTilePixel } from '../src/tiles/rasterize.js'
import { TEST_DB, useTestApp } from './helpers.js'

// Operators supply extracts; CI has this one beside the checkout (never copied into the repo).
const EXTRACT = fileURLToPath(
  new URL('../../../../shared/data/liechtenstein-2013-08-03.osm.pbf', import.meta.url),
)
// Liechtenstein and the Rhine along its western border.
const [WEST, SOUTH, EAST, NORTH] = [9.47, 47.05, 9.64, 47.27]

const { app, database } = useTestApp()
let counts: Record<string, number>

beforeAll(async () => {
  expect(existsSync(EXTRACT), `${EXTRACT} is missing`).toBe(true)
  counts = await replaceBasemapFeatures(database().db, await readOpenStreetMapBasemap(EXTRACT), 'osm')
})

describe(`OpenStreetMap import on ${TEST_DB}`, () => {
  it('loads water areas, waterways and forests, replacing the demo water', async () => {
    expect(counts.water).toBeGreaterThan(10)
    expect(counts.river).toBeGreaterThan(0)
    expect(counts.stream).toBeGreaterThan(10)
    expect(counts.forest).toBeGreaterThan(10)
    const sources = await queryRows<{ source: string }>(
      database().db,
      sql`SELECT DISTINCT source FROM basemap_features`,
    )
    expect(sources).toEqual([{ source: 'osm' }])
    const kinds = await queryRows<{ kind: string; type: string }>(
      database().db,
      sql`SELECT DISTINCT kind, GeometryType(geom) AS type FROM basemap_features ORDER BY kind, type`,
    )
    for (const k of kinds) {
      expect(k.type).toBe(k.kind === 'water' || k.kind === 'forest' ? 'MULTIPOLYGON' : 'LINESTRING')
    }
  })

  it('puts known water bodies where they are', async () => {
    const db = database().db
    const inside = sql`ST_MakeEnvelope(${WEST}, ${SOUTH}, ${EAST}, ${NORTH}, 4326)`
    const [within] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM basemap_features WHERE kind = 'water' AND ST_Within(geom, ${inside})`,
    )
    expect(within?.n).toBeGreaterThan(10)
    // Between Sevelen and Vaduz the Rhine's water lies across every west–east line.
    const [crossing] = await queryRows<{ name: string; area: number }>(
      db,
      sql`SELECT name, ST_Area(geom::geography) AS area FROM basemap_features
          WHERE kind = 'water' AND ST_Intersects(geom, ST_SetSRID(ST_MakeLine(ST_MakePoint(9.486, 47.13), ST_MakePoint(9.521, 47.13)), 4326))`,
    )
    expect(crossing?.name).toBe('Rhein')
    expect(crossing?.area).toBeGreaterThan(1_000_000)
    // The lake by Bendern, a little west of Gamprin's village centre.
    const [seele] = await queryRows<{ lon: number; lat: number; inside: boolean }>(
      db,
      sql`SELECT ST_X(ST_PointOnSurface(geom)) AS lon, ST_Y(ST_PointOnSurface(geom)) AS lat,
            ST_Within(geom, ${inside}) AS inside
          FROM basemap_features WHERE kind = 'water' AND name = 'Gampriner Seele'`,
    )
    expect(seele?.inside).toBe(true)
    expect(seele?.lon).toBeCloseTo(9.509, 1)
    expect(seele?.lat).toBeCloseTo(47.22, 1)
  })

  it('shows the imported water in the tiles and credits OpenStreetMap in the style', async () => {
    const style = BasemapStyle.parse((await app().inject('/api/basemap/style/3.json')).json())
    expect(style.sources.basemap).toMatchObject({ attribution: OSM_ATTRIBUTION })
    const [px, py] = toTilePixel(9.503, 47.132, 12, 0, 0)
    const res = await app().inject(
      `/api/basemap/tiles/12/${Math.floor(px / 256)}/${Math.floor(py / 256)}.mvt`,
    )
    const tile = new VectorTile(new PbfReader(res.rawPayload))
    expect(tile.layers.water?.length).toBeGreaterThan(0)
    expect(tile.layers.landcover?.length).toBeGreaterThan(0)
  })
})

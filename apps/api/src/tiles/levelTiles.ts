import type { GeojsonDocument, Geometry } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import type { StoredVariant } from '../db/schema/index.js'
import * as schema from '../db/schema/index.js'
import { paintFloorPlan, tileBounds } from './floorPlanRaster.js'
import { encodePng } from './png.js'
import { Canvas, type Rgba, toTilePixel } from './rasterize.js'

/** Tables a level tile is drawn from. */
export const LEVEL_TILE_TABLES = [
  schema.geojsons,
  schema.itemGeojsons,
  schema.itemDetails,
  schema.itemTags,
  schema.tags,
  schema.branches,
  schema.itemFloorPlans,
  schema.mediaAssets,
] as const

const STYLE: Record<number, { fill: Rgba; stroke: Rgba }> = {
  100: { fill: [236, 239, 241, 235], stroke: [96, 125, 139, 255] },
  120: { fill: [236, 239, 241, 235], stroke: [96, 125, 139, 255] },
  140: { fill: [255, 221, 48, 220], stroke: [178, 135, 4, 255] },
  1000: { fill: [255, 221, 48, 160], stroke: [178, 135, 4, 255] },
}
/** Halls first, booths over them. */
const DRAW_ORDER = [100, 120, 1000, 140]

type Ring = [number, number][]

function polygons(doc: GeojsonDocument): Ring[][] {
  const geometries: Geometry[] = []
  if ('features' in doc) for (const f of doc.features) f.geometry && geometries.push(f.geometry)
  else if (doc.type === 'Feature') doc.geometry && geometries.push(doc.geometry)
  else geometries.push(doc)
  const out: Ring[][] = []
  for (const g of geometries) {
    if (g.type === 'Polygon') out.push(g.coordinates as Ring[])
    else if (g.type === 'MultiPolygon') out.push(...(g.coordinates as Ring[][]))
  }
  return out
}

/** The items of a branch at a level (items without a level are on EG), for `column`. */
const atLevel = (column: SQL, branchId: number, level: string) =>
  sql`${column} IN (
          SELECT it.item_id FROM item_tags it JOIN tags t ON t.id = it.tag_id
          JOIN branches b ON b.tag_key = t.tag_key WHERE b.id = ${branchId})
        AND upper(coalesce((SELECT d.data_value FROM item_details d
              WHERE d.item_id = ${column} AND d.data_key_v2 = 'level' ORDER BY d.id LIMIT 1), 'EG')) = ${level}`

/** Reads a stored rendition (the media store), or null when it is gone. */
export type LoadMediaFile = (key: string) => Promise<Buffer | null>

/**
 * Draws the floor plan of one level of a branch as a transparent 256 px PNG tile to lay over
 * the base map: the places' floor plan images first, then the halls and booths drawn from
 * their geojsons.
 */
export async function renderLevelTile(
  db: Db,
  branchId: number,
  level: string,
  z: number,
  x: number,
  y: number,
  loadMediaFile: LoadMediaFile = async () => null,
): Promise<Buffer> {
  const [west, south, east, north] = tileBounds(z, x, y)
  const [rows, plans] = await Promise.all([
    queryRows<{ geojson: GeojsonDocument; geojson_type: number }>(
      db,
      sql`SELECT g.geojson, g.geojson_type
          FROM geojsons g
          JOIN item_geojsons ig ON ig.geojson_id = g.id
          WHERE ${atLevel(sql`ig.item_id`, branchId, level)}
          AND g.geojson_type IN (100, 120, 140, 1000)`,
    ),
    queryRows<{
      west: number
      south: number
      east: number
      north: number
      opacity: number
      variants: StoredVariant[]
    }>(
      db,
      sql`SELECT fp.west, fp.south, fp.east, fp.north, fp.opacity, a.variants
          FROM item_floor_plans fp JOIN media_assets a ON a.id = fp.asset_id
          WHERE ${atLevel(sql`fp.item_id`, branchId, level)}
          AND fp.east > ${west} AND fp.west < ${east} AND fp.north > ${south} AND fp.south < ${north}
          ORDER BY fp.item_id`,
    ),
  ])
  const canvas = new Canvas(256, 256)
  for (const plan of plans) {
    const full = plan.variants.find((v) => v.name === 'full' && v.format === 'webp')
    const image = full ? await loadMediaFile(full.key) : null
    if (image) await paintFloorPlan(canvas, { ...plan, image }, z, x, y)
  }
  for (const type of DRAW_ORDER) {
    const style = STYLE[type] as { fill: Rgba; stroke: Rgba }
    for (const row of rows) {
      if (row.geojson_type !== type) continue
      for (const polygon of polygons(row.geojson)) {
        const rings = polygon.map((ring) => ring.map(([lon, lat]) => toTilePixel(lon, lat, z, x, y)))
        canvas.fillPolygon(rings, style.fill)
        if (z >= 16) canvas.strokePolygon(rings, style.stroke)
      }
    }
  }
  return encodePng(256, 256, canvas.pixels)
}

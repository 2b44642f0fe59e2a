import type { GeojsonDocument, Geometry } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import * as schema from '../db/schema/index.js'
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

/**
 * Draws the floor plan of one level of a branch (halls and booths from its geojsons) as a
 * transparent 256 px PNG tile to lay over the base map. Items without a level are on EG.
 */
export async function renderLevelTile(
  db: Db,
  branchId: number,
  level: string,
  z: number,
  x: number,
  y: number,
): Promise<Buffer> {
  const rows = await queryRows<{ geojson: GeojsonDocument; geojson_type: number }>(
    db,
    sql`SELECT g.geojson, g.geojson_type
        FROM geojsons g
        JOIN item_geojsons ig ON ig.geojson_id = g.id
        WHERE ig.item_id IN (
          SELECT it.item_id FROM item_tags it JOIN tags t ON t.id = it.tag_id
          JOIN branches b ON b.tag_key = t.tag_key WHERE b.id = ${branchId})
        AND upper(coalesce((SELECT d.data_value FROM item_details d
              WHERE d.item_id = ig.item_id AND d.data_key_v2 = 'level' ORDER BY d.id LIMIT 1), 'EG')) = ${level}
        AND g.geojson_type IN (100, 120, 140, 1000)`,
  )
  const canvas = new Canvas(256, 256)
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

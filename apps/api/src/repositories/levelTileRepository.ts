import type { GeojsonDocument } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import type { StoredVariant } from '../db/schema/index.js'
import * as schema from '../db/schema/index.js'

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

/** The items of a branch at a level (items without a level are on EG), for `column`. */
const atLevel = (column: SQL, branchId: number, level: string) =>
  sql`${column} IN (
          SELECT it.item_id FROM item_tags it JOIN tags t ON t.id = it.tag_id
          JOIN branches b ON b.tag_key = t.tag_key WHERE b.id = ${branchId})
        AND upper(coalesce((SELECT d.data_value FROM item_details d
              WHERE d.item_id = ${column} AND d.data_key_v2 = 'level' ORDER BY d.id LIMIT 1), 'EG')) = ${level}`

/** A hall, aisle or booth outline of a level (geojson types 100, 120, 140 and 1000). */
interface LevelShape {
  geojson: GeojsonDocument
  geojson_type: number
}

/** A floor plan image laid over its place's bounds. */
interface LevelFloorPlan {
  west: number
  south: number
  east: number
  north: number
  opacity: number
  variants: StoredVariant[]
}

/** The outlines drawn on a branch's level: its places' halls, aisles and booths. */
export function listLevelShapes(db: Db, branchId: number, level: string): Promise<LevelShape[]> {
  return queryRows<LevelShape>(
    db,
    sql`SELECT g.geojson, g.geojson_type
        FROM geojsons g
        JOIN item_geojsons ig ON ig.geojson_id = g.id
        WHERE ${atLevel(sql`ig.item_id`, branchId, level)}
        AND g.geojson_type IN (100, 120, 140, 1000)`,
  )
}

/** The floor plans of a branch's level that overlap the bounds `[west, south, east, north]`. */
export function listLevelFloorPlans(
  db: Db,
  branchId: number,
  level: string,
  [west, south, east, north]: readonly [number, number, number, number],
): Promise<LevelFloorPlan[]> {
  return queryRows<LevelFloorPlan>(
    db,
    sql`SELECT fp.west, fp.south, fp.east, fp.north, fp.opacity, a.variants
        FROM item_floor_plans fp JOIN media_assets a ON a.id = fp.asset_id
        WHERE ${atLevel(sql`fp.item_id`, branchId, level)}
        AND fp.east > ${west} AND fp.west < ${east} AND fp.north > ${south} AND fp.south < ${north}
        ORDER BY fp.item_id`,
  )
}

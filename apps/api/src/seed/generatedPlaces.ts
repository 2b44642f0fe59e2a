import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'

/** A generated place's name says what it is; a real one of the same kind this near makes it redundant. */
const REAL_PLACE_REACH_METRES = 1500

/** A generated item: not one the OpenStreetMap import made (`osm` and 14 characters of a hash). */
const GENERATED = sql`NOT (i.nano_id LIKE 'osm%' AND length(i.nano_id) = 17)`

/** Generated places that nothing else of the demo points at: no event, list, contest, fair or kiosk. */
const STANDALONE = sql`
  i.type = 'place'
  AND NOT EXISTS (SELECT 1 FROM events e WHERE e.item_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM item_geojsons g WHERE g.item_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM item_relations r WHERE r.child_item_id = i.id OR r.parent_item_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM item_details d WHERE d.item_id = i.id AND d.data_key_v2 = 'level')
  AND NOT EXISTS (SELECT 1 FROM list_items l WHERE l.item_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM featured f WHERE f.item_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM contests c WHERE c.item_id = i.id)
  AND NOT EXISTS (
    SELECT 1 FROM branches b WHERE i.nano_id IN (b.center_item_dev_nano_id, b.center_item_production_nano_id)
  )`

/**
 * Where the extract has real places, the demo shows them: a generated place goes when a real
 * one of its category stands within 1.5 km ("Schloss Vaduz" stays, an invented castle beside it
 * goes). Generated places that events, lists, contests, a fair or a kiosk point at stay.
 * Returns how many went.
 */
export async function dropGeneratedBesideReal(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    // The few real places with their categories first: joined from each generated place's
    // category to every item of it, 500,000 generated places compared each with thousands of
    // others and the seed stood for over ten minutes on this one statement.
    sql`WITH real AS MATERIALIZED (
          SELECT oc.category_id, o.geom FROM items o JOIN item_categories oc ON oc.item_id = o.id
           WHERE o.nano_id LIKE 'osm%' AND length(o.nano_id) = 17
        ), gone AS (
          DELETE FROM items i
           WHERE ${GENERATED} AND ${STANDALONE}
             AND EXISTS (
               SELECT 1 FROM item_categories ic JOIN real r ON r.category_id = ic.category_id
                WHERE ic.item_id = i.id
                  AND ST_DWithin(r.geom::geography, i.geom::geography, ${REAL_PLACE_REACH_METRES})
             )
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  )
  return rows[0]?.n ?? 0
}

/** How far from the street's centre line a moved place stands: its frontage. */
const FRONTAGE_METRES = 14
/** Places further than this from any street stay where they are (a hut on the mountain). */
const REACH_DEGREES = 0.006

/**
 * Moves the demo's generated shops, inns, offices and stops to the nearest street of the
 * imported OpenStreetMap geography, a frontage away from its centre line on their own side:
 * generated at random in a municipality's circle, they stood in fields, in the forest or in
 * the Rhine. Nature, trails, squares and fire pits, a fair's booths, a route's waypoints and
 * the imported places themselves stay where they are.
 */
export async function placeGeneratedNearStreets(db: Db): Promise<void> {
  await db.execute(sql`
    WITH moved AS (
      SELECT i.id, p.point,
             (i.lon - ST_X(p.point)) * cos(radians(i.lat)) * 111320 AS dx,
             (i.lat - ST_Y(p.point)) * 111320 AS dy
        FROM items i
        CROSS JOIN LATERAL (
          SELECT ST_ClosestPoint(s.geometry, i.geom) AS point
            FROM streets s
           WHERE s.geometry && ST_Expand(i.geom, ${REACH_DEGREES})
           ORDER BY s.geometry <-> i.geom
           LIMIT 1
        ) p
       WHERE i.type = 'place'
         AND ${GENERATED}
         AND NOT EXISTS (SELECT 1 FROM item_geojsons g WHERE g.item_id = i.id)
         AND NOT EXISTS (SELECT 1 FROM item_relations r WHERE r.child_item_id = i.id)
         AND NOT EXISTS (SELECT 1 FROM item_details d WHERE d.item_id = i.id AND d.data_key_v2 = 'level')
         AND EXISTS (
           SELECT 1 FROM item_categories ic JOIN categories c ON c.id = ic.category_id
            WHERE ic.item_id = i.id
              AND c.main_category NOT IN ('Nature & Landscape', 'Highway', 'Place', 'Exhibition', 'Activities')
         )
    )
    UPDATE items i
       SET lon = ST_X(m.point) + CASE WHEN len > 0 THEN m.dx / len * ${FRONTAGE_METRES} / (cos(radians(i.lat)) * 111320) ELSE 0 END,
           lat = ST_Y(m.point) + CASE WHEN len > 0 THEN m.dy / len * ${FRONTAGE_METRES} / 111320 ELSE 0 END
      FROM (SELECT *, sqrt(dx * dx + dy * dy) AS len FROM moved) m
     WHERE i.id = m.id
  `)
}

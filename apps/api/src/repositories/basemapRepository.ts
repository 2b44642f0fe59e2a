import {
  BASEMAP_COLUMNS,
  BASEMAP_FLAGS,
  type BasemapResponse,
  type BasemapRow,
  type ItemType,
} from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import * as schema from '../db/schema/index.js'
import { pgTimestampToIso } from '../db/timestamps.js'

/** Tables a basemap is computed from: a change to any of them changes some row. */
export const BASEMAP_TABLES = [
  schema.items,
  schema.itemCategories,
  schema.categories,
  schema.itemDetails,
  schema.itemTags,
  schema.tags,
  schema.itemRelations,
  schema.mentions,
  schema.events,
  schema.itemWays,
  schema.itemGeojsons,
  schema.featured,
  schema.branches,
] as const

interface Row {
  id: number
  nano_id: string
  title: string
  lon: number
  lat: number
  type: string
  category_id: number | null
  level: string | null
  flags: number
  tag_ids: number[] | null
  next_event_end: string | null
}

export interface Basemap {
  body: BasemapResponse
  /** The item id of each row of `body.items`, in order (ascending): to patch rows by item. */
  itemIds: number[]
  /** When the earliest running event ends, the "has events" flags change: recompute then. */
  expiresAt: number
}

/**
 * The ids (`item_id`) of a branch's items — those tagged with its tag key —, or of every item
 * when `branchId` is null; for a `WITH members AS (…)`.
 */
export function branchMembers(branchId: number | null): SQL {
  return branchId === null
    ? sql`SELECT id AS item_id FROM items`
    : sql`SELECT DISTINCT it.item_id FROM item_tags it
          JOIN tags t ON t.id = it.tag_id
          JOIN branches b ON b.tag_key = t.tag_key
          WHERE b.id = ${branchId}`
}

/**
 * The compact pins of a branch (items tagged with the branch's tag key), or of the whole map
 * when `branchId` is null; with `onlyItemIds`, just the rows of those items that are still
 * the branch's (a change feed's patch). One statement; every per-item fact comes from an
 * index probe.
 */
export async function loadBasemap(
  db: Db,
  branchId: number | null,
  onlyItemIds?: readonly number[],
): Promise<Basemap> {
  const branch = branchMembers(branchId)
  // The ids are integers the change feed named: a literal array, one parameter however many.
  const members = onlyItemIds
    ? sql`SELECT item_id FROM (${branch}) b WHERE item_id = ANY(${`{${onlyItemIds.map(Math.trunc).join(',')}}`}::int[])`
    : branch
  const featuredScope =
    branchId === null ? sql`TRUE` : sql`(f.branch_id IS NULL OR f.branch_id = ${branchId})`
  const F = BASEMAP_FLAGS
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH members AS (${members}),
    main_category AS (
      SELECT DISTINCT ON (ic.item_id) ic.item_id, ic.category_id
      FROM item_categories ic JOIN members m ON m.item_id = ic.item_id
      ORDER BY ic.item_id, ic.date_created, ic.category_id
    ),
    level AS (
      SELECT DISTINCT ON (d.item_id) d.item_id, d.data_value
      FROM item_details d JOIN members m ON m.item_id = d.item_id
      WHERE d.data_key_v2 = 'level'
      ORDER BY d.item_id, d.id
    ),
    visible_tags AS (
      SELECT it.item_id, array_agg(it.tag_id ORDER BY it.tag_id) AS tag_ids
      FROM item_tags it JOIN members m ON m.item_id = it.item_id
      WHERE NOT it.is_hidden
      GROUP BY it.item_id
    ),
    running_events AS (
      SELECT e.item_id, min(e.date_end) AS next_end
      FROM events e JOIN members m ON m.item_id = e.item_id
      WHERE e.date_end > now()
      GROUP BY e.item_id
    )
    SELECT i.id, i.nano_id, i.title, i.lon, i.lat, i.type, mc.category_id, l.data_value AS level,
      ( CASE WHEN EXISTS (SELECT 1 FROM item_relations r WHERE r.child_item_id = i.id) THEN ${F.hasParents} ELSE 0 END
      + CASE WHEN EXISTS (SELECT 1 FROM item_relations r WHERE r.parent_item_id = i.id) THEN ${F.hasChildren} ELSE 0 END
      + CASE WHEN EXISTS (SELECT 1 FROM mentions x WHERE x.item_id = i.id) THEN ${F.hasMentions} ELSE 0 END
      + CASE WHEN re.next_end IS NOT NULL THEN ${F.hasEvents} ELSE 0 END
      + CASE WHEN i.date_permanently_closed IS NOT NULL THEN ${F.closed} ELSE 0 END
      + CASE WHEN i.is_duplicate_of IS NOT NULL THEN ${F.duplicate} ELSE 0 END
      + CASE WHEN EXISTS (SELECT 1 FROM item_ways w WHERE w.item_id = i.id)
               OR EXISTS (SELECT 1 FROM item_geojsons g WHERE g.item_id = i.id) THEN ${F.hasRoute} ELSE 0 END
      + CASE WHEN EXISTS (SELECT 1 FROM featured f WHERE f.item_id = i.id AND ${featuredScope})
             THEN ${F.featured} ELSE 0 END
      )::int AS flags,
      vt.tag_ids, re.next_end AS next_event_end
    FROM items i
    JOIN members m ON m.item_id = i.id
    LEFT JOIN main_category mc ON mc.item_id = i.id
    LEFT JOIN level l ON l.item_id = i.id
    LEFT JOIN visible_tags vt ON vt.item_id = i.id
    LEFT JOIN running_events re ON re.item_id = i.id
    ORDER BY i.id`,
  )

  let expiresAt = Number.POSITIVE_INFINITY
  const items: BasemapRow[] = rows.map((r) => {
    if (r.next_event_end) expiresAt = Math.min(expiresAt, Date.parse(pgTimestampToIso(r.next_event_end)))
    return [
      r.nano_id,
      r.title,
      round6(r.lon),
      round6(r.lat),
      r.type as ItemType,
      r.category_id,
      r.level,
      r.flags,
      r.tag_ids ?? [],
    ]
  })
  return { body: { columns: [...BASEMAP_COLUMNS], items }, itemIds: rows.map((r) => r.id), expiresAt }
}

/** Six decimals are about 0.1 m; more digits only cost bytes on every visit. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { pgTimestampToIso } from '../db/timestamps.js'

/** The details an export carries: its field and the detail key (docs/product.md §3). */
export const DETAIL_OF = {
  phone: 'phone',
  email: 'email',
  website: 'url',
  openingHours: 'hours',
  description: 'shortDescription',
} as const

/** One place of a branch as staff export it: what an import reads back. */
export interface ExportedPlace {
  /** The item's id (not exported: the nanoId names it outside). */
  id: number
  nanoId: string
  type: string
  title: string
  category: string | null
  street: string | null
  housenumber: string | null
  postcode: string | null
  city: string | null
  /** Where its pin stands (WGS 84). */
  lat: number
  lon: number
  phone: string | null
  email: string | null
  website: string | null
  openingHours: string | null
  description: string | null
  /** The OpenStreetMap object it was imported from (`node/123`), if any. */
  osm: string | null
  closedSince: string | null
  updated: string
}

interface Row extends Omit<ExportedPlace, 'phone' | 'email' | 'website' | 'openingHours' | 'description'> {
  details: Partial<Record<string, string>> | null
}

/** Rows per statement: a branch of 20,000 places is read in ten round trips, by id. */
const BATCH = 2000

/** The export's columns of the items whose ids `page` selects (`SELECT … AS id`), by id. */
async function placeRows(db: Db, page: SQL): Promise<ExportedPlace[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT i.id, i.nano_id AS "nanoId", i.type, i.title,
        (SELECT COALESCE(ct.sub_category_name, c.sub_category)
          FROM item_categories ic JOIN categories c ON c.id = ic.category_id
          LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.language = 'de'
          WHERE ic.item_id = i.id ORDER BY ic.date_created, ic.category_id LIMIT 1) AS category,
        a.street, a.housenumber, COALESCE(a.postcode, ci.postcode) AS postcode, ci.title AS city,
        round(ST_Y(i.geom)::numeric, 7)::float8 AS lat, round(ST_X(i.geom)::numeric, 7)::float8 AS lon,
        (SELECT jsonb_object_agg(d.data_key_v2, d.data_value ORDER BY d.id DESC)
          FROM item_details d WHERE d.item_id = i.id
            AND d.data_key_v2 IN (${sql.join(
              Object.values(DETAIL_OF).map((key) => sql`${key}`),
              sql`, `,
            )})) AS details,
        (SELECT o.osm_key FROM osm_links o WHERE o.item_id = i.id ORDER BY o.osm_key LIMIT 1) AS osm,
        i.date_permanently_closed::text AS "closedSince", i.date_updated::text AS updated
      FROM (${page}) page
      JOIN items i ON i.id = page.id
      LEFT JOIN LATERAL (SELECT * FROM item_addresses x WHERE x.item_id = i.id ORDER BY x.id LIMIT 1) a ON TRUE
      LEFT JOIN cities ci ON ci.id = a.city_id
      ORDER BY i.id`,
  )
  return rows.map(({ details, closedSince, updated, ...row }) => ({
    ...row,
    ...(Object.fromEntries(
      Object.entries(DETAIL_OF).map(([field, key]) => [field, details?.[key] ?? null]),
    ) as Record<keyof typeof DETAIL_OF, string | null>),
    closedSince: closedSince ? pgTimestampToIso(closedSince) : null,
    updated: pgTimestampToIso(updated),
  }))
}

/** Tagged with the branch: one of its tags (topics) is on the item. */
export const onBranch = (item: SQL, branchId: number) =>
  sql`EXISTS (SELECT 1 FROM item_tags it JOIN tags t ON t.id = it.tag_id
    WHERE it.item_id = ${item} AND t.tag_key = (SELECT tag_key FROM branches WHERE id = ${branchId}))`

/**
 * A branch's places for a staff export — every item tagged with the branch that is no
 * duplicate, closed ones too (with the date) — in id order, `BATCH` at a time by keyset so each
 * statement costs the same. The batch's ids are chosen first, so its details, address and
 * category (index probes) are read for those rows alone.
 */
export async function* exportedPlaces(db: Db, branchId: number): AsyncGenerator<ExportedPlace[]> {
  let after = 0
  for (;;) {
    const places = await placeRows(
      db,
      sql`SELECT x.id FROM items x
        WHERE x.id > ${after} AND x.is_duplicate_of IS NULL AND ${onBranch(sql`x.id`, branchId)}
        ORDER BY x.id LIMIT ${BATCH}`,
    )
    if (places.length === 0) return
    yield places
    after = places[places.length - 1]?.id ?? after
    if (places.length < BATCH) return
  }
}

/** The export's columns of the given items, for an import to compare its rows with. */
export function placesWithIds(db: Db, ids: readonly number[]): Promise<ExportedPlace[]> {
  if (ids.length === 0) return Promise.resolve([])
  return placeRows(db, sql`SELECT unnest(${sql.param(ids)}::int[]) AS id`)
}

import type { Branch, HolidayRegion } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { CacheDeps } from '../cache/hotCache.js'
import { type Db, queryRows } from '../db/database.js'
import * as schema from '../db/schema/index.js'
import type { PublicPath } from '../seo/publicPath.js'
import { HOLIDAY_REGION_TABLES, holidayRegionOf } from './holidayRegionSql.js'

/** What a place's page says about it before the app runs: its link preview. */
export interface PlaceSummary {
  nanoId: string
  title: string
  lon: number
  lat: number
  shortDescription: string | null
  /** The German name of the place's main (first) category. */
  category: string | null
  street: string | null
  housenumber: string | null
  postcode: string | null
  city: string | null
  /** The main image (medium type 1) as stored: absolute or a path on this server. */
  image: string | null
  /** ISO 3166-1 alpha-2 of its address's country. */
  country: string | null
  phone: string | null
  /** Its own website. */
  website: string | null
  /** Its `opening_hours` value. */
  hours: string | null
  /** Closed for good: its events are cancelled. */
  closed: boolean
  /** Its dated occurrences not yet ended, soonest first (at most 10), ISO 8601. */
  events: { dateBegin: string; dateEnd: string }[]
  holidayRegion: HolidayRegion
}

/** Tables a place's preview is read from. */
export const PLACE_PAGE_TABLES = [
  schema.items,
  schema.itemDetails,
  schema.itemCategories,
  schema.categories,
  schema.categoryTranslations,
  schema.itemAddresses,
  schema.cities,
  schema.itemMedia,
  schema.events,
  ...HOLIDAY_REGION_TABLES,
] as const

/**
 * The place behind a nanoId with what its preview shows, or undefined. One statement: the
 * item by its unique nanoId, each other fact an index probe on the item's id.
 */
export async function findPlaceSummary(db: Db, nanoId: string): Promise<PlaceSummary | undefined> {
  // Quoted aliases name the columns as the summary does, so the row is the summary.
  const [place] = await queryRows<PlaceSummary>(
    db,
    sql`
    SELECT i.nano_id AS "nanoId", i.title, i.lon, i.lat,
      (SELECT d.data_value FROM item_details d
        WHERE d.item_id = i.id AND d.data_key_v2 = 'shortDescription' ORDER BY d.id LIMIT 1) AS "shortDescription",
      (SELECT coalesce(t.sub_category_name, c.sub_category)
        FROM item_categories ic JOIN categories c ON c.id = ic.category_id
        LEFT JOIN category_translations t ON t.category_id = c.id AND t.language = 'de'
        WHERE ic.item_id = i.id ORDER BY ic.date_created, ic.category_id LIMIT 1) AS category,
      a.street, a.housenumber, coalesce(a.postcode, ci.postcode) AS postcode, ci.title AS city,
      (SELECT m.url FROM item_media m
        WHERE m.item_id = i.id AND m.medium_type = 1 ORDER BY m.sort_order, m.id LIMIT 1) AS image,
      (SELECT co.iso2 FROM countries co WHERE co.id = a.country_id) AS country,
      (SELECT d.data_value FROM item_details d
        WHERE d.item_id = i.id AND d.data_key_v2 = 'phone' ORDER BY d.id LIMIT 1) AS phone,
      (SELECT d.data_value FROM item_details d
        WHERE d.item_id = i.id AND d.data_key_v2 = 'url' ORDER BY d.id LIMIT 1) AS website,
      (SELECT d.data_value FROM item_details d
        WHERE d.item_id = i.id AND d.data_key_v2 = 'hours' ORDER BY d.id LIMIT 1) AS hours,
      i.date_permanently_closed IS NOT NULL AS closed,
      ${holidayRegionOf(sql`i.id`, sql`i.geom`)} AS "holidayRegion",
      COALESCE((SELECT json_agg(json_build_object('dateBegin', e.date_begin, 'dateEnd', e.date_end)
          ORDER BY e.date_begin)
        FROM (SELECT * FROM events x WHERE x.item_id = i.id AND x.date_end > now()
          ORDER BY x.date_begin LIMIT 10) e), '[]'::json) AS events
    FROM items i
    LEFT JOIN LATERAL (SELECT * FROM item_addresses x WHERE x.item_id = i.id ORDER BY x.id LIMIT 1) a ON TRUE
    LEFT JOIN cities ci ON ci.id = a.city_id
    WHERE i.nano_id = ${nanoId}`,
  )
  return place
}

export type RecordPath = Exclude<PublicPath, { kind: 'page' | 'missing' | 'place' }>

/** Tables the existence of a card route's record depends on. */
export function recordDeps(path: RecordPath): CacheDeps {
  switch (path.kind) {
    case 'street':
      return [schema.streets]
    case 'building':
      return [schema.buildings]
    case 'list':
      return [schema.lists]
    case 'tag':
      return [schema.tags]
    case 'shortcut':
      return [schema.searchShortcuts]
  }
}

/**
 * An `EXISTS` body for the record a card route names, where the app looks for it: streets
 * and buildings in the host's branch (when it shows them), lists and tags anywhere, search
 * shortcuts among the branch's own (or the main site's); null when it cannot exist here.
 */
function probe(path: RecordPath, branch: Branch | undefined): SQL | null {
  switch (path.kind) {
    case 'street':
      return branch?.hasStreets
        ? sql`SELECT 1 FROM streets WHERE nano_id = ${path.nanoId} AND branch_id = ${branch.id}`
        : null
    case 'building':
      return branch?.hasBuildings
        ? sql`SELECT 1 FROM buildings WHERE nano_id = ${path.nanoId} AND branch_id = ${branch.id}`
        : null
    case 'list':
      return sql`SELECT 1 FROM lists WHERE nano_id = ${path.nanoId}`
    case 'tag':
      return sql`SELECT 1 FROM tags WHERE id = ${path.id}`
    case 'shortcut':
      return sql`SELECT 1 FROM search_shortcuts WHERE id = ${path.id}
        AND branch_short_id IS NOT DISTINCT FROM ${branch?.shortId ?? null}`
  }
}

/** Whether a card route's record exists on this site: one index probe. */
export async function recordExists(db: Db, path: RecordPath, branch: Branch | undefined): Promise<boolean> {
  const body = probe(path, branch)
  if (!body) return false
  const [row] = await queryRows<{ found: boolean }>(db, sql`SELECT EXISTS (${body}) AS found`)
  return row?.found === true
}

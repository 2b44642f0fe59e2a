import type { HolidayRegion } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { cities, countries, itemAddresses, states } from '../db/schema/index.js'

/** Tables a holiday region is read from, for the hot reads that show it. */
export const HOLIDAY_REGION_TABLES = [itemAddresses, countries, states, cities] as const

/**
 * Whose public holidays apply at an item (`HolidayRegion`, @quo/contract), as one JSON value:
 * the country and state of its first address that names a country, else those of its nearest
 * city (an OpenStreetMap place without an address), else Liechtenstein. The state only where
 * the country's `oh_state_field` says its holidays differ by state.
 */
export function holidayRegionOf(itemId: SQL, geom: SQL): SQL<HolidayRegion> {
  return sql<HolidayRegion>`COALESCE((
    SELECT json_build_object('countryCode', lower(co.iso2),
      'state', CASE WHEN co.oh_state_field IS NOT NULL THEN st.nominatim_title END)
    FROM (
      (SELECT a.country_id, a.state_id, 0 AS rank FROM item_addresses a
        WHERE a.item_id = ${itemId} AND a.country_id IS NOT NULL ORDER BY a.id LIMIT 1)
      UNION ALL
      (SELECT c.country_id, c.state_id, 1 AS rank FROM cities c ORDER BY c.geom <-> ${geom} LIMIT 1)
    ) r
    JOIN countries co ON co.id = r.country_id
    LEFT JOIN states st ON st.id = r.state_id
    ORDER BY r.rank LIMIT 1), json_build_object('countryCode', 'li', 'state', NULL))`
}

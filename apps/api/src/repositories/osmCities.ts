import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import type { CityRow } from '../importers/osm/nearestCity.js'

/**
 * The municipalities an import assigns places, streets and buildings to. Read once per import
 * and handed to every step, since the import never changes them.
 */
export function loadCities(db: Db): Promise<CityRow[]> {
  return queryRows<CityRow>(
    db,
    sql`SELECT id, title, postcode, country_id AS "countryId", state_id AS "stateId", lon, lat FROM cities`,
  )
}

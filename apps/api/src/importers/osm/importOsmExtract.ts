import type { Db } from '../../db/database.js'
import { replaceBasemapFeatures } from '../../repositories/basemapFeatureRepository.js'
import { loadCities } from '../../repositories/osmCities.js'
import { replaceOsmBuildings, replaceOsmStreets } from '../../repositories/osmGeographyRepository.js'
import {
  importOsmPlaces,
  type MembershipOf,
  type PlaceImportCounts,
} from '../../repositories/osmPlaceRepository.js'
import type { OsmExtract } from './readOsmExtract.js'

export interface OsmImportSummary {
  basemap: Record<string, number>
  places: PlaceImportCounts
  streets: number
  buildings: number
}

/**
 * Stores an extract read by `readOsmExtract` in one transaction: the shared basemap is replaced,
 * places are created or updated (staff edits kept), imported streets and buildings replaced.
 * Anything failing leaves the database as it was.
 */
export function storeOsmExtract(
  db: Db,
  extract: OsmExtract,
  membershipOf: MembershipOf,
): Promise<OsmImportSummary> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const cities = await loadCities(t)
    const basemap = await replaceBasemapFeatures(t, extract.basemap, 'osm')
    const places = await importOsmPlaces(t, extract.places, cities, membershipOf)
    const streets = await replaceOsmStreets(t, extract.streets, cities, membershipOf)
    const buildings = await replaceOsmBuildings(t, extract.buildings, cities, membershipOf)
    return { basemap, places, streets, buildings }
  })
}

/** One line for the console: what an import stored. */
export function describeImport(summary: OsmImportSummary): string {
  const basemap = Object.entries(summary.basemap)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ')
  const p = summary.places
  return [
    `places: ${p.created} new, ${p.updated} updated, ${p.keptStaffEdits} staff edits kept, ${p.differences} differences for staff, ${p.skippedDeleted} deleted by staff`,
    `streets: ${summary.streets}, buildings with house numbers: ${summary.buildings}`,
    `basemap: ${basemap || 'nothing'}`,
  ].join('\n')
}

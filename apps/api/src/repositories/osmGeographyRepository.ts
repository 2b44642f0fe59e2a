import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { buildings, streets } from '../db/schema/index.js'
import { type CityRow, nearestCity } from '../importers/osm/nearestCity.js'
import { osmNanoId } from '../importers/osm/osmIds.js'
import type { LonLat } from '../importers/osm/osmStream.js'
import type { OsmBuilding, OsmStreetPart } from '../importers/osm/readOsmExtract.js'
import type { MembershipOf } from './osmPlaceRepository.js'

const BATCH = 300

/** The middle vertex of the longest line: on the street, where its pin and name go. */
function midpointOf(lines: readonly LonLat[][]): LonLat {
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a))
  return longest[Math.floor(longest.length / 2)] as LonLat
}

async function branchesWith(db: Db, flag: 'has_streets' | 'has_buildings'): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM branches WHERE ${sql.raw(flag)}`)
  return new Set(rows.map((r) => r.id))
}

/**
 * Replaces the imported streets of every branch with streets showing streets: the named road
 * ways of an extract merged per name and municipality, so "Städtle" in Vaduz is one street with
 * one page. Streets drawn by staff (no `osm_key`) stay.
 */
export async function replaceOsmStreets(
  db: Db,
  parts: readonly OsmStreetPart[],
  cities: readonly CityRow[],
  membershipOf: MembershipOf,
): Promise<number> {
  // One after another: the import's transaction is one connection.
  const withStreets = await branchesWith(db, 'has_streets')
  const category = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM categories WHERE main_category = 'Highway' AND sub_category = 'Street'`,
  )
  const merged = new Map<string, { name: string; city: CityRow | null; lines: LonLat[][] }>()
  for (const part of parts) {
    const city = nearestCity(cities, midpointOf(part.lines))
    const key = `street/${city?.title ?? '-'}/${part.name}`
    const street = merged.get(key) ?? { name: part.name, city, lines: [] }
    street.lines.push(...part.lines)
    merged.set(key, street)
  }
  const rows: (typeof streets.$inferInsert)[] = []
  for (const [osmKey, street] of merged) {
    const [lon, lat] = midpointOf(street.lines)
    for (const { branchId } of membershipOf({ lon, lat, city: street.city, main: null })) {
      if (!withStreets.has(branchId)) continue
      rows.push({
        nanoId: osmNanoId(`${branchId}/${osmKey}`),
        branchId,
        title: street.name,
        lon,
        lat,
        categoryIds: category[0] ? [category[0].id] : [],
        osmKey,
        geometry: { type: 'MultiLineString', coordinates: street.lines },
      })
    }
  }
  await db.execute(sql`DELETE FROM streets WHERE osm_key IS NOT NULL`)
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(streets).values(rows.slice(i, i + BATCH))
  // One line where the ways join end to end, as a street's page draws it.
  await db.execute(sql`UPDATE streets SET geometry = ST_LineMerge(geometry) WHERE osm_key IS NOT NULL`)
  return rows.length
}

/**
 * Replaces the imported buildings of every branch showing buildings with the extract's
 * buildings that have a house number (those a visitor can look up). Buildings drawn by staff stay.
 */
export async function replaceOsmBuildings(
  db: Db,
  found: readonly OsmBuilding[],
  cities: readonly CityRow[],
  membershipOf: MembershipOf,
): Promise<number> {
  const withBuildings = await branchesWith(db, 'has_buildings')
  const rows: (typeof buildings.$inferInsert)[] = []
  for (const b of found) {
    if (!b.housenumber) continue
    const [lon, lat] = b.centre
    const city = nearestCity(cities, b.centre)
    for (const { branchId } of membershipOf({ lon, lat, city, main: null })) {
      if (!withBuildings.has(branchId)) continue
      rows.push({
        nanoId: osmNanoId(`${branchId}/${b.osmKey}`),
        branchId,
        lon,
        lat,
        housenumber: b.housenumber,
        street: b.street,
        osmKey: b.osmKey,
        polygon: { type: 'Polygon', coordinates: [b.ring] },
      })
    }
  }
  await db.execute(sql`DELETE FROM buildings WHERE osm_key IS NOT NULL`)
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(buildings).values(rows.slice(i, i + BATCH))
  return rows.length
}

import type { Building, City, Country, NearestCity, State, Street } from '@quo/contract'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { branches, buildings, cities, countries, states, streets } from '../db/schema/index.js'

/** Reads a geometry column as a GeoJSON object (6 decimals ≈ 0.1 m). */
const asGeoJson = (column: unknown) => sql<string>`ST_AsGeoJSON(${column}, 6)`

export async function listCountries(db: Db): Promise<Country[]> {
  return db.select().from(countries).orderBy(asc(countries.id))
}

export async function listStates(db: Db): Promise<State[]> {
  return db.select().from(states).orderBy(asc(states.id))
}

const cityColumns = {
  id: cities.id,
  countryId: cities.countryId,
  stateId: cities.stateId,
  title: cities.title,
  postcode: cities.postcode,
  lon: cities.lon,
  lat: cities.lat,
}

/** Cities of a country, or undefined when the country does not exist. */
export async function listCitiesOfCountry(db: Db, countryId: number): Promise<City[] | undefined> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId))
  if (!country) return undefined
  return db.select(cityColumns).from(cities).where(eq(cities.countryId, countryId)).orderBy(asc(cities.title))
}

/** Nearest city by geodesic distance; the KNN operator uses the GiST index to find candidates. */
export async function nearestCity(db: Db, lat: number, lon: number): Promise<NearestCity | undefined> {
  const point = sql`ST_SetSRID(ST_MakePoint(${lon}, ${lat}), 4326)`
  const candidates = await db
    .select({
      ...cityColumns,
      distanceMeters: sql<number>`ST_Distance(${cities.geom}::geography, ${point}::geography)`.mapWith(
        Number,
      ),
    })
    .from(cities)
    .orderBy(sql`${cities.geom} <-> ${point}`)
    .limit(5)
  // Planar KNN in degrees can misorder the nearest few at this latitude; the geodesic decides.
  candidates.sort((a, b) => a.distanceMeters - b.distanceMeters)
  const best = candidates[0]
  return best ? { ...best, distanceMeters: Math.round(best.distanceMeters) } : undefined
}

export async function listBuildings(db: Db, branchId: number): Promise<Building[]> {
  const rows = await db
    .select({
      id: buildings.id,
      nanoId: buildings.nanoId,
      lon: buildings.lon,
      lat: buildings.lat,
      housenumber: buildings.housenumber,
      street: buildings.street,
      polygon: asGeoJson(buildings.polygon),
    })
    .from(buildings)
    .where(eq(buildings.branchId, branchId))
    .orderBy(asc(buildings.id))
  return rows.map((r) => ({ ...r, polygon: JSON.parse(r.polygon) }))
}

export async function listStreets(db: Db, branchId: number): Promise<Street[]> {
  const rows = await db
    .select({
      id: streets.id,
      nanoId: streets.nanoId,
      title: streets.title,
      lon: streets.lon,
      lat: streets.lat,
      categories: streets.categoryIds,
      geometry: asGeoJson(streets.geometry),
    })
    .from(streets)
    .where(eq(streets.branchId, branchId))
    .orderBy(asc(streets.title), asc(streets.id))
  return rows.map((r) => ({ ...r, geometry: JSON.parse(r.geometry) }))
}

/** Tables each geographic read is computed from. */
export const GEO_TABLES = {
  countries: [countries],
  states: [states],
  cities: [cities, countries],
  buildings: [buildings, branches],
  streets: [streets, branches],
} as const

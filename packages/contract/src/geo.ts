import { z } from 'zod'
import { Id, Latitude, Longitude, NanoId } from './common.js'
import { LineGeometry, PolygonGeometry } from './geojson.js'

export const Country = z.object({
  id: Id,
  iso2: z.string().length(2),
  /** State field the opening_hours library expects for public holidays. */
  ohStateField: z.string().nullable(),
  title: z.string(),
})
export type Country = z.infer<typeof Country>

export const State = z.object({ id: Id, countryId: Id, nominatimTitle: z.string() })
export type State = z.infer<typeof State>

/**
 * Whose public holidays (`PH` in opening hours) apply at a place: its country (ISO 3166-1
 * alpha-2, lower case, as the opening_hours library keys its tables) and, where the country's
 * `ohStateField` says holidays differ by state, its state, canton or Land as Nominatim names it
 * (`St. Gallen`, `Vorarlberg`); from the place's address, else from its nearest city.
 */
export const HolidayRegion = z.object({
  countryCode: z.string().regex(/^[a-z]{2}$/),
  state: z.string().nullable(),
})
export type HolidayRegion = z.infer<typeof HolidayRegion>

export const City = z.object({
  id: Id,
  countryId: Id,
  stateId: Id.nullable(),
  title: z.string(),
  postcode: z.string().nullable(),
  lon: Longitude,
  lat: Latitude,
})
export type City = z.infer<typeof City>

/** Nearest city to a coordinate, with its distance in metres. */
export const NearestCity = City.extend({ distanceMeters: z.number().nonnegative() })
export type NearestCity = z.infer<typeof NearestCity>

export const Building = z.object({
  id: Id,
  nanoId: NanoId,
  lon: Longitude,
  lat: Latitude,
  housenumber: z.string().nullable(),
  street: z.string().nullable(),
  polygon: PolygonGeometry,
})
export type Building = z.infer<typeof Building>

export const Street = z.object({
  id: Id,
  nanoId: NanoId,
  title: z.string(),
  lon: Longitude,
  lat: Latitude,
  categories: z.array(Id),
  geometry: LineGeometry,
})
export type Street = z.infer<typeof Street>

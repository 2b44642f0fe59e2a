import { sql } from 'drizzle-orm'
import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { branches } from './branches.js'
import { geometry } from './geometry.js'

/** Point geometry kept in step with the lon/lat columns by PostgreSQL itself. */
export const pointColumn = () =>
  geometry('Point')().notNull().generatedAlwaysAs(sql`ST_SetSRID(ST_MakePoint(lon, lat), 4326)`)

export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  iso2: text().notNull().unique(),
  ohStateField: text(),
  title: text().notNull(),
})

export const states = pgTable('states', {
  id: serial().primaryKey(),
  countryId: integer()
    .notNull()
    .references(() => countries.id, { onDelete: 'cascade' }),
  nominatimTitle: text().notNull(),
})

export const cities = pgTable(
  'cities',
  {
    id: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    stateId: integer().references(() => states.id, { onDelete: 'set null' }),
    title: text().notNull(),
    postcode: text(),
    lon: doublePrecision().notNull(),
    lat: doublePrecision().notNull(),
    geom: pointColumn(),
  },
  (t) => [index().on(t.countryId), index().using('gist', t.geom)],
)

export const buildings = pgTable(
  'buildings',
  {
    id: serial().primaryKey(),
    nanoId: text().notNull().unique(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    lon: doublePrecision().notNull(),
    lat: doublePrecision().notNull(),
    housenumber: text(),
    street: text(),
    /** The OpenStreetMap element it was imported from; a re-import replaces these rows. */
    osmKey: text(),
    polygon: geometry('Geometry')().notNull(),
  },
  (t) => [index().on(t.branchId), index().using('gist', t.polygon)],
)

export const streets = pgTable(
  'streets',
  {
    id: serial().primaryKey(),
    nanoId: text().notNull().unique(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    lon: doublePrecision().notNull(),
    lat: doublePrecision().notNull(),
    categoryIds: integer().array().notNull().default(sql`'{}'::int[]`),
    /** `street/<municipality>/<name>` when imported from OpenStreetMap; a re-import replaces these rows. */
    osmKey: text(),
    geometry: geometry('Geometry')().notNull(),
  },
  (t) => [index().on(t.branchId), index().using('gist', t.geometry)],
)

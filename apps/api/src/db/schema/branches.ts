import type { DataLicence } from '@quo/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const branches = pgTable('branches', {
  id: serial().primaryKey(),
  shortId: smallint().notNull().unique(),
  title: text().notNull(),
  shortTitle: text().notNull(),
  tagKey: text().notNull().unique(),
  logo: text(),
  menuTitle: text(),
  menuText: text(),
  liveDomain: text(),
  /** Sites that may frame this branch's map (CSP frame-ancestors); null lets any site. */
  frameAncestors: text().array(),
  hostKeywords: text().array().notNull().default(sql`'{}'::text[]`),
  isActive: boolean().notNull().default(false),
  currentSeasonId: integer(),
  selectedStyleUrl: text(),
  hasEvents: boolean().notNull().default(false),
  hasStreets: boolean().notNull().default(false),
  hasBuildings: boolean().notNull().default(false),
  hasKiosk: boolean().notNull().default(false),
  hasSearchShortcuts: boolean().notNull().default(false),
  kiosk: jsonb().$type<{ globalMarginTop: number; globalMarginBottom: number }>(),
  centerItemDevNanoId: text(),
  centerItemProductionNanoId: text(),
  screenSaverEnabled: boolean().notNull().default(false),
  /** The open licence of the branch's own data (SPDX id; `DATA_LICENCES`). */
  dataLicence: text().$type<DataLicence>().notNull().default('CC-BY-4.0'),
  baseUrlDevelopment: text(),
  baseUrlProduction: text(),
  basemapItemJsonFileNameDevelopment: text(),
  basemapItemJsonFileNameProduction: text(),
})

export const branchSeasons = pgTable(
  'branch_seasons',
  {
    id: serial().primaryKey(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    path: text().notNull(),
    styleUrl: text(),
  },
  (t) => [uniqueIndex().on(t.branchId, t.path)],
)

export const branchLevels = pgTable(
  'branch_levels',
  {
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    sortOrder: integer().notNull(),
    layerId: text().notNull(),
    layerPath: text(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.key] })],
)

export const branchMapBoundaries = pgTable(
  'branch_map_boundaries',
  {
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    breakpoint: text().notNull(),
    swLon: doublePrecision().notNull(),
    swLat: doublePrecision().notNull(),
    neLon: doublePrecision().notNull(),
    neLat: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.breakpoint] })],
)

export const branchMapCenters = pgTable(
  'branch_map_centers',
  {
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    breakpoint: text().notNull(),
    lon: doublePrecision().notNull(),
    lat: doublePrecision().notNull(),
    zoom: doublePrecision().notNull(),
    pitch: doublePrecision().notNull().default(0),
    bearing: doublePrecision().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.breakpoint] })],
)

/** Paths on a branch's host answered with a permanent redirect (e.g. `/zemma`). */
export const pathRedirects = pgTable(
  'path_redirects',
  {
    id: serial().primaryKey(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    path: text().notNull(),
    targetUrl: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.branchId, t.path)],
)

/** Host keywords that clear the branch and send visitors to the main site. */
export const hostRedirects = pgTable('host_redirects', {
  id: serial().primaryKey(),
  keyword: text().notNull().unique(),
  targetUrl: text().notNull(),
})

export const searchShortcuts = pgTable(
  'search_shortcuts',
  {
    id: serial().primaryKey(),
    idDev: integer(),
    branchShortId: smallint().references(() => branches.shortId, { onDelete: 'cascade' }),
    title: text().notNull(),
    iconId: integer(),
    query: text(),
    tagIds: integer().array().notNull().default(sql`'{}'::int[]`),
    categoryIds: integer().array().notNull().default(sql`'{}'::int[]`),
    allowItemAddition: boolean().notNull().default(false),
    allowChangeRequest: boolean().notNull().default(false),
    changeRequestSubtitle: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.branchShortId)],
)

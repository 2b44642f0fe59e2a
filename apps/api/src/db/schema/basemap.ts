import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { geometry } from './geometry.js'

/**
 * What a basemap feature is: water, forest, land use and buildings are (multi)polygons;
 * waterways, roads, railways, lifts and boundaries lines; places, peaks and house numbers points.
 */
export const BASEMAP_FEATURE_KINDS = [
  'water',
  'forest',
  'river',
  'stream',
  'canal',
  'landuse',
  'building',
  'road',
  'railway',
  'aerialway',
  'boundary',
  'place',
  'peak',
  'housenumber',
] as const
export type BasemapFeatureKind = (typeof BASEMAP_FEATURE_KINDS)[number]

/**
 * The shared map under every branch's pins: the demo's hand-drawn Rhine, or what the
 * OpenStreetMap importer loaded (`source` 'osm'; an import replaces every row).
 */
export const basemapFeatures = pgTable(
  'basemap_features',
  {
    id: serial().primaryKey(),
    kind: text().$type<BasemapFeatureKind>().notNull(),
    name: text(),
    /** Road class, land-use type, place size, admin level: what the style tells apart. */
    class: text(),
    /** Further tile properties: a building's height, a road's bridge or tunnel, a peak's elevation. */
    properties: jsonb().$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    /** 'demo' or 'osm': OpenStreetMap data must be credited wherever it is shown. */
    source: text().notNull().default('demo'),
    geom: geometry('Geometry')().notNull(),
  },
  (t) => [index().on(t.kind), index().using('gist', t.geom)],
)

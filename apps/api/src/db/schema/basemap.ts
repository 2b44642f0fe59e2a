import { index, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { geometry } from './geometry.js'

/** What a basemap feature is; areas are (multi)polygons, waterways lines. */
export const BASEMAP_FEATURE_KINDS = ['water', 'forest', 'river', 'stream', 'canal'] as const
export type BasemapFeatureKind = (typeof BASEMAP_FEATURE_KINDS)[number]

/**
 * Land cover and water under every branch's map: the demo's hand-drawn Rhine, or what the
 * OpenStreetMap importer loaded (`source` 'osm'; an import replaces every row).
 */
export const basemapFeatures = pgTable(
  'basemap_features',
  {
    id: serial().primaryKey(),
    kind: text().$type<BasemapFeatureKind>().notNull(),
    name: text(),
    /** 'demo' or 'osm': OpenStreetMap data must be credited wherever it is shown. */
    source: text().notNull().default('demo'),
    geom: geometry('Geometry')().notNull(),
  },
  (t) => [index().on(t.kind), index().using('gist', t.geom)],
)

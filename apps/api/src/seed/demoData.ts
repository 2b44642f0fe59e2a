import type { PgTable } from 'drizzle-orm/pg-core'
import * as s from '../db/schema/index.js'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

/** Every row of the demo, per table, in insertion order (parents before children). */
export interface DemoData {
  icons: Insert<typeof s.icons>[]
  categories: Insert<typeof s.categories>[]
  categoryTranslations: Insert<typeof s.categoryTranslations>[]
  tags: Insert<typeof s.tags>[]
  tagTranslations: Insert<typeof s.tagTranslations>[]
  itemDetailKeys: Insert<typeof s.itemDetailKeys>[]
  countries: Insert<typeof s.countries>[]
  states: Insert<typeof s.states>[]
  cities: Insert<typeof s.cities>[]
  branches: Insert<typeof s.branches>[]
  branchSeasons: Insert<typeof s.branchSeasons>[]
  branchLevels: Insert<typeof s.branchLevels>[]
  branchMapBoundaries: Insert<typeof s.branchMapBoundaries>[]
  branchMapCenters: Insert<typeof s.branchMapCenters>[]
  pathRedirects: Insert<typeof s.pathRedirects>[]
  hostRedirects: Insert<typeof s.hostRedirects>[]
  relationships: Insert<typeof s.relationships>[]
  items: Insert<typeof s.items>[]
  itemCategories: Insert<typeof s.itemCategories>[]
  itemDetails: Insert<typeof s.itemDetails>[]
  itemTags: Insert<typeof s.itemTags>[]
  geojsons: Insert<typeof s.geojsons>[]
  itemGeojsons: Insert<typeof s.itemGeojsons>[]
  itemWays: Insert<typeof s.itemWays>[]
  itemRelations: Insert<typeof s.itemRelations>[]
  itemMedia: Insert<typeof s.itemMedia>[]
  mentions: Insert<typeof s.mentions>[]
  events: Insert<typeof s.events>[]
  eventBranches: Insert<typeof s.eventBranches>[]
  itemReviews: Insert<typeof s.itemReviews>[]
  featured: Insert<typeof s.featured>[]
  itemAddresses: Insert<typeof s.itemAddresses>[]
  streets: Insert<typeof s.streets>[]
  buildings: Insert<typeof s.buildings>[]
  searchShortcuts: Insert<typeof s.searchShortcuts>[]
  lists: Insert<typeof s.lists>[]
  listItems: Insert<typeof s.listItems>[]
  contests: Insert<typeof s.contests>[]
  basemapFeatures: Insert<typeof s.basemapFeatures>[]
}

/** Tables in insertion order: parents before the rows that reference them. */
export const DEMO_TABLES: [keyof DemoData, PgTable][] = [
  ['icons', s.icons],
  ['categories', s.categories],
  ['categoryTranslations', s.categoryTranslations],
  ['tags', s.tags],
  ['tagTranslations', s.tagTranslations],
  ['itemDetailKeys', s.itemDetailKeys],
  ['countries', s.countries],
  ['states', s.states],
  ['cities', s.cities],
  ['branches', s.branches],
  ['branchSeasons', s.branchSeasons],
  ['branchLevels', s.branchLevels],
  ['branchMapBoundaries', s.branchMapBoundaries],
  ['branchMapCenters', s.branchMapCenters],
  ['pathRedirects', s.pathRedirects],
  ['hostRedirects', s.hostRedirects],
  ['relationships', s.relationships],
  ['items', s.items],
  ['itemCategories', s.itemCategories],
  ['itemDetails', s.itemDetails],
  ['itemTags', s.itemTags],
  ['geojsons', s.geojsons],
  ['itemGeojsons', s.itemGeojsons],
  ['itemWays', s.itemWays],
  ['itemRelations', s.itemRelations],
  ['itemMedia', s.itemMedia],
  ['mentions', s.mentions],
  ['events', s.events],
  ['eventBranches', s.eventBranches],
  ['itemReviews', s.itemReviews],
  ['featured', s.featured],
  ['itemAddresses', s.itemAddresses],
  ['streets', s.streets],
  ['buildings', s.buildings],
  ['searchShortcuts', s.searchShortcuts],
  ['lists', s.lists],
  ['listItems', s.listItems],
  ['contests', s.contests],
  ['basemapFeatures', s.basemapFeatures],
]

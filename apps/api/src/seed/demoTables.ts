import type { DemoData } from '@quo/demo-seed'
import type { PgTable } from 'drizzle-orm/pg-core'
import * as s from '../db/schema/index.js'

/** The table of each kind of demo row, in insertion order: parents before the rows that reference them. */
const TABLES = {
  icons: s.icons,
  categories: s.categories,
  categoryTranslations: s.categoryTranslations,
  tags: s.tags,
  tagTranslations: s.tagTranslations,
  itemDetailKeys: s.itemDetailKeys,
  countries: s.countries,
  states: s.states,
  cities: s.cities,
  branches: s.branches,
  branchSeasons: s.branchSeasons,
  branchLevels: s.branchLevels,
  branchMapBoundaries: s.branchMapBoundaries,
  branchMapCenters: s.branchMapCenters,
  pathRedirects: s.pathRedirects,
  hostRedirects: s.hostRedirects,
  relationships: s.relationships,
  items: s.items,
  itemCategories: s.itemCategories,
  itemDetails: s.itemDetails,
  itemTags: s.itemTags,
  geojsons: s.geojsons,
  itemGeojsons: s.itemGeojsons,
  itemWays: s.itemWays,
  itemRelations: s.itemRelations,
  itemMedia: s.itemMedia,
  mentions: s.mentions,
  events: s.events,
  eventBranches: s.eventBranches,
  itemReviews: s.itemReviews,
  featured: s.featured,
  itemAddresses: s.itemAddresses,
  streets: s.streets,
  buildings: s.buildings,
  searchShortcuts: s.searchShortcuts,
  lists: s.lists,
  listItems: s.listItems,
  contests: s.contests,
  metrics: s.metrics,
  basemapFeatures: s.basemapFeatures,
} satisfies Record<keyof DemoData, PgTable>

/** A kind of demo row that its table would not take, else never. */
type Misfit = {
  [K in keyof DemoData]: DemoData[K][number] extends (typeof TABLES)[K]['$inferInsert'] ? never : K
}[keyof DemoData]
// Fails to compile, naming the rows, when the generator and the schema drift apart.
const everyRowFits: [Misfit] extends [never] ? true : Misfit = true
void everyRowFits

export const DEMO_TABLES = Object.entries(TABLES) as [keyof DemoData, PgTable][]

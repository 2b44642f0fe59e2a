import type {
  GeojsonDocument,
  GeojsonTypeCode,
  ItemType,
  JsonDocument,
  MediumType,
  Unit,
} from '@quo/contract'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
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
import { branches } from './branches.js'
import { cities, countries, pointColumn, states } from './geo.js'
import { geometry } from './geometry.js'
import { mediaAssets } from './media.js'
import { categories, tags } from './taxonomy.js'
import { isoTimestamp } from './timestamp.js'

const ts = () => isoTimestamp()

export const items = pgTable(
  'items',
  {
    id: serial().primaryKey(),
    nanoId: text().notNull().unique(),
    title: text().notNull(),
    lon: doublePrecision().notNull(),
    lat: doublePrecision().notNull(),
    geom: pointColumn(),
    type: text().$type<ItemType>().notNull().default('place'),
    datePermanentlyClosed: ts(),
    isDuplicateOf: integer().references((): AnyPgColumn => items.id, { onDelete: 'set null' }),
    dateCreated: ts().notNull().default(sql`now()`),
    dateUpdated: ts().notNull().default(sql`now()`),
  },
  // The dashboard searches item_search (itemSearch.ts), not these columns. The two sort indexes
  // give the dashboard's unfiltered list its page without sorting every item.
  // The duplicates' index serves the foreign key: without it, deleting an item scanned every
  // item for those marked its duplicate (at 500,000 places the demo seed's clean-up stood over
  // ten minutes on it; one staff delete read all items).
  (t) => [
    index('items_is_duplicate_of_index').on(t.isDuplicateOf).where(sql`${t.isDuplicateOf} IS NOT NULL`),
    index().using('gist', t.geom),
    index().on(t.title),
    index('items_lower_title_id_index').on(sql`lower(${t.title})`, t.id),
    index('items_date_updated_id_index').on(t.dateUpdated, t.id),
  ],
)

const itemRef = () =>
  integer()
    .notNull()
    .references(() => items.id, { onDelete: 'cascade' })

export const itemCategories = pgTable(
  'item_categories',
  {
    itemId: itemRef(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    dateCreated: ts().notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.categoryId] }), index().on(t.categoryId)],
)

export const itemDetails = pgTable(
  'item_details',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    dataKeyV2: text('data_key_v2').notNull(),
    dataKeyGroup: text(),
    dataValue: text().notNull(),
    dataValueUnit: text().$type<Unit>(),
    dateUpdated: ts().notNull().default(sql`now()`),
  },
  (t) => [index().on(t.itemId), index().on(t.dataKeyV2)],
)

export const itemTags = pgTable(
  'item_tags',
  {
    itemId: itemRef(),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    isHidden: boolean().notNull().default(false),
    showInSubtitle: boolean().notNull().default(false),
    subtitleSortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index().on(t.tagId)],
)

/**
 * The id a branch's own records give a place, so a repeated import of their file changes the
 * place it made before instead of making another (docs/api.md "Staff imports"). One per branch
 * and id; the place may carry ids of several branches.
 */
export const itemExternalIds = pgTable(
  'item_external_ids',
  {
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    externalId: text().notNull(),
    itemId: itemRef(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.externalId] }), index().on(t.itemId)],
)

export const geojsons = pgTable('geojsons', {
  id: serial().primaryKey(),
  nanoId: text().notNull().unique(),
  geojson: jsonb().$type<GeojsonDocument>().notNull(),
  geojsonType: integer().$type<GeojsonTypeCode>().notNull(),
})

export const itemGeojsons = pgTable(
  'item_geojsons',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    geojsonId: integer()
      .notNull()
      .references(() => geojsons.id, { onDelete: 'cascade' }),
    type: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.itemId, t.geojsonId), index().on(t.geojsonId)],
)

export const jsons = pgTable('jsons', {
  id: serial().primaryKey(),
  json: jsonb().$type<JsonDocument>().notNull(),
})

export const itemJsons = pgTable(
  'item_jsons',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    jsonId: integer()
      .notNull()
      .references(() => jsons.id, { onDelete: 'cascade' }),
    type: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.itemId, t.jsonId), index().on(t.jsonId)],
)

export const itemWays = pgTable(
  'item_ways',
  {
    id: serial().primaryKey(),
    nanoId: text().notNull().unique(),
    itemId: itemRef(),
    way: geometry('Geometry')().notNull(),
  },
  (t) => [index().on(t.itemId), index().using('gist', t.way)],
)

export const relationships = pgTable('relationships', {
  id: serial().primaryKey(),
  title: text().notNull().unique(),
})

export const itemRelations = pgTable(
  'item_relations',
  {
    parentItemId: itemRef(),
    childItemId: itemRef(),
    relationshipId: integer()
      .notNull()
      .references(() => relationships.id, { onDelete: 'cascade' }),
    /** Place in the parent's list of this relationship: a route's waypoints in walking order. */
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.parentItemId, t.childItemId, t.relationshipId] }),
    index().on(t.childItemId),
  ],
)

export const itemMedia = pgTable(
  'item_media',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    mediumType: smallint().$type<MediumType>().notNull(),
    url: text().notNull(),
    title: text(),
    sortOrder: integer().notNull().default(0),
    /** The library image shown; `url` then holds its full rendition. */
    assetId: integer().references((): AnyPgColumn => mediaAssets.id, { onDelete: 'restrict' }),
  },
  (t) => [index().on(t.itemId), index().on(t.assetId)],
)

export const mentions = pgTable(
  'mentions',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    title: text().notNull(),
    url: text(),
    source: text(),
    datePublished: ts(),
  },
  (t) => [index().on(t.itemId)],
)

export const events = pgTable(
  'events',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    dateBegin: ts().notNull(),
    dateEnd: ts().notNull(),
  },
  (t) => [index().on(t.itemId), index().on(t.dateEnd)],
)

export const eventBranches = pgTable(
  'event_branches',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.branchId] }), index().on(t.branchId)],
)

export const itemReviews = pgTable(
  'item_reviews',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    dateDue: ts().notNull(),
    isCompleted: boolean().notNull().default(false),
    note: text().notNull().default(''),
  },
  (t) => [
    index().on(t.itemId),
    index().on(t.dateDue),
    // Completed reviews pile up in the past (one per check); the dashboard's due filters ask only
    // for open ones, which this reads without touching the history (index-only).
    index('item_reviews_open_date_due_index').on(t.dateDue, t.itemId).where(sql`NOT ${t.isCompleted}`),
    // A place's open review (its due date in lists): one probe per row of a page.
    index('item_reviews_open_item_index').on(t.itemId, t.dateDue).where(sql`NOT ${t.isCompleted}`),
  ],
)

export const featured = pgTable(
  'featured',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    branchId: integer().references(() => branches.id, { onDelete: 'cascade' }),
    dateFeatured: ts().notNull().default(sql`now()`),
  },
  (t) => [index().on(t.itemId), index().on(t.branchId)],
)

export const itemAddresses = pgTable(
  'item_addresses',
  {
    id: serial().primaryKey(),
    itemId: itemRef(),
    countryId: integer().references(() => countries.id, { onDelete: 'set null' }),
    stateId: integer().references(() => states.id, { onDelete: 'set null' }),
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    street: text(),
    housenumber: text(),
    postcode: text(),
  },
  (t) => [index().on(t.itemId), index().on(t.cityId), index().on(t.countryId)],
)

/**
 * A floor plan laid on the map: a library image stretched over its bounds (west, south, east,
 * north), drawn into the level tiles of the place's maps at the place's level, under the drawn
 * halls and booths. One per place (a hall).
 */
export const itemFloorPlans = pgTable('item_floor_plans', {
  itemId: integer()
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  assetId: integer()
    .notNull()
    .references(() => mediaAssets.id, { onDelete: 'restrict' }),
  west: doublePrecision().notNull(),
  south: doublePrecision().notNull(),
  east: doublePrecision().notNull(),
  north: doublePrecision().notNull(),
  /** 0 to 1: a plan over the streets may let them show through. */
  opacity: doublePrecision().notNull().default(1),
})

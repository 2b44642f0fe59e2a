import type { GeojsonTypeCode, Item, ItemType, MainCategory, MediumType, Unit } from '@quo/contract'
import { aliasedTable, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import {
  categories,
  eventBranches,
  events,
  featured,
  geojsons,
  icons,
  itemAddresses,
  itemCategories,
  itemDetails,
  itemGeojsons,
  itemJsons,
  itemMedia,
  itemRelations,
  items,
  itemTags,
  itemWays,
  jsons,
  mediaAssets,
  mentions,
  relationships,
  tags,
} from '../db/schema/index.js'
import { HOLIDAY_REGION_TABLES, holidayRegionOf } from './holidayRegionSql.js'
import { toVariant } from './mediaRepository.js'

/** Everything a full item is read from. */
export const ITEM_TABLES = [
  items,
  itemCategories,
  categories,
  icons,
  itemDetails,
  itemTags,
  tags,
  geojsons,
  itemGeojsons,
  jsons,
  itemJsons,
  itemWays,
  itemRelations,
  relationships,
  itemMedia,
  mediaAssets,
  mentions,
  events,
  eventBranches,
  featured,
  ...HOLIDAY_REGION_TABLES,
] as const

const relative = aliasedTable(items, 'relative')

/** The full public item behind a nanoId, or undefined. A fixed number of queries, no N+1. */
export async function findItemByNanoId(db: Db, nanoId: string): Promise<Item | undefined> {
  const [item] = await db
    .select({
      id: items.id,
      nanoId: items.nanoId,
      title: items.title,
      lon: items.lon,
      lat: items.lat,
      type: items.type,
      datePermanentlyClosed: items.datePermanentlyClosed,
      isDuplicateOf: sql<string | null>`(SELECT d.nano_id FROM items d WHERE d.id = ${items.isDuplicateOf})`,
      holidayRegion: holidayRegionOf(sql`${items.id}`, sql`${items.geom}`),
      dateUpdated: items.dateUpdated,
    })
    .from(items)
    .where(eq(items.nanoId, nanoId))
    .limit(1)
  if (!item) return undefined
  const id = item.id

  const relativeColumns = {
    id: relative.id,
    nanoId: relative.nanoId,
    title: relative.title,
    categoryId: sql<number | null>`(SELECT ic.category_id FROM item_categories ic
      WHERE ic.item_id = ${relative.id} ORDER BY ic.date_created, ic.category_id LIMIT 1)`,
    relationshipId: relationships.id,
    relationshipTitle: relationships.title,
    sortOrder: itemRelations.sortOrder,
  }

  const [
    cats,
    details,
    tagRows,
    geoRows,
    jsonRows,
    wayRows,
    parents,
    children,
    media,
    mentionRows,
    eventRows,
    featuredRows,
    addresses,
  ] = await Promise.all([
    db
      .select({
        categoryId: itemCategories.categoryId,
        dateCreated: itemCategories.dateCreated,
        mainCategory: categories.mainCategory,
        subCategory: categories.subCategory,
        icon: icons.title,
      })
      .from(itemCategories)
      .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
      .leftJoin(icons, eq(icons.id, categories.iconId))
      .where(eq(itemCategories.itemId, id))
      .orderBy(asc(itemCategories.dateCreated), asc(itemCategories.categoryId)),
    db.select().from(itemDetails).where(eq(itemDetails.itemId, id)).orderBy(asc(itemDetails.id)),
    db
      .select({
        tagId: itemTags.tagId,
        tagKey: tags.tagKey,
        tagValue: tags.tagValue,
        isHidden: itemTags.isHidden,
        showInSubtitle: itemTags.showInSubtitle,
        subtitleSortOrder: itemTags.subtitleSortOrder,
      })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(eq(itemTags.itemId, id))
      .orderBy(asc(itemTags.subtitleSortOrder), asc(itemTags.tagId)),
    db
      .select({
        nanoId: geojsons.nanoId,
        itemGeojsonId: itemGeojsons.id,
        geojsonId: geojsons.id,
        itemGeojsonType: itemGeojsons.type,
        geojsonType: geojsons.geojsonType,
        geojson: geojsons.geojson,
      })
      .from(itemGeojsons)
      .innerJoin(geojsons, eq(geojsons.id, itemGeojsons.geojsonId))
      .where(eq(itemGeojsons.itemId, id))
      .orderBy(asc(itemGeojsons.id)),
    db
      .select({ itemJsonId: itemJsons.id, jsonId: jsons.id, type: itemJsons.type, json: jsons.json })
      .from(itemJsons)
      .innerJoin(jsons, eq(jsons.id, itemJsons.jsonId))
      .where(eq(itemJsons.itemId, id))
      .orderBy(asc(itemJsons.id)),
    db
      .select({ nanoId: itemWays.nanoId, way: sql<string>`ST_AsGeoJSON(${itemWays.way}, 6)` })
      .from(itemWays)
      .where(eq(itemWays.itemId, id))
      .orderBy(asc(itemWays.id)),
    db
      .select(relativeColumns)
      .from(itemRelations)
      .innerJoin(relative, eq(relative.id, itemRelations.parentItemId))
      .innerJoin(relationships, eq(relationships.id, itemRelations.relationshipId))
      .where(eq(itemRelations.childItemId, id))
      .orderBy(asc(relative.title)),
    db
      .select(relativeColumns)
      .from(itemRelations)
      .innerJoin(relative, eq(relative.id, itemRelations.childItemId))
      .innerJoin(relationships, eq(relationships.id, itemRelations.relationshipId))
      .where(eq(itemRelations.parentItemId, id))
      // A parent's children in its order (a route's waypoints as walked), then by title.
      .orderBy(asc(itemRelations.sortOrder), asc(relative.title)),
    db
      .select({ medium: itemMedia, variants: mediaAssets.variants, alt: mediaAssets.alt })
      .from(itemMedia)
      .leftJoin(mediaAssets, eq(mediaAssets.id, itemMedia.assetId))
      .where(eq(itemMedia.itemId, id))
      .orderBy(asc(itemMedia.sortOrder), asc(itemMedia.id)),
    db.select().from(mentions).where(eq(mentions.itemId, id)).orderBy(asc(mentions.id)),
    db.select().from(events).where(eq(events.itemId, id)).orderBy(asc(events.dateBegin)),
    db
      .select({ featuredId: featured.id, dateFeatured: featured.dateFeatured, branchId: featured.branchId })
      .from(featured)
      .where(eq(featured.itemId, id))
      .orderBy(asc(featured.id)),
    db.select().from(itemAddresses).where(eq(itemAddresses.itemId, id)).orderBy(asc(itemAddresses.id)),
  ])

  const eventIds = eventRows.map((e) => e.id)
  const links = eventIds.length
    ? await db.select().from(eventBranches).where(inArray(eventBranches.eventId, eventIds))
    : []

  return {
    ...item,
    type: item.type as ItemType,
    categories: cats.map((c) => ({ ...c, mainCategory: c.mainCategory as MainCategory })),
    itemDetails: details.map((d) => ({ ...d, dataValueUnit: d.dataValueUnit as Unit | null })),
    tags: tagRows,
    geojsons: geoRows.map((g) => ({
      ...g,
      geojsonType: g.geojsonType as GeojsonTypeCode,
      geojson: g.geojson as Item['geojsons'][number]['geojson'],
    })),
    jsons: jsonRows,
    ways: wayRows.map((w) => ({ nanoId: w.nanoId, way: JSON.parse(w.way) })),
    itemParents: parents,
    itemChildren: children,
    itemMedia: media.map(({ medium, variants, alt }) => ({
      ...medium,
      mediumType: medium.mediumType as MediumType,
      ...(variants ? { variants: variants.map(toVariant), alt: alt ?? '' } : {}),
    })),
    mentions: mentionRows,
    events: eventRows.map((e) => ({
      ...e,
      branches: links.filter((l) => l.eventId === e.id).map((l) => ({ branchId: l.branchId })),
    })),
    featured: featuredRows,
    addresses: addresses.map(({ itemId: _itemId, ...a }) => a),
  }
}

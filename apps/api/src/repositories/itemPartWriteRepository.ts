import type {
  ItemAddressInput,
  ItemAddressUpdateInput,
  ItemCategoriesInput,
  ItemCategoryInput,
  ItemCategoryLink,
  ItemDetail,
  ItemDetailCreateInput,
  ItemDetailUpdateInput,
  ItemMediumUpdateInput,
  ItemRelation,
  ItemRelationInput,
  ItemTagInput,
  MentionInput,
  MentionUpdateInput,
} from '@quo/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import {
  itemAddresses,
  itemCategories,
  itemDetails,
  itemMedia,
  itemRelations,
  itemTags,
  mentions,
  relationships,
} from '../db/schema/index.js'
import { mapConstraintErrors } from './dbErrors.js'
import { checkedDetailValue } from './detailValues.js'
import { InvalidInput, NotFound } from './domainErrors.js'
import { nearestCity } from './geoRepository.js'
import { deleteRow, insertRow, touchItem, updateRow } from './rowWrites.js'

/** Runs a sub-record write and marks its item edited, in one transaction. */
export function writeItemPart<T>(db: Db, write: (tx: Db) => Promise<T & { itemId: number }>): Promise<T> {
  return mapConstraintErrors(() =>
    db.transaction(async (tx) => {
      const row = await write(tx)
      await touchItem(tx, row.itemId)
      return row
    }),
  )
}

export async function addCategories(db: Db, input: ItemCategoriesInput): Promise<ItemCategoryLink[]> {
  return mapConstraintErrors(() =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(itemCategories)
        .values([...new Set(input.categoryIds)].map((categoryId) => ({ itemId: input.itemId, categoryId })))
        .returning()
      await touchItem(tx, input.itemId)
      return rows
    }),
  )
}

export function addCategory(db: Db, input: ItemCategoryInput) {
  return writeItemPart(db, (tx) => insertRow(tx, itemCategories, input))
}

export function removeCategory(db: Db, itemId: number, categoryId: number) {
  return writeItemPart(db, (tx) =>
    deleteRow(
      tx,
      itemCategories,
      and(eq(itemCategories.itemId, itemId), eq(itemCategories.categoryId, categoryId)),
      'item category',
    ),
  )
}

/** Places an address by coordinates: the nearest city gives city, state, country and postcode. */
export async function createAddress(db: Db, { itemId, lat, lon, ...street }: ItemAddressInput) {
  const city = await nearestCity(db, lat, lon)
  return writeItemPart(db, (tx) =>
    insertRow(tx, itemAddresses, {
      itemId,
      cityId: city?.id ?? null,
      stateId: city?.stateId ?? null,
      countryId: city?.countryId ?? null,
      postcode: city?.postcode ?? null,
      street: street.street ?? null,
      housenumber: street.housenumber ?? null,
    }),
  )
}

export function updateAddress(db: Db, id: number, input: ItemAddressUpdateInput) {
  return writeItemPart(db, (tx) =>
    updateRow(tx, itemAddresses, eq(itemAddresses.id, id), input, 'item address'),
  )
}

export async function createRelation(db: Db, input: ItemRelationInput): Promise<ItemRelation> {
  const [relationship] = await db
    .select({ title: relationships.title })
    .from(relationships)
    .where(eq(relationships.id, input.relationshipId))
  if (!relationship) throw new NotFound('Unknown relationship')
  const row = await writeItemPart(db, async (tx) => {
    // Without an order the new child goes to the end of the parent's list of this relationship.
    const sortOrder =
      input.sortOrder ??
      (
        await tx
          .select({ next: sql<number>`coalesce(max(${itemRelations.sortOrder}) + 1, 0)::int` })
          .from(itemRelations)
          .where(
            and(
              eq(itemRelations.parentItemId, input.parentItemId),
              eq(itemRelations.relationshipId, input.relationshipId),
            ),
          )
      )[0]?.next ??
      0
    const link = await insertRow(tx, itemRelations, { ...input, sortOrder: Math.min(sortOrder, 10_000) })
    return { ...link, itemId: link.parentItemId }
  })
  return {
    parentItemId: row.parentItemId,
    childItemId: row.childItemId,
    relationshipId: row.relationshipId,
    relationshipTitle: relationship.title,
    sortOrder: row.sortOrder,
  }
}

const relationKey = (parentItemId: number, childItemId: number, relationshipId: number) =>
  and(
    eq(itemRelations.parentItemId, parentItemId),
    eq(itemRelations.childItemId, childItemId),
    eq(itemRelations.relationshipId, relationshipId),
  )

/** Moves a child within its parent's list; answers the link with its relationship's title. */
export async function moveRelation(
  db: Db,
  parentItemId: number,
  childItemId: number,
  relationshipId: number,
  sortOrder: number,
): Promise<ItemRelation> {
  const row = await writeItemPart(db, async (tx) => {
    const link = await updateRow(
      tx,
      itemRelations,
      relationKey(parentItemId, childItemId, relationshipId),
      { sortOrder },
      'item relation',
    )
    return { ...link, itemId: link.parentItemId }
  })
  const [relationship] = await db
    .select({ title: relationships.title })
    .from(relationships)
    .where(eq(relationships.id, relationshipId))
  return { ...row, relationshipTitle: relationship?.title ?? '' }
}

/** Removes a parent/child link; answers it as it was. */
export function deleteRelation(db: Db, parentItemId: number, childItemId: number, relationshipId: number) {
  return writeItemPart(db, async (tx) => {
    const row = await deleteRow(
      tx,
      itemRelations,
      relationKey(parentItemId, childItemId, relationshipId),
      'item relation',
    )
    return { ...row, itemId: row.parentItemId }
  })
}

export async function createDetail(db: Db, input: ItemDetailCreateInput): Promise<ItemDetail> {
  const value = await checkedDetailValue(db, { ...input, path: 'body' })
  return writeItemPart(db, (tx) => insertRow(tx, itemDetails, { itemId: input.itemId, ...value }))
}

export async function updateDetail(db: Db, id: number, input: ItemDetailUpdateInput): Promise<ItemDetail> {
  if (input.id !== undefined && input.id !== id) {
    throw new InvalidInput('Body id does not match the path', [
      { path: 'body.id', message: 'must match the id in the path' },
    ])
  }
  const [current] = await db
    .select({ dataKeyV2: itemDetails.dataKeyV2 })
    .from(itemDetails)
    .where(eq(itemDetails.id, id))
  if (!current) throw new NotFound('Unknown item detail')
  const value = await checkedDetailValue(db, { ...input, dataKeyV2: current.dataKeyV2, path: 'body' })
  return writeItemPart(db, (tx) =>
    updateRow(tx, itemDetails, eq(itemDetails.id, id), { ...value, dateUpdated: sql`now()` }, 'item detail'),
  )
}

export function deleteDetail(db: Db, id: number) {
  return writeItemPart(db, (tx) => deleteRow(tx, itemDetails, eq(itemDetails.id, id), 'item detail'))
}

export function addMedium(db: Db, input: typeof itemMedia.$inferInsert) {
  return writeItemPart(db, (tx) => insertRow(tx, itemMedia, input))
}

/** A medium given a URL of its own no longer shows a library image. */
export function updateMedium(db: Db, id: number, input: ItemMediumUpdateInput) {
  const values = input.url === undefined ? input : { ...input, assetId: null }
  return writeItemPart(db, (tx) => updateRow(tx, itemMedia, eq(itemMedia.id, id), values, 'item medium'))
}

export function deleteMedium(db: Db, id: number) {
  return writeItemPart(db, (tx) => deleteRow(tx, itemMedia, eq(itemMedia.id, id), 'item medium'))
}

export function addTag(db: Db, input: ItemTagInput) {
  return writeItemPart(db, (tx) => insertRow(tx, itemTags, input))
}

export function removeTag(db: Db, itemId: number, tagId: number) {
  return writeItemPart(db, (tx) =>
    deleteRow(tx, itemTags, and(eq(itemTags.itemId, itemId), eq(itemTags.tagId, tagId)), 'item tag'),
  )
}

export function addMention(db: Db, input: MentionInput) {
  return writeItemPart(db, (tx) => insertRow(tx, mentions, input))
}

export function updateMention(db: Db, id: number, input: MentionUpdateInput) {
  return writeItemPart(db, (tx) => updateRow(tx, mentions, eq(mentions.id, id), input, 'mention'))
}

export function deleteMention(db: Db, id: number) {
  return writeItemPart(db, (tx) => deleteRow(tx, mentions, eq(mentions.id, id), 'mention'))
}

import type {
  ItemCreateInput,
  ItemReview,
  ItemUpdateInput,
  ReviewCreateInput,
  ReviewUpdateInput,
  ReviewUpdateResult,
} from '@quo/contract'
import { and, eq, sql } from 'drizzle-orm'
import { nanoid } from 'nanoid'
import type { Db } from '../db/database.js'
import {
  itemAddresses,
  itemCategories,
  itemDetails,
  itemReviews,
  items,
  itemTags,
} from '../db/schema/index.js'
import { mapConstraintErrors } from './dbErrors.js'
import { checkedDetailValues } from './detailValues.js'
import { NotFound } from './domainErrors.js'
import { deleteRow } from './rowWrites.js'

const YEAR_MS = 365 * 86_400_000

/**
 * Creates an item with its categories, tags, address and details and its first review (due now,
 * open, empty note; docs/product.md §4) in one transaction, so a failure — a refused detail
 * among them — leaves nothing half made. Returns the new id.
 */
export async function createItem(db: Db, input: ItemCreateInput): Promise<number> {
  return mapConstraintErrors(() =>
    db.transaction(async (tx) => {
      const details = await checkedDetailValues(
        tx,
        (input.details ?? []).map((detail, i) => ({ ...detail, path: `body.details.${i}` })),
      )
      const [item] = await tx
        .insert(items)
        .values({ nanoId: nanoid(12), title: input.title, lon: input.lon, lat: input.lat, type: input.type })
        .returning({ id: items.id })
      if (!item) throw new Error('insert returned nothing')
      if (input.categoryIds?.length) {
        // The first category is the item's main one (the oldest link draws the pin), and one
        // transaction has one now(): a microsecond apart keeps the order the client sent.
        await tx.insert(itemCategories).values(
          [...new Set(input.categoryIds)].map((categoryId, i) => ({
            itemId: item.id,
            categoryId,
            dateCreated: sql`now() + ${i} * interval '1 microsecond'`,
          })),
        )
      }
      if (input.tagIds?.length) {
        await tx
          .insert(itemTags)
          .values([...new Set(input.tagIds)].map((tagId) => ({ itemId: item.id, tagId })))
      }
      if (input.address) await tx.insert(itemAddresses).values({ itemId: item.id, ...input.address })
      if (details.length) await tx.insert(itemDetails).values(details.map((d) => ({ itemId: item.id, ...d })))
      await tx
        .insert(itemReviews)
        .values({ itemId: item.id, dateDue: sql`now()`, isCompleted: false, note: '' })
      return item.id
    }),
  )
}

export async function updateItem(db: Db, id: number, input: ItemUpdateInput): Promise<void> {
  const rows = await mapConstraintErrors(() =>
    db
      .update(items)
      .set({ ...input, dateUpdated: sql`now()` })
      .where(eq(items.id, id))
      .returning({ id: items.id }),
  )
  if (rows.length === 0) throw new NotFound('Unknown item')
}

/** Deletes an item with everything hanging on it (the foreign keys cascade); answers it as it was. */
export function deleteItem(db: Db, id: number) {
  return deleteRow(db, items, eq(items.id, id), 'item')
}

export async function createReview(db: Db, input: ReviewCreateInput): Promise<ItemReview> {
  const [row] = await mapConstraintErrors(() => db.insert(itemReviews).values(input).returning())
  if (!row) throw new Error('insert returned nothing')
  return row
}

/**
 * Updates a review; checking an open one completes it and creates the next, so an item
 * always holds one open review (docs/product.md §4). One transaction.
 */
export async function updateReview(
  db: Db,
  id: number,
  input: ReviewUpdateInput,
): Promise<ReviewUpdateResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(itemReviews).where(eq(itemReviews.id, id)).for('update')
    if (!current) throw new NotFound('Unknown review')
    const { nextDateDue, ...changes } = input
    const checking = changes.isCompleted === true && !current.isCompleted
    // A body with only `nextDateDue` changes nothing on this review; an empty SET is no statement.
    const [review] = Object.keys(changes).length
      ? await tx.update(itemReviews).set(changes).where(eq(itemReviews.id, id)).returning()
      : [current]
    let next: ItemReview | null = null
    if (checking) {
      const [open] = await tx
        .select({ id: itemReviews.id })
        .from(itemReviews)
        .where(and(eq(itemReviews.itemId, current.itemId), eq(itemReviews.isCompleted, false)))
      if (!open) {
        ;[next = null] = await tx
          .insert(itemReviews)
          .values({
            itemId: current.itemId,
            dateDue: nextDateDue ?? new Date(Date.now() + YEAR_MS).toISOString(),
            isCompleted: false,
            note: '',
          })
          .returning()
      }
    }
    if (!review) throw new Error('update returned nothing')
    return { review, next }
  })
}

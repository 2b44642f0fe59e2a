import type { BulkItemAction, BulkItemsInput, BulkItemsResult } from '@quo/contract'
import { and, inArray, not, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { itemReviews, items } from '../db/schema/index.js'
import { NotFound } from './domainErrors.js'

/** 404 naming the ids of places that do not exist. */
async function assertItemsExist(tx: Db, ids: number[]): Promise<void> {
  const found = new Set(
    (await tx.select({ id: items.id }).from(items).where(inArray(items.id, ids))).map((r) => r.id),
  )
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length) {
    throw new NotFound(`Unknown ${missing.length === 1 ? 'place' : 'places'} ${missing.join(', ')}`)
  }
}

/** The link tables a bulk edit adds to or removes from, with the table their target lives in. */
const LINKS = {
  tag: { table: 'item_tags', column: 'tag_id', target: 'tags' },
  category: { table: 'item_categories', column: 'category_id', target: 'categories' },
} as const

/**
 * Links every place to a tag or category (`add`), or unlinks it; a place that has it already
 * (or lacks it) is left alone. Answers the places changed; 404 for an unknown tag or category.
 */
async function changeLinks(
  tx: Db,
  ids: number[],
  kind: keyof typeof LINKS,
  targetId: number,
  add: boolean,
): Promise<number[]> {
  const { table, column, target } = LINKS[kind]
  const found = await queryRows(tx, sql`SELECT 1 FROM ${sql.identifier(target)} WHERE id = ${targetId}`)
  if (!found.length) throw new NotFound(`Unknown ${kind} ${targetId}`)
  const rows = await queryRows<{ item_id: number }>(
    tx,
    add
      ? sql`INSERT INTO ${sql.identifier(table)} (item_id, ${sql.identifier(column)})
            SELECT unnest(${sql.param(ids)}::int[]), ${targetId}::int
            ON CONFLICT DO NOTHING RETURNING item_id`
      : sql`DELETE FROM ${sql.identifier(table)}
            WHERE ${sql.identifier(column)} = ${targetId} AND item_id = ANY(${sql.param(ids)}::int[])
            RETURNING item_id`,
  )
  return rows.map((r) => Number(r.item_id))
}

/** Moves the open reviews of the places to `dateDue`, opening one where a place has none. */
async function setReviewDue(tx: Db, ids: number[], dateDue: string): Promise<number[]> {
  const open = await tx
    .select({ itemId: itemReviews.itemId })
    .from(itemReviews)
    .where(and(inArray(itemReviews.itemId, ids), not(itemReviews.isCompleted)))
  const moved = await tx
    .update(itemReviews)
    .set({ dateDue })
    .where(
      and(
        inArray(itemReviews.itemId, ids),
        not(itemReviews.isCompleted),
        sql`${itemReviews.dateDue} <> ${dateDue}::timestamptz`,
      ),
    )
    .returning({ itemId: itemReviews.itemId })
  const withOpen = new Set(open.map((r) => r.itemId))
  const without = ids.filter((id) => !withOpen.has(id))
  if (without.length) {
    await tx
      .insert(itemReviews)
      .values(without.map((itemId) => ({ itemId, dateDue, isCompleted: false, note: '' })))
  }
  return [...moved.map((r) => r.itemId), ...without]
}

/** Does the action to every place; answers the ids of the places it changed. */
async function apply(tx: Db, ids: number[], action: BulkItemAction): Promise<number[]> {
  switch (action.type) {
    case 'addTag':
    case 'removeTag':
      return changeLinks(tx, ids, 'tag', action.tagId, action.type === 'addTag')
    case 'addCategory':
    case 'removeCategory':
      return changeLinks(tx, ids, 'category', action.categoryId, action.type === 'addCategory')
    case 'setReviewDue':
      return setReviewDue(tx, ids, action.dateDue)
  }
}

/**
 * One action on many places, in the caller's transaction (one for all: every place changes or
 * none). Adding what a place has already or removing what it lacks changes nothing there; the
 * places changed are marked as edited. Unknown places, tags or categories answer 404.
 */
export async function bulkEditItems(tx: Db, { itemIds, action }: BulkItemsInput): Promise<BulkItemsResult> {
  await assertItemsExist(tx, itemIds)
  const changed = [...new Set(await apply(tx, itemIds, action))].sort((a, b) => a - b)
  if (changed.length) {
    await tx.update(items).set({ dateUpdated: sql`now()` }).where(inArray(items.id, changed))
  }
  return { itemIds, changedItemIds: changed }
}

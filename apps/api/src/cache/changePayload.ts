/** A change feed notification: the table a statement changed, and the items it touched if named. */
export interface TableChange {
  table: string
  /** Set when the statement touched at most 200 items, all of them named (migration 0026). */
  itemIds?: readonly number[]
}

/**
 * Reads a `quo_change` payload: `items` (a whole table), `items:12,40` (those items' rows of
 * it) or `*` (everything, after the feed was interrupted). A malformed id list counts as the
 * whole table: better recompute too much than leave a pin stale.
 * @example parseChange('item_tags:7,9') // { table: 'item_tags', itemIds: [7, 9] }
 */
export function parseChange(payload: string): TableChange {
  const colon = payload.indexOf(':')
  if (colon < 0) return { table: payload }
  const table = payload.slice(0, colon)
  const itemIds = payload
    .slice(colon + 1)
    .split(',')
    .map(Number)
  return itemIds.every((id) => Number.isSafeInteger(id) && id > 0) ? { table, itemIds } : { table }
}

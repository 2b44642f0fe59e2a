export interface SortKeyInput {
  zOrder: number
  hasParents?: boolean
  hasChildren?: boolean
  hasMentions?: boolean
  hasEvents?: boolean
  closed?: boolean
  duplicate?: boolean
}

/**
 * Symbol sort key of a pin (docs/product.md §9): base 10 plus the category's zOrder, parents +1,
 * children −1, mentions −1, events −1, never below 0; closed or duplicate items sit at 10.
 * @example sortKey({ zOrder: 2, hasEvents: true }) // 11
 */
export function sortKey(input: SortKeyInput): number {
  if (input.closed || input.duplicate) return 10
  let key = 10 + input.zOrder
  if (input.hasParents) key += 1
  if (input.hasChildren) key -= 1
  if (input.hasMentions) key -= 1
  if (input.hasEvents) key -= 1
  return Math.max(0, key)
}

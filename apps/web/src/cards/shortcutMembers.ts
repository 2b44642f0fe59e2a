import { matchesTagFilter } from '@quo/branch-config'
import type { BasemapItem, SearchShortcut } from '@quo/contract'

/**
 * Whether an item belongs to a search shortcut: one of its categories (when it names any),
 * one of its tags (when it names any) and one narrowing tag of each group the route names
 * (`tagFilterGroups`: two cuisines are alternatives, a cuisine and an access tag both apply).
 */
export function inShortcut(
  shortcut: Pick<SearchShortcut, 'categoryIds' | 'tagIds'>,
  item: Pick<BasemapItem, 'categoryId' | 'tagIds'>,
  narrowing: readonly (readonly number[])[] = [],
): boolean {
  return (
    (shortcut.categoryIds.length === 0 ||
      (item.categoryId !== null && shortcut.categoryIds.includes(item.categoryId))) &&
    (shortcut.tagIds.length === 0 || shortcut.tagIds.some((t) => item.tagIds.includes(t))) &&
    matchesTagFilter(item.tagIds, narrowing)
  )
}

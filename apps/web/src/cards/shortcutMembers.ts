import type { BasemapItem, SearchShortcut } from '@quo/contract'

/**
 * Whether an item belongs to a search shortcut: one of its categories (when it names any),
 * one of its tags (when it names any) and every narrowing tag of the route.
 */
export function inShortcut(
  shortcut: Pick<SearchShortcut, 'categoryIds' | 'tagIds'>,
  item: Pick<BasemapItem, 'categoryId' | 'tagIds'>,
  narrowingTagIds: readonly number[] = [],
): boolean {
  return (
    (shortcut.categoryIds.length === 0 ||
      (item.categoryId !== null && shortcut.categoryIds.includes(item.categoryId))) &&
    (shortcut.tagIds.length === 0 || shortcut.tagIds.some((t) => item.tagIds.includes(t))) &&
    narrowingTagIds.every((t) => item.tagIds.includes(t))
  )
}

import type { BasemapItem, Category, Tag } from '@quo/contract'
import { foldGerman } from './foldGerman.js'
import { categoryTexts, tagTexts } from './searchPayload.js'

// The chat's plain index: folded text per item, scanned word by word (chat/answerQuestion.ts).
// The search field uses the MiniSearch index in a worker instead (searchIndex.ts).

export { foldGerman }

export interface SearchIndexEntry {
  item: BasemapItem
  /** Folded title, category names and tag values. */
  text: string
  title: string
}

/** One folded text per item, built once per data set so each keystroke only scans strings. */
export function buildSearchIndex(
  items: readonly BasemapItem[],
  categories: readonly Category[],
  tags: readonly Tag[],
): SearchIndexEntry[] {
  const categoryText = categoryTexts(categories)
  const tagText = tagTexts(tags)
  return items.map((item) => ({
    item,
    title: foldGerman(item.title),
    text: foldGerman(
      [
        item.title,
        item.categoryId === null ? '' : (categoryText.get(item.categoryId) ?? ''),
        ...item.tagIds.map((id) => tagText.get(id) ?? ''),
      ].join(' '),
    ),
  }))
}

import { tagSubtitleLabel, tagWords } from '@quo/branch-config'
import type { Category, Item, Tag } from '@quo/contract'

/**
 * The line under a place's title: its categories and its subtitle tags in German
 * ("Buchhandlung · Rollstuhlgerecht"), never a raw tag value; names wait for the category and tag lists.
 */
export function placeSubtitle(
  item: Pick<Item, 'categories' | 'tags'>,
  categories: readonly Category[],
  tags: readonly Tag[],
): string {
  const categoryName = (id: number) => {
    const category = categories.find((c) => c.id === id)
    return category?.translations.find((t) => t.language === 'de')?.subCategoryName ?? category?.subCategory
  }
  const tagById = new Map(tags.map((t) => [t.id, t]))
  const tagLabels = item.tags
    .filter((t) => t.showInSubtitle && !t.isHidden)
    .sort((a, b) => a.subtitleSortOrder - b.subtitleSortOrder)
    .flatMap((t) => {
      const tag = tagById.get(t.tagId)
      return (tag && tagSubtitleLabel(tagWords(tag))) ?? []
    })
  const parts = [...item.categories.map((c) => categoryName(c.categoryId) ?? ''), ...tagLabels]
  return [...new Set(parts.filter(Boolean))].join(' · ')
}

import type { BasemapItem, Category, Tag } from '@quo/contract'

/**
 * Folds German spelling variants together so "Muehle", "Mühle" and "muhle" match, and so do
 * "Strasse" and "Straße"; other accents are dropped (Café = Cafe).
 */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

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
  const categoryText = new Map(
    categories.map((c) => {
      const de = c.translations.find((t) => t.language === 'de')
      return [c.id, [c.mainCategory, c.subCategory, de?.mainCategoryName, de?.subCategoryName].join(' ')]
    }),
  )
  const tagText = new Map(
    tags.map((t) => [t.id, [t.tagValue, ...t.translations.map((x) => x.tagValueTranslate)].join(' ')]),
  )
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

/**
 * Items matching every word of the query; title matches first, then those whose title starts
 * with the query, then alphabetical.
 */
export function searchItems(index: readonly SearchIndexEntry[], query: string, limit = 50): BasemapItem[] {
  const words = foldGerman(query).split(/\s+/).filter(Boolean)
  if (!words.length) return []
  const folded = foldGerman(query.trim())
  const hits = index.filter((e) => words.every((w) => e.text.includes(w)))
  const rank = (e: SearchIndexEntry) =>
    e.title.startsWith(folded) ? 0 : words.every((w) => e.title.includes(w)) ? 1 : 2
  return hits
    .map((e) => ({ e, r: rank(e) }))
    .sort((a, b) => a.r - b.r || a.e.item.title.localeCompare(b.e.item.title, 'de'))
    .slice(0, limit)
    .map(({ e }) => e.item)
}

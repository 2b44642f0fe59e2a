import type { BasemapItem, Category, Tag } from '@quo/contract'

/** Searchable words of each category: its keys and German names ("Eating Restaurant Essen …"). */
export function categoryTexts(categories: readonly Category[]): Map<number, string> {
  return new Map(
    categories.map((c) => {
      const de = c.translations.find((t) => t.language === 'de')
      return [c.id, [c.mainCategory, c.subCategory, de?.mainCategoryName, de?.subCategoryName].join(' ')]
    }),
  )
}

/** Searchable words of each tag: its value and the value's translations. */
export function tagTexts(tags: readonly Tag[]): Map<number, string> {
  return new Map(
    tags.map((t) => [t.id, [t.tagValue, ...t.translations.map((x) => x.tagValueTranslate)].join(' ')]),
  )
}

/** Joins the titles in one string (PostgreSQL text never holds NUL). */
const TITLE_SEPARATOR = '\u0000'

/**
 * What the search worker indexes, in columns: a structured clone of 20,000 item objects, or
 * even of 20,000 strings, costs the main thread far more than one of a single string and a
 * few typed arrays. Item `i` of the branch's items is document `i`; the worker answers with
 * those positions.
 */
export interface SearchPayload {
  /** Every item's title, in order, joined (see payloadTitles). */
  titles: string
  /** Category id per item, -1 for none. */
  categoryIds: Int32Array
  /** Item `i`'s tag ids are `tagIds[tagStarts[i]]` up to `tagIds[tagStarts[i + 1]]`. */
  tagStarts: Int32Array
  tagIds: Int32Array
  categoryText: Map<number, string>
  tagText: Map<number, string>
}

export function searchPayload(
  items: readonly BasemapItem[],
  categories: readonly Category[],
  tags: readonly Tag[],
): SearchPayload {
  const titles = new Array<string>(items.length)
  const categoryIds = new Int32Array(items.length)
  const tagStarts = new Int32Array(items.length + 1)
  let tagCount = 0
  for (const item of items) tagCount += item.tagIds.length
  const tagIds = new Int32Array(tagCount)
  let at = 0
  items.forEach((item, i) => {
    titles[i] = item.title
    categoryIds[i] = item.categoryId ?? -1
    tagStarts[i] = at
    tagIds.set(item.tagIds, at)
    at += item.tagIds.length
  })
  tagStarts[items.length] = at
  return {
    titles: titles.join(TITLE_SEPARATOR),
    categoryIds,
    tagStarts,
    tagIds,
    categoryText: categoryTexts(categories),
    tagText: tagTexts(tags),
  }
}

/** The payload's titles, one per item. */
export function payloadTitles(payload: SearchPayload): string[] {
  return payload.categoryIds.length ? payload.titles.split(TITLE_SEPARATOR) : []
}

import type { BasemapItem, Building, Category, Street, Tag } from '@quo/contract'
import { messages } from '../messages.js'

/** Searchable words of each category: its keys and German names ("Eating Restaurant Essen …"). */
function categoryTexts(categories: readonly Category[]): Map<number, string> {
  return new Map(
    categories.map((c) => {
      const de = c.translations.find((t) => t.language === 'de')
      return [c.id, [c.mainCategory, c.subCategory, de?.mainCategoryName, de?.subCategoryName].join(' ')]
    }),
  )
}

/** Searchable words of each tag: its value and the value's translations. */
function tagTexts(tags: readonly Tag[]): Map<number, string> {
  return new Map(
    tags.map((t) => [t.id, [t.tagValue, ...t.translations.map((x) => x.tagValueTranslate)].join(' ')]),
  )
}

/** A branch's streets and addressed buildings, found by the search field beside its places. */
export interface SearchAddresses {
  streets: readonly Street[]
  buildings: readonly Building[]
}

/** Category ids of the documents after the items: what a street or a building is called. */
const STREET_CATEGORY = -2
const BUILDING_CATEGORY = -3

/**
 * A building's address as visitors write it, e.g. "Äulestrasse 5".
 * @example buildingAddress({ street: 'Städtle', housenumber: '32' }) // 'Städtle 32'
 */
export function buildingAddress(building: Pick<Building, 'street' | 'housenumber'>): string {
  return [building.street, building.housenumber].filter(Boolean).join(' ')
}

/** The buildings a visitor can look up: those with a street and a house number. */
export function addressedBuildings(buildings: readonly Building[]): Building[] {
  return buildings.filter((b) => b.street && b.housenumber)
}

/** Joins the titles in one string (PostgreSQL text never holds NUL). */
const TITLE_SEPARATOR = '\u0000'

/**
 * What the search worker indexes, in columns: a structured clone of 20,000 item objects, or
 * even of 20,000 strings, costs the main thread far more than one of a single string and a
 * few typed arrays. Item `i` of the branch's items is document `i`, its streets follow, then its
 * addressed buildings; the worker answers with those positions.
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
  addresses: SearchAddresses = { streets: [], buildings: [] },
): SearchPayload {
  const buildings = addressedBuildings(addresses.buildings)
  const count = items.length + addresses.streets.length + buildings.length
  const titles = new Array<string>(count)
  const categoryIds = new Int32Array(count)
  const tagStarts = new Int32Array(count + 1)
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
  let next = items.length
  const add = (title: string, category: number) => {
    titles[next] = title
    categoryIds[next] = category
    tagStarts[next] = at
    next++
  }
  for (const street of addresses.streets) add(street.title, STREET_CATEGORY)
  for (const building of buildings) add(buildingAddress(building), BUILDING_CATEGORY)
  tagStarts[count] = at
  const categoryText = categoryTexts(categories)
  categoryText.set(STREET_CATEGORY, messages.search.streetWords)
  categoryText.set(BUILDING_CATEGORY, messages.search.buildingWords)
  return {
    titles: titles.join(TITLE_SEPARATOR),
    categoryIds,
    tagStarts,
    tagIds,
    categoryText,
    tagText: tagTexts(tags),
  }
}

/** The payload's titles, one per item. */
export function payloadTitles(payload: SearchPayload): string[] {
  return payload.categoryIds.length ? payload.titles.split(TITLE_SEPARATOR) : []
}

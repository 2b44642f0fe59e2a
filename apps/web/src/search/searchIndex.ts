import MiniSearch, { type SearchOptions } from 'minisearch'
import { foldGerman } from './foldGerman.js'
import { payloadTitles, type SearchPayload } from './searchPayload.js'
import { RESULT_LIMIT } from './searchProtocol.js'

// The search field's index (docs/product.md §3 search text): MiniSearch over each item's title, category
// names and tag values, German-folded, with prefix and typo tolerance. It runs in the search
// worker; nothing here touches the DOM.

type Field = 'title' | 'titleParts' | 'category' | 'tags'
const FIELDS: Field[] = ['title', 'titleParts', 'category', 'tags']

const tokenizeWords: (text: string) => string[] = MiniSearch.getDefault('tokenize')

/** The shortest tail of a compound word that is indexed on its own ("gasse", "strasse"). */
const MIN_PART = 4

/**
 * German glues words together: "Hauptstrasse", "Mühlegasse". Besides whole words, a title
 * indexes each word's tails of four letters or more (already folded), so "Strasse" finds
 * "Hauptstraße" as a prefix search alone would not.
 */
function titleParts(title: string): string[] {
  const parts: string[] = []
  for (const word of tokenizeWords(foldGerman(title))) {
    for (let start = 1; start <= word.length - MIN_PART; start++) parts.push(word.slice(start))
  }
  return parts
}

const SEARCH_OPTIONS: SearchOptions = {
  // A title match outranks a category match, which outranks a tag or a part of a title word.
  boost: { title: 3, category: 1.5 },
  prefix: true,
  // About one typo in five letters ("Restuarant"), none in short words, where a typo would
  // match half the map.
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  combineWith: 'AND',
  // While a word is being typed its completions matter more than its near misses.
  weights: { prefix: 0.5, fuzzy: 0.2 },
}

const collator = new Intl.Collator('de')

/**
 * An index for a payload's items that holds none of them yet, and their titles (for ranking
 * equal scores): the worker adds them a few hundred at a time (`index.addAll(positions)`).
 */
export function emptySearchIndex(payload: SearchPayload): { index: MiniSearch<number>; titles: string[] } {
  const { categoryIds, tagStarts, tagIds, categoryText, tagText } = payload
  const titles = payloadTitles(payload)
  const field = (i: number, name: string): string | number => {
    if (name === 'id') return i
    if (name === 'title' || name === 'titleParts') return titles[i] ?? ''
    if (name === 'category') return categoryText.get(categoryIds[i] ?? -1) ?? ''
    const words: string[] = []
    for (let t = tagStarts[i] ?? 0; t < (tagStarts[i + 1] ?? 0); t++)
      words.push(tagText.get(tagIds[t] ?? -1) ?? '')
    return words.join(' ')
  }
  const index = new MiniSearch<number>({
    fields: FIELDS,
    idField: 'id',
    extractField: (doc, name) => field(doc, name),
    tokenize: (text, name) => (name === 'titleParts' ? titleParts(text) : tokenizeWords(text)),
    // Title parts come folded already; queries (no field name) and the other fields fold here.
    processTerm: (term, name) => (name === 'titleParts' ? term : foldGerman(term) || null),
    searchOptions: SEARCH_OPTIONS,
  })
  return { index, titles }
}

/** The index of a payload's items, and their titles (for ranking equal scores). */
export function createSearchIndex(payload: SearchPayload): { index: MiniSearch<number>; titles: string[] } {
  const built = emptySearchIndex(payload)
  built.index.addAll(built.titles.map((_, i) => i))
  return built
}

export interface SearchHits {
  /** Positions of the matching items in the indexed list, best first. */
  positions: number[]
  /** How many items match in all. */
  total: number
  /** Found by scanning the titles while the index is built (no typos, categories or tags). */
  partial?: true
}

/** The best matches of `query`: score first, equal scores alphabetically by title. */
export function querySearchIndex(
  index: MiniSearch<number>,
  titles: readonly string[],
  query: string,
  limit = RESULT_LIMIT,
): SearchHits {
  if (!query.trim()) return { positions: [], total: 0 }
  const hits = index.search(query)
  const positions = hits
    .slice(0, Math.max(limit * 4, 200))
    .sort((a, b) => b.score - a.score || collator.compare(titles[a.id] ?? '', titles[b.id] ?? ''))
    .slice(0, limit)
    .map((h) => Number(h.id))
  return { positions, total: hits.length }
}

import type { Category, Tag } from '@quo/contract'
import { foldGerman } from '../search/foldGerman.js'
import { stemWord, wordsOf } from './stem.js'
import { STOP_WORDS } from './vocabulary/stopWords.js'
import { type ConceptWords, FOR_WHOM, WHAT } from './vocabulary/synonyms.js'

/** Something a question can ask for: places of some categories or with some tags. */
export interface Concept {
  /** A synonym table id ("pharmacy"), or "category:12" / "tag:wein" for one read from the data. */
  id: string
  /** The data's own German name for a concept read from it; null for the synonym table's. */
  name: string | null
  /** The stems that name it, matched against titles too ("apothek" in "Schloss Apotheke"). */
  stems: string[]
  categoryIds: ReadonlySet<number>
  tagIds: ReadonlySet<number>
}

export interface ChatVocabulary {
  /** Concepts of what a visitor looks for, by stem. */
  what: ReadonlyMap<string, Concept>
  /** For whom a place should suit, by stem. */
  forWhom: ReadonlyMap<string, Concept>
}

/** Tag groups from here on are a branch's own topics (every place has one), no property of a place. */
const FIRST_TOPIC_GROUP = 100_000

function fromWords(words: ConceptWords, categories: readonly Category[], tags: readonly Tag[]): Concept {
  const keys = new Set(words.categories)
  const tagKeys = new Set(words.tags ?? [])
  return {
    id: words.id,
    name: null,
    stems: [...new Set(wordsOf(words.words).map(stemWord))],
    categoryIds: new Set(
      categories.filter((c) => keys.has(c.subCategory) || keys.has(c.mainCategory)).map((c) => c.id),
    ),
    tagIds: new Set(tags.filter((t) => tagKeys.has(`${t.tagKey}=${t.tagValue}`)).map((t) => t.id)),
  }
}

function add(map: Map<string, Concept>, concept: Concept) {
  for (const stem of concept.stems) if (!map.has(stem)) map.set(stem, concept)
}

/** The words that name a category or a tag in the data, each stem once. */
function dataConcepts(categories: readonly Category[], tags: readonly Tag[]): Concept[] {
  const byStem = new Map<string, { name: string; categoryIds: Set<number>; tagIds: Set<number> }>()
  const note = (text: string, name: string, kind: 'categoryIds' | 'tagIds', id: number) => {
    for (const word of wordsOf(text)) {
      if (word.length < 3 || STOP_WORDS.has(foldGerman(word))) continue
      const stem = stemWord(word)
      let entry = byStem.get(stem)
      if (!entry) {
        entry = { name, categoryIds: new Set(), tagIds: new Set() }
        byStem.set(stem, entry)
      }
      entry[kind].add(id)
    }
  }
  for (const c of categories) {
    const de = c.translations.find((t) => t.language === 'de')
    if (de?.subCategoryName) note(de.subCategoryName, de.subCategoryName, 'categoryIds', c.id)
  }
  for (const c of categories) {
    const de = c.translations.find((t) => t.language === 'de')
    if (de?.mainCategoryName) note(de.mainCategoryName, de.mainCategoryName, 'categoryIds', c.id)
  }
  for (const t of tags) {
    if (t.tagGroup >= FIRST_TOPIC_GROUP) continue
    for (const x of t.translations) note(x.tagValueTranslate, x.tagValueTranslate, 'tagIds', t.id)
  }
  return [...byStem].map(([stem, e]) => ({ id: `data:${stem}`, stems: [stem], ...e }))
}

/**
 * The chat's vocabulary of a data set: the synonym table's concepts first, then every word of a
 * category's or tag's German name that the table does not know ("Burgruine", "Thailändisch").
 */
export function buildVocabulary(categories: readonly Category[], tags: readonly Tag[]): ChatVocabulary {
  const what = new Map<string, Concept>()
  for (const words of WHAT) add(what, fromWords(words, categories, tags))
  for (const concept of dataConcepts(categories, tags)) add(what, concept)
  const forWhom = new Map<string, Concept>()
  for (const words of FOR_WHOM) add(forWhom, fromWords(words, categories, tags))
  return { what, forWhom }
}

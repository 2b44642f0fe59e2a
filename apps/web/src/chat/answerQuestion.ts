import type { BasemapItem } from '@quo/contract'
import { foldGerman, type SearchIndexEntry } from '../search/searchItems.js'
import { STOP_WORDS } from './stopWords.js'

/** Plural and case endings, so "Apotheken" finds "Apotheke" and "Spielplätze" finds "Spielplatz". */
function stem(word: string): string {
  if (word.length <= 4) return word
  return word.replace(/(en|er|es|n|e|s)$/, '')
}

export interface Answer {
  /** The words the answer looked for, for "Gesucht: …". */
  words: string[]
  items: BasemapItem[]
  /** Whether only some of the words matched (the answer says so). */
  partial: boolean
}

/**
 * Answers a visitor's question in the chat card from the branch's own data: every word that
 * names something must match; if nothing has them all, the places matching most words win.
 */
export function answerQuestion(index: readonly SearchIndexEntry[], question: string, limit = 8): Answer {
  const words = [...new Set(foldGerman(question).split(/[^\p{L}\p{N}]+/u))].filter(
    (w) => w.length > 1 && !STOP_WORDS.has(w),
  )
  if (!words.length) return { words, items: [], partial: false }
  const stems = words.map(stem)
  const scored = index
    .map((e) => ({ e, hits: stems.filter((s) => e.text.includes(s)).length }))
    .filter((x) => x.hits > 0)
  const best = Math.max(0, ...scored.map((x) => x.hits))
  const items = scored
    .filter((x) => x.hits === best)
    .sort(
      (a, b) =>
        Number(stems.some((s) => b.e.title.includes(s))) - Number(stems.some((s) => a.e.title.includes(s))) ||
        a.e.item.title.localeCompare(b.e.item.title, 'de'),
    )
    .slice(0, limit)
    .map((x) => x.e.item)
  return { words, items, partial: best > 0 && best < stems.length }
}

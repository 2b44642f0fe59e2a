import { foldGerman } from './foldGerman.js'
import type { SearchHits } from './searchIndex.js'
import { RESULT_LIMIT } from './searchProtocol.js'

/** A query's words as the titles are folded; none for blank or punctuation-only input. */
function wordsOf(query: string): string[] {
  return query
    .split(/[^\p{L}\p{N}]+/u)
    .map((w) => foldGerman(w))
    .filter(Boolean)
}

/**
 * 0: the title starts with the first word; 1: a word of it does; 2: the word is only inside one;
 * -1: the title lacks a word.
 */
function rankOf(title: string, words: readonly string[], spaced: string): number {
  const [first = ''] = words
  const at = title.indexOf(first)
  if (at < 0) return -1
  for (let w = 1; w < words.length; w++) if (!title.includes(words[w] ?? '')) return -1
  if (at === 0) return 0
  return title.charCodeAt(at - 1) === 32 || title.includes(spaced) ? 1 : 2
}

/**
 * The search while its index is built: at 500,000 places building it takes seconds, and a
 * visitor typing meanwhile would wait for all of it. Finds the titles (folded as the index
 * folds them) that hold every word of the query — those starting with it first, then those with
 * a word starting so, then the rest, each alphabetically — without the index's typo tolerance,
 * categories and tags. A query that extends the last one scans only the last one's matches, so
 * each letter typed costs less than the one before.
 */
export class TitleScan {
  private readonly folded: string[] = []
  private last: { words: string[]; matches: number[] } | null = null

  constructor(private readonly titles: readonly string[]) {}

  /** Folds the next `count` titles; false once every title is. */
  foldNext(count: number): boolean {
    const end = Math.min(this.titles.length, this.folded.length + count)
    for (let i = this.folded.length; i < end; i++) this.folded.push(foldGerman(this.titles[i] ?? ''))
    return this.folded.length < this.titles.length
  }

  /** The best matches among the titles folded so far. */
  search(query: string, limit = RESULT_LIMIT): SearchHits {
    const words = wordsOf(query)
    const [first] = words
    if (!first) return { positions: [], total: 0, partial: true }
    const last = this.last
    const narrows =
      last !== null &&
      last.words.length <= words.length &&
      last.words.every((w, i) => (words[i] ?? '').includes(w)) &&
      this.folded.length === this.titles.length
    const spaced = ` ${first}`
    const matches: number[] = []
    // The best `limit` by rank, then title, kept sorted as they come: all matches are never sorted.
    const best: { i: number; rank: number; title: string }[] = []
    const consider = (i: number) => {
      const title = this.folded[i] ?? ''
      const rank = rankOf(title, words, spaced)
      if (rank < 0) return
      matches.push(i)
      const worst = best[best.length - 1]
      if (
        best.length === limit &&
        worst &&
        (rank > worst.rank || (rank === worst.rank && title >= worst.title))
      )
        return
      let at = best.length
      while (at > 0) {
        const before = best[at - 1] as (typeof best)[0]
        if (before.rank < rank || (before.rank === rank && before.title <= title)) break
        at--
      }
      best.splice(at, 0, { i, rank, title })
      if (best.length > limit) best.pop()
    }
    if (narrows) for (const i of last.matches) consider(i)
    else for (let i = 0; i < this.folded.length; i++) consider(i)
    this.last = this.folded.length === this.titles.length ? { words, matches } : null
    return { positions: best.map((b) => b.i), total: matches.length, partial: true }
  }
}

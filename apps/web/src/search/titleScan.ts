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

/** 0: the title starts with the first word; 1: a word of it does; 2: the word is inside one. */
function rankOf(title: string, first: string): number {
  if (title.startsWith(first)) return 0
  return title.includes(` ${first}`) ? 1 : 2
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
    const matches: number[] = []
    const test = (i: number) => {
      const title = this.folded[i] ?? ''
      if (words.every((w) => title.includes(w))) matches.push(i)
    }
    if (narrows) for (const i of last.matches) test(i)
    else for (let i = 0; i < this.folded.length; i++) test(i)
    this.last = this.folded.length === this.titles.length ? { words, matches } : null
    // The best `limit` by rank, then title: kept sorted as they come, never all matches sorted.
    const best: { i: number; rank: number; title: string }[] = []
    for (const i of matches) {
      const title = this.folded[i] ?? ''
      const rank = rankOf(title, first)
      const worst = best[best.length - 1]
      if (
        best.length === limit &&
        worst &&
        (rank > worst.rank || (rank === worst.rank && title >= worst.title))
      )
        continue
      let at = best.length
      while (at > 0) {
        const before = best[at - 1] as (typeof best)[0]
        if (before.rank < rank || (before.rank === rank && before.title <= title)) break
        at--
      }
      best.splice(at, 0, { i, rank, title })
      if (best.length > limit) best.pop()
    }
    return { positions: best.map((b) => b.i), total: matches.length, partial: true }
  }
}

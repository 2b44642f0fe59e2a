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

/** Whether the title holds every word after the first. */
function holdsTheRest(title: string, words: readonly string[]): boolean {
  for (let w = 1; w < words.length; w++) if (!title.includes(words[w] ?? '')) return false
  return true
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
  private last: { words: string[]; matches: Int32Array } | null = null

  constructor(private readonly titles: readonly string[]) {}

  /** Folds the next `count` titles; false once every title is. */
  foldNext(count: number): boolean {
    const end = Math.min(this.titles.length, this.folded.length + count)
    for (let i = this.folded.length; i < end; i++) this.folded.push(foldGerman(this.titles[i] ?? ''))
    return this.folded.length < this.titles.length
  }

  /**
   * The best matches among the titles folded so far. At 500,000 places one letter matches most
   * titles, so the loop keeps no object per match: matches go into a typed array, and a match
   * that cannot enter the best is dropped before its rank between word start and inside is known.
   */
  search(query: string, limit = RESULT_LIMIT): SearchHits {
    const words = wordsOf(query)
    const [first] = words
    if (!first) return { positions: [], total: 0, partial: true }
    const folded = this.folded
    const last = this.last
    const from =
      last !== null &&
      last.words.length <= words.length &&
      last.words.every((w, i) => (words[i] ?? '').includes(w)) &&
      folded.length === this.titles.length
        ? last.matches
        : null
    const size = from ? from.length : folded.length
    const matches = new Int32Array(size)
    let total = 0
    const spaced = ` ${first}`
    // The best `limit` by rank (0: the title starts with the first word; 1: a word of it does;
    // 2: it is only inside a word), then title, kept sorted as they come.
    const best: { i: number; rank: number; title: string }[] = []
    for (let k = 0; k < size; k++) {
      const i = from ? (from[k] as number) : k
      const title = folded[i] as string
      const at = title.indexOf(first)
      if (at < 0 || (words.length > 1 && !holdsTheRest(title, words))) continue
      matches[total++] = i
      const worst = best.length === limit ? best[limit - 1] : undefined
      if (at > 0 && worst?.rank === 0) continue
      const rank = at === 0 ? 0 : title.charCodeAt(at - 1) === 32 || title.includes(spaced) ? 1 : 2
      if (worst && (rank > worst.rank || (rank === worst.rank && title >= worst.title))) continue
      let to = best.length
      while (to > 0) {
        const before = best[to - 1] as (typeof best)[0]
        if (before.rank < rank || (before.rank === rank && before.title <= title)) break
        to--
      }
      best.splice(to, 0, { i, rank, title })
      if (best.length > limit) best.pop()
    }
    this.last = folded.length === this.titles.length ? { words, matches: matches.subarray(0, total) } : null
    return { positions: best.map((b) => b.i), total, partial: true }
  }
}

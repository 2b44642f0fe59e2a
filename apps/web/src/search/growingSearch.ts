import type MiniSearch from 'minisearch'
import { emptySearchIndex, querySearchIndex, type SearchHits } from './searchIndex.js'
import type { SearchPayload } from './searchPayload.js'
import { TitleScan } from './titleScan.js'

/** Titles folded per step: a few milliseconds of a phone's core. */
const FOLD_STEP = 5_000
/** Items indexed per step: a few milliseconds of a phone's core (35 µs each at 500,000 places). */
const INDEX_STEP = 100

/**
 * A branch's search while its index is built a step at a time, so a query typed meanwhile waits
 * for one step, not for the whole index (13 s at 500,000 places): it is answered by scanning
 * the titles (`TitleScan`) until the index holds every item, and by the index from then on.
 */
export class GrowingSearch {
  private readonly index: MiniSearch<number>
  private readonly titles: string[]
  private readonly scan: TitleScan
  private folding = true
  private indexed = 0

  constructor(
    readonly generation: number,
    payload: SearchPayload,
  ) {
    ;({ index: this.index, titles: this.titles } = emptySearchIndex(payload))
    this.scan = new TitleScan(this.titles)
  }

  /** Whether the index holds every item. */
  get complete(): boolean {
    return this.indexed === this.titles.length
  }

  /** Folds or indexes the next few items; false once the index holds every item. */
  step(): boolean {
    if (this.folding) {
      this.folding = this.scan.foldNext(FOLD_STEP)
      return true
    }
    const end = Math.min(this.titles.length, this.indexed + INDEX_STEP)
    const positions: number[] = []
    for (let i = this.indexed; i < end; i++) positions.push(i)
    this.index.addAll(positions)
    this.indexed = end
    return !this.complete
  }

  search(query: string): SearchHits {
    return this.complete ? querySearchIndex(this.index, this.titles, query) : this.scan.search(query)
  }
}

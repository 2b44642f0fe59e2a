/// <reference lib="webworker" />
import type MiniSearch from 'minisearch'
import { fetchOpenState } from './openState.js'
import { createSearchIndex, querySearchIndex } from './searchIndex.js'
import type { FromSearchWorker, ToSearchWorker } from './searchProtocol.js'

// The search field's index lives here, off the page's main thread: building it for 20,000 items
// and answering a one-letter query both take longer than a frame on a slow phone.

declare const self: DedicatedWorkerGlobalScope

/** The measure of each index build, read by the bench (bench/searchKeystrokes.ts). */
const SEARCH_INDEX_MEASURE = 'quo:search-index'

let current: { generation: number; index: MiniSearch<number>; titles: string[] } | null = null
/** The newest query not answered yet; older ones waiting behind it are answered with null. */
let waiting: Extract<ToSearchWorker, { kind: 'query' }> | null = null
let scheduled = false

const reply = (message: FromSearchWorker) => self.postMessage(message)

function answer() {
  scheduled = false
  const query = waiting
  waiting = null
  if (!query) return
  const hits =
    current && current.generation === query.generation
      ? querySearchIndex(current.index, current.titles, query.query)
      : null
  reply({ kind: 'hits', id: query.id, generation: query.generation, hits })
}

self.onmessage = ({ data }: MessageEvent<ToSearchWorker>) => {
  if (data.kind === 'open') {
    void fetchOpenState(data.nanoId, self.location.origin, data.window)
      .catch(() => null)
      .then((state) => reply({ kind: 'open', id: data.id, state }))
    return
  }
  if (data.kind === 'index') {
    const started = performance.now()
    current = { generation: data.generation, ...createSearchIndex(data.payload) }
    // How long a branch's index takes to build, for the bench (docs/performance.md).
    performance.measure(SEARCH_INDEX_MEASURE, { start: started })
    return
  }
  if (waiting) reply({ kind: 'hits', id: waiting.id, generation: waiting.generation, hits: null })
  waiting = data
  // Queries typed while one was answered queue up as messages; answering after them lets
  // only the newest one cost time.
  if (!scheduled) {
    scheduled = true
    setTimeout(answer, 0)
  }
}

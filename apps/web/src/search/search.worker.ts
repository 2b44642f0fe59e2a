/// <reference lib="webworker" />
import { GrowingSearch } from './growingSearch.js'
import { fetchOpenState } from './openState.js'
import type { FromSearchWorker, ToSearchWorker } from './searchProtocol.js'

// The search field's index lives here, off the page's main thread: building it for 20,000 items
// and answering a one-letter query both take longer than a frame on a slow phone.

declare const self: DedicatedWorkerGlobalScope

/** The measure of each index build, read by the bench (bench/searchKeystrokes.ts). */
const SEARCH_INDEX_MEASURE = 'quo:search-index'

let current: GrowingSearch | null = null
/** The newest query not answered yet; older ones waiting behind it are answered with null. */
let waiting: Extract<ToSearchWorker, { kind: 'query' }> | null = null
let scheduled = false

const reply = (message: FromSearchWorker) => self.postMessage(message)

// Turns of the worker's event loop are messages to itself, queued in order with the page's
// messages (a timer's task may wait behind a build's turns, and nested timers wait 4 ms each).
const turns = new MessageChannel()
const answers = new MessageChannel()

/** The next turn, after the messages already queued (queries). */
const nextTurn = () =>
  new Promise<void>((resolve) => {
    turns.port1.onmessage = () => resolve()
    turns.port2.postMessage(null)
  })

/** Builds the index a step at a time, answering the queries that come in between. */
async function build(search: GrowingSearch) {
  const started = performance.now()
  while (search.step()) {
    await nextTurn()
    if (current !== search) return
  }
  // How long a branch's index takes to build, for the bench (docs/performance.md).
  performance.measure(SEARCH_INDEX_MEASURE, { start: started })
  reply({ kind: 'ready', generation: search.generation })
}

function answer() {
  scheduled = false
  const query = waiting
  waiting = null
  if (!query) return
  const hits = current && current.generation === query.generation ? current.search(query.query) : null
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
    const search = new GrowingSearch(data.generation, data.payload)
    current = search
    void build(search)
    return
  }
  if (waiting) reply({ kind: 'hits', id: waiting.id, generation: waiting.generation, hits: null })
  waiting = data
  // Queries typed while one was answered queue up as messages; answering after them lets
  // only the newest one cost time.
  if (!scheduled) {
    scheduled = true
    answers.port2.postMessage(null)
  }
}
answers.port1.onmessage = answer

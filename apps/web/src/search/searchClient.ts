import type { BasemapItem, Building, Category, OpeningState, Street, Tag } from '@quo/contract'
import type { OpenWindow } from './openState.js'
import type { SearchHits } from './searchIndex.js'
import {
  addressedBuildings,
  type SearchAddresses,
  type SearchPayload,
  searchPayload,
} from './searchPayload.js'
import type { FromSearchWorker, ToSearchWorker } from './searchProtocol.js'

/** What a search finds: a place, a street or an addressed building. */
export type SearchHit =
  | { kind: 'item'; item: BasemapItem }
  | { kind: 'street'; street: Street }
  | { kind: 'building'; building: Building }

/** A branch's items, streets and buildings as the search index holds them. */
export interface SearchIndexHandle {
  items: readonly BasemapItem[]
  addresses: SearchAddresses
  /** Positions of hits, best first; null when a newer query overtook this one. */
  search(query: string): Promise<SearchHits | null>
  /** Resolves once the index holds every item: a `partial` answer may then be asked for again. */
  ready: Promise<void>
  /** What a position of a hit is. */
  hit(position: number): SearchHit | undefined
}

/** The thing at a position of the index: items first, then streets, then addressed buildings. */
function hitAt(items: readonly BasemapItem[], streets: readonly Street[], buildings: readonly Building[]) {
  return (position: number): SearchHit | undefined => {
    const item = items[position]
    if (item) return { kind: 'item', item }
    const street = streets[position - items.length]
    if (street) return { kind: 'street', street }
    const building = buildings[position - items.length - streets.length]
    return building ? { kind: 'building', building } : undefined
  }
}

/** Waiting for the worker's answer to a message; called with null when the worker failed. */
type Answer = (message: FromSearchWorker | null) => void

const answers = new Map<number, Answer>()
/** Called when the worker's index of a generation is complete (or the worker failed). */
const readyCalls = new Map<number, () => void>()
let worker: Worker | null = null
/** Set when no worker can run (tests in jsdom, a worker that fails to load). */
let inPage = typeof Worker === 'undefined'
let nextId = 1
let nextGeneration = 1

function connect(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' })
  worker.onmessage = ({ data }: MessageEvent<FromSearchWorker>) => {
    if (data.kind === 'ready') {
      readyCalls.get(data.generation)?.()
      readyCalls.delete(data.generation)
      return
    }
    answers.get(data.id)?.(data)
    answers.delete(data.id)
  }
  worker.onerror = () => {
    // The search keeps working, on the page; the messages in flight are answered again there.
    inPage = true
    for (const answer of answers.values()) answer(null)
    answers.clear()
    // The page's own index is complete from its first answer.
    for (const ready of readyCalls.values()) ready()
    readyCalls.clear()
  }
  return worker
}

/** Sends a message that expects an answer; resolves null when the worker cannot answer. */
function ask(message: (id: number) => ToSearchWorker): Promise<FromSearchWorker | null> {
  return new Promise((resolve) => {
    const id = nextId++
    answers.set(id, resolve)
    connect().postMessage(message(id))
  })
}

/** The same index on the page, loaded and built on first use. */
function pageSearch(payload: SearchPayload): (query: string) => Promise<SearchHits> {
  let built: Promise<(query: string) => SearchHits> | null = null
  return (query) => {
    built ??= import('./searchIndex.js').then((m) => {
      const { index, titles } = m.createSearchIndex(payload)
      return (q: string) => m.querySearchIndex(index, titles, q)
    })
    return built.then((search) => search(query))
  }
}

function workerSearch(payload: SearchPayload): {
  search: (query: string) => Promise<SearchHits | null>
  ready: Promise<void>
} {
  const generation = nextGeneration++
  // The worker builds only the newest generation: an older one never becomes ready, and its
  // waiters are let go (their queries are answered null).
  for (const release of readyCalls.values()) release()
  readyCalls.clear()
  const ready = new Promise<void>((resolve) => readyCalls.set(generation, resolve))
  const index: ToSearchWorker = { kind: 'index', generation, payload }
  // Typed arrays are cloned, not transferred: the page keeps them for its own fallback.
  connect().postMessage(index)
  return {
    ready,
    search: async (query) => {
      const answer = await ask((id) => ({ kind: 'query', id, generation, query }))
      return answer?.kind === 'hits' ? answer.hits : null
    },
  }
}

const handles = new WeakMap<
  readonly BasemapItem[],
  { categories: readonly Category[]; tags: readonly Tag[]; handle: SearchIndexHandle }
>()

const NO_ADDRESSES: SearchAddresses = { streets: [], buildings: [] }

/**
 * The search index of these items, built once per data set in the search worker, so neither
 * building it nor answering a query costs the page more than a message each way.
 */
export function searchIndexFor(
  items: readonly BasemapItem[],
  categories: readonly Category[],
  tags: readonly Tag[],
  addresses: SearchAddresses = NO_ADDRESSES,
): SearchIndexHandle {
  const known = handles.get(items)
  const same = known?.handle.addresses
  if (
    known &&
    known.categories === categories &&
    known.tags === tags &&
    same?.streets === addresses.streets &&
    same.buildings === addresses.buildings
  )
    return known.handle
  const payload = searchPayload(items, categories, tags, addresses)
  const buildings = addressedBuildings(addresses.buildings)
  const onPage = pageSearch(payload)
  const inWorker = inPage ? null : workerSearch(payload)
  const handle: SearchIndexHandle = {
    items,
    addresses,
    hit: hitAt(items, addresses.streets, buildings),
    search: async (query) => {
      const hits = inWorker && !inPage ? await inWorker.search(query) : null
      // A failed worker answers null; then the page answers instead.
      return hits ?? (inPage ? onPage(query) : null)
    },
    ready: inWorker?.ready ?? Promise.resolve(),
  }
  handles.set(items, { categories, tags, handle })
  return handle
}

/**
 * Asks `index` for `query` and hands each answer to `onHits`: one found by the titles while the
 * index is built is asked for again once it is complete, with its typo tolerance, categories and
 * tags. Answers after the returned stop are dropped.
 */
export function searchAsIndexGrows(
  index: Pick<SearchIndexHandle, 'search' | 'ready'>,
  query: string,
  onHits: (hits: SearchHits) => void,
): () => void {
  let live = true
  const ask = async () => {
    const hits = await index.search(query)
    if (!live || !hits) return
    onHits(hits)
    if (!hits.partial) return
    await index.ready
    if (live) await ask()
  }
  void ask()
  return () => {
    live = false
  }
}

/** Opening states asked for, by nanoId; a state holds for this many ms. */
const openStates = new Map<string, { at: number; state: Promise<OpeningState | null> }>()
const OPEN_STATE_TTL_MS = 60_000

/**
 * Whether a place is open now — or at some moment of `window`, for the chat's "heute Abend" —
 * its record and hours evaluated in the worker, remembered a minute. The window is measured on
 * the page's clock and sent along, so the worker needs no clock of its own.
 */
export function openStateOf(nanoId: string, window?: OpenWindow): Promise<OpeningState | null> {
  const key = window ? `${nanoId} ${window.from} ${window.until ?? ''}` : nanoId
  const known = openStates.get(key)
  if (known && Date.now() - known.at < OPEN_STATE_TTL_MS) return known.state
  const state = (async () => {
    if (!inPage) {
      const answer = await ask((id) => ({ kind: 'open', id, nanoId, window }))
      if (answer?.kind === 'open') return answer.state
    }
    const { fetchOpenState } = await import('./openState.js')
    return fetchOpenState(nanoId, globalThis.location.origin, window).catch(() => null)
  })()
  openStates.set(key, { at: Date.now(), state })
  return state
}

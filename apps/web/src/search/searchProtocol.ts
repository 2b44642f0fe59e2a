import type { OpeningState } from '@quo/contract'
import type { OpenWindow } from './openState.js'
import type { SearchHits } from './searchIndex.js'
import type { SearchPayload } from './searchPayload.js'

// Messages between the page and the search worker.

/** Results answered at most; the card says "50+ Treffer" beyond. */
export const RESULT_LIMIT = 50

export type ToSearchWorker =
  /** A new set of items; queries after it search this generation. */
  | { kind: 'index'; generation: number; payload: SearchPayload }
  | { kind: 'query'; id: number; generation: number; query: string }
  /** Whether a place is open now, or in `window` (its record fetched by the worker). */
  | { kind: 'open'; id: number; nanoId: string; window?: OpenWindow }

export type FromSearchWorker =
  /** `hits` is null for a query overtaken by a newer one before its turn. */
  | { kind: 'hits'; id: number; generation: number; hits: SearchHits | null }
  /** The generation's index holds every item: hits marked `partial` may be asked for again. */
  | { kind: 'ready'; generation: number }
  | { kind: 'open'; id: number; state: OpeningState | null }

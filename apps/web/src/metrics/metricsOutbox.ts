import type { MetricInput } from '@quo/contract'
import { createStore, delMany, setMany, values } from 'idb-keyval'

/** A usage event not yet acknowledged, and when it happened (`Date.now()`). */
export interface QueuedMetric {
  event: MetricInput & { event_id: string }
  at: number
}

/**
 * Where usage events wait until the server has them: a reload, a crash or a day offline loses
 * none, and a kiosk sends what it saw offline when its network returns.
 */
export interface MetricsOutbox {
  add(events: readonly QueuedMetric[]): Promise<void>
  /** Everything waiting, in no particular order. */
  all(): Promise<QueuedMetric[]>
  remove(eventIds: readonly string[]): Promise<void>
}

/** The outbox in IndexedDB; none where the browser has no IndexedDB (then events live in memory). */
export function indexedDbOutbox(): MetricsOutbox | undefined {
  if (typeof indexedDB === 'undefined') return undefined
  const store = createStore('quo-metrics', 'outbox')
  return {
    add: (events) =>
      setMany(
        events.map((e) => [e.event.event_id, e]),
        store,
      ),
    all: () => values<QueuedMetric>(store),
    remove: (eventIds) => delMany([...eventIds], store),
  }
}
